// What both search engines share (SQLite in search.server.ts, PostgreSQL in
// search-postgres.server.ts, ADR 0333): the result types, the caps, the filters worked out into
// engine-neutral values, the sorts, the paging maths and the row mapping. Each engine only
// writes these values as its own SQL, so the two cannot drift apart on what a filter means.
import type { TaxAndService } from "~/db/enums";
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

export type VenueGroup = {
  venueId: number;
  /** Matching packages of the venue (up to GROUP_ITEMS, in the sort's order). */
  items: SearchResultItem[];
  /** All matching packages of the venue. */
  matches: number;
};
export type GroupedResult = { groups: VenueGroup[]; total: number; totalCapped: boolean; page: number; limit: number; pageCount: number };

export type SearchRow = Omit<SearchResultItem, "finalPrice">;

/**
 * Matches are counted exactly up to this many (or to the page asked for, if deeper); beyond it
 * the page says "1,000+" (ADR 0161). Counting every match of a common word cost more than the page.
 */
export const TOTAL_COUNT_CAP = 1000;

/** Packages listed on a venue's card; the rest are behind "all N packages". */
export const GROUP_ITEMS = 4;

/**
 * Venues are counted exactly up to this many (or to the page asked for, if deeper); beyond it
 * the page says "100+" (ADR 0240). Counting every venue meant reading every match.
 */
export const VENUE_COUNT_CAP = 100;

/** The result columns: SQL expression (over p, sv, v) and the field it fills. */
const RESULT_COLUMNS: [string, keyof SearchRow][] = [
  ["p.id", "id"], ["p.product_name", "productName"], ["p.unit", "unit"], ["p.price", "price"],
  ["p.discount_percentage", "discountPercentage"], ["p.tax_and_service", "taxAndService"], ["p.campaign", "campaign"],
  ["v.id", "venueId"], ["v.name", "venueName"], ["v.location", "venueLocation"],
  ["sv.id", "subVenueId"], ["sv.name", "subVenueName"], ["sv.sub_venue_type", "subVenueType"],
  ["sv.min_capacity", "minCapacity"], ["sv.max_ushape", "maxUshape"], ["sv.max_board", "maxBoard"],
  ["sv.max_classroom", "maxClassroom"], ["sv.max_cocktail", "maxCocktail"], ["sv.max_banquet", "maxBanquet"],
  ["sv.max_theatre", "maxTheatre"], ["sv.dimension_length", "dimensionLength"], ["sv.dimension_width", "dimensionWidth"],
  ["p.search_rating", "ratingX100"], ["p.search_review_count", "reviewCount"],
  ["(select vi.file_key from venue_images vi where vi.venue_id = p.venue_id\n      order by vi.is_default desc, vi.id limit 1)", "coverKey"],
];

/** Fields that are numbers (PostgreSQL's driver hands bigint over as text). */
export const NUMBER_FIELDS: (keyof SearchRow)[] = [
  "id", "price", "discountPercentage", "venueId", "subVenueId", "minCapacity", "maxUshape", "maxBoard", "maxClassroom",
  "maxCocktail", "maxBanquet", "maxTheatre", "dimensionLength", "dimensionWidth", "ratingX100", "reviewCount",
];

/** `select` with the result columns, each named by `alias` (SQLite takes camelCase bare; PostgreSQL needs quotes). */
export function resultSelect(alias: (field: string) => string): string {
  return `\n  select ${RESULT_COLUMNS.map(([expr, field]) => `${expr} as ${alias(field)}`).join(", ")}`;
}

/**
 * A row as the page shows it: the unit price after the discount added. Field by field, in the
 * result columns' order (the page's data keeps its bytes): a row's other values (a venue's
 * matches, PostgreSQL's row number) stay behind, and no spread copies a 26-field row (ADR 0472).
 */
export function toItem(r: SearchRow): SearchResultItem {
  return {
    id: r.id, productName: r.productName, unit: r.unit, price: r.price, discountPercentage: r.discountPercentage,
    taxAndService: r.taxAndService, campaign: r.campaign, venueId: r.venueId, venueName: r.venueName, venueLocation: r.venueLocation,
    subVenueId: r.subVenueId, subVenueName: r.subVenueName, subVenueType: r.subVenueType, minCapacity: r.minCapacity,
    maxUshape: r.maxUshape, maxBoard: r.maxBoard, maxClassroom: r.maxClassroom, maxCocktail: r.maxCocktail,
    maxBanquet: r.maxBanquet, maxTheatre: r.maxTheatre, dimensionLength: r.dimensionLength, dimensionWidth: r.dimensionWidth,
    ratingX100: r.ratingX100, reviewCount: r.reviewCount, coverKey: r.coverKey,
    finalPrice: discountedPrice(r.price, r.discountPercentage),
  };
}

