// POST /v1/rfps: send a request for proposal (issue 45); a guest's goes out once the e-mailed link is opened.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiCreateRfp, apiError, methodNotAllowed } from "~/server-imports/v1.rfps.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  return await apiCreateRfp(request);
}

export const loader = methodNotAllowed;
