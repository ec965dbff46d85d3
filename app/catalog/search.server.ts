// Venue product search: one indexed SQL query for the page of results plus one count, exact up
// to a cap (ADR 0161).
// Written as SQL on the better-sqlite3 client (statements cached by shape) because this is
// the hottest path of the site; see docs/decisions/0011-search-semantics-and-indexes.md.
import type { TaxAndService } from "~/catalog/tax-and-service";
import type { Statement } from "better-sqlite3";
import { takenDuring } from "~/availability/availability.server";
import { cachedStatement, getDb } from "~/db.server";
import { INCLUSION_FEATURES, STORED_CATEGORIES, SUB_VENUE_CATEGORIES } from "~/catalog/catalog-tags";
import type { SearchFilters } from "~/catalog/search-params";
import { baliToUtc, discountedPrice } from "~/utils/format";
import type { ProductUnit } from "~/db/schema";
import { cleanText } from "~/utils/text";
import { pageToShow, type PastLastPage } from "~/utils/paging";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type SearchResultItem = {
  id: number;
  productName: string;
  unit: ProductUnit;
  price: number;
  discountPercentage: number;
  /** Unit price after the discount. */
  finalPrice: number;
  /** Whether the price includes tax and service charge (ADR 0263). */
  taxAndService: TaxAndService;
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
  /** The venue's average rating x 100 (0: no review yet) and its number of reviews (ADR 0270). */
  ratingX100: number;
  reviewCount: number;
};

export type SearchResult = {
  items: SearchResultItem[];
  /** Matches counted: exact unless `totalCapped`, then a lower bound (there are more). */
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
  pageCount: number;
};

type Row = Omit<SearchResultItem, "finalPrice">;

const SELECT = `
  select p.id, p.product_name as productName, p.unit, p.price, p.discount_percentage as discountPercentage,
    p.tax_and_service as taxAndService,
    p.campaign, v.id as venueId, v.name as venueName, v.location as venueLocation,
    sv.id as subVenueId, sv.name as subVenueName, sv.sub_venue_type as subVenueType,
    sv.min_capacity as minCapacity, sv.max_ushape as maxUshape, sv.max_board as maxBoard,
    sv.max_classroom as maxClassroom, sv.max_cocktail as maxCocktail, sv.max_banquet as maxBanquet,
    sv.max_theatre as maxTheatre, sv.dimension_length as dimensionLength, sv.dimension_width as dimensionWidth,
    p.search_rating as ratingX100, p.search_review_count as reviewCount,
    (select vi.file_key from venue_images vi where vi.venue_id = p.venue_id
      order by vi.is_default desc, vi.id limit 1) as coverKey`;

type Where = {
  /** Tables before products (the free-text index drives the loop when there is one). */
  lead: string;
  /** The free-text index leading the loop: its rowid is the product id, in ascending order. */
  textIndex: "products_fts" | "products_words" | null;
  joins: string;
  clauses: string[];
  /** The price range again without unary +, for a walk of the price index: it bounds the walk. */
  priceBounds: string[];
  params: Record<string, string | number>;
};

/**
 * The filter part of the query. Location and capacities are read from the product's search
 * copies (kept by triggers), so every filter but free text runs on one covering index.
 */