/** Sub venue capacity column of each seat layout (a fixed list: never from the request). */
const LAYOUT_COLUMN: Record<string, string> = {
  uShape: "max_ushape", board: "max_board", classroom: "max_classroom",
  cocktail: "max_cocktail", banquet: "max_banquet", theater: "max_theatre",
};

/** Sort key of the price after discount: same order as `discountedPrice` (indexed). */
export const FINAL_PRICE_x100 = "(p.price * (100 - p.discount_percentage))";

/**
 * What a group of `pax` people pays, x 100 x pax (ADR 0385): a per-person price for the room's
 * minimum order when the group is smaller ("minimum 90 pax"), else for the group; a price per
 * hour or day as it is (times pax, so every row compares on the same scale). Whole numbers on
 * both engines. `pax` is the engine's parameter (@pax, $n).
 */
export function payablePrice100xPax(pax: string): string {
  return `(${FINAL_PRICE_x100} * (case when p.unit = 'Person' and p.search_min_capacity > ${pax} then p.search_min_capacity else ${pax} end))`;
}

/**
 * Free text: 3 characters or more is a substring of a name (the trigram index, ADR 0016); under
 * 3, names with a word starting with each of the term's words (ADR 0161). No words: no match.
 */
export type TextMatch = { kind: "substring"; text: string } | { kind: "words"; words: string[] };

/** The filters as values both engines write into SQL (ADR 0333); null or empty: no such filter. */
export type SearchCriteria = {
  /** The chosen Bali day, epoch ms: the rate validity must cover it. */
  dayStart: number;
  dayEnd: number;
  /** The chosen hour: rooms booked or blocked then are left out. */
  hour: { from: Date; to: Date };
  venueId: number | null;
  location: string | null;
  /**
   * An exact head count fits the room (a room whose minimum is above it stays, priced for its
   * minimum: ADR 0385); a range overlaps it (max null: no upper end).
   */
  capacity: { pax: number } | { min: number; max: number | null } | null;
  /** The head count the price range and price sorts are for (the price the group pays), else null. */
  pricePax: number | null;
  campaign: string;
  /** The price range on price x (100 - discount), rounded as `discountedPrice` rounds. */
  minPrice100: number | null;
  maxPrice100: number | null;
  /** Rooms of this type and with this layout's capacity for the attendees. */
  room: { setting: string | null; layout: { column: string; need: number } | null } | null;
  /** inclusion_flags values that include every inclusion asked for. */
  inclusionValues: number[] | null;
  packageType: string;
  /** "outdoor" is the room's type; other categories are search_categories values with the bit. */
  category: { outdoor: true } | { values: number[] } | null;
  minRating100: number | null;
  text: TextMatch | null;
};

export function searchCriteria(f: SearchFilters & { venueId?: number }): SearchCriteria {
  const dayStart = baliToUtc(f.date).getTime();
  const hourStart = baliToUtc(f.date, f.time);
  let capacity: SearchCriteria["capacity"] = null;
  if (f.pax) capacity = { pax: f.pax };
  else if (f.minCapacity || f.maxCapacity) capacity = { min: f.minCapacity, max: f.maxCapacity || null };
  const setting = f.setting || null;
  const layout = f.layout && LAYOUT_COLUMN[f.layout] ? { column: LAYOUT_COLUMN[f.layout], need: Math.max(1, f.pax ?? f.minCapacity) } : null;
  const mask = INCLUSION_FEATURES.filter((i) => f.inclusions.includes(i.value)).reduce((m, i) => m | i.bit, 0);
  // The flag values that include every one asked for (not a bit test): a rare combination is an
  // index search instead of a read of every active product.
  const allInclusions = INCLUSION_FEATURES.reduce((m, i) => m | i.bit, 0);
  const inclusionValues = mask ? flagValues(allInclusions).filter((v) => (v & mask) === mask) : null;
  const categoryTag = SUB_VENUE_CATEGORIES.find((c) => c.value === f.category);
  let category: SearchCriteria["category"] = null;
  if (categoryTag) {
    const allCategories = STORED_CATEGORIES.reduce((m, c) => m | c.bit, 0);
    category = categoryTag.bit === 0 ? { outdoor: true } : { values: flagValues(allCategories).filter((v) => (v & categoryTag.bit) !== 0) };
  }
  let text: TextMatch | null = null;
  if (f.text && [...f.text].length >= 3) text = { kind: "substring", text: cleanText(f.text) };
  else if (f.text) text = { kind: "words", words: cleanText(f.text).match(/[\p{L}\p{N}]+/gu) ?? [] };
  return {
    dayStart,
    dayEnd: dayStart + DAY_MS,
    hour: { from: hourStart, to: new Date(hourStart.getTime() + HOUR_MS) },
    venueId: f.venueId || null,
    location: f.location || null,
    capacity,
    pricePax: f.pax ?? null,
    campaign: f.campaign,
    minPrice100: f.minPrice !== null ? f.minPrice * 100 - 50 : null,
    maxPrice100: f.maxPrice !== null ? f.maxPrice * 100 + 50 : null,
    room: setting || layout ? { setting, layout } : null,
    inclusionValues,
    packageType: f.packageType,
    category,
    minRating100: f.minRating !== null ? Math.round(f.minRating * 100) : null,
    text,
  };
}

