// The server code app/routes/voucher.$id.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { resendInvoiceMail } from "~/checkout/resend.server";
export { invoiceView } from "~/checkout/views.server";
export { requireVoucherInvoice, venueContacts } from "~/checkout/voucher.server";
export { onlinePaymentAvailable } from "~/payments/provider.server";
export { appOrigin } from "~/utils/url.server";
export { readFormData } from "~/utils/request-body.server";
export { pageLanguage, messageText } from "~/i18n/page-language.server";
