// Search plans are held (issue 43, ADR 0430): every query kind of bench:search is run on a seeded
// catalogue with a booking history and statistics (the engine's own `pragma optimize` on SQLite,
// ANALYZE on PostgreSQL), and the plan of every statement it runs (SQLite's EXPLAIN QUERY PLAN,
// PostgreSQL's EXPLAIN tree of nodes and indexes) must equal the one committed in
// tests/unit/search-plans/*.json. A plan that flips with the data, a dropped index or a rewritten
// query shows as a diff here instead of as a slow search at 100,000 products. After a deliberate
// change: PLANS_WRITE=1 npx vitest run tests/unit/catalog-search-plans.test.ts, and read the diff.
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PgSearchDb } from "~/catalog/search-postgres.server";
import { payablePrice100xPax, searchCriteria } from "~/catalog/search-common.server";
import { searchProducts } from "~/catalog/search.server";
import { parseSearchParams } from "~/catalog/search-params";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import { getDb, getEngine, setEngine, sqliteClient, type SqliteDb as DB } from "~/db.server";
import { openSqliteEngine, PG_SESSION_SETTINGS } from "~/db/engine.server";
import { takenDuring } from "~/availability/availability.server";
import { QUERY_KINDS, runSearch, runSearchPostgres, searchOf, seedBookingHistory, today } from "../../scripts/bench-search-kinds";
import { freshPostgresDatabase, postgresAvailable } from "../support/postgres";
import { freshDatabase, testsOnPostgres } from "../support/test-db";

const PLANS_DIR = path.join(__dirname, "search-plans");
const WRITE = process.env.PLANS_WRITE === "1";
/** Searches per kind: its variants (terms, filters, sorts, pages) cycle within these. */
const SEARCHES_PER_KIND = 4;

type Plans = Record<string, string[]>;

