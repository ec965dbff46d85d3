// The one answer to "where is the money of this booking?" (issue 40, ADR 0346). Every page,
// e-mail, PDF, the calendar feed and /v1 render an invoice's money from `moneyState`, never from
// the gateway's last word (`gatewayStatus`) or the admin's label (`paymentStatus`). Amounts come
// from the ledger (payments and refunds per line, ADR 0257) and the refunds' own records; the
// invoice's lifecycle (pending, paid, expired, cancelled) only says whether it still holds its
// slots. Pure: the server loads the facts (money-state.server.ts), tests generate them.

export type MoneyFactsInvoice = {
  status: "pending" | "paid" | "expired" | "cancelled";
  expiresAt: Date;
  committedAt: Date | null;
  paymentStatus: string;
  paymentPlan: "full" | "deposit";
  depositAmount: number;
  totalCost: number;
  balanceDueAt: Date | null;
  paidVia: "midtrans" | "sandbox" | "admin" | null;
};

export type MoneyFactsLine = {
  id: number;
  totalPrice: number;
  discountShare: number;
  depositAmount: number;
  cancelledAt: Date | null;
  cancelledBy: "planner" | "vendor" | "admin" | "lapse" | null;
};

export type MoneyFactsRefund = {
  lineId: number;
  amount: number;
  method: "gateway" | "bank";
  state: "requested" | "processing" | "refunded" | "failed";
};

export type MoneyFacts = {
  invoice: MoneyFactsInvoice;
  lines: MoneyFactsLine[];
  /** The ledger's payments and refunds of the invoice's lines (other kinds are ignored). */
  ledger: { lineId: number; kind: string; amount: number }[];
  refunds: MoneyFactsRefund[];
  /** Lines with a date change the vendor has not decided yet. */
  dateChangeLineIds: number[];
};

/** Where a refund is: on its way (the gateway or our transfer), done, or waiting for us to send it. */
export type RefundProgress = "pending" | "sent" | "to_send" | "failed";

export type LineMoneyState = "unpaid" | "deposit_paid" | "paid_in_full" | "cancelled" | "released" | "expired";

export type LineMoney = {
  lineId: number;
  state: LineMoneyState;
  /** What the line costs the planner: its price less its coupon share. */
  net: number;
  /** The line's share of the deposit (0 when the invoice is paid in full). */
  deposit: number;
  paid: number;
  refunded: number;
  /** Still owed for this line (0 once cancelled). */
  balance: number;
  refund: { amount: number; progress: RefundProgress; method: "gateway" | "bank" } | null;
  cancelledBy: MoneyFactsLine["cancelledBy"];
  dateChangeRequested: boolean;
};

export type InvoiceMoneyState =
  /** Nothing paid yet, still holding its slots until `deadline`. */
  | "unpaid"
  /** Unpaid past its deadline: released by the expiry job (or about to be). */
  | "expired"
  /** Unpaid and given up by the planner or the admin: nothing was paid, nothing is owed. */
  | "released"
  /** The deposit is paid; `balance` is due by `balanceDueAt`. */
  | "deposit_paid"
  /** The balance's due date has passed; the booking lapses `BALANCE_GRACE_DAYS` later. */
  | "balance_overdue"
  | "paid_in_full"
  /** Every booking of it is cancelled; `refund` says what comes back and where it is. */
  | "cancelled";

export type InvoiceMoney = {
  state: InvoiceMoneyState;
  /** Sandbox money: no rupiah moved (ADR 0044). */
  test: boolean;
  /** What the bookings still live cost (cancelled ones leave it). */
  total: number;
  paid: number;
  refunded: number;
  /** Paid and kept: payments less refunds. */
  kept: number;
  /** Still owed for live bookings after what was paid. */
  balance: number;
  balanceDueAt: Date | null;
  /** Asked for now, before the deadline: the deposit or the whole (unpaid), or the balance. */
  dueNow: { part: "full" | "deposit" | "balance"; amount: number } | null;
  /** Unpaid: until when the slots are held. */
  deadline: Date | null;
  /** The refunds of cancelled bookings, summed, and the least advanced one's progress. */
  refund: { amount: number; progress: RefundProgress } | null;
  dateChangeRequested: boolean;
  /** Some but not all bookings cancelled. */
  partlyCancelled: boolean;
  lines: LineMoney[];
};

function refundProgress(r: MoneyFactsRefund): RefundProgress {
  if (r.state === "refunded") return "sent";
  if (r.state === "failed") return "failed";
  return r.method === "bank" ? "to_send" : "pending";
}

const PROGRESS_ORDER: RefundProgress[] = ["failed", "to_send", "pending", "sent"];

