// The group's head count (issue 42 item 4): the spec's `pax` is a number field of the search
// form (the ranges stay shortcuts and do not overlap), results fit that many, every card and the
// product page show the price for that many with the minimum order applied and said, the booking
// form is filled with it, and below the minimum the minimum is booked in one step.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { and, desc, eq, gt, gte, lt } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parseSearchParams, searchQuery } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { type DB, tables, first, run } from "~/db.server";
import { ATTENDEE_RANGES } from "~/utils/constants";
import { VenueCard } from "~/components/catalog/venue-card";
import { VENUE_CARD_ENGLISH } from "~/i18n/english/venue-card";
import { action as productAction, loader as productLoader } from "~/routes/product-detail.$id";
import { loader as searchLoader } from "~/routes/search";
import { baliIsoDate, formatRupiah } from "~/utils/format";
import { daysAhead } from "../support/cart-fixtures";
import { callRoute } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let formStrings: Record<string, unknown> = {};
vi.mock("@remix-run/react", async (importOriginal) =>
  (await import("../support/remix-react-stub")).remixReactStub(await importOriginal(), {
    root: () => ({ lang: "en" }),
    matches: () => [{ id: "routes/search", data: { i18n: formStrings } }],
  }),
);

let db: DB;
beforeAll(async () => {
  formStrings = { search: (await import("~/i18n/dict/search.server")).en };
  db = await freshDatabase();
});

const parse = (q: string) => parseSearchParams(new URLSearchParams(q), { today: baliIsoDate() });

describe("the search's head count", () => {
  it("is the number field `pax`, which wins over the range select the form sends with it", () => {
    // The form sends both fields: the range left at "All Capacity" and 80 typed.
    const f = parse("attendees=0-0&pax=80");
    expect(f.pax).toBe(80);
    expect([f.minCapacity, f.maxCapacity]).toEqual([0, 0]);
    expect(searchQuery(f)).toContain("pax=80");
    // Without a head count the range still works (minCapacity/maxCapacity, as the spec says).
    expect(parse("attendees=50-100&pax=").pax).toBeNull();
  });

  it("the spec's ranges are shortcuts that do not overlap (25-50 and 50-100 both held 50)", () => {
    const ranges = ATTENDEE_RANGES.filter((r) => r.max > 0);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i].min, ranges[i].label).toBeGreaterThan(ranges[i - 1].max);
    const holding50 = ranges.filter((r) => r.min <= 50 && 50 <= r.max);
    expect(holding50).toHaveLength(1);
  });

  it("is a number field of the search form", async () => {
    const { SearchForm } = await import("~/components/catalog/search-form");
    const f = parse("pax=80");
    const html = renderToString(createElement(SearchForm, { action: "/search", filters: f, today: baliIsoDate(), variant: "filters", choice: f }));
    expect(html).toMatch(/<input[^>]*type="number"[^>]*name="pax"[^>]*value="80"/);
    expect(html).toContain(">Number of people<");
  });
});

describe("prices for the head count", () => {
  it("every card of a search for 80 shows the price for 80 (or the minimum) and BOOK NOW carries 80", async () => {
    const date = daysAhead(8);
    const response = await callRoute(searchLoader as never, new Request(`http://localhost:3000/search?date=${date}&time=10:00&attendees=0-0&pax=80`));
    const data = (await response.json()) as { filters: { pax: number }; results: { items: Parameters<typeof VenueCard>[0]["item"][] } };
    expect(data.filters.pax).toBe(80);
    const perPerson = data.results.items.filter((i) => i.unit === "Person");
    expect(perPerson.length).toBeGreaterThan(0);
    expect(data.results.items.length).toBeGreaterThanOrEqual(perPerson.length);
    for (const item of data.results.items) {
      const html = renderToString(createElement(VenueCard, { item, headCount: 80, bookQuery: `date=${date}&pax=80` }));
      expect(html).toContain("pax=80");
      if (item.unit !== "Person") continue;
      const qty = Math.max(80, item.minCapacity);
      const said = qty > 80 ? `minimum ${qty} pax: ${formatRupiah(item.finalPrice * qty)}` : `80 pax: ${formatRupiah(item.finalPrice * 80)}`;
      expect(html).toContain(said);
    }
  });

  it("a card below the minimum says the minimum and its price: \"minimum 90 pax: Rp 23.625.000\"", () => {
    const item = {
      id: 1, productName: "Meeting", unit: "Person", price: 262_500, discountPercentage: 0, finalPrice: 262_500, taxAndService: "included",
      venueName: "V", venueLocation: "Benoa", subVenueName: "Room", subVenueType: "indoor", minCapacity: 90, maxUshape: 0, maxBoard: 0,
      maxClassroom: 120, maxCocktail: 0, maxBanquet: 0, maxTheatre: 150, dimensionLength: 22, dimensionWidth: 13, coverUrl: "/x.jpg",
    };
    const html = renderToString(createElement(VenueCard, { item, headCount: 80, labels: VENUE_CARD_ENGLISH }));
    expect(html).toContain("minimum 90 pax: Rp 23.625.000");
    expect(renderToString(createElement(VenueCard, { item, headCount: 100 }))).toContain("100 pax: Rp 26.250.000");
  });
});

