// The venue page's reviews (issue 28, ADR 0270): the rating with its sub-ratings, and the list,
// newest first, paginated with plain links. Review text is plain text (masked on the server):
// rendered as text with its line breaks, never as HTML, and no link in it is made clickable.
import { Pagination } from "~/components/catalog/pagination";
import { Stars } from "~/components/rating";
import type { PublicReview, RatingSummary } from "~/reviews/reviews.server";
import { ratingText, reviewCountText } from "~/reviews/review-rules";
import { fill } from "~/i18n/config";
import { REVIEWS_ENGLISH, type ReviewLabels } from "~/i18n/english/reviews";

export type { ReviewLabels };

const countText = (t: ReviewLabels, n: number) => (t === REVIEWS_ENGLISH ? reviewCountText(n) : `${n} ${n === 1 ? t.review : t.reviews}`);

export function RatingSummaryBlock({ rating, labels: t = REVIEWS_ENGLISH }: { rating: RatingSummary; labels?: ReviewLabels }) {
  if (!rating.count || rating.average === null) {
    return <p className="mt-2 text-slate-600" data-testid="rating">{t.noReviewsLong}</p>;
  }
  return (
    <div className="mt-3 flex flex-wrap items-start gap-6 rounded-xl bg-white p-4 shadow-sm" data-testid="rating-summary">
      <p data-testid="rating" data-rating={ratingText(rating.average)} data-count={rating.count}>
        <span className="block text-4xl font-bold text-slate-900">{ratingText(rating.average)}</span>
        <span className="text-sm text-slate-600">{fill(t.outOf5, { count: countText(t, rating.count) })}</span>
      </p>
      <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:max-w-xs" aria-label={t.ratingsByAspect}>
        {rating.sub.map((s) => (
          <div key={s.name} className="contents">
            <dt className="text-slate-600">{s.label}</dt>
            <dd className="font-semibold text-slate-900">{s.average === null ? "-" : ratingText(s.average)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function ReviewItem({ review, headingLevel = 3, labels: t = REVIEWS_ENGLISH }: { review: PublicReview; headingLevel?: 2 | 3; labels?: ReviewLabels }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const sub = [
    [t.aspectSpace, review.subRatings.space],
    [t.aspectService, review.subRatings.service],
    [t.aspectFood, review.subRatings.foodAndBeverage],
    [t.aspectValue, review.subRatings.value],
  ] as const;
  return (
    <article className="border-b border-slate-200 py-4 last:border-b-0" data-testid="review" aria-labelledby={`review-${review.id}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} label={t.overall} template={t === REVIEWS_ENGLISH ? undefined : t.starsLabel} />
        <Heading id={`review-${review.id}`} className="font-semibold text-slate-900">{`${review.authorName}, ${review.eventTypeLabel}`}</Heading>
      </div>
      <p className="mt-1 text-xs font-medium text-teal-800" data-testid="review-verified">{review.verifiedLabel}</p>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800" data-testid="review-body">{review.body}</p>
      <p className="mt-2 text-xs text-slate-600">
        {sub.filter(([, v]) => v !== null).map(([label, v]) => `${label} ${v}/5`).join(" · ")}
        {` · ${fill(t.written, { date: review.createdDate })}${review.edited ? ` ${t.edited}` : ""}`}
      </p>
      {review.reply ? (
        <div className="mt-3 rounded-lg bg-slate-100 p-3 text-sm" data-testid="review-reply">
          <p className="font-semibold text-slate-800">{fill(t.replyFromVenue, { date: review.reply.date })}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{review.reply.body}</p>
        </div>
      ) : null}
    </article>
  );
}

export function ReviewList({
  reviews,
  page,
  pageCount,
  hrefFor,
  labels = REVIEWS_ENGLISH,
}: {
  reviews: PublicReview[];
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  labels?: ReviewLabels;
}) {
  if (!reviews.length) return null;
  return (
    <div className="mt-4 rounded-xl bg-white px-4 shadow-sm" data-testid="review-list">
      {reviews.map((r) => <ReviewItem key={r.id} review={r} labels={labels} />)}
      <div className="pb-4">
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} labels={labels} />
      </div>
    </div>
  );
}
