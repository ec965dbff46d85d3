// The vendor's action centre (ADR 0142): waiting acknowledgements (and Acknowledge from there),
// the next 7 days, this month's confirmed revenue, rates ending within 30 days and missing
// set-up steps, only ever the vendor's own data.
import { eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first, run } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action as homeAction, loader as homeLoader } from "~/routes/dashboard._index";
import { applyAdminPaymentStatus } from "~/payments/invoice-status.server";
import { actionCentre, baliMonthRange } from "~/supplier/action-centre.server";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let vendorUserId: number;
let supplierId: number;
let product: number;
let otherProduct: number;
const HOUR = 3600_000;

beforeAll(async () => {
  db = await freshDatabase();
  vendorUserId = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!.id;
  supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, vendorUserId))))!.id;
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!.id;
  otherProduct = (await first(db.select().from(tables.products).where(ne(tables.products.supplierId, supplierId))))!.id;
});

const cookieFor = sessionCookieFor;
const call = callRoute;
// The admin's Full Paid: the invoice paid and its money in the ledger (what the card counts, issue 40).
const markPaid = async (invoiceId: number) => expect((await applyAdminPaymentStatus(invoiceId, "Full Paid", { origin: "https://balimice.test" })).ok).toBe(true);

describe("action centre", () => {
  it("lists the vendor's unacknowledged live bookings and the next 7 days, not others'", async () => {
    const soon = await createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 50 * HOUR) });
    const later = await createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 20 * 24 * HOUR) });
    const foreign = await createLineInvoice(db as never, { productId: otherProduct, startsAt: new Date(Date.now() + 51 * HOUR) });
    const lapsed = await createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 52 * HOUR) });
    await run((db) => db.update(tables.invoices).set({ expiresAt: new Date(Date.now() - HOUR) }).where(eq(tables.invoices.id, lapsed.invoice.id)));

    const centre = await actionCentre(supplierId);
    const waitingIds = centre.waiting.map((l) => l.id);
    expect(waitingIds).toEqual(expect.arrayContaining([soon.lineIds[0], later.lineIds[0]]));
    expect(waitingIds).not.toContain(foreign.lineIds[0]);
    expect(waitingIds).not.toContain(lapsed.lineIds[0]);
    const weekIds = centre.nextDays.map((l) => l.id);
    expect(weekIds).toContain(soon.lineIds[0]);
    expect(weekIds).not.toContain(later.lineIds[0]);
  });

  it("adds up this month's paid bookings only, as the earnings page does", async () => {
    const now = new Date();
    const { from, to } = baliMonthRange(now);
    const before = (await actionCentre(supplierId, now)).month;
    const paid = await createLineInvoice(db as never, { productId: product, startsAt: new Date(from.getTime() + HOUR) });
    await markPaid(paid.invoice.id);
    await createLineInvoice(db as never, { productId: product, startsAt: new Date(from.getTime() + 3 * HOUR) }); // unpaid
    const nextMonth = await createLineInvoice(db as never, { productId: product, startsAt: new Date(to.getTime() + HOUR) });
    await markPaid(nextMonth.invoice.id);
    const after = (await actionCentre(supplierId, now)).month;
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.paid).toBe(before.paid + paid.invoice.totalCost);
    expect(after.net).toBe(before.net + Math.floor(paid.invoice.totalCost * 0.9));
  });

  it("lists rates ending within 30 days and the set-up steps left", async () => {
    const validTo = new Date(Date.now() + 10 * 24 * HOUR);
    await run((db) => db.update(tables.products).set({ validTo }).where(eq(tables.products.id, product)));
    expect((await actionCentre(supplierId)).expiringRates.map((p) => p.id)).toContain(product);
    await run((db) => db.update(tables.products).set({ validTo: new Date(Date.now() + 90 * 24 * HOUR) }).where(eq(tables.products.id, product)));
    expect((await actionCentre(supplierId)).expiringRates.map((p) => p.id)).not.toContain(product);

    await run((db) => db.update(tables.suppliers).set({ bankAccount: "" }).where(eq(tables.suppliers.id, supplierId)));
    const steps = (await actionCentre(supplierId)).missingSteps;
    expect(steps).toContainEqual({ label: "Add your bank details for payouts", to: "/dashboard/supplier-info" });
    expect(steps.map((s) => s.label)).not.toContain("Describe your venue");
  });

  it("acknowledges from /dashboard, and refuses another vendor's line", async () => {
    const own = await createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 60 * HOUR) });
    const foreign = await createLineInvoice(db as never, { productId: otherProduct, startsAt: new Date(Date.now() + 60 * HOUR) });
    const cookie = await cookieFor(vendorUserId);
    const post = (id: number) =>
      new Request("http://app.test/dashboard", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "acknowledge", id: String(id) }),
      });
    expect((await call(homeAction, post(own.lineIds[0]))).status).toBe(302);
    expect((await call(homeAction, post(foreign.lineIds[0]))).status).toBe(404);
    const line = async (id: number) => (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, id))))!;
    expect((await line(own.lineIds[0])).acknowledge).toBe(true);
    expect((await line(foreign.lineIds[0])).acknowledge).toBe(false);
    const page = await (await call(homeLoader, new Request("http://app.test/dashboard", { headers: { Cookie: cookie } }))).json();
    expect(page.centre.waiting.map((l: { id: number }) => l.id)).not.toContain(own.lineIds[0]);
  });
});
