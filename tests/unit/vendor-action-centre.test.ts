// The vendor's action centre (ADR 0142): waiting acknowledgements (and Acknowledge from there),
// the next 7 days, this month's confirmed revenue, rates ending within 30 days and missing
// set-up steps, only ever the vendor's own data.
import { eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/db/seed.server";
import { action as homeAction, loader as homeLoader } from "~/routes/dashboard._index";
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
  vendorUserId = db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.vendor.email)).get()!.id;
  supplierId = db.select().from(schema.suppliers).where(eq(schema.suppliers.userId, vendorUserId)).get()!.id;
  product = db.select().from(schema.products).where(eq(schema.products.supplierId, supplierId)).get()!.id;
  otherProduct = db.select().from(schema.products).where(ne(schema.products.supplierId, supplierId)).get()!.id;
});

const cookieFor = sessionCookieFor;
const call = callRoute;
const markPaid = (invoiceId: number) =>
  db.update(schema.invoices).set({ status: "paid", paymentStatus: "Full Paid", paidAt: new Date() }).where(eq(schema.invoices.id, invoiceId)).run();

describe("action centre", () => {
  it("lists the vendor's unacknowledged live bookings and the next 7 days, not others'", () => {
    const soon = createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 50 * HOUR) });
    const later = createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 20 * 24 * HOUR) });
    const foreign = createLineInvoice(db as never, { productId: otherProduct, startsAt: new Date(Date.now() + 51 * HOUR) });
    const lapsed = createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 52 * HOUR) });
    db.update(schema.invoices).set({ expiresAt: new Date(Date.now() - HOUR) }).where(eq(schema.invoices.id, lapsed.invoice.id)).run();

    const centre = actionCentre(supplierId);
    const waitingIds = centre.waiting.map((l) => l.id);
    expect(waitingIds).toEqual(expect.arrayContaining([soon.lineIds[0], later.lineIds[0]]));
    expect(waitingIds).not.toContain(foreign.lineIds[0]);
    expect(waitingIds).not.toContain(lapsed.lineIds[0]);
    const weekIds = centre.nextDays.map((l) => l.id);
    expect(weekIds).toContain(soon.lineIds[0]);
    expect(weekIds).not.toContain(later.lineIds[0]);
  });

  it("adds up this month's paid bookings only", () => {
    const now = new Date();
    const { from, to } = baliMonthRange(now);
    const before = actionCentre(supplierId, now).month;
    const paid = createLineInvoice(db as never, { productId: product, startsAt: new Date(from.getTime() + HOUR) });
    markPaid(paid.invoice.id);
    createLineInvoice(db as never, { productId: product, startsAt: new Date(from.getTime() + 3 * HOUR) }); // unpaid
    const nextMonth = createLineInvoice(db as never, { productId: product, startsAt: new Date(to.getTime() + HOUR) });
    markPaid(nextMonth.invoice.id);
    const after = actionCentre(supplierId, now).month;
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.revenue).toBe(before.revenue + paid.invoice.subtotal);
  });

  it("lists rates ending within 30 days and the set-up steps left", () => {
    const validTo = new Date(Date.now() + 10 * 24 * HOUR);
    db.update(schema.products).set({ validTo }).where(eq(schema.products.id, product)).run();
    expect(actionCentre(supplierId).expiringRates.map((p) => p.id)).toContain(product);
    db.update(schema.products).set({ validTo: new Date(Date.now() + 90 * 24 * HOUR) }).where(eq(schema.products.id, product)).run();
    expect(actionCentre(supplierId).expiringRates.map((p) => p.id)).not.toContain(product);

    db.update(schema.suppliers).set({ bankAccount: "" }).where(eq(schema.suppliers.id, supplierId)).run();
    const steps = actionCentre(supplierId).missingSteps;
    expect(steps).toContainEqual({ label: "Add your bank details for payouts", to: "/dashboard/supplier-info" });
    expect(steps.map((s) => s.label)).not.toContain("Describe your venue");
  });

  it("acknowledges from /dashboard, and refuses another vendor's line", async () => {
    const own = createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 60 * HOUR) });
    const foreign = createLineInvoice(db as never, { productId: otherProduct, startsAt: new Date(Date.now() + 60 * HOUR) });
    const cookie = await cookieFor(vendorUserId);
    const post = (id: number) =>
      new Request("http://app.test/dashboard", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "acknowledge", id: String(id) }),
      });
    expect((await call(homeAction, post(own.lineIds[0]))).status).toBe(302);
    expect((await call(homeAction, post(foreign.lineIds[0]))).status).toBe(404);
    const line = (id: number) => db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, id)).get()!;
    expect(line(own.lineIds[0]).acknowledge).toBe(true);
    expect(line(foreign.lineIds[0]).acknowledge).toBe(false);
    const page = await (await call(homeLoader, new Request("http://app.test/dashboard", { headers: { Cookie: cookie } }))).json();
    expect(page.centre.waiting.map((l: { id: number }) => l.id)).not.toContain(own.lineIds[0]);
  });
});
