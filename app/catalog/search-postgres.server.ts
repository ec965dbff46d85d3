// The PostgreSQL twin of the venue product search (search.server.ts; issue 29, ADR 0333): the
// same inputs, the same results in the same order, asynchronous. The filters, sorts, paging and
// row mapping come from search-common.server.ts; only the SQL is PostgreSQL's: the free text
// reads products_text (drizzle-pg/0004: a pg_trgm index for substrings, a tsvector for word
// prefixes) or its words' 1-2 character prefixes (drizzle-pg/0007), the taken rooms go in as
// arrays, and the planner needs no index hints.
import type postgres from "postgres";
import type { SearchFilters } from "~/catalog/search-params";
import {
  FINAL_PRICE_x100, GROUP_ITEMS, NUMBER_FIELDS, payablePrice100xPax, productCountUpTo, productPaging, searchCriteria, sortOrder,
  toItem, venueCountUpTo, venueGroups, venuePaging, type GroupedResult, type SearchCriteria, type SearchResult, type SearchRow,
} from "~/catalog/search-common.server";
import type { PastLastPage } from "~/utils/paging";
import { pgConstant, runConstantStatement } from "~/db/pg-literal.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Anything holding a postgres.js client: drizzle's PostgreSQL database (`drizzle-orm/postgres-js`) has one. */
export type PgSearchDb = { $client: postgres.Sql };

