// The server code app/routes/contact-us.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { parseWithZod } from "~/utils/form-submission.server";
export { limitByIp } from "~/accounts/rate-limit.server";
export { getMapConfig, getPublicEnv } from "~/env.server";
export { INQUIRY_SUCCESS, InquirySchema } from "~/inquiries/inquiry-schema.server";
export { submitInquiry } from "~/inquiries/inquiry.server";
export { readFormData } from "~/utils/request-body.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
