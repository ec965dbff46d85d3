// The server code app/routes/forgotpassword.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { parseWithZod } from "~/utils/form-submission.server";
export { MESSAGES } from "~/accounts/account-schemas.server";
export { resetPassword } from "~/accounts/accounts.server";
export { ResetServerSchema } from "~/accounts/password-strength.server";
export { isResetTokenLive } from "~/accounts/tokens.server";
export { redirectWithToast } from "~/utils/toast.server";
export { readFormData } from "~/utils/request-body.server";
export { pageLanguage, translateReply } from "~/i18n/page-language.server";
export { strings } from "~/i18n/strings.server";
