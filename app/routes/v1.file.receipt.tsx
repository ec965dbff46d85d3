// GET /v1/file/receipt?key&expires&signature: the receipt a signed upload link names, while the
// link is valid (ADR 0132). Anything else is a JSON 404, as for a file that does not exist.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { receiptKeyOfLink } from "~/payments/receipt-link.server";
import { getStorage } from "~/storage/storage.server";
import { apiError, methodNotAllowed } from "~/http/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const key = receiptKeyOfLink(request.url, { requireUnexpired: true });
  const file = key ? await getStorage().get(key) : null;
  if (!file) return apiError(404, "Not Found");
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}

export const action = methodNotAllowed;
