// Venue product search: one indexed SQL query for the page of results plus one count, exact up
// to a cap (ADR 0161).
// Written as SQL on the better-sqlite3 client (statements cached by shape) because this is
// the hottest path of the site; see docs/decisions/0011-search-semantics-and-indexes.md.
import type { Statement } from "better-sqlite3";
import { takenDuring } from "~/availability/availability.server";
import type postgres from "postgres";
import { searchProductsPostgres, searchVenuesPostgres } from "~/catalog/search-postgres.server";
import { cachedStatement, getDb, getEngine, keptUntilCommit } from "~/db.server";
import { postgresSql } from "~/db/engine.server";
import type { SearchFilters } from "~/catalog/search-params";
import {
  FINAL_PRICE_x100, GROUP_ITEMS, mergeRanked, payablePrice100xPax, TOTAL_COUNT_CAP, productCountUpTo, productPaging, resultSelect, searchCriteria, sortOrder,
  toItem, venueCountUpTo, venueGroups, venuePaging, type GroupedResult, type SearchCriteria, type SearchResult, type SearchRow,
} from "~/catalog/search-common.server";
import type { PastLastPage } from "~/utils/paging";

// The types and caps are shared with the PostgreSQL twin (search-common.server.ts, ADR 0333).
export { GROUP_ITEMS, TOTAL_COUNT_CAP, VENUE_COUNT_CAP } from "~/catalog/search-common.server";
export type { GroupedResult, SearchResult, SearchResultItem, VenueGroup } from "~/catalog/search-common.server";

type Row = SearchRow;

const SELECT = resultSelect((field) => field);

type Where = {
  /** Tables before products (the free-text index drives the loop when there is one). */
  lead: string;
  /** The free-text index leading the loop: its rowid is the product id, in ascending order. */
  textIndex: "products_fts" | "products_words" | null;
  joins: string;
  clauses: string[];
  /**
   * The clauses of the count of matches (readPlan): the same, the head count's or attendee
   * range's capacity without unary +, so SQLite may count on the capacity index (ADR 0449).
   */
  countClauses: string[];
  /** The count's index hint: the capacity index when the group's size is the only lead (countIndexOf). */
  countIndex: string;
  /**
   * The clauses again for the products of a page's venues (a few hundred rows at most): a room
   * filter looks each product's room up instead of building the list of every room that passes
   * (ADR 0466). Over the whole catalogue the list is the faster test, and drives a count.
   */
  venuePageClauses: string[];
  /** The price range again without unary +, for a walk of the price index: it bounds the walk. */
  priceBounds: string[];
  /** With a head count, the price range as bounds of the two walks of headCountPriceRows. */
  headCountBounds: { unitPrice: string[]; minimumOrder: string[] };
  params: Record<string, string | number>;
};

/**
 * A count of matches stops at its cap, so it is fast on whichever index meets matches soonest.
 * In the filters' covering index (by validity) the large rooms may all sit at one end: a head
 * count of 150 passed 50,000 entries to meet 1,000 rooms that hold it (6 ms at 100k products),
 * where the capacity index meets them at once. Without the unary +, SQLite weighs both with its
 * statistics; another filter's own index (a district, a package type) still wins (ADR 0449).
 */
const forCount = (clause: string) => (clause.startsWith("+p.search_max_capacity ") ? clause.slice(1) : clause);

/**
 * When the group's size is the only filter with an index of its own (besides the validity every
 * search has), the count reads the capacity index from the group's size up (ADR 0462). SQLite's
 * statistics cannot tell that the rooms for 150 are a third of the catalogue: it weighs a range
 * on the capacity at a quarter of the index, below the validity's equality and range, and
 * counted on the filters' covering index (by validity), passing every small room: 6-10 ms for
 * a head count of 150 with a price range at 100k products, 2 ms on the capacity index (which
 * looks each room's unit up for the price the group pays). With another such filter (a
 * district, a tag, a room type, a rating, free text) the statistics still choose.
 */
