// Refunds after a cancellation (ADR 0251). Gateway refunds run on the job runner, never in a
// request: the job asks the gateway with the refund's key (one refund there however often it
// is asked), then confirms from the gateway's status that the refund exists. A refund
// notification is applied only after the same status check. Refunds the gateway cannot make
// (bank transfers, virtual accounts) are "refunds to send": the admin transfers and marks them
// sent with the transfer reference.
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/admin/audit.server";
import { REFUND_JOB, type Refund } from "~/cancellations/cancellation.server";
import { invoicePaths } from "~/checkout/invoice.server";
import { getDb, schema } from "~/db.server";
import { defineJob, retryJobNow, enqueueJob } from "~/jobs/runner.server";
import { queueMail, withLinks, deliverQueuedMail } from "~/mail/mail.server";
import { defaultOrigin } from "~/payments/invoice-status.server";
import { getPaymentProvider, type GatewayRefund } from "~/payments/provider.server";
import { BRAND } from "~/utils/constants";
import { fill, invoiceLanguage, mailStrings } from "~/mail/mail-language.server";
import { formatRupiah } from "~/utils/format";

export type RefundState = Refund["state"];

/** What planners read for each state (My Reservation, e-mails). */
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  requested: "Refund requested",
  processing: "Refund processing",
  refunded: "Refunded",
  failed: "Refund failed: we are on it",
};

class RefundNotYetVisible extends Error {}

function setState(id: number, values: Partial<typeof schema.refunds.$inferInsert>, now: Date) {
  getDb()
    .update(schema.refunds)
    .set({ ...values, updatedAt: now })
    .where(eq(schema.refunds.id, id))
    .run();
}

/** Marks refunds the gateway reports on an order as refunded (and tells the planner once). */
export function applyGatewayRefunds(orderId: string, reported: GatewayRefund[], now = new Date()): number {
  if (!reported.length) return 0;
  const db = getDb();
  const mailIds: number[] = [];
  const applied = db.transaction(
    (tx) => {
      const open = tx
        .select()
        .from(schema.refunds)
        .where(and(eq(schema.refunds.orderId, orderId), eq(schema.refunds.method, "gateway"), inArray(schema.refunds.state, ["requested", "processing", "failed"])))
        .all();
      let count = 0;
      for (const refund of open) {
        const seen = reported.find((r) => r.refundKey === refund.refundKey);
        if (!seen || seen.amount !== refund.amount) continue;
        tx.update(schema.refunds).set({ state: "refunded", refundedAt: now, failure: null, updatedAt: now }).where(eq(schema.refunds.id, refund.id)).run();
        const mail = refundedMail(tx, refund);
        if (mail) mailIds.push(queueMail(tx, mail));
        count++;
      }
      return count;
    },
    { behavior: "immediate" },
  );
  if (mailIds.length) void deliverQueuedMail(mailIds);
  return applied;
}

function refundedMail(tx: Pick<ReturnType<typeof getDb>, "select">, refund: Refund) {
  const invoice = tx.select().from(schema.invoices).where(eq(schema.invoices.id, refund.invoiceId)).get();
  if (!invoice) return null;
  const link = `${defaultOrigin()}${invoicePaths(invoice).voucher}`;
  const t = mailStrings(invoiceLanguage(invoice));
  const values = { amount: formatRupiah(refund.amount), invoiceNo: invoice.invoiceNo, reference: refund.transferReference ?? "" };
  return withLinks(
    {
      to: invoice.email,
      subject: fill(t.refundSubject, { brand: BRAND, invoiceNo: invoice.invoiceNo }),
      text: [
        fill(t.dear, { name: invoice.name }),
        fill(refund.method === "gateway" ? t.refundGateway : t.refundBank, values),
        fill(t.yourBooking, { link }),
      ].join("\n\n"),
    },
    [link],
  );
}

/** The job: ask the gateway, then confirm from its status. Throws to be retried. */
export async function processGatewayRefund(refundId: number, now = new Date()): Promise<RefundState> {
  const db = getDb();
  const refund = db.select().from(schema.refunds).where(eq(schema.refunds.id, refundId)).get();
  if (!refund || refund.method !== "gateway" || refund.state === "refunded" || !refund.orderId) return refund?.state ?? "failed";
  const provider = getPaymentProvider();
  if (!provider) {
    setState(refund.id, { state: "failed", failure: "No payment gateway is configured" }, now);
    return "failed";
  }
  if (refund.state !== "processing") setState(refund.id, { state: "processing" }, now);
  const answer = await provider.refund({ orderId: refund.orderId, refundKey: refund.refundKey, amount: refund.amount, reason: refund.reason || "Booking cancelled" });
  if (answer.outcome === "refused") {
    setState(refund.id, { state: "failed", failure: answer.message.slice(0, 500) }, now);
    return "failed";
  }
  const status = await provider.getTransactionStatus(refund.orderId);
  if (!status || !applyGatewayRefunds(refund.orderId, status.refunds ?? [], now)) {
    // Accepted but not in the gateway's record yet: the job tries again (or the notification confirms it).
    throw new RefundNotYetVisible("refund accepted but not yet in the gateway's status");
  }
  return "refunded";
}

