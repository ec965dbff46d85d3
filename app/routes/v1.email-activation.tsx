// GET /v1/email-activation?email= : (re)sends the activation link. Same answer for any e-mail.
import type { LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { resendActivation } from "~/accounts/accounts.server";
import { limitByEmail, limitByIp } from "~/accounts/rate-limit.server";
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const email = new URL(request.url).searchParams.get("email")?.trim().toLowerCase() ?? "";
  if (!z.email().safeParse(email).success) return apiError(400, "Please enter a valid e-mail address");
  const limited = await limitByIp(request, "signup") ?? await limitByEmail(email, "signup");
  if (limited) return apiError(429, limited);
  await resendActivation(email, appOrigin(request));
  return apiJson(null, { status: 200, message: "Email has been sent!" });
}

export const action = methodNotAllowed;
