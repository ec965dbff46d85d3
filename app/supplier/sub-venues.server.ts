// Sub venues (rooms, gardens) of the vendor's venue. max_capacity is the largest layout
// capacity and is written here on every create and update (search relies on it, ADR 0011).
import { and, asc, count, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { categoriesOf, categoryBits } from "~/catalog/catalog-tags";
import type { SubVenueInput } from "~/supplier/schemas";
import { DASHBOARD_PAGE_SIZE } from "~/supplier/paging";

const { subVenues, products, reservationLines } = schema;

export type SubVenueRow = typeof subVenues.$inferSelect;

export function largestCapacity(v: Pick<SubVenueInput, "maxTheatre" | "maxClassroom" | "maxUshape" | "maxBanquet" | "maxCocktail" | "maxBoard">) {
  return Math.max(0, v.maxTheatre, v.maxClassroom, v.maxUshape, v.maxBanquet, v.maxCocktail, v.maxBoard);
}

/** Area in sqm (length x width), rounded to 2 decimals. */
export function subVenueSize(v: { dimensionLength: number; dimensionWidth: number }) {
  return Math.round(v.dimensionLength * v.dimensionWidth * 100) / 100;
}

/** The organisation's sub venues; with venueId only that venue's (the dashboard's chosen venue, ADR 0282). */
export function listOwnSubVenues(supplierId: number, { page = 1, limit = DASHBOARD_PAGE_SIZE, venueId }: { page?: number; limit?: number; venueId?: number | null } = {}) {
  const db = getDb();
  const where = and(eq(subVenues.supplierId, supplierId), venueId ? eq(subVenues.venueId, venueId) : undefined);
  const total = db.select({ n: count() }).from(subVenues).where(where).get()?.n ?? 0;
  const items = db.select().from(subVenues).where(where).orderBy(asc(subVenues.id)).limit(limit).offset((page - 1) * limit).all();
  return { total, items };
}

/** Every sub venue of the supplier, or of one of its venues (for the product form's select). */
export function subVenueOptions(supplierId: number, venueId?: number | null) {
  return getDb()
    .select({ id: subVenues.id, name: subVenues.name })
    .from(subVenues)
    .where(and(eq(subVenues.supplierId, supplierId), venueId ? eq(subVenues.venueId, venueId) : undefined))
    .orderBy(asc(subVenues.name), asc(subVenues.id))
    .all();
}

export function getOwnSubVenue(supplierId: number, id: number): SubVenueRow | null {
  return getDb().select().from(subVenues).where(and(eq(subVenues.id, id), eq(subVenues.supplierId, supplierId))).get() ?? null;
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

export function createSubVenue(supplier: { supplierId: number; venueId: number }, input: SubVenueInput): SubVenueRow {
  return getDb()
    .insert(subVenues)
    .values({ venueId: supplier.venueId, supplierId: supplier.supplierId, ...values(input) })
    .returning()
    .get();
}

export function updateSubVenue(supplierId: number, id: number, input: SubVenueInput): SubVenueRow | null {
  return (
    getDb()
      .update(subVenues)
      .set(values(input))
      .where(and(eq(subVenues.id, id), eq(subVenues.supplierId, supplierId)))
      .returning()
      .get() ?? null
  );
}

export type DeleteSubVenueResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "has-reservations"; name: string };

export function subVenueHasReservations(subVenueId: number) {
  return !!getDb()
    .select({ id: reservationLines.id })
    .from(reservationLines)
    .innerJoin(products, eq(products.id, reservationLines.productId))
    .where(eq(products.subVenueId, subVenueId))
    .limit(1)
    .get();
}

/**
 * Deletes a sub venue with its products (their cart items and blackouts cascade). A sub
 * venue whose products were ever reserved is kept: invoices point at those products
 * (docs/decisions/0051).
 */
export function deleteSubVenue(supplierId: number, id: number): DeleteSubVenueResult {
  const db = getDb();
  return db.transaction((tx) => {
    const sv = tx.select({ id: subVenues.id, name: subVenues.name }).from(subVenues)
      .where(and(eq(subVenues.id, id), eq(subVenues.supplierId, supplierId))).get();
    if (!sv) return { ok: false, reason: "not-found" } as const;
    if (subVenueHasReservations(sv.id)) return { ok: false, reason: "has-reservations", name: sv.name } as const;
    tx.delete(subVenues).where(eq(subVenues.id, sv.id)).run();
    return { ok: true, name: sv.name } as const;
  });
}

export function subVenueRefusalMessage(name: string) {
  return `"${name}" has reservations, so it cannot be deleted. Set its products to Inactive instead.`;
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
