// Admin console: payment status of a reservation's invoice, acknowledge, deleting and restoring
// a reservation line (ADR 0062, 0141; never a paid one, ADR 0357) and the bank-transfer
// confirmations shown in the detail.
// Every change writes its audit row in its own transaction (ADR 0141).
import { queueExpireOpenSessions } from "~/payments/expire-sessions.server";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { atBaliTime, recordAudit, lineSubject, type AuditActor } from "~/audit/audit.server";
import { isSlotAvailable, occupiedWindow } from "~/availability/availability.server";
import { computeTotals } from "~/checkout/coupon.server";
import { getDb, tables, first, run, transaction } from "~/db.server";
import { ADMIN_PAYMENT_STATUSES } from "~/db/schema";
import { confirmationsForInvoice } from "~/payments/confirmation.server";
import { applyAdminPaymentStatus, type AdminStatusResult, type Tx } from "~/payments/invoice-status.server";
import type { InvoiceMoney } from "~/payments/money-state";
import { moneyStateOf, moneyStates } from "~/payments/money-state.server";
import { invoiceIdOfLine } from "~/supplier/reservations.server";
import { formatDateTime, formatRupiah } from "~/utils/format";
import { msg } from "~/i18n/message-ref";
import type { Lang } from "~/i18n/config";
import { lineAt } from "~/payments/invoice-status.server";

export { ADMIN_PAYMENT_STATUSES };

/** Update Payment Status, from a reservation line: the label applies to the line's invoice. */
export async function setPaymentStatusOfLine(
  lineId: number,
  label: string,
  actor: AuditActor,
  options: { origin?: string; now?: Date } = {},
): Promise<AdminStatusResult> {
  const invoiceId = await invoiceIdOfLine({ admin: true }, lineId);
  if (!invoiceId) return { ok: false, status: 404, message: msg("admin.reservationNotFound") };
  return applyAdminPaymentStatus(invoiceId, label, {
    ...options,
    onApplied: async (tx, before, after) => {
      if (before.paymentStatus === after.paymentStatus && before.status === after.status) return;
      await recordAudit(
        tx,
        actor,
        {
          action: "paymentStatus",
          subject: `invoice ${after.invoiceNo}`,
          invoiceId: after.id,
          lineId,
          oldValue: before.paymentStatus,
          newValue: after.paymentStatus,
        },
        options.now,
      );
    },
  });
}

/** Update Reservation by the admin: acknowledge Yes/No, audited. False when the line does not exist. */
export async function setAcknowledgeAsAdmin(lineId: number, acknowledge: boolean, actor: AuditActor, now = new Date()): Promise<boolean> {
  return await transaction(async (tx) => {
        const line = await first(tx.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, lineId)));
        if (!line) return false;
        if (line.acknowledge === acknowledge) return true;
        const invoice = (await first(tx.select({ invoiceNo: tables.invoices.invoiceNo }).from(tables.invoices).where(eq(tables.invoices.id, line.invoiceId))))!;
        await run((db) => db.update(tables.reservationLines).set({ acknowledge }).where(eq(tables.reservationLines.id, lineId)));
        await recordAudit(
          tx,
          actor,
          {
            action: "acknowledge",
            subject: lineSubject(line, invoice.invoiceNo),
            invoiceId: line.invoiceId,
            lineId,
            oldValue: line.acknowledge ? "Yes" : "No",
            newValue: acknowledge ? "Yes" : "No",
          },
          now,
        );
        return true;
      });
}

/** Recomputes an invoice's subtotal, coupon discount and total from its lines. */
async function recomputeInvoice(tx: Tx, invoice: typeof tables.invoices.$inferSelect, extra: Partial<typeof tables.invoices.$inferInsert> = {}) {
  const remaining = await tx
      .select({ totalPrice: tables.reservationLines.totalPrice })
      .from(tables.reservationLines)
      .where(eq(tables.reservationLines.invoiceId, invoice.id));
  const subtotal = remaining.reduce((sum, l) => sum + l.totalPrice, 0);
  const totals = computeTotals(subtotal, invoice.discountPercentage);
  await run((db) => db.update(tables.invoices)
        .set({ subtotal: totals.subtotal, discountAmount: totals.discountAmount, totalCost: totals.totalCost, ...extra })
        .where(eq(tables.invoices.id, invoice.id)));
  return { lines: remaining.length, totalCost: totals.totalCost };
}

export type DeleteLineResult =
  | { ok: true; invoiceId: number; invoiceCancelled: boolean; totalCost: number }
  | { ok: false; status: 404 | 409; message: string };

