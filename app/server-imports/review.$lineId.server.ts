// The server code app/routes/review.$lineId.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { getCurrentUser, loginRedirect } from "~/accounts/session.server";
export { canEditReview, editableUntil, includesFood, lineForReviewer, publicReview, reviewEligibility, saveReview } from "~/reviews/reviews.server";
export { parseWithZod } from "~/utils/form-submission.server";
export { readFormData } from "~/utils/request-body.server";
export { redirectWithToast } from "~/utils/toast.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
export { REVIEW_NOTICES } from "~/accounts/notices.server";
export { REVIEW_EVENT_TYPES, SUB_RATINGS } from "~/reviews/review-rules";
export { ReviewSchema } from "~/reviews/review-schema";
export { formatDate, formatDateTime } from "~/utils/format";
export { withLang } from "~/i18n/config";
