// A head count with a price sort over a large catalogue (more matches than the count's cap, so
// the search reads them in index order and merges, ADR 0430, 0458): every page is the matches in
// the order of what the group pays (a per-person room whose minimum is above the head count
// costs its minimum), ties by id, within the price range, on both engines. The oracle is the
// whole match set (the default sort's pages) ordered here from the products' own prices.
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte, inArray } from "drizzle-orm";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { run, tables, type DB } from "~/db.server";
import { baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: DB;
/** The rooms of MINIMUM_ORDER_ROOMS, in its order. */
const priced: { id: number; minimum: number }[] = [];
const today = baliIsoDate();
const filters = (query: string) => parseSearchParams(new URLSearchParams(query), { today });

/**
 * Per-person rooms whose minimum (40, 60 or 90) is above both head counts, priced so that what
 * the group pays for them comes first, interleaved across the minimums: the cheapest three of
 * every list and the dearest three (above the dearest day rate x 30).
 */
const MINIMUM_ORDER_ROOMS = [
  { minimum: 40, price: 1_000 }, // 40,000 for the group
  { minimum: 90, price: 450 }, // 40,500
  { minimum: 60, price: 700 }, // 42,000
  { minimum: 60, price: 30_000_000 }, // 1.8 billion
  { minimum: 90, price: 19_000_000 }, // 1.71 billion
  { minimum: 40, price: 40_000_000 }, // 1.6 billion
];

beforeAll(async () => {
  db = (await freshDatabase({ products: 3000 })) as unknown as DB;
  const rooms = await db
    .select({ id: tables.products.id, subVenueId: tables.products.subVenueId })
    .from(tables.products)
    .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
    .where(and(eq(tables.products.unit, "Person"), eq(tables.products.isActive, true), gte(tables.subVenues.maxCapacity, 120)));
  const matching = new Set(await matchIds("pax=30"));
  const oneEach = [...new Map(rooms.filter((r) => matching.has(r.id)).map((r) => [r.subVenueId, r])).values()].slice(0, MINIMUM_ORDER_ROOMS.length);
  expect(oneEach).toHaveLength(MINIMUM_ORDER_ROOMS.length);
  for (const [i, room] of oneEach.entries()) {
    const { minimum, price } = MINIMUM_ORDER_ROOMS[i]!;
    await run((db) => db.update(tables.subVenues).set({ minCapacity: minimum }).where(eq(tables.subVenues.id, room.subVenueId)));
    await run((db) => db.update(tables.products).set({ price, discountPercentage: 0 }).where(eq(tables.products.id, room.id)));
    priced.push({ id: room.id, minimum });
  }
}, 120_000);

/** Every match of the query: the default sort's pages, district by district (each under the count's cap). */
async function matchIds(query: string): Promise<number[]> {
  const locations = [...new Set((await db.select({ location: tables.venues.location }).from(tables.venues)).map((v) => v.location))];
  const ids: number[] = [];
  for (const location of locations) {
    const f = { ...filters(`${query}&keyword=${encodeURIComponent(location)}`), limit: 100, page: 1 };
    const firstPage = await searchProducts(f);
    expect(firstPage.totalCapped, location).toBe(false);
    ids.push(...firstPage.items.map((i) => i.id));
    for (let page = 2; page <= firstPage.pageCount; page++) ids.push(...(await searchProducts({ ...f, page })).items.map((i) => i.id));
  }
  // The whole of Bali's first page (capped) is among them.
  const bali = await searchProducts({ ...filters(query), limit: 100, page: 1 });
  expect(bali.items.every((i) => ids.includes(i.id))).toBe(true);
  return ids;
}

/** What a group of `pax` pays per product, x 100 x pax (the spec's minimum order, ADR 0385). */
async function payable(ids: number[], pax: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: tables.products.id, price: tables.products.price, discount: tables.products.discountPercentage, unit: tables.products.unit, minimum: tables.products.searchMinCapacity })
    .from(tables.products)
    .where(inArray(tables.products.id, ids));
  return new Map(rows.map((r) => [r.id, r.price * (100 - r.discount) * (r.unit === "Person" && r.minimum > pax ? r.minimum : pax)]));
}

