// The server code app/routes/team-invitation.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json } from "@remix-run/node";
export { checkCredentials, INVALID_CREDENTIALS, userIdByEmail } from "~/accounts/accounts.server";
export { completeLogin } from "~/login/complete-login.server";
export { SignupServerSchema } from "~/accounts/password-strength.server";
export { clearRateLimit, failedLoginFromIp, loginFailedFor, loginLockedFor, slowDownLoginFromIp } from "~/accounts/rate-limit.server";
export { getCurrentUser } from "~/accounts/session.server";
export { acceptInvitation, findLiveInvitation, signUpWithInvitation, TEAM_MESSAGES } from "~/supplier/team.server";
export { readFormData } from "~/utils/request-body.server";
export { pageLanguage, messageText } from "~/i18n/page-language.server";
export { strings } from "~/i18n/strings.server";
export { INVITATION_NOTICES } from "~/supplier/team.server";
