// The English of the cancellation and date-change forms' replies, owned by the string catalogue
// (ADR 0390): app/cancellations refers to it; the Indonesian is app/i18n/messages/account.server.ts.
// Server-only.
import { DATE_CHANGE_NOTE_MAX } from "~/utils/limits";

export const CANCEL_FORM_MESSAGES = {
  noLine: "Choose at least one booking to cancel",
  reason: "Please keep the reason under 500 characters",
  accountName: "Enter the account holder's name",
  bankName: "Enter the bank's name",
  accountNumber: "Enter the account number (digits only, 6 to 20)",
} as const;

export const DATE_CHANGE_MESSAGES = {
  cutoff: "This booking can no longer be moved: date changes close at 00:00 (Bali time) on the day before the event, as cancellations do. Please message the venue instead.",
  cancelled: "This booking has been cancelled, so it cannot be moved.",
  notPaid: "Only a paid booking can be moved to another date.",
  openRequest: "You have already asked to move this booking. Please wait for the venue's answer, or withdraw the request first.",
  sameTime: "This is the date and time already booked. Please choose another date or start time.",
  dateRequired: "Please choose a date",
  timeRequired: "Please choose a start time",
  noteTooLong: `Please keep the message under ${DATE_CHANGE_NOTE_MAX} characters`,
  answered: "This request has already been answered.",
  newTimePassed: "The new date and time has already passed. Please decline the request.",
  bookingPassed: "The booked event has already taken place, so it cannot be moved.",
  notFound: "Request not found",
  /** The balance would already be due at the new date: it is paid first (issue 40). */
  balanceFirst: "At this date the balance would already be due. Please pay the balance first, then ask to move the booking.",
} as const;
