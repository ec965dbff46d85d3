// The server code app/routes/change-date.$invoiceNo.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { getCurrentUser, loginRedirect } from "~/accounts/session.server";
export { DATE_CHANGE_NOTE_MAX, DateChangeSchema, loadDateChangePage, requestDateChange, spanWords, withdrawDateChange } from "~/cancellations/date-change.server";
export { parseWithZod } from "~/utils/form-submission.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
export { ACCOUNT_NOTICES } from "~/accounts/notices.server";
export { readFormData } from "~/utils/request-body.server";
export { redirectWithToast } from "~/utils/toast.server";
export { appOrigin } from "~/utils/url.server";
export { baliIsoDate, baliToUtc, formatDate, formatRupiah } from "~/utils/format";
export { quantityRef } from "~/i18n/quantity-ref";
