// The organisation's venues: the first is created on the first save of Venue Info, then
// updated; a hotel group adds more from the dashboard (ADR 0282).
import { and, asc, eq } from "drizzle-orm";
import { parsePosition, type Position } from "~/catalog/geo";
import { getDb, tables, first, run, write, transaction } from "~/db.server";
import type { VenueInfoInput } from "~/supplier/schemas";

/** The organisation's oldest venue (the one /v1 and single-venue vendors know). */
export async function getOwnVenue(supplierId: number) {
  return await first(getDb().select().from(tables.venues).where(eq(tables.venues.supplierId, supplierId)).orderBy(asc(tables.venues.id))) ?? null;
}
export type OwnVenue = NonNullable<Awaited<ReturnType<typeof getOwnVenue>>>;

export async function getOwnVenueById(supplierId: number, venueId: number) {
  return (
    await first(getDb().select().from(tables.venues).where(and(eq(tables.venues.id, venueId), eq(tables.venues.supplierId, supplierId)))) ?? null
  );
}

function positionValues(p: Position | null) {
  return p ? { latitude: p.lat, longitude: p.lng } : {};
}

function venueValues(input: VenueInfoInput) {
  const t = (v: string | undefined) => v ?? "";
  const n = (v: number | undefined) => v ?? 0;
  return {
    name: t(input.name),
    location: t(input.location),
    address: t(input.address),
    maps: t(input.maps),
    description: t(input.description),
    // Only when sent: a /v1 client knows only the English description (ADR 0325).
    ...(input.descriptionId !== undefined ? { descriptionId: input.descriptionId } : {}),
    // The number of spaces and their areas are computed from the spaces (issue 42, ADR 0362).
    totalGuestRoom: n(input.totalGuestRoom),
    distanceToAirport: n(input.distanceToAirport),
    nearestAttraction1: t(input.nearestAttraction1),
    distanceNearestAttraction1: n(input.distanceNearestAttraction1),
    nearestAttraction2: t(input.nearestAttraction2),
    distanceNearestAttraction2: n(input.distanceNearestAttraction2),
    facebook: t(input.facebook),
    instagram: t(input.instagram),
    linkedin: t(input.linkedin),
    // Only when sent: clients from before the tiers existed keep the venue's tier (ADR 0254).
    ...(input.cancellationPolicy ? { cancellationPolicy: input.cancellationPolicy } : {}),
    ...(input.depositPercent !== undefined ? { depositPercent: input.depositPercent } : {}),
    ...(input.balanceDaysBefore !== undefined ? { balanceDaysBefore: input.balanceDaysBefore } : {}),
    // The typed position, else one read from the maps link; neither leaves the position as it was.
    ...positionValues(parsePosition(input.position) ?? parsePosition(input.maps)),
  };
}

/**
 * Saves a venue of the organisation: venueId given, that venue when it is the organisation's
 * (else null = not found, whoever owns it); no venueId, the oldest one, created when there is
 * none. Products' search copies of the location follow through the database triggers (ADR 0011).
 */
export async function saveOwnVenue(supplierId: number, input: VenueInfoInput, venueId?: number): Promise<OwnVenue | null> {
  const db = getDb();
  return await transaction(async (tx) => {
      const existing =
        venueId !== undefined
          ? await first(tx.select({ id: tables.venues.id }).from(tables.venues).where(and(eq(tables.venues.id, venueId), eq(tables.venues.supplierId, supplierId))))
          : await first(tx.select({ id: tables.venues.id }).from(tables.venues).where(eq(tables.venues.supplierId, supplierId)).orderBy(asc(tables.venues.id)));
      if (venueId !== undefined && !existing) return null;
      if (existing) {
        await run((db) => db.update(tables.venues).set(venueValues(input)).where(eq(tables.venues.id, existing.id)));
        return (await first(tx.select().from(tables.venues).where(eq(tables.venues.id, existing.id))))!;
      }
      return (await write((db) => db.insert(tables.venues).values({ supplierId, ...venueValues(input) }).returning()))[0];
    });
}

/** Another venue of the organisation (a hotel group), from the dashboard only (ADR 0282). */
export async function addVenue(supplierId: number, input: VenueInfoInput): Promise<OwnVenue> {
  return (await write((db) => db.insert(tables.venues).values({ supplierId, ...venueValues(input) }).returning()))[0];
}

/**
 * Creating through POST /v1/venue when one exists is refused, as the spec's clients expect
 * (one venue per supplier there); further venues are added in the dashboard (ADR 0282).
 */
export async function createOwnVenue(supplierId: number, input: VenueInfoInput): Promise<OwnVenue | "exists"> {
  if (await getOwnVenue(supplierId)) return "exists";
  return (await saveOwnVenue(supplierId, input))!;
}
