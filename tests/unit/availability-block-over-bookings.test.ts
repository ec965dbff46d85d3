// A block over live bookings (ADR 0144): the save is held back with the bookings listed; Save
// anyway saves it and the bookings stay; expired bookings and other sub venues do not count.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getSessionStorage } from "~/accounts/session.server";
import { type DB, tables, first, run, write } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action } from "~/routes/dashboard.manage-availability";
import { baliIsoDate } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
let vendorUserId: number;
let product: typeof tables.products.$inferSelect;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  db = await freshDatabase();
  vendorUserId = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!.id;
  const supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, vendorUserId))))!.id;
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!;
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

const blocksOn = async (subVenueId: number, title: string) =>
  await db.select().from(tables.availabilityBlocks).where(and(eq(tables.availabilityBlocks.subVenueId, subVenueId), eq(tables.availabilityBlocks.title, title)));

describe("block over bookings", () => {
  it("warns and lists the bookings, saves on Save anyway, and the bookings stay", async () => {
    const day = baliIsoDate(Date.now() + 333 * DAY);
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product.id, startsAt: new Date(Date.parse(`${day}T02:00:00Z`)), name: "Made Overlap" });
    const fields = { intent: "save", kind: "subVenue", targetId: String(product.subVenueId), title: "Renovation", startDate: day, endDate: day, allDay: "yes" };

    const held = await post(fields);
    expect(held.status).toBe(409);
    const body = await held.json();
    const ours = body.overlaps.find((o: { id: number }) => o.id === lineIds[0]);
    expect(ours.text).toContain("Made Overlap");
    expect(ours.text).toContain(invoice.invoiceNo);
    expect(JSON.stringify(body.error)).toContain("stay valid");
    expect(await blocksOn(product.subVenueId, "Renovation")).toHaveLength(0);

    const saved = await post({ ...fields, intent: "save-confirmed" });
    expect(saved.status).toBe(302);
    expect(await blocksOn(product.subVenueId, "Renovation")).toHaveLength(1);
    expect(await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, lineIds[0])))).toBeDefined();
  });

  it("an expired booking or a period next to it does not warn (a room hired by the hour)", async () => {
    // The demo vendor's seeded products are per-person packages: its room is hired by the hour here.
    const { id: _id, ...copy } = product;
    const hourly = (await write((db) => db.insert(tables.products).values({ ...copy, unit: "Hour", productName: "Hourly hire" }).returning()))[0];
    const day = baliIsoDate(Date.now() + 334 * DAY);
    const block = (subVenueId: number, title: string, startTime: string, endTime: string) =>
      post({ intent: "save", kind: "subVenue", targetId: String(subVenueId), title, startDate: day, startTime, endDate: day, endTime });

    // 10:00-12:00 Bali booked by the hour: a block 14:00-16:00 the same day is free, 11:00-13:00 is not.
    const { invoice } = await createLineInvoice(db as never, { productId: hourly.id, startsAt: new Date(Date.parse(`${day}T02:00:00Z`)), hours: 2 });
    expect((await block(hourly.subVenueId, "Afternoon", "14:00", "16:00")).status).toBe(302);
    expect((await block(hourly.subVenueId, "Overlapping", "11:00", "13:00")).status).toBe(409);
    // Expired, the booking no longer counts.
    await run((db) => db.update(tables.invoices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tables.invoices.id, invoice.id)));
    expect((await block(hourly.subVenueId, "Morning", "09:00", "13:00")).status).toBe(302);
  });
});
