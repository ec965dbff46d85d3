// Issue 40, item 7: the vendor's money tells the truth. The dashboard's month card and
// /dashboard/earnings read one query (earningsOf): the seeded demo's paid invoices are in the
// ledger, so the card, the tiles and the months agree; a fully refunded booking reads refunded
// (closed), not pending; the commission rate, the payout day and the account are shown.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelBooking } from "~/cancellations/cancellation.server";
import { first, tables, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { baliMonthKey, earningsMonth, earningsOf } from "~/ledger/earnings.server";
import { DEFAULT_COMMISSION_BPS, vendorShareOf } from "~/ledger/ledger.server";
import { payoutTermsOf, setVendorCommission, verifyBankData } from "~/ledger/payouts.server";
import { applyAdminPaymentStatus } from "~/payments/invoice-status.server";
import { actionCentre } from "~/supplier/action-centre.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "https://balimice.test";
const admin = { id: 1, email: DEMO_ACCOUNTS.admin.email, via: "console" as const };
let db: DB;
let supplierId: number;
let vendorUserId: number;
let product: number;

beforeAll(async () => {
  db = await freshDatabase();
  vendorUserId = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!.id;
  supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, vendorUserId))))!.id;
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!.id;
});

describe("the vendor's figures", () => {
  it("on the seeded demo: the dashboard card is the earnings page's month and tiles, and the paid invoices are earnings", async () => {
    const now = new Date();
    const earnings = await earningsOf(supplierId, now);
    const centre = await actionCentre(supplierId, now);
    const month = earningsMonth(earnings, baliMonthKey(now));
    expect(centre.month).toMatchObject({ key: baliIsoDate(now).slice(0, 7), paid: month.paid, refunded: month.refunded, commission: month.commission, net: month.net, bookings: month.bookings });
    expect(centre.availableForPayout).toBe(earnings.available);
    expect(centre.pendingPayout).toBe(earnings.pending);

    // Every seeded paid or deposit invoice of the demo vendor is in its earnings, at the ledger's split.
    const paidLines = (await db.select({ line: tables.reservationLines, invoice: tables.invoices }).from(tables.reservationLines).innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId)).where(eq(tables.reservationLines.supplierId, supplierId)))
      .filter((r) => r.invoice.status === "paid" && r.invoice.invoiceNo.startsWith("INV-DEMO-"));
    expect(paidLines.map((r) => r.invoice.paymentStatus).sort()).toEqual(["Down Payment", "Full Paid", "Full Paid"]);
    const demoRows = earnings.rows.filter((r) => r.invoiceNo.startsWith("INV-DEMO-"));
    expect(demoRows.map((r) => r.invoiceNo).sort()).toEqual(paidLines.map((r) => r.invoice.invoiceNo).sort());
    const shares = paidLines.map((r) => vendorShareOf(r.line.paidAmount, r.line, DEFAULT_COMMISSION_BPS));
    expect(demoRows.reduce((s, r) => s + r.net, 0)).toBe(shares.reduce((a, b) => a + b, 0));
    expect(demoRows.reduce((s, r) => s + r.paid, 0)).toBe(paidLines.reduce((s, r) => s + r.line.paidAmount, 0));
    // The past Full Paid booking (12 days ago) is available; the future ones are pending.
    const past = paidLines.find((r) => r.line.endsAt.getTime() <= now.getTime())!;
    expect(earnings.available).toBeGreaterThanOrEqual(vendorShareOf(past.line.paidAmount, past.line, DEFAULT_COMMISSION_BPS));
    expect(earnings.pending).toBeGreaterThan(0);
    expect(earnings.available + earnings.pending).toBe(earnings.months.reduce((s, m) => s + m.net, 0));
  });

  it("the admin's manual Full Paid writes the payment; a fully refunded booking reads refunded (closed), not pending", async () => {
    const startsAt = baliToUtc(addDaysIso(baliIsoDate(), 30), "10:00");
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt });
    expect((await applyAdminPaymentStatus(invoice.id, "Full Paid", { origin: ORIGIN })).ok).toBe(true);
    const payments = await db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.invoiceId, invoice.id));
    expect(payments.filter((e) => e.kind === "payment").reduce((s, e) => s + e.amount, 0)).toBe(invoice.totalCost);
    const row = async () => (await earningsOf(supplierId)).rows.find((r) => r.lineId === lineIds[0])!;
    expect(await row()).toMatchObject({ paid: invoice.totalCost, state: "pending" });

    // The vendor cancels: the planner gets everything back; nothing is left to pay the vendor.
    const cancelled = await cancelBooking({ invoiceId: invoice.id, lineIds, by: { kind: "vendor", userId: vendorUserId, supplierId }, reason: "Room flooded", origin: ORIGIN });
    expect(cancelled).toMatchObject({ ok: true });
    expect(await row()).toMatchObject({ paid: invoice.totalCost, refunded: invoice.totalCost, net: 0, commission: 0, cancelled: true, state: "refunded" });
  });

  it("splits large amounts exactly: 10 % of Rp 23.625.000 leaves the vendor Rp 21.262.500", () => {
    expect(vendorShareOf(23_625_000, { totalPrice: 23_625_000, discountShare: 0 }, 1000)).toBe(21_262_500);
    expect(vendorShareOf(150_000_000, { totalPrice: 150_000_000, discountShare: 0 }, 1250)).toBe(131_250_000);
    // A coupon comes out of the commission: half paid of a Rp 100.000.000 line with a Rp 10.000.000 coupon.
    expect(vendorShareOf(45_000_000, { totalPrice: 100_000_000, discountShare: 10_000_000 }, 1000)).toBe(45_000_000);
  });

  it("tells the vendor the commission rate, the payout day and the account payouts go to", async () => {
    const now = baliToUtc("2026-11-27", "12:00"); // a Friday in Bali
    const terms = (await payoutTermsOf(supplierId, now))!;
    expect(terms).toMatchObject({ commissionBps: DEFAULT_COMMISSION_BPS, ownRate: false, schedule: { weekday: "Monday", next: "30/11/2026" }, problem: "bank data not verified" });
    const vendor = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, supplierId))))!;
    expect(terms.bank).toEqual({ bankName: vendor.bankName, account: vendor.bankAccount, holder: vendor.accountHolderName });
    expect((await payoutTermsOf(supplierId, baliToUtc("2026-11-30", "08:00"), "id"))!.schedule).toEqual({ weekday: "Senin", next: "30/11/2026" });

    await setVendorCommission(supplierId, 1250, admin);
    await verifyBankData(supplierId, admin);
    expect(await payoutTermsOf(supplierId, now)).toMatchObject({ commissionBps: 1250, ownRate: true, problem: null });
  });
});
