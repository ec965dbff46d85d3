// Search on PostgreSQL gives the same results as on SQLite (issue 29, ADR 0333): every query kind
// of `bench:search`, and the edge cases of the catalog-search tests (short terms, accents and case,
// LIKE's wildcards, sorts and their ties, capped counts, past the last page, venue groups), run
// on both engines over the same seeded data (copied by db:copy); whole results compared: ids in
// order, totals, capped flags, pages, every field of every item.
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProductsPostgres, searchVenuesPostgres, type PgSearchDb } from "~/catalog/search-postgres.server";
import { searchProducts, searchVenues, TOTAL_COUNT_CAP, type SearchResult } from "~/catalog/search.server";
import { resultSelect } from "~/catalog/search-common.server";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import { type SqliteDb as DB, tables, run } from "~/db.server";
import type { PastLastPage } from "~/utils/paging";
import { QUERY_KINDS, runSearch, runSearchPostgres, searchOf, seedBookingHistory, today } from "../../scripts/bench-search-kinds";
import { freshPostgresDatabase, postgresAvailable } from "../support/postgres";
import { freshDatabase, testsOnPostgres } from "../support/test-db";

const filters = (query: string) => parseSearchParams(new URLSearchParams(query), { today });

describe.skipIf(!postgresAvailable() || testsOnPostgres)("search on PostgreSQL", () => {
  let db: DB;
  let target: { url: string; drop: () => Promise<void> };
  let client: postgres.Sql;
  let pg: PgSearchDb;
  let names: string[];
  /** The product whose names were given accents, quotes and LIKE's wildcards. */
  let odd: { id: number; venueId: number; productName: string; venueName: string; subVenueName: string };

  beforeAll(async () => {
    // More products than the count cap (the seed's generated catalogue, as bench:search builds
    // it) and a booking history from the benchmark's own seeding, so rooms are taken.
    db = await freshDatabase({ products: 1200 });
    seedBookingHistory(db.$client, 3000);
    const first = (await searchProducts(filters(""))).items[0];
    await run((db) => db.update(tables.subVenues).set({ name: "Élan Hall" }).where(eq(tables.subVenues.id, first.subVenueId)));
    await run((db) => db.update(tables.venues).set({ name: "Café 50%_Ünïque Resort" }).where(eq(tables.venues.id, first.venueId)));
    await run((db) => db.update(tables.products).set({ productName: 'Meeting "Pro" Package\\Plus' }).where(eq(tables.products.id, first.id)));
    // Cover images: the default one first, else the oldest.
    const second = (await searchProducts(filters(""))).items[1];
    await run((db) => db.update(tables.venueImages).set({ isDefault: false }).where(eq(tables.venueImages.venueId, first.venueId)));
    await run((db) => db.insert(tables.venueImages).values([
            { venueId: first.venueId, fileKey: "venues/a.jpg" },
            { venueId: first.venueId, fileKey: "venues/b.jpg", isDefault: true },
            { venueId: second.venueId, fileKey: "venues/c.jpg" },
            { venueId: second.venueId, fileKey: "venues/d.jpg" },
          ]));
    odd = { id: first.id, venueId: first.venueId, productName: 'Meeting "Pro" Package\\Plus', venueName: "Café 50%_Ünïque Resort", subVenueName: "Élan Hall" };
    names = (db.$client.prepare("select name from venues order by id desc limit 3").all() as { name: string }[]).map((v) => v.name);
    target = await freshPostgresDatabase();
    const copy = await copySqliteToPostgres({ sqlitePath: db.$client.name, postgresUrl: target.url });
    expect(copy.ok).toBe(true);
    client = postgres(target.url, { max: 2, onnotice: () => {} });
    await client.unsafe("analyze");
    pg = { $client: client };
  }, 240_000);

  afterAll(async () => {
    await client?.end();
    await target?.drop();
  });

  /** The same search on both engines: PostgreSQL's whole result equals SQLite's (a venue list's items: its groups'). */
  async function same(query: string, { pastLastPage, venueId }: { pastLastPage?: PastLastPage; venueId?: number } = {}): Promise<SearchResult> {
    const f = { ...filters(query), venueId };
    const label = `${query} (${pastLastPage ?? "last-page"}${venueId ? `, venue ${venueId}` : ""})`;
    if (f.group === "venue") {
      const onSqlite = await searchVenues(f);
      expect(await searchVenuesPostgres(pg, f), label).toEqual(onSqlite);
      return { ...onSqlite, items: onSqlite.groups.flatMap((g) => g.items) };
    }
    const onSqlite = await searchProducts(f, { pastLastPage });
    expect(await searchProductsPostgres(pg, f, { pastLastPage }), label).toEqual(onSqlite);
    return onSqlite;
  }

  it("reads a page's rows with search_page_rows (drizzle-pg/0010): the search's result columns in order, then extra", async () => {
    // The function's columns are written out in its migration; the search's are RESULT_COLUMNS.
    const fields = [...resultSelect((field) => `"${field}"`).matchAll(/ as "(\w+)"/g)].map((m) => m[1]);
    const rows = await client.unsafe("select * from search_page_rows($1::bigint[], $2::bigint[])", [[odd.id, odd.id + 1], [7, 3]]);
    expect(rows.columns.map((c) => c.name)).toEqual([...fields, "extra"]);
    expect(rows.map((r) => [Number(r.id), r.productName, Number(r.extra)])).toEqual([[odd.id, odd.productName, 7], [odd.id + 1, expect.any(String), 3]]);
  });

  it("gives the same results for every query kind of bench:search", async () => {
    let capped = 0;
    let empty = 0;
    let later = 0;
    expect(QUERY_KINDS.length).toBeGreaterThan(0);
    for (const kind of QUERY_KINDS) {
      // 24 searches of each kind go through every term, filter set, sort, page and date it cycles.
      for (let i = 0; i < 24; i++) {
        const f = searchOf(kind, i, names);
        const onSqlite = await runSearch(kind, f);
        const onPostgres = await runSearchPostgres(pg, kind, f);
        expect(onPostgres, `${kind.name} #${i}`).toEqual(onSqlite);
        if (onSqlite.totalCapped) capped++;
        if (onSqlite.total === 0) empty++;
        if (onSqlite.page > 1) later++;
      }
    }
    // The kinds did reach the cases that matter: capped counts, no match, later pages.
    expect(capped).toBeGreaterThan(0);
    expect(empty).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(0);
  }, 300_000);

  it("matches short terms as word prefixes, longer ones as substrings of one name, accents and case as SQLite does", async () => {
    for (const term of ["ba", "Gr", "t", "9", "qz", "%", "--", "el", "É", "éL", "u 9"]) await same(`keyword=${encodeURIComponent(term)}`);
    // Accents: the word index ignores them, the trigram index keeps them (FTS5's tokenizers).
    expect((await same("keyword=el")).items.map((i) => i.id)).toContain(odd.id);
    expect((await same("keyword=%C3%A9LAN")).items.map((i) => i.id)).toContain(odd.id);
    expect((await same("keyword=elan+hall")).items.map((i) => i.id)).not.toContain(odd.id);
    // LIKE's wildcards and escape, and quotes, are plain characters of the term.
    for (const term of ["50%_Ü", "0%_", "%_ü", '"pro"', "e\\pl", "ge\\p", "_%", "a%e", "caf"]) {
      const result = await same(`keyword=${encodeURIComponent(term)}`);
      if (term !== "_%" && term !== "a%e") expect(result.items.map((i) => i.id), term).toContain(odd.id);
      else expect(result.total, term).toBe(0);
    }
    // A substring across two of a product's names (product, venue) is no match.
    const across = `${odd.productName.slice(-4)} ${odd.venueName.slice(0, 4)}`;
    expect((await same(`keyword=${encodeURIComponent(across)}`)).total).toBe(0);
  }, 60_000);

  it("gives the same sorts, ties, caps and pages, listed and grouped by venue", async () => {
    for (const sort of ["recommended", "price-asc", "price-desc", "capacity", "rating"]) {
      for (const filter of ["", "keyword=ubud", "keyword=ba", "keyword=room", "minRating=4", "category=hotel&pax=30", "pax=80", "pax=12&minPrice=300000&maxPrice=900000"]) {
        for (const page of ["1", "2", "5000"]) {
          const query = `sort=${sort}&${filter}&page=${page}`;
          await same(query);
          await same(query, { pastLastPage: "empty" });
          await same(`${query}&group=venue`);
        }
      }
    }
    // Deeper than the cap: the count follows the reader; a larger page size.
    const first = await same("");
    expect(first.totalCapped).toBe(true);
    expect(first.total).toBe(TOTAL_COUNT_CAP);
    await same(`page=${first.pageCount}`);
    await same(`page=${first.pageCount + 3}&limit=8`);
    await same("limit=100&page=11&sort=price-desc");
    await same("group=venue&page=13");
    // One venue's packages (its page), and the cover images.
    expect((await same("", { venueId: odd.venueId })).items[0].coverKey).toBe("venues/b.jpg");
    for (const query of ["sort=price-asc", "keyword=ba", "page=3", "group=venue"]) await same(query, { venueId: odd.venueId });
  }, 120_000);

  it("follows renames on both engines", async () => {
    const item = (await searchProducts(filters("keyword=Ubud"))).items[0];
    await run((db) => db.update(tables.venues).set({ name: "Qi Garden Resort" }).where(eq(tables.venues.id, item.venueId)));
    await client`update venues set name = 'Qi Garden Resort' where id = ${item.venueId}`;
    await run((db) => db.update(tables.products).set({ productName: "Zwölf Suite" }).where(eq(tables.products.id, item.id)));
    await client`update products set product_name = 'Zwölf Suite' where id = ${item.id}`;
    expect((await same("keyword=qi")).items.map((i) => i.id)).toContain(item.id);
    expect((await same("keyword=zwo")).total).toBe(0);
    expect((await same("keyword=zw")).items.map((i) => i.id)).toContain(item.id);
    expect((await same("keyword=w%C3%B6lf+s")).items.map((i) => i.id)).toContain(item.id);
  }, 60_000);
});
