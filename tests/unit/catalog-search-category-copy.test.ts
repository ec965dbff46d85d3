// products.search_categories is a search copy of sub_venues.categories kept by triggers
// (drizzle/0020_search_categories_triggers.sql): the category filter reads the copy.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categoryBits } from "~/catalog/catalog-tags";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { schema, type DB } from "~/db.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: DB;
const today = baliIsoDate();
const filters = (query: string) => ({ ...parseSearchParams(new URLSearchParams(`date=${addDaysIso(today, 2)}&time=10:00&${query}`), { today }), limit: 1000, page: 1 });
const copies = (subVenueId: number) =>
  db.select({ id: schema.products.id, c: schema.products.searchCategories }).from(schema.products).where(eq(schema.products.subVenueId, subVenueId)).all();

beforeAll(async () => {
  db = await freshDatabase();
});

describe("search copy of the sub venue's categories", () => {
  it("is set on every product and follows a sub venue update, a product move and an insert", () => {
    const rows = db.select({ p: schema.products, sv: schema.subVenues }).from(schema.products)
      .innerJoin(schema.subVenues, eq(schema.subVenues.id, schema.products.subVenueId)).all();
    for (const { p, sv } of rows) expect(p.searchCategories).toBe(sv.categories);
    const { p: product, sv } = rows.find(({ p }) => p.isActive)!;
    const other = db.select().from(schema.subVenues).all().find((s) => s.id !== sv.id && s.categories !== sv.categories)!;

    const hotel = categoryBits(["hotel"]);
    const before = searchProducts(filters("category=hotel")).items.map((i) => i.id);
    db.update(schema.subVenues).set({ categories: sv.categories ^ hotel }).where(eq(schema.subVenues.id, sv.id)).run();
    for (const p of copies(sv.id)) expect(p.c).toBe(sv.categories ^ hotel);
    const after = searchProducts(filters("category=hotel")).items.map((i) => i.id);
    expect(after.includes(product.id)).toBe(!before.includes(product.id));

    db.update(schema.products).set({ subVenueId: other.id }).where(eq(schema.products.id, product.id)).run();
    expect(copies(other.id).find((p) => p.id === product.id)!.c).toBe(other.categories);

    const { id: _id, searchCategories: _c, ...fields } = product;
    const inserted = db.insert(schema.products).values({ ...fields, subVenueId: sv.id }).returning({ id: schema.products.id }).get();
    expect(copies(sv.id).find((p) => p.id === inserted.id)!.c).toBe(sv.categories ^ hotel);
  });
});
