// products.search_categories is a search copy of sub_venues.categories kept by triggers
// (drizzle/0020_search_categories_triggers.sql): the category filter reads the copy.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categoryBits } from "~/catalog/catalog-tags";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { type DB, tables, run, write } from "~/db.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: DB;
const today = baliIsoDate();
const filters = (query: string) => ({ ...parseSearchParams(new URLSearchParams(`date=${addDaysIso(today, 2)}&time=10:00&${query}`), { today }), limit: 1000, page: 1 });
const copies = async (subVenueId: number) =>
  await db.select({ id: tables.products.id, c: tables.products.searchCategories }).from(tables.products).where(eq(tables.products.subVenueId, subVenueId));

beforeAll(async () => {
  db = await freshDatabase();
});

describe("search copy of the sub venue's categories", () => {
  it("is set on every product and follows a sub venue update, a product move and an insert", async () => {
    const rows = await db.select({ p: tables.products, sv: tables.subVenues }).from(tables.products)
          .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId));
    expect(rows.length).toBeGreaterThan(0);
    for (const { p, sv } of rows) expect(p.searchCategories).toBe(sv.categories);
    const { p: product, sv } = rows.find(({ p }) => p.isActive)!;
    const other = (await db.select().from(tables.subVenues)).find((s) => s.id !== sv.id && s.categories !== sv.categories)!;

    const hotel = categoryBits(["hotel"]);
    const before = (await searchProducts(filters("category=hotel"))).items.map((i) => i.id);
    await run((db) => db.update(tables.subVenues).set({ categories: sv.categories ^ hotel }).where(eq(tables.subVenues.id, sv.id)));
    const copied = await copies(sv.id);
    expect(copied.length).toBeGreaterThan(0);
    for (const p of copied) expect(p.c).toBe(sv.categories ^ hotel);
    const after = (await searchProducts(filters("category=hotel"))).items.map((i) => i.id);
    expect(after.includes(product.id)).toBe(!before.includes(product.id));

    await run((db) => db.update(tables.products).set({ subVenueId: other.id }).where(eq(tables.products.id, product.id)));
    expect((await copies(other.id)).find((p) => p.id === product.id)!.c).toBe(other.categories);

    const { id: _id, searchCategories: _c, ...fields } = product;
    const inserted = (await write((db) => db.insert(tables.products).values({ ...fields, subVenueId: sv.id }).returning({ id: tables.products.id })))[0];
    expect((await copies(sv.id)).find((p) => p.id === inserted.id)!.c).toBe(sv.categories ^ hotel);
  });
});
