// The review, reply, report and moderation forms' server schemas (Zod), with their messages as
// references (issue 44, ADR 0391): the pages render them in their language, /v1 in English.
// Plain string schemas (no transforms): the server stores cleanReviewText(...).
import * as z from "zod";
import {
  cleanReviewText,
  REASON_MAX,
  REASON_MIN,
  REPLY_MAX,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_EVENT_TYPES,
} from "~/reviews/review-rules";
import { msg } from "~/i18n/message-ref";

/** The forms' messages; the reason's length is worded as other forms' reasons (limits.*). */
export const REVIEW_TEXTS = {
  rating: msg("reviews.ratingMissing"),
  subRating: msg("reviews.subRatingMissing"),
  bodyShort: msg("reviews.bodyShort", { min: REVIEW_BODY_MIN }),
  bodyLong: msg("reviews.bodyLong", { max: REVIEW_BODY_MAX }),
  eventType: msg("reviews.eventTypeMissing"),
  replyEmpty: msg("reviews.replyEmpty"),
  replyLong: msg("reviews.replyTooLong", { max: REPLY_MAX }),
  reasonShort: msg("reviews.reasonShort", { min: REASON_MIN }),
  reasonLong: msg("limits.reasonTooLong", { max: REASON_MAX }),
} as const;
const T = REVIEW_TEXTS;

const stars = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(5, { error: message });

export const ReviewSchema = z.object({
  rating: stars(T.rating),
  spaceRating: stars(T.subRating),
  serviceRating: stars(T.subRating),
  /** Left empty ("not included") when the booking had no food and beverage. */
  foodRating: stars(T.subRating).optional(),
  valueRating: stars(T.subRating),
  body: z
    .string({ error: T.bodyShort })
    .refine((v) => [...cleanReviewText(v)].length >= REVIEW_BODY_MIN, T.bodyShort)
    .refine((v) => [...cleanReviewText(v)].length <= REVIEW_BODY_MAX, T.bodyLong),
  eventType: z.enum(REVIEW_EVENT_TYPES.map((t) => t.value) as [string, ...string[]], { error: T.eventType }),
});
export type ReviewInput = z.infer<typeof ReviewSchema>;

export const ReplySchema = z.object({
  reviewId: z.number().int().positive(),
  reply: z
    .string({ error: T.replyEmpty })
    .refine((v) => cleanReviewText(v).length > 0, T.replyEmpty)
    .refine((v) => [...cleanReviewText(v)].length <= REPLY_MAX, T.replyLong),
});

export const ReasonSchema = z.object({
  reviewId: z.number().int().positive(),
  reason: z
    .string({ error: T.reasonShort })
    .refine((v) => [...cleanReviewText(v)].length >= REASON_MIN, T.reasonShort)
    .refine((v) => [...cleanReviewText(v)].length <= REASON_MAX, T.reasonLong),
});
