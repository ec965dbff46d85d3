// Search leaves out rooms that are booked or blocked at the chosen hour (ADR 0015).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import type { DB } from "~/db.server";
import * as s from "~/db/schema";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: DB;
const date = addDaysIso(baliIsoDate(), 5);

function idsAt(time: string, location: string) {
  const f = { ...parseSearchParams(new URLSearchParams({ keyword: location, date, time }), { today: baliIsoDate() }), limit: 100, page: 1 };
  return searchProducts(f).items.map((i) => i.id);
}

function book(product: typeof s.products.$inferSelect, start: string, hours: number, invoice: Partial<typeof s.invoices.$inferInsert> = {}) {
  const n = Math.random().toString(36).slice(2, 10);
  const inv = db.insert(s.invoices).values({
    invoiceNo: `INV-A${n}`, accessToken: n, name: "A", cellPhone: "0812", email: "a@example.test",
    subtotal: 1, totalCost: 1, expiresAt: new Date(Date.now() + 48 * 3600_000), ...invoice,
  }).returning().get();
  const startsAt = baliToUtc(date, start);
  db.insert(s.reservationLines).values({
    invoiceId: inv.id, productId: product.id, subVenueId: product.subVenueId, venueId: product.venueId,
    supplierId: product.supplierId, productName: "x", venueName: "x", subVenueName: "x", setup: "theater",
    startsAt, endsAt: new Date(startsAt.getTime() + hours * 3600_000), qty: hours, unit: "Hour", price: 1, totalPrice: 1,
  }).run();
}

beforeAll(async () => {
  db = await freshDatabase();
});

/** The n-th product that search offers in some location on the test date. */
function offered(n: number) {
  const f = { ...parseSearchParams(new URLSearchParams({ date, time: "08:00" }), { today: baliIsoDate() }), limit: 100, page: 1 };
  const id = searchProducts(f).items[n].id;
  const product = db.select().from(s.products).where(eq(s.products.id, id)).get()!;
  const venue = db.select().from(s.venues).where(eq(s.venues.id, product.venueId)).get()!;
  return { product, venue };
}

describe("search and availability", () => {
  it("hides every product of a room booked at that hour, and only then", () => {
    const { product, venue } = offered(0);
    const sameRoom = db.select({ id: s.products.id }).from(s.products).where(eq(s.products.subVenueId, product.subVenueId)).all().map((r) => r.id);
    const before = idsAt("10:00", venue.location);
    expect(before).toContain(product.id);

    book(product, "10:00", 2);
    const during = idsAt("11:00", venue.location);
    for (const id of sameRoom) expect(during).not.toContain(id);
    // Other rooms of the same venue stay.
    expect(during.length).toBe(before.filter((id) => !sameRoom.includes(id)).length);
    expect(idsAt("12:00", venue.location)).toContain(product.id);
    expect(idsAt("09:00", venue.location)).toContain(product.id);
  });

  it("ignores unpaid invoices past their deadline", () => {
    const { product, venue } = offered(20);
    book(product, "15:00", 1, { expiresAt: new Date(Date.now() - 1000) });
    expect(idsAt("15:00", venue.location)).toContain(product.id);
    book(product, "15:00", 1, { status: "paid" });
    expect(idsAt("15:00", venue.location)).not.toContain(product.id);
  });

  it("a vendor's block on one product hides that product only", () => {
    const { product, venue } = offered(40);
    const before = idsAt("08:00", venue.location);
    db.insert(s.availabilityBlocks).values({
      supplierId: product.supplierId, productId: product.id, title: "Renovation",
      startsAt: baliToUtc(date, "00:00"), endsAt: baliToUtc(addDaysIso(date, 1), "00:00"), allDay: true,
    }).run();
    const after = idsAt("08:00", venue.location);
    expect(after).not.toContain(product.id);
    expect(after).toEqual(before.filter((id) => id !== product.id));
  });
});