function buildWhere(f: SearchFilters & { venueId?: number }): Where {
  const dayStart = baliToUtc(f.date).getTime();
  const params: Where["params"] = { dayStart, dayEnd: dayStart + DAY_MS };
  // Active products whose rate validity covers the chosen (Bali) day.
  const clauses = ["p.is_active = 1", "p.valid_to >= @dayStart", "p.valid_from < @dayEnd"];
  let joins = "";
  let lead = "";
  let textIndex: Where["textIndex"] = null;
  if (f.venueId) {
    clauses.push("p.venue_id = @venueId");
    params.venueId = f.venueId;
  }
  if (f.location) {
    clauses.push("p.search_location = @location");
    params.location = f.location;
  }
  if (f.pax) {
    // An exact head count must fit between the sub venue's minimum and its largest layout.
    // Unary + keeps the count on the filters' covering index: a range on the capacity sort
    // index would read every product above the head count (measured, ADR 0240).
    clauses.push("+p.search_max_capacity >= @pax and p.search_min_capacity <= @pax");
    params.pax = f.pax;
  } else if (f.minCapacity || f.maxCapacity) {
    // Range overlap: the room holds at least the range's low end and does not demand more
    // guests than its high end.
    clauses.push("+p.search_max_capacity >= @minCapacity");
    params.minCapacity = f.minCapacity;
    if (f.maxCapacity) {
      clauses.push("p.search_min_capacity <= @maxCapacity");
      params.maxCapacity = f.maxCapacity;
    }
  }
  if (f.campaign) {
    // Unary + keeps SQLite on the covering index (the campaign index alone means row lookups).
    clauses.push("+p.campaign = @campaign");
    params.campaign = f.campaign;
  }
  addChoiceClauses(f, clauses, params);
  addTagClauses(f, clauses, params);
  if (f.minRating !== null) {
    // The venue's average x 100, copied onto the product (search_rating, kept by triggers):
    // a range on products_rating_sort_idx, which covers every other filter (ADR 0270).
    clauses.push("p.search_rating >= @minRating100");
    params.minRating100 = Math.round(f.minRating * 100);
  }
  // Rooms booked or blocked during the chosen hour cannot be booked then: leave them out.
  // The taken sets are small (bookings and blocks that have not ended), so they go in as JSON.
  // Last: SQLite tests the terms in this order, and a probe of the taken sets costs more than
  // the filters' column tests, so only rows that pass the filters are probed.
  const hourStart = baliToUtc(f.date, f.time);
  const taken = takenDuring(getDb(), { from: hourStart, to: new Date(hourStart.getTime() + HOUR_MS) });
  if (taken.subVenueIds.length) {
    clauses.push("p.sub_venue_id not in (select value from json_each(@takenSubVenues))");
    params.takenSubVenues = JSON.stringify(taken.subVenueIds);
  }
  if (taken.productIds.length) {
    clauses.push("p.id not in (select value from json_each(@takenProducts))");
    params.takenProducts = JSON.stringify(taken.productIds);
  }
  if (f.text && [...f.text].length >= 3) {
    // Substring match on the trigram index of product, venue and sub venue names (ADR 0016).
    // The index's matches drive the loop (CROSS JOIN keeps them outer): a selective word reads
    // a handful of products instead of testing every active one.
    textIndex = "products_fts";
    // FTS5 reads a NUL as the end of the query ("unterminated string"): no control characters.
    params.ftsText = `"${cleanText(f.text).replace(/"/g, '""')}"`;
  } else if (f.text) {
    // Under 3 characters there is no trigram: a word of the names starts with the term, looked
    // up in the word index's 1- and 2-character prefixes (ADR 0161). A term without a letter
    // or digit names no word and matches nothing.
    const words = cleanText(f.text).match(/[\p{L}\p{N}]+/gu) ?? [];
    textIndex = "products_words";
    params.ftsText = words.length ? words.map((w) => `"${w}"*`).join(" ") : '""';
  }
  if (textIndex) {
    lead = `${textIndex} cross join`;
    joins = `on p.id = ${textIndex}.rowid`;
    clauses.push(`${textIndex} match @ftsText`);
  }
  return { lead, textIndex, joins, clauses, params, priceBounds: priceBoundsOf(f) };
}

/** Sub venue capacity column of each seat layout (a fixed list: never from the request). */
const LAYOUT_COLUMN: Record<string, string> = {
  uShape: "max_ushape", board: "max_board", classroom: "max_classroom",
  cocktail: "max_cocktail", banquet: "max_banquet", theater: "max_theatre",
};

/** Sort key of the price after discount: same order as `discountedPrice` (indexed). */
const FINAL_PRICE_x100 = "(p.price * (100 - p.discount_percentage))";

/**
 * Price range, indoor/outdoor and seat layout (ADR 0123). The price range is on the unit price
 * after discount (rounded as `discountedPrice` rounds); a seat layout checks the attendee count
 * (head count, else the range's low end) against that layout's capacity.
 */
