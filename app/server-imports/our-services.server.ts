// The server code app/routes/our-services.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { pageLanguage } from "~/i18n/page-language.server";
