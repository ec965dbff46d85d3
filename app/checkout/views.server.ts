// Shapes the pages' loaders send to the browser: dates formatted in Bali time on the server.
import { taxAndServiceWords } from "~/catalog/tax-and-service";
import type { CartLine } from "~/cart/cart.server";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { layoutLabel } from "~/cart/cart.server";
import { isUncommittedHold } from "~/payments/holds.server";
import { invoicePaths, visibleStatus, type InvoiceWithLines } from "~/payments/invoice.server";
import type { LineView } from "~/checkout/line-view";
import { isTestPayment } from "~/payments/invoice-status.server";
import { formatDate, formatDateTime, formatInvoiceDate, unitLabel } from "~/utils/format";
import { cancelPath, quoteLine, refundsOfInvoice, type Refund } from "~/cancellations/cancellation.server";
import { policyView } from "~/terms/cancellation-policies";
import { REFUND_STATE_LABELS } from "~/payments/refunds.server";
import type { Lang } from "~/i18n/config";
import { messageText } from "~/i18n/catalog/text.server";
import { msg } from "~/i18n/message-ref";
import { optionLabel } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { moneyStateOf } from "~/payments/money-state.server";
import { displayPhone } from "~/utils/phone";
import { voucherValid, type InvoiceMoney } from "~/payments/money-state";
import { dateChangeBlocked, dateChangePath } from "~/cancellations/date-change.server";

/** The server's words of a line (setup, unit, tax, cancellation tier) in the page's language (ADR 0300): setup, unit and tax by their stored values. */
function wordsIn(lang: Lang) {
  const t = (text: string) => messageText(lang, text);
  const product = strings(lang, "product");
  const setup = (value: string) => optionLabel(product, "layout", value, layoutLabel(value));
  const unit = (u: string) => optionLabel(product, "unit", u, unitLabel(u));
  const tax = (value: string | null | undefined) => optionLabel(strings(lang, "search"), "tax", value === "added" ? "added" : "included", taxAndServiceWords(value).short);
  // The tier's words are references: rendered in English too.
  const policy = (p: ReturnType<typeof policyView>) =>
    ({ label: t(p.label), words: t(p.words), timeline: p.timeline.map((step) => ({ ...step, label: t(step.label) })) });
  return { t, setup, unit, tax, policy };
}

export function cartLineView(line: CartLine, lang: Lang = "en"): LineView {
  const { t, setup, unit, tax, policy } = wordsIn(lang);
  return {
    id: line.id,
    productId: line.productId,
    productName: line.productName,
    venueName: line.venueName,
    subVenueName: line.subVenueName,
    inclusion: line.inclusion,
    setupLabel: setup(line.setup),
    when: formatDateTime(line.startsAt, lang),
    eventName: line.eventName,
    note: line.note,
    price: line.price,
    qty: line.qty,
    unitLabel: unit(line.unit),
    totalPrice: line.totalPrice,
    problem: line.problem ? t(line.problem) : line.problem,
    policy: policy(policyView(line.cancellationPolicy, line.startsAt)),
    taxAndService: tax(line.taxAndService),
  };
}

// Who cancelled, as the planner reads it: message references; the brand's own as they are.
const CANCELLED_BY = { planner: msg("bookings.byYou"), vendor: msg("bookings.byTheVenue"), admin: "Bali MICE", lapse: msg("bookings.byBaliMiceLapse") } as const;