defineJob<{ refundId: number }>(REFUND_JOB, {
  // A PaymentProviderError (gateway unreachable) or a refund not yet visible is thrown: retried with backoff.
  async run({ refundId }, { now }) {
    await processGatewayRefund(refundId, now);
  },
  onGiveUp({ refundId }, error) {
    setState(refundId, { state: "failed", failure: error.slice(0, 500) }, new Date());
  },
});

/** The admin's retry of a failed gateway refund: due again now with a fresh budget. */
export function retryRefund(refundId: number, actor: AuditActor, now = new Date()): boolean {
  const db = getDb();
  return db.transaction(
    (tx) => {
      const refund = tx.select().from(schema.refunds).where(eq(schema.refunds.id, refundId)).get();
      if (!refund || refund.method !== "gateway" || refund.state !== "failed") return false;
      tx.update(schema.refunds).set({ state: "requested", failure: null, updatedAt: now }).where(eq(schema.refunds.id, refund.id)).run();
      if (!retryJobNow(tx, `refund:${refund.id}`, now)) enqueueJob(tx, { kind: REFUND_JOB, key: `refund:${refund.id}`, payload: { refundId: refund.id }, now });
      recordAudit(tx, actor, { action: "refundRetry", subject: `refund ${refund.refundKey}`, invoiceId: refund.invoiceId, lineId: refund.lineId, oldValue: "failed", newValue: "requested" }, now);
      return true;
    },
    { behavior: "immediate" },
  );
}

export const REFUND_SENT_MESSAGES = {
  reference: "Enter the bank transfer's reference",
  notOpen: "This refund is not waiting to be sent",
} as const;

/** The admin marks a refund to send as sent, with the transfer's reference; the planner is told. */
export async function markRefundSent(
  refundId: number,
  { reference, actor, now = new Date() }: { reference: string; actor: AuditActor; now?: Date },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const ref = reference.trim();
  if (!ref || ref.length > 100) return { ok: false, message: REFUND_SENT_MESSAGES.reference };
  const db = getDb();
  const mailId = db.transaction(
    (tx) => {
      const refund = tx.select().from(schema.refunds).where(eq(schema.refunds.id, refundId)).get();
      if (!refund || refund.method !== "bank" || refund.state === "refunded") return null;
      tx.update(schema.refunds)
        .set({ state: "refunded", transferReference: ref, sentAt: now, refundedAt: now, updatedAt: now })
        .where(eq(schema.refunds.id, refund.id))
        .run();
      recordAudit(tx, actor, { action: "refundSent", subject: `refund ${refund.refundKey}`, invoiceId: refund.invoiceId, lineId: refund.lineId, oldValue: refund.state, newValue: `refunded, ${formatRupiah(refund.amount)}, reference ${ref}` }, now);
      const mail = refundedMail(tx, { ...refund, transferReference: ref });
      return mail ? queueMail(tx, mail) : 0;
    },
    { behavior: "immediate" },
  );
  if (mailId === null) return { ok: false, message: REFUND_SENT_MESSAGES.notOpen };
  if (mailId) await deliverQueuedMail([mailId]);
  return { ok: true };
}

/** The planner gives (or corrects) the account a refund to send goes to, before it is sent. */
export function setRefundBankDetails(refundId: number, invoiceId: number, bank: { accountName: string; bankName: string; accountNumber: string }, now = new Date()): boolean {
  const changed = getDb()
    .update(schema.refunds)
    .set({ bankAccountName: bank.accountName, bankName: bank.bankName, bankAccount: bank.accountNumber, updatedAt: now })
    .where(and(eq(schema.refunds.id, refundId), eq(schema.refunds.invoiceId, invoiceId), eq(schema.refunds.method, "bank"), inArray(schema.refunds.state, ["requested", "failed"])))
    .run();
  return changed.changes === 1;
}

/** The admin console's refunds: every open one (to send, failed, in progress; oldest first), then the latest 50 done. */
export function listRefundsForAdmin() {
  const query = () =>
    getDb()
      .select({
        refund: schema.refunds,
        invoiceNo: schema.invoices.invoiceNo,
        plannerName: schema.invoices.name,
        plannerEmail: schema.invoices.email,
        plannerPhone: schema.invoices.cellPhone,
        productName: schema.reservationLines.productName,
        venueName: schema.reservationLines.venueName,
        startsAt: schema.reservationLines.startsAt,
      })
      .from(schema.refunds)
      .innerJoin(schema.invoices, eq(schema.invoices.id, schema.refunds.invoiceId))
      .innerJoin(schema.reservationLines, eq(schema.reservationLines.id, schema.refunds.lineId));
  // Two queries, so a long history of done refunds never pushes an open one off the page.
  const open = query().where(ne(schema.refunds.state, "refunded")).orderBy(asc(schema.refunds.createdAt), asc(schema.refunds.id)).limit(1000).all();
  const done = query().where(eq(schema.refunds.state, "refunded")).orderBy(desc(schema.refunds.refundedAt), desc(schema.refunds.id)).limit(50).all();
  return { open, done };
}
