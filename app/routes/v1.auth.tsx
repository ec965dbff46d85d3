// POST /v1/auth { email, password } -> data.accessToken (+ profile).
// DELETE /v1/auth with the `api-key` header revokes that token (a client logging out, ADR 0024).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiLogin } from "~/accounts/api-accounts.server";
import { requireApiUser, revokeAccessToken } from "~/accounts/api-auth.server";
import { apiError, apiJson, readBody } from "~/http/api.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method === "DELETE") {
    await requireApiUser(request); // no token: 401; expired or unknown: the spec's 500 token error
    await revokeAccessToken(request.headers.get("api-key")!.trim());
    return apiJson(null, { message: "Logged out" });
  }
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  return apiLogin(request, await readBody(request));
}
