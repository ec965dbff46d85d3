// The planner's account forms' validation and refusal messages in Indonesian (issue 27) not yet on
// ids: the review form's schema and the payment badge. The notices, activation and review
// refusals are in app/i18n/catalog/accounts|reviews.server.ts, the cancel and date change forms'
// in app/i18n/catalog/cancellations.server.ts (ADR 0391). The schemas keep the English (tests
// and /v1 read it); MESSAGES_ID spreads this table in.
import { REVIEW_TEXTS } from "~/i18n/english/review-rules";
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN } from "~/utils/limits";
import { CONTACT_MESSAGE_MAX } from "~/utils/constants";

export const ACCOUNT_MESSAGES_ID: Record<string, string> = {
  // Write a review (app/routes/review.$lineId.tsx, app/reviews/reviews.server.ts)
  [REVIEW_TEXTS.rating]: "Pilih penilaian 1 sampai 5 bintang.",
  [REVIEW_TEXTS.subRating]: "Pilih 1 sampai 5 bintang.",
  [REVIEW_TEXTS.bodyShort]: `Mohon tulis minimal ${REVIEW_BODY_MIN} karakter tentang acara Anda.`,
  [REVIEW_TEXTS.bodyLong]: `Mohon tulis ulasan kurang dari ${REVIEW_BODY_MAX} karakter.`,
  [REVIEW_TEXTS.eventType]: "Pilih jenis acara yang Anda adakan.",
  // The reservation's words computed on the server (the payment badge).
  Paid: "Lunas",
  pending: "menunggu pembayaran",
  Cancelled: "Dibatalkan",
  Expired: "Kedaluwarsa",
};

