// The PostgreSQL e2e pass leaves out the specs that read only markup and words (ADR 0401): each
// name on that list is a spec that exists (a renamed spec would otherwise run on PostgreSQL
// unnoticed, or the list would rot), and the specs that test money, bookings and accounts stay in.
// Under `npm test` the SQLite pass leaves out the JavaScript-on desktop tests the PostgreSQL pass
// runs (ADR 0450): every JavaScript-on test still runs on one engine.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MARKUP_ONLY_SPECS, PHONE_TITLE, SQLITE_ONLY_SPECS } from "../../playwright.config";
import { testsOnPostgres } from "../support/test-db";

const specs = fs.readdirSync(path.resolve("tests/e2e")).filter((f) => f.endsWith(".spec.ts"));

describe("the PostgreSQL e2e pass", () => {
  it("leaves out only specs that exist", () => {
    expect(MARKUP_ONLY_SPECS.length).toBeGreaterThan(0);
    expect(MARKUP_ONLY_SPECS.filter((f) => !specs.includes(f))).toEqual([]);
  });

  it("keeps the specs of money, bookings, accounts, teams and requests for proposal", () => {
    const kept = specs.filter((f) => !MARKUP_ONLY_SPECS.includes(f));
    const dataPrefixes = ["cart-", "checkout-", "payments-", "cancellations-", "refunds-", "ledger-", "accounts-", "vendor-", "rfp-", "messaging", "reviews", "money-", "ops-", "admin-"];
    expect(specs.filter((f) => dataPrefixes.some((p) => f.startsWith(p)) && !kept.includes(f))).toEqual([]);
    expect(kept.length).toBeGreaterThan(MARKUP_ONLY_SPECS.length);
  });
});

/** The JavaScript-on tests Playwright would run with these settings, as "file › describes › title". */
function listJsOn(env: Record<string, string>): string[] {
  const out = execFileSync("npx", ["playwright", "test", "--list", "--reporter=list", "--project", "js-on"], {
    env: { ...process.env, E2E_DATABASE_URL: "", E2E_MARKUP_AUDITS: "", E2E_BEHAVIOUR_JS_ON: "", ...env },
    encoding: "utf8",
  });
  return out.split("\n").flatMap((line) => {
    const m = /^\s*\[js-on\] › ([^:]+):\d+:\d+ › (.*)$/.exec(line);
    return m ? [`${m[1]} › ${m[2]}`] : [];
  });
}

// ADR 0450: under `npm test` the SQLite pass's JS-on project leaves out what the PostgreSQL pass runs.
// Reads no database: it runs in the SQLite unit pass only (three listings, about 15 s of CPU).
describe.skipIf(testsOnPostgres)("the SQLite pass beside the PostgreSQL pass", () => {
  it("keeps in full every spec that skips tests on PostgreSQL", () => {
    const skipping = specs.filter((f) => fs.readFileSync(path.resolve("tests/e2e", f), "utf8").includes("test.skip(e2eOnPostgres"));
    expect(skipping.length).toBeGreaterThan(0);
    expect(SQLITE_ONLY_SPECS.filter((f) => !specs.includes(f))).toEqual([]);
    expect(skipping.filter((f) => !SQLITE_ONLY_SPECS.includes(f))).toEqual([]);
  });

  it("runs every JavaScript-on test once on one engine or the other, and only SQLite-only specs on both", () => {
    const all = listJsOn({});
    const sqlite = listJsOn({ E2E_BEHAVIOUR_JS_ON: "postgres" });
    const postgres = listJsOn({ E2E_DATABASE_URL: "postgres://list-only.invalid/db", E2E_MARKUP_AUDITS: "skip" });
    expect(postgres.length).toBeGreaterThan(50);
    // The split leaves out what PostgreSQL runs: a pattern that stopped matching would run everything twice.
    expect(sqlite.length).toBeLessThan(all.length - 50);
    const either = new Set([...sqlite, ...postgres]);
    expect(all.filter((t) => !either.has(t))).toEqual([]);
    expect([...either].filter((t) => !all.includes(t))).toEqual([]);
    const onBoth = sqlite.filter((t) => postgres.includes(t)).map((t) => t.split(" › ")[0]!);
    expect([...new Set(onBoth)].filter((f) => !SQLITE_ONLY_SPECS.includes(f))).toEqual([]);
    // Phone-size tests of behaviour specs stay on SQLite with JavaScript on.
    expect(sqlite.some((t) => PHONE_TITLE.test(t) && !MARKUP_ONLY_SPECS.includes(t.split(" › ")[0]!))).toBe(true);
  }, 60_000);
});
