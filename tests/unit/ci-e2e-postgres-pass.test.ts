// The PostgreSQL e2e pass leaves out the specs that read only markup and words (ADR 0401): each
// name on that list is a spec that exists (a renamed spec would otherwise run on PostgreSQL
// unnoticed, or the list would rot), and the specs that test money, bookings and accounts stay in.
// Under `npm test` the SQLite pass leaves out the JavaScript-on desktop tests the PostgreSQL pass
// runs (ADR 0450): every JavaScript-on test still runs on one engine.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jsOnDesktopOnPostgres, MARKUP_ONLY_SPECS, PHONE_TITLE, SQLITE_ONLY_SPECS } from "../../playwright.config";

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

// ADR 0450: under `npm test` the SQLite pass's JS-on project leaves out what the PostgreSQL pass
// runs. Playwright matches `grep`/`grepInvert` against "project file describes title" (its docs);
// the titles below are built that way for every spec file.
describe("the SQLite pass beside the PostgreSQL pass", () => {
  it("keeps in full every spec that skips tests on PostgreSQL", () => {
    const skipping = specs.filter((f) => fs.readFileSync(path.resolve("tests/e2e", f), "utf8").includes("test.skip(e2eOnPostgres"));
    expect(skipping.length).toBeGreaterThan(0);
    expect(SQLITE_ONLY_SPECS.filter((f) => !specs.includes(f))).toEqual([]);
    expect(skipping.filter((f) => !SQLITE_ONLY_SPECS.includes(f))).toEqual([]);
  });

  it("leaves out of SQLite exactly the JavaScript-on tests PostgreSQL runs, but for SQLite-only specs", () => {
    const split = jsOnDesktopOnPostgres();
    const titles = ["books a room", "desktop books a room", "phone books a room", "books a room at phone size", "a phoneline is not the phone size"];
    const rows = specs.flatMap((file) => titles.map((title) => ({ file, grepTitle: `js-on ${file} ${title}` })));
    const onPostgres = ({ file, grepTitle }: (typeof rows)[number]) => !MARKUP_ONLY_SPECS.includes(file) && !PHONE_TITLE.test(grepTitle);
    const leftOutOfSqlite = rows.filter((r) => split.test(r.grepTitle));
    expect(leftOutOfSqlite.length).toBeGreaterThan(50);
    // Every test left out of SQLite runs on PostgreSQL, and every one PostgreSQL runs is left out
    // unless its spec skips tests there.
    expect(leftOutOfSqlite.filter((r) => !onPostgres(r))).toEqual([]);
    expect(leftOutOfSqlite.filter((r) => SQLITE_ONLY_SPECS.includes(r.file))).toEqual([]);
    expect(rows.filter((r) => onPostgres(r) && !SQLITE_ONLY_SPECS.includes(r.file) && !split.test(r.grepTitle))).toEqual([]);
    // A file name with a dot elsewhere or as a prefix of another is not taken for a listed one.
    expect(split.test("js-on xaccessibility-axe.spec.ts books a room")).toBe(true);
    expect(split.test("js-on accessibility-axe.spec.ts books a room")).toBe(false);
  });
});
