// POST /v1/reviews: the planner (api-key) reviews one of its paid reservation lines whose event
// has ended, within 30 days (ADR 0270).
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/accounts/api-auth.server";
import { createReviewAnswer } from "~/reviews/api-reviews.server";
import { apiError, methodNotAllowed, readBody } from "~/http/api.server";

export const loader = methodNotAllowed;

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await requireApiUser(request);
  return await createReviewAnswer(user, await readBody(request));
}
