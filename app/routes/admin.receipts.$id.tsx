// /admin/receipts/{confirmationId}: a bank-transfer receipt (private file), for admins only.
// Served inline for images and PDFs with nosniff and a sandboxing CSP: uploads were checked by
// content when stored, and this keeps a crafted PDF from running script on our origin.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/accounts/session.server";
import { readReceipt } from "~/payments/confirmation.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response("Not Found", { status: 404 });
  const file = await readReceipt(id).catch(() => null);
  if (!file) throw new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": "inline",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
}
