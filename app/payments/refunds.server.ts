// Refunds after a cancellation (ADR 0251). Gateway refunds run on the job runner, never in a
// request: the job asks the gateway with the refund's key (one refund there however often it
// is asked), then confirms from the gateway's status that the refund exists. A refund
// notification is applied only after the same status check. Refunds the gateway cannot make
// (bank transfers, virtual accounts) are "refunds to send": the admin transfers and marks them
// sent with the transfer reference.
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import { invoicePaths } from "~/payments/invoice.server";
import { getDb, tables, run, first, transaction, write, type Tx } from "~/db.server";
import { defineJob, retryJobNow, enqueueJob } from "~/jobs/runner.server";
import { recordRefund } from "~/ledger/ledger.server";
import { queueMail, withLinks, deliverQueuedMail } from "~/mail/mail.server";
import { getPaymentProvider, type GatewayRefund } from "~/payments/provider.server";
import { BRAND } from "~/utils/constants";
import { fill, invoiceLanguage, mailStrings } from "~/mail/mail-language.server";
import { formatRupiah } from "~/utils/format";
import { appOrigin } from "~/utils/url.server";
import { msg } from "~/i18n/message-ref";

/** The job that asks the gateway for a refund (defined below), and the refund's idempotency key. */
export const REFUND_JOB = "refunds.process";
export type Refund = typeof tables.refunds.$inferSelect;

export function refundKeyFor(invoice: { invoiceNo: string }, lineId: number): string {
  return `RF-${invoice.invoiceNo}-L${lineId}`;
}

/** One line's refund as it is opened: what is owed, why, by whom, and where the money goes. */
export type LineRefundRequest = {
  invoice: { id: number; invoiceNo: string };
  line: Parameters<typeof recordRefund>[1]["line"];
  amount: number;
  linePaid: number;
  reason: string;
  initiatedBy: Refund["initiatedBy"];
  method: Refund["method"];
  /** The gateway order the money came in on (gateway refunds only). */
  orderId: string | null;
  bank?: { accountName: string; bankName: string; accountNumber: string };
  /** The origin the job's "refund sent" e-mail links to (ADR 0382). */
  origin?: string;
  now: Date;
};

/**
 * Opens a line's refund in the caller's transaction, the one way both a cancellation and a
 * late payment do it: the refund row under its key (a line has one refund; a second request
 * for it writes nothing and returns null), the ledger's refund movement, and for a gateway
 * refund the job that asks the gateway.
 */
export async function openLineRefund(tx: Tx, r: LineRefundRequest): Promise<number | null> {
  const [refund] = await write((db) => db
        .insert(tables.refunds)
        .values({
          invoiceId: r.invoice.id,
          lineId: r.line.id,
          refundKey: refundKeyFor(r.invoice, r.line.id),
          amount: r.amount,
          linePaid: r.linePaid,
          reason: r.reason.slice(0, 255),
          initiatedBy: r.initiatedBy,
          method: r.method,
          orderId: r.method === "gateway" ? r.orderId : null,
          state: "requested",
          bankAccountName: r.bank?.accountName ?? "",
          bankName: r.bank?.bankName ?? "",
          bankAccount: r.bank?.accountNumber ?? "",
          createdAt: r.now,
          updatedAt: r.now,
        })
        .onConflictDoNothing()
        .returning({ id: tables.refunds.id }));
  if (!refund) return null;
  // The refund owed is a ledger movement now, in this transaction (ADR 0257).
  await recordRefund(tx, { line: r.line, amount: r.amount, ref: `refund:${refund.id}`, now: r.now });
  if (r.method === "gateway") {
    await enqueueJob({ kind: REFUND_JOB, key: `refund:${refund.id}`, payload: { refundId: refund.id, ...(r.origin ? { origin: r.origin } : {}) }, now: r.now });
  }
  return refund.id;
}

export type RefundState = Refund["state"];

/** What planners read for each state (My Reservation; /v1 in English): message references. */
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  requested: msg("payments.refundRequested"),
  processing: msg("payments.refundProcessing"),
  refunded: msg("payments.refundRefunded"),
  failed: msg("payments.refundFailed"),
};

class RefundNotYetVisible extends Error {}

