// The query kinds of `npm run bench:search` and its booking history, shared with the parity test
// of the two engines (tests/unit/catalog-search-postgres-parity.test.ts, ADR 0333): the test runs
// every kind the benchmark measures, over the same seeded data.
import type Database from "better-sqlite3";
import { bookingEnd } from "~/availability/availability.server";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProductsPostgres, searchVenuesPostgres, type PgSearchDb } from "~/catalog/search-postgres.server";
import { searchProducts, searchVenues } from "~/catalog/search.server";
import type { ProductUnit } from "~/db/schema";
import { ATTENDEE_RANGES, VENUE_CITIES } from "~/utils/constants";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";

export const today = baliIsoDate();
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A search's query string; an array value repeats the key (?inclusion=a&inclusion=b). */
export type Params = Record<string, string | string[]>;

const SORTED_FILTERS: Params[] = [
  { minPrice: "500000", maxPrice: "3000000", sort: "price-desc" },
  { packageType: "halfday", sort: "price-asc" },
  { layout: "banquet", pax: "150", sort: "price-asc" },
  { category: "garden", sort: "capacity" },
  { packageType: "fullboard", inclusion: ["projector"], sort: "price-asc" },
  { setting: "outdoor", sort: "price-desc" },
];

/**
 * The query kinds, one row each: a name and the filters of its i-th search (date, hour and
 * page are varied for every kind). Add a row for a new filter.
 */
export type QueryKind = { name: string; params: (i: number, names: string[]) => Params; grouped?: boolean; monthsAhead?: boolean };
export const QUERY_KINDS: QueryKind[] = [
  { name: "default (all Bali)", params: () => ({}) },
  { name: "district", params: (i) => ({ keyword: VENUE_CITIES[i % VENUE_CITIES.length] }) },
  { name: "text, long term", params: (i, names) => ({ keyword: ["ballroom", "meeting package", "terrace", "no such venue", ...names][i % (4 + names.length)] }) },
  { name: "text, 1-2 chars", params: (i) => ({ keyword: ["a", "ub", "b", "nu", "ga", "x", "7", "me"][i % 8] }) },
  { name: "attendee range", params: (i) => ({ minCapacity: String(ATTENDEE_RANGES[i % ATTENDEE_RANGES.length].min), maxCapacity: String(ATTENDEE_RANGES[i % ATTENDEE_RANGES.length].max) }) },
  { name: "campaign", params: () => ({ campaign: "ramadhan" }) },
  { name: "sort price-asc", params: () => ({ sort: "price-asc" }) },
  { name: "sort price-desc", params: (i) => ({ sort: "price-desc", keyword: i % 2 ? VENUE_CITIES[i % VENUE_CITIES.length] : "" }) },
  { name: "sort capacity", params: () => ({ sort: "capacity" }) },
  { name: "price range", params: (i) => ({ minPrice: String(250_000 + (i % 5) * 250_000), maxPrice: String(2_000_000 + (i % 4) * 5_000_000) }) },
  { name: "indoor/outdoor", params: (i) => ({ setting: i % 2 ? "outdoor" : "indoor" }) },
  { name: "seat layout + attendees", params: (i) => ({ layout: ["theater", "banquet", "classroom", "uShape"][i % 4], pax: String(20 + (i % 200)) }) },
  // A head count with a price sort or range: the price the group pays, the minimum order applied
  // (ADR 0385), from groups smaller than most rooms' minimum to groups above every minimum.
  { name: "head count + price", params: (i) => ({ pax: String([5, 12, 30, 80, 150][i % 5]), sort: i % 2 ? "price-desc" : "price-asc", ...(i % 3 === 2 ? { minPrice: "300000", maxPrice: "2000000" } : {}) }) },
  // The spec's other filters and the venue grouping (ADR 0200).
  { name: "category", params: (i) => ({ category: ["hall", "garden", "beachView", "hotel", "meetingRoom"][i % 5] }) },
  { name: "inclusions (1-2)", params: (i) => ({ inclusion: i % 2 ? ["projector"] : ["projector", "soundSystem"] }) },
  { name: "package type", params: (i) => ({ packageType: ["halfday", "fullday", "fullboard", "residental"][i % 4] }) },
  { name: "district + package + inclusion", params: (i) => ({ keyword: VENUE_CITIES[i % VENUE_CITIES.length], packageType: "halfday", inclusion: ["projector"] }) },
  { name: "group by venue", params: (i) => ({ group: "venue", keyword: i % 2 ? VENUE_CITIES[i % VENUE_CITIES.length] : "" }), grouped: true },
  { name: "group by venue, category, price sort", params: () => ({ group: "venue", category: "beachView", sort: "price-asc" }), grouped: true },
  // Filters with a sort (ADR 0240): a filter can be correlated with the sort (package type with
  // price), or bound it (a price range under a price sort).
  { name: "filter + sort", params: (i) => SORTED_FILTERS[i % SORTED_FILTERS.length] },
  { name: "group by venue, filter + sort", params: (i) => ({ group: "venue", ...SORTED_FILTERS[(i + 1) % SORTED_FILTERS.length] }), grouped: true },
  // Ratings (ADR 0270): the "top rated" sort and the minimum rating, alone, with other filters
  // and grouped by venue, on the venues' aggregates copied onto the products.
  { name: "rating: top rated sort", params: (i) => ({ sort: "rating", keyword: i % 2 ? VENUE_CITIES[i % VENUE_CITIES.length] : "" }) },
  { name: "rating: minimum rating", params: (i) => ({ minRating: ["3", "4", "4.5"][i % 3] }) },
  { name: "rating: minimum + top rated", params: (i) => ({ minRating: ["4", "4.5"][i % 2], sort: "rating" }) },
  { name: "rating: minimum + filters + price sort", params: (i) => ({ minRating: "4", packageType: ["halfday", "fullday"][i % 2], sort: i % 3 ? "price-asc" : "rating", keyword: i % 4 ? "" : VENUE_CITIES[i % VENUE_CITIES.length] }) },
  { name: "rating: group by venue, top rated", params: (i) => ({ group: "venue", sort: "rating", minRating: i % 2 ? "4" : "" }), grouped: true },
  // Dates six to twelve months ahead (ADR 0255), where rates and blocks run past a year (ADR 0290).
  { name: "months ahead: default", params: () => ({}), monthsAhead: true },
  { name: "months ahead: price sort", params: (i) => ({ sort: i % 2 ? "price-asc" : "price-desc" }), monthsAhead: true },
  { name: "months ahead: group by venue", params: (i) => ({ group: "venue", keyword: i % 2 ? VENUE_CITIES[i % VENUE_CITIES.length] : "" }), monthsAhead: true, grouped: true },
];

