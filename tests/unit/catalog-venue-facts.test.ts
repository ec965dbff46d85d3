// Venue facts are computed from the spaces (issue 42 item 3, ADR 0362): /venue-detail/2 said 7
// meeting rooms and a largest room of 583 m² beside three spaces of 286, 209 and 54 m².
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { venueFacts } from "~/catalog/venue-facts";
import { getVenuePage } from "~/catalog/venue-page.server";
import { tables, type SqliteDb } from "~/db.server";
import { getOwnVenueById, saveOwnVenue } from "~/supplier/venue.server";
import { freshDatabase } from "../support/test-db";

let db: SqliteDb;
beforeAll(async () => {
  db = await freshDatabase();
});

describe("venue facts", () => {
  it("computes spaces, largest and smallest area and the most guests per layout", () => {
    const room = (l: number, w: number, theatre: number, banquet: number) => ({ dimensionLength: l, dimensionWidth: w, maxTheatre: theatre, maxClassroom: 0, maxUshape: 0, maxBanquet: banquet, maxCocktail: 0, maxBoard: 0 });
    expect(venueFacts([room(22, 13, 300, 0), room(19, 11, 150, 100), room(9, 6, 0, 30)])).toEqual({
      spaces: 3, largestArea: 286, smallestArea: 54,
      maxByLayout: [{ value: "banquet", label: "Banquet", capacity: 100 }, { value: "theater", label: "Theatre", capacity: 300 }],
    });
    expect(venueFacts([])).toEqual({ spaces: 0, largestArea: null, smallestArea: null, maxByLayout: [] });
  });

  it("/venue-detail/2 shows the facts of its spaces", async () => {
    const spaces = await db.select().from(tables.subVenues).where(eq(tables.subVenues.venueId, 2));
    const page = (await getVenuePage(2))!;
    expect(page.facts).toMatchObject({ spaces: page.spaces.length, largestArea: Math.max(...page.spaces.map((s) => s.area)), smallestArea: Math.min(...page.spaces.map((s) => s.area)) });
    expect(page.spaces.length).toBe(spaces.length);
  });

  it("a vendor's typed numbers are not stored or shown: the page reads the spaces", async () => {
    const venue = (await db.select().from(tables.venues).where(eq(tables.venues.id, 2)))[0];
    const own = (await getOwnVenueById(venue.supplierId, venue.id))!;
    await saveOwnVenue(venue.supplierId, { name: own.name, location: own.location as never, totalMeetingRoom: 7, largestMeetingRoom: 583, smallestMeetingRoom: 5 }, venue.id);
    const page = (await getVenuePage(2))!;
    expect(page.facts.spaces).not.toBe(7);
    expect(page.facts.largestArea).not.toBe(583);
  });
});
