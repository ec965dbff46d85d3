import { eq, lt, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getProductDetail } from "~/catalog/product.server";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { parseSearchParams, searchQuery } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { type DB, tables, run, first, write } from "~/db.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";

let db: DB;
const today = baliIsoDate();
const filters = (query: string) => parseSearchParams(new URLSearchParams(query), { today });

/** Every product the SQL search should return, computed in JS from the raw rows. */
async function expectedIds(pred: (r: { p: typeof tables.products.$inferSelect; sv: typeof tables.subVenues.$inferSelect; v: typeof tables.venues.$inferSelect }) => boolean, date = today) {
  const dayStart = baliToUtc(date).getTime();
  const rows = await db
      .select({ p: tables.products, sv: tables.subVenues, v: tables.venues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId));
  return rows
    .filter((r) => r.p.isActive && r.p.validTo.getTime() >= dayStart && r.p.validFrom.getTime() < dayStart + 86_400_000)
    .filter(pred)
    .map((r) => r.p.id)
    .sort((a, b) => a - b);
}

async function allIds(query: string) {
  const f = { ...filters(query), limit: 100, page: 1 };
  const first = await searchProducts(f);
  const ids = first.items.map((i) => i.id);
  for (let page = 2; page <= first.pageCount; page++) ids.push(...(await searchProducts({ ...f, page })).items.map((i) => i.id));
  expect(ids.length).toBe(first.total);
  return ids;
}

beforeAll(async () => {
  const { freshDatabase } = await import("../support/test-db");
  db = await freshDatabase();
});

describe("search", () => {
  it("lists only active products whose rate covers the date, 8 per page with a total", async () => {
    const result = await searchProducts(filters(""));
    const expected = await expectedIds(() => true);
    expect(result.total).toBe(expected.length);
    expect(result.items).toHaveLength(8);
    expect(result.items.map((i) => i.id)).toEqual(expected.slice(0, 8));
    expect(result.pageCount).toBe(Math.ceil(expected.length / 8));
    // inactive and expired products exist in the seed but never show
    const hidden = await db.select({ id: tables.products.id }).from(tables.products).where(or(eq(tables.products.isActive, false), lt(tables.products.validTo, new Date())));
    expect(hidden.length).toBeGreaterThan(0);
    expect(await allIds("")).toEqual(expected);
  });

  it("filters by location; Bali and an empty keyword mean all of Bali", async () => {
    expect(await allIds("keyword=nusa+dua")).toEqual(await expectedIds((r) => r.v.location === "Nusa Dua"));
    expect(await allIds("keyword=Bali")).toEqual(await expectedIds(() => true));
    expect(filters("keyword=Ubud").location).toBe("Ubud");
  });

  it("matches free text against venue, sub venue and product names", async () => {
    const ids = await allIds("keyword=ballroom");
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(
      await expectedIds((r) => [r.v.name, r.sv.name, r.p.productName].some((t) => t.toLowerCase().includes("ballroom"))),
    );
    // LIKE wildcards typed by the user are literal
    expect(await allIds("keyword=%25")).toEqual([]);
  });

  it("free text follows renames and new products (trigram index) and short words still match", async () => {
    const textIds = async (t: string) =>
      await expectedIds((r) => [r.v.name, r.sv.name, r.p.productName].some((n) => n.toLowerCase().includes(t.toLowerCase())));
    const item = (await searchProducts(filters(""))).items[0];
    await run((db) => db.update(tables.venues).set({ name: "Zanzibar Pavilion" }).where(eq(tables.venues.id, item.venueId)));
    expect(await allIds("keyword=zanzibar")).toContain(item.id);
    expect(await allIds("keyword=zanzibar")).toEqual(await textIds("zanzibar"));
    await run((db) => db.update(tables.subVenues).set({ name: "Quokka Hall" }).where(eq(tables.subVenues.id, item.subVenueId)));
    expect(await allIds("keyword=QUOKKA")).toEqual(await textIds("quokka"));
    await run((db) => db.update(tables.products).set({ productName: "Xylophone Retreat" }).where(eq(tables.products.id, item.id)));
    expect(await allIds("keyword=xyloph")).toEqual([item.id]);
    expect(await allIds("keyword=Meeting+Package")).toEqual(await textIds("meeting package"));
    // Two letters have no trigram: the word index finds names with a word starting with them (ADR 0161).
    expect(await allIds("keyword=xy")).toEqual([item.id]);
    const added = (await write(async (db) => db.insert(tables.products).values({
          subVenueId: item.subVenueId, venueId: item.venueId, supplierId: (await first(db.select().from(tables.products).where(eq(tables.products.id, item.id))))!.supplierId,
          productName: "Walrus Terrace Package", unit: "Day", price: 1_000_000,
          validFrom: baliToUtc(addDaysIso(today, -1)), validTo: baliToUtc(addDaysIso(today, 30)),
        }).returning()))[0];
    expect(await allIds("keyword=walrus")).toEqual([added.id]);
    await run((db) => db.delete(tables.products).where(eq(tables.products.id, added.id)));
    expect(await allIds("keyword=walrus")).toEqual([]);
  });

  it("matches the attendee range and an exact head count against the sub venue's capacities (a room whose minimum is above the head count stays: ADR 0385)", async () => {
    expect(await allIds("minCapacity=10&maxCapacity=25")).toEqual(
      await expectedIds((r) => r.sv.maxCapacity >= 10 && r.sv.minCapacity <= 25),
    );
    expect(await allIds("attendees=100-10000")).toEqual(await expectedIds((r) => r.sv.maxCapacity >= 100));
    expect(await allIds("pax=250")).toEqual(await expectedIds((r) => r.sv.maxCapacity >= 250));
    // A group of 5 still sees the rooms whose minimum is above 5 (their cards price the minimum),
    // never a room too small for it.
    const small = await searchProducts(filters("pax=5"));
    expect(small.items.filter((item) => item.minCapacity > 5).length).toBeGreaterThan(0);
    expect(await allIds("pax=5")).toEqual(await expectedIds((r) => r.sv.maxCapacity >= 5));
  });

  it("filters by campaign and by rate validity on the chosen date", async () => {
    expect(await allIds("campaign=ramadhan")).toEqual(await expectedIds((r) => r.p.campaign === "ramadhan"));
    // a product whose rate starts next week is not offered today but is on that day
    const product = (await searchProducts(filters(""))).items[0];
    const nextWeek = addDaysIso(today, 7);
    await run((db) => db.update(tables.products).set({ validFrom: baliToUtc(nextWeek) }).where(eq(tables.products.id, product.id)));
    expect((await allIds("")).includes(product.id)).toBe(false);
    expect((await allIds(`date=${nextWeek}`)).includes(product.id)).toBe(true);
  });

  it("follows later edits of a sub venue's capacities and a venue's location (search copies)", async () => {
    const item = (await searchProducts(filters(""))).items[0];
    await run((db) => db.update(tables.subVenues).set({ minCapacity: 3000, maxCapacity: 4000 }).where(eq(tables.subVenues.id, item.subVenueId)));
    expect(await allIds("pax=3500")).toContain(item.id);
    expect(await allIds("pax=3500")).toEqual(await expectedIds((r) => r.sv.maxCapacity >= 3500 && r.sv.minCapacity <= 3500));
    await run((db) => db.update(tables.venues).set({ location: "Legian" }).where(eq(tables.venues.id, item.venueId)));
    expect(await allIds("keyword=Legian")).toEqual(await expectedIds((r) => r.v.location === "Legian"));
    expect(await allIds("keyword=Legian")).toContain(item.id);
  });

  it("loads one venue's products for /venue-detail", async () => {
    const venueId = (await first(db.select({ id: tables.venues.id }).from(tables.venues)))!.id;
    const result = await searchProducts({ ...filters(""), venueId, limit: 100 });
    expect(result.items.map((i) => i.id)).toEqual(await expectedIds((r) => r.v.id === venueId));
    expect(result.items.every((i) => i.coverKey?.startsWith(`venues/${venueId}/`))).toBe(true);
  });

  it("clamps a page past the end to the last page", async () => {
    const result = await searchProducts(filters("page=9999"));
    expect(result.page).toBe(result.pageCount);
    expect(result.items.length).toBeGreaterThan(0);
  });
});