export const DELETE_PAID_MESSAGE = "A paid reservation cannot be deleted: cancel it with a refund instead.";

/**
 * Whether a reservation line may be hard-deleted (issue 40, ADR 0357): only while no real money
 * is tied to it. A line the ledger holds a payment or refund for, or of an invoice marked paid, is
 * cancelled with a refund instead, so its money trail stays. TEST (sandbox) money moved nothing:
 * such records may go (the delete's audit row says TEST).
 */
export function mayDeleteLine(invoice: { status: string }, money: InvoiceMoney, lineId: number): boolean {
  if (money.test) return true;
  const line = money.lines.find((l) => l.lineId === lineId);
  return invoice.status !== "paid" && !(line && (line.paid > 0 || line.refunded > 0));
}

/** The rows with `canDelete` (mayDeleteLine), for the Delete link of Manage Payments. */
export async function withDeletable<Row extends { id: number; invoiceId: number }>(rows: Row[], now = new Date()): Promise<(Row & { canDelete: boolean })[]> {
  const ids = [...new Set(rows.map((r) => r.invoiceId))];
  if (!ids.length) return [];
  const db = getDb();
  const [invoices, lines] = await Promise.all([
    db.select().from(tables.invoices).where(inArray(tables.invoices.id, ids)),
    db.select().from(tables.reservationLines).where(inArray(tables.reservationLines.invoiceId, ids)),
  ]);
  const money = await moneyStates(invoices.map((i) => ({ ...i, lines: lines.filter((l) => l.invoiceId === i.id) })), now);
  const byId = new Map(invoices.map((i) => [i.id, i]));
  return rows.map((row) => {
    const invoice = byId.get(row.invoiceId);
    const state = money.get(row.invoiceId);
    return { ...row, canDelete: !!invoice && !!state && mayDeleteLine(invoice, state, row.id) };
  });
}

/**
 * Deletes a reservation line and keeps its invoice consistent in one transaction (ADR 0062):
 * the invoice's subtotal, coupon discount (same percentage) and total are recomputed from the
 * remaining lines; an invoice left without lines is cancelled (kept for the payment record).
 * The line is kept in deleted_reservation_lines (ADR 0141): its slot is free, and
 * restoreReservationLine can bring it back while the slot is still free.
 */
export async function deleteReservationLine(lineId: number, actor: AuditActor, now = new Date()): Promise<DeleteLineResult> {
  const db = getDb();
  return await transaction(async (tx): Promise<DeleteLineResult> => {
        const line = await first(tx.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, lineId)));
        if (!line) return { ok: false, status: 404, message: msg("admin.reservationNotFound") };
        const invoice = (await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, line.invoiceId))))!;
        const lines = await tx.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
        const money = await moneyStateOf({ ...invoice, lines }, now, tx);
        if (!mayDeleteLine(invoice, money, lineId)) return { ok: false, status: 409, message: DELETE_PAID_MESSAGE };
        await run((db) => db.delete(tables.reservationLines).where(eq(tables.reservationLines.id, lineId)));
        const left = await tx.select({ id: tables.reservationLines.id }).from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
        const invoiceCancelled = left.length === 0 && invoice.status !== "paid";
        const { totalCost } = await recomputeInvoice(tx, invoice, invoiceCancelled ? { status: "cancelled" } : {});
        // Its open payment sessions can no longer be paid (ADR 0353).
        if (invoiceCancelled) await queueExpireOpenSessions(tx, invoice.id, now);
        await run((db) => db.insert(tables.deletedReservationLines)
                    .values({
                      id: line.id,
                      invoiceId: invoice.id,
                      row: { ...line, startsAt: line.startsAt.getTime(), endsAt: line.endsAt.getTime(), createdAt: line.createdAt.getTime() },
                      invoiceStatusBefore: invoiceCancelled ? invoice.status : null,
                      deletedAt: now,
                      deletedBy: actor.email,
                    }));
        await recordAudit(
          tx,
          actor,
          {
            action: "deleteLine",
            subject: lineSubject(line, invoice.invoiceNo),
            invoiceId: invoice.id,
            lineId,
            oldValue: `active, invoice total ${formatRupiah(invoice.totalCost)}`,
            newValue: `deleted, invoice total ${formatRupiah(totalCost)}${invoiceCancelled ? ", invoice cancelled" : ""}${money.test ? `, TEST payment of ${formatRupiah(money.paid)} (sandbox, no money moved)` : ""}`,
          },
          now,
        );
        return { ok: true, invoiceId: invoice.id, invoiceCancelled, totalCost };
      });
}

