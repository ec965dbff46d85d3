// The planner's account forms' validation and refusal messages in Indonesian (issue 27) not yet on
// ids: the payment badge. The notices, activation, the review form and the review refusals are
// in app/i18n/catalog/accounts|reviews.server.ts, the cancel and date change forms' in
// app/i18n/catalog/cancellations.server.ts (ADR 0391). MESSAGES_ID spreads this table in.
import { CONTACT_MESSAGE_MAX } from "~/utils/constants";

export const ACCOUNT_MESSAGES_ID: Record<string, string> = {
  // The reservation's words computed on the server (the payment badge).
  Paid: "Lunas",
  pending: "menunggu pembayaran",
  Cancelled: "Dibatalkan",
  Expired: "Kedaluwarsa",
};

