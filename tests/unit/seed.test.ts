import { count, eq, lt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { distanceKm } from "~/catalog/geo";
import { AIRPORT, DISTRICT_PLACES } from "~/db/seed.server";
import { VENUE_CITIES } from "~/utils/constants";
import { baliParts } from "~/utils/format";
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

  it("reads as real: venues at places in their districts, distances from coordinates, bookings in office hours and room limits", async () => {
    const db = await freshDatabase();
    const venues = db.select().from(s.venues).all();
    for (const v of venues) {
      expect(v.latitude).not.toBeNull();
      const here = { lat: v.latitude!, lng: v.longitude! };
      // The nearest district place is one of its own district's.
      const nearest = Object.entries(DISTRICT_PLACES)
        .flatMap(([city, places]) => places.map(([lat, lng]) => ({ city, d: distanceKm(here, { lat, lng }) })))
        .sort((a, b) => a.d - b.d)[0];
      expect(nearest.city).toBe(v.location);
      expect(v.distanceToAirport).toBeCloseTo(distanceKm(here, AIRPORT), 0);
      expect(v.nearestAttraction1).not.toBe(v.nearestAttraction2);
      expect(v.distanceNearestAttraction1).toBeLessThanOrEqual(v.distanceNearestAttraction2);
    }
    // The airport is in Tuban; Denpasar is nowhere near Uluwatu Temple.
    for (const v of venues.filter((x) => x.location === "Tuban")) expect(v.distanceToAirport).toBeLessThan(3);
    for (const v of venues.filter((x) => x.location === "Denpasar")) {
      expect(v.distanceToAirport).toBeGreaterThan(6);
      expect([v.nearestAttraction1, v.nearestAttraction2]).not.toContain("Uluwatu Temple");
    }
    console.log(`seed venues: ${venues.length}, airport distances ${Math.min(...venues.map((v) => v.distanceToAirport))}-${Math.max(...venues.map((v) => v.distanceToAirport))} km`);

    const lines = db
      .select({ line: s.reservationLines, room: s.subVenues })
      .from(s.reservationLines)
      .innerJoin(s.subVenues, eq(s.subVenues.id, s.reservationLines.subVenueId))
      .all();
    expect(lines.length).toBeGreaterThan(0);
    const capacityOf: Record<string, keyof typeof s.subVenues.$inferSelect> = {
      uShape: "maxUshape", board: "maxBoard", classroom: "maxClassroom", cocktail: "maxCocktail", banquet: "maxBanquet", theater: "maxTheatre",
    };
    for (const { line, room } of lines) {
      const start = baliParts(line.startsAt);
      expect(start.hour).toBeGreaterThanOrEqual(8);
      expect(start.hour).toBeLessThan(18);
      expect(line.endsAt.getTime()).toBeGreaterThan(line.startsAt.getTime());
      const capacity = Number(room[capacityOf[line.setup]]);
      expect(capacity).toBeGreaterThan(0);
      if (line.unit === "Person") {
        expect(line.qty).toBeGreaterThanOrEqual(room.minCapacity);
        expect(line.qty).toBeLessThanOrEqual(capacity);
      }
    }
  });
});
