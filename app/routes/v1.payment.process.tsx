// POST /v1/payment/process {order_id, gross_amount[, token]}: opens a payment session for the
// invoice (order_id is the invoice number) and answers data.redirect_url.
import type { ActionFunctionArgs } from "@remix-run/node";
import { getApiUser } from "~/accounts/api-auth.server";
import { findAccessibleInvoice, PAYMENT_MESSAGES, startPayment } from "~/payments/payment-session.server";
import { apiError, apiJson, readBody } from "~/utils/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  const body = await readBody(request);
  const orderId = typeof body.order_id === "string" || typeof body.order_id === "number" ? String(body.order_id).trim() : "";
  const grossAmount = Number(body.gross_amount);
  if (!orderId || body.gross_amount === undefined || body.gross_amount === "" || !Number.isFinite(grossAmount)) {
    return apiError(400, PAYMENT_MESSAGES.missing);
  }
  const invoice = findAccessibleInvoice({
    invoiceNo: orderId,
    token: typeof body.token === "string" ? body.token : null,
    userId: getApiUser(request)?.id ?? null,
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
  return apiJson({ order_id: result.orderId, redirect_url: result.redirectUrl });
}
