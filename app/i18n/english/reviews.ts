// The English of a component, owned by the string catalogue (ADR 0390): the component's
// default words in the browser, and the `en` its dictionary (app/i18n/dict/*.server.ts) spreads.
// Client-safe: no imports from higher layers.

/** The words of the venue page's reviews (app/components/reviews.tsx). */
export type ReviewLabels = {
  noReviewsLong: string;
  outOf5: string;
  ratingsByAspect: string;
  overall: string;
  starsLabel: string;
  written: string;
  edited: string;
  replyFromVenue: string;
  review: string;
  reviews: string;
  pagination: string;
  previous: string;
  next: string;
  pageN: string;
  aspectSpace: string;
  aspectService: string;
  aspectFood: string;
  aspectValue: string;
};

// Pages not yet translated (ADR 0300) get these; the venue dictionary spreads them (one source).
export const REVIEWS_ENGLISH: ReviewLabels = {
  noReviewsLong: "No reviews yet. Reviews are written by planners who booked, paid and held their event here.",
  outOf5: "out of 5 · {count}",
  ratingsByAspect: "Ratings by aspect",
  overall: "Overall",
  starsLabel: "{label}: {n} out of 5 stars",
  written: "written {date}",
  edited: "(edited)",
  replyFromVenue: "Reply from the venue, {date}",
  review: "review",
  reviews: "reviews",
  pagination: "Pagination",
  previous: "Previous",
  next: "Next",
  pageN: "Page {page}",
  aspectSpace: "Space",
  aspectService: "Service",
  aspectFood: "Food and beverage",
  aspectValue: "Value",
};
