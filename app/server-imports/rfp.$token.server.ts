// The server code app/routes/rfp.$token.tsx uses, behind one module (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { clientIp } from "~/accounts/rate-limit.server";
export { pageLanguage } from "~/i18n/page-language.server";
export { plannerRfpAction, plannerRfpPage } from "~/rfp/planner-page.server";
export { rfpByToken } from "~/rfp/rfps.server";
export { readFormData } from "~/utils/request-body.server";
export { appOrigin } from "~/utils/url.server";
