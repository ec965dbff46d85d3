// The payment notification webhook's rules (gateway -> us). Every notification is stored.
// A valid one (signature, known order, amount equal to the invoice total) is applied through
// the status model; the same notification twice changes nothing twice, and a late 'pending'
// never downgrades a 'settlement' (ADR 0041).
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { deliverQueuedMail } from "~/mail/mail.server";
import { linesTakenSince, markInvoicePaid, queueDoubleBookingAlert, type Invoice } from "~/payments/invoice-status.server";
import { findInvoiceByOrderId } from "~/payments/payment-session.server";
import { getPaymentProvider } from "~/payments/provider.server";
import { isValidNotificationSignature } from "~/payments/signature.server";

export type NotificationOutcome = "applied" | "duplicate" | "ignored" | "rejected";

export type NotificationResult = {
  outcome: NotificationOutcome;
  /** HTTP status for the gateway: 2xx stops its retries. */
  httpStatus: 200 | 400 | 401 | 404;
  message: string;
  invoiceStatus?: Invoice["status"];
};

type Effect = { rank: number; invoice: "paid" | "cancelled" | "expired" | null };

/**
 * What a transaction_status means. Rank orders a transaction's life: pending/deny/challenge
 * (1) < expire/cancel (2) < settlement/accepted capture (3); a lower rank arriving after a
 * higher one for the same order is stale.
 */
export function gatewayEffect(transactionStatus: string, fraudStatus?: string | null): Effect | null {
  switch (transactionStatus) {
    case "settlement":
      return { rank: 3, invoice: "paid" };
    case "capture":
      // Card payments: 'accept' is money captured; 'challenge' awaits review in the gateway.
      return fraudStatus === "challenge" ? { rank: 1, invoice: null } : { rank: 3, invoice: "paid" };
    case "pending":
    case "deny": // the payment attempt was refused; the booker may try again
      return { rank: 1, invoice: null };
    case "expire": // this payment session lapsed; the invoice keeps its own 2 x 24 h deadline
      return { rank: 2, invoice: "expired" };
    case "cancel":
      return { rank: 2, invoice: "cancelled" };
    default:
      return null; // refund, chargeback, ...: stored for the admin, not applied
  }
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

export async function handlePaymentNotification(
  body: Record<string, unknown>,
  { origin, now = new Date(), serverKey = getPaymentProvider().serverKey }: { origin: string; now?: Date; serverKey?: string },
): Promise<NotificationResult> {
  const n = {
    orderId: str(body.order_id),
    statusCode: str(body.status_code),
    grossAmount: str(body.gross_amount),
    signatureKey: str(body.signature_key),
    transactionStatus: str(body.transaction_status),
    transactionId: str(body.transaction_id) || null,
    fraudStatus: str(body.fraud_status) || null,
  };
  const db = getDb();
  const signatureValid =
    !!n.orderId && !!n.statusCode && !!n.grossAmount && !!n.signatureKey && isValidNotificationSignature(n, serverKey);

  const result = db.transaction(
    (tx): NotificationResult & { mailIds: number[] } => {
      const record = (outcome: NotificationOutcome) =>
        tx.insert(schema.paymentNotifications)
          .values({
            orderId: n.orderId.slice(0, 200),
            transactionId: n.transactionId,
            transactionStatus: n.transactionStatus.slice(0, 50),
            statusCode: n.statusCode.slice(0, 10),
            grossAmount: n.grossAmount.slice(0, 30),
            signatureValid,
            outcome,
            body: JSON.stringify(body).slice(0, 20_000),
            receivedAt: now,
          })
          .run();
      const reject = (httpStatus: 400 | 401 | 404, message: string) => {
        record("rejected");
        return { outcome: "rejected" as const, httpStatus, message, mailIds: [] };
      };

      if (!signatureValid) return reject(401, "Invalid signature");
      const invoice = findInvoiceByOrderId(n.orderId, tx);
      if (!invoice) return reject(404, "Unknown order");
      const amount = Number(n.grossAmount);
      if (!Number.isFinite(amount) || amount !== invoice.totalCost) return reject(400, "Amount does not match the invoice");

      const effect = gatewayEffect(n.transactionStatus, n.fraudStatus);
      const done = (outcome: NotificationOutcome, message: string, mailIds: number[] = []) => {
        record(outcome);
        const status = tx.select({ s: schema.invoices.status }).from(schema.invoices).where(eq(schema.invoices.id, invoice.id)).get()!.s;
        return { outcome, httpStatus: 200 as const, message, invoiceStatus: status, mailIds };
      };
      if (!effect) return done("ignored", `Status ${n.transactionStatus || "(none)"} is not applied`);

      // Idempotency and ordering are judged per gateway order (one payment session).
      const previous = tx
        .select({ status: schema.paymentNotifications.transactionStatus, body: schema.paymentNotifications.body })
        .from(schema.paymentNotifications)
        .where(and(eq(schema.paymentNotifications.orderId, n.orderId), eq(schema.paymentNotifications.outcome, "applied")))
        .all();
      const sameAsBefore = previous.some(
        (p) => p.status === n.transactionStatus && (JSON.parse(p.body) as { fraud_status?: string }).fraud_status === (n.fraudStatus ?? undefined),
      );
      if (sameAsBefore) return done("duplicate", "Already processed");
      const highest = Math.max(0, ...previous.map((p) => gatewayEffect(p.status, (JSON.parse(p.body) as { fraud_status?: string }).fraud_status)?.rank ?? 0));
      if (effect.rank < highest) return done("ignored", "Stale notification");

      if (invoice.status === "paid" && effect.invoice !== "paid") return done("ignored", "Invoice already paid");

      let mailIds: number[] = [];
      if (invoice.status !== "paid") {
        tx.update(schema.invoices).set({ gatewayStatus: n.transactionStatus }).where(eq(schema.invoices.id, invoice.id)).run();
        if (effect.invoice === "paid") {
          const taken = linesTakenSince(tx, invoice, now);
          mailIds = markInvoicePaid(tx, invoice, { origin, now });
          if (taken.length) mailIds.push(...queueDoubleBookingAlert(tx, invoice, taken));
        } else if (effect.invoice && invoice.status === "pending" && invoice.paymentStatus === "Waiting Payment") {
          const lapsed = effect.invoice === "cancelled" || invoice.expiresAt.getTime() <= now.getTime();
          if (lapsed) tx.update(schema.invoices).set({ status: effect.invoice }).where(eq(schema.invoices.id, invoice.id)).run();
        }
      } else {
        // Paid by the admin first: remember the gateway's word, nothing else changes.
        tx.update(schema.invoices).set({ gatewayStatus: n.transactionStatus }).where(eq(schema.invoices.id, invoice.id)).run();
      }
      return done("applied", "OK", mailIds);
    },
    { behavior: "immediate" },
  );
  if (result.mailIds.length) await deliverQueuedMail(result.mailIds);
  const { mailIds: _ids, ...answer } = result;
  return answer;
}