function countIndexOf(c: SearchCriteria): string {
  const sizeOnly =
    c.capacity !== null && !c.venueId && !c.location && !c.campaign && !c.room && !c.inclusionValues && !c.packageType && !c.category && c.minRating100 === null && !c.text;
  return sizeOnly ? "indexed by products_capacity_sort_idx" : "";
}

/**
 * The filter part of the query. Location and capacities are read from the product's search
 * copies (kept by triggers), so every filter but free text runs on one covering index.
 */
function buildWhere(f: SearchFilters & { venueId?: number }): Where {
  const c = searchCriteria(f);
  const params: Where["params"] = { dayStart: c.dayStart, dayEnd: c.dayEnd };
  // Active products whose rate validity covers the chosen (Bali) day.
  const clauses = ["p.is_active = 1", "p.valid_to >= @dayStart", "p.valid_from < @dayEnd"];
  let joins = "";
  let lead = "";
  let textIndex: Where["textIndex"] = null;
  if (c.venueId) {
    clauses.push("p.venue_id = @venueId");
    params.venueId = c.venueId;
  }
  if (c.location) {
    clauses.push("p.search_location = @location");
    params.location = c.location;
  }
  if (c.capacity && "pax" in c.capacity) {
    // An exact head count must fit the sub venue's largest layout; a room whose minimum is
    // above it stays, priced for its minimum (ADR 0385). Unary + keeps the count on the
    // filters' covering index: a range on the capacity sort index would read every product
    // above the head count (measured, ADR 0240).
    clauses.push("+p.search_max_capacity >= @pax");
    params.pax = c.capacity.pax;
  } else if (c.capacity) {
    // Range overlap: the room holds at least the range's low end and does not demand more
    // guests than its high end.
    clauses.push("+p.search_max_capacity >= @minCapacity");
    params.minCapacity = c.capacity.min;
    if (c.capacity.max) {
      clauses.push("p.search_min_capacity <= @maxCapacity");
      params.maxCapacity = c.capacity.max;
    }
  }
  if (c.campaign) {
    // Unary + keeps SQLite on the covering index (the campaign index alone means row lookups).
    clauses.push("+p.campaign = @campaign");
    params.campaign = c.campaign;
  }
  const roomLookups = new Map<string, string>();
  addChoiceClauses(c, clauses, params, roomLookups);
  addTagClauses(c, clauses, params, roomLookups);
  if (c.minRating100 !== null) {
    // The venue's average x 100, copied onto the product (search_rating, kept by triggers):
    // a range on products_rating_sort_idx, which covers every other filter (ADR 0270).
    clauses.push("p.search_rating >= @minRating100");
    params.minRating100 = c.minRating100;
  }
  // Rooms booked or blocked during the chosen hour cannot be booked then: leave them out.
  // The taken sets are small (bookings and blocks that have not ended), so they go in as JSON.
  // Last: SQLite tests the terms in this order, and a probe of the taken sets costs more than
  // the filters' column tests, so only rows that pass the filters are probed.
  const taken = takenDuring(getDb(), c.hour);
  if (taken.subVenueIds.length) {
    clauses.push("p.sub_venue_id not in (select value from json_each(@takenSubVenues))");
    params.takenSubVenues = JSON.stringify(taken.subVenueIds);
  }
  if (taken.productIds.length) {
    clauses.push("p.id not in (select value from json_each(@takenProducts))");
    params.takenProducts = JSON.stringify(taken.productIds);
  }
  if (c.text?.kind === "substring") {
    // Substring match on the trigram index of product, venue and sub venue names (ADR 0016).
    // The index's matches drive the loop (CROSS JOIN keeps them outer): a selective word reads
    // a handful of products instead of testing every active one.
    textIndex = "products_fts";
    // FTS5 reads a NUL as the end of the query ("unterminated string"): no control characters.
    params.ftsText = `"${c.text.text.replace(/"/g, '""')}"`;
  } else if (c.text) {
    // Under 3 characters there is no trigram: a word of the names starts with the term, looked
    // up in the word index's 1- and 2-character prefixes (ADR 0161). A term without a letter
    // or digit names no word and matches nothing.
    textIndex = "products_words";
    params.ftsText = c.text.words.length ? c.text.words.map((w) => `"${w}"*`).join(" ") : '""';
  }
  if (textIndex) {
    lead = `${textIndex} cross join`;
    joins = `on p.id = ${textIndex}.rowid`;
    clauses.push(`${textIndex} match @ftsText`);
  }
  const countClauses = clauses.map(forCount);
  const venuePageClauses = clauses.map((clause) => roomLookups.get(clause) ?? clause);
  return { lead, textIndex, joins, clauses, countClauses, countIndex: countIndexOf(c), venuePageClauses, params, priceBounds: priceBoundsOf(c), headCountBounds: headCountBoundsOf(c) };
}

