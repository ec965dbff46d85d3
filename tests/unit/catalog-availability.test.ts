// Search leaves out rooms that are booked or blocked at the chosen hour (ADR 0015).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { type DB, tables, write, run, first } from "~/db.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: DB;
const date = addDaysIso(baliIsoDate(), 5);

async function idsAt(time: string, location: string) {
  const f = { ...parseSearchParams(new URLSearchParams({ keyword: location, date, time }), { today: baliIsoDate() }), limit: 100, page: 1 };
  return (await searchProducts(f)).items.map((i) => i.id);
}

async function book(product: typeof tables.products.$inferSelect, start: string, hours: number, invoice: Partial<typeof tables.invoices.$inferInsert> = {}) {
  const n = Math.random().toString(36).slice(2, 10);
  const inv = (await write((db) => db.insert(tables.invoices).values({
      invoiceNo: `INV-A${n}`, accessToken: n, name: "A", cellPhone: "0812", email: "a@example.test",
      subtotal: 1, totalCost: 1, expiresAt: new Date(Date.now() + 48 * 3600_000), ...invoice,
    }).returning()))[0];
  const startsAt = baliToUtc(date, start);
  await run((db) => db.insert(tables.reservationLines).values({
        invoiceId: inv.id, productId: product.id, subVenueId: product.subVenueId, venueId: product.venueId,
        supplierId: product.supplierId, productName: "x", venueName: "x", subVenueName: "x", setup: "theater",
        startsAt, endsAt: new Date(startsAt.getTime() + hours * 3600_000), qty: hours, unit: "Hour", price: 1, totalPrice: 1,
      }));
}

beforeAll(async () => {
  db = await freshDatabase();
});

/** The n-th product that search offers in some location on the test date. */
async function offered(n: number) {
  const f = { ...parseSearchParams(new URLSearchParams({ date, time: "08:00" }), { today: baliIsoDate() }), limit: 100, page: 1 };
  const id = (await searchProducts(f)).items[n].id;
  const product = (await first(db.select().from(tables.products).where(eq(tables.products.id, id))))!;
  const venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.id, product.venueId))))!;
  return { product, venue };
}

describe("search and availability", () => {
  it("hides every product of a room booked at that hour, and only then", async () => {
    const { product, venue } = await offered(0);
    const sameRoom = (await db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.subVenueId, product.subVenueId))).map((r) => r.id);
    const before = await idsAt("10:00", venue.location);
    expect(before).toContain(product.id);

    await book(product, "10:00", 2);
    const during = await idsAt("11:00", venue.location);
    expect(sameRoom.length).toBeGreaterThan(0);
    for (const id of sameRoom) expect(during).not.toContain(id);
    // Other rooms of the same venue stay.
    expect(during.length).toBe(before.filter((id) => !sameRoom.includes(id)).length);
    expect(await idsAt("12:00", venue.location)).toContain(product.id);
    expect(await idsAt("09:00", venue.location)).toContain(product.id);
  });

  it("ignores unpaid invoices past their deadline", async () => {
    const { product, venue } = await offered(20);
    await book(product, "15:00", 1, { expiresAt: new Date(Date.now() - 1000) });
    expect(await idsAt("15:00", venue.location)).toContain(product.id);
    await book(product, "15:00", 1, { status: "paid" });
    expect(await idsAt("15:00", venue.location)).not.toContain(product.id);
  });

  it("a vendor's block on one product hides that product only", async () => {
    const { product, venue } = await offered(40);
    const before = await idsAt("08:00", venue.location);
    await run((db) => db.insert(tables.availabilityBlocks).values({
            supplierId: product.supplierId, productId: product.id, title: "Renovation",
            startsAt: baliToUtc(date, "00:00"), endsAt: baliToUtc(addDaysIso(date, 1), "00:00"), allDay: true,
          }));
    const after = await idsAt("08:00", venue.location);
    expect(after).not.toContain(product.id);
    expect(after).toEqual(before.filter((id) => id !== product.id));
  });
});
