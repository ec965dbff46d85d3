// Venue product search: one indexed SQL query for the page of results plus one count.
// Written as SQL on the better-sqlite3 client (statements cached by shape) because this is
// the hottest path of the site; see docs/decisions/0011-search-semantics-and-indexes.md.
import type { Statement } from "better-sqlite3";
import { getDb } from "~/db.server";
import type { SearchFilters } from "~/catalog/search-params";
import { baliToUtc, discountedPrice } from "~/utils/format";
import type { ProductUnit } from "~/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export type SearchResultItem = {
  id: number;
  productName: string;
  unit: ProductUnit;
  price: number;
  discountPercentage: number;
  /** Unit price after the discount. */
  finalPrice: number;
  campaign: string | null;
  venueId: number;
  venueName: string;
  venueLocation: string;
  subVenueId: number;
  subVenueName: string;
  subVenueType: "indoor" | "outdoor";
  minCapacity: number;
  maxUshape: number;
  maxBoard: number;
  maxClassroom: number;
  maxCocktail: number;
  maxBanquet: number;
  maxTheatre: number;
  dimensionLength: number;
  dimensionWidth: number;
  coverKey: string | null;
};

export type SearchResult = {
  items: SearchResultItem[];
  total: number;
  page: number;
  limit: number;
  pageCount: number;
};

type Row = Omit<SearchResultItem, "finalPrice">;

const SELECT = `
  select p.id, p.product_name as productName, p.unit, p.price, p.discount_percentage as discountPercentage,
    p.campaign, v.id as venueId, v.name as venueName, v.location as venueLocation,
    sv.id as subVenueId, sv.name as subVenueName, sv.sub_venue_type as subVenueType,
    sv.min_capacity as minCapacity, sv.max_ushape as maxUshape, sv.max_board as maxBoard,
    sv.max_classroom as maxClassroom, sv.max_cocktail as maxCocktail, sv.max_banquet as maxBanquet,
    sv.max_theatre as maxTheatre, sv.dimension_length as dimensionLength, sv.dimension_width as dimensionWidth,
    (select vi.file_key from venue_images vi where vi.venue_id = p.venue_id
      order by vi.is_default desc, vi.id limit 1) as coverKey`;

type Where = { joins: string; clauses: string[]; params: Record<string, string | number> };

/**
 * The filter part of the query. Joins are added only when a filter needs them, so the
 * unfiltered count stays an index-only scan of products.
 */
function buildWhere(f: SearchFilters & { venueId?: number }, forCount: boolean): Where {
  const dayStart = baliToUtc(f.date).getTime();
  const params: Where["params"] = { dayStart, dayEnd: dayStart + DAY_MS };
  // Active products whose rate validity covers the chosen (Bali) day.
  const clauses = ["p.is_active = 1", "p.valid_to >= @dayStart", "p.valid_from < @dayEnd"];
  let needVenue = !forCount;
  let needSub = !forCount;
  if (f.venueId) {
    clauses.push("p.venue_id = @venueId");
    params.venueId = f.venueId;
  }
  if (f.location) {
    needVenue = true;
    clauses.push("v.location = @location");
    params.location = f.location;
  }
  if (f.text) {
    needVenue = true;
    needSub = true;
    clauses.push("(v.name like @text escape '\\' or p.product_name like @text escape '\\' or sv.name like @text escape '\\')");
    params.text = `%${f.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  if (f.pax) {
    // An exact head count must fit between the sub venue's minimum and its largest layout.
    needSub = true;
    clauses.push("sv.max_capacity >= @pax and sv.min_capacity <= @pax");
    params.pax = f.pax;
  } else if (f.minCapacity || f.maxCapacity) {
    // Range overlap: the room holds at least the range's low end and does not demand more
    // guests than its high end.
    needSub = true;
    clauses.push("sv.max_capacity >= @minCapacity");
    params.minCapacity = f.minCapacity;
    if (f.maxCapacity) {
      clauses.push("sv.min_capacity <= @maxCapacity");
      params.maxCapacity = f.maxCapacity;
    }
  }
  if (f.campaign) {
    clauses.push("p.campaign = @campaign");
    params.campaign = f.campaign;
  }
  const joins = [
    needSub ? "join sub_venues sv on sv.id = p.sub_venue_id" : "",
    needVenue ? "join venues v on v.id = p.venue_id" : "",
  ].join(" ");
  return { joins, clauses, params };
}

const statements = new WeakMap<object, Map<string, Statement>>();
function prepared(sqlText: string): Statement {
  const client = getDb().$client;
  let cache = statements.get(client);
  if (!cache) statements.set(client, (cache = new Map()));
  let stmt = cache.get(sqlText);
  if (!stmt) {
    stmt = client.prepare(sqlText);
    cache.set(sqlText, stmt);
  }
  return stmt;
}

/** One page of matching venue products (ordered by id: stable, and cheap to page) and the total. */
export function searchProducts(f: SearchFilters & { venueId?: number }): SearchResult {
  const limit = f.limit;
  const countWhere = buildWhere(f, true);
  const total = (
    prepared(`select count(*) as n from products p ${countWhere.joins} where ${countWhere.clauses.join(" and ")}`).get(
      countWhere.params,
    ) as { n: number }
  ).n;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(f.page, pageCount);
  const w = buildWhere(f, false);
  const rows = prepared(
    `${SELECT} from products p ${w.joins} where ${w.clauses.join(" and ")} order by p.id limit @limit offset @offset`,
  ).all({ ...w.params, limit, offset: (page - 1) * limit }) as Row[];
  return {
    items: rows.map((r) => ({ ...r, finalPrice: discountedPrice(r.price, r.discountPercentage) })),
    total,
    page,
    limit,
    pageCount,
  };
}
