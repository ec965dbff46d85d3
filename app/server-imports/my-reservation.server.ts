// The server code app/routes/my-reservation.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { getCurrentUser, loginRedirect } from "~/accounts/session.server";
export { listUserInvoices } from "~/payments/invoice.server";
export { invoiceView } from "~/checkout/views.server";
export { viewerFor } from "~/messages/access.server";
export { pageLanguage } from "~/i18n/page-language.server";
export { onlinePaymentAvailable } from "~/payments/provider.server";
