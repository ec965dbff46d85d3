// The server code app/routes/activation.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { activateAccount } from "~/accounts/accounts.server";
export { limitByIp } from "~/accounts/rate-limit.server";
export { redirectWithToast } from "~/utils/toast.server";
export { pageLanguage, messageText } from "~/i18n/page-language.server";
export { strings } from "~/i18n/strings.server";
export { withLang } from "~/i18n/config";
