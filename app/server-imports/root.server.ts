// The server code app/root.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { getCurrentUser } from "~/accounts/session.server";
export { getCartCount } from "~/cart/cart-count.server";
export { openConversationIdOf, viewerFor } from "~/messages/access.server";
export { unreadMessageCount } from "~/messages/conversations.server";
export { getPublicEnv } from "~/env.server";
export { combineHeaders, getToast } from "~/utils/toast.server";
export { rootLanguageData } from "~/i18n/page-language.server";
