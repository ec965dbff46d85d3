// The money state of a booking (issue 40) as the planner's pages show it: the badge and the
// sentences; the vendor's Manage Reservation shows each booking's with the same words (ADR 0380). Apart from reservation.tsx so the payment status page loads only this (ADR 0371).
import { fill } from "~/i18n/config";
import { formatRupiah } from "~/utils/format";
import { Money } from "~/components/money";
import { Words } from "~/components/words";
import type { MoneyStateLabels as MoneyLabels } from "~/i18n/dict/reservation-labels.server";

type MoneyStateName = "unpaid" | "expired" | "released" | "deposit_paid" | "balance_overdue" | "paid_in_full" | "cancelled";
type MoneyShown = {
  state: MoneyStateName;
  tone: "success" | "warning";
  paid: number;
  balance: number;
  balanceDueDate: string | null;
  dueNow: { part: "full" | "deposit" | "balance"; amount: number } | null;
  deadline: string | null;
  refund: { amount: number; progress: "pending" | "sent" | "to_send" | "failed" } | null;
  partlyCancelled: boolean;
};

export function moneyStateLabel(state: MoneyStateName, l: MoneyLabels): string {
  const words: Record<MoneyStateName, string> = {
    unpaid: l.stateUnpaid,
    expired: l.stateExpired,
    released: l.stateReleased,
    deposit_paid: l.stateDepositPaid,
    balance_overdue: l.stateBalanceOverdue,
    paid_in_full: l.statePaidInFull,
    cancelled: l.stateCancelled,
  };
  return words[state];
}

/** The booking's money state as a badge (issue 40): the planner's words, never a gateway code. */
export function MoneyBadge({ money, labels: l }: { labels: MoneyLabels } & { money: Pick<MoneyShown, "state" | "tone"> }) {
  return (
    <span
      data-testid="payment-badge"
      data-state={money.state}
      className={`inline-block rounded-full px-3 py-0.5 text-xs font-bold uppercase tracking-wide ${
        money.tone === "success" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"
      }`}
    >
      {moneyStateLabel(money.state, l)}
    </span>
  );
}

type MoneySentence = { template: string; amounts: Record<string, number>; words?: Record<string, string> };

/** What was paid, what is still owed and by when, or what comes back: one sentence per state. */
export function moneySentences(money: MoneyShown, l: MoneyLabels): MoneySentence[] {
  const refund: MoneySentence | null = money.refund
    ? {
        template: { pending: l.moneyRefundPending, sent: l.moneyRefundSent, to_send: l.moneyRefundToSend, failed: l.moneyRefundFailed }[money.refund.progress],
        amounts: { amount: money.refund.amount },
      }
    : null;
  switch (money.state) {
    case "unpaid":
      return money.dueNow?.part === "deposit"
        ? [{ template: l.moneyToPayDeposit, amounts: { amount: money.dueNow.amount, balance: money.balance - money.dueNow.amount }, words: { date: money.deadline ?? "" } }]
        : [{ template: l.moneyToPayFull, amounts: { amount: money.dueNow?.amount ?? money.balance }, words: { date: money.deadline ?? "" } }];
    case "deposit_paid":
    case "balance_overdue":
      return [
        { template: l.moneyPaidNow, amounts: { paid: money.paid } },
        { template: money.state === "deposit_paid" ? l.moneyBalanceDue : l.moneyBalanceOverdue, amounts: { balance: money.balance }, words: { date: money.balanceDueDate ?? "" } },
        ...(money.partlyCancelled && refund ? [refund] : []),
      ];
    case "paid_in_full":
      return [{ template: l.moneyPaidInFull, amounts: { paid: money.paid } }, ...(money.partlyCancelled && refund ? [refund] : [])];
    case "cancelled":
      return [{ template: l.moneyCancelled, amounts: {} }, refund ?? { template: l.moneyNoRefund, amounts: {} }];
    case "released":
      return [{ template: l.moneyReleased, amounts: {} }];
    case "expired":
      return [{ template: l.moneyExpired, amounts: {} }];
  }
}

/** A sentence as plain text (e-mails, PDFs): the amounts formatted. */
export function moneySentenceText(sentence: MoneySentence): string {
  return fill(sentence.template, { ...sentence.words, ...Object.fromEntries(Object.entries(sentence.amounts).map(([k, v]) => [k, formatRupiah(v)])) });
}

export function MoneySummary({ money, labels: l }: { labels: MoneyLabels } & { money: MoneyShown }) {
  const tone = money.state === "cancelled" || money.state === "balance_overdue" ? "bg-red-50 text-red-900" : money.tone === "success" ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900";
  return (
    <section className={`rounded-lg p-3 text-sm ${tone}`} data-testid="money-summary" data-state={money.state} aria-label={moneyStateLabel(money.state, l)}>
      {moneySentences(money, l).map((s) => (
        <p key={s.template}>
          <Words template={s.template} parts={{ ...s.words, ...Object.fromEntries(Object.entries(s.amounts).map(([k, v]) => [k, <Money key={k} amount={v} className="font-semibold" />])) }} />
        </p>
      ))}
    </section>
  );
}

/** The sentences in a table cell (the vendor's list): small, one per line, amounts unbroken. */
export function MoneyLines({ money, labels: l }: { labels: MoneyLabels } & { money: MoneyShown }) {
  return (
    <span className="mt-1 block whitespace-normal text-xs text-slate-700" data-testid="money-lines">
      {moneySentences(money, l).map((s) => (
        <span key={s.template} className="block">
          <Words template={s.template} parts={{ ...s.words, ...Object.fromEntries(Object.entries(s.amounts).map(([k, v]) => [k, <Money key={k} amount={v} />])) }} />
        </span>
      ))}
    </span>
  );
}
