// Page weight budgets (ADR 0124, 0182, 0373): every public page loads at most 95 KB of gzipped
// JS on first load (issue 43; the browser bundle runs on preact/compat, ADR 0475) and 20 KB
// of gzipped CSS (a map's code comes later, by dynamic import, only when a map is on screen), and the search page's HTML is at most 30 KB as this server sends it and 55.6 KB
// uncompressed (issue 43). Reads the client
// build (runs after `remix build`), asks the running server for /search, prints the figures:
// the same check as `npm run bench:weight`.
import { expect, test } from "./support/test";
import { overBudget, PAGE_BUDGET_KB, publicPageWeights, servedDocument, weightTable } from "../../scripts/page-weight";

// It runs alone in the "budgets" project, before the others (playwright.config.ts): the /search
// page it weighs is the seeded one, whatever order the other specs run in.
test("every public page holds the JavaScript, CSS and HTML budgets", async ({ baseURL }) => {
  const pages = publicPageWeights();
  expect(pages.length).toBeGreaterThan(20);
  console.log(weightTable(pages));
  const html = await servedDocument(`${baseURL}/search`);
  expect(html.status).toBe(200);
  console.log(`/search HTML as served: ${(html.bytes / 1024).toFixed(1)} KB (${html.encoding})`);
  const raw = await servedDocument(`${baseURL}/search`, "identity");
  expect(raw.encoding).toBe("identity");
  console.log(`/search HTML uncompressed: ${raw.bytes} bytes`);
  expect(overBudget(pages, html, raw), "pages over their budget").toEqual([]);
  // The goal of issue 43, for every public page.
  expect(PAGE_BUDGET_KB).toBe(95);
});
