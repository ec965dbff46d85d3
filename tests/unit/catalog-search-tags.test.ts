// The spec's other search filters (ADR 0200): sub venue category, included equipment and
// package type, their data kept by the vendor forms and /v1, and the "group by venue" view.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categoryBits, inclusionFlagsOf, inclusionFeaturesOf } from "~/catalog/catalog-tags";
import { parseSearchParams, searchQuery } from "~/catalog/search-params";
import { searchProducts, searchVenues, type SearchResultItem } from "~/catalog/search.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { type DB, tables, first } from "~/db.server";
import { action as productListAction } from "~/routes/dashboard.product-list";
import { action as subVenueAction } from "~/routes/dashboard.subvenue-list";
import { action as apiProductAction } from "~/routes/v1.[venue_products].$id";
import { action as apiSubVenueAction } from "~/routes/v1.subvenue.$id";
import { createAccessToken } from "~/accounts/api-auth.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";
import { callRoute, sessionCookieFor } from "../support/route-call";

let db: DB;
const today = baliIsoDate();
const searchDay = addDaysIso(today, 2);
const filters = (query: string) => ({ ...parseSearchParams(new URLSearchParams(`date=${searchDay}&time=10:00&${query}`), { today }), limit: 8, page: 1 });

beforeAll(async () => {
  db = await freshDatabase();
});

async function allItems(query: string): Promise<SearchResultItem[]> {
  const f = filters(query);
  const first = await searchProducts(f);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) items.push(...(await searchProducts({ ...f, page })).items);
  expect(items.length).toBe(first.total);
  return items;
}

async function rowsOf(ids: number[]) {
  return await Promise.all(ids.map(async (id) => {
    const row = (await first(db.select({ p: tables.products, sv: tables.subVenues }).from(tables.products)
          .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId)).where(eq(tables.products.id, id))))!;
    return row;
  }));
}

describe("inclusion flags from the inclusion text", () => {
  it("recognises the words vendors write, in HTML or as a list, and nothing else", () => {
    expect(inclusionFeaturesOf(inclusionFlagsOf("<ul><li>LCD projector and screen</li><li>Coffee break</li></ul>"))).toEqual(["projector"]);
    expect(inclusionFeaturesOf(inclusionFlagsOf(["Standard sound system, 2 microphones", "LED screen 4 x 3 m", "55-inch TV"]))).toEqual(["soundSystem", "bigScreen", "tvScreen"]);
    expect(inclusionFeaturesOf(inclusionFlagsOf("<p>Big screen and <strong>PA system</strong></p>"))).toEqual(["soundSystem", "bigScreen"]);
    // "tv" inside other words, or in an attribute, is not a TV.
    expect(inclusionFlagsOf('<p class="tv">Activity kit, network cable</p>')).toBe(0);
    expect(inclusionFlagsOf("Screen printing workshop; projectionist not included")).toBe(0);
  });
});

