// Reviews (issue 28, ADR 0270): the rules and texts shared by the page, the server and /v1.
// No server imports: the review form and the rating display use these in the browser too.
import { REVIEW_BODY_MIN, REVIEW_BODY_MAX, REPLY_MAX, REASON_MIN, REASON_MAX } from "~/utils/limits";
export { REVIEW_TEXTS } from "~/i18n/english/review-rules";
export { REVIEW_BODY_MIN, REVIEW_BODY_MAX, REPLY_MAX, REASON_MIN, REASON_MAX } from "~/utils/limits";

export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_EDIT_DAYS = 14;
/** Reviews per page on the venue page and in /v1. */
export const REVIEWS_PAGE_SIZE = 5;

/** The sub-ratings that matter for an event; food and beverage only where it was included. */
export const SUB_RATINGS = [
  { name: "spaceRating", label: "Space", optional: false },
  { name: "serviceRating", label: "Service", optional: false },
  { name: "foodRating", label: "Food and beverage", optional: true },
  { name: "valueRating", label: "Value", optional: false },
] as const;
export type SubRatingName = (typeof SUB_RATINGS)[number]["name"];

export const REVIEW_EVENT_TYPES = [
  { value: "meeting", label: "Meeting" },
  { value: "conference", label: "Conference" },
  { value: "incentive", label: "Incentive trip" },
  { value: "training", label: "Training or workshop" },
  { value: "gala", label: "Gala dinner or party" },
  { value: "launch", label: "Product launch" },
  { value: "exhibition", label: "Exhibition" },
  { value: "wedding", label: "Wedding" },
  { value: "other", label: "Other event" },
] as const;
export type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number]["value"];

export const eventTypeLabel = (value: string) => REVIEW_EVENT_TYPES.find((t) => t.value === value)?.label ?? "Event";

/** The minimum-rating filter of the search (ADR 0270). */
export const MIN_RATING_OPTIONS = [
  { value: "", label: "Any rating" },
  { value: "3", label: "3+ stars" },
  { value: "4", label: "4+ stars" },
  { value: "4.5", label: "4.5+ stars" },
] as const;

/** A review body as stored: control characters out, line ends \n, outer blanks trimmed. */
export function cleanReviewText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** "4.6" (one decimal) of an average x 100 as stored on products, or of a plain average. */
export function ratingText(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** "Mar 2027" of a YYYY-MM month. */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return names[m - 1] ? `${names[m - 1]} ${y}` : month;
}

export const reviewCountText = (n: number) => `${n} ${n === 1 ? "review" : "reviews"}`;
