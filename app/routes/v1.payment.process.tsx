// POST /v1/payment/process {order_id, gross_amount[, token]}: opens a payment session for the
// invoice (order_id: its numeric id or invoice number) and answers data.redirect_url. Open to
// the owner's api-key, the guest's checkout session-id or the invoice token (ADR 0131).
import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiPaymentProcessSchema } from "~/api/request-schemas";
import { apiInvoiceViewer } from "~/checkout/api-invoice.server";
import { findAccessibleInvoice, PAYMENT_MESSAGES, startPayment } from "~/payments/payment-session.server";
import { apiError, apiJson, methodNotAllowed, readBody } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const viewer = await apiInvoiceViewer(request);
  const parsed = ApiPaymentProcessSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, PAYMENT_MESSAGES.missing);
  const { order_id: orderId, gross_amount: grossAmount, token } = parsed.data;
  const invoice = await findAccessibleInvoice({
    invoiceNo: orderId,
    token: token ?? viewer.token,
    userId: viewer.user?.id ?? null,
    guestCartKey: viewer.guestCartKey,
  });
  if (!invoice) return apiError(404, "Invoice not found");
  const result = await startPayment(invoice, { origin: appOrigin(request), grossAmount });
  if (!result.ok) {
    const status =
      result.reason === "provider"
        ? 502
        : result.reason === "unavailable"
          ? 403 // refused here by configuration, not a gateway failure (ADR 0044)
          : result.reason === "missing" || result.reason === "amount"
            ? 400
            : 409;
    return apiError(status, result.message);
  }
  return apiJson({ order_id: result.orderId, redirect_url: result.redirectUrl, invoiceId: invoice.id, invoiceNo: invoice.invoiceNo });
}