async function setState(id: number, values: Partial<typeof tables.refunds.$inferInsert>, now: Date) {
  await run((db) => db
        .update(tables.refunds)
        .set({ ...values, updatedAt: now })
        .where(eq(tables.refunds.id, id)));
}

/**
 * Marks refunds the gateway reports on an order as refunded (and tells the planner once).
 * `origin`: the one the refund's e-mail links to (the refund job's, ADR 0382); else appOrigin().
 */
export async function applyGatewayRefunds(orderId: string, reported: GatewayRefund[], now = new Date(), origin?: string): Promise<number> {
  if (!reported.length) return 0;
  const db = getDb();
  const mailIds: number[] = [];
  const applied = await transaction(async (tx) => {
        const open = await tx
                .select()
                .from(tables.refunds)
                .where(and(eq(tables.refunds.orderId, orderId), eq(tables.refunds.method, "gateway"), inArray(tables.refunds.state, ["requested", "processing", "failed"])));
        let count = 0;
        for (const refund of open) {
          const seen = reported.find((r) => r.refundKey === refund.refundKey);
          if (!seen || seen.amount !== refund.amount) continue;
          await run((db) => db.update(tables.refunds).set({ state: "refunded", refundedAt: now, failure: null, updatedAt: now }).where(eq(tables.refunds.id, refund.id)));
          const mail = await refundedMail(tx, refund, origin);
          if (mail) mailIds.push(await queueMail(tx, mail));
          count++;
        }
        return count;
      });
  if (mailIds.length) void deliverQueuedMail(mailIds);
  return applied;
}

/**
 * The "refund sent" mail. `origin`: the admin's request's (as every mail an admin action sends),
 * or for the gateway refund job the origin of the cancellation that queued it (ADR 0382); the
 * gateway's notification (and a job queued without one) uses the one configured origin
 * (appOrigin(), ADR 0080), never one of its own.
 */
async function refundedMail(tx: Pick<ReturnType<typeof getDb>, "select">, refund: Refund, origin = appOrigin()) {
  const invoice = await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, refund.invoiceId)));
  if (!invoice) return null;
  const link = `${origin}${invoicePaths(invoice).voucher}`;
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
export async function processGatewayRefund(refundId: number, now = new Date(), origin?: string): Promise<RefundState> {
  const db = getDb();
  const refund = await first(db.select().from(tables.refunds).where(eq(tables.refunds.id, refundId)));
  if (!refund || refund.method !== "gateway" || refund.state === "refunded" || !refund.orderId) return refund?.state ?? "failed";
  const provider = getPaymentProvider();
  if (!provider) {
    await setState(refund.id, { state: "failed", failure: "No payment gateway is configured" }, now);
    return "failed";
  }
  if (refund.state !== "processing") await setState(refund.id, { state: "processing" }, now);
  const answer = await provider.refund({ orderId: refund.orderId, refundKey: refund.refundKey, amount: refund.amount, reason: refund.reason || "Booking cancelled" });
  if (answer.outcome === "refused") {
    await setState(refund.id, { state: "failed", failure: answer.message.slice(0, 500) }, now);
    return "failed";
  }
  const status = await provider.getTransactionStatus(refund.orderId);
  if (!status || !await applyGatewayRefunds(refund.orderId, status.refunds ?? [], now, origin)) {
    // Accepted but not in the gateway's record yet: the job tries again (or the notification confirms it).
    throw new RefundNotYetVisible("refund accepted but not yet in the gateway's status");
  }
  return "refunded";
}

defineJob<{ refundId: number; origin?: string }>(REFUND_JOB, {
  // A PaymentProviderError (gateway unreachable) or a refund not yet visible is thrown: retried with backoff.
  async run({ refundId, origin }, { now }) {
    await processGatewayRefund(refundId, now, origin);
  },
  async onGiveUp({ refundId }, error) {
    await setState(refundId, { state: "failed", failure: error.slice(0, 500) }, new Date());
  },
});