/**
 * Price range, indoor/outdoor and seat layout (ADR 0123). The price range is on the unit price
 * after discount (rounded as `discountedPrice` rounds); a seat layout checks the attendee count
 * (head count, else the range's low end) against that layout's capacity.
 */
function addChoiceClauses(c: SearchCriteria, clauses: string[], params: Where["params"], roomLookups: Map<string, string>) {
  if (c.pricePax !== null && (c.minPrice100 !== null || c.maxPrice100 !== null)) {
    // With a head count the range is on what the group pays per person (ADR 0385): the price
    // for the room's minimum shared by the group, compared x pax in whole numbers.
    params.pax = c.pricePax;
    if (c.minPrice100 !== null) {
      clauses.push(`+${payablePrice100xPax("@pax")} >= @minPrice100xPax`);
      params.minPrice100xPax = c.minPrice100 * c.pricePax;
      params.minPrice100 = c.minPrice100;
    }
    if (c.maxPrice100 !== null) {
      clauses.push(`+${payablePrice100xPax("@pax")} < @maxPrice100xPax`);
      params.maxPrice100xPax = c.maxPrice100 * c.pricePax;
      params.maxPrice100 = c.maxPrice100;
    }
  } else if (c.minPrice100 !== null) {
    // Unary + keeps the count on the filters' covering index, which has the prices; a walk of
    // the price index gets the range again as its bounds (priceBounds).
    clauses.push(`+${FINAL_PRICE_x100} >= @minPrice100`);
    params.minPrice100 = c.minPrice100;
  }
  if (c.pricePax === null && c.maxPrice100 !== null) {
    clauses.push(`+${FINAL_PRICE_x100} < @maxPrice100`);
    params.maxPrice100 = c.maxPrice100;
  }
  const room: string[] = [];
  if (c.room?.setting) {
    room.push("sub_venue_type = @setting");
    params.setting = c.room.setting;
  }
  if (c.room?.layout) {
    room.push(`${c.room.layout.column} >= @layoutNeed`);
    params.layoutNeed = c.room.layout.need;
  }
  // The planner chooses (ADR 0430): the rooms list drives the loop through products_sub_venue_idx
  // when few rooms seat the group (a large layout: 0.9 against 5.7 ms at 100k products), else
  // it is a membership test on the covering index.
  if (room.length) addRoomClause(clauses, roomLookups, room.join(" and "));
}

function headCountBoundsOf(c: SearchCriteria): Where["headCountBounds"] {
  if (c.pricePax === null) return { unitPrice: [], minimumOrder: [] };
  return {
    unitPrice: [...(c.minPrice100 !== null ? [`${FINAL_PRICE_x100} >= @minPrice100`] : []), ...(c.maxPrice100 !== null ? [`${FINAL_PRICE_x100} < @maxPrice100`] : [])],
    // Per minimum (headCountPriceRows): unit price x minimum within the range is a range of the
    // unit price, which the index walks (@minimumOrderLow, @minimumOrderHigh set per minimum).
    minimumOrder: [
      ...(c.minPrice100 !== null ? [`${FINAL_PRICE_x100} >= @minimumOrderLow`] : []),
      ...(c.maxPrice100 !== null ? [`${FINAL_PRICE_x100} < @minimumOrderHigh`] : []),
    ],
  };
}

