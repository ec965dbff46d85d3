// GET /auth/{provider}/callback: the provider sends the user back here with a code.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { AuthorizationError, getAuthenticator, isSocialProviderConfigured } from "~/accounts/auth.server";
import { completeLogin } from "~/login/complete-login.server";
import { limitByIp } from "~/accounts/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import { messageText } from "~/i18n/catalog/text.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const provider = params.provider ?? "";
  if (!isSocialProviderConfigured(provider)) throw new Response("Not Found", { status: 404 });
  // Counted under "social", apart from password logins, so these cannot lock them (ADR 0025).
  const limited = await limitByIp(request, "social");
  if (limited) return redirectWithToast("/login", { type: "error", title: "Error!", description: messageText("en", limited) });
  let userId: number;
  try {
    userId = await getAuthenticator().authenticate(provider, request);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`${provider} login failed`, error);
    const message = error instanceof AuthorizationError && !/state|code/i.test(error.message)
      ? messageText("en", error.message)
      : "The login could not be completed. Please try again.";
    return redirectWithToast("/login", { type: "error", title: "Error!", description: message });
  }
  return completeLogin(request, userId);
}
