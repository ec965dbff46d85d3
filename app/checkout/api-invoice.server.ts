// Invoice access for /v1: the api-key's user (owner or admin) or the invoice's access token
// (`token` query parameter or `invoice-token` header).
import { getApiUser } from "~/accounts/api-auth.server";
import { loadInvoiceForViewer } from "~/checkout/invoice.server";
import { apiError } from "~/utils/api.server";

export function requireApiInvoice(request: Request, invoiceNo: string | null | undefined) {
  const user = getApiUser(request);
  const token = new URL(request.url).searchParams.get("token") ?? request.headers.get("invoice-token");
  const invoice = loadInvoiceForViewer(invoiceNo, { user, token });
  if (!invoice) throw apiError(404, "Not Found");
  return invoice;
}
