// /v1 reviews (issue 28, ADR 0270): a venue's rating and reviews for anyone; the planner (api-key)
// writes the review of one of its paid, ended reservation lines and edits it for 14 days. The
// same rules as the web page (reviews.server.ts), so a planner without a paid, past booking of
// the venue gets 403 here too.
import * as z from "zod";
import type { CurrentUser } from "~/accounts/session.server";
import { getDb, tables, first } from "~/db.server";
import { ReviewSchema } from "~/reviews/review-schema";
import { saveReview, venueRatingSummary, venueReviews, type Review } from "~/reviews/reviews.server";
import { apiError, apiJson, apiList, apiPaging } from "~/http/api.server";
import { parseApiBody } from "~/supplier/api.server";
import { and, eq } from "drizzle-orm";
import { REVIEWS_PAGE_SIZE } from "~/reviews/review-rules";


const SUB_RATING_KEYS = { spaceRating: "space", serviceRating: "service", foodRating: "foodAndBeverage", valueRating: "value" } as const;

export const ApiReviewCreateSchema = ReviewSchema.extend({
  reservationLineId: z.number({ error: "Give the reservation line's id" }).int().positive({ error: "Give the reservation line's id" }),
});

/** GET /v1/venue/{id}/reviews: the rating (with sub-ratings) and one page of reviews, newest first. */
export async function venueReviewsAnswer(venueId: number | null, url: URL): Promise<Response> {
  if (!venueId) return apiError(404, "Venue not found");
  const venue = await first(getDb().select({ id: tables.venues.id }).from(tables.venues).where(eq(tables.venues.id, venueId)));
  if (!venue) return apiError(404, "Venue not found");
  const { page, limit } = apiPaging(url, REVIEWS_PAGE_SIZE, 50);
  // The reviews' words in English, the API's language.
  const rating = await venueRatingSummary(venueId, "en");
  const list = await venueReviews(venueId, "en", page, limit, { pastLastPage: "empty" });
  return apiList(
    {
      venueId,
      rating: {
        average: rating.average === null ? null : Math.round(rating.average * 100) / 100,
        count: rating.count,
        // The same keys as each review's subRatings.
        subRatings: Object.fromEntries(rating.sub.map((s) => [SUB_RATING_KEYS[s.name], s.average === null ? null : Math.round(s.average * 100) / 100])),
      },
      reviews: list.reviews,
    },
    list,
  );
}

/** POST /v1/reviews: the planner's review of a line. */
export async function createReviewAnswer(user: CurrentUser, body: Record<string, unknown>): Promise<Response> {
  const input = parseApiBody(body, ApiReviewCreateSchema);
  const result = await saveReview(input.reservationLineId, { user }, input);
  if (!result.ok) return apiError(result.status, result.message);
  if (!result.created) return apiError(409, "This booking has already been reviewed; edit it with PUT /v1/reviews/{id}.");
  return apiJson(ownReview(result.review), { status: 201, message: "Review published" });
}

/** PUT /v1/reviews/{id}: the planner edits its own review (another's: 404). */
export async function editReviewAnswer(user: CurrentUser, reviewId: number | null, body: Record<string, unknown>): Promise<Response> {
  const review = reviewId
    ? await first(getDb().select().from(tables.reviews).where(and(eq(tables.reviews.id, reviewId), eq(tables.reviews.userId, user.id))))
    : undefined;
  if (!review) return apiError(404, "Review not found");
  const input = parseApiBody(body, ReviewSchema);
  const result = await saveReview(review.reservationLineId, { user }, input);
  if (!result.ok) return apiError(result.status, result.message);
  return apiJson(ownReview(result.review), { message: "Review updated" });
}

/** The planner's own review: the public view plus what it wrote (unmasked) and the line. */
function ownReview(r: Review) {
  return {
    id: r.id,
    reservationLineId: r.reservationLineId,
    venueId: r.venueId,
    rating: r.rating,
    subRatings: { space: r.spaceRating, service: r.serviceRating, foodAndBeverage: r.foodRating, value: r.valueRating },
    body: r.body,
    eventType: r.eventType,
    eventMonth: r.eventMonth,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    hidden: !!r.hiddenAt,
  };
}
