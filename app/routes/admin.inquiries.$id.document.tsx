// The private document of a special-event enquiry, for the admin only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/accounts/session.server";
import { readInquiryDocument } from "~/admin/inquiries.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = Number(params.id);
  const file = Number.isInteger(id) && id > 0 ? await readInquiryDocument(id) : null;
  if (!file) throw new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