/** The admin's retry of a failed gateway refund: due again now with a fresh budget. */
export async function retryRefund(refundId: number, actor: AuditActor, now = new Date()): Promise<boolean> {
  const db = getDb();
  return await transaction(async (tx) => {
        const refund = await first(tx.select().from(tables.refunds).where(eq(tables.refunds.id, refundId)));
        if (!refund || refund.method !== "gateway" || refund.state !== "failed") return false;
        await run((db) => db.update(tables.refunds).set({ state: "requested", failure: null, updatedAt: now }).where(eq(tables.refunds.id, refund.id)));
        if (!(await retryJobNow(`refund:${refund.id}`, now))) await enqueueJob({ kind: REFUND_JOB, key: `refund:${refund.id}`, payload: { refundId: refund.id }, now });
        await recordAudit(tx, actor, { action: "refundRetry", subject: `refund ${refund.refundKey}`, invoiceId: refund.invoiceId, lineId: refund.lineId, oldValue: "failed", newValue: "requested" }, now);
        return true;
      });
}

export const REFUND_SENT_MESSAGES = {
  reference: msg("admin.transferReference"),
  notOpen: msg("admin.refundNotOpen"),
} as const;

/** The admin marks a refund to send as sent, with the transfer's reference; the planner is told. */
export async function markRefundSent(
  refundId: number,
  { reference, actor, origin = appOrigin(), now = new Date() }: { reference: string; actor: AuditActor; origin?: string; now?: Date },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const ref = reference.trim();
  if (!ref || ref.length > 100) return { ok: false, message: REFUND_SENT_MESSAGES.reference };
  const db = getDb();
  const mailId = await transaction(async (tx) => {
        const refund = await first(tx.select().from(tables.refunds).where(eq(tables.refunds.id, refundId)));
        if (!refund || refund.method !== "bank" || refund.state === "refunded") return null;
        await run((db) => db.update(tables.refunds)
                    .set({ state: "refunded", transferReference: ref, sentAt: now, refundedAt: now, updatedAt: now })
                    .where(eq(tables.refunds.id, refund.id)));
        await recordAudit(tx, actor, { action: "refundSent", subject: `refund ${refund.refundKey}`, invoiceId: refund.invoiceId, lineId: refund.lineId, oldValue: refund.state, newValue: `refunded, ${formatRupiah(refund.amount)}, reference ${ref}` }, now);
        const mail = await refundedMail(tx, { ...refund, transferReference: ref }, origin);
        return mail ? await queueMail(tx, mail) : 0;
      });
  if (mailId === null) return { ok: false, message: REFUND_SENT_MESSAGES.notOpen };
  if (mailId) await deliverQueuedMail([mailId]);
  return { ok: true };
}

/** The planner gives (or corrects) the account a refund to send goes to, before it is sent. */
export async function setRefundBankDetails(refundId: number, invoiceId: number, bank: { accountName: string; bankName: string; accountNumber: string }, now = new Date()): Promise<boolean> {
  const changed = await run((db) => db
      .update(tables.refunds)
      .set({ bankAccountName: bank.accountName, bankName: bank.bankName, bankAccount: bank.accountNumber, updatedAt: now })
      .where(and(eq(tables.refunds.id, refundId), eq(tables.refunds.invoiceId, invoiceId), eq(tables.refunds.method, "bank"), inArray(tables.refunds.state, ["requested", "failed"]))));
  return changed.changes === 1;
}

/** The admin console's refunds: every open one (to send, failed, in progress; oldest first), then the latest 50 done. */
export async function listRefundsForAdmin() {
  const query = () =>
    getDb()
      .select({
        refund: tables.refunds,
        invoiceNo: tables.invoices.invoiceNo,
        plannerName: tables.invoices.name,
        plannerEmail: tables.invoices.email,
        plannerPhone: tables.invoices.cellPhone,
        productName: tables.reservationLines.productName,
        venueName: tables.reservationLines.venueName,
        startsAt: tables.reservationLines.startsAt,
      })
      .from(tables.refunds)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.refunds.invoiceId))
      .innerJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.refunds.lineId));
  // Two queries, so a long history of done refunds never pushes an open one off the page.
  const open = await query().where(ne(tables.refunds.state, "refunded")).orderBy(asc(tables.refunds.createdAt), asc(tables.refunds.id)).limit(1000);
  const done = await query().where(eq(tables.refunds.state, "refunded")).orderBy(desc(tables.refunds.refundedAt), desc(tables.refunds.id)).limit(50);
  return { open, done };
}
