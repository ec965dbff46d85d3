// POST /v1/activation { email, activation } -> 201 when the account is activated.
import type { ActionFunctionArgs } from "@remix-run/node";
import { str } from "~/accounts/api-accounts.server";
import { activateAccount } from "~/accounts/accounts.server";
import { limitByIp } from "~/accounts/rate-limit.server";
import { apiError, apiJson, readBody } from "~/http/api.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const body = await readBody(request);
  const email = str(body.email).trim();
  const token = str(body.activation).trim();
  if (!email || !token) return apiError(400, "Invalid activation link");
  const limited = await limitByIp(request, "activation");
  if (limited) return apiError(429, limited);
  const result = await activateAccount(email, token);
  if (!result.ok) return apiError(400, result.message);
  return apiJson(null, { status: 201, message: "Your account has been activated!" });
}