describe("search params", () => {
  it("fall back to defaults for bad values and keep a past date out", () => {
    // Before 08:00 in Bali the default time is the spec's 08:00 (after it, ADR 0201).
    const f = parseSearchParams(new URLSearchParams("date=2001-01-01&time=25:00&page=-3&campaign=xmas&minCapacity=abc"), { now: baliToUtc(today, "07:30") });
    expect(f).toMatchObject({ date: today, time: "08:00", page: 1, campaign: "", minCapacity: 0, maxCapacity: 0, limit: 8 });
  });
  it("round-trip through the query string", () => {
    const f = filters(`keyword=Sanur&date=${addDaysIso(today, 3)}&time=14:00&minCapacity=25&maxCapacity=50&campaign=ramadhan&page=2`);
    expect(filters(searchQuery(f))).toEqual(f);
  });
});

describe("product detail", () => {
  it("gives the per-person minimum and only sanitized inclusions", async () => {
    const person = (await first(db.select().from(tables.products).where(eq(tables.products.unit, "Person"))))!;
    const sub = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, person.subVenueId))))!;
    expect((await getProductDetail(person.id))?.minQty).toBe(Math.max(1, sub.minCapacity));
    const day = (await first(db.select().from(tables.products).where(eq(tables.products.unit, "Day"))))!;
    expect((await getProductDetail(day.id))?.minQty).toBe(1);
    expect(await getProductDetail(999_999)).toBeNull();
  });

  it("sanitizes vendor HTML", () => {
    const dirty = `<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><img src=x onerror=alert(1)><ul><li>One</li></ul>`;
    const clean = sanitizeInclusion(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(clean).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(clean).toContain("<ul><li>One</li></ul>");
  });
});
