// Sub venues (rooms, gardens) of the vendor's venue. max_capacity is the largest layout
// capacity and is written here on every create and update (search relies on it, ADR 0011).
import { and, asc, count, eq } from "drizzle-orm";
import { getDb, tables, first, write, run, transaction } from "~/db.server";
import { categoriesOf, categoryBits } from "~/catalog/catalog-tags";
import type { SubVenueInput } from "~/supplier/schemas";
import { DASHBOARD_PAGE_SIZE } from "~/supplier/paging";
import { msg } from "~/i18n/message-ref";
export type SubVenueRow = typeof tables.subVenues.$inferSelect;

export function largestCapacity(v: Pick<SubVenueInput, "maxTheatre" | "maxClassroom" | "maxUshape" | "maxBanquet" | "maxCocktail" | "maxBoard">) {
  return Math.max(0, v.maxTheatre, v.maxClassroom, v.maxUshape, v.maxBanquet, v.maxCocktail, v.maxBoard);
}

/** Area in sqm (length x width), rounded to 2 decimals. */
export function subVenueSize(v: { dimensionLength: number; dimensionWidth: number }) {
  return Math.round(v.dimensionLength * v.dimensionWidth * 100) / 100;
}

/** The organisation's sub venues; with venueId only that venue's (the dashboard's chosen venue, ADR 0282). */
export async function listOwnSubVenues(supplierId: number, { page = 1, limit = DASHBOARD_PAGE_SIZE, venueId }: { page?: number; limit?: number; venueId?: number | null } = {}) {
  const db = getDb();
  const where = and(eq(tables.subVenues.supplierId, supplierId), venueId ? eq(tables.subVenues.venueId, venueId) : undefined);
  const total = (await first(db.select({ n: count() }).from(tables.subVenues).where(where)))?.n ?? 0;
  const items = await db.select().from(tables.subVenues).where(where).orderBy(asc(tables.subVenues.id)).limit(limit).offset((page - 1) * limit);
  return { total, items };
}

/** Every sub venue of the supplier, or of one of its venues (for the product form's select). */
export async function subVenueOptions(supplierId: number, venueId?: number | null) {
  return await getDb()
      .select({ id: tables.subVenues.id, name: tables.subVenues.name })
      .from(tables.subVenues)
      .where(and(eq(tables.subVenues.supplierId, supplierId), venueId ? eq(tables.subVenues.venueId, venueId) : undefined))
      .orderBy(asc(tables.subVenues.name), asc(tables.subVenues.id));
}

export async function getOwnSubVenue(supplierId: number, id: number): Promise<SubVenueRow | null> {
  return await first(getDb().select().from(tables.subVenues).where(and(eq(tables.subVenues.id, id), eq(tables.subVenues.supplierId, supplierId)))) ?? null;
}

function values(input: SubVenueInput) {
  return {
    name: input.name,
    subVenueType: input.subVenueType,
    minCapacity: input.minCapacity,
    maxTheatre: input.maxTheatre,
    maxClassroom: input.maxClassroom,
    maxUshape: input.maxUshape,
    maxBanquet: input.maxBanquet,
    maxCocktail: input.maxCocktail,
    maxBoard: input.maxBoard,
    maxCapacity: largestCapacity(input),
    customLayout: input.customLayout ?? "",
    dimensionLength: input.dimensionLength,
    dimensionWidth: input.dimensionWidth,
    ceilingHeight: input.ceilingHeight,
    // Not sent (a /v1 client): the stored descriptions stay (ADR 0325).
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.descriptionId !== undefined ? { descriptionId: input.descriptionId } : {}),
    // Not sent (an older /v1 client): the stored categories stay.
    ...(input.categories ? { categories: categoryBits(input.categories) } : {}),
  };
}

export async function createSubVenue(supplier: { supplierId: number; venueId: number }, input: SubVenueInput): Promise<SubVenueRow> {
  return (await write((db) => db
      .insert(tables.subVenues)
      .values({ venueId: supplier.venueId, supplierId: supplier.supplierId, ...values(input) })
      .returning()))[0];
}

export async function updateSubVenue(supplierId: number, id: number, input: SubVenueInput): Promise<SubVenueRow | null> {
  return (
    (await write((db) => db
            .update(tables.subVenues)
            .set(values(input))
            .where(and(eq(tables.subVenues.id, id), eq(tables.subVenues.supplierId, supplierId)))
            .returning()))[0] ?? null
  );
}

export type DeleteSubVenueResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "has-reservations"; name: string };

export async function subVenueHasReservations(subVenueId: number) {
  return !!await first(getDb()
      .select({ id: tables.reservationLines.id })
      .from(tables.reservationLines)
      .innerJoin(tables.products, eq(tables.products.id, tables.reservationLines.productId))
      .where(eq(tables.products.subVenueId, subVenueId))
      .limit(1));
}

/**
 * Deletes a sub venue with its products (their cart items and blackouts cascade). A sub
 * venue whose products were ever reserved is kept: invoices point at those products
 * (docs/decisions/0051).
 */
export async function deleteSubVenue(supplierId: number, id: number): Promise<DeleteSubVenueResult> {
  const db = getDb();
  return await transaction(async (tx) => {
      const sv = await first(tx.select({ id: tables.subVenues.id, name: tables.subVenues.name }).from(tables.subVenues)
            .where(and(eq(tables.subVenues.id, id), eq(tables.subVenues.supplierId, supplierId))));
      if (!sv) return { ok: false, reason: "not-found" } as const;
      if (await subVenueHasReservations(sv.id)) return { ok: false, reason: "has-reservations", name: sv.name } as const;
      await run((db) => db.delete(tables.subVenues).where(eq(tables.subVenues.id, sv.id)));
      return { ok: true, name: sv.name } as const;
    });
}

/** Why a sub venue with reservations stays: a reference (ADR 0391). */
export function subVenueRefusalMessage(name: string) {
  return msg("listing.subVenueHasReservations", { name });
}

/** The spec's API shape of a sub venue. */
export function toApiSubVenue(sv: SubVenueRow) {
  return {
    id: sv.id,
    name: sv.name,
    subVenueType: sv.subVenueType,
    minCapacity: sv.minCapacity,
    maxTheatre: sv.maxTheatre,
    maxClassroom: sv.maxClassroom,
    maxUshape: sv.maxUshape,
    maxBanquet: sv.maxBanquet,
    maxCocktail: sv.maxCocktail,
    maxBoard: sv.maxBoard,
    maxCapacity: sv.maxCapacity,
    customLayout: sv.customLayout,
    dimensionLength: sv.dimensionLength,
    dimensionWidth: sv.dimensionWidth,
    dimension: `${sv.dimensionLength} x ${sv.dimensionWidth}`,
    size: subVenueSize(sv),
    ceilingHeight: sv.ceilingHeight,
    categories: categoriesOf(sv.categories),
    venue: sv.venueId,
    supplier: sv.supplierId,
  };
}