describe("a room whose minimum is above the head count (issue 42 item 4, ADR 0385)", () => {
  const date = daysAhead(9);
  /**
   * Two rooms of one venue that hold 120, each with a per-person package: the first's minimum
   * made 90, its package Rp 1.000.000 a person; the second's minimum 80 or less, Rp 1.100.000.
   * For a group of 80 the first costs 90 x Rp 1.000.000 = Rp 1.125.000 a head: the dearer one.
   */
  async function twoRooms() {
    const now = new Date();
    const rows = await db
      .select({ product: tables.products, subVenue: tables.subVenues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .where(and(eq(tables.products.unit, "Person"), eq(tables.products.isActive, true), lt(tables.products.validFrom, now),
        gt(tables.products.validTo, new Date(now.getTime() + 40 * 86_400_000)), gte(tables.subVenues.maxCapacity, 120), lt(tables.subVenues.minCapacity, 80)))
      .orderBy(tables.products.id);
    const pair = rows.flatMap((a) => rows.filter((b) => b.product.venueId === a.product.venueId && b.subVenue.id !== a.subVenue.id).map((b) => [a, b] as const))[0];
    expect(pair, "a venue with two rooms for 120 and per-person packages").toBeDefined();
    const [minimum90, other] = pair;
    await run((db) => db.update(tables.subVenues).set({ minCapacity: 90 }).where(eq(tables.subVenues.id, minimum90.subVenue.id)));
    await run((db) => db.update(tables.products).set({ price: 1_000_000, discountPercentage: 0 }).where(eq(tables.products.id, minimum90.product.id)));
    await run((db) => db.update(tables.products).set({ price: 1_100_000, discountPercentage: 0 }).where(eq(tables.products.id, other.product.id)));
    return { minimum90: minimum90.product, other: other.product, venueId: minimum90.product.venueId };
  }
  let rooms: Awaited<ReturnType<typeof twoRooms>>;
  beforeAll(async () => {
    rooms = await twoRooms();
  });
  const venueSearch = async (q: string) =>
    (await searchProducts({ ...parse(`date=${date}&time=10:00&pax=80&${q}`), venueId: rooms.venueId, limit: 100 })).items;

  it("is listed for a group of 80, its card priced for the minimum: \"minimum 90 pax: Rp 90.000.000\"", async () => {
    const item = (await venueSearch("")).find((i) => i.id === rooms.minimum90.id);
    expect(item, "the room with a minimum of 90 among the results for 80").toBeDefined();
    expect(item!.minCapacity).toBe(90);
    const html = renderToString(createElement(VenueCard, { item: { ...item!, coverUrl: "/x.jpg" }, headCount: 80, labels: VENUE_CARD_ENGLISH }));
    expect(html).toContain("minimum 90 pax: Rp 90.000.000");
    expect(html).not.toContain("80 pax: Rp 80.000.000");
    // The card's BOOK NOW opens the product page, which offers the minimum in one step.
    const page = await callRoute(productLoader as never, new Request(`http://localhost:3000/product-detail/${item!.id}?date=${date}&pax=80`), { id: String(item!.id) });
    expect(((await page.json()) as { headCount: unknown }).headCount).toEqual({ pax: 80, qty: 90, total: 90_000_000, belowMinimum: true });
  });

  it("a room too small for the group is still left out", async () => {
    const items = await venueSearch("");
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((i) => Math.max(i.maxTheatre, i.maxClassroom, i.maxBanquet, i.maxCocktail, i.maxBoard, i.maxUshape) < 80)).toEqual([]);
  });

  it("price sorts and the price range are on what the group pays, not the unit price", async () => {
    const payable = (i: { unit: string; finalPrice: number; minCapacity: number }) => i.finalPrice * (i.unit === "Person" ? Math.max(80, i.minCapacity) : 80);
    const ids = (items: { id: number }[]) => items.map((i) => i.id);
    const asc = await venueSearch("sort=price-asc");
    expect(asc.length).toBeGreaterThan(2);
    expect(ids(asc)).toEqual(ids([...asc].sort((a, b) => payable(a) - payable(b) || a.id - b.id)));
    // Rp 1.000.000 a person, but 90 of them for 80 people: after the room at Rp 1.100.000.
    expect(ids(asc).indexOf(rooms.other.id)).toBeLessThan(ids(asc).indexOf(rooms.minimum90.id));
    const desc = await venueSearch("sort=price-desc");
    expect(ids(desc)).toEqual(ids([...asc].sort((a, b) => payable(b) - payable(a) || b.id - a.id)));
    // Up to Rp 1.110.000 a head: Rp 1.125.000 a head is out, Rp 1.100.000 in.
    const upTo = ids(await venueSearch("minPrice=1050000&maxPrice=1110000"));
    expect(upTo).toContain(rooms.other.id);
    expect(upTo).not.toContain(rooms.minimum90.id);
    expect(ids(await venueSearch("minPrice=1120000&maxPrice=1130000"))).toContain(rooms.minimum90.id);
  });
});

describe("the product page for a head count below the minimum", () => {
  async function perPersonWithMinimum() {
    const row = await first(db
      .select({ product: tables.products, subVenue: tables.subVenues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .where(and(eq(tables.products.unit, "Person"), eq(tables.products.isActive, true), gt(tables.subVenues.minCapacity, 20), gt(tables.products.validTo, new Date())))
      .orderBy(tables.products.id));
    if (!row) throw new Error("no per-person product with a minimum");
    return row;
  }

  it("fills the quantity with the head count, says the minimum's price and books the minimum in one step", async () => {
    const { product, subVenue } = await perPersonWithMinimum();
    const min = subVenue.minCapacity;
    const pax = min - 10;
    const date = daysAhead(15);
    const response = await callRoute(productLoader as never, new Request(`http://localhost:3000/product-detail/${product.id}?date=${date}&pax=${pax}`), { id: String(product.id) });
    const data = (await response.json()) as { defaults: { qty: string; time: string }; headCount: { qty: number; total: number; belowMinimum: boolean }; product: { finalPrice: number } };
    expect(data.defaults.qty).toBe(String(pax));
    expect(data.headCount).toEqual({ pax, qty: min, total: data.product.finalPrice * min, belowMinimum: true });

    const layout = (["theater", "classroom", "banquet", "cocktail", "board", "uShape"] as const).find((l) => {
      const col = { theater: "maxTheatre", classroom: "maxClassroom", banquet: "maxBanquet", cocktail: "maxCocktail", board: "maxBoard", uShape: "maxUshape" } as const;
      return subVenue[col[l]] >= min;
    })!;
    const body = new URLSearchParams({ productId: String(product.id), date, time: data.defaults.time, setup: layout, qty: String(pax), eventName: "Offsite", note: "", intent: "minimum" });
    const reply = await callRoute(productAction as never, new Request(`http://localhost:3000/product-detail/${product.id}`, { method: "POST", body }), { id: String(product.id) });
    const json = (await reply.json()) as { added: unknown; result: { fieldErrors: object } };
    expect(json.result.fieldErrors).toEqual({});
    expect(json.added).toBeTruthy();
    const [line] = await db.select().from(tables.cartItems).where(eq(tables.cartItems.productId, product.id)).orderBy(desc(tables.cartItems.id)).limit(1);
    expect(line.qty).toBe(min);
  });
});
