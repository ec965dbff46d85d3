// The server code app/routes/payment-confirmation.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { parseWithZod } from "~/utils/form-submission.server";
export { getUserId } from "~/accounts/session.server";
export { CONFIRMATION_MESSAGES as M, PaymentConfirmationSchema } from "~/payments/confirmation-schema.server";
export { confirmationsForInvoice, submitPaymentConfirmation } from "~/payments/confirmation.server";
export { amountDueNow, confirmationUrl, voucherUrl } from "~/payments/invoice-status.server";
export { findAccessibleInvoice, isPastDeadline } from "~/payments/payment-session.server";
export { onlinePaymentAvailable } from "~/payments/provider.server";
export { checkReceipt, parseReceiptForm } from "~/payments/upload.server";
export { redirectWithToast } from "~/utils/toast.server";
export { appOrigin } from "~/utils/url.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
export { baliIsoDate, baliTime, formatDateTime, formatInvoiceDate } from "~/utils/format";
