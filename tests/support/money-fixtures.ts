// Paid bookings for the money tests (issue 41): a line of a chosen product on its own day ahead,
// paid in full by bank transfer (recorded by the admin), as tests/unit/cancellations-vendor does.
import { eq } from "drizzle-orm";
import { type DB, tables, run } from "~/db.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { createLineInvoice } from "./ops-fixtures";

let day = 40;

export async function paidLine(db: DB, productId: number, options: { name?: string; email?: string } = {}) {
  const startsAt = baliToUtc(addDaysIso(baliIsoDate(), day++), "10:00");
  const { invoice, lineIds } = await createLineInvoice(db as never, { productId, startsAt, hours: 2, name: options.name ?? "Putu Planner", email: options.email });
  await run((db) => db.update(tables.invoices)
        .set({ status: "paid", paymentStatus: "Full Paid", paidAt: new Date(), paidVia: "admin", amountPaid: invoice.totalCost })
        .where(eq(tables.invoices.id, invoice.id)));
  await run((db) => db.update(tables.reservationLines).set({ paidAmount: invoice.totalCost }).where(eq(tables.reservationLines.id, lineIds[0]!)));
  return { invoice, lineId: lineIds[0]!, paid: invoice.totalCost };
}