/**
 * The price range of what the group pays as bounds of the unit price of the rooms with this
 * minimum: unit x minimum >= low and < high, in whole numbers, is unit >= ceil(low / minimum) and
 * unit < ceil(high / minimum).
 */
function minimumOrderBounds(params: Where["params"], minimum: number): { minimumOrderLow?: number; minimumOrderHigh?: number } {
  const { minPrice100xPax: low, maxPrice100xPax: high } = params as { minPrice100xPax?: number; maxPrice100xPax?: number };
  return {
    ...(low !== undefined ? { minimumOrderLow: Math.ceil(low / minimum) } : {}),
    ...(high !== undefined ? { minimumOrderHigh: Math.ceil(high / minimum) } : {}),
  };
}

function priceBoundsOf(c: SearchCriteria): string[] {
  // With a head count the price index does not give the group's order: no walk of it.
  if (c.pricePax !== null) return [];
  return [
    ...(c.minPrice100 !== null ? [`${FINAL_PRICE_x100} >= @minPrice100`] : []),
    ...(c.maxPrice100 !== null ? [`${FINAL_PRICE_x100} < @maxPrice100`] : []),
  ];
}

/**
 * Category (on the sub venue), included equipment (every one asked for) and package type
 * (ADR 0200). Flags, package type and the rooms' category flags (search copy) are in the
 * covering indexes; "outdoor" is a membership test on the rooms, like setting and layout.
 */
function addTagClauses(c: SearchCriteria, clauses: string[], params: Where["params"], roomLookups: Map<string, string>) {
  // The flag values that include every one asked for (not a bit test): a rare combination is a
  // search of products_inclusion_search_idx instead of a read of every active product.
  if (c.inclusionValues) clauses.push(`p.inclusion_flags in (${c.inclusionValues.join(", ")})`);
  if (c.packageType) {
    clauses.push("p.package_type = @packageType");
    params.packageType = c.packageType;
  }
  // "outdoor" is the sub venue type; the others are the vendor's ticks, copied onto the
  // product (search_categories, kept by triggers). Written as the list of flag values that
  // have the bit (not a bit test) so a rare category (hotel) is a search of
  // products_categories_search_idx instead of a read of every active product.
  if (c.category && "outdoor" in c.category) addRoomClause(clauses, roomLookups, "sub_venue_type = 'outdoor'", "+");
  else if (c.category) clauses.push(`p.search_categories in (${c.category.values.join(", ")})`);
}

/**
 * A filter on the product's room (its type, a layout's capacity): over the catalogue, the list of
 * the rooms that pass, built once per statement, drives a count through products_sub_venue_idx or
 * is a membership test; for a page's venues, a look-up of each product's room (`roomLookups`,
 * ADR 0466: 2.3 -> 0.9 ms for the rooms that seat a banquet of 150 at 100k products). `plus`
 * keeps the list off the count's lead (unary +). The condition names sub_venues' own columns.
 */
function addRoomClause(clauses: string[], roomLookups: Map<string, string>, condition: string, plus = "") {
  const clause = `${plus}p.sub_venue_id in (select id from sub_venues where ${condition})`;
  clauses.push(clause);
  roomLookups.set(clause, `exists (select 1 from sub_venues room where room.id = p.sub_venue_id and ${condition})`);
}

/**
 * ORDER BY of each sort, the index that walks it in order when matches are many, and the same
 * order written so that no index serves it (unary +): when matches are few, SQLite must find
 * them by the filters' index and sort them, not walk the sort index over every product.
 */
