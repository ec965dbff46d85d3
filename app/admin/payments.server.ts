// Admin console: payment status of a reservation's invoice, deleting a reservation line
// (ADR 0062) and the bank-transfer confirmations shown in the detail.
import { eq } from "drizzle-orm";
import { computeTotals } from "~/checkout/coupon.server";
import { getDb, schema } from "~/db.server";
import { ADMIN_PAYMENT_STATUSES } from "~/db/schema";
import { confirmationsForInvoice } from "~/payments/confirmation.server";
import { applyAdminPaymentStatus, type AdminStatusResult } from "~/payments/invoice-status.server";
import { invoiceIdOfLine } from "~/vendor/reservations.server";
import { formatDateTime, formatRupiah } from "~/utils/format";

export { ADMIN_PAYMENT_STATUSES };

/** Update Payment Status, from a reservation line: the label applies to the line's invoice. */
export async function setPaymentStatusOfLine(
  lineId: number,
  label: string,
  options: { origin?: string; now?: Date } = {},
): Promise<AdminStatusResult> {
  const invoiceId = invoiceIdOfLine({ admin: true }, lineId);
  if (!invoiceId) return { ok: false, status: 404, message: "Reservation not found" };
  return applyAdminPaymentStatus(invoiceId, label, options);
}

export type DeleteLineResult =
  | { ok: true; invoiceId: number; invoiceCancelled: boolean; totalCost: number }
  | { ok: false; status: 404; message: string };

/**
 * Deletes a reservation line and keeps its invoice consistent in one transaction (ADR 0062):
 * the invoice's subtotal, coupon discount (same percentage) and total are recomputed from the
 * remaining lines; an invoice left without lines is cancelled (kept for the payment record).
 */
export function deleteReservationLine(lineId: number): DeleteLineResult {
  const db = getDb();
  return db.transaction(
    (tx): DeleteLineResult => {
      const line = tx.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineId)).get();
      if (!line) return { ok: false, status: 404, message: "Reservation not found" };
      const invoice = tx.select().from(schema.invoices).where(eq(schema.invoices.id, line.invoiceId)).get()!;
      tx.delete(schema.reservationLines).where(eq(schema.reservationLines.id, lineId)).run();
      const remaining = tx
        .select({ totalPrice: schema.reservationLines.totalPrice })
        .from(schema.reservationLines)
        .where(eq(schema.reservationLines.invoiceId, invoice.id))
        .all();
      const subtotal = remaining.reduce((sum, l) => sum + l.totalPrice, 0);
      const totals = computeTotals(subtotal, invoice.discountPercentage);
      const invoiceCancelled = remaining.length === 0 && invoice.status !== "paid";
      tx.update(schema.invoices)
        .set({
          subtotal: totals.subtotal,
          discountAmount: totals.discountAmount,
          totalCost: totals.totalCost,
          ...(invoiceCancelled ? { status: "cancelled" as const } : {}),
        })
        .where(eq(schema.invoices.id, invoice.id))
        .run();
      return { ok: true, invoiceId: invoice.id, invoiceCancelled, totalCost: totals.totalCost };
    },
    { behavior: "immediate" },
  );
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
