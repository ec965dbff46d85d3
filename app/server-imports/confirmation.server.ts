// The server code app/routes/confirmation.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { getCurrentUser } from "~/accounts/session.server";
export { commitHold } from "~/payments/holds.server";
export { loadInvoiceForViewer } from "~/payments/invoice.server";
export { resendInvoiceMail } from "~/checkout/resend.server";
export { invoiceView } from "~/checkout/views.server";
export { plannerOwnsInvoice } from "~/messages/access.server";
export { onlinePaymentAvailable } from "~/payments/provider.server";
export { appOrigin } from "~/utils/url.server";
export { readFormData } from "~/utils/request-body.server";
export { pageLanguage, messageText } from "~/i18n/page-language.server";
export { PLATFORM_BANK_ACCOUNT } from "~/checkout/bank-transfer";