type Sort = { order: string; index: string | null; sortedOrder: string; byId: boolean; headCountPrice?: "asc" | "desc" };

function sortOf(f: SearchFilters): Sort {
  const order = sortOrder(f.sort, f.pax ? "@pax" : undefined);
  switch (f.sort) {
    case "price-asc":
    case "price-desc":
      // With a head count the order is what the group pays, which no one index holds (ADR 0385):
      // many matches are read by two walks, merged (headCountPriceRows, ADR 0430).
      if (f.pax) return { order, index: null, sortedOrder: order, byId: false, headCountPrice: f.sort === "price-asc" ? "asc" : "desc" };
      return { order, index: "products_final_price_idx", sortedOrder: `+${order}`, byId: false };
    case "capacity":
      return { order, index: "products_capacity_sort_idx", sortedOrder: `+${order}`, byId: false };
    case "rating":
      return { order, index: "products_rating_sort_idx", sortedOrder: `+${order}`, byId: false };
    default:
      return { order, index: null, sortedOrder: order, byId: true };
  }
}

/**
 * Above this many matches, a sorted page is found fastest by walking the sort's index. The sort
 * indexes cover every filter (ADR 0243), so a walk passes over products that do not match at
 * the cost of reading index entries, and the count for the page's "1,000+" decides it: no
 * further counting (was 5,000 with row look-ups, ADR 0240).
 */
const SORT_WALK_ABOVE = TOTAL_COUNT_CAP;

/**
 * Above this many matches, a page is found fastest by walking products in id order. The cap, so
 * the count never reads further to decide (was 2,000: counting a sparse filter's matches to
 * 2,000 read twice the index for nothing).
 */
const WALK_BY_ID_ABOVE = TOTAL_COUNT_CAP;

/** Search statements are cached by their text (each filter combination is one shape). */
const prepared = (sqlText: string): Statement => cachedStatement(getDb(), sqlText);

/**
 * How matches are read in order: counted up to `countUpTo` (and to what decides the plan), then
 * the index hint and the order that reads them fastest.
 */
function readPlan(w: Where, sort: ReturnType<typeof sortOf>, countUpTo: number, known?: number) {
  const where = w.clauses.join(" and ");
  const countWhere = w.countClauses.join(" and ");
  const walkAbove = sort.index ? SORT_WALK_ABOVE : WALK_BY_ID_ABOVE;
  // `known`: the matches a free-text search already counted (textMatches).
  const counted = known ?? (prepared(`select count(*) as n from (select 1 from ${w.lead} products p ${w.countIndex} ${w.joins} where ${countWhere} limit @countLimit)`)
    .get({ ...w.params, countLimit: Math.max(countUpTo, walkAbove) + 1 }) as { n: number }).n;
  // Many matches: walk the table in id order and stop after the page (no sort of thousands
  // of rows). Few matches: let SQLite use the filters' index and sort the handful.
  // Other sorts walk their own index the same way (ADR 0123); the sort indexes cover every
  // filter, so passing over products that do not match reads no rows (ADR 0243).
  const walk = counted > walkAbove;
  // In id order: a district's products on their index, else the table itself.
  const byId = w.params.location === undefined ? "not indexed" : "indexed by products_location_search_idx";
  const hint = walk ? (sort.index ? `indexed by ${sort.index}` : sort.byId ? byId : "") : "";
  // The text index yields its matches in rowid (= product id) order: ordering by its rowid lets
  // the default sort stop after the page instead of sorting every match.
  const order = w.textIndex && sort.byId ? `${w.textIndex}.rowid` : walk ? sort.order : sort.sortedOrder;
  // A walk of the price index starts and stops at the price range instead of passing over
  // every product outside it.
  const bounds = walk && sort.index === "products_final_price_idx" ? w.priceBounds.map((b) => ` and ${b}`).join("") : "";
  // A head count's price sort over many matches: the two merged walks (no free-text lead).
  const headCount = walk && sort.headCountPrice && !w.lead ? sort.headCountPrice : null;
  return { counted, matches: `${w.lead} products p ${w.lead ? "" : hint} ${w.joins} where ${where}${bounds}`, order, headCount };
}

