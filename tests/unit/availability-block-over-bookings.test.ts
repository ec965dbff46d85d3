// A block over live bookings (ADR 0144): the save is held back with the bookings listed; Save
// anyway saves it and the bookings stay; expired bookings and other sub venues do not count.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getSessionStorage } from "~/accounts/session.server";
import { schema, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/db/seed.server";
import { action } from "~/routes/dashboard.manage-availability";
import { baliIsoDate } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
let vendorUserId: number;
let product: typeof schema.products.$inferSelect;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  db = await freshDatabase();
  vendorUserId = db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.vendor.email)).get()!.id;
  const supplierId = db.select().from(schema.suppliers).where(eq(schema.suppliers.userId, vendorUserId)).get()!.id;
  product = db.select().from(schema.products).where(eq(schema.products.supplierId, supplierId)).get()!;
});

async function post(fields: Record<string, string>): Promise<Response> {
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("userId", vendorUserId);
  const cookie = (await storage.commitSession(session)).split(";")[0];
  const request = new Request("http://app.test/dashboard/manage-availability", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  try {
    return (await action({ request, params: {}, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const blocksOn = (subVenueId: number, title: string) =>
  db.select().from(schema.availabilityBlocks).where(and(eq(schema.availabilityBlocks.subVenueId, subVenueId), eq(schema.availabilityBlocks.title, title))).all();

describe("block over bookings", () => {
  it("warns and lists the bookings, saves on Save anyway, and the bookings stay", async () => {
    const day = baliIsoDate(Date.now() + 333 * DAY);
    const { invoice, lineIds } = createLineInvoice(db as never, { productId: product.id, startsAt: new Date(Date.parse(`${day}T02:00:00Z`)), name: "Made Overlap" });
    const fields = { intent: "save", kind: "subVenue", targetId: String(product.subVenueId), title: "Renovation", startDate: day, endDate: day, allDay: "yes" };

    const held = await post(fields);
    expect(held.status).toBe(409);
    const body = await held.json();
    const ours = body.overlaps.find((o: { id: number }) => o.id === lineIds[0]);
    expect(ours.text).toContain("Made Overlap");
    expect(ours.text).toContain(invoice.invoiceNo);
    expect(JSON.stringify(body.error)).toContain("stay valid");
    expect(blocksOn(product.subVenueId, "Renovation")).toHaveLength(0);

    const saved = await post({ ...fields, intent: "save-confirmed" });
    expect(saved.status).toBe(302);
    expect(blocksOn(product.subVenueId, "Renovation")).toHaveLength(1);
    expect(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineIds[0])).get()).toBeDefined();
  });

  it("an expired booking or a period next to it does not warn", async () => {
    const day = baliIsoDate(Date.now() + 334 * DAY);
    const { invoice } = createLineInvoice(db as never, { productId: product.id, startsAt: new Date(Date.parse(`${day}T02:00:00Z`)), hours: 2 });
    // 10:00-12:00 Bali booked; a block 14:00-16:00 the same day is free (hourly units).
    const after = await post({ intent: "save", kind: "subVenue", targetId: String(product.subVenueId), title: "Afternoon", startDate: day, startTime: "14:00", endDate: day, endTime: "16:00" });
    if (product.unit === "Hour") expect(after.status).toBe(302);
    db.update(schema.invoices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.invoices.id, invoice.id)).run();
    const over = await post({ intent: "save", kind: "subVenue", targetId: String(product.subVenueId), title: "Morning", startDate: day, startTime: "09:00", endDate: day, endTime: "13:00" });
    expect(over.status).toBe(302);
  });
});