/**
 * Pages 1 and 2 of a head count's price sort are the whole match set in the order of what the
 * group pays, ties by id, within the range; returns that order.
 */
async function expectPagesInOrder(pax: number, sort: "price-asc" | "price-desc", range: { minPrice?: number; maxPrice?: number } | null): Promise<number[]> {
  const base = `pax=${pax}`;
  const all = await matchIds(base);
  const cost = await payable(all, pax);
  // The range holds the price a head as shown, rounded to the rupiah.
  const low = range?.minPrice !== undefined ? (range.minPrice * 100 - 50) * pax : -Infinity;
  const high = range?.maxPrice !== undefined ? (range.maxPrice * 100 + 50) * pax : Infinity;
  const inRange = all.filter((id) => cost.get(id)! >= low && cost.get(id)! < high);
  const sign = sort === "price-asc" ? 1 : -1;
  const expected = [...inRange].sort((a, b) => sign * (cost.get(a)! - cost.get(b)! || a - b));
  const bounds = `${range?.minPrice !== undefined ? `&minPrice=${range.minPrice}` : ""}${range?.maxPrice !== undefined ? `&maxPrice=${range.maxPrice}` : ""}`;
  const query = `${base}&sort=${sort}${bounds}`;
  const page1 = await searchProducts(filters(query));
  // Enough matches that the search walks its indexes instead of sorting them all.
  expect(page1.totalCapped).toBe(true);
  expect(page1.items.map((i) => i.id)).toEqual(expected.slice(0, page1.limit));
  const page2 = await searchProducts(filters(`${query}&page=2`));
  expect(page2.items.map((i) => i.id)).toEqual(expected.slice(page1.limit, 2 * page1.limit));
  return expected;
}

describe("a head count's price sort over more matches than the count's cap", () => {
  for (const pax of [12, 30]) {
    for (const sort of ["price-asc", "price-desc"] as const) {
      for (const range of [null, { minPrice: 300_000, maxPrice: 2_000_000 }]) {
        it(`pax ${pax}, ${sort}${range ? `, ${range.minPrice}-${range.maxPrice} a head` : ""}: pages 1 and 2 in the order of what the group pays`, async () => {
          await expectPagesInOrder(pax, sort, range);
        }, 60_000);
      }
    }
  }

  it("a price range's top keeps a room whose minimum costs just under it (the bound per minimum rounds up)", async () => {
    // 30 guests, a room of minimum 90 at 673,417 less 1 %: 90 x 666,682.83 = 60,001,454.70, that
    // is 2,000,048.49 a head, inside "up to 2,000,048" (the range holds the price shown, rounded).
    // Per minimum the bound is unit price < ceil(bound / 90); its floor would leave the room out.
    const room = priced.find((r) => r.minimum === 90)!;
    const [before] = await db.select({ price: tables.products.price, discount: tables.products.discountPercentage }).from(tables.products).where(eq(tables.products.id, room.id));
    await run((db) => db.update(tables.products).set({ price: 673_417, discountPercentage: 1 }).where(eq(tables.products.id, room.id)));
    try {
      const expected = await expectPagesInOrder(30, "price-desc", { maxPrice: 2_000_048 });
      expect(expected[0]).toBe(room.id);
    } finally {
      await run((db) => db.update(tables.products).set({ price: before!.price, discountPercentage: before!.discount }).where(eq(tables.products.id, room.id)));
    }
  }, 60_000);

  for (const sort of ["price-asc", "price-desc"] as const) {
    it(`${sort}: the first three are rooms that cost their minimum, one of each minimum`, async () => {
      const page1 = await searchProducts(filters(`pax=30&sort=${sort}`));
      expect(new Set(page1.items.slice(0, 3).map((i) => i.minCapacity))).toEqual(new Set([40, 60, 90]));
    });
  }

  it("the catalogue has per-person rooms with several minimums above the head count among the matches", async () => {
    const all = await matchIds("pax=30");
    const rows = await db.select({ unit: tables.products.unit, minimum: tables.products.searchMinCapacity }).from(tables.products).where(inArray(tables.products.id, all));
    expect(new Set(rows.filter((r) => r.unit === "Person" && r.minimum > 30).map((r) => r.minimum)).size).toBeGreaterThan(1);
  });
});
