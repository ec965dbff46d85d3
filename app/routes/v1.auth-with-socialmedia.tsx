// POST /v1/auth-with-socialmedia. The e-mail comes only from a provider credential the
// server verifies (Google idToken or Facebook accessToken); a bare e-mail is refused (ADR 0021).
import type { ActionFunctionArgs } from "@remix-run/node";
import { sessionProfileResponse } from "~/accounts/api-accounts.server";
import { limitByIp } from "~/accounts/rate-limit.server";
import { SocialLoginError, socialLoginFromApi } from "~/accounts/social-api.server";
import { apiError, readBody } from "~/http/api.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const limited = await limitByIp(request, "social");
  if (limited) return apiError(429, limited);
  try {
    const userId = await socialLoginFromApi(await readBody(request));
    return await sessionProfileResponse(userId);
  } catch (error) {
    if (error instanceof SocialLoginError) return apiError(error.status, error.message);
    if (error instanceof Response) throw error;
    console.error("social login failed", error);
    return apiError(502, "The login provider could not be reached. Please try again.");
  }
}
