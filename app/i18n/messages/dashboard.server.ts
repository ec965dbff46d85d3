// The vendor dashboard's messages and server-made words of domains not yet on ids, in Indonesian
// (issue 27): cancellations, date changes, reviews, who cancelled and the payment statuses. The
// dashboard's own forms moved to the supplier and listing catalogues (ADR 0391). Its actions pass
// their replies through translateReply, their loaders the words through translateMessage.
import { PAYMENT_STATUS_OPTIONS } from "~/db/enums";
import type { Lang } from "~/i18n/config";

const PAYMENT_STATUS_ID: Record<(typeof PAYMENT_STATUS_OPTIONS)[number], string> = {
  "Waiting Payment": "Menunggu Pembayaran",
  "Booking Fee": "Biaya Pemesanan",
  "Down Payment": "Uang Muka",
  "Full Paid": "Lunas",
};

/** English message -> Indonesian, spread into MESSAGES_ID (app/i18n/messages.server.ts). */
export const DASHBOARD_MESSAGES_ID: Record<string, string> = {
  // Who cancelled a booking (CANCELLED_BY_LABELS, issue 42: not "dibatalkan oleh the planner").
  "the planner": "pemesan",
  "the system (balance not paid in time)": "sistem (pelunasan tidak dibayar tepat waktu)",
  ...PAYMENT_STATUS_ID,
};

// Messages with a number in them: the English pattern and its Indonesian.
const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^(.+) \((expired|cancelled)\)$/, (m) => `${PAYMENT_STATUS_ID[m[1] as keyof typeof PAYMENT_STATUS_ID] ?? m[1]} (${m[2] === "expired" ? "kedaluwarsa" : "dibatalkan"})`],
];

/** A dashboard message in the page's language (the exact table first, then the patterns). */
export function dashboardMessageId(message: string): string | null {
  if (DASHBOARD_MESSAGES_ID[message]) return DASHBOARD_MESSAGES_ID[message];
  for (const [pattern, make] of PATTERNS) {
    const m = message.match(pattern);
    if (m) return make(m);
  }
  return null;
}

/** balanceState (app/payments/balances.server.ts) in the page's language. */
export function balanceStateIn(lang: Lang, state: string): string {
  if (lang === "en") return state;
  let m = state.match(/^balance due in (\d+) days$/);
  if (m) return `sisa pembayaran jatuh tempo dalam ${m[1]} hari`;
  if (state === "balance due tomorrow") return "sisa pembayaran jatuh tempo besok";
  if (state === "balance due today") return "sisa pembayaran jatuh tempo hari ini";
  m = state.match(/^overdue by (\d+) days?$/);
  if (m) return `terlambat ${m[1]} hari`;
  return state;
}