/** The committed plans of an engine, compared (or written, PLANS_WRITE=1). */
function expectHeld(engine: "sqlite" | "postgres", plans: Plans) {
  const file = path.join(PLANS_DIR, `${engine}.json`);
  if (WRITE) {
    fs.mkdirSync(PLANS_DIR, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(plans, null, 1)}\n`);
  }
  const held = JSON.parse(fs.readFileSync(file, "utf8")) as Plans;
  expect(Object.keys(plans).sort()).toEqual(Object.keys(held).sort());
  for (const [search, plan] of Object.entries(held)) expect(plans[search], search).toEqual(plan);
}

/** A short name of a statement: its first words, enough to tell the availability, count, page and walk apart. */
function statementName(sqlText: string): string {
  return sqlText.replace(/\s+/g, " ").trim().slice(0, 60);
}

describe.skipIf(testsOnPostgres)("search plans", () => {
  let db: DB;
  let names: string[];
  /** The statements run and their plans, in order, while `recording`. */
  let recorded: string[] = [];
  let recording = false;

  beforeAll(async () => {
    // More products than the count cap (walks and sorts both happen) and a booking history; then
    // the engine opened again, as a server starting on this database: its `pragma optimize`
    // writes the statistics and its reader plans with them (ADR 0430).
    const seeded = await freshDatabase({ products: 3000 });
    seedBookingHistory(seeded.$client, 3000);
    await getEngine().close();
    const engine = openSqliteEngine({ sqlitePath: seeded.$client.name });
    setEngine(engine);
    db = (engine.parts as { write: DB }).write;
    names = (db.$client.prepare("select name from venues order by id desc limit 3").all() as { name: string }[]).map((v) => v.name);
    // The app's reader: every statement's plan with the parameters it runs with.
    const client = sqliteClient(getDb());
    const prepare = client.prepare.bind(client);
    // The connection hands out the statement it keeps for a text (ADR 0433): wrapped once.
    const wrapped = new WeakSet<object>();
    client.prepare = ((sqlText: string) => {
      const stmt = prepare(sqlText);
      if (wrapped.has(stmt)) return stmt;
      wrapped.add(stmt);
      for (const method of ["all", "get", "iterate"] as const) {
        const run = (stmt[method] as (...params: unknown[]) => unknown).bind(stmt);
        (stmt as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
          // A pragma (the reader's data_version check, ADR 0445) has no plan to hold.
          if (recording && !/^\s*pragma /i.test(sqlText)) {
            const steps = prepare(`explain query plan ${sqlText}`).all(...params) as { detail: string }[];
            recorded.push(`${statementName(sqlText)} :: ${steps.map((s) => s.detail).join(" | ")}`);
          }
          return run(...params);
        };
      }
      return stmt;
    }) as typeof client.prepare;
  }, 120_000);

  /**
   * Each search's statements and plans; the availability's (rooms taken at the hour, the same for
   * every search) once, under their own key, with every plan they were seen with.
   */
  async function plansOf(run: (kind: (typeof QUERY_KINDS)[number], i: number) => Promise<unknown>, take: () => string[]): Promise<Plans> {
    const plans: Plans = {};
    const availability = new Set<string>();
    for (const kind of QUERY_KINDS) {
      for (let i = 0; i < SEARCHES_PER_KIND; i++) {
        await run(kind, i);
        const statements = take();
        for (const s of statements) if (!/\bproducts\b/.test(s.split(" :: ")[0]) && !/^with (page|hit|counted)|^select (count|p\.|venue_id|id)|^select \* from search_page_rows/.test(s)) availability.add(s);
        plans[`${kind.name} #${i}`] = statements.filter((s) => !availability.has(s));
      }
    }
    plans["availability (every search)"] = [...availability].sort();
    return plans;
  }

  it("runs every query kind on SQLite with the plans held in search-plans/sqlite.json", async () => {
    expect(QUERY_KINDS.length).toBeGreaterThan(20);
    recording = true;
    // A commit before each search: the reader keeps a search's answer until one (ADR 0474), and
    // two kinds can ask for the same filters; every search must run its statements here.
    const commit = db.$client.prepare("insert or replace into settings (key, value, updated_at) values ('search-plans-test', ?, ?)");
    const plans = await plansOf(
      (kind, i) => {
        commit.run(`${kind.name} #${i}`, Date.now());
        return runSearch(kind, searchOf(kind, i, names));
      },
      () => recorded.splice(0),
    );
    recording = false;
    expectHeld("sqlite", plans);
  }, 120_000);

  it("orders a head count's price sort by what the group pays, walked or sorted alike", async () => {
    // The merged walks (ADR 0430) against one plain ORDER BY of what the group pays over the
    // products the search finds (active, valid on the day, seating the group, not taken at 10:00):
    // the same ids in the same order, on pages 1-3.
    let walked = 0;
    for (const pax of [5, 12, 30, 80, 150]) {
      for (const sort of ["price-asc", "price-desc"]) {
        for (const page of [1, 2, 3]) {
          const f = parseSearchParams(new URLSearchParams({ pax: String(pax), sort, page: String(page), date: today, time: "10:00" }), { today });
          const found = await searchProducts(f);
          const c = searchCriteria(f);
          const taken = takenDuring(getDb(), c.hour);
          const expected = db.$client
            .prepare(
              `select p.id from products p where p.is_active = 1 and p.valid_to >= @dayStart and p.valid_from < @dayEnd and p.search_max_capacity >= @pax
                 and p.sub_venue_id not in (select value from json_each(@rooms)) and p.id not in (select value from json_each(@products))
               order by ${payablePrice100xPax("@pax")} ${sort === "price-desc" ? "desc" : "asc"}, p.id ${sort === "price-desc" ? "desc" : "asc"}
               limit @limit offset @offset`,
            )
            .pluck()
            .all({ dayStart: c.dayStart, dayEnd: c.dayEnd, pax, rooms: JSON.stringify(taken.subVenueIds), products: JSON.stringify(taken.productIds), limit: f.limit, offset: (page - 1) * f.limit }) as number[];
          expect(expected.length, `${pax} ${sort} ${page}`).toBeGreaterThan(0);
          expect(found.items.map((item) => item.id), `${pax} ${sort} ${page}`).toEqual(expected);
          if (found.totalCapped) walked++;
        }
      }
    }
    expect(walked).toBeGreaterThan(0);
  }, 60_000);

  describe.skipIf(!postgresAvailable())("on PostgreSQL", () => {
    let target: { url: string; drop: () => Promise<void> };
    let client: postgres.Sql;

    beforeAll(async () => {
      target = await freshPostgresDatabase();
      const copy = await copySqliteToPostgres({ sqlitePath: db.$client.name, postgresUrl: target.url });
      expect(copy.ok).toBe(true);
      client = postgres(target.url, { max: 1, onnotice: () => {}, connection: PG_SESSION_SETTINGS });
      await client.unsafe("vacuum analyze");
    }, 240_000);

    afterAll(async () => {
      await client?.end();
      await target?.drop();
    });

    it("runs every query kind on PostgreSQL with the plans held in search-plans/postgres.json", async () => {
      const seen: string[] = [];
      // The search's statements, each explained with its parameters: the tree of plan nodes
      // (scans with their indexes, joins, sorts, limits), without costs or conditions.
      const recordingClient = new Proxy(client, {
        get(target, prop, receiver) {
          if (prop !== "unsafe") return Reflect.get(target, prop, receiver);
          return (sqlText: string, params?: never[], options?: postgres.UnsafeQueryOptions) => {
            const answer = target.unsafe(sqlText, params, options);
            const explained = target.unsafe<{ "QUERY PLAN": string }[]>(`explain (costs off) ${sqlText}`, params).then((rows) => {
              const nodes = rows.map((r) => r["QUERY PLAN"]).filter((line, n) => n === 0 || /^\s*->/.test(line));
              seen.push(`${statementName(sqlText)} :: ${nodes.map((line) => line.replace(/^\s*->\s*/, (m) => `${" ".repeat(m.length - 4)}`)).join(" | ")}`);
            });
            // Awaited, or read through a cursor (a venue list's slice): the plan is recorded first.
            return {
              then: (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) =>
                Promise.all([answer, explained]).then(([rows]) => rows).then(resolve, reject),
              cursor: (rows: number) =>
                (async function* () {
                  await explained;
                  yield* answer.cursor(rows);
                })(),
            } as unknown as ReturnType<typeof target.unsafe>;
          };
        },
      });
      const pg: PgSearchDb = { $client: recordingClient };
      const plans = await plansOf(
        (kind, i) => runSearchPostgres(pg, kind, searchOf(kind, i, names)),
        () => seen.splice(0),
      );
      expectHeld("postgres", plans);
    }, 240_000);
  });
});
