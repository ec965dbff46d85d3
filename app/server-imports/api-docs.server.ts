// The server code app/routes/api-docs.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { apiDocsView, type DocField } from "~/api/docs-view.server";
export { pageLanguage } from "~/i18n/page-language.server";