export function moneyState(facts: MoneyFacts, now: Date): InvoiceMoney {
  const { invoice } = facts;
  const sums = (lineId: number, kind: string) => facts.ledger.filter((e) => e.lineId === lineId && e.kind === kind).reduce((s, e) => s + e.amount, 0);
  const unpaidLife: LineMoneyState =
    invoice.status === "cancelled" ? "released" : invoice.status === "expired" || (invoice.status === "pending" && invoice.expiresAt.getTime() <= now.getTime()) ? "expired" : "unpaid";

  const lines = facts.lines.map((l): LineMoney => {
    const net = l.totalPrice - l.discountShare;
    const paid = sums(l.id, "payment");
    const refunded = sums(l.id, "refund");
    const r = facts.refunds.find((x) => x.lineId === l.id);
    const refund = r ? { amount: r.amount, progress: refundProgress(r), method: r.method } : null;
    const dateChangeRequested = !l.cancelledAt && facts.dateChangeLineIds.includes(l.id);
    const deposit = l.depositAmount;
    if (l.cancelledAt) return { lineId: l.id, state: "cancelled", net, deposit, paid, refunded, balance: 0, refund, cancelledBy: l.cancelledBy, dateChangeRequested };
    const state: LineMoneyState = paid <= 0 ? unpaidLife : paid >= net ? "paid_in_full" : "deposit_paid";
    return { lineId: l.id, state, net, deposit, paid, refunded, balance: state === "released" || state === "expired" ? 0 : Math.max(0, net - paid), refund, cancelledBy: null, dateChangeRequested };
  });

  const live = lines.filter((l) => l.state !== "cancelled");
  const paid = lines.reduce((s, l) => s + l.paid, 0);
  const refunded = lines.reduce((s, l) => s + l.refunded, 0);
  const total = live.reduce((s, l) => s + l.net, 0);
  const balance = live.reduce((s, l) => s + l.balance, 0);
  const refunds = lines.flatMap((l) => (l.refund ? [l.refund] : []));
  const refund = refunds.length
    ? { amount: refunds.reduce((s, r) => s + r.amount, 0), progress: PROGRESS_ORDER.find((p) => refunds.some((r) => r.progress === p))! }
    : null;
  const test = invoice.paidVia === "sandbox" && paid > 0;
  const base = {
    test,
    total,
    paid,
    refunded,
    kept: paid - refunded,
    balanceDueAt: null as Date | null,
    dueNow: null as InvoiceMoney["dueNow"],
    deadline: null as Date | null,
    refund,
    dateChangeRequested: live.some((l) => l.dateChangeRequested),
    partlyCancelled: live.length > 0 && live.length < lines.length,
    lines,
  };

  if (paid <= 0) {
    if (lines.length && !live.length) return { ...base, state: "cancelled", balance: 0 };
    if (unpaidLife !== "unpaid") return { ...base, state: unpaidLife, balance: 0 };
    const deposit = invoice.paymentPlan === "deposit" && invoice.depositAmount > 0 && invoice.depositAmount < total;
    return {
      ...base,
      state: "unpaid",
      balance: total,
      deadline: invoice.expiresAt,
      dueNow: deposit ? { part: "deposit", amount: invoice.depositAmount } : { part: "full", amount: total },
    };
  }
  if (!live.length) return { ...base, state: "cancelled", balance: 0 };
  if (balance <= 0) return { ...base, state: "paid_in_full", balance: 0 };
  const dueAt = invoice.balanceDueAt;
  return {
    ...base,
    state: dueAt && dueAt.getTime() <= now.getTime() ? "balance_overdue" : "deposit_paid",
    balance,
    balanceDueAt: dueAt,
    dueNow: { part: "balance", amount: balance },
  };
}

/**
 * One booking (line) of an invoice as its venue sees it (issue 40, ADR 0380): the invoice's state
 * narrowed to the line, in the same shape, so the vendor's list tells the same states with the
 * same words as the planner's pages. The line's own payments, balance and refund; the invoice's
 * balance due date and payment deadline. Null when the line is not the invoice's.
 */
export function lineMoneyState(money: InvoiceMoney, lineId: number): InvoiceMoney | null {
  const line = money.lines.find((l) => l.lineId === lineId);
  if (!line) return null;
  const state: InvoiceMoneyState = line.state === "deposit_paid" && money.state === "balance_overdue" ? "balance_overdue" : line.state;
  const owes = state === "deposit_paid" || state === "balance_overdue";
  const dueNow: InvoiceMoney["dueNow"] =
    state === "unpaid"
      ? money.dueNow?.part === "deposit" && line.deposit > 0 && line.deposit < line.net
        ? { part: "deposit", amount: line.deposit }
        : { part: "full", amount: line.net }
      : owes
        ? { part: "balance", amount: line.balance }
        : null;
  return {
    state,
    test: money.test,
    total: line.state === "cancelled" ? 0 : line.net,
    paid: line.paid,
    refunded: line.refunded,
    kept: line.paid - line.refunded,
    balance: line.balance,
    balanceDueAt: owes ? money.balanceDueAt : null,
    dueNow,
    deadline: state === "unpaid" ? money.deadline : null,
    refund: line.refund ? { amount: line.refund.amount, progress: line.refund.progress } : null,
    dateChangeRequested: line.dateChangeRequested,
    partlyCancelled: false,
    lines: [line],
  };
}

/** Whether the booking holds valid bookings the voucher may be shown at the venue for. */
export function voucherValid(money: Pick<InvoiceMoney, "state">): boolean {
  return money.state === "paid_in_full" || money.state === "deposit_paid" || money.state === "balance_overdue";
}
