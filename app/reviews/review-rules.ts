// Reviews (issue 28, ADR 0270): the rules and words shared by the page, the server and /v1.
// No server imports: the rating display uses these in the browser too. The words are message
// references (issue 44, ADR 0391) that the server renders in the page's language; written as
// ids, not msg() calls, as this module is in the search page's bundle.
import type { MessageKey } from "~/i18n/catalog/catalogues.server";
import { msg } from "~/i18n/message-ref";
export { REVIEW_BODY_MIN, REVIEW_BODY_MAX, REPLY_MAX, REASON_MIN, REASON_MAX } from "~/utils/limits";

export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_EDIT_DAYS = 14;
/** Reviews per page on the venue page and in /v1. */
export const REVIEWS_PAGE_SIZE = 5;

/** The sub-ratings that matter for an event; food and beverage only where it was included. */
export const SUB_RATINGS = [
  { name: "spaceRating", label: "reviews.aspectSpace" satisfies MessageKey, optional: false },
  { name: "serviceRating", label: "reviews.aspectService" satisfies MessageKey, optional: false },
  { name: "foodRating", label: "reviews.aspectFood" satisfies MessageKey, optional: true },
  { name: "valueRating", label: "reviews.aspectValue" satisfies MessageKey, optional: false },
] as const;
export type SubRatingName = (typeof SUB_RATINGS)[number]["name"];

export const REVIEW_EVENT_TYPES = [
  { value: "meeting", label: "reviews.eventMeeting" satisfies MessageKey },
  { value: "conference", label: "reviews.eventConference" satisfies MessageKey },
  { value: "incentive", label: "reviews.eventIncentive" satisfies MessageKey },
  { value: "training", label: "reviews.eventTraining" satisfies MessageKey },
  { value: "gala", label: "reviews.eventGala" satisfies MessageKey },
  { value: "launch", label: "reviews.eventLaunch" satisfies MessageKey },
  { value: "exhibition", label: "reviews.eventExhibition" satisfies MessageKey },
  { value: "wedding", label: "reviews.eventWedding" satisfies MessageKey },
  { value: "other", label: "reviews.eventOther" satisfies MessageKey },
] as const;
export type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number]["value"];

/** The event type's reference; "Event" (no translation, as before) for a value not in the list. */
export const eventTypeLabel = (value: string): string => REVIEW_EVENT_TYPES.find((t) => t.value === value)?.label ?? "Event";

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

const MONTH_NAMES = [
  "reviews.month1", "reviews.month2", "reviews.month3", "reviews.month4", "reviews.month5", "reviews.month6",
  "reviews.month7", "reviews.month8", "reviews.month9", "reviews.month10", "reviews.month11", "reviews.month12",
] as const;

/** "Verified booking - event in Mar 2027" of a YYYY-MM month, as a reference: the month's name is the page language's. */
export function verifiedLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  const name = MONTH_NAMES[m - 1];
  return name ? msg("reviews.verifiedBooking", { month: msg(name), year }) : msg("reviews.verifiedBooking", { month, year: "" });
}

export const reviewCountText = (n: number) => `${n} ${n === 1 ? "review" : "reviews"}`;
