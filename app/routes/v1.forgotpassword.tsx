// POST /v1/forgotpassword { email } -> 201 whether or not the e-mail has an account.
import type { ActionFunctionArgs } from "@remix-run/node";
import { ForgotSchema, MESSAGES } from "~/accounts/account-schemas.server";
import { requestPasswordReset } from "~/accounts/accounts.server";
import { limitByEmail, limitByIp } from "~/accounts/rate-limit.server";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";
import { msg } from "~/i18n/message-ref";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const parsed = ForgotSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? MESSAGES.invalidEmail);
  const limited = await limitByIp(request, "forgot") ?? await limitByEmail(parsed.data.email, "forgot");
  if (limited) return apiError(429, limited);
  await requestPasswordReset(parsed.data.email, appOrigin(request));
  return apiJson(null, { status: 201, message: msg("accounts.checkEmail") });
}