/** Numbered parameters ($1, $2, ...) of one statement. */
class Params {
  values: postgres.ParameterOrJSON<never>[] = [];
  add(value: string | number | number[] | string[]): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The rows of a page, by its products' ids in the page's order, each with one more value
 * (`extra`: a venue's number of matches). search_page_rows (drizzle-pg/0010, ADR 0460) runs
 * them with a plan kept for the session: planning the rows within the search's own statement
 * took 0.9 of its 1.2 ms, for a plan that does not depend on the search. It is called from the
 * statement that finds the page's ids (ADR 0467): one round trip for both.
 */
function pageRowsOf(ids: string, extra = "'{}'"): string {
  return `search_page_rows(${ids}::bigint[], ${extra}::bigint[])`;
}

/**
 * A page's rows as search_page_rows returns them, with numbers as numbers (PostgreSQL hands bigint
 * over as text), changed in the driver's own row objects rather than copied (ADR 0472); none for
 * a row of nulls (no page). `extra` is the venue's matches where the statement gives them.
 */
function rowsRead(rows: (SearchRow & { extra: string | null })[]): (SearchRow & { venueMatches: number })[] {
  const out: (SearchRow & { venueMatches: number })[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    const r = row as unknown as Record<string, unknown>;
    for (const f of NUMBER_FIELDS) if (r[f] !== null) r[f] = Number(r[f]);
    r.venueMatches = row.extra === null ? 0 : Number(row.extra);
    out.push(r as unknown as SearchRow & { venueMatches: number });
  }
  return out;
}

type Taken = { subVenueIds: number[]; productIds: number[]; until: number };

/**
 * Rooms and products taken during the chosen hour, as `takenDuring` (availability.server.ts)
 * reads them on SQLite: live reservation lines (paid, or pending before their deadline, not
 * cancelled) whose occupied window overlaps it, and vendors' blocks. The same per-span-class
 * terms (ADR 0160) keep each read on the (class, start, end) indexes. One round trip, which also
 * returns the statement's snapshot (what `takenDuringPostgres` compares) and when the first pending
 * hold it counted runs out (`until`, epoch ms).
 */
// TODO(issue 29, async data layer): move to the availability module's PostgreSQL twin once it has one.
async function readTaken(sql: postgres.Sql, window: { from: Date; to: Date }, now: Date): Promise<Taken & { version: string }> {
  const params = new Params();
  const from = params.add(window.from.getTime());
  const to = params.add(window.to.getTime());
  const reaches = [DAY_MS, 7 * DAY_MS, 31 * DAY_MS, 366 * DAY_MS, null];
  const terms = (t: string, start: string) =>
    reaches
      .map((reach, spanClass) => {
        const lower = reach === null ? "" : `${t}${start} >= ${params.add(window.from.getTime() - reach)} and `;
        return `(${t}span_class = ${spanClass} and ${lower}${t}${start} < ${to} and ${t}ends_at > ${from})`;
      })
      .join(" or ");
  const lineTerms = terms("l.", "occupied_from");
  const blockTerms = terms("", "starts_at");
  const nowParam = params.add(now.getTime());
  const [row] = await sql.unsafe<{ version: string; booked: string[]; until: string | null; rooms: string[]; products: string[] }[]>(
    `with blocks as (select sub_venue_id, product_id from availability_blocks where ${blockTerms}),
     -- Per line, by the invoice's key (the lines in the window are few): a join let the planner,
     -- misjudging the OR of ranges, hash every paid invoice (40 ms at 60,000 lines). The hold:
     -- 0 for a paid line, the deadline of a pending one, null when the line takes nothing.
     live as (select l.sub_venue_id,
         (select case when i.status = 'paid' then 0 when i.status = 'pending' and i.expires_at > ${nowParam} then i.expires_at end
            from invoices i where i.id = l.invoice_id) as hold
       from reservation_lines l where (${lineTerms}) and l.cancelled_at is null)
     select pg_current_snapshot()::text as version,
       array(select distinct sub_venue_id from live where hold is not null) as booked,
       (select min(hold) from live where hold > 0) as until,
       array(select sub_venue_id from blocks where sub_venue_id is not null) as rooms,
       array(select product_id from blocks where product_id is not null) as products`,
    params.values,
    // Prepared (ADR 0463): one plan shape whatever the hour; parsed once per connection, and
    // after five custom plans PostgreSQL keeps its generic one.
    { prepare: true },
  );
  return {
    version: row.version,
    subVenueIds: [...new Set([...row.booked, ...row.rooms].map(Number))],
    productIds: [...new Set(row.products.map(Number))],
    until: row.until === null ? Infinity : Number(row.until),
  };
}

/** The taken rooms kept per client (ADR 0447): per window, with the snapshot they were read in. */
const keptTakenByClient = new WeakMap<postgres.Sql, Map<string, Taken & { version: string }>>();
/** Windows are few (the hours searched); a bound keeps a stray caller from growing it. */
const KEPT_WINDOWS_MAX = 64;

/**
 * `readTaken`, kept until anything is committed to the cluster (ADR 0447, the PostgreSQL twin of
 * ADR 0445's keep on SQLite): every write transaction's commit changes the current snapshot
 * (`xmin:xmax:in-progress`), so an unchanged snapshot means the rows read are the same; one short
 * round trip instead of planning and running the read (2-3 ms a search at 60,000 booking lines).
 * A pending hold it counted running out ends it too. Only on the pool: a transaction's client
 * (it has no `begin`) would not see its own uncommitted rows in the snapshot, so it reads.
 */
export async function takenDuringPostgres(sql: postgres.Sql, window: { from: Date; to: Date }): Promise<Taken> {
  const now = new Date();
  if (typeof (sql as { begin?: unknown }).begin !== "function") return readTaken(sql, window, now);
  let kept = keptTakenByClient.get(sql);
  if (!kept) keptTakenByClient.set(sql, (kept = new Map()));
  const key = `${window.from.getTime()}:${window.to.getTime()}`;
  const hit = kept.get(key);
  if (hit && now.getTime() < hit.until) {
    const [{ version }] = await sql.unsafe<{ version: string }[]>("select pg_current_snapshot()::text as version");
    if (version === hit.version) return hit;
  }
  const taken = await readTaken(sql, window, now);
  if (kept.size >= KEPT_WINDOWS_MAX) kept.clear();
  kept.set(key, taken);
  return taken;
}

/**
 * `pax`: the head count's parameter ($n) when there is one, for the group's price sorts (ADR 0385);
 * `groupPays`: then the price range's parameters (what the group pays, x 100), which
 * headCountPriceMatches turns into bounds of each of its readings.
 */
type Where = {
  from: string;
  /** The count's own FROM where it needs a fixed join order (the prefix table's). */
  countFrom?: string;
  where: string;
  pax?: string;
  groupPays?: { low?: string; high?: string };
  text: boolean;
};

/**
 * A word that search_fold (lower, unaccent) makes one or two characters long, so that
 * products_text_prefixes holds it: one or two letters or digits of the basic Latin alphabet,
 * accents allowed (unaccent removes them). Anything else (ß, æ, ligatures, other scripts) may
 * fold longer and is matched on the words' GIN index as before.
 */
function foldsToOneOrTwoCharacters(word: string): boolean {
  return /^[a-z0-9]{1,2}$/i.test(word.normalize("NFD").replace(/\p{M}/gu, ""));
}

/**
 * The filter part of the query: the same criteria as SQLite's buildWhere, in PostgreSQL's SQL,
 * its values written as constants (ADR 0467): PostgreSQL plans these statements for their values
 * whatever they are sent as (ADR 0430), and without parameters each goes in one round trip.
 */
async function buildWhere(sql: postgres.Sql, c: SearchCriteria): Promise<Where> {
  const $ = pgConstant;
  // Active products whose rate validity covers the chosen (Bali) day.
  const clauses = ["p.is_active", `p.valid_to >= ${$(c.dayStart)}`, `p.valid_from < ${$(c.dayEnd)}`];
  if (c.venueId) clauses.push(`p.venue_id = ${$(c.venueId)}`);
  if (c.location) clauses.push(`p.search_location = ${$(c.location)}`);
  // A head count fits the largest layout; a room whose minimum is above it stays (ADR 0385).
  const pax = c.pricePax !== null ? $(c.pricePax) : undefined;
  if (c.capacity && "pax" in c.capacity) {
    clauses.push(`p.search_max_capacity >= ${pax}`);
  } else if (c.capacity) {
    clauses.push(`p.search_max_capacity >= ${$(c.capacity.min)}`);
    if (c.capacity.max) clauses.push(`p.search_min_capacity <= ${$(c.capacity.max)}`);
  }
  if (c.campaign) clauses.push(`p.campaign = ${$(c.campaign)}`);
  let groupPays: Where["groupPays"];
  if (pax && c.pricePax !== null) {
    // What the group pays per person, compared x pax in whole numbers (as on SQLite).
    groupPays = {};
    if (c.minPrice100 !== null) {
      groupPays.low = $(c.minPrice100 * c.pricePax);
      clauses.push(`${payablePrice100xPax(pax)} >= ${groupPays.low}`);
    }
    if (c.maxPrice100 !== null) {
      groupPays.high = $(c.maxPrice100 * c.pricePax);
      clauses.push(`${payablePrice100xPax(pax)} < ${groupPays.high}`);
    }
  } else {
    if (c.minPrice100 !== null) clauses.push(`${FINAL_PRICE_x100} >= ${$(c.minPrice100)}`);
    if (c.maxPrice100 !== null) clauses.push(`${FINAL_PRICE_x100} < ${$(c.maxPrice100)}`);
  }
  const room: string[] = [];
  if (c.room?.setting) room.push(`sub_venue_type = ${$(c.room.setting)}`);
  if (c.room?.layout) room.push(`${c.room.layout.column} >= ${$(c.room.layout.need)}`);
  if (room.length) clauses.push(`p.sub_venue_id in (select id from sub_venues where ${room.join(" and ")})`);
  if (c.inclusionValues) clauses.push(`p.inclusion_flags in (${c.inclusionValues.join(", ")})`);
  if (c.packageType) clauses.push(`p.package_type = ${$(c.packageType)}`);
  if (c.category && "outdoor" in c.category) clauses.push("p.sub_venue_id in (select id from sub_venues where sub_venue_type = 'outdoor')");
  else if (c.category) clauses.push(`p.search_categories in (${c.category.values.join(", ")})`);
  if (c.minRating100 !== null) clauses.push(`p.search_rating >= ${$(c.minRating100)}`);
  const taken = await takenDuringPostgres(sql, c.hour);
  // `<> all(array)`: the arrays hold no null (NOT IN with a null would match nothing).
  if (taken.subVenueIds.length) clauses.push(`p.sub_venue_id <> all(${$(taken.subVenueIds)}::bigint[])`);
  if (taken.productIds.length) clauses.push(`p.id <> all(${$(taken.productIds)}::bigint[])`);
  let from = "products p";
  let countFrom: string | undefined;
  if (c.text) {
    from = "products_text pt join products p on p.id = pt.product_id";
    if (c.text.kind === "substring") {
      // FTS5's trigram phrase: the term, case folded, inside one of the names (drizzle-pg/0004).
      const like = `%${c.text.text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      clauses.push(`pt.haystack like lower(${$(like)})`);
    } else if (c.text.words.length === 1 && foldsToOneOrTwoCharacters(c.text.words[0])) {
      // The word's prefixes (drizzle-pg/0007, ADR 0455): an index range in product order that
      // the count and the page stop reading at their limits; 'b':* on the GIN index builds its
      // every match first.
      from = "products_text_prefixes pt join products p on p.id = pt.product_id";
      // The count walks the prefix's rows in product order and looks each product up, stopping at
      // its cap: about 1,300 lookups, 2-6 ms at 100k products. Left to the planner, a capped count
      // became a hash or merge join that read most of the products first (up to 50 ms for '7').
      countFrom = "products_text_prefixes pt cross join lateral (select * from products p where p.id = pt.product_id offset 0) p";
      clauses.push(`pt.prefix = search_fold(${$(c.text.words[0])})`);
    } else if (c.text.words.length) {
      clauses.push(`pt.words @@ search_prefix_query(${$(c.text.words)}::text[])`);
    } else {
      // No letter or digit: no word to start (SQLite's '""' matches nothing).
      clauses.push("false");
    }
  }
  return { from, countFrom, where: clauses.join(" and "), pax, groupPays, text: Boolean(c.text) };
}

/**
 * A head count's price sort (ADR 0430), as on SQLite: what the group pays is the unit price x
 * the head count, except a per-person room whose minimum order is above the head count, which
 * costs its minimum. The rooms that cost head count x unit price are read in the order of
 * products_final_price_idx; the per-person rooms above the head count per minimum (ADR 0458): the
 * distinct minimums found by index seeks (a recursive CTE, 16 minimums at 100k products), and
 * each minimum's rooms in unit-price order on products_person_min_idx (unit, minimum, unit price,
 * id). Each reading is cut at offset + limit rows; the union is sorted by what the group pays:
 * matches offset .. offset + limit in the group's order, with no sort of every match.
 */
function headCountPriceMatches(w: Where, sort: SearchFilters["sort"], limit: string, offset?: string): string | null {
  if (!mergesHeadCountPrice(w, sort)) return null;
  const dir = sort === "price-desc" ? " desc" : "";
  // The price range as bounds of a reading's unit price, where the group pays unit x `times`:
  // unit x times >= low and < high is unit >= ceil(low / times) and < ceil(high / times).
  const { low, high } = w.groupPays;
  const unitBounds = (times: string) =>
    (low ? ` and ${FINAL_PRICE_x100} >= (${low}::bigint + ${times} - 1) / ${times}` : "") +
    (high ? ` and ${FINAL_PRICE_x100} < (${high}::bigint + ${times} - 1) / ${times}` : "");
  const first = offset ? `(${limit}::bigint + ${offset}::bigint)` : limit;
  return `select id, venue_id from (
      (select p.id, p.venue_id, ${FINAL_PRICE_x100} * ${w.pax} as v from ${w.from}
        where ${w.where} and not (p.unit = 'Person' and p.search_min_capacity > ${w.pax})${unitBounds(`${w.pax}::bigint`)}
        order by ${FINAL_PRICE_x100}${dir}, p.id${dir} limit ${first})
      union all
      (select r.id, r.venue_id, r.v from (
          with recursive minimum(n) as (
            (select search_min_capacity from products where unit = 'Person' and search_min_capacity > ${w.pax} order by search_min_capacity limit 1)
            union all
            select (select search_min_capacity from products where unit = 'Person' and search_min_capacity > minimum.n order by search_min_capacity limit 1)
            from minimum where minimum.n is not null)
          select n from minimum where n is not null) m
        cross join lateral (select p.id, p.venue_id, ${FINAL_PRICE_x100} * m.n as v from ${w.from}
          where p.unit = 'Person' and p.search_min_capacity = m.n and ${w.where}${unitBounds("m.n")}
          order by ${FINAL_PRICE_x100}${dir}, p.id${dir} limit ${first}) r)
    ) u order by v${dir}, id${dir} limit ${limit}${offset ? ` offset ${offset}` : ""}`;
}

/** Whether a search is a head count's price order, read as headCountPriceMatches' merged readings. */
function mergesHeadCountPrice(w: Where, sort: SearchFilters["sort"]): w is Where & { pax: string; groupPays: NonNullable<Where["groupPays"]> } {
  return Boolean(w.pax && w.groupPays && !w.text && (sort === "price-asc" || sort === "price-desc"));
}

/** One page of matching venue products and the total: `searchProducts` on PostgreSQL. */
export async function searchProductsPostgres(
  db: PgSearchDb,
  f: SearchFilters & { venueId?: number },
  { pastLastPage = "last-page" }: { pastLastPage?: PastLastPage } = {},
): Promise<SearchResult> {
  const sql = db.$client;
  const limit = f.limit;
  const w = await buildWhere(sql, searchCriteria(f));
  const order = sortOrder(f.sort, w.pax);
  // The count and the requested page's rows in one statement (ADR 0467); the page's ids in the
  // list's order (each reading's own ORDER BY). Past the last page, the last page is read after.
  const pageOf = (offset: number) => {
    const merged = headCountPriceMatches(w, f.sort, pgConstant(limit), pgConstant(offset));
    const ids = merged ? `select id from (${merged}) page` : `select p.id from ${w.from} where ${w.where} order by ${order} limit ${pgConstant(limit)} offset ${pgConstant(offset)}`;
    return pageRowsOf(`array(${ids})`);
  };
  const requestedOffset = (Math.max(1, f.page) - 1) * limit;
  const counted = await runConstantStatement<(SearchRow & { extra: string | null; n: string })[]>(
    sql,
    `with counted as (select count(*) as n from (select 1 from ${w.countFrom ?? w.from} where ${w.where} limit ${pgConstant(productCountUpTo(f) + 1)}) m)
     select counted.n, r.* from counted left join ${pageOf(requestedOffset)} r on true`,
  );
  const { total, totalCapped, page, pageCount, offset } = productPaging(f, Number(counted[0].n), pastLastPage);
  if (total === 0) return { items: [], total, totalCapped, page, limit, pageCount };
  const rows =
    offset === requestedOffset
      ? rowsRead(counted)
      : rowsRead(await runConstantStatement<(SearchRow & { extra: string | null })[]>(sql, `select * from ${pageOf(offset)}`));
  return { items: rows.map(toItem), total, totalCapped, page, limit, pageCount };
}

/** Rows per fetch of a venue list's slice in an order where venues interleave (searchVenuesPostgres). */
const VENUE_BATCH = 200;

/**
 * A venue list's slice, its venue ids in the slice's order, each handed to `take` until it says
 * it has enough: through a cursor in batches of `batch` rows when that is less than the slice,
 * stopped once the venues are known. Read in one go, the slice comes as one text of ids (one
 * value to parse instead of a row per package: 2,525 rows took the app more CPU than the
 * statement took PostgreSQL, ADR 0468; a cursor of the whole slice costs a round trip more than
 * the plain query), read digit by digit: as an array (postgres.js's parser) it made a string per
 * id, and the search's garbage collections were its p95 (ADR 0472). Returns the ids read.
 */
async function readSlice(sql: postgres.Sql, slicing: string, batch: number, slice: number, take: (venueId: number) => boolean): Promise<number> {
  let read = 0;
  if (batch < slice) {
    for await (const rows of runConstantStatement<{ venue_id: string }[]>(sql, slicing).cursor(batch)) {
      for (const r of rows) {
        read++;
        if (!take(Number(r.venue_id))) return read;
      }
    }
    return read;
  }
  const [{ v }] = await runConstantStatement<{ v: string }[]>(sql, `select array_to_string(array(${slicing}), ',') as v`);
  return eachIdOfList(v, take);
}

/** Each number of "12,7,12,30" to `take` while it returns true; the count of those read. */
export function eachIdOfList(list: string, take: (id: number) => boolean): number {
  let read = 0;
  let n = 0;
  let digits = 0;
  for (let i = 0; i <= list.length; i++) {
    const c = i < list.length ? list.charCodeAt(i) - 48 : -1;
    if (c >= 0 && c <= 9) {
      n = n * 10 + c;
      digits++;
    } else if (digits) {
      read++;
      if (!take(n)) return read;
      n = 0;
      digits = 0;
    }
  }
  return read;
}

/**
 * One page of venues with matching packages: `searchVenues` on PostgreSQL. Venues rank where
 * their first package does in the product list; the matches are read in that order in growing
 * slices until the page and the count are known (PostgreSQL stops a sorted scan at a LIMIT), and
 * in an order where venues interleave, through a cursor stopped as soon as they are known.
 */
export async function searchVenuesPostgres(db: PgSearchDb, f: SearchFilters & { venueId?: number }): Promise<GroupedResult> {
  const sql = db.$client;
  const limit = f.limit;
  const w = await buildWhere(sql, searchCriteria(f));
  const order = sortOrder(f.sort, w.pax);
  const countUpTo = venueCountUpTo(f);
  const venueIds: number[] = [];
  // The first slice holds a page of venues and the count's cap at about twenty packages a venue,
  // in one round trip (500 took two or three: 11 against 14 ms, ADR 0430). In a price or capacity
  // order the venues interleave (101 came within 101-123 packages at 100k, 804 at most), and the
  // slice starts at eight a venue (ADR 0468): PostgreSQL plans for the limit, and for 2,525 rows
  // it sorted every match of a filter before the first row instead of walking the price index.
  // A head count's merged readings are sorted whole whatever the limit: four a venue.
  const interleaved = f.sort === "price-asc" || f.sort === "price-desc" || f.sort === "capacity";
  const sortedWhole = mergesHeadCountPrice(w, f.sort);
  for (let slice = (sortedWhole ? 4 : interleaved ? 8 : 25) * (countUpTo + 1); ; slice *= 4) {
    const merged = headCountPriceMatches(w, f.sort, pgConstant(slice));
    const slicing = merged ? `select venue_id from (${merged}) m` : `select p.venue_id from ${w.from} where ${w.where} order by ${order} limit ${pgConstant(slice)}`;
    // Read through a cursor and stopped once the venues are known. In a price or capacity order
    // the venues interleave and VENUE_BATCH rows usually hold a page and the count's cap; in id
    // or rating order a venue's packages come together, and the slice is read in one go (in
    // batches of 200 it took 13 round trips, 1.5-3 ms more).
    const batch = interleaved ? VENUE_BATCH : slice;
    const seen = new Set<number>();
    venueIds.length = 0;
    const read = await readSlice(sql, slicing, batch, slice, (venueId) => {
      if (!seen.has(venueId)) {
        seen.add(venueId);
        venueIds.push(venueId);
      }
      return venueIds.length <= countUpTo;
    });
    if (venueIds.length > countUpTo || read < slice) break;
  }
  const { total, totalCapped, page, pageCount, pageVenues } = venuePaging(f, venueIds);
  if (!pageVenues.length) return { groups: [], total, totalCapped, page, limit, pageCount };
  // Each page venue's first packages in the list's order (n) and its number of matches, and
  // their rows, in one statement (ADR 0467).
  const rows = rowsRead(
    await runConstantStatement<(SearchRow & { extra: string | null })[]>(
      sql,
      `with hit as (select id, "venueMatches", n from (select p.id, row_number() over (partition by p.venue_id order by ${order}) as rank,
           count(*) over (partition by p.venue_id) as "venueMatches", row_number() over (order by ${order}) as n
         from ${w.from} where ${w.where} and p.venue_id = any(${pgConstant(pageVenues)}::bigint[])) ranked
       where rank <= ${GROUP_ITEMS})
       select * from ${pageRowsOf("array(select id from hit order by n)", 'array(select "venueMatches" from hit order by n)')}`,
    ),
  );
  return { groups: venueGroups(pageVenues, rows), total, totalCapped, page, limit, pageCount };
}