const flagValues = (all: number) => Array.from({ length: all + 1 }, (_, v) => v);

/**
 * ORDER BY of each sort; every one ends on the product id so ties come out in the same order on
 * both engines. "recommended" is the id. With a head count (`pax`: the engine's parameter), the
 * price sorts are on what the group pays (ADR 0385).
 */
export function sortOrder(sort: SearchFilters["sort"], pax?: string): string {
  const price = pax ? payablePrice100xPax(pax) : FINAL_PRICE_x100;
  switch (sort) {
    case "price-asc":
      return `${price}, p.id`;
    case "price-desc":
      return `${price} desc, p.id desc`;
    case "capacity":
      return "p.search_max_capacity desc, p.id desc";
    case "rating":
      // Highest average first; among equal averages, the venue with more reviews (ADR 0270).
      return "p.search_rating desc, p.search_review_count desc, p.id desc";
    default:
      return "p.id";
  }
}

/** How far the product list counts: one past what this page needs to know (the cap, or the page). */
export const productCountUpTo = (f: Pick<SearchFilters, "page" | "limit">) => Math.max(TOTAL_COUNT_CAP, f.page * f.limit);

/** Total, capped flag, page count and the page shown, from the matches counted (up to countUpTo + 1). */
export function productPaging(f: Pick<SearchFilters, "page" | "limit">, counted: number, pastLastPage: PastLastPage) {
  const countUpTo = productCountUpTo(f);
  const totalCapped = counted > countUpTo;
  const total = Math.min(counted, countUpTo);
  // Capped: one page more than the counted matches fill, so Next always leads to results.
  const pageCount = Math.max(1, Math.ceil(Math.min(counted, countUpTo + 1) / f.limit));
  const page = pageToShow(f.page, pageCount, pastLastPage);
  return { total, totalCapped, pageCount, page, offset: (page - 1) * f.limit };
}

/** How far the venue list collects venues (the cap, or the page). */
export const venueCountUpTo = (f: Pick<SearchFilters, "page" | "limit">) => Math.max(VENUE_COUNT_CAP, f.page * f.limit);

/** Total, capped flag, page count, page and the page's venues, from the venues collected in order. */
export function venuePaging(f: Pick<SearchFilters, "page" | "limit">, venueIds: number[]) {
  const countUpTo = venueCountUpTo(f);
  const totalCapped = venueIds.length > countUpTo;
  const total = Math.min(venueIds.length, countUpTo);
  // Capped: one page more than the counted venues fill, so Next always leads to results.
  const pageCount = Math.max(1, Math.ceil(venueIds.length / f.limit));
  // Past the last page (an old link): show the last one.
  const page = pageToShow(f.page, pageCount);
  return { total, totalCapped, pageCount, page, pageVenues: venueIds.slice((page - 1) * f.limit, page * f.limit) };
}

/** The groups of a page of venues from its rows (each row carrying its venue's match count), in the page's order. */
export function venueGroups(pageVenues: number[], rows: (SearchRow & { venueMatches: number })[]): VenueGroup[] {
  const byVenue = new Map<number, { items: SearchResultItem[]; matches: number }>();
  for (const r of rows) {
    const group = byVenue.get(r.venueId) ?? { items: [], matches: r.venueMatches };
    group.items.push(toItem(r));
    byVenue.set(r.venueId, group);
  }
  return pageVenues.map((venueId) => ({ venueId, matches: byVenue.get(venueId)?.matches ?? 0, items: byVenue.get(venueId)?.items ?? [] }));
}

/**
 * Two readings of matches, each in the order of (v, id), merged into one in that order (a head
 * count's price sort, ADR 0430). Lazy: the caller stops when it has its page.
 */
export function* mergeRanked<T extends { id: number; v: number }>(a: Iterator<T>, b: Iterator<T> | null, direction: "asc" | "desc"): Generator<T> {
  const sign = direction === "asc" ? 1 : -1;
  let x = a.next();
  let y = b ? b.next() : ({ done: true, value: undefined } as IteratorReturnResult<undefined>);
  while (!x.done || !y.done) {
    if (y.done || (!x.done && sign * (x.value.v - y.value.v || x.value.id - y.value.id) <= 0)) {
      yield x.value as T;
      x = a.next();
    } else {
      yield y.value;
      y = b!.next();
    }
  }
}