describe("filters", () => {
  it("parse from the query string, ignore unknown values and round-trip", () => {
    const f = filters("category=beachView&inclusion=projector&inclusion=tvScreen&inclusion=jacuzzi&packageType=fullboard&group=venue");
    expect(f).toMatchObject({ category: "beachView", inclusions: ["projector", "tvScreen"], packageType: "fullboard", group: "venue" });
    expect(parseSearchParams(new URLSearchParams(searchQuery(f)), { today })).toMatchObject({ category: "beachView", inclusions: ["projector", "tvScreen"], packageType: "fullboard", group: "venue" });
    expect(filters("category=roof&packageType=weekly&group=map")).toMatchObject({ category: "", inclusions: [], packageType: "", group: "" });
  });

  it("a category keeps rooms with that category (outdoor is the room type)", async () => {
    const all = await allItems("");
    const beach = await allItems("category=beachView");
    expect(beach.length).toBeGreaterThan(0);
    expect(beach.length).toBeLessThan(all.length);
    const beachRows = await rowsOf(beach.map((i) => i.id));
    expect(beachRows.length).toBeGreaterThan(0);
    for (const { sv } of beachRows) expect(sv.categories & categoryBits(["beachView"])).not.toBe(0);
    const expectedBeach = (await rowsOf(all.map((i) => i.id))).filter(({ sv }) => sv.categories & categoryBits(["beachView"])).length;
    expect(beach.length).toBe(expectedBeach);
    const outdoor = await allItems("category=outdoor");
    expect(outdoor.map((i) => i.id)).toEqual((await allItems("setting=outdoor")).map((i) => i.id));
  });

  it("inclusions require every chosen item; package type matches exactly", async () => {
    const all = await rowsOf((await allItems("")).map((i) => i.id));
    const both = await allItems("inclusion=projector&inclusion=tvScreen");
    const projector = await allItems("inclusion=projector");
    const want = (mask: number) => all.filter(({ p }) => (p.inclusionFlags & mask) === mask).map(({ p }) => p.id).sort((a, b) => a - b);
    expect(projector.map((i) => i.id).sort((a, b) => a - b)).toEqual(want(1));
    expect(both.map((i) => i.id).sort((a, b) => a - b)).toEqual(want(1 | 8));
    expect(projector.length).toBeGreaterThan(0);

    const halfDay = await allItems("packageType=halfday");
    expect(halfDay.length).toBeGreaterThan(0);
    const halfDayRows = await rowsOf(halfDay.map((i) => i.id));
    expect(halfDayRows.length).toBeGreaterThan(0);
    for (const { p } of halfDayRows) expect(p.packageType).toBe("halfday");
    expect(halfDay.length).toBe(all.filter(({ p }) => p.packageType === "halfday").length);
  });

  it("group by venue: one entry per venue, the same products, venues not repeated across pages", async () => {
    const query = "category=hall";
    const products = await allItems(query);
    const f = filters(`${query}&group=venue`);
    const first = await searchVenues(f);
    const groups = [...first.groups];
    for (let page = 2; page <= first.pageCount; page++) groups.push(...(await searchVenues({ ...f, page })).groups);
    const venueIds = groups.map((g) => g.venueId);
    expect(new Set(venueIds).size).toBe(venueIds.length);
    expect(new Set(venueIds)).toEqual(new Set(products.map((p) => p.venueId)));
    expect(first.total).toBe(venueIds.length);
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect(g.matches).toBe(products.filter((p) => p.venueId === g.venueId).length);
      expect(g.items.length).toBe(Math.min(4, g.matches));
      for (const item of g.items) expect(item.venueId).toBe(g.venueId);
    }
    // Sorted by price: venues in the order of their cheapest matching package.
    const byPrice = (await searchVenues({ ...f, sort: "price-asc", limit: 100 })).groups.map((g) => Math.min(...products.filter((p) => p.venueId === g.venueId).map((p) => p.price * (100 - p.discountPercentage))));
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });
});

