// Issue 40 (ADR 0380): the vendor's Manage Reservation says each booking's money as the planner's
// pages do, from the ledger: deposit paid with the balance and its date, paid in full, balance
// overdue, cancelled with where the refund is (a refunded booking is closed, never "pending"),
// in English and Indonesian; the page's money states load in one batch, not a query per row.
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cancelBooking } from "~/cancellations/cancellation.server";
import { markRefundSent } from "~/payments/refunds.server";
import { first, getDb, run, sqliteClient, tables, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { strings } from "~/i18n/strings.server";
import { applyAdminPaymentStatus } from "~/payments/invoice-status.server";
import { loader as vendorLoader } from "~/routes/dashboard.manage-reservations";
import { loader as vendorCsv } from "~/routes/dashboard.manage-reservations[.csv]";
import { listReservations } from "~/supplier/reservations.server";
import { addDaysIso, baliIsoDate, baliToUtc, formatDate } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase, testsOnPostgres } from "../support/test-db";

const ORIGIN = "https://balimice.test";
const admin = { id: 1, email: DEMO_ACCOUNTS.admin.email, via: "console" as const };
let db: DB;
let supplierId: number;
let vendorUserId: number;
let product: number;
let day = 45;

beforeAll(async () => {
  db = await freshDatabase();
  vendorUserId = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!.id;
  supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, vendorUserId))))!.id;
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!.id;
});
afterEach(() => vi.restoreAllMocks());

/** A booking of the demo vendor's product on its own day ahead, unpaid. */
const booking = async () => await createLineInvoice(db as never, { productId: product, startsAt: baliToUtc(addDaysIso(baliIsoDate(), day++), "10:00") });
const rowOf = async (lineId: number, now = new Date()) => (await listReservations({ supplierId }, { page: 1, limit: 10_000, now })).rows.find((r) => r.id === lineId)!;
/** What the ledger holds for a line: its payments and refunds. */
async function ledgerOf(lineId: number) {
  const entries = await db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.lineId, lineId));
  const sum = (kind: string) => entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
  return { paid: sum("payment"), refunded: sum("refund") };
}
const lineRow = async (id: number) => (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, id))))!;
const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;

