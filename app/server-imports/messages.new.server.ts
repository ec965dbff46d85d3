// The server code app/routes/messages.new.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { readFormData } from "~/utils/request-body.server";
export { limitByIp } from "~/accounts/rate-limit.server";
export { getCurrentUser, loginRedirect } from "~/accounts/session.server";
export { notFound, requireViewer, viewerFor } from "~/messages/access.server";
export { composeContext, composePath, composeTargetFrom } from "~/messages/conversations.server";
export { deleteDraft, draftReturnPath, saveDraft } from "~/messages/drafts.server";
export { submitMessage } from "~/messages/send.server";
export { pageLanguage } from "~/i18n/page-language.server";
export { MESSAGE_MAX } from "~/messages/message-rules";
