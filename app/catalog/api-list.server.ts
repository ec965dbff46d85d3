// The section 3 product fields the /v1 search list carries besides the search's own columns
// (ADR 0132): inclusion (sanitized HTML), termCondition and venueAddress, read for the page's
// ids in one query so the tuned search query stays as it is.
import { eq, inArray } from "drizzle-orm";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { getDb, schema } from "~/db.server";

export type ListExtras = { inclusion: string; termCondition: string; venueAddress: string };

export function productListExtras(productIds: number[]): Map<number, ListExtras> {
  if (!productIds.length) return new Map();
  const rows = getDb()
    .select({
      id: schema.products.id,
      inclusion: schema.products.inclusion,
      termCondition: schema.products.termCondition,
      venueAddress: schema.venues.address,
    })
    .from(schema.products)
    .innerJoin(schema.venues, eq(schema.venues.id, schema.products.venueId))
    .where(inArray(schema.products.id, productIds))
    .all();
  return new Map(
    rows.map((r) => [r.id, { inclusion: sanitizeInclusion(r.inclusion), termCondition: r.termCondition.trim(), venueAddress: r.venueAddress }]),
  );
}