export async function invoiceView(invoice: InvoiceWithLines, now = new Date(), knownRefunds?: Refund[], lang: Lang = "en") {
  const refunds = knownRefunds ?? (await refundsOfInvoice(invoice.id));
  const { setup, unit, tax, policy } = wordsIn(lang);
  const state = await moneyStateOf(invoice, now);
  const money = moneyView(state, lang);
  // The planner's badge is the money state in plain words (issue 40): never the gateway's word.
  const badge = { text: money.state, label: money.state, tone: money.tone };
  const live = visibleStatus(invoice, now);
  return {
    invoiceNo: invoice.invoiceNo,
    voucherNo: invoice.voucherNo ?? invoice.invoiceNo,
    accessToken: invoice.accessToken,
    createdAt: formatInvoiceDate(invoice.createdAt, lang),
    /** Only held (nobody started paying): the deadline is for starting the payment (ADR 0036). */
    held: isUncommittedHold(invoice) && invoice.expiresAt.getTime() > now.getTime(),
    /** The one payment deadline: when the expiry job releases the invoice (ADR 0264). */
    payBefore: formatDateTime(invoice.expiresAt, lang),
    name: invoice.name,
    companyName: invoice.companyName,
    address: invoice.address,
    // Phone numbers as people read them (issue 42), formatted on the server: importing the
    // formatter into a route module put zod (its schema's module) in the page's JavaScript.
    officePhone: displayPhone(invoice.officePhone),
    cellPhone: displayPhone(invoice.cellPhone),
    email: invoice.email,
    taxNumber: invoice.taxNumber,
    /** What its PDF is called: an invoice until something is paid, then a receipt (ADR 0258). */
    documentKind: invoice.amountPaid > 0 ? ("Receipt" as const) : ("Invoice" as const),
    paymentStatus: invoice.paymentStatus,
    status: visibleStatus(invoice, now),
    /** Paid in the local sandbox: no money moved (ADR 0044). */
    testPayment: isTestPayment(invoice),
    badge,
    totals: {
      subtotal: invoice.subtotal,
      couponCode: invoice.couponCode,
      discountPercentage: invoice.discountPercentage,
      discountAmount: invoice.discountAmount,
      totalCost: invoice.totalCost,
    },
    paths: invoicePaths(invoice),
    /** Where the money is (issue 40): the one state every planner view renders. */
    money,
    /** A booking secured by its deposit: what is paid, what is still due and by when (ADR 0256). */
    balance: balanceView(state),
    /** Where the planner cancels: a pending invoice as a whole, a paid one line by line. */
    cancelPath: live === "pending" || (live === "paid" && invoice.lines.some((l) => quoteLine(invoice, l, now).cancellable)) ? cancelPath(invoice) : null,
    lines: invoice.lines.map(
      (l): LineView => ({
        id: l.id,
        productId: l.productId,
        productName: l.productName,
        venueName: l.venueName,
        subVenueName: l.subVenueName,
        inclusion: sanitizeInclusion(l.inclusion),
        setupLabel: setup(l.setup),
        when: formatDateTime(l.startsAt, lang),
        eventName: l.eventName,
        note: l.note,
        price: l.price,
        qty: l.qty,
        unitLabel: unit(l.unit),
        totalPrice: l.totalPrice,
        venueStatus: l.cancelledAt ? null : l.acknowledge ? "confirmed" : live === "paid" ? "waiting" : null,
        policy: policy(policyView(l.cancellationPolicy, l.startsAt)),
        taxAndService: tax(l.taxAndService),
        cancellation: l.cancelledAt
          ? (() => {
              const refund = refunds.find((r) => r.lineId === l.id);
              return {
                at: formatDateTime(l.cancelledAt, lang),
                by: messageText(lang, CANCELLED_BY[l.cancelledBy ?? "planner"]),
                reason: l.cancelledBy === "vendor" ? l.cancelReason : "",
                refund: refund ? { amount: refund.amount, label: messageText(lang, REFUND_STATE_LABELS[refund.state]), reference: refund.transferReference } : null,
              };
            })()
          : null,
        cancelPath: live === "paid" && quoteLine(invoice, l, now).cancellable ? cancelPath(invoice, l.id) : null,
        /** Offered wherever Cancel is (issue 40): moving the date keeps the money paid. */
        dateChangePath: dateChangeBlocked(invoice, l, now) === null ? dateChangePath(invoice, l.id) : null,
        dateChangeRequested: state.lines.find((m) => m.lineId === l.id)?.dateChangeRequested ?? false,
        cancelClosed: live === "paid" && !l.cancelledAt && quoteLine(invoice, l, now).blocked === "cutoff",
      }),
    ),
  };
}
export type InvoiceView = Awaited<ReturnType<typeof invoiceView>>;

/** The money state with its dates in the page's language, for the pages (and the tone of its badge). */
export function moneyView(state: InvoiceMoney, lang: Lang = "en") {
  const tone = state.state === "paid_in_full" || state.state === "deposit_paid" ? ("success" as const) : ("warning" as const);
  return {
    state: state.state,
    /** What the pages do with it: ask for payment, show a valid voucher, or neither. */
    stage: state.state === "unpaid" ? ("pending" as const) : voucherValid(state) ? ("valid" as const) : ("closed" as const),
    tone,
    test: state.test,
    total: state.total,
    paid: state.paid,
    refunded: state.refunded,
    kept: state.kept,
    balance: state.balance,
    balanceDueDate: state.balanceDueAt ? formatDate(state.balanceDueAt) : null,
    dueNow: state.dueNow,
    deadline: state.deadline ? formatDateTime(state.deadline, lang) : null,
    refund: state.refund,
    dateChangeRequested: state.dateChangeRequested,
    partlyCancelled: state.partlyCancelled,
  };
}
export type MoneyView = ReturnType<typeof moneyView>;

/** A booking with a balance still to pay: what is paid, what is due and by when (ADR 0256). */
function balanceView(state: InvoiceMoney) {
  if (state.state !== "deposit_paid" && state.state !== "balance_overdue") return null;
  return {
    paid: state.paid,
    due: state.balance,
    dueDate: state.balanceDueAt ? formatDate(state.balanceDueAt) : null,
    overdue: state.state === "balance_overdue",
  };
}
