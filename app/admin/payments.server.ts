// Admin console: payment status of a reservation's invoice, acknowledge, deleting and restoring
// a reservation line (ADR 0062, 0141) and the bank-transfer confirmations shown in the detail.
// Every change writes its audit row in its own transaction (ADR 0141).
import { asc, desc, eq } from "drizzle-orm";
import { recordAudit, lineSubject, type AuditActor } from "~/admin/audit.server";
import { isSlotAvailable, occupiedWindow } from "~/availability/availability.server";
import { computeTotals } from "~/checkout/coupon.server";
import { getDb, schema } from "~/db.server";
import { ADMIN_PAYMENT_STATUSES } from "~/db/schema";
import { confirmationsForInvoice } from "~/payments/confirmation.server";
import { applyAdminPaymentStatus, type AdminStatusResult, type Tx } from "~/payments/invoice-status.server";
import { invoiceIdOfLine } from "~/supplier/reservations.server";
import { formatDateTime, formatRupiah } from "~/utils/format";

export { ADMIN_PAYMENT_STATUSES };

/** Update Payment Status, from a reservation line: the label applies to the line's invoice. */
export async function setPaymentStatusOfLine(
  lineId: number,
  label: string,
  actor: AuditActor,
  options: { origin?: string; now?: Date } = {},
): Promise<AdminStatusResult> {
  const invoiceId = invoiceIdOfLine({ admin: true }, lineId);
  if (!invoiceId) return { ok: false, status: 404, message: "Reservation not found" };
  return applyAdminPaymentStatus(invoiceId, label, {
    ...options,
    onApplied: (tx, before, after) => {
      if (before.paymentStatus === after.paymentStatus && before.status === after.status) return;
      recordAudit(
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
export function setAcknowledgeAsAdmin(lineId: number, acknowledge: boolean, actor: AuditActor, now = new Date()): boolean {
  return getDb().transaction(
    (tx) => {
      const line = tx.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineId)).get();
      if (!line) return false;
      if (line.acknowledge === acknowledge) return true;
      const invoice = tx.select({ invoiceNo: schema.invoices.invoiceNo }).from(schema.invoices).where(eq(schema.invoices.id, line.invoiceId)).get()!;
      tx.update(schema.reservationLines).set({ acknowledge }).where(eq(schema.reservationLines.id, lineId)).run();
      recordAudit(
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
    },
    { behavior: "immediate" },
  );
}

/** Recomputes an invoice's subtotal, coupon discount and total from its lines. */
function recomputeInvoice(tx: Tx, invoice: typeof schema.invoices.$inferSelect, extra: Partial<typeof schema.invoices.$inferInsert> = {}) {
  const remaining = tx
    .select({ totalPrice: schema.reservationLines.totalPrice })
    .from(schema.reservationLines)
    .where(eq(schema.reservationLines.invoiceId, invoice.id))
    .all();
  const subtotal = remaining.reduce((sum, l) => sum + l.totalPrice, 0);
  const totals = computeTotals(subtotal, invoice.discountPercentage);
  tx.update(schema.invoices)
    .set({ subtotal: totals.subtotal, discountAmount: totals.discountAmount, totalCost: totals.totalCost, ...extra })
    .where(eq(schema.invoices.id, invoice.id))
    .run();
  return { lines: remaining.length, totalCost: totals.totalCost };
}

export type DeleteLineResult =
  | { ok: true; invoiceId: number; invoiceCancelled: boolean; totalCost: number }
  | { ok: false; status: 404; message: string };

/**
 * Deletes a reservation line and keeps its invoice consistent in one transaction (ADR 0062):
 * the invoice's subtotal, coupon discount (same percentage) and total are recomputed from the
 * remaining lines; an invoice left without lines is cancelled (kept for the payment record).
 * The line is kept in deleted_reservation_lines (ADR 0141): its slot is free, and
 * restoreReservationLine can bring it back while the slot is still free.
 */
export function deleteReservationLine(lineId: number, actor: AuditActor, now = new Date()): DeleteLineResult {
  const db = getDb();
  return db.transaction(
    (tx): DeleteLineResult => {
      const line = tx.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineId)).get();
      if (!line) return { ok: false, status: 404, message: "Reservation not found" };
      const invoice = tx.select().from(schema.invoices).where(eq(schema.invoices.id, line.invoiceId)).get()!;
      tx.delete(schema.reservationLines).where(eq(schema.reservationLines.id, lineId)).run();
      const left = tx.select({ id: schema.reservationLines.id }).from(schema.reservationLines).where(eq(schema.reservationLines.invoiceId, invoice.id)).all();
      const invoiceCancelled = left.length === 0 && invoice.status !== "paid";
      const { totalCost } = recomputeInvoice(tx, invoice, invoiceCancelled ? { status: "cancelled" } : {});
      tx.insert(schema.deletedReservationLines)
        .values({
          id: line.id,
          invoiceId: invoice.id,
          row: { ...line, startsAt: line.startsAt.getTime(), endsAt: line.endsAt.getTime(), createdAt: line.createdAt.getTime() },
          invoiceStatusBefore: invoiceCancelled ? invoice.status : null,
          deletedAt: now,
          deletedBy: actor.email,
        })
        .run();
      recordAudit(
        tx,
        actor,
        {
          action: "deleteLine",
          subject: lineSubject(line, invoice.invoiceNo),
          invoiceId: invoice.id,
          lineId,
          oldValue: `active, invoice total ${formatRupiah(invoice.totalCost)}`,
          newValue: `deleted, invoice total ${formatRupiah(totalCost)}${invoiceCancelled ? ", invoice cancelled" : ""}`,
        },
        now,
      );
      return { ok: true, invoiceId: invoice.id, invoiceCancelled, totalCost };
    },
    { behavior: "immediate" },
  );
}

export type RestoreLineResult =
  | { ok: true; invoiceId: number; totalCost: number }
  | { ok: false; status: 404 | 409; message: string };

type ArchivedLine = Omit<typeof schema.reservationLines.$inferSelect, "startsAt" | "endsAt" | "createdAt"> & {
  startsAt: number;
  endsAt: number;
  createdAt: number;
};

/**
 * Restores a deleted line under its own id when its slot is still free (no live booking or
 * block overlaps it); the invoice total is recomputed and an invoice the delete cancelled gets
 * its status back.
 */
export function restoreReservationLine(lineId: number, actor: AuditActor, now = new Date()): RestoreLineResult {
  return getDb().transaction(
    (tx): RestoreLineResult => {
      const archived = tx.select().from(schema.deletedReservationLines).where(eq(schema.deletedReservationLines.id, lineId)).get();
      if (!archived) return { ok: false, status: 404, message: "Deleted reservation not found" };
      const saved = archived.row as ArchivedLine;
      const line = { ...saved, startsAt: new Date(saved.startsAt), endsAt: new Date(saved.endsAt), createdAt: new Date(saved.createdAt) };
      const invoice = tx.select().from(schema.invoices).where(eq(schema.invoices.id, archived.invoiceId)).get();
      if (!invoice) return { ok: false, status: 404, message: "Its invoice no longer exists" };
      const window = occupiedWindow(line.unit, line.startsAt, line.endsAt);
      if (!isSlotAvailable(tx, { subVenueId: line.subVenueId, productId: line.productId, window }, now)) {
        return {
          ok: false,
          status: 409,
          message: `${line.productName} on ${formatDateTime(line.startsAt)} has been booked or blocked since it was deleted; it cannot be restored.`,
        };
      }
      tx.insert(schema.reservationLines).values(line).run();
      tx.delete(schema.deletedReservationLines).where(eq(schema.deletedReservationLines.id, lineId)).run();
      const statusBack = archived.invoiceStatusBefore as (typeof schema.invoices.$inferSelect)["status"] | null;
      const { totalCost } = recomputeInvoice(tx, invoice, statusBack && invoice.status === "cancelled" ? { status: statusBack } : {});
      recordAudit(
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
    },
    { behavior: "immediate" },
  );
}

/** Deleted lines, newest first, for the audit page's Restore list. */
export function listDeletedLines(limit = 50) {
  return getDb()
    .select({ archived: schema.deletedReservationLines, invoiceNo: schema.invoices.invoiceNo })
    .from(schema.deletedReservationLines)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.deletedReservationLines.invoiceId))
    .orderBy(desc(schema.deletedReservationLines.deletedAt))
    .limit(limit)
    .all()
    .map(({ archived, invoiceNo }) => {
      const row = archived.row as ArchivedLine;
      return {
        id: archived.id,
        invoiceNo,
        subject: lineSubject({ productName: row.productName, startsAt: new Date(row.startsAt) }, invoiceNo),
        venue: `${row.venueName}, ${row.subVenueName}`,
        deletedAt: `${formatDateTime(archived.deletedAt)} (Bali time)`,
        deletedBy: archived.deletedBy,
      };
    });
}

/** The invoice's bank-transfer confirmations, for the admin's Reservation Detail. */
export function confirmationViews(invoiceId: number) {
  return confirmationsForInvoice(invoiceId).map((c) => ({
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
export function venueChoices() {
  return getDb().select({ id: schema.venues.id, name: schema.venues.name }).from(schema.venues).orderBy(asc(schema.venues.name)).all();
}
