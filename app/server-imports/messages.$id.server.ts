// The server code app/routes/messages.$id.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { readFormData } from "~/utils/request-body.server";
export { idParam, notFound, requireViewer } from "~/messages/access.server";
export { findConversation, getConversationView, markConversationRead } from "~/messages/conversations.server";
export { submitMessage } from "~/messages/send.server";
export { pageLanguage } from "~/i18n/page-language.server";
