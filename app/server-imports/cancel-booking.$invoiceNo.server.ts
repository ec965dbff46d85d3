// The server code app/routes/cancel-booking.$invoiceNo.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { getCurrentUser } from "~/accounts/session.server";
export { parseCancelForm, type CancelFormValues } from "~/cancellations/cancel-form.server";
export { cancelBooking, needsBankDetails, quoteLine } from "~/cancellations/cancellation.server";
export { canActAsBooker, invoicePaths, loadInvoiceForViewer } from "~/payments/invoice.server";
export { plannerOwnsInvoice } from "~/messages/access.server";
export { readFormData } from "~/utils/request-body.server";
export { redirectWithToast } from "~/utils/toast.server";
export { appOrigin } from "~/utils/url.server";
export { pageLanguage, messageText } from "~/i18n/page-language.server";
export { ACCOUNT_NOTICES, cancelledWithRefund } from "~/accounts/notices.server";
export { CANCELLATION_MESSAGES } from "~/terms/cancellation-policies";
export { formatRupiah } from "~/utils/format";
