// The server code app/routes/page-she.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { parseWithZod } from "~/utils/form-submission.server";
export { limitByIp } from "~/accounts/rate-limit.server";
export { SheSchema } from "~/inquiries/enquiry-schema.server";
export { submitEnquiry } from "~/inquiries/enquiry.server";
export { checkReceipt, parseReceiptForm } from "~/payments/upload.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
export { DOCUMENT_MESSAGES, SHE_SUCCESS } from "~/inquiries/enquiry-schema.server";
