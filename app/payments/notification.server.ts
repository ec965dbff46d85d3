// The payment notification webhook's rules (gateway -> us), ADR 0041 and 0043. A notification
// is only a hint: after its signature, its order id (one we opened a payment session for) and
// its status_code/transaction_status pair check out, the gateway's status API is asked, and
// only what the gateway answers is applied. Correctly signed notifications are stored;
// unsigned ones are only counted (webhook-guard.server.ts). The same status twice changes
// nothing twice, and a late 'pending' never downgrades a 'settlement'.
import { and, eq } from "drizzle-orm";
import { refundLatePayment } from "~/payments/late-payment.server";
import { applyGatewayRefunds } from "~/payments/refunds.server";
import { getDb, tables, first, run, transaction } from "~/db.server";
import { deliverQueuedMail } from "~/mail/mail.server";
import { linesTakenSince, markBalancePaid, markInvoicePaid, queueDoubleBookingAlert, type Invoice } from "~/payments/invoice-status.server";
import {
  getPaymentProvider,
  PaymentProviderError,
  type GatewayRefund,
  type GatewayTransactionStatus,
  type PaymentProvider,
} from "~/payments/provider.server";
import { isValidNotificationSignature } from "~/payments/signature.server";
import { recordWebhookRejection, WEBHOOK_MAX_BYTES } from "~/payments/webhook-guard.server";

/** deferred: the gateway could not confirm the status now; nothing was changed or stored. */
export type NotificationOutcome = "applied" | "duplicate" | "ignored" | "rejected" | "deferred";

