// The PostgreSQL e2e pass leaves out the specs that read only markup and words (ADR 0401): each
// name on that list is a spec that exists (a renamed spec would otherwise run on PostgreSQL
// unnoticed, or the list would rot), and the specs that test money, bookings and accounts stay in.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MARKUP_ONLY_SPECS } from "../../playwright.config";

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
