// Issue 40, item 8: /admin/payouts counted payment-sandbox (TEST) money as revenue and
// commission. TEST money is kept out of revenue, commission, vendors' earnings and payouts (shown
// apart), and the monthly report offers the vendors' basis (event month) beside payment month.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { first, run, tables, transaction, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { earningsMonth, earningsOf } from "~/ledger/earnings.server";
import { createPayouts, monthlyReport, payoutOverview, verifyBankData } from "~/ledger/payouts.server";
import { applyAdminPaymentStatus, markInvoicePaid } from "~/payments/invoice-status.server";
import { loader as csvLoader } from "~/routes/admin.payouts.$batch[.csv]";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "https://balimice.test";
let db: DB;
let adminId: number;
let supplierId: number;
let product: number;
const admin = () => ({ id: adminId, email: DEMO_ACCOUNTS.admin.email, via: "console" as const });

beforeAll(async () => {
  db = await freshDatabase();
  adminId = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.admin.email))))!.id;
  // A vendor without seeded bookings, its bank verified.
  supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, 20))))!.id;
  product = (await first(db.select().from(tables.products).where(and(eq(tables.products.supplierId, supplierId), eq(tables.products.isActive, true)))))!.id;
  await run((d) => d.update(tables.suppliers).set({ accountHolderName: "Holder 20", bankName: "BCA", bankAccount: "200020", beneficiary: "BCA" }).where(eq(tables.suppliers.id, supplierId)));
  await verifyBankData(supplierId, admin());
});

/** A booking `days` from today (Bali), paid by the admin (real money) or in the sandbox (TEST). */
async function booking(days: number, via: "admin" | "sandbox") {
  const startsAt = baliToUtc(addDaysIso(baliIsoDate(), days), "09:00");
  const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt });
  if (via === "admin") expect((await applyAdminPaymentStatus(invoice.id, "Full Paid", { origin: ORIGIN })).ok).toBe(true);
  else await transaction(async (tx) => void (await markInvoicePaid(tx, (await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, invoice.id))))!, { origin: ORIGIN, paidVia: "sandbox" })));
  const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, lineIds[0]))))!;
  return { invoice, line };
}

describe("TEST (sandbox) money", () => {
  it("is not revenue, commission, earnings or a payout; the report shows it apart", async () => {
    const month = baliIsoDate().slice(0, 7);
    const before = (await monthlyReport()).find((m) => m.month === month) ?? { revenue: 0, commission: 0, test: 0 };
    const real = await booking(-3, "admin");
    const test = await booking(-2, "sandbox");
    // Both events are over: only the real one's share is available, only it is paid out.
    const after = (await monthlyReport()).find((m) => m.month === month)!;
    expect(after.revenue - before.revenue).toBe(real.invoice.totalCost);
    expect(after.commission - before.commission).toBe(real.invoice.totalCost - Math.floor(real.invoice.totalCost * 0.9));
    expect(after.test - before.test).toBe(test.invoice.totalCost);

    const earnings = await earningsOf(supplierId);
    expect(earnings.rows.find((r) => r.lineId === test.line.id)).toMatchObject({ test: true, state: "test" });
    expect(earnings.rows.find((r) => r.lineId === real.line.id)).toMatchObject({ test: false, state: "available" });
    expect(earnings.available).toBe(Math.floor(real.invoice.totalCost * 0.9));
    expect((await payoutOverview()).find((v) => v.id === supplierId)?.available).toBe(earnings.available);
    const batch = await createPayouts({ supplierIds: [supplierId], actor: admin(), batch: "PB-TEST-MONEY" });
    expect(batch.created).toEqual([expect.objectContaining({ supplierId, amount: earnings.available })]);
    const items = await db.select().from(tables.payoutItems).innerJoin(tables.ledgerEntries, eq(tables.ledgerEntries.id, tables.payoutItems.entryId)).where(eq(tables.payoutItems.payoutId, batch.created[0].payoutId));
    expect(items.map((i) => i.ledger_entries.invoiceId)).toEqual([real.invoice.id]);
  });

  it("the report by event month is the vendors' months; by payment month the money's", async () => {
    const eventDay = addDaysIso(baliIsoDate(), 70);
    const eventMonth = eventDay.slice(0, 7);
    const payMonth = baliIsoDate().slice(0, 7);
    const byEvent = async () => (await monthlyReport({ basis: "event" })).find((m) => m.month === eventMonth) ?? { revenue: 0 };
    const byPayment = async () => (await monthlyReport({ basis: "payment" })).find((m) => m.month === payMonth) ?? { revenue: 0 };
    const [event0, pay0] = [await byEvent(), await byPayment()];
    const { invoice } = await booking(70, "admin");
    expect((await byEvent()).revenue - event0.revenue).toBe(invoice.totalCost);
    expect((await byPayment()).revenue - pay0.revenue).toBe(invoice.totalCost);
    // The vendor's month on /dashboard/earnings is the report's event month.
    const vendorMonth = earningsMonth(await earningsOf(supplierId), eventMonth);
    expect(vendorMonth.paid).toBe(invoice.totalCost);

    const cookie = await sessionCookieFor(adminId);
    const csv = await (await callRoute(csvLoader, new Request("http://app.test/admin/payouts/report.csv?basis=event", { headers: { Cookie: cookie } }), { batch: "report" })).text();
    expect(csv.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe("month,basis,revenue,refunds,commission,payouts,test_not_counted");
    expect(csv).toContain(`${eventMonth},event,`);
  });
});
