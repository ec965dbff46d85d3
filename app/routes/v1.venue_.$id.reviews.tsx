// GET /v1/venue/{id}/reviews?page&limit: a venue's rating and its reviews, newest first (ADR 0270).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { venueReviewsAnswer } from "~/reviews/api-reviews.server";
import { parseId } from "~/supplier/access.server";
import { methodNotAllowed } from "~/http/api.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return await venueReviewsAnswer(parseId(params.id), new URL(request.url));
}

export const action = methodNotAllowed;
