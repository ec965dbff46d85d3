// The server code app/routes/search.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { loadSearchScreen } from "~/catalog/search-page.server";
