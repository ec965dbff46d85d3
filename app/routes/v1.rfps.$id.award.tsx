// POST /v1/rfps/{id}/award: award a proposal: the checkout makes its invoice at the proposed price and terms (issue 45).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiAward, apiError, methodNotAllowed } from "~/server-imports/v1.rfps.$id.award.server";

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  return await apiAward(request, params.id);
}

export const loader = methodNotAllowed;
