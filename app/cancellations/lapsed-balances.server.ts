// The lapse of a deposit booking's balance (ADR 0256), on the job runner: a balance still unpaid
// `BALANCE_GRACE_DAYS` after its due date cancels the booking under its cancellation policy (the
// deposit kept or partly refunded as it says). The balances themselves: app/payments/balances.server.ts.
import { eq, lte } from "drizzle-orm";
import { cancelBooking } from "~/cancellations/cancellation.server";
import { getDb, tables } from "~/db.server";
import { BALANCE_GRACE_DAYS, DAY, depositInvoices } from "~/payments/balances.server";
import { balanceOwed, defaultOrigin } from "~/payments/invoice-status.server";

/** Cancels bookings whose balance is overdue past the grace period; returns how many invoices. */
export async function lapseOverdueBalances(now = new Date(), origin = defaultOrigin()): Promise<number> {
  const overdue = await depositInvoices(lte(tables.invoices.balanceDueAt, new Date(now.getTime() - BALANCE_GRACE_DAYS * DAY)));
  let lapsed = 0;
  for (const invoice of overdue) {
    const lines = (await getDb()
          .select({ id: tables.reservationLines.id, cancelledAt: tables.reservationLines.cancelledAt })
          .from(tables.reservationLines)
          .where(eq(tables.reservationLines.invoiceId, invoice.id)))
      .filter((l) => !l.cancelledAt);
    if (!lines.length || await balanceOwed(getDb(), invoice) <= 0) continue;
    const result = await cancelBooking({ invoiceId: invoice.id, lineIds: lines.map((l) => l.id), by: { kind: "lapse" }, reason: "Balance not paid by its due date", origin, now });
    if (result.ok && result.cancelled.length) lapsed++;
  }
  return lapsed;
}
