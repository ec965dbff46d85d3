// Payment terms and schedules (ADR 0256): a deposit now and the balance by a due date, per line
// and per invoice. Pure: the server (checkout, payments, reminders) and the pages use it.
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

export type PaymentTerms = { depositPercent: number; balanceDaysBefore: number };

/** The product's own terms where set, else its venue's. */
export function termsFor(product: { depositPercent: number | null; balanceDaysBefore: number | null }, venue: PaymentTerms): PaymentTerms {
  return {
    depositPercent: product.depositPercent ?? venue.depositPercent,
    balanceDaysBefore: product.balanceDaysBefore ?? venue.balanceDaysBefore,
  };
}

/** 00:00 Bali time, `balanceDaysBefore` days before the event's date: when the balance is due. */
export function balanceDueAt(startsAt: Date, balanceDaysBefore: number): Date {
  return baliToUtc(addDaysIso(baliIsoDate(startsAt), -balanceDaysBefore));
}

/**
 * The deposit of one line paying `net` (its total less its coupon share): the percentage,
 * rounded up to the rupiah, or 0 (pay in full) when there are no terms or the balance would
 * already be due (a booking made inside the window pays in full).
 */
export function lineDeposit(net: number, terms: PaymentTerms, startsAt: Date, now: Date): number {
  const pct = Math.min(100, Math.max(0, Math.trunc(terms.depositPercent)));
  if (pct <= 0 || pct >= 100 || net <= 0) return 0;
  if (balanceDueAt(startsAt, terms.balanceDaysBefore).getTime() <= now.getTime()) return 0;
  return Math.min(net, Math.ceil((net * pct) / 100));
}

export type ScheduleLine = { net: number; deposit: number; dueAt: Date | null };

/**
 * What a cart (or invoice) asks for: today (the deposits, and the full price of lines without
 * one), and the balance by the earliest due date. No deposit applies: `balance` is 0.
 */
export function paymentSchedule(lines: ScheduleLine[]) {
  const total = lines.reduce((s, l) => s + l.net, 0);
  const withDeposit = lines.filter((l) => l.deposit > 0 && l.dueAt);
  const today = lines.reduce((s, l) => s + (l.deposit > 0 && l.dueAt ? l.deposit : l.net), 0);
  const dueAt = withDeposit.length ? new Date(Math.min(...withDeposit.map((l) => l.dueAt!.getTime()))) : null;
  return { total, today, balance: total - today, dueAt };
}
export type PaymentSchedule = ReturnType<typeof paymentSchedule>;

/** The terms as the product page says them: a message reference (the page renders it). */
export function paymentTermsWords(terms: PaymentTerms): string {
  const pct = Math.trunc(terms.depositPercent);
  if (pct <= 0 || pct >= 100) return msg("terms.paidInFull");
  return msg("terms.deposit", { percent: pct, days: terms.balanceDaysBefore });
}
