// POST /auth/google | /auth/facebook: starts the provider's OAuth flow (remix-auth).
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getAuthenticator, isSocialProviderConfigured } from "~/accounts/auth.server";

export async function loader() {
  return redirect("/login");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const provider = params.provider ?? "";
  if (!isSocialProviderConfigured(provider)) throw new Response("Not Found", { status: 404 });
  // Answers with a redirect to the provider (and the OAuth state in the session).
  return getAuthenticator().authenticate(provider, request);
}
