// Search counts matches exactly up to a cap and says "1,000+" beyond it (ADR 0161), pages past
// the cap still lead to results, and 1-2 character terms find the names with a word starting
// with them (from the word index, following renames).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { resultCountText } from "~/catalog/result-count";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts, TOTAL_COUNT_CAP } from "~/catalog/search.server";
import { openDatabase, type SqliteDb as DB, tables, run } from "~/db.server";
import { installDatabase } from "../support/test-db";
import { seedDatabase } from "~/seed/seed.server";
import { LocalDiskStorage } from "~/storage/storage.server";
import { baliIsoDate, baliToUtc } from "~/utils/format";

let db: DB;
const today = baliIsoDate();
const filters = (query: string) => parseSearchParams(new URLSearchParams(query), { today });

beforeAll(async () => {
  // More products than the cap: the demo data plus 1,200 generated ones.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-db-"));
  db = openDatabase(path.join(dir, "test.db"));
  await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), skipImages: true, products: 1200 });
  installDatabase(db);
}, 60_000); // seeding 1,200 products: a few seconds alone, over 10 on a loaded machine (CI66)

/** Ids the search should offer today, by a test on the names, computed from the raw rows. */
async function expectedIds(pred: (names: string[], location: string) => boolean) {
  const dayStart = baliToUtc(today).getTime();
  return (await db
      .select({ p: tables.products, sv: tables.subVenues, v: tables.venues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId)))
    .filter((r) => r.p.isActive && r.p.validTo.getTime() >= dayStart && r.p.validFrom.getTime() < dayStart + 86_400_000)
    .filter((r) => pred([r.p.productName, r.v.name, r.sv.name], r.v.location))
    .map((r) => r.p.id)
    .sort((a, b) => a - b);
}

async function allIds(query: string) {
  const f = { ...filters(query), limit: 100, page: 1 };
  const ids: number[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const result = await searchProducts({ ...f, page });
    pageCount = result.pageCount;
    ids.push(...result.items.map((i) => i.id));
  }
  return ids.sort((a, b) => a - b);
}

const startsAWord = (term: string) => (names: string[]) =>
  names.some((n) => new RegExp(`(^|[^\\p{L}\\p{N}])${term}`, "iu").test(n));

describe("result count", () => {
  it("counts exactly up to the cap and says N+ beyond it; Next keeps leading to results", async () => {
    const everything = await expectedIds(() => true);
    expect(everything.length).toBeGreaterThan(TOTAL_COUNT_CAP + 16);
    const first = await searchProducts(filters(""));
    expect(first.total).toBe(TOTAL_COUNT_CAP);
    expect(first.totalCapped).toBe(true);
    expect(resultCountText(first.total, first.totalCapped)).toBe("1,000+");
    expect(first.pageCount).toBe(Math.ceil((TOTAL_COUNT_CAP + 1) / 8));

    // The last page the first answer offers has results, and the count follows the reader.
    const beyond = await searchProducts(filters(`page=${first.pageCount}`));
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.items.map((i) => i.id)).toEqual(everything.slice((first.pageCount - 1) * 8, first.pageCount * 8));
    expect(beyond.total).toBeGreaterThanOrEqual(first.pageCount * 8);
    expect(beyond.pageCount).toBeGreaterThan(first.pageCount);

    // The true last page gives the exact total.
    const lastPage = Math.ceil(everything.length / 8);
    const last = await searchProducts(filters(`page=${lastPage}`));
    expect(last.total).toBe(everything.length);
    expect(last.totalCapped).toBe(false);
    expect(last.pageCount).toBe(lastPage);
    expect(last.items.map((i) => i.id)).toEqual(everything.slice((lastPage - 1) * 8));
    // Every product is reachable by paging (none lost past the cap).
    expect(await allIds("")).toEqual(everything);
  });

  it("keeps the spec's exact number under the cap", async () => {
    const ubud = await searchProducts(filters("keyword=Ubud"));
    const expected = await expectedIds((_, location) => location === "Ubud");
    expect(expected.length).toBeGreaterThan(8);
    expect(expected.length).toBeLessThan(TOTAL_COUNT_CAP);
    expect(ubud.total).toBe(expected.length);
    expect(ubud.totalCapped).toBe(false);
    expect(resultCountText(ubud.total, ubud.totalCapped)).toBe(String(expected.length));
    expect(resultCountText(12_345, true)).toBe("12,345+");
  });
});

describe("short terms", () => {
  it("find every product with a name word starting with 1 or 2 characters, any case", async () => {
    for (const term of ["ba", "Gr", "t", "9"]) {
      const expected = await expectedIds(startsAWord(term));
      expect(expected.length, term).toBeGreaterThan(0);
      expect(await allIds(`keyword=${term}`), term).toEqual(expected);
    }
    // Inside a word is not the start of one.
    expect(await allIds("keyword=qz")).toEqual([]);
  });

  it("follow renames, and a term without a letter or digit matches nothing", async () => {
    const item = (await searchProducts(filters("keyword=Ubud"))).items[0];
    expect(await allIds("keyword=qi")).not.toContain(item.id);
    await run((db) => db.update(tables.venues).set({ name: "Qi Garden Resort" }).where(eq(tables.venues.id, item.venueId)));
    expect(await allIds("keyword=qi")).toContain(item.id);
    expect(await allIds("keyword=qi")).toEqual(await expectedIds(startsAWord("qi")));
    await run((db) => db.update(tables.subVenues).set({ name: "Élan Hall" }).where(eq(tables.subVenues.id, item.subVenueId)));
    expect(await allIds("keyword=el")).toContain(item.id);
    expect(await allIds("keyword=%25")).toEqual([]);
    expect(await allIds("keyword=--")).toEqual([]);
  });
});
