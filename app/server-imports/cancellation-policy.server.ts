// The server code app/routes/cancellation-policy.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { pageLanguage, messageText } from "~/i18n/page-language.server";
export { CANCELLATION_POLICIES, policyView } from "~/terms/cancellation-policies";