/**
 * A free-text search's matches, read once from the text index in id order up to the count's cap
 * (the count and the page each read it before: twice the trigram work, 12 ms p95 at 100k
 * products for a common word). The page: a slice of them in the default order; in another
 * order, when all the matches are in hand, those ids sorted; null when a page in another order
 * needs matches beyond the cap (then the page statement reads them, the count known).
 */
function textMatches(w: Where, sort: Sort, countUpTo: number): { ids: number[]; page: ((offset: number, limit: number) => number[]) | null } {
  const cap = Math.max(countUpTo, TOTAL_COUNT_CAP);
  const ids = prepared(`select p.id from ${w.lead} products p ${w.joins} where ${w.clauses.join(" and ")} order by ${w.textIndex}.rowid limit @countLimit`)
    .pluck()
    .all({ ...w.params, countLimit: cap + 1 }) as number[];
  if (sort.byId) return { ids, page: (offset, limit) => ids.slice(offset, offset + limit) };
  if (ids.length > cap) return { ids, page: null };
  return {
    ids,
    page: (offset, limit) =>
      prepared(`select p.id from products p where p.id in (select value from json_each(@ids)) order by ${sort.sortedOrder} limit @limit offset @offset`)
        .pluck()
        .all({ ...w.params, ids: JSON.stringify(ids), limit, offset }) as number[],
  };
}

/** The rows offset .. offset + limit of a reading, stopping it there. */
function take<T>(rows: Iterable<T>, offset: number, limit: number): T[] {
  const out: T[] = [];
  let i = 0;
  for (const row of rows) {
    if (i++ < offset) continue;
    out.push(row);
    if (out.length >= limit) break;
  }
  return out;
}

function* mapIterable<T, U>(rows: Iterable<T>, map: (row: T) => U): Generator<U> {
  for (const row of rows) yield map(row);
}

type Ranked = { id: number; venueId: number; v: number };

/**
 * The matches of a head count's price sort in the order of what the group pays (ADR 0430): the
 * unit price x the head count, except a per-person room whose minimum order is above the head
 * count, which costs its minimum. The rooms that cost head count x unit price walk
 * products_final_price_idx. The per-person rooms above the head count are read per minimum
 * (ADR 0458): a catalogue has few distinct minimums (16 at 100k products), and within one
 * minimum what the group pays follows the unit price, which products_person_min_idx holds in
 * order after the unit and the minimum. All the readings are merged, each in index order.
 * (One walk in the order of the minimum's price passed every cheaper room whose minimum is
 * below the head count first: 7 ms for 30 guests at 100k products, against 0.2 ms a minimum.)
 */
