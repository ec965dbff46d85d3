// The booking window (today to twelve calendar months ahead, Bali dates, inclusive; ADR 0255,
// superseding ADR 0031's one month), shared by the booking rules, the product page and the
// search so a date the search offers can be booked.
import { msg } from "~/i18n/message-ref";
import { baliIsoDate, baliToUtc, formatDate } from "~/utils/format";

/** Event dates may be booked up to this many months ahead (spec section 9). */
export const BOOKING_WINDOW_MONTHS = 12;

/** Window starting on `today` (YYYY-MM-DD, Bali): the same day `months` later, or that month's last day. */
export function bookingWindowFrom(today: string, months = BOOKING_WINDOW_MONTHS): { min: string; max: string } {
  const [y, m, d] = today.split("-").map(Number);
  const monthIndex = m - 1 + months;
  const target = { y: y + Math.floor(monthIndex / 12), m: (monthIndex % 12) + 1 };
  const lastDay = new Date(Date.UTC(target.y, target.m, 0)).getUTCDate();
  const max = `${target.y}-${String(target.m).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
  return { min: today, max };
}

export function bookingDateRange(now = new Date()): { min: string; max: string } {
  return bookingWindowFrom(baliIsoDate(now));
}

/** The refusal of a date outside the window (ADR 0031's text): a reference to the cart catalogue. */
export function dateWindowMessage(from: string, to: string): string {
  return msg("cart.dateWindow", { from: formatDate(baliToUtc(from)), to: formatDate(baliToUtc(to)) });
}