function addChoiceClauses(f: SearchFilters, clauses: string[], params: Where["params"]) {
  if (f.minPrice !== null) {
    // Unary + keeps the count on the filters' covering index, which has the prices; a walk of
    // the price index gets the range again as its bounds (priceBounds).
    clauses.push(`+${FINAL_PRICE_x100} >= @minPrice100`);
    params.minPrice100 = f.minPrice * 100 - 50;
  }
  if (f.maxPrice !== null) {
    clauses.push(`+${FINAL_PRICE_x100} < @maxPrice100`);
    params.maxPrice100 = f.maxPrice * 100 + 50;
  }
  const room: string[] = [];
  if (f.setting) {
    room.push("sub_venue_type = @setting");
    params.setting = f.setting;
  }
  if (f.layout && LAYOUT_COLUMN[f.layout]) {
    room.push(`${LAYOUT_COLUMN[f.layout]} >= @layoutNeed`);
    params.layoutNeed = Math.max(1, f.pax ?? f.minCapacity);
  }
  // Unary + keeps the rooms list a membership test on the covering index, not the loop driver.
  if (room.length) clauses.push(`+p.sub_venue_id in (select id from sub_venues where ${room.join(" and ")})`);
}

function priceBoundsOf(f: SearchFilters): string[] {
  return [
    ...(f.minPrice !== null ? [`${FINAL_PRICE_x100} >= @minPrice100`] : []),
    ...(f.maxPrice !== null ? [`${FINAL_PRICE_x100} < @maxPrice100`] : []),
  ];
}

/**
 * Category (on the sub venue), included equipment (every one asked for) and package type
 * (ADR 0200). Flags, package type and the rooms' category flags (search copy) are in the
 * covering indexes; "outdoor" is a membership test on the rooms, like setting and layout.
 */
function addTagClauses(f: SearchFilters, clauses: string[], params: Where["params"]) {
  const mask = INCLUSION_FEATURES.filter((i) => f.inclusions.includes(i.value)).reduce((m, i) => m | i.bit, 0);
  if (mask) {
    // The flag values that include every one asked for (not a bit test): a rare combination is a
    // search of products_inclusion_search_idx instead of a read of every active product.
    const all = INCLUSION_FEATURES.reduce((m, i) => m | i.bit, 0);
    const values = Array.from({ length: all + 1 }, (_, v) => v).filter((v) => (v & mask) === mask);
    clauses.push(`p.inclusion_flags in (${values.join(", ")})`);
  }
  if (f.packageType) {
    clauses.push("p.package_type = @packageType");
    params.packageType = f.packageType;
  }
  const category = SUB_VENUE_CATEGORIES.find((c) => c.value === f.category);
  if (category) {
    // "outdoor" is the sub venue type; the others are the vendor's ticks, copied onto the
    // product (search_categories, kept by triggers). Written as the list of flag values that
    // have the bit (not a bit test) so a rare category (hotel) is a search of
    // products_categories_search_idx instead of a read of every active product.
    if (category.bit === 0) clauses.push("+p.sub_venue_id in (select id from sub_venues where sub_venue_type = 'outdoor')");
    else {
      const all = STORED_CATEGORIES.reduce((m, c) => m | c.bit, 0);
      const values = Array.from({ length: all + 1 }, (_, v) => v).filter((v) => (v & category.bit) !== 0);
      clauses.push(`p.search_categories in (${values.join(", ")})`);
    }
  }
}

/**
 * ORDER BY of each sort, the index that walks it in order when matches are many, and the same
 * order written so that no index serves it (unary +): when matches are few, SQLite must find
 * them by the filters' index and sort them, not walk the sort index over every product.
 */
