// The booking window (today to one calendar month ahead, Bali dates, inclusive), shared by the
// booking rules, the product page and the search so a date the search offers can be booked.
import { baliIsoDate, baliToUtc, formatDate } from "~/utils/format";

/** Window starting on `today` (YYYY-MM-DD, Bali): the same day next month, or its last day. */
export function bookingWindowFrom(today: string): { min: string; max: string } {
  const [y, m, d] = today.split("-").map(Number);
  const nextMonth = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  const lastDay = new Date(Date.UTC(nextMonth.y, nextMonth.m, 0)).getUTCDate();
  const max = `${nextMonth.y}-${String(nextMonth.m).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
  return { min: today, max };
}

export function bookingDateRange(now = new Date()): { min: string; max: string } {
  return bookingWindowFrom(baliIsoDate(now));
}

/** The refusal of a date outside the window (ADR 0031's text). */
export function dateWindowMessage(from: string, to: string): string {
  return `Please choose a date from ${formatDate(baliToUtc(from))} to ${formatDate(baliToUtc(to))}`;
}
