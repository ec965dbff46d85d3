// POST /v1/resetpassword { email, resetPassword, password } -> 201 with a message.
import type { ActionFunctionArgs } from "@remix-run/node";
import { MESSAGES } from "~/accounts/account-schemas.server";
import { ResetServerSchema } from "~/accounts/password-strength.server";
import { str } from "~/accounts/api-accounts.server";
import { resetPassword } from "~/accounts/accounts.server";
import { apiError, apiJson, readBody } from "~/http/api.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const body = await readBody(request);
  // The API has no confirmation field; a client that sends one gets it checked.
  const password = str(body.password);
  const parsed = await ResetServerSchema.safeParseAsync({
    email: str(body.email),
    resetPassword: str(body.resetPassword),
    password,
    passwordConfirm: body.passwordConfirm === undefined ? password : str(body.passwordConfirm),
  });
  if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? MESSAGES.resetInvalidPassword);
  if (!(await resetPassword(parsed.data))) return apiError(400, MESSAGES.resetInvalidToken);
  return apiJson(null, { status: 201, message: "Your password has been changed. Please log in with your new password." });
}
