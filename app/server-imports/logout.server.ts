// The server code app/routes/logout.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { readFormData } from "~/utils/request-body.server";
export { destroySession, getSession, getCurrentUser, revokeAllAccess } from "~/accounts/session.server";
export { redirectWithToast } from "~/utils/toast.server";
