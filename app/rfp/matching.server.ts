// Which venues an RFP goes to (issue 45, ADR 0410): those in the brief's location with, for every
// day asked, a room whose capacity in the day's layout takes the day's head count (indoor or
// outdoor as asked), an active product valid that day with the must-have equipment, free at the
// day's times under the one availability rule (app/availability), and within the budget by the
// catalogue's price for the head count. Cheapest first, up to a limit.
import { and, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import { isSlotAvailable } from "~/availability/availability.server";
import { getDb, tables } from "~/db.server";
import { hoursBetween, proposalLinePrice } from "~/rfp/proposal-pricing.server";
import { dateShifts, type RfpIndoorOutdoor } from "~/rfp/rfp-states";
import { LAYOUTS } from "~/utils/constants";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";

export type BriefDay = { date: string; startTime: string; endTime: string; layout: string; headCount: number };
export type Brief = {
  location: string;
  indoorOutdoor: RfpIndoorOutdoor;
  mustHaveFlags: number;
  budget: number | null;
  days: BriefDay[];
  /** Flexible dates: the days may move together up to this many days earlier or later (ADR 0414); 0: as asked. */
  flexibleDays?: number;
};


type SubVenue = typeof tables.subVenues.$inferSelect;

/** The room's capacity in a layout (0: not offered). */
export function layoutCapacity(subVenue: SubVenue, layout: string): number {
  const found = LAYOUTS.find((l) => l.value === layout);
  return found ? subVenue[found.column] : 0;
}

/** "" and "Bali" mean the whole island. */
export function locationFilter(location: string): string | null {
  const l = location.trim();
  return !l || l.toLowerCase() === "bali" ? null : l;
}

/** A venue that fits, its cheapest estimate, and by how many days its dates were moved (flexible dates). */
export type VenueMatch = { venueId: number; supplierId: number; estimate: number; shiftDays?: number };

/** The venues fitting the brief, cheapest estimate first, at most `limit`, none of `exclude`. */
export async function matchingVenues(brief: Brief, { limit, exclude = [], now = new Date() }: { limit: number; exclude?: number[]; now?: Date }): Promise<VenueMatch[]> {
  if (limit <= 0 || !brief.days.length) return [];
  // Flexible dates: a venue free on the days moved together by a shift counts, the asked dates
  // first, then the nearest shifts; never a day before tomorrow.
  const tomorrow = addDaysIso(baliIsoDate(now), 1);
  const found: VenueMatch[] = [];
  for (const shift of dateShifts(brief.flexibleDays ?? 0)) {
    const days = brief.days.map((d) => ({ ...d, date: addDaysIso(d.date, shift) }));
    if (shift !== 0 && days.some((d) => d.date < tomorrow)) continue;
    const more = await matchingOnDays({ ...brief, days }, { limit: limit - found.length, exclude: [...exclude, ...found.map((f) => f.venueId)], now });
    found.push(...more.map((m) => ({ ...m, shiftDays: shift })));
    if (found.length >= limit) break;
  }
  return found;
}

async function matchingOnDays(brief: Brief, { limit, exclude, now }: { limit: number; exclude: number[]; now: Date }): Promise<VenueMatch[]> {
  const db = getDb();
  const where: SQL[] = [];
  const city = locationFilter(brief.location);
  if (city) where.push(eq(tables.venues.location, city));
  if (brief.indoorOutdoor !== "any") where.push(eq(tables.subVenues.subVenueType, brief.indoorOutdoor));
  const rooms = await db
    .select({ subVenue: tables.subVenues, supplierId: tables.venues.supplierId })
    .from(tables.subVenues)
    .innerJoin(tables.venues, eq(tables.venues.id, tables.subVenues.venueId))
    .where(where.length ? and(...where) : undefined);
  if (!rooms.length) return [];
  const dates = brief.days.map((d) => d.date).sort();
  const first = baliToUtc(dates[0]!);
  const last = baliToUtc(dates[dates.length - 1]!, "23:59");
  const products = await db
    .select()
    .from(tables.products)
    .where(
      and(
        inArray(tables.products.subVenueId, rooms.map((r) => r.subVenue.id)),
        eq(tables.products.isActive, true),
        lte(tables.products.validFrom, last),
        gte(tables.products.validTo, first),
      ),
    );
  const byRoom = new Map<number, (typeof products)[number][]>();
  for (const p of products) {
    if ((p.inclusionFlags & brief.mustHaveFlags) !== brief.mustHaveFlags) continue;
    byRoom.set(p.subVenueId, [...(byRoom.get(p.subVenueId) ?? []), p]);
  }
  // Per venue and day, the rooms and products that fit by capacity, rate and equipment, cheapest first.
  type Option = { subVenueId: number; productId: number; price: number; from: Date; to: Date };
  const venues = new Map<number, { supplierId: number; days: Option[][] }>();
  for (const { subVenue, supplierId } of rooms) {
    for (const [i, day] of brief.days.entries()) {
      if (layoutCapacity(subVenue, day.layout) < day.headCount) continue;
      const from = baliToUtc(day.date, day.startTime);
      const to = baliToUtc(day.date, day.endTime);
      for (const p of byRoom.get(subVenue.id) ?? []) {
        if (from.getTime() < p.validFrom.getTime() || from.getTime() > p.validTo.getTime()) continue;
        const units = p.unit === "Hour" ? hoursBetween(day.startTime, day.endTime) : 1;
        const price = proposalLinePrice({ ...p, minCapacity: subVenue.minCapacity }, { headCount: day.headCount, units }).total;
        const v = venues.get(subVenue.venueId) ?? { supplierId, days: brief.days.map(() => []) };
        v.days[i]!.push({ subVenueId: subVenue.id, productId: p.id, price, from, to });
        venues.set(subVenue.venueId, v);
      }
    }
  }
  const candidates = [...venues]
    .filter(([id, v]) => !exclude.includes(id) && v.days.every((options) => options.length > 0))
    .map(([venueId, v]) => {
      for (const options of v.days) options.sort((a, b) => a.price - b.price || a.productId - b.productId);
      return { venueId, supplierId: v.supplierId, days: v.days, estimate: v.days.reduce((s, o) => s + o[0]!.price, 0) };
    })
    .filter((c) => brief.budget === null || c.estimate <= brief.budget)
    .sort((a, b) => a.estimate - b.estimate || a.venueId - b.venueId);
  const found: VenueMatch[] = [];
  for (const c of candidates) {
    if (found.length >= limit) break;
    let estimate = 0;
    let free = true;
    for (const options of c.days) {
      let option: Option | null = null;
      for (const o of options) {
        if (await isSlotAvailable(db, { subVenueId: o.subVenueId, productId: o.productId, window: { from: o.from, to: o.to } }, now)) {
          option = o;
          break;
        }
      }
      if (!option) {
        free = false;
        break;
      }
      estimate += option.price;
    }
    if (free && (brief.budget === null || estimate <= brief.budget)) found.push({ venueId: c.venueId, supplierId: c.supplierId, estimate });
  }
  return found;
}
