// PUT /v1/reviews/{id}: the planner edits its own review, for 14 days after writing it (ADR 0270).
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/accounts/api-auth.server";
import { editReviewAnswer } from "~/reviews/api-reviews.server";
import { parseId } from "~/supplier/access.server";
import { apiError, methodNotAllowed, readBody } from "~/http/api.server";

export const loader = methodNotAllowed;

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "PATCH") return apiError(405, "Method Not Allowed");
  const user = await requireApiUser(request);
  return await editReviewAnswer(user, parseId(params.id), await readBody(request));
}
