// The server code app/routes/page-big-plan.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { parseWithZod } from "~/utils/form-submission.server";
export { limitByIp } from "~/accounts/rate-limit.server";
export { BigPlanSchema } from "~/inquiries/enquiry-schema.server";
export { submitEnquiry } from "~/inquiries/enquiry.server";
export { readFormData } from "~/utils/request-body.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
export { BIG_PLAN_SUCCESS } from "~/inquiries/enquiry-schema.server";
