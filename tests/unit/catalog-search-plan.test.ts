// A page of results is read from the page's ids (ADR 0290): SQLite must drive the join from the
// ids of the page (eight rows) into products by its key, never scan every product and probe the
// page. The planner chose the scan once the rates ran past a year (the twelve-month window)
// and a search went from 4 to 40-85 ms p95 at 100k products; this reads the plans themselves.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts, searchVenues } from "~/catalog/search.server";
import { bookingDateRange } from "~/cart/cart.server";
import { getDb, openDatabase, sqliteClient } from "~/db.server";
import { installDatabase } from "../support/test-db";
import { seedDatabase } from "~/seed/seed.server";
import { LocalDiskStorage } from "~/storage/storage.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";

const today = baliIsoDate();
/** Plans of the statements that read a page of rows, by their SQL. */
const plans = new Map<string, string[]>();

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-db-"));
  const db = openDatabase(path.join(dir, "test.db"));
  await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), skipImages: true, products: 3000 });
  db.$client.exec("analyze");
  installDatabase(db);
  // Read the plan of each page statement with the parameters it is run with, on the app's reader.
  const client = sqliteClient(getDb());
  const prepare = client.prepare.bind(client);
  // The connection hands out the statement it keeps for a text (ADR 0433): wrapped once.
  const wrapped = new WeakSet<object>();
  client.prepare = ((sql: string) => {
    const stmt = prepare(sql);
    if (/^\s*with (page|hit)\b/.test(sql) && !wrapped.has(stmt)) {
      wrapped.add(stmt);
      const all = stmt.all.bind(stmt);
      stmt.all = ((...params: unknown[]) => {
        const steps = prepare(`explain query plan ${sql}`).all(...params) as { id: number; parent: number; detail: string }[];
        // The outer query's steps: not inside the page's co-routine (which walks an index in order).
        const inner = new Set<number>();
        for (const s of steps) if (/^(CO-ROUTINE|MATERIALIZE)/.test(s.detail) || inner.has(s.parent)) inner.add(s.id);
        plans.set(sql, steps.filter((s) => !inner.has(s.id)).map((s) => s.detail));
        return all(...params);
      }) as typeof stmt.all;
    }
    return stmt;
  }) as typeof client.prepare;
}, 60_000); // seeding 3,000 products takes 5-15 s on a busy 2-core machine

const SEARCHES = ["", "sort=price-asc", "sort=price-desc", "sort=capacity", "sort=rating", "packageType=halfday&sort=price-asc", "minRating=4", "keyword=ubud"];

describe("the page of results", () => {
  for (const date of [addDaysIso(today, 3), bookingDateRange().max]) {
    it(`joins the page's ids to products by key, for every sort (${date === today ? "soon" : date})`, async () => {
      plans.clear();
      for (const query of SEARCHES) {
        const f = { ...parseSearchParams(new URLSearchParams(`date=${date}&time=10:00&${query}`), { today }), limit: 8 };
        expect((await searchProducts(f)).items.length).toBeGreaterThan(0);
        await searchVenues({ ...f, group: "venue" });
      }
      expect(plans.size).toBeGreaterThan(0);
      for (const [sql, steps] of plans) {
        // Products found by their key from the page's rows, not scanned with the page probed.
        const plan = `${steps.join("\n")}\n${sql}`;
        expect(steps.filter((d) => /^SCAN /.test(d)), plan).toEqual([expect.stringMatching(/^SCAN (page|hit)\b/)]);
        expect(steps, plan).toContainEqual(expect.stringMatching(/^SEARCH p USING INTEGER PRIMARY KEY/));
      }
    });
  }
});
