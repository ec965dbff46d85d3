// The server code app/routes/payment.$status.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { getUserId } from "~/accounts/session.server";
export { confirmationUrl, isTestPayment, type Invoice, voucherUrl } from "~/payments/invoice-status.server";
export { findInvoiceByOrderId, readPaymentReturn } from "~/payments/payment-session.server";
export { onlinePaymentAvailable } from "~/payments/provider.server";
export { safeEqual } from "~/payments/signature.server";
export { pageLanguage } from "~/i18n/page-language.server";
export { moneyStateById } from "~/payments/money-state.server";
export { moneyView } from "~/checkout/views.server";
