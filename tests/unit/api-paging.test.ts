// Paging of the /v1 lists: every list answers the same paging headers (X-Total-Count, X-Page,
// X-Limit, X-Page-Count), and a page past the end is an empty list with those same headers,
// so a client that loads pages until one comes back empty stops.
import { and, eq, gte, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { API_OPERATIONS } from "~/api/openapi.server";
import { type DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { baliToUtc } from "~/utils/format";
import { bookableProduct, daysAhead } from "../support/cart-fixtures";
import { createLineInvoice } from "../support/ops-fixtures";
import { freshDatabase } from "../support/test-db";
import { dispatch } from "../support/v1-router";

let db: DB;
const PAGING_HEADERS = ["X-Total-Count", "X-Page", "X-Limit", "X-Page-Count"];

type List = { path: string; headers?: Record<string, string>; items: (body: any) => unknown[]; limit?: number };
let lists: List[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  const byEmail = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
  const vendor = await byEmail(DEMO_ACCOUNTS.vendor.email);
  const supplier = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, vendor.id))))!;
  const venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.supplierId, supplier.id))))!;
  const product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplier.id))))!;
  for (let i = 0; i < 3; i++) await createLineInvoice(db as never, { productId: product.id, startsAt: new Date(Date.now() + (400 + i) * 24 * 3600_000) });
  const reviewed = await first(db.select({ id: tables.venues.id }).from(tables.venues).where(gte(tables.venues.reviewCount, 3)));
  expect(reviewed, "a seeded venue with reviews").toBeTruthy();
  expect((await db.select().from(tables.reviews).where(and(eq(tables.reviews.venueId, reviewed!.id), isNull(tables.reviews.hiddenAt)))).length).toBeGreaterThanOrEqual(3);

  const customer = { "api-key": await createAccessToken((await byEmail(DEMO_ACCOUNTS.customer.email)).id) };
  for (const skip of [0, 1, 2]) {
    const fixture = await bookableProduct(db, "Day", skip);
    const added = await dispatch(
      new Request("http://localhost/v1/cart-reservation-venue", {
        method: "POST",
        headers: { ...customer, "Content-Type": "application/json" },
        body: JSON.stringify({ productId: fixture.product.id, datetime: baliToUtc(daysAhead(8 + skip), "09:00").getTime(), setup: fixture.layout.value, qty: 1 }),
      }),
    );
    expect(added.response.status).toBe(201);
  }
  const v = { "api-key": await createAccessToken(vendor.id) };
  const admin = { "api-key": await createAccessToken((await byEmail(DEMO_ACCOUNTS.admin.email)).id) };
  const data = (body: { data: unknown[] }) => body.data;
  lists = [
    { path: `/v1/products?keyword=${encodeURIComponent(venue.name)}`, items: data },
    { path: `/v1/venue/${reviewed!.id}/reviews?`, items: (body) => body.data.reviews },
    { path: `/v1/venueimages/${venue.id}?`, items: data },
    { path: "/v1/cart-reservation-venue?", headers: customer, items: data },
    { path: "/v1/subvenue?", headers: v, items: data, limit: 1 },
    { path: "/v1/venue_products?", headers: v, items: data },
    { path: "/v1/reservation-venue?", headers: v, items: data },
    { path: "/v1/reservation-venue-admin?", headers: admin, items: data },
  ];
});

async function get(list: List, page: number, limit: number) {
  const { response } = await dispatch(new Request(`http://localhost${list.path}&page=${page}&limit=${limit}`, { headers: list.headers ?? {} }));
  expect(response.status, list.path).toBe(200);
  const paging = Object.fromEntries(PAGING_HEADERS.map((h) => [h, response.headers.get(h)]));
  return { items: list.items(await response.json()), paging };
}

describe("/v1 list paging", () => {
  it("covers every list operation of the document", () => {
    const listed = API_OPERATIONS.filter((o) => o.method === "get" && "page" in ((o.query as { shape?: object } | undefined)?.shape ?? {})).map((o) => o.path);
    const tested = lists.map((l) => l.path.split("?")[0]!.replace(/\/\d+(?=\/|$)/g, "/{}"));
    expect(listed.length).toBeGreaterThan(0);
    for (const path of listed) expect(tested, path).toContain(path.replace(/\{\w+\}/g, "{}"));
  });

  it("answers a page past the end with an empty list and the same paging headers, so 'load until empty' stops", async () => {
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      const limit = list.limit ?? 2;
      const first = await get(list, 1, limit);
      for (const h of PAGING_HEADERS) expect(first.paging[h], `${list.path} ${h}`).toMatch(/^\d+$/);
      const total = Number(first.paging["X-Total-Count"]);
      const pageCount = Number(first.paging["X-Page-Count"]);
      expect(total, `${list.path} has more than one page`).toBeGreaterThan(limit);
      expect(first.paging).toMatchObject({ "X-Page": "1", "X-Limit": String(limit) });
      expect(pageCount).toBe(Math.ceil(total / limit));

      // A client loading pages until one is empty: it stops right after the last page.
      const seen: unknown[] = [];
      let page = 1;
      for (; page <= pageCount + 5; page++) {
        const answer = await get(list, page, limit);
        if (!answer.items.length) break;
        seen.push(...answer.items.map((i) => JSON.stringify(i)));
      }
      expect(page, `${list.path}: the first empty page`).toBe(pageCount + 1);
      expect(new Set(seen).size, `${list.path}: each item once`).toBe(total);

      for (const past of [pageCount + 1, pageCount + 40]) {
        const answer = await get(list, past, limit);
        expect(answer.items, `${list.path} page ${past}`).toEqual([]);
        expect(answer.paging, `${list.path} page ${past}`).toEqual({ ...first.paging, "X-Page": String(past) });
      }
    }
  });
});
