// The page-weight check behind `npm run bench:weight` and the CI spec fails on each budget.
import { describe, expect, it } from "vitest";
import { overBudget, type PageWeight } from "../../scripts/page-weight";

const page = (path: string, kb: number, cssKb: number): PageWeight => ({ route: `routes${path}`, path, kb, cssKb, files: 5, css: [] });

describe("page weight budgets", () => {
  it("passes pages within 120 KB of JS, 20 KB of CSS and a search page within 30 KB", () => {
    expect(overBudget([page("/", 119.9, 19.9)], { bytes: 30 * 1024 })).toEqual([]);
  });

  it("names each page over its JS or CSS budget and a search page over 30 KB as served", () => {
    const problems = overBudget([page("/login", 120.1, 9), page("/search", 100, 20.5), page("/", 90, 9)], { bytes: 31 * 1024 });
    expect(problems).toEqual([
      "/login: 120.1 KB of JS (budget 120)",
      "/search: 20.5 KB of CSS (budget 20)",
      "/search HTML: 31 KB as served (budget 30)",
    ]);
  });
});