/** Runs one search of a kind the way the search page does: grouped by venue or as the product list. */
export async function runSearch(kind: QueryKind, f: ReturnType<typeof parseSearchParams>) {
  return kind.grouped ? await searchVenues(f) : await searchProducts(f);
}

/** The same search on PostgreSQL (search-postgres.server.ts). */
export function runSearchPostgres(db: PgSearchDb, kind: QueryKind, f: ReturnType<typeof parseSearchParams>) {
  return kind.grouped ? searchVenuesPostgres(db, f) : searchProductsPostgres(db, f);
}

/** A kind's i-th query string (array values repeat their key). */
export function queryOf(kind: QueryKind, i: number, names: string[]) {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(kind.params(i, names))) for (const v of [value].flat()) q.append(key, v);
  return q;
}

/** The i-th search of a kind: its filters on a date within two months (or 6-12 months ahead), at an hour 07-20, page 1-3. */
export function searchOf(kind: QueryKind, i: number, names: string[]) {
  const q = queryOf(kind, i, names);
  // From tomorrow on: a search for today moves a past hour to the next one (ADR 0201), so the
  // plans held in CI changed with the hour of the run (CI66 failed at 22:00 Bali).
  q.set("date", addDaysIso(today, kind.monthsAhead ? 180 + ((i * 11) % 180) : 1 + ((i * 7) % 60)));
  q.set("time", `${String(7 + (i % 14)).padStart(2, "0")}:00`);
  if (i % 5 === 4) q.set("page", String(2 + (i % 2)));
  return parseSearchParams(q, { today });
}

