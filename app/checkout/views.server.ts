// Shapes the pages' loaders send to the browser: dates formatted in Bali time on the server.
import { taxAndServiceWords } from "~/catalog/tax-and-service";
import type { CartLine } from "~/cart/cart.server";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { layoutLabel } from "~/cart/cart.server";
import { isUncommittedHold } from "~/checkout/holds.server";
import { invoicePaths, paymentBadge, visibleStatus, type InvoiceWithLines } from "~/checkout/invoice.server";
import type { LineView } from "~/components/reservation";
import { isTestPayment } from "~/payments/invoice-status.server";
import { formatDate, formatDateTime, formatInvoiceDate, unitLabel } from "~/utils/format";
import { DEPOSIT_LABEL } from "~/payments/invoice-status.server";
import { cancelPath, quoteLine, refundsOfInvoice, type Refund } from "~/cancellations/cancellation.server";
import { policyView } from "~/cancellations/policies";
import { REFUND_STATE_LABELS } from "~/cancellations/refunds.server";
import type { Lang } from "~/i18n/config";
import { translateMessage } from "~/i18n/messages.server";
import { UNIT_WORDS_ID } from "~/i18n/messages/checkout.server";

/** The server's words of a line (setup, unit, tax, cancellation tier) in the page's language (ADR 0300). */
function wordsIn(lang: Lang) {
  const t = (text: string) => translateMessage(lang, text);
  const unit = (u: string) => (lang === "id" ? (UNIT_WORDS_ID[unitLabel(u)] ?? unitLabel(u)) : unitLabel(u));
  const policy = (p: ReturnType<typeof policyView>) =>
    lang === "en" ? p : { label: t(p.label), words: t(p.words), timeline: p.timeline.map((step) => ({ ...step, label: t(step.label) })) };
  return { t, unit, policy };
}

export function cartLineView(line: CartLine, lang: Lang = "en"): LineView {
  const { t, unit, policy } = wordsIn(lang);
  return {
    id: line.id,
    productId: line.productId,
    productName: line.productName,
    venueName: line.venueName,
    subVenueName: line.subVenueName,
    inclusion: line.inclusion,
    setupLabel: t(line.setupLabel),
    when: formatDateTime(line.startsAt, lang),
    eventName: line.eventName,
    note: line.note,
    price: line.price,
    qty: line.qty,
    unitLabel: unit(line.unit),
    totalPrice: line.totalPrice,
    problem: line.problem ? t(line.problem) : line.problem,
    policy: policy(policyView(line.cancellationPolicy, line.startsAt)),
    taxAndService: t(taxAndServiceWords(line.taxAndService).short),
  };
}

const CANCELLED_BY = { planner: "you", vendor: "the venue", admin: "Bali MICE", lapse: "Bali MICE (balance not paid by its due date)" } as const;

export async function invoiceView(invoice: InvoiceWithLines, now = new Date(), knownRefunds?: Refund[], lang: Lang = "en") {
  const refunds = knownRefunds ?? (await refundsOfInvoice(invoice.id));
  const { t, unit, policy } = wordsIn(lang);
  const english = paymentBadge(invoice, now);
  // The spec's status word stays beside a translated label only where it is a code (settlement).
  const badge = lang === "en" ? english : { ...english, label: t(english.label), text: english.text === english.label ? t(english.text) : english.text };
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
    officePhone: invoice.officePhone,
    cellPhone: invoice.cellPhone,
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
    /** A booking secured by its deposit: what is paid, what is still due and by when (ADR 0256). */
    balance: balanceView(invoice, now),
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
        setupLabel: t(layoutLabel(l.setup)),
        when: formatDateTime(l.startsAt, lang),
        eventName: l.eventName,
        note: l.note,
        price: l.price,
        qty: l.qty,
        unitLabel: unit(l.unit),
        totalPrice: l.totalPrice,
        venueStatus: l.cancelledAt ? null : l.acknowledge ? "confirmed" : live === "paid" ? "waiting" : null,
        policy: policy(policyView(l.cancellationPolicy, l.startsAt)),
        taxAndService: t(taxAndServiceWords(l.taxAndService).short),
        cancellation: l.cancelledAt
          ? (() => {
              const refund = refunds.find((r) => r.lineId === l.id);
              return {
                at: formatDateTime(l.cancelledAt, lang),
                by: t(CANCELLED_BY[l.cancelledBy ?? "planner"]),
                reason: l.cancelledBy === "vendor" ? l.cancelReason : "",
                refund: refund ? { amount: refund.amount, label: t(REFUND_STATE_LABELS[refund.state]), reference: refund.transferReference } : null,
              };
            })()
          : null,
        cancelPath: live === "paid" && quoteLine(invoice, l, now).cancellable ? cancelPath(invoice, l.id) : null,
        cancelClosed: live === "paid" && !l.cancelledAt && quoteLine(invoice, l, now).blocked === "cutoff",
      }),
    ),
  };
}
export type InvoiceView = Awaited<ReturnType<typeof invoiceView>>;

function balanceView(invoice: InvoiceWithLines, now: Date) {
  if (invoice.status !== "paid" || invoice.paymentStatus !== DEPOSIT_LABEL) return null;
  const due = invoice.lines.filter((l) => !l.cancelledAt).reduce((sum, l) => sum + Math.max(0, l.totalPrice - l.discountShare - l.paidAmount), 0);
  if (due <= 0) return null;
  return {
    paid: invoice.amountPaid,
    due,
    dueDate: invoice.balanceDueAt ? formatDate(invoice.balanceDueAt) : null,
    overdue: !!invoice.balanceDueAt && invoice.balanceDueAt.getTime() <= now.getTime(),
  };
}
