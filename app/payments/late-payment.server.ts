// A payment that arrives for an invoice already released or cancelled (issue 41 item 4, ADR
// 0353): the slot was free for others in between, so the money never revives the booking. It is
// recorded as it came in and refunded in full at once, in the webhook's transaction: per line,
// a ledger payment (`late:{order}:L{line}`) and its refund (`refund:{id}`), so the vendor's share
// and the commission come back to 0; a gateway refund through the refund job (ADR 0251) when the
// way it was paid allows, else a refund to send by bank; the planner told by e-mail.
import { eq } from "drizzle-orm";
import { openLineRefund } from "~/payments/refunds.server";
import { tables } from "~/db.server";
import { recordPayment } from "~/ledger/ledger.server";
import { fill, invoiceLanguage, mailStrings } from "~/mail/mail-language.server";
import { queueMail, withLinks } from "~/mail/mail.server";
import type { Invoice, Tx } from "~/payments/invoice-status.server";
import { gatewayCanRefund } from "~/payments/provider.server";
import { BRAND } from "~/utils/constants";
import { formatRupiah } from "~/utils/format";

/** Whole rupiah per line: each line's part of what the session asked for, the last taking the rounding. */
export function splitOverLines(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (!weights.length) return [];
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const parts = weights.map((w) => Math.floor((amount * Math.max(0, w)) / total));
  parts[parts.length - 1]! += amount - parts.reduce((s, p) => s + p, 0);
  return parts;
}

/**
 * Records and refunds a late payment of `amount` on `orderId` for a released or cancelled
 * invoice. Returns the queued mail ids. Idempotent per line: a line that already has a refund
 * (a second late payment of the same invoice) is left to the admin, with nothing recorded.
 */
export async function refundLatePayment(
  tx: Tx,
  invoice: Invoice,
  { orderId, amount, part, paymentType, origin, now }: { orderId: string; amount: number; part: "full" | "deposit"; paymentType: string | null; origin: string; now: Date },
): Promise<number[]> {
  const lines = await tx.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
  if (!lines.length || amount <= 0) {
    console.error(`late payment of ${amount} on ${orderId} for ${invoice.invoiceNo} has no line to refund it on: the admin refunds it`);
    return [];
  }
  const method = gatewayCanRefund(paymentType) ? "gateway" : "bank";
  const shares = splitOverLines(amount, lines.map((l) => (part === "deposit" ? l.depositAmount : l.totalPrice - l.discountShare)));
  let refunded = 0;
  for (const [i, line] of lines.entries()) {
    const share = shares[i]!;
    if (share <= 0) continue;
    // The payment is a ledger movement before its refund, so the refund has money to give back.
    await recordPayment(tx, { line, amount: share, ref: `late:${orderId}:L${line.id}`, now });
    const refundId = await openLineRefund(tx, {
      invoice,
      line,
      amount: share,
      linePaid: share,
      reason: "Paid after the reservation was released",
      initiatedBy: "late",
      method,
      orderId,
      origin,
      now,
    });
    if (refundId === null) {
      console.error(`late payment on ${orderId}: line ${line.id} of ${invoice.invoiceNo} already has a refund; the admin refunds ${formatRupiah(share)}`);
      continue;
    }
    refunded += share;
  }
  if (!refunded) return [];
  const t = mailStrings(invoiceLanguage(invoice));
  const link = `${origin}/search`;
  const mail = withLinks(
    {
      to: invoice.email,
      subject: fill(t.lateRefundSubject, { brand: BRAND, invoiceNo: invoice.invoiceNo }),
      text: [
        fill(t.dear, { name: invoice.name }),
        fill(t.lateRefundText, { amount: formatRupiah(refunded), invoiceNo: invoice.invoiceNo, how: method === "gateway" ? t.lateRefundGateway : t.lateRefundBank }),
        fill(t.releasedSearch, { link }),
      ].join("\n\n"),
    },
    [link],
  );
  return [await queueMail(tx, mail)];
}
