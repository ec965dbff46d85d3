// GET /v1/sendemail/{id or invoiceNo}[?token=]: sends the voucher e-mail again (paid invoices only).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiInvoice } from "~/checkout/api-invoice.server";
import { resendInvoiceMail } from "~/checkout/resend.server";
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invoice = await requireApiInvoice(request, params.id);
  if (invoice.status !== "paid") return apiError(409, "The voucher is issued once the payment has been confirmed");
  const result = await resendInvoiceMail(invoice, "voucher", appOrigin(request));
  return result.ok ? apiJson({ id: invoice.id, invoiceNo: invoice.invoiceNo }, { message: result.message }) : apiError(429, result.message);
}

export const action = methodNotAllowed;
