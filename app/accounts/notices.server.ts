// The account pages' notices (toasts) and page-level answers, as message references (issue 44,
// ADR 0391): the routes render them in the page's language with messageText.
import { msg } from "~/i18n/message-ref";

export const ACCOUNT_NOTICES = {
  passwordChanged: msg("accounts.passwordChanged"),
  released: msg("accounts.bookingReleased"),
  alreadyDone: msg("accounts.bookingAlreadyCancelled"),
  cannotCancel: msg("accounts.bookingCannotCancel"),
  cancelledNoRefund: msg("accounts.cancelledNoRefund"),
  withdrawn: msg("accounts.dateChangeWithdrawn"),
  nothingToWithdraw: msg("accounts.nothingToWithdraw"),
  dateChangeSent: msg("accounts.dateChangeSent"),
} as const;

/** The toast after a cancellation with a refund; `amount` is written "Rp 1.500.000" in both languages. */
export const cancelledWithRefund = (amount: string) => msg("accounts.cancelledWithRefund", { amount });

/** The sign-up's end: a resend with a mistyped address (app/routes/register-complete.tsx). */
export const INVALID_EMAIL = msg("accounts.invalidEmail");

/** The review page's notices (app/routes/review.$lineId.tsx). */
export const REVIEW_NOTICES = {
  published: msg("reviews.published"),
  updated: msg("reviews.updated"),
} as const;
