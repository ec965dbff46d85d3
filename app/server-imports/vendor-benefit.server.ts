// The server code app/routes/vendor-benefit.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { pageLanguage } from "~/i18n/page-language.server";
export { marketingTab } from "~/components/vendor-marketing";
