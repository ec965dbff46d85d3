// The server code app/routes/rfp._index.tsx uses, behind one module (ADR 0370).
export { json } from "@remix-run/node";
export { getCurrentUser, loginRedirect } from "~/accounts/session.server";
export { pageLanguage } from "~/i18n/page-language.server";
export { plannerRfpList } from "~/rfp/planner-page.server";