export type RestoreLineResult =
  | { ok: true; invoiceId: number; totalCost: number }
  | { ok: false; status: 404 | 409; message: string };

type ArchivedLine = Omit<typeof tables.reservationLines.$inferSelect, "startsAt" | "endsAt" | "createdAt"> & {
  startsAt: number;
  endsAt: number;
  createdAt: number;
};

/**
 * Restores a deleted line under its own id when its slot is still free (no live booking or
 * block overlaps it); the invoice total is recomputed and an invoice the delete cancelled gets
 * its status back.
 */
export async function restoreReservationLine(lineId: number, actor: AuditActor, now = new Date()): Promise<RestoreLineResult> {
  return await transaction(async (tx): Promise<RestoreLineResult> => {
        const archived = await first(tx.select().from(tables.deletedReservationLines).where(eq(tables.deletedReservationLines.id, lineId)));
        if (!archived) return { ok: false, status: 404, message: msg("admin.deletedReservationNotFound") };
        const saved = archived.row as ArchivedLine;
        const line = { ...saved, startsAt: new Date(saved.startsAt), endsAt: new Date(saved.endsAt), createdAt: new Date(saved.createdAt) };
        const invoice = await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, archived.invoiceId)));
        if (!invoice) return { ok: false, status: 404, message: msg("admin.invoiceGone") };
        const window = occupiedWindow(line.unit, line.startsAt, line.endsAt);
        if (!await isSlotAvailable(tx, { subVenueId: line.subVenueId, productId: line.productId, window }, now)) {
          return {
            ok: false,
            status: 409,
            message: msg("admin.restoreTaken", { line: lineAt(line.productName, line.startsAt) }),
          };
        }
        await run((db) => db.insert(tables.reservationLines).values(line));
        await run((db) => db.delete(tables.deletedReservationLines).where(eq(tables.deletedReservationLines.id, lineId)));
        const statusBack = archived.invoiceStatusBefore as (typeof tables.invoices.$inferSelect)["status"] | null;
        const { totalCost } = await recomputeInvoice(tx, invoice, statusBack && invoice.status === "cancelled" ? { status: statusBack } : {});
        await recordAudit(
          tx,
          actor,
          {
            action: "restoreLine",
            subject: lineSubject(line, invoice.invoiceNo),
            invoiceId: invoice.id,
            lineId,
            oldValue: `deleted, invoice total ${formatRupiah(invoice.totalCost)}`,
            newValue: `active, invoice total ${formatRupiah(totalCost)}`,
          },
          now,
        );
        return { ok: true, invoiceId: invoice.id, totalCost };
      });
}

/** Deleted lines, newest first, for the audit page's Restore list. */
export async function listDeletedLines(limit = 50, lang: Lang = "en") {
  return (await getDb()
      .select({ archived: tables.deletedReservationLines, invoiceNo: tables.invoices.invoiceNo })
      .from(tables.deletedReservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.deletedReservationLines.invoiceId))
      .orderBy(desc(tables.deletedReservationLines.deletedAt))
      .limit(limit))
    .map(({ archived, invoiceNo }) => {
      const row = archived.row as ArchivedLine;
      return {
        id: archived.id,
        invoiceNo,
        subject: lineSubject({ productName: row.productName, startsAt: new Date(row.startsAt) }, invoiceNo),
        venue: `${row.venueName}, ${row.subVenueName}`,
        deletedAt: atBaliTime(archived.deletedAt, lang),
        deletedBy: archived.deletedBy,
      };
    });
}

/** The invoice's bank-transfer confirmations, for the admin's Reservation Detail. */
export async function confirmationViews(invoiceId: number) {
  return (await confirmationsForInvoice(invoiceId)).map((c) => ({
    id: c.id,
    fullName: c.fullName,
    email: c.email,
    paymentTime: c.paymentTime,
    amount: formatRupiah(c.amount),
    from: [c.bankAccountName, c.bankName, c.bankAccount].filter(Boolean).join(", "),
    bankAddress: c.bankAddress,
    to: [c.destinationBankAccountName, c.destinationBankName, c.destinationBankAccount].filter(Boolean).join(", "),
    receivedAt: formatDateTime(c.createdAt),
    receiptUrl: c.fileKey ? `/admin/receipts/${c.id}` : null,
  }));
}

/** Every venue by name, for the payments table's Venue filter. */
export async function venueChoices() {
  return await getDb().select({ id: tables.venues.id, name: tables.venues.name }).from(tables.venues).orderBy(asc(tables.venues.name));
}
