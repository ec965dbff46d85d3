// Invoice access for /v1: the api-key's user (owner or admin), the invoice's access token
// (`token` query parameter or `invoice-token` header), or the server-issued guest `session-id`
// the invoice was checked out with (ADR 0131). The invoice is named by its number or numeric id.
import { apiCartSessionId, getApiUser } from "~/accounts/api-auth.server";
import { loadInvoiceForViewer } from "~/payments/invoice.server";
import { apiError } from "~/http/api.server";

/** Who is asking, as the invoice access rules see it. */
export async function apiInvoiceViewer(request: Request, token?: string | null) {
  return {
    user: await getApiUser(request),
    token: token ?? new URL(request.url).searchParams.get("token") ?? request.headers.get("invoice-token"),
    guestCartKey: apiCartSessionId(request),
  };
}

export async function requireApiInvoice(request: Request, invoiceRef: string | null | undefined) {
  const invoice = await loadInvoiceForViewer(invoiceRef, await apiInvoiceViewer(request));
  if (!invoice) throw apiError(404, "Not Found");
  return invoice;
}
