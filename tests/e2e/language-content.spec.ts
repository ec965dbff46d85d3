// Vendor texts in two languages (issue 27 item 4, ADR 0325), JS on and off: a vendor writes a
// product's inclusions in Bahasa Indonesia, an Indonesian visitor reads them and an English one
// the English; English-only texts reach an Indonesian visitor marked. Plus the missing-key
// detector over the three listing pages and their fit on a 390 px phone.
import { expect, test } from "./support/test";
import { and, eq } from "drizzle-orm";
import { login } from "./support/auth";
import { englishTexts, renderedTexts, untranslated } from "./support/language";
import { openE2eDb, schema } from "./support/payments-db";
import { fillInclusions, seededVendor } from "./support/vendors";
import * as layout from "../../app/i18n/dict/layout.server";
import * as listing from "../../app/i18n/dict/listing.server";
import { first, run } from "~/db.server";

// The inclusion editor spec's vendors: it edits their first active product, this adds an inactive one.
const db = openE2eDb();

test("a vendor writes inclusions in Bahasa Indonesia; each visitor reads their language, English-only marked", async ({ page }, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  const vendor = await seededVendor(db, jsOn ? 13 : 14);
  await login(page, vendor.email, vendor.password);
  await page.goto("/dashboard/product-list?new=1");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Save" }) }).last();
  const name = `Paket Rapat ${jsOn ? "on" : "off"} ${Date.now() % 100000}`;
  await form.getByLabel("Sub venue *").selectOption({ index: 1 });
  await form.getByLabel("Product name *").fill(name);
  await form.getByLabel("Price (Rp) *").fill("3500000");
  await fillInclusions(form, ["Coffee break"], jsOn);
  if (jsOn) {
    await form.getByLabel("New item in Bahasa Indonesia").fill("Rehat kopi");
    await form.getByRole("button", { name: "Add item in Bahasa Indonesia" }).click();
  } else {
    await form.getByLabel("Inclusion in Bahasa Indonesia (one per line)").fill("Rehat kopi");
  }
  await form.getByLabel("Status").selectOption("inactive");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product has been saved!")).toBeVisible();
  const product = (await first(db.select().from(schema.products).where(and(eq(schema.products.supplierId, vendor.supplierId), eq(schema.products.productName, name)))))!;
  expect(product.inclusionId).toBe("<ul><li>Rehat kopi</li></ul>");

  const inclusions = page.locator("section[aria-labelledby=inclusions]");
  await page.goto(`/product-detail/${product.id}?lang=id`);
  await expect(inclusions.getByText("Rehat kopi")).toBeVisible();
  await expect(inclusions.getByTestId("language-fallback")).toHaveCount(0);
  await page.goto(`/product-detail/${product.id}?lang=en`);
  await expect(inclusions.getByText("Coffee break")).toBeVisible();
  await expect(inclusions.getByText("Rehat kopi")).toHaveCount(0);

  // The same product without its Indonesian: English, marked and in lang="en", to an Indonesian visitor.
  await run((db) => db.update(schema.products).set({ inclusionId: "" }).where(eq(schema.products.id, product.id)));
  await page.goto(`/product-detail/${product.id}?lang=id`);
  await expect(inclusions.getByText("Coffee break")).toBeVisible();
  await expect(inclusions.locator('[lang="en"]')).toContainText("Coffee break");
  await expect(inclusions.getByTestId("language-fallback")).toHaveText("(dalam bahasa Inggris)");
});

test("the listing pages in Indonesian show no English of their dictionaries and fit a 390 px phone", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the same server-rendered texts without JS");
  const vendor = await seededVendor(db, 15);
  const product = (await first(db.select().from(schema.products).where(eq(schema.products.supplierId, vendor.supplierId))))!;
  const english = englishTexts(layout, listing);
  await login(page, vendor.email, vendor.password);
  const found: Record<string, string[]> = {};
  for (const path of ["/dashboard/venue-info", "/dashboard/subvenue-list?new=1", `/dashboard/product-list?edit=${product.id}`, `/dashboard/product-list?view=${product.id}`]) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=id`);
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      if (width === 1280) {
        // The dashboard's navigation is the dashboard layout's (translated with it), not these pages'.
        const nav = (await page.locator("nav").allInnerTexts()).flatMap((t) => t.split("\n").map((l) => l.trim()));
        found[path] = untranslated(await renderedTexts(page), english).filter((text) => !nav.includes(text));
      }
      // eslint-disable-next-line test-honesty/conditional-expect -- width is the loop's own pair (1280, 390): each page is checked at both, the texts at 1280 and the overflow at 390
      else expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 390 px`).toBeLessThanOrEqual(390);
    }
  }
  expect(Object.keys(found)).toHaveLength(4);
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((p) => [p, []])));
});
