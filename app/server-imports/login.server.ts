// The server code app/routes/login.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { parseWithZod } from "~/utils/form-submission.server";
export { ForgotSchema, LoginSchema } from "~/accounts/account-schemas.server";
export { SignupServerSchema } from "~/accounts/password-strength.server";
export { NOT_ACTIVATED, registerAccount, requestPasswordReset } from "~/accounts/accounts.server";
export { AuthorizationError, getAuthenticator, loginDestination } from "~/accounts/auth.server";
export { completeLogin } from "~/login/complete-login.server";
export { clearRateLimit, failedLoginFromIp, limitByEmail, limitByIp, loginFailedFor, loginLockedFor, slowDownLoginFromIp } from "~/accounts/rate-limit.server";
export { getCurrentUser } from "~/accounts/session.server";
export { getEnv } from "~/env.server";
export { redirectWithToast } from "~/utils/toast.server";
export { appOrigin, safeRedirect } from "~/utils/url.server";
export { readFormData } from "~/utils/request-body.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