function* headCountPriceRows(w: Where, direction: "asc" | "desc", need?: number): Generator<Ranked> {
  const where = w.clauses.join(" and ");
  const dir = direction === "desc" ? " desc" : "";
  const and = (bounds: string[]) => bounds.map((b) => ` and ${b}`).join("");
  const unitPrice = prepared(
    `select p.id, p.venue_id as venueId, ${FINAL_PRICE_x100} * @pax as v from products p indexed by products_final_price_idx
     where ${where} and not (p.unit = 'Person' and p.search_min_capacity > @pax)${and(w.headCountBounds.unitPrice)}
     order by ${FINAL_PRICE_x100}${dir}, p.id${dir}`,
  ).iterate(w.params) as IterableIterator<Ranked>;
  // The distinct minimums above the head count, one index seek each.
  const minimums = prepared(
    `with recursive minimum(n) as (
       select min(search_min_capacity) from products indexed by products_person_min_idx where unit = 'Person' and search_min_capacity > @pax
       union all
       select (select min(search_min_capacity) from products indexed by products_person_min_idx where unit = 'Person' and search_min_capacity > minimum.n)
       from minimum where minimum.n is not null)
     select n from minimum where n is not null`,
  ).pluck().all({ pax: w.params.pax }) as number[];
  const readings: Array<IterableIterator<Ranked>> = [];
  try {
    // One statement per reading (a statement iterates once at a time); the minimum is bound.
    for (const [slot, minimum] of minimums.entries()) {
      readings.push(prepared(
        `select p.id, p.venue_id as venueId, ${FINAL_PRICE_x100} * @minimum as v from products p indexed by products_person_min_idx
         where p.unit = 'Person' and p.search_min_capacity = @minimum and ${where}${and(w.headCountBounds.minimumOrder)}
         order by ${FINAL_PRICE_x100}${dir}, p.id${dir}${need ? ` limit ${need}` : ""} -- reading ${slot}`,
      ).iterate({ ...w.params, minimum, ...minimumOrderBounds(w.params, minimum) }) as IterableIterator<Ranked>);
    }
    const minimumOrder = readings.reduce<Iterator<Ranked> | null>((merged, reading) => (merged ? mergeRanked(merged, reading, direction) : reading), null);
    yield* mergeRanked(unitPrice, minimumOrder, direction);
  } finally {
    unitPrice.return?.();
    for (const reading of readings) reading.return?.();
  }
}

/** One page of matching venue products (ordered by id: stable, and cheap to page) and the total. */
/** One page of matching venue products and the total, on the running engine (ADR 0333). */
export async function searchProducts(f: SearchFilters & { venueId?: number }, options: { pastLastPage?: PastLastPage } = {}): Promise<SearchResult> {
  const engine = getEngine();
  if (engine.kind === "postgres") return await searchProductsPostgres({ $client: postgresSql(engine) as postgres.Sql }, f, options);
  return keptSearch(`products:${options.pastLastPage ?? ""}`, f, () => searchProductsSqlite(f, options));
}

/** One page of venues with matching packages, on the running engine (ADR 0333). */
export async function searchVenues(f: SearchFilters & { venueId?: number }): Promise<GroupedResult> {
  const engine = getEngine();
  if (engine.kind === "postgres") return await searchVenuesPostgres({ $client: postgresSql(engine) as postgres.Sql }, f);
  return keptSearch("venues", f, () => searchVenuesSqlite(f));
}

/** Searches kept on SQLite's reader at once (ADR 0474): a few hundred small pages of results. */
const KEPT_SEARCHES_MAX = 256;

/**
 * A search's answer on SQLite, kept until anything is committed or a pending hold it counted runs
 * out (ADR 0474, as the hour's taken rooms are: ADR 0445). Its filters hold everything else it
 * depends on (the day, the hour, the page). The most asked searches (the default list, a district)
 * are answered again without their statements for every visitor the page cache does not serve:
 * signed-in planners, and anyone between two of its renders. Callers do not change the answer.
 */
function keptSearch<T>(kind: string, f: SearchFilters & { venueId?: number }, search: () => T): T {
  const db = getDb();
  // Asked only when the search ran: then the hour's taken rooms it read are the kept ones.
  const until = () => takenDuring(db, searchCriteria(f).hour).until;
  return keptUntilCommit(db, `${kind}:${JSON.stringify(f)}`, search, until, { space: "search", max: KEPT_SEARCHES_MAX });
}

