// Search that helps choose (ADR 0123): sort, price range, indoor/outdoor and seat layout with
// the attendee count, all in the query string; checked against the rows computed in JS.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseChoiceParams, parseSearchParams, searchQuery } from "~/catalog/search-params";
import { searchProducts, type SearchResultItem } from "~/catalog/search.server";
import { type DB, tables } from "~/db.server";
import { baliIsoDate, baliToUtc, discountedPrice } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: DB;
const today = baliIsoDate();
const filters = (query: string) => parseSearchParams(new URLSearchParams(query), { today });

beforeAll(async () => {
  db = await freshDatabase();
});

/** Every result of a search, page after page (8 per page, as the screen shows them). */
async function allItems(query: string): Promise<SearchResultItem[]> {
  const f = { ...filters(query), limit: 8, page: 1 };
  const first = await searchProducts(f);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) items.push(...(await searchProducts({ ...f, page })).items);
  expect(items.length).toBe(first.total);
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length); // no product on two pages
  return items;
}

/** Ids the search should return for today, from the raw rows. */
async function expectedIds(pred: (p: typeof tables.products.$inferSelect, sv: typeof tables.subVenues.$inferSelect) => boolean) {
  const dayStart = baliToUtc(today).getTime();
  return (await db
      .select({ p: tables.products, sv: tables.subVenues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId)))
    .filter(({ p }) => p.isActive && p.validTo.getTime() >= dayStart && p.validFrom.getTime() < dayStart + 86_400_000)
    .filter(({ p, sv }) => pred(p, sv))
    .map(({ p }) => p.id)
    .sort((a, b) => a - b);
}

describe("choice filters in the query string", () => {
  it("parses sort, prices, setting and layout, falling back to 'all' on bad values", () => {
    expect(parseChoiceParams(new URLSearchParams(""))).toMatchObject({ sort: "recommended", minPrice: null, maxPrice: null, setting: "", layout: "" });
    expect(parseChoiceParams(new URLSearchParams("sort=cheapest&minPrice=abc&maxPrice=-5&setting=roof&layout=circus"))).toMatchObject(
      { sort: "recommended", minPrice: null, maxPrice: null, setting: "", layout: "" },
    );
    // Rupiah as typed with dots; a reversed range is swapped.
    expect(parseChoiceParams(new URLSearchParams("minPrice=5.000.000&maxPrice=1000000&setting=outdoor&layout=banquet&sort=price-desc"))).toMatchObject(
      { sort: "price-desc", minPrice: 1_000_000, maxPrice: 5_000_000, setting: "outdoor", layout: "banquet" },
    );
  });

  it("round-trips through the query string, so a search is a shareable link", () => {
    const f = filters("keyword=Ubud&sort=capacity&minPrice=100000&maxPrice=900000&setting=indoor&layout=theater&pax=40");
    const again = filters(searchQuery(f));
    expect(again).toMatchObject({ sort: "capacity", minPrice: 100_000, maxPrice: 900_000, setting: "indoor", layout: "theater", pax: 40 });
    expect(searchQuery(filters("keyword=Ubud"))).not.toMatch(/sort=|minPrice|setting|layout/);
  });
});

describe("searchProducts with choice filters", () => {
  it("sorts by price after discount, both ways, across pages", async () => {
    const asc = (await allItems("sort=price-asc")).map((i) => i.finalPrice);
    expect(asc.length).toBeGreaterThan(16);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await allItems("sort=price-desc")).map((i) => i.finalPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it("sorts by largest capacity", async () => {
    const caps = (await allItems("sort=capacity")).map((i) => Math.max(i.maxUshape, i.maxBoard, i.maxClassroom, i.maxCocktail, i.maxBanquet, i.maxTheatre));
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
  });

  it("keeps prices after discount within the range, bounds included", async () => {
    const items = await allItems("minPrice=500000&maxPrice=2000000");
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(i.finalPrice).toBeGreaterThanOrEqual(500_000);
      expect(i.finalPrice).toBeLessThanOrEqual(2_000_000);
    }
    const expected = await expectedIds((p) => {
      const final = discountedPrice(p.price, p.discountPercentage);
      return final >= 500_000 && final <= 2_000_000;
    });
    expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it("filters indoor or outdoor rooms, and a seat layout against the attendee count", async () => {
    const outdoor = await allItems("setting=outdoor");
    expect(outdoor.length).toBeGreaterThan(0);
    expect(outdoor.every((i) => i.subVenueType === "outdoor")).toBe(true);
    expect(outdoor.map((i) => i.id).sort((a, b) => a - b)).toEqual(await expectedIds((_p, sv) => sv.subVenueType === "outdoor"));

    const theatre = await allItems("layout=theater&pax=150");
    expect(theatre.length).toBeGreaterThan(0);
    expect(theatre.every((i) => i.maxTheatre >= 150)).toBe(true);
    expect(theatre.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      await expectedIds((_p, sv) => sv.maxTheatre >= 150 && sv.minCapacity <= 150 && sv.maxCapacity >= 150),
    );
    // A range checks its low end against the layout: 50-100 guests seated at round tables.
    const banquet = await allItems("layout=banquet&attendees=50-100");
    expect(banquet.every((i) => i.maxBanquet >= 50)).toBe(true);
  });
});
