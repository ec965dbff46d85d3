// POST /v1/auth { email, password } -> data.accessToken (+ profile).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiLogin } from "~/accounts/api-accounts.server";
import { apiError, readBody } from "~/utils/api.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  return apiLogin(request, await readBody(request));
}
