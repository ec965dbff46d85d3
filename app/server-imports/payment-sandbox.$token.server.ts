// The server code app/routes/payment-sandbox.$token.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { serializePaymentReturn } from "~/payments/payment-session.server";
export { completeSandboxPayment, isSandboxMethod, loadSandboxSession, sandboxPayable, SANDBOX_METHODS, SANDBOX_RESULTS, type SandboxChoice } from "~/payments/sandbox.server";
export { appOrigin } from "~/utils/url.server";
export { readFormData } from "~/utils/request-body.server";
export { pageLanguage } from "~/i18n/page-language.server";
