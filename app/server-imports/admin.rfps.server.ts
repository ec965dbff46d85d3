// The server code app/routes/admin.rfps.tsx uses, behind one module (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { requireAdmin } from "~/accounts/session.server";
export { auditActor } from "~/audit/audit.server";
export { pageLanguage } from "~/i18n/page-language.server";
export { adminRfpList } from "~/rfp/planner-page.server";
export { closeRfp } from "~/rfp/rfps.server";
export { parseWithZod } from "~/utils/form-submission.server";
export { ReasonSchema, rfpReplyIn } from "~/rfp/rfp-schema.server";
export { readFormData } from "~/utils/request-body.server";