function sortOf(f: SearchFilters): { order: string; index: string | null; sortedOrder: string } {
  switch (f.sort) {
    case "price-asc":
      return { order: `${FINAL_PRICE_x100}, p.id`, index: "products_final_price_idx", sortedOrder: `+${FINAL_PRICE_x100}, p.id` };
    case "price-desc":
      return { order: `${FINAL_PRICE_x100} desc, p.id desc`, index: "products_final_price_idx", sortedOrder: `+${FINAL_PRICE_x100} desc, p.id desc` };
    case "capacity":
      return { order: "p.search_max_capacity desc, p.id desc", index: "products_capacity_sort_idx", sortedOrder: "+p.search_max_capacity desc, p.id desc" };
    case "rating":
      // Highest average first; among equal averages, the venue with more reviews (ADR 0270).
      return {
        order: "p.search_rating desc, p.search_review_count desc, p.id desc",
        index: "products_rating_sort_idx",
        sortedOrder: "+p.search_rating desc, p.search_review_count desc, p.id desc",
      };
    default:
      return { order: "p.id", index: null, sortedOrder: "p.id" };
  }
}

/**
 * Matches are counted exactly up to this many (or to the page asked for, if deeper); beyond it
 * the page says "1,000+" (ADR 0161). Counting every match of a common word cost more than the page.
 */
export const TOTAL_COUNT_CAP = 1000;

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
function readPlan(w: Where, sort: ReturnType<typeof sortOf>, countUpTo: number) {
  const where = w.clauses.join(" and ");
  const walkAbove = sort.index ? SORT_WALK_ABOVE : WALK_BY_ID_ABOVE;
  const counted = (prepared(`select count(*) as n from (select 1 from ${w.lead} products p ${w.joins} where ${where} limit @countLimit)`)
    .get({ ...w.params, countLimit: Math.max(countUpTo, walkAbove) + 1 }) as { n: number }).n;
  // Many matches: walk the table in id order and stop after the page (no sort of thousands
  // of rows). Few matches: let SQLite use the filters' index and sort the handful.
  // Other sorts walk their own index the same way (ADR 0123); the sort indexes cover every
  // filter, so passing over products that do not match reads no rows (ADR 0243).
  const walk = counted > walkAbove;
  const hint = walk ? (sort.index ? `indexed by ${sort.index}` : "not indexed") : "";
  // The text index yields its matches in rowid (= product id) order: ordering by its rowid lets
  // the default sort stop after the page instead of sorting every match.
  const order = w.textIndex && !sort.index ? `${w.textIndex}.rowid` : walk ? sort.order : sort.sortedOrder;
  // A walk of the price index starts and stops at the price range instead of passing over
  // every product outside it.
  const bounds = walk && sort.index === "products_final_price_idx" ? w.priceBounds.map((b) => ` and ${b}`).join("") : "";
  return { counted, matches: `${w.lead} products p ${w.lead ? "" : hint} ${w.joins} where ${where}${bounds}`, order };
}

/** One page of matching venue products (ordered by id: stable, and cheap to page) and the total. */
export function searchProducts(f: SearchFilters & { venueId?: number }, { pastLastPage = "last-page" }: { pastLastPage?: PastLastPage } = {}): SearchResult {
  const limit = f.limit;
  const w = buildWhere(f);
  const sort = sortOf(f);
  // Count one past what this page needs to know: whether there are more than the cap, and
  // whether the matches are many enough to walk an index in order.
  const countUpTo = Math.max(TOTAL_COUNT_CAP, f.page * limit);
  const plan = readPlan(w, sort, countUpTo);
  const { counted } = plan;
  const totalCapped = counted > countUpTo;
  const total = Math.min(counted, countUpTo);
  // Capped: one page more than the counted matches fill, so Next always leads to results.
  const pageCount = Math.max(1, Math.ceil(Math.min(counted, countUpTo + 1) / limit));
  const page = pageToShow(f.page, pageCount, pastLastPage);
  // "cross join" keeps the page (eight ids) as the outer loop, read into products by key: left
  // to itself SQLite may scan every product and probe the page (ADR 0290).
  const rows = total === 0 ? [] : prepared(
    `with page(id) as (select p.id from ${plan.matches} order by ${plan.order} limit @limit offset @offset)
     ${SELECT} from page cross join products p on p.id = page.id join sub_venues sv on sv.id = p.sub_venue_id
     join venues v on v.id = p.venue_id order by ${sort.order}`,
  ).all({ ...w.params, limit, offset: (page - 1) * limit }) as Row[];
  return {
    items: rows.map((r) => ({ ...r, finalPrice: discountedPrice(r.price, r.discountPercentage) })),
    total,
    totalCapped,
    page,
    limit,
    pageCount,
  };
}

