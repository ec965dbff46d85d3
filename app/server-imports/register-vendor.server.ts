// The server code app/routes/register-vendor.tsx uses, behind one module: the client build
// replaces it with one empty module, inlined in the route's chunk (ADR 0370).
export { json, redirect } from "@remix-run/node";
export { parseWithZod } from "~/utils/form-submission.server";
export { SignupServerSchema } from "~/accounts/password-strength.server";
export { homeFor, registerAccount } from "~/accounts/accounts.server";
export { limitByEmail, limitByIp } from "~/accounts/rate-limit.server";
export { getCurrentUser } from "~/accounts/session.server";
export { getEnv } from "~/env.server";
export { VENDOR_CONTACT_SENT, VendorContactSchema } from "~/inquiries/vendor-contact.server";
export { sendMail } from "~/mail/mail.server";
export { redirectWithToast } from "~/utils/toast.server";
export { appOrigin } from "~/utils/url.server";
export { pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
export { readFormData } from "~/utils/request-body.server";
export { withLang } from "~/i18n/config";
