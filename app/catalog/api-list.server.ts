// The section 3 product fields the /v1 search list carries besides the search's own columns
// (ADR 0132): inclusion (sanitized HTML), termCondition and venueAddress, read for the page's
// ids in one query so the tuned search query stays as it is.
import { eq, inArray } from "drizzle-orm";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { getDb, tables } from "~/db.server";

export type ListExtras = { inclusion: string; termCondition: string; venueAddress: string };

export async function productListExtras(productIds: number[]): Promise<Map<number, ListExtras>> {
  if (!productIds.length) return new Map();
  const rows = await getDb()
      .select({
        id: tables.products.id,
        inclusion: tables.products.inclusion,
        termCondition: tables.products.termCondition,
        venueAddress: tables.venues.address,
      })
      .from(tables.products)
      .innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId))
      .where(inArray(tables.products.id, productIds));
  return new Map(
    rows.map((r) => [r.id, { inclusion: sanitizeInclusion(r.inclusion), termCondition: r.termCondition.trim(), venueAddress: r.venueAddress }]),
  );
}
