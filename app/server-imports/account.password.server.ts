// The server code app/routes/account.password.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { readFormData } from "~/utils/request-body.server";
export { parseWithZod } from "~/utils/form-submission.server";
export { ChangePasswordSchema } from "~/accounts/account-schemas.server";
export { changePassword, homeFor, NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD } from "~/accounts/accounts.server";
export { passwordStrengthProblem } from "~/accounts/password-strength.server";
export { loginFailedFor, loginLockedFor } from "~/accounts/rate-limit.server";
export { commitSession, createSessionFor, requireUser } from "~/accounts/session.server";
export { redirectWithToast } from "~/utils/toast.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
export { userLanguage } from "~/mail/mail-language.server";
export { ACCOUNT_NOTICES } from "~/accounts/notices.server";
