// POST /v1/register { firstName, lastName, email, password, passwordConfirm, isSupplier? }.
// isSupplier true is the vendor sign-up (200, spec); isAdmin or any other role field is ignored.
import type { ActionFunctionArgs } from "@remix-run/node";
import { SignupServerSchema } from "~/accounts/password-strength.server";
import { registerAccount } from "~/accounts/accounts.server";
import { limitByEmail, limitByIp } from "~/accounts/rate-limit.server";
import { toBoolean } from "~/utils/api-input";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";
import { MESSAGES } from "~/accounts/account-schemas.server";
import { msg } from "~/i18n/message-ref";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const body = await readBody(request);
  const parsed = SignupServerSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join(".") || "form"] ??= []).push(issue.message);
    return apiError(400, parsed.error.issues[0]?.message ?? MESSAGES.registrationIncomplete, errors);
  }
  const limited = await limitByIp(request, "signup") ?? await limitByEmail(parsed.data.email, "signup");
  if (limited) return apiError(429, limited);
  const asSupplier = toBoolean(body.isSupplier) === true;
  await registerAccount(parsed.data, { origin: appOrigin(request), asSupplier });
  return apiJson(
    { email: parsed.data.email },
    { status: asSupplier ? 200 : 201, message: msg("accounts.registered") },
  );
}
