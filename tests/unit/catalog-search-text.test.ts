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
import { openDatabase, setDb, type DB } from "~/db.server";
import * as s from "~/db/schema";
import { seedDatabase } from "~/db/seed.server";
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
  setDb(db);
});

/** Ids the search should offer today, by a test on the names, computed from the raw rows. */
function expectedIds(pred: (names: string[], location: string) => boolean) {
  const dayStart = baliToUtc(today).getTime();
  return db
    .select({ p: s.products, sv: s.subVenues, v: s.venues })
    .from(s.products)
    .innerJoin(s.subVenues, eq(s.subVenues.id, s.products.subVenueId))
    .innerJoin(s.venues, eq(s.venues.id, s.products.venueId))
    .all()
    .filter((r) => r.p.isActive && r.p.validTo.getTime() >= dayStart && r.p.validFrom.getTime() < dayStart + 86_400_000)
    .filter((r) => pred([r.p.productName, r.v.name, r.sv.name], r.v.location))
    .map((r) => r.p.id)
    .sort((a, b) => a - b);
}

function allIds(query: string) {
  const f = { ...filters(query), limit: 100, page: 1 };
  const ids: number[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const result = searchProducts({ ...f, page });
    pageCount = result.pageCount;
    ids.push(...result.items.map((i) => i.id));
  }
  return ids.sort((a, b) => a - b);
}

const startsAWord = (term: string) => (names: string[]) =>
  names.some((n) => new RegExp(`(^|[^\\p{L}\\p{N}])${term}`, "iu").test(n));

describe("result count", () => {
  it("counts exactly up to the cap and says N+ beyond it; Next keeps leading to results", () => {
    const everything = expectedIds(() => true);
    expect(everything.length).toBeGreaterThan(TOTAL_COUNT_CAP + 16);
    const first = searchProducts(filters(""));
    expect(first.total).toBe(TOTAL_COUNT_CAP);
    expect(first.totalCapped).toBe(true);
    expect(resultCountText(first.total, first.totalCapped)).toBe("1,000+");
    expect(first.pageCount).toBe(Math.ceil((TOTAL_COUNT_CAP + 1) / 8));

    // The last page the first answer offers has results, and the count follows the reader.
    const beyond = searchProducts(filters(`page=${first.pageCount}`));
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.items.map((i) => i.id)).toEqual(everything.slice((first.pageCount - 1) * 8, first.pageCount * 8));
    expect(beyond.total).toBeGreaterThanOrEqual(first.pageCount * 8);
    expect(beyond.pageCount).toBeGreaterThan(first.pageCount);

    // The true last page gives the exact total.
    const lastPage = Math.ceil(everything.length / 8);
    const last = searchProducts(filters(`page=${lastPage}`));
    expect(last.total).toBe(everything.length);
    expect(last.totalCapped).toBe(false);
    expect(last.pageCount).toBe(lastPage);
    expect(last.items.map((i) => i.id)).toEqual(everything.slice((lastPage - 1) * 8));
    // Every product is reachable by paging (none lost past the cap).
    expect(allIds("")).toEqual(everything);
  });

  it("keeps the spec's exact number under the cap", () => {
    const ubud = searchProducts(filters("keyword=Ubud"));
    const expected = expectedIds((_, location) => location === "Ubud");
    expect(expected.length).toBeGreaterThan(8);
    expect(expected.length).toBeLessThan(TOTAL_COUNT_CAP);
    expect(ubud.total).toBe(expected.length);
    expect(ubud.totalCapped).toBe(false);
    expect(resultCountText(ubud.total, ubud.totalCapped)).toBe(String(expected.length));
    expect(resultCountText(12_345, true)).toBe("12,345+");
  });
});

describe("short terms", () => {
  it("find every product with a name word starting with 1 or 2 characters, any case", () => {
    for (const term of ["ba", "Gr", "t", "9"]) {
      const expected = expectedIds(startsAWord(term));
      expect(expected.length, term).toBeGreaterThan(0);
      expect(allIds(`keyword=${term}`), term).toEqual(expected);
    }
    // Inside a word is not the start of one.
    expect(allIds("keyword=qz")).toEqual([]);
  });

  it("follow renames, and a term without a letter or digit matches nothing", () => {
    const item = searchProducts(filters("keyword=Ubud")).items[0];
    expect(allIds("keyword=qi")).not.toContain(item.id);
    db.update(s.venues).set({ name: "Qi Garden Resort" }).where(eq(s.venues.id, item.venueId)).run();
    expect(allIds("keyword=qi")).toContain(item.id);
    expect(allIds("keyword=qi")).toEqual(expectedIds(startsAWord("qi")));
    db.update(s.subVenues).set({ name: "Élan Hall" }).where(eq(s.subVenues.id, item.subVenueId)).run();
    expect(allIds("keyword=el")).toContain(item.id);
    expect(allIds("keyword=%25")).toEqual([]);
    expect(allIds("keyword=--")).toEqual([]);
  });
});