describe("vendor data", () => {
  async function vendor(email: string) {
    const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
    const supplier = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!;
    return { user, supplier, cookie: await sessionCookieFor(user.id), apiKey: await createAccessToken(user.id) };
  }
  const post = (path: string, cookie: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
    return new Request(`http://localhost${path}`, { method: "POST", body, headers: { Cookie: cookie } });
  };
  const api = (path: string, method: string, apiKey: string, body: unknown) =>
    new Request(`http://localhost${path}`, { method, headers: { "api-key": apiKey, "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("sub venue categories: ticked in the dashboard, unticked clears, /v1 without the field keeps them", async () => {
    const v = await vendor(DEMO_ACCOUNTS.vendor.email);
    const sv = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.supplierId, v.supplier.id))))!;
    const fields = {
      intent: "update", id: String(sv.id), name: sv.name, subVenueType: sv.subVenueType, minCapacity: String(sv.minCapacity),
      maxTheatre: String(sv.maxTheatre), maxClassroom: String(sv.maxClassroom), maxUshape: String(sv.maxUshape), maxBanquet: String(sv.maxBanquet),
      maxCocktail: String(sv.maxCocktail), maxBoard: String(sv.maxBoard), dimensionLength: String(sv.dimensionLength), dimensionWidth: String(sv.dimensionWidth), ceilingHeight: "4",
    };
    let res = await callRoute(subVenueAction, post("/dashboard/subvenue-list", v.cookie, { ...fields, categories: ["garden", "beachView"] }));
    expect(res.status).toBe(302);
    expect((await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, sv.id))))!.categories).toBe(categoryBits(["garden", "beachView"]));
    res = await callRoute(subVenueAction, post("/dashboard/subvenue-list", v.cookie, { ...fields, categories: "hall" }));
    expect((await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, sv.id))))!.categories).toBe(categoryBits(["hall"]));
    // A made-up category is refused with a message, and nothing changes.
    res = await callRoute(subVenueAction, post("/dashboard/subvenue-list", v.cookie, { ...fields, categories: ["hall", "rooftop"] }));
    expect(res.status).toBe(400);
    expect((await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, sv.id))))!.categories).toBe(categoryBits(["hall"]));

    const { intent: _i, id: _id, ...apiBody } = fields;
    const numeric = Object.fromEntries(Object.entries(apiBody).map(([k, x]) => [k, k === "name" || k === "subVenueType" ? x : Number(x)]));
    res = await callRoute(apiSubVenueAction, api(`/v1/subvenue/${sv.id}`, "PUT", v.apiKey, numeric), { id: String(sv.id) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.categories).toEqual(["hall"]);
    res = await callRoute(apiSubVenueAction, api(`/v1/subvenue/${sv.id}`, "PUT", v.apiKey, { ...numeric, categories: ["meetingRoom", "hotel"] }), { id: String(sv.id) });
    expect((await res.json()).data.categories).toEqual(["hotel", "meetingRoom"]);

    res = await callRoute(subVenueAction, post("/dashboard/subvenue-list", v.cookie, fields));
    expect((await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, sv.id))))!.categories).toBe(0);
  });

  it("product save derives the inclusion flags and keeps the package type; /v1 without it keeps it", async () => {
    const v = await vendor(DEMO_ACCOUNTS.vendor.email);
    const p = (await first(db.select().from(tables.products).where(and(eq(tables.products.supplierId, v.supplier.id), eq(tables.products.isActive, true)))))!;
    const fields = {
      intent: "update", id: String(p.id), subVenueId: String(p.subVenueId), productName: p.productName, unit: p.unit, price: String(p.price),
      discountPercentage: "0", inclusion: "<ul><li>Sound system</li><li>LED screen</li></ul>", openTime: "08:00", closeTime: "18:00",
      validFrom: today, validTo: addDaysIso(today, 90), status: "active", agreement: "on", packageType: "fullboard",
    };
    const res = await callRoute(productListAction, post("/dashboard/product-list", v.cookie, fields));
    expect(res.status).toBe(302);
    let row = (await first(db.select().from(tables.products).where(eq(tables.products.id, p.id))))!;
    expect(inclusionFeaturesOf(row.inclusionFlags)).toEqual(["soundSystem", "bigScreen"]);
    expect(row.packageType).toBe("fullboard");
    // The search finds it by both, from the day the rate starts.
    const found = await searchProducts({ ...filters("inclusion=soundSystem&inclusion=bigScreen&packageType=fullboard"), limit: 100 });
    expect(found.items.map((i) => i.id)).toContain(p.id);

    const apiRes = await callRoute(apiProductAction, api(`/v1/venue_products/${p.id}`, "PUT", v.apiKey, {
      subvenue: p.subVenueId, productName: p.productName, unit: p.unit, price: p.price, inclusion: "<p>Projector</p>",
      open: "08:00 AM", close: "06:00 PM", from: `${today} 00:00:00`, to: `${addDaysIso(today, 90)} 23:59:59`, status: true, agreement: true,
    }), { id: String(p.id) });
    expect(apiRes.status).toBe(200);
    const answer = await apiRes.json();
    expect(answer.data).toMatchObject({ packageType: "fullboard", inclusions: ["projector"] });
    row = (await first(db.select().from(tables.products).where(eq(tables.products.id, p.id))))!;
    expect(row.packageType).toBe("fullboard");

    await callRoute(productListAction, post("/dashboard/product-list", v.cookie, { ...fields, packageType: "" }));
    expect((await first(db.select().from(tables.products).where(eq(tables.products.id, p.id))))!.packageType).toBeNull();
  });
});