export type NotificationResult = {
  outcome: NotificationOutcome;
  /** HTTP status for the gateway: 2xx stops its retries, 503 asks it to retry. */
  httpStatus: 200 | 400 | 401 | 404 | 503;
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
      return fraudStatus === "accept" ? { rank: 3, invoice: "paid" } : { rank: 1, invoice: null };
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

/**
 * Midtrans' status_code for each transaction_status (docs "Code 2xx", "expire"): 200 success
 * (settlement, accepted capture, cancel, refund...), 201 pending or card challenge, 202 denied
 * or expired, 407 expired by the expire API. The signature covers status_code, not the
 * status, so a signed pending (201) re-sent as 'settlement' fails here.
 */
const STATUS_CODES: Record<string, readonly string[]> = {
  settlement: ["200"],
  pending: ["201"],
  deny: ["202"],
  expire: ["202", "407"],
  cancel: ["200", "202"],
  authorize: ["200"],
  refund: ["200"],
  partial_refund: ["200"],
  chargeback: ["200"],
  partial_chargeback: ["200"],
};

export function statusCodeAgrees(transactionStatus: string, fraudStatus: string | null, statusCode: string): boolean {
  if (transactionStatus === "capture") return statusCode === (fraudStatus === "challenge" ? "201" : "200");
  const codes = STATUS_CODES[transactionStatus];
  return codes ? codes.includes(statusCode) : /^2\d\d$/.test(statusCode);
}

const str = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** The payment session behind a gateway order id, if this app opened it with this provider. */
async function findPaymentSession(orderId: string, provider: PaymentProvider) {
  return await first(getDb()
      .select()
      .from(tables.paymentTransactions)
      .where(and(eq(tables.paymentTransactions.orderId, orderId), eq(tables.paymentTransactions.provider, provider.name))));
}

const deferred = (message: string): NotificationResult => ({ outcome: "deferred", httpStatus: 503, message });

export async function handlePaymentNotification(
  body: Record<string, unknown>,
  {
    origin,
    now = new Date(),
    provider = getPaymentProvider(),
    clientIp = "",
  }: { origin: string; now?: Date; provider?: PaymentProvider | null; clientIp?: string },
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
  const signatureValid =
    !!provider &&
    !!n.orderId &&
    !!n.statusCode &&
    !!n.grossAmount &&
    !!n.signatureKey &&
    isValidNotificationSignature(n, provider.serverKey);
  if (!provider || !signatureValid) {
    // Not stored: anyone can post here. Counted, with a short excerpt (ADR 0043).
    await recordWebhookRejection("signature", JSON.stringify(body), { ip: clientIp, now });
    return { outcome: "rejected", httpStatus: 401, message: "Invalid signature" };
  }

  const db = getDb();
  /** The stored row: the statuses the gateway confirmed when it was asked, else the body's. */
  const row = (outcome: NotificationOutcome, verified?: GatewayTransactionStatus) => ({
    orderId: n.orderId.slice(0, 200),
    transactionId: (verified?.transactionId ?? n.transactionId)?.slice(0, 100) ?? null,
    transactionStatus: (verified?.transactionStatus ?? n.transactionStatus).slice(0, 50),
    statusCode: (verified?.statusCode ?? n.statusCode).slice(0, 10),
    grossAmount: (verified?.grossAmount ?? n.grossAmount).slice(0, 30),
    fraudStatus: (verified ? verified.fraudStatus : n.fraudStatus)?.slice(0, 30) ?? null,
    signatureValid,
    outcome,
    body: JSON.stringify(body).slice(0, WEBHOOK_MAX_BYTES),
    receivedAt: now,
  });
  const reject = async (httpStatus: 400 | 404, message: string): Promise<NotificationResult> => {
    await run((db) => db.insert(tables.paymentNotifications).values(row("rejected")));
    return { outcome: "rejected", httpStatus, message };
  };

  // Only order ids this app created (a payment session with this provider).
  const session = await findPaymentSession(n.orderId, provider);
  if (!session) return await reject(404, "Unknown order");
  if (!statusCodeAgrees(n.transactionStatus, n.fraudStatus, n.statusCode)) {
    return await reject(400, "status_code does not match transaction_status");
  }

  // Verify, don't believe: the gateway's own answer is what gets applied.
  let verified: GatewayTransactionStatus | null;
  try {
    verified = await provider.getTransactionStatus(n.orderId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`payment notification for ${n.orderId} not verified: ${error.message}`);
    return deferred("Payment gateway unavailable, please retry");
  }
  if (!verified) return await reject(404, "The payment gateway does not know this order");
  if (verified.orderId !== n.orderId || !statusCodeAgrees(verified.transactionStatus, verified.fraudStatus, verified.statusCode)) {
    console.error(`payment gateway answered an unusable status for ${n.orderId}`);
    return deferred("Payment gateway answer unusable, please retry");
  }
  const v = verified;
  let refundsToApply: GatewayRefund[] = [];

  const result = await transaction(async (tx): Promise<NotificationResult & { mailIds: number[] }> => {
        const record = async (outcome: NotificationOutcome) => await run((db) => db.insert(tables.paymentNotifications).values(row(outcome, v)));
        const invoice = await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, session.invoiceId)));
        if (!invoice) {
          await record("rejected");
          return { outcome: "rejected", httpStatus: 404, message: "Unknown order", mailIds: [] };
        }
        const amount = Number(v.grossAmount);
        // Each payment session is for one amount: the invoice, its deposit or its balance (ADR 0256).
        if (!Number.isFinite(amount) || amount !== session.grossAmount) {
          await record("rejected");
          return { outcome: "rejected", httpStatus: 400, message: "Amount does not match the invoice", mailIds: [] };
        }

        const effect = gatewayEffect(v.transactionStatus, v.fraudStatus);
        const done = async (outcome: NotificationOutcome, message: string, mailIds: number[] = []) => {
          await record(outcome);
          const status = (await first(tx.select({ s: tables.invoices.status }).from(tables.invoices).where(eq(tables.invoices.id, invoice.id))))!.s;
          return { outcome, httpStatus: 200 as const, message, invoiceStatus: status, mailIds };
        };
        if (!effect && (v.transactionStatus === "refund" || v.transactionStatus === "partial_refund")) {
          // Applied only as far as the gateway's own status lists our refunds (after commit, below).
          refundsToApply = v.refunds ?? [];
          return await done("applied", "Refund status noted");
        }
        if (!effect) return await done("ignored", `Status ${v.transactionStatus || "(none)"} is not applied`);

        // Idempotency and ordering are judged per gateway order (one payment session).
        const previous = await tx
                .select({ status: tables.paymentNotifications.transactionStatus, fraud: tables.paymentNotifications.fraudStatus })
                .from(tables.paymentNotifications)
                .where(and(eq(tables.paymentNotifications.orderId, n.orderId), eq(tables.paymentNotifications.outcome, "applied")));
        const sameAsBefore = previous.some((p) => p.status === v.transactionStatus && p.fraud === v.fraudStatus);
        if (sameAsBefore) return await done("duplicate", "Already processed");
        const highest = Math.max(0, ...previous.map((p) => gatewayEffect(p.status, p.fraud)?.rank ?? 0));
        if (effect.rank < highest) return await done("ignored", "Stale notification");

        if (invoice.status === "paid" && effect.invoice !== "paid") return await done("ignored", "Invoice already paid");

        let mailIds: number[] = [];
        if (invoice.status === "cancelled" && effect.invoice === "paid" && session.part !== "balance") {
          // Released or cancelled while this session was open: the money does not revive the
          // booking (its slot was free for others); it is refunded in full (ADR 0353).
          await run((db) => db.update(tables.invoices).set({ gatewayStatus: v.transactionStatus }).where(eq(tables.invoices.id, invoice.id)));
          await run((db) => db.update(tables.paymentTransactions).set({ paymentType: v.paymentType ?? null }).where(eq(tables.paymentTransactions.id, session.id)));
          mailIds = await refundLatePayment(tx, invoice, { orderId: n.orderId, amount, part: session.part === "deposit" ? "deposit" : "full", paymentType: v.paymentType ?? null, origin, now });
          return await done("applied", "Paid after the invoice was cancelled: refunded", mailIds);
        }
        if (session.part === "balance") {
          // The balance of a booking secured by its deposit: Full Paid, the voucher sent again.
          if (effect.invoice === "paid") {
            await run((db) => db.update(tables.paymentTransactions).set({ paymentType: v.paymentType ?? null }).where(eq(tables.paymentTransactions.id, session.id)));
            mailIds = await markBalancePaid(tx, invoice, { origin, now, amount });
          }
          return await done("applied", "OK", mailIds);
        }
        if (invoice.status !== "paid") {
          await run((db) => db.update(tables.invoices).set({ gatewayStatus: v.transactionStatus }).where(eq(tables.invoices.id, invoice.id)));
          if (effect.invoice === "paid") {
            // How it was paid decides how a later refund goes back (ADR 0251).
            await run((db) => db.update(tables.paymentTransactions).set({ paymentType: v.paymentType ?? null }).where(eq(tables.paymentTransactions.id, session.id)));
            const taken = await linesTakenSince(tx, invoice, now);
            mailIds = await markInvoicePaid(tx, invoice, { origin, now, paidVia: provider.name, part: session.part === "deposit" ? "deposit" : "full" });
            if (taken.length) mailIds.push(...await queueDoubleBookingAlert(tx, invoice, taken));
          } else if (effect.invoice && invoice.status === "pending" && invoice.paymentStatus === "Waiting Payment") {
            const lapsed = effect.invoice === "cancelled" || invoice.expiresAt.getTime() <= now.getTime();
            const lapsedStatus = effect.invoice;
            if (lapsed) await run((db) => db.update(tables.invoices).set({ status: lapsedStatus }).where(eq(tables.invoices.id, invoice.id)));
          }
        } else {
          // Paid by the admin first: remember the gateway's word, nothing else changes.
          await run((db) => db.update(tables.invoices).set({ gatewayStatus: v.transactionStatus }).where(eq(tables.invoices.id, invoice.id)));
        }
        return await done("applied", "OK", mailIds);
      });
  if (result.mailIds.length) await deliverQueuedMail(result.mailIds);
  if (refundsToApply.length) await applyGatewayRefunds(n.orderId, refundsToApply, now);
  const { mailIds: _ids, ...answer } = result;
  return answer;
}

