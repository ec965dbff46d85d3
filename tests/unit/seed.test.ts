import { count, eq, lt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { VENUE_CITIES } from "~/utils/constants";
import { freshDatabase } from "../support/test-db";

describe("seed", () => {
  it("makes a realistic catalogue in every location", async () => {
    const db = await freshDatabase();
    const venues = db.select({ location: s.venues.location, n: count() }).from(s.venues).groupBy(s.venues.location).all();
    expect(new Set(venues.map((v) => v.location))).toEqual(new Set(VENUE_CITIES));
    expect(venues.reduce((a, v) => a + v.n, 0)).toBeGreaterThanOrEqual(24);

    const perVenue = db.select({ venueId: s.subVenues.venueId, n: count() }).from(s.subVenues).groupBy(s.subVenues.venueId).all();
    for (const v of perVenue) {
      expect(v.n).toBeGreaterThanOrEqual(2);
      expect(v.n).toBeLessThanOrEqual(6);
    }

    const products = db.select().from(s.products).all();
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(new Set(products.map((p) => p.unit))).toEqual(new Set(["Day", "Hour", "Person"]));
    expect(products.some((p) => p.discountPercentage > 0)).toBe(true);
    expect(products.some((p) => !p.isActive)).toBe(true);
    expect(products.some((p) => p.validTo.getTime() < Date.now())).toBe(true);

    expect(db.select({ n: count() }).from(s.transports).get()!.n).toBe(8);
    const prices = db.select({ price: s.equipments.price }).from(s.equipments).all().map((e) => e.price);
    expect(prices).toEqual(expect.arrayContaining([15_000, 20_000, 3_680_000, 9_200_000, 50_000, 10_000_000, 750_000]));
    expect(db.select().from(s.coupons).where(eq(s.coupons.code, "BALI10")).get()?.discountPercentage).toBe(10);

    const roles = db.select({ admin: s.users.isAdmin, supplier: s.users.isSupplier }).from(s.users).all();
    expect(roles.some((r) => r.admin)).toBe(true);
    expect(roles.some((r) => r.supplier)).toBe(true);
  });

  it("keeps max_capacity equal to the largest layout", async () => {
    const db = await freshDatabase();
    const wrong = db.all(sql`select id from sub_venues where max_capacity <> max(max_theatre, max_classroom, max_ushape, max_banquet, max_cocktail, max_board)`);
    expect(wrong).toEqual([]);
    expect(db.select({ n: count() }).from(s.subVenues).where(lt(s.subVenues.maxCapacity, 1)).get()!.n).toBe(0);
  });

  it("enforces foreign keys", async () => {
    const db = await freshDatabase({ seed: false });
    expect(() =>
      db.insert(s.venueImages).values({ venueId: 999_999, fileKey: "x.jpg" }).run(),
    ).toThrow(/FOREIGN KEY/);
  });
});
