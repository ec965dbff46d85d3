// The /v1 shapes of cancellation quotes and refunds (ADR 0250), from the same domain functions
// as the pages.
import { quoteLine, refundsOfInvoice, type Refund } from "~/cancellations/cancellation.server";
import { POLICY_TIERS } from "~/terms/cancellation-policies";
import { REFUND_STATE_LABELS } from "~/payments/refunds.server";
import { messageText } from "~/i18n/catalog/text.server";
import type { InvoiceWithLines } from "~/payments/invoice.server";

export function apiRefund(r: Refund) {
  return { lineId: r.lineId, amount: r.amount, method: r.method, state: r.state, stateLabel: messageText("en", REFUND_STATE_LABELS[r.state]), transferReference: r.transferReference };
}

export async function apiCancellationQuote(invoice: InvoiceWithLines, now = new Date()) {
  const status = invoice.status === "pending" && invoice.expiresAt.getTime() <= now.getTime() ? "expired" : invoice.status;
  return {
    invoiceId: invoice.id,
    invoiceNo: invoice.invoiceNo,
    status,
    canRelease: status === "pending",
    lines: invoice.lines.map((l) => {
      const q = quoteLine(invoice, l, now);
      return {
        lineId: l.id,
        policy: l.cancellationPolicy,
        // The tier's name and words are references: /v1 answers them in English.
        policyLabel: messageText("en", POLICY_TIERS[l.cancellationPolicy].label),
        policyWords: messageText("en", q.policyWords),
        cancellable: q.cancellable,
        blocked: q.blocked,
        cutoff: q.cutoff.toISOString(),
        paid: q.paid,
        percent: q.percent,
        refund: q.refund,
        cancelledAt: l.cancelledAt ? l.cancelledAt.toISOString() : null,
      };
    }),
    refunds: (await refundsOfInvoice(invoice.id)).map(apiRefund),
  };
}