export type VenueGroup = {
  venueId: number;
  /** Matching packages of the venue (up to GROUP_ITEMS, in the sort's order). */
  items: SearchResultItem[];
  /** All matching packages of the venue. */
  matches: number;
};
export type GroupedResult = { groups: VenueGroup[]; total: number; totalCapped: boolean; page: number; limit: number; pageCount: number };

/** Packages listed on a venue's card; the rest are behind "all N packages". */
export const GROUP_ITEMS = 4;

/**
 * Venues are counted exactly up to this many (or to the page asked for, if deeper); beyond it
 * the page says "100+" (ADR 0240). Counting every venue meant reading every match.
 */
export const VENUE_COUNT_CAP = 100;

/**
 * One page of venues with matching packages ("group by venue", ADR 0200): same filters and
 * sorts as searchProducts. A venue ranks where its first package would in the product list
 * (lowest id, cheapest, dearest, largest), so the matches are read in the list's order and the
 * venues collected as they first appear, stopping once the page and the count are known
 * (ADR 0240) instead of grouping every match.
 */
export function searchVenues(f: SearchFilters & { venueId?: number }): GroupedResult {
  const limit = f.limit;
  const w = buildWhere(f);
  const sort = sortOf(f);
  const countUpTo = Math.max(VENUE_COUNT_CAP, f.page * limit);
  const plan = readPlan(w, sort, 0);
  const venueIds: number[] = [];
  if (plan.counted) {
    const seen = new Set<number>();
    const walk = prepared(`select p.venue_id from ${plan.matches} order by ${plan.order}`).pluck();
    for (const venueId of walk.iterate(w.params) as IterableIterator<number>) {
      if (seen.has(venueId)) continue;
      seen.add(venueId);
      venueIds.push(venueId);
      if (venueIds.length > countUpTo) break;
    }
  }
  const totalCapped = venueIds.length > countUpTo;
  const total = Math.min(venueIds.length, countUpTo);
  // Capped: one page more than the counted venues fill, so Next always leads to results.
  const pageCount = Math.max(1, Math.ceil(venueIds.length / limit));
  // Past the last page (an old link): show the last one.
  const page = pageToShow(f.page, pageCount);
  const pageVenues = venueIds.slice((page - 1) * limit, page * limit);
  if (!pageVenues.length) return { groups: [], total, totalCapped, page, limit, pageCount };
  // The page's venues drive the lookup (their products through the venue index), not the
  // filters; each venue's first packages in the sort's order and its number of matches. The
  // "cross join" keeps those few rows outer, read into products by key (ADR 0290).
  const rows = prepared(
    `with hit as (select p.id, row_number() over (partition by p.venue_id order by ${sort.order}) as rank,
         count(*) over (partition by p.venue_id) as venueMatches
       from ${w.lead} products p ${w.lead ? "" : "indexed by products_venue_idx"} ${w.joins}
       where ${w.clauses.join(" and ")} and p.venue_id in (select value from json_each(@pageVenues)))
     ${SELECT}, hit.venueMatches from hit cross join products p on p.id = hit.id join sub_venues sv on sv.id = p.sub_venue_id
     join venues v on v.id = p.venue_id where hit.rank <= ${GROUP_ITEMS} order by ${sort.order}`,
  ).all({ ...w.params, pageVenues: JSON.stringify(pageVenues) }) as (Row & { venueMatches: number })[];
  const byVenue = new Map<number, { items: SearchResultItem[]; matches: number }>();
  for (const { venueMatches, ...r } of rows) {
    const group = byVenue.get(r.venueId) ?? { items: [], matches: venueMatches };
    group.items.push({ ...r, finalPrice: discountedPrice(r.price, r.discountPercentage) });
    byVenue.set(r.venueId, group);
  }
  return {
    groups: pageVenues.map((venueId) => ({ venueId, matches: byVenue.get(venueId)?.matches ?? 0, items: byVenue.get(venueId)?.items ?? [] })),
    total,
    totalCapped,
    page,
    limit,
    pageCount,
  };
}
