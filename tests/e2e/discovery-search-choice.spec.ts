// Search that helps choose (ADR 0123), JS on and off: sort, indoor/outdoor and a price range
// in the query string, and an empty result that offers next steps.
import { expect, test } from "./support/test";

const rupiah = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));

test("sort by price and filter outdoor rooms from the filter bar", async ({ page, javaScriptEnabled }) => {
  await page.goto("/search");
  const form = page.getByRole("search", { name: "Venue search" });
  await form.getByLabel("Sort by").selectOption("price-asc");
  await form.getByLabel("Setting").selectOption("outdoor");
  if (!javaScriptEnabled) await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/setting=outdoor/);
  const cards = page.getByTestId("venue-card");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("(outdoor)");
  const prices = (await cards.locator("p > span.venue-card-price").allTextContents()).map(rupiah);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The filters keep what was chosen.
  await expect(form.getByLabel("Sort by")).toHaveValue("price-asc");
  await expect(form.getByLabel("Setting")).toHaveValue("outdoor");
});

test("an empty result offers clearing filters, nearby districts and a Request for Proposal", async ({ page }) => {
  await page.goto("/search?keyword=Ubud&minPrice=900000000000");
  const empty = page.getByTestId("empty-state");
  await expect(empty).toContainText("No venues match your search");
  await expect(empty.getByRole("link", { name: "Send a Request for Proposal" })).toHaveAttribute("href", "/inquiry");
  await expect(empty.getByRole("navigation", { name: "Nearby districts" }).getByRole("link", { name: "Sanur" })).toBeVisible();
  await empty.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(page.getByTestId("venue-card").first()).toBeVisible();
});
