// A venue's position for maps, as a vendor types or pastes it in Venue Info (ADR 0121).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parsePosition, POSITION_MESSAGE } from "~/catalog/geo";
import { type DB, tables, first } from "~/db.server";
import { VenueInfoSchema } from "~/supplier/schemas";
import { saveOwnVenue } from "~/supplier/venue.server";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

describe("parsePosition", () => {
  it("reads typed coordinates and the maps links vendors paste", () => {
    expect(parsePosition("-8.8008, 115.2317")).toEqual({ lat: -8.8008, lng: 115.2317 });
    expect(parsePosition("-8.8008 115.2317")).toEqual({ lat: -8.8008, lng: 115.2317 });
    expect(parsePosition("https://www.google.com/maps/place/Ayana/@-8.7870,115.1347,17z/data=x")).toEqual({ lat: -8.787, lng: 115.1347 });
    expect(parsePosition("https://www.google.com/maps/search/?api=1&query=-8.69%2C115.26")).toEqual({ lat: -8.69, lng: 115.26 });
    expect(parsePosition("https://www.openstreetmap.org/?mlat=-8.5069&mlon=115.2625#map=17/-8.5069/115.2625")).toEqual({ lat: -8.5069, lng: 115.2625 });
    expect(parsePosition("https://www.openstreetmap.org/#map=16/-8.7180/115.1686")).toEqual({ lat: -8.718, lng: 115.1686 });
  });

  it("refuses what carries no valid point", () => {
    for (const text of ["", "Nusa Dua", "https://www.google.com/maps/search/?api=1&query=Ayana%20Bali", "95, 115", "-8.8, 200", "0, 0"]) {
      expect(parsePosition(text), text).toBeNull();
    }
    const parsed = VenueInfoSchema.safeParse({ name: "X", location: "Ubud", position: "somewhere nice" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(POSITION_MESSAGE);
  });
});

describe("saveOwnVenue", () => {
  it("stores the typed position, else the maps link's, and keeps it when neither has one", async () => {
    const venue = (await first(db.select().from(tables.venues)))!;
    const base = { name: venue.name, location: venue.location };
    await saveOwnVenue(venue.supplierId, VenueInfoSchema.parse({ ...base, position: "-8.5, 115.25" }));
    expect(await first(db.select().from(tables.venues).where(eq(tables.venues.id, venue.id)))).toMatchObject({ latitude: -8.5, longitude: 115.25 });
    await saveOwnVenue(venue.supplierId, VenueInfoSchema.parse({ ...base, maps: "https://www.google.com/maps/@-8.6,115.2,15z" }));
    expect(await first(db.select().from(tables.venues).where(eq(tables.venues.id, venue.id)))).toMatchObject({ latitude: -8.6, longitude: 115.2 });
    await saveOwnVenue(venue.supplierId, VenueInfoSchema.parse({ ...base, maps: "https://www.google.com/maps/search/?api=1&query=Ayana" }));
    expect(await first(db.select().from(tables.venues).where(eq(tables.venues.id, venue.id)))).toMatchObject({ latitude: -8.6, longitude: 115.2 });
  });
});
