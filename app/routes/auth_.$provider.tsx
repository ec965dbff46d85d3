// POST /auth/google | /auth/facebook: starts the provider's OAuth flow (remix-auth).
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getAuthenticator, isSocialProviderConfigured } from "~/accounts/auth.server";
import { completeLogin } from "~/login/complete-login.server";

export async function loader() {
  return redirect("/login");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const provider = params.provider ?? "";
  if (!isSocialProviderConfigured(provider)) throw new Response("Not Found", { status: 404 });
  // Throws a redirect to the provider (with the OAuth state in the session); it returns only
  // when the session already has a user.
  const userId = await getAuthenticator().authenticate(provider, request);
  return completeLogin(request, userId);
}
