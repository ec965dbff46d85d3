// The admin console's validation and refusal messages in Indonesian (issue 27): what is left of
// cancel, refunds and review moderation (coupons, closure days, payment status, delete and
// restore, payouts and the audit log are on ids: app/i18n/catalog/admin.server.ts; balance and
// refund states, who cancelled and date-times: payments|bookings.server.ts, ADR 0391). The schemas and domain modules keep the English (the /v1 API and tests read it);
// the console's actions translate on the way out (translateMessage). Spread into MESSAGES_ID.
// Literal texts, not imports of the domain modules: messages.server is loaded by every page, and
// tests/unit/language.test.ts checks each list against the modules' own constants.

export const ADMIN_MESSAGES_ID: Record<string, string> = {
  // Cancel by the admin (app/admin/refunds.server.ts)
  "The refund cannot be more than what was paid for this booking.": "Pengembalian dana tidak boleh melebihi jumlah yang dibayar untuk reservasi ini.",
  "This booking has already been cancelled.": "Reservasi ini sudah dibatalkan.",
  // The planner's and vendor's cancellation reason (CANCELLATION_MESSAGES.reason, /v1)
  "Please keep the reason under 500 characters": "Mohon tulis alasan kurang dari 500 karakter",
  // Review moderation's reason (REVIEW_TEXTS of app/reviews/review-rules.ts, checked in the browser
  // too) and the vendor's reply and report answering "Review not found." (app/reviews/reviews.server.ts)
  "Please give a reason (at least 5 characters).": "Mohon tuliskan alasan (minimal 5 karakter).",
  "Please keep the reason under 500 characters.": "Mohon tulis alasan kurang dari 500 karakter.",
  "Review not found.": "Ulasan tidak ditemukan.",
};
