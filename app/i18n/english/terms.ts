// The English of the cancellation refusals (app/terms/cancellation-policies.ts), owned by the
// string catalogue (ADR 0390); the Indonesian is app/i18n/messages/account.server.ts and
// dashboard.server.ts. Client-safe.

export const CANCELLATION_MESSAGES = {
  cutoff: "This booking can no longer be cancelled: cancellation closes at 00:00 (Bali time) on the day before the event. Please message the venue instead.",
  alreadyCancelled: "This booking has already been cancelled.",
  notPaid: "Only a paid booking can be cancelled line by line; an unpaid reservation is cancelled as a whole.",
  quoteChanged: "The refund has changed since the page was shown. Please check the new amount and confirm again.",
  reasonRequired: "Please tell the planner why the booking is cancelled.",
  amountTooHigh: "The refund cannot be more than what was paid for this booking.",
} as const;