function rnd(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A booking history over the catalogue's products: invoices of 1-3 lines, 55 % of them in the
 * past year and 45 % in the next 200 days (a little denser in the coming weeks); paid, pending within or past its
 * deadline, expired or cancelled; plus vendors' blocks (hours, days, a few of months).
 */
export function seedBookingHistory(client: Database.Database, lines: number) {
  const random = rnd(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const products = client
    .prepare(
      `select p.id, p.sub_venue_id as subVenueId, p.venue_id as venueId, p.supplier_id as supplierId, p.product_name as productName,
         p.unit, p.price, p.close_time as closeTime, sv.name as subVenueName, v.name as venueName
       from products p join sub_venues sv on sv.id = p.sub_venue_id join venues v on v.id = p.venue_id where p.is_active = 1`,
    )
    .all() as { id: number; subVenueId: number; venueId: number; supplierId: number; productName: string; unit: ProductUnit; price: number; closeTime: string; subVenueName: string; venueName: string }[];
  const invoice = client.prepare(
    `insert into invoices (invoice_no, access_token, name, cell_phone, email, subtotal, total_cost, status, payment_status, expires_at, paid_at)
     values (?, ?, 'Bench Booker', '081234567890', 'booker@example.test', ?, ?, ?, ?, ?, ?)`,
  );
  const line = client.prepare(
    `insert into reservation_lines (invoice_id, product_id, sub_venue_id, venue_id, supplier_id, product_name, venue_name, sub_venue_name,
       setup, event_name, starts_at, ends_at, qty, unit, price, total_price)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'theater', 'Bench event', ?, ?, ?, ?, ?, ?)`,
  );
  const block = client.prepare(
    "insert into availability_blocks (supplier_id, sub_venue_id, product_id, title, starts_at, ends_at, all_day) values (?, ?, ?, 'Bench block', ?, ?, ?)",
  );
  const now = Date.now();
  const counts = { lines: 0, paid: 0, pending: 0, heldPastDeadline: 0, expired: 0, cancelled: 0, past: 0, future: 0, blocks: 0 };
  client.transaction(() => {
    for (let n = 0; counts.lines < lines; n++) {
      const future = random() < 0.45;
      const dayOffset = future ? Math.floor(200 * random() ** 1.2) : -1 - Math.floor(365 * random());
      const r = random();
      const status = r < 0.45 ? "paid" : r < 0.6 ? "pending" : r < 0.72 ? "pending" : r < 0.92 ? "expired" : "cancelled";
      const live = status === "pending" && r < 0.6 && future;
      const expiresAt = live ? now + (1 + random() * 47) * HOUR_MS : now - (1 + random() * 200) * HOUR_MS;
      if (status === "pending") counts[live ? "pending" : "heldPastDeadline"]++;
      else counts[status]++;
      const lineCount = 1 + Math.floor(random() * random() * 3);
      const invoiceId = Number(
        invoice.run(`BENCH-${n}`, `t${n}`, 0, 0, status, status === "paid" ? "Full Paid" : "Waiting Payment", expiresAt, status === "paid" ? now : null).lastInsertRowid,
      );
      const date = addDaysIso(today, dayOffset);
      for (let l = 0; l < lineCount && counts.lines < lines; l++, counts.lines++) {
        const p = pick(products);
        const startsAt = baliToUtc(date, `${String(7 + Math.floor(random() * 13)).padStart(2, "0")}:00`);
        const qty =
          p.unit === "Hour" ? 1 + Math.floor(random() * 8)
          : p.unit === "Day" ? (random() < 0.8 ? 1 : random() < 0.85 ? 2 + Math.floor(random() * 2) : 4 + Math.floor(random() * 27))
          : 20 + Math.floor(random() * 180);
        const endsAt = bookingEnd(p.unit, startsAt, p.unit === "Person" ? 1 : qty, p.closeTime);
        line.run(invoiceId, p.id, p.subVenueId, p.venueId, p.supplierId, p.productName, p.venueName, p.subVenueName,
          startsAt.getTime(), endsAt.getTime(), qty, p.unit, p.price, p.price * qty);
        counts[future ? "future" : "past"]++;
      }
    }
    for (let b = 0; b < lines / 25; b++, counts.blocks++) {
      const p = pick(products);
      const onRoom = random() < 0.7;
      const start = baliToUtc(addDaysIso(today, Math.floor(random() * 240) - 60), `${String(6 + Math.floor(random() * 12)).padStart(2, "0")}:00`).getTime();
      const r = random();
      const length = r < 0.6 ? (2 + Math.floor(random() * 9)) * HOUR_MS : r < 0.9 ? (1 + Math.floor(random() * 7)) * DAY_MS : (30 + Math.floor(random() * 60)) * DAY_MS;
      block.run(p.supplierId, onRoom ? p.subVenueId : null, onRoom ? null : p.id, start, start + length, r < 0.6 ? 0 : 1);
    }
  })();
  return counts;
}

