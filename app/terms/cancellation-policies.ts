// Cancellation tiers (ADR 0250) and the money arithmetic of a cancellation. Pure: used by the
// server (quotes, checkout), the pages (words and timeline) and the property tests.
import { CANCELLATION_POLICIES, type CancellationPolicy } from "~/db/enums";
import { addDaysIso, baliIsoDate, baliToUtc, formatDateTime } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

/** The cancellation refusals, as message references (app/i18n/catalog/cancellations.server.ts, ADR 0391). */
export const CANCELLATION_MESSAGES = {
  cutoff: msg("cancellations.cutoff"),
  alreadyCancelled: msg("cancellations.alreadyCancelled"),
  notPaid: msg("cancellations.notPaid"),
  quoteChanged: msg("cancellations.quoteChanged"),
  reasonRequired: msg("cancellations.reasonRequired"),
  amountTooHigh: msg("cancellations.amountTooHigh"),
} as const;

export { CANCELLATION_POLICIES, type CancellationPolicy };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A refund step: `percent` back when cancelled at least `daysBefore` days before the event starts. */
export type RefundStep = { daysBefore: number; percent: 100 | 50 };

/** Each tier's name (a message reference: pages, mails and /v1 render it) and refund steps. */
export const POLICY_TIERS: Record<CancellationPolicy, { label: string; steps: RefundStep[] }> = {
  very_flexible: { label: msg("terms.veryFlexible"), steps: [{ daysBefore: 1, percent: 100 }] },
  flexible: { label: msg("terms.flexible"), steps: [{ daysBefore: 7, percent: 100 }, { daysBefore: 1, percent: 50 }] },
  standard_30: { label: msg("terms.standard30"), steps: [{ daysBefore: 30, percent: 100 }, { daysBefore: 7, percent: 50 }] },
  standard_90: { label: msg("terms.standard90"), steps: [{ daysBefore: 90, percent: 100 }, { daysBefore: 14, percent: 50 }] },
};

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = "flexible";

export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return typeof value === "string" && (CANCELLATION_POLICIES as readonly string[]).includes(value);
}

function stepWords(step: RefundStep, index: number): string {
  const refund = step.percent === 100
    ? msg(index === 0 ? "terms.fullRefundFirst" : "terms.fullRefundNext")
    : msg(index === 0 ? "terms.percentRefundFirst" : "terms.percentRefundNext", { percent: step.percent });
  return step.daysBefore === 1 ? msg("terms.stepUntilDayBefore", { refund }) : msg("terms.stepUntilDays", { refund, days: step.daysBefore });
}

/**
 * The tier in words, with the rule every tier shares (no cancellation from the day before): a
 * message reference built from its steps' ("Full refund if cancelled until 30 days before the
 * event; 50 % refund ...").
 */
export function policyWords(policy: CancellationPolicy): string {
  const { steps } = POLICY_TIERS[policy];
  const parts = steps.map((s, i) => stepWords(s, i));
  const joined = parts.reduce((first, second) => msg("terms.twoSteps", { first, second }));
  const last = steps[steps.length - 1];
  return msg(last.daysBefore > 1 ? "terms.policyWordsThenNone" : "terms.policyWords", { steps: joined });
}

/** 00:00 Bali time on the day before the event: the last moment a planner may cancel. */
export function cancellationCutoff(startsAt: Date): Date {
  return baliToUtc(addDaysIso(baliIsoDate(startsAt), -1));
}

/** Percent of what was paid that comes back if cancelled `now`; null once cancelling is closed. */
export function refundPercent(policy: CancellationPolicy, startsAt: Date, now: Date): number | null {
  if (now.getTime() >= cancellationCutoff(startsAt).getTime()) return null;
  for (const step of POLICY_TIERS[policy].steps) {
    if (now.getTime() <= startsAt.getTime() - step.daysBefore * DAY_MS) return step.percent;
  }
  return 0;
}

/** Integer rupiah: the refund never rounds up past the percentage. */
export function refundAmount(paid: number, percent: number): number {
  return Math.floor((paid * percent) / 100);
}

/**
 * Splits an invoice's coupon discount over its lines in proportion to their totals (largest
 * remainder), so the shares are whole rupiah, add up to the discount and none exceeds its line.
 */
export function apportionDiscount(lineTotals: number[], discount: number): number[] {
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  if (discount <= 0 || subtotal <= 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((t) => (t * discount) / subtotal);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i] < lineTotals[i]) {
      shares[i]++;
      left--;
    }
  }
  return shares;
}

/** A dated step of a line's timeline: from `from` (null: booking) until `until`, `percent` back; `label` is a message reference. */
export type TimelineStep = { percent: number | null; until: string | null; label: string };

/** A tier as the pages show it: its label, its words and its timeline (app/components/cancellation-policy.tsx); references until a loader renders them. */
export type PolicyView = { label: string; words: string; timeline: TimelineStep[] };

/** A timeline step's label ("Full refund until 30 days before"), a message reference. */
function timelineLabel(s: RefundStep): string {
  if (s.percent === 100) return s.daysBefore === 1 ? msg("terms.fullUntilDayBefore") : msg("terms.fullUntilDays", { days: s.daysBefore });
  return s.daysBefore === 1 ? msg("terms.percentUntilDayBefore", { percent: s.percent }) : msg("terms.percentUntilDays", { percent: s.percent, days: s.daysBefore });
}

/**
 * The tier as a timeline: each refund step, then "no refund" (when a step leaves a gap), then
 * "no cancellation" from the day before. With an event start, each boundary is a date (DD/MM/YYYY).
 */
export function policyTimeline(policy: CancellationPolicy, startsAt?: Date, formatDate?: (d: Date) => string): TimelineStep[] {
  const steps = POLICY_TIERS[policy].steps;
  const dated = (daysBefore: number) =>
    startsAt && formatDate ? formatDate(new Date(startsAt.getTime() - daysBefore * DAY_MS)) : null;
  const out: TimelineStep[] = steps.map((s) => ({
    percent: s.percent,
    until: s.daysBefore === 1 ? (startsAt && formatDate ? formatDate(cancellationCutoff(startsAt)) : null) : dated(s.daysBefore),
    label: timelineLabel(s),
  }));
  if (steps[steps.length - 1].daysBefore > 1) {
    out.push({ percent: 0, until: startsAt && formatDate ? formatDate(cancellationCutoff(startsAt)) : null, label: msg("terms.noRefundUntilDayBefore") });
  }
  out.push({ percent: null, until: null, label: msg("terms.noCancellationFromDayBefore") });
  return out;
}

/** The tier as pages show it (app/components/cancellation-policy.tsx); dated when the event start is known. */
export function policyView(policy: CancellationPolicy, startsAt?: Date) {
  return { label: POLICY_TIERS[policy].label, words: policyWords(policy), timeline: policyTimeline(policy, startsAt, formatDateTime) };
}
