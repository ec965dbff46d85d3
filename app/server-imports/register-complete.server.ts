// The server code app/routes/register-complete.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { isEmailAddress } from "~/accounts/account-schemas.server";
export { resendActivation } from "~/accounts/accounts.server";
export { limitByEmail, limitByIp } from "~/accounts/rate-limit.server";
export { redirectWithToast } from "~/utils/toast.server";
export { appOrigin } from "~/utils/url.server";
export { pageLanguage, messageText } from "~/i18n/page-language.server";
export { strings } from "~/i18n/strings.server";
export { INVALID_EMAIL } from "~/accounts/notices.server";
export { readFormData } from "~/utils/request-body.server";
export { fill, withLang } from "~/i18n/config";
