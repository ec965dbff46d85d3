// The English of the review rules' messages (app/reviews/review-rules.ts; the review form shows
// them in the browser too), owned by the string catalogue (ADR 0390); the Indonesian is
// app/i18n/messages/account.server.ts and dashboard.server.ts. Client-safe.
import { REASON_MAX, REASON_MIN, REPLY_MAX, REVIEW_BODY_MAX, REVIEW_BODY_MIN } from "~/utils/limits";

export const REVIEW_TEXTS = {
  rating: "Choose a rating from 1 to 5 stars.",
  subRating: "Choose 1 to 5 stars.",
  bodyShort: `Please write at least ${REVIEW_BODY_MIN} characters about your event.`,
  bodyLong: `Please keep your review under ${REVIEW_BODY_MAX} characters.`,
  eventType: "Choose the kind of event you held.",
  replyEmpty: "Write your reply.",
  replyLong: `Please keep your reply under ${REPLY_MAX} characters.`,
  reasonShort: `Please give a reason (at least ${REASON_MIN} characters).`,
  reasonLong: `Please keep the reason under ${REASON_MAX} characters.`,
} as const;
