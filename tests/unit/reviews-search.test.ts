// Ratings in search (issue 28, ADR 0270): "Top rated" orders by the venue's average, then its
// number of reviews; the minimum rating keeps venues at or above it; both in the query string,
// on the products' copy of the venue's rating, and on the grouped (one card per venue) list.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseChoiceParams, parseSearchParams, searchQuery } from "~/catalog/search-params";
import { searchProducts, searchVenues, type SearchResultItem } from "~/catalog/search.server";
import { type DB, tables, run } from "~/db.server";
import { baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: DB;
const today = baliIsoDate();
const filters = (query: string) => ({ ...parseSearchParams(new URLSearchParams(query), { today }), limit: 8 });

async function allItems(query: string): Promise<SearchResultItem[]> {
  const first = await searchProducts(filters(query));
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) items.push(...(await searchProducts({ ...filters(query), page })).items);
  expect(items.length).toBe(first.total);
  return items;
}

beforeAll(async () => {
  db = await freshDatabase();
  // Seeded ratings plus ties: two venues at the same average, one with more reviews.
  const unrated = await db.select().from(tables.venues).where(eq(tables.venues.reviewCount, 0));
  await run((db) => db.update(tables.venues).set({ reviewCount: 10, ratingSum: 45 }).where(eq(tables.venues.id, unrated[0].id)));
  await run((db) => db.update(tables.venues).set({ reviewCount: 2, ratingSum: 9 }).where(eq(tables.venues.id, unrated[1].id)));
});

describe("rating in search", () => {
  it("reads sort=rating and minRating from the query string and writes them back", () => {
    const f = parseChoiceParams(new URLSearchParams("sort=rating&minRating=4.5"));
    expect(f).toMatchObject({ sort: "rating", minRating: 4.5 });
    expect(parseChoiceParams(new URLSearchParams("minRating=2")).minRating).toBeNull();
    expect(parseChoiceParams(new URLSearchParams("minRating=<script>")).minRating).toBeNull();
    expect(searchQuery(filters("sort=rating&minRating=4"))).toContain("minRating=4");
  });

  it("top rated: highest average first, more reviews first among equals, unrated venues last", async () => {
    const items = await allItems("sort=rating");
    expect(items.length).toBeGreaterThan(20);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]];
      expect(a.ratingX100).toBeGreaterThanOrEqual(b.ratingX100);
      // eslint-disable-next-line test-honesty/conditional-expect -- the sort's tie-break: only equal ratings are ordered by review count
      if (a.ratingX100 === b.ratingX100) expect(a.reviewCount).toBeGreaterThanOrEqual(b.reviewCount);
    }
    const tied = items.filter((i) => i.ratingX100 === 450);
    const tenFirst = tied.findIndex((i) => i.reviewCount === 10);
    const twoFirst = tied.findIndex((i) => i.reviewCount === 2);
    expect(tenFirst).toBeGreaterThanOrEqual(0);
    expect(tenFirst).toBeLessThan(twoFirst);
    expect(items.at(-1)!.reviewCount).toBe(0);
  });

  it("minimum rating keeps exactly the products of venues at or above it", async () => {
    const all = await allItems("");
    for (const min of [3, 4, 4.5]) {
      const kept = await allItems(`minRating=${min}`);
      const expected = all.filter((i) => i.reviewCount > 0 && i.ratingX100 >= min * 100).map((i) => i.id).sort((a, b) => a - b);
      expect(kept.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected);
      expect(kept.length).toBeGreaterThan(0);
    }
  });

  it("grouped by venue, top rated lists the best rated venue first", async () => {
    const grouped = await searchVenues({ ...filters("group=venue&sort=rating&minRating=3"), limit: 50 });
    const ratings = grouped.groups.map((g) => g.items[0].ratingX100);
    expect(ratings.length).toBeGreaterThan(1);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(Math.min(...ratings)).toBeGreaterThanOrEqual(300);
  });
});
