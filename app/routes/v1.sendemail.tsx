// GET /v1/sendemail?invoiceNo=[&token=]: sends the booking confirmation e-mail again.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiInvoice } from "~/checkout/api-invoice.server";
import { resendInvoiceMail } from "~/checkout/resend.server";
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const invoice = await requireApiInvoice(request, new URL(request.url).searchParams.get("invoiceNo"));
  const result = await resendInvoiceMail(invoice, "confirmation", appOrigin(request));
  return result.ok ? apiJson({ id: invoice.id, invoiceNo: invoice.invoiceNo }, { message: result.message }) : apiError(429, result.message);
}

export const action = methodNotAllowed;
