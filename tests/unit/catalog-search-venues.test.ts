// "By venue" (ADR 0240): a venue ranks where its first package stands in the product list of
// the same search, venues are counted exactly up to 100 and "100+" beyond, and pages past the
// count keep leading to venues. Checked against the product list itself, for every sort.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { resultCountText } from "~/catalog/result-count";
import { parseSearchParams } from "~/catalog/search-params";
import { GROUP_ITEMS, searchProducts, searchVenues, VENUE_COUNT_CAP, type SearchResultItem } from "~/catalog/search.server";
import { openDatabase } from "~/db.server";
import { installDatabase } from "../support/test-db";
import { seedDatabase } from "~/seed/seed.server";
import { LocalDiskStorage } from "~/storage/storage.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";

const today = baliIsoDate();
const filters = (query: string) => ({ ...parseSearchParams(new URLSearchParams(`date=${addDaysIso(today, 3)}&time=10:00&${query}`), { today }), limit: 8 });

beforeAll(async () => {
  // More venues than the cap: the demo data plus 2,600 generated products (about 130 venues).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-db-"));
  const db = openDatabase(path.join(dir, "test.db"));
  await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), skipImages: true, products: 2600 });
  installDatabase(db);
});

/** Every product of a search, in the list's order, page after page. */
async function productList(query: string): Promise<SearchResultItem[]> {
  const f = { ...filters(query), limit: 100 };
  const items: SearchResultItem[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const result = await searchProducts({ ...f, page });
    pageCount = result.pageCount;
    items.push(...result.items);
  }
  return items;
}

/** Every venue of a grouped search, page after page (following the pages past the count). */
async function venuePages(query: string) {
  const f = filters(`${query}&group=venue`);
  const pages = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const result = await searchVenues({ ...f, page });
    expect(result.page).toBe(page);
    pageCount = result.pageCount;
    pages.push(result);
  }
  return pages;
}

describe("group by venue", () => {
  it.each(["", "sort=price-asc", "sort=price-desc", "sort=capacity", "category=hall&sort=price-asc", "packageType=halfday&sort=capacity", "minPrice=500000&maxPrice=5000000&sort=price-desc"])(
    "venues in the order of their first package in the product list, each with its matches (%s)",
    async (query) => {
      const list = await productList(query);
      expect(list.length).toBeGreaterThan(0);
      const expectedVenues = [...new Set(list.map((i) => i.venueId))];
      const groups = (await venuePages(query)).flatMap((r) => r.groups);
      expect(groups.map((g) => g.venueId)).toEqual(expectedVenues);
      expect(groups.length).toBeGreaterThan(0);
      for (const g of groups) {
        const ofVenue = list.filter((i) => i.venueId === g.venueId);
        expect(g.matches).toBe(ofVenue.length);
        expect(g.items.map((i) => i.id)).toEqual(ofVenue.slice(0, GROUP_ITEMS).map((i) => i.id));
      }
    },
  );

  it(`counts venues exactly up to ${VENUE_COUNT_CAP} and says ${VENUE_COUNT_CAP}+ beyond; Next keeps leading to venues`, async () => {
    const venues = new Set((await productList("")).map((i) => i.venueId)).size;
    expect(venues).toBeGreaterThan(VENUE_COUNT_CAP + 8);
    const first = await searchVenues(filters("group=venue"));
    expect(first.total).toBe(VENUE_COUNT_CAP);
    expect(first.totalCapped).toBe(true);
    expect(resultCountText(first.total, first.totalCapped)).toBe(`${VENUE_COUNT_CAP}+`);
    expect(first.pageCount).toBe(Math.ceil((VENUE_COUNT_CAP + 1) / 8));

    const beyond = await searchVenues(filters(`group=venue&page=${first.pageCount}`));
    expect(beyond.groups.length).toBeGreaterThan(0);
    expect(beyond.pageCount).toBeGreaterThan(first.pageCount);

    // The true last page gives the exact count; a page past it shows the last one.
    const lastPage = Math.ceil(venues / 8);
    const last = await searchVenues(filters(`group=venue&page=${lastPage}`));
    expect(last.total).toBe(venues);
    expect(last.totalCapped).toBe(false);
    expect(last.groups.length).toBe(venues - (lastPage - 1) * 8);
    const past = await searchVenues(filters(`group=venue&page=${lastPage + 5}`));
    expect(past.page).toBe(lastPage);
    expect(past.groups.map((g) => g.venueId)).toEqual(last.groups.map((g) => g.venueId));
  });

  it("a search without matches has no venues and one page", async () => {
    const none = await searchVenues(filters("group=venue&keyword=no such venue anywhere"));
    expect(none).toMatchObject({ groups: [], total: 0, totalCapped: false, page: 1, pageCount: 1 });
  });
});
