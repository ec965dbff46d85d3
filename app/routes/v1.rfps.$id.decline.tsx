// POST /v1/rfps/{id}/decline: decline one venue with a reason; the venue is told (issue 45).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiDecline, apiError, methodNotAllowed } from "~/server-imports/v1.rfps.$id.decline.server";

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  return await apiDecline(request, params.id);
}

export const loader = methodNotAllowed;
