// The demo seed shows every feature and cannot contradict itself (issue 42): every seeded product's
// hours and inclusions fit its package type, its venue's facts match its spaces, its terms text
// states no money terms (those come from the settings), and room minimums fit the capacities.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CANCELLATION_POLICIES } from "~/db/enums";
import { hoursMisfit, inclusionsMisfit, packageKind } from "~/catalog/package-fit";
import { statesMoneyTerms } from "~/catalog/terms-text";
import { venueFacts } from "~/catalog/venue-facts";
import { getVenuePage } from "~/catalog/venue-page.server";
import { tables } from "~/db.server";
import { freshDatabase } from "../support/test-db";

describe("seed consistency", () => {
  it("every seeded product: hours and inclusions fit the package type, terms text without money terms, minimums within capacity", async () => {
    const db = await freshDatabase();
    const rows = await db
      .select({ product: tables.products, room: tables.subVenues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId));
    const wrong: string[] = [];
    for (const { product: p, room } of rows) {
      const kind = packageKind(p);
      const hours = hoursMisfit(kind, p.openTime, p.closeTime);
      if (hours) wrong.push(`${p.id} ${p.productName} ${p.openTime}-${p.closeTime}: ${hours}`);
      for (const text of [p.inclusion, p.inclusionId]) {
        const misfit = inclusionsMisfit(kind, text);
        if (misfit) wrong.push(`${p.id} ${p.productName}: ${misfit}`);
      }
      if (statesMoneyTerms(p.termCondition)) wrong.push(`${p.id} terms text states money terms: ${p.termCondition}`);
      const largest = Math.max(room.maxTheatre, room.maxClassroom, room.maxUshape, room.maxBanquet, room.maxCocktail, room.maxBoard);
      if (room.minCapacity < 1 || room.minCapacity > largest) wrong.push(`${p.id} room ${room.id} minimum ${room.minCapacity} above its largest layout ${largest}`);
    }
    expect(wrong).toEqual([]);
    // Evening packages for dinners, open into the evening.
    const evening = rows.filter(({ product: p }) => packageKind(p) === "evening");
    expect(evening.length).toBeGreaterThan(5);
    expect(evening.every(({ product: p }) => p.closeTime >= "21:00")).toBe(true);
  });

  it("venue facts (spaces, largest and smallest area, capacity per layout) are the spaces' on the venue page", async () => {
    const db = await freshDatabase();
    const venues = await db.select().from(tables.venues);
    expect(venues.length).toBeGreaterThan(0);
    for (const v of venues) {
      const spaces = await db.select().from(tables.subVenues).where(eq(tables.subVenues.venueId, v.id));
      const facts = venueFacts(spaces);
      const page = (await getVenuePage(v.id))!;
      expect(page.facts, v.name).toMatchObject({ spaces: spaces.length, largestArea: facts.largestArea, smallestArea: facts.smallestArea, maxByLayout: facts.maxByLayout });
      expect(page.spaces.length).toBe(spaces.length);
      expect(Math.max(...page.spaces.map((sp) => sp.area))).toBe(facts.largestArea);
      // The stored columns (/v1) say the same.
      expect([v.totalMeetingRoom, v.largestMeetingRoom, v.smallestMeetingRoom]).toEqual([spaces.length, facts.largestArea, facts.smallestArea]);
    }
  });

  it("shows every feature: every cancellation policy, venues with deposits, reviews, and one organisation with two venues and a team", async () => {
    const db = await freshDatabase();
    const venues = await db.select().from(tables.venues);
    expect(new Set(venues.map((v) => v.cancellationPolicy))).toEqual(new Set(CANCELLATION_POLICIES));
    const deposits = venues.filter((v) => v.depositPercent > 0);
    expect(deposits.length).toBeGreaterThanOrEqual(3);
    expect(new Set(deposits.map((v) => v.depositPercent)).size).toBeGreaterThanOrEqual(2);
    // A deposit venue has an hourly product bookable by a guest: the demo's deposit flow.
    const depositHour = await db
      .select({ id: tables.products.id })
      .from(tables.products)
      .innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId))
      .where(eq(tables.products.unit, "Hour"));
    expect(depositHour.length).toBeGreaterThan(0);
    expect((await db.select({ n: count() }).from(tables.reviews))[0].n).toBeGreaterThanOrEqual(10);

    const perSupplier = new Map<number, number>();
    for (const v of venues) perSupplier.set(v.supplierId, (perSupplier.get(v.supplierId) ?? 0) + 1);
    const orgs = [...perSupplier].filter(([, n]) => n >= 2).map(([id]) => id);
    expect(orgs.length).toBeGreaterThanOrEqual(1);
    const members = await db.select().from(tables.supplierMembers).where(eq(tables.supplierMembers.supplierId, orgs[0]));
    expect(new Set(members.map((m) => m.role))).toEqual(new Set(["owner", "manager", "coordinator", "finance"]));
  });
});