describe("the vendor's reservations tell each booking's money as the ledger has it", () => {
  it("a deposit booking reads deposit paid with the line's balance and its due date, then balance overdue once that date passes", async () => {
    const { invoice, lineIds } = await booking();
    // Checkout's deposit plan: 30 %, the balance due 14 days before the event.
    const deposit = Math.ceil((invoice.totalCost * 30) / 100);
    const startsAt = (await lineRow(lineIds[0]!)).startsAt;
    await run((d) => d.update(tables.invoices).set({ paymentPlan: "deposit", depositAmount: deposit, balanceDueAt: new Date(startsAt.getTime() - 14 * 86_400_000) }).where(eq(tables.invoices.id, invoice.id)));
    await run((d) => d.update(tables.reservationLines).set({ depositAmount: deposit }).where(eq(tables.reservationLines.id, lineIds[0]!)));
    expect((await applyAdminPaymentStatus(invoice.id, "Down Payment", { origin: ORIGIN })).ok).toBe(true);
    const paidInvoice = await invoiceRow(invoice.id);
    const line = await lineRow(lineIds[0]!);
    const { paid } = await ledgerOf(line.id);
    expect(paid).toBe(deposit);
    const balance = line.totalPrice - line.discountShare - paid;
    expect(balance).toBeGreaterThan(0);

    const row = await rowOf(line.id);
    // The admin's label stays what it was; the vendor reads the money.
    expect(row.paymentStatus).toBe("Down Payment");
    expect(row.money).toMatchObject({ state: "deposit_paid", paid, balance, balanceDueDate: formatDate(paidInvoice.balanceDueAt!), dueNow: { part: "balance", amount: balance }, refund: null });

    const afterDue = new Date(paidInvoice.balanceDueAt!.getTime() + 3600_000);
    expect((await rowOf(line.id, afterDue)).money).toMatchObject({ state: "balance_overdue", balance, balanceDueDate: formatDate(paidInvoice.balanceDueAt!) });
  });

  it("an unpaid booking reads awaiting payment with its deadline; paid by the admin it reads paid in full", async () => {
    const { invoice, lineIds } = await booking();
    const line = await lineRow(lineIds[0]!);
    expect((await rowOf(line.id)).money).toMatchObject({ state: "unpaid", paid: 0, dueNow: { part: "full", amount: line.totalPrice - line.discountShare } });
    expect((await applyAdminPaymentStatus(invoice.id, "Full Paid", { origin: ORIGIN })).ok).toBe(true);
    const { paid } = await ledgerOf(line.id);
    expect(paid).toBe(line.totalPrice - line.discountShare);
    expect((await rowOf(line.id)).money).toMatchObject({ state: "paid_in_full", paid, balance: 0, dueNow: null, refund: null });
  });

  it("a booking the vendor cancels reads cancelled with its refund to be sent, then sent: closed, never pending nor Full Paid, on the page and in the CSV", async () => {
    const { invoice, lineIds } = await booking();
    expect((await applyAdminPaymentStatus(invoice.id, "Full Paid", { origin: ORIGIN })).ok).toBe(true);
    const { paid } = await ledgerOf(lineIds[0]!);
    expect(await cancelBooking({ invoiceId: invoice.id, lineIds, by: { kind: "vendor", userId: vendorUserId, supplierId }, reason: "Room flooded", origin: ORIGIN })).toMatchObject({ ok: true });
    expect((await rowOf(lineIds[0]!)).money).toMatchObject({ state: "cancelled", paid, balance: 0, refund: { amount: paid, progress: "to_send" } });

    const refund = (await first(db.select().from(tables.refunds).where(and(eq(tables.refunds.lineId, lineIds[0]!), eq(tables.refunds.method, "bank")))))!;
    expect(await markRefundSent(refund.id, { reference: "TRF-VENDOR-1", actor: admin, origin: ORIGIN })).toEqual({ ok: true });
    expect(await ledgerOf(lineIds[0]!)).toEqual({ paid, refunded: paid });
    expect((await rowOf(lineIds[0]!)).money).toMatchObject({ state: "cancelled", paid, refunded: paid, kept: 0, balance: 0, refund: { amount: paid, progress: "sent" } });

    // The page's loader and its export, as the vendor gets them.
    const cookie = await sessionCookieFor(vendorUserId);
    const page = await (await callRoute(vendorLoader, new Request(`http://app.test/dashboard/manage-reservations?q=${invoice.invoiceNo}`, { headers: { Cookie: cookie } }))).json();
    expect(page.rows.map((r: { id: number; money: { state: string; refund: unknown } }) => [r.id, r.money.state, r.money.refund])).toEqual([[lineIds[0], "cancelled", { amount: paid, progress: "sent" }]]);
    const detail = await (await callRoute(vendorLoader, new Request(`http://app.test/dashboard/manage-reservations?q=${invoice.invoiceNo}&detail=${lineIds[0]}`, { headers: { Cookie: cookie } }))).json();
    expect(detail.dialog.detail.money).toMatchObject({ state: "cancelled", paid, refund: { amount: paid, progress: "sent" } });
    const csv = await (await callRoute(vendorCsv, new Request(`http://app.test/dashboard/manage-reservations.csv?q=${invoice.invoiceNo}`, { headers: { Cookie: cookie } }))).text();
    const [header, line] = csv.trim().split(/\r?\n/).map((l) => l.split(","));
    const cell = (name: string) => line![header!.indexOf(name)];
    expect([cell("Money state"), cell("Paid (IDR)"), cell("Refund (IDR)"), cell("Refund state")]).toEqual(["Cancelled", String(paid), String(paid), "Sent"]);
    expect(csv).not.toMatch(/pending/i);
  });

  it("in Indonesian the page's words are the planner's Indonesian words", async () => {
    const cookie = `${await sessionCookieFor(vendorUserId)}; lang=id`;
    const page = await (await callRoute(vendorLoader, new Request("http://app.test/dashboard/manage-reservations", { headers: { Cookie: cookie } }))).json();
    expect(page.lang).toBe("id");
    const planner = strings("id", "checkout");
    const keys = ["stateDepositPaid", "statePaidInFull", "stateBalanceOverdue", "stateCancelled", "moneyBalanceDue", "moneyRefundSent", "moneyRefundToSend", "moneyNoRefund"] as const;
    expect(keys.map((k) => page.i18n.dashboardReservations[k])).toEqual(keys.map((k) => planner[k]));
    expect(page.i18n.dashboardReservations.stateDepositPaid).toBe("Uang muka dibayar");
    // The seeded Down Payment booking is among the rows, in the money's words.
    expect(page.rows.map((r: { money: { state: string } }) => r.money.state)).toContain("deposit_paid");
  });

  it.skipIf(testsOnPostgres)("loads the money of a page's rows in one batch: as many queries for 20 rows as for 1", async () => {
    const reader = sqliteClient(getDb());
    const prepare = vi.spyOn(reader, "prepare");
    const one = await listReservations({ supplierId }, { page: 1, limit: 1 });
    const forOne = prepare.mock.calls.length;
    prepare.mockClear();
    const many = await listReservations({ supplierId }, { page: 1, limit: 20 });
    expect(one.rows).toHaveLength(1);
    expect(new Set(many.rows.map((r) => r.invoiceNo)).size).toBeGreaterThan(2);
    expect(many.rows.filter((r) => r.money !== null)).toHaveLength(many.rows.length);
    expect(prepare.mock.calls.length).toBe(forOne);
  });
});