function searchProductsSqlite(f: SearchFilters & { venueId?: number }, { pastLastPage = "last-page" }: { pastLastPage?: PastLastPage } = {}): SearchResult {
  const limit = f.limit;
  const w = buildWhere(f);
  const sort = sortOf(f);
  const countUpTo = productCountUpTo(f);
  // Free text: its matches read once (ADR 0430), the count and the page taken from them.
  const text = w.textIndex ? textMatches(w, sort, countUpTo) : null;
  // Count one past what this page needs to know: whether there are more than the cap, and
  // whether the matches are many enough to walk an index in order.
  const plan = text?.page ? null : readPlan(w, sort, countUpTo, text?.ids.length);
  const { total, totalCapped, page, pageCount, offset } = productPaging(f, text ? text.ids.length : plan!.counted, pastLastPage);
  let pageIds: string | null = null;
  if (total > 0 && text?.page) pageIds = JSON.stringify(text.page(offset, limit));
  else if (total > 0 && plan?.headCount) pageIds = JSON.stringify(take(headCountPriceRows(w, plan.headCount, offset + limit), offset, limit).map((r) => r.id));
  // "cross join" keeps the page (eight ids) as the outer loop, read into products by key: left
  // to itself SQLite may scan every product and probe the page (ADR 0290).
  const rows = total === 0 ? [] : prepared(
    `with page(id) as (${pageIds ? "select value from json_each(@pageIds)" : `select p.id from ${plan!.matches} order by ${plan!.order} limit @limit offset @offset`})
     ${SELECT} from page cross join products p on p.id = page.id join sub_venues sv on sv.id = p.sub_venue_id
     join venues v on v.id = p.venue_id order by ${sort.order}`,
  ).all({ ...w.params, limit, offset, pageIds }) as Row[];
  return { items: rows.map(toItem), total, totalCapped, page, limit, pageCount };
}

/**
 * One page of venues with matching packages ("group by venue", ADR 0200): same filters and
 * sorts as searchProducts. A venue ranks where its first package would in the product list
 * (lowest id, cheapest, dearest, largest), so the matches are read in the list's order and the
 * venues collected as they first appear, stopping once the page and the count are known
 * (ADR 0240) instead of grouping every match.
 */
function searchVenuesSqlite(f: SearchFilters & { venueId?: number }): GroupedResult {
  const limit = f.limit;
  const w = buildWhere(f);
  const sort = sortOf(f);
  const countUpTo = venueCountUpTo(f);
  const plan = readPlan(w, sort, 0);
  const venueIds: number[] = [];
  if (plan.counted) {
    const seen = new Set<number>();
    const walk = plan.headCount
      ? mapIterable(headCountPriceRows(w, plan.headCount), (r) => r.venueId)
      : (prepared(`select p.venue_id from ${plan.matches} order by ${plan.order}`).pluck().iterate(w.params) as IterableIterator<number>);
    for (const venueId of walk) {
      if (seen.has(venueId)) continue;
      seen.add(venueId);
      venueIds.push(venueId);
      if (venueIds.length > countUpTo) break;
    }
  }
  const { total, totalCapped, page, pageCount, pageVenues } = venuePaging(f, venueIds);
  if (!pageVenues.length) return { groups: [], total, totalCapped, page, limit, pageCount };
  // The page's venues drive the lookup (their products through the venue index), not the
  // filters; each venue's first packages in the sort's order and its number of matches. The
  // "cross join" keeps those few rows outer, read into products by key (ADR 0290).
  const rows = prepared(
    `with hit as (select p.id, row_number() over (partition by p.venue_id order by ${sort.order}) as rank,
         count(*) over (partition by p.venue_id) as venueMatches
       from ${w.lead} products p ${w.lead ? "" : "indexed by products_venue_idx"} ${w.joins}
       where ${w.venuePageClauses.join(" and ")} and p.venue_id in (select value from json_each(@pageVenues)))
     ${SELECT}, hit.venueMatches from hit cross join products p on p.id = hit.id join sub_venues sv on sv.id = p.sub_venue_id
     join venues v on v.id = p.venue_id where hit.rank <= ${GROUP_ITEMS} order by ${sort.order}`,
  ).all({ ...w.params, pageVenues: JSON.stringify(pageVenues) }) as (Row & { venueMatches: number })[];
  return { groups: venueGroups(pageVenues, rows), total, totalCapped, page, limit, pageCount };
}
