// The spec's category, inclusion and package-type filters and the group-by-venue view
// (ADR 0200), from the filter bar, JS on and off, on desktop and on a 390 px phone.
import { expect, test } from "./support/test";

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("category, inclusion and package type narrow the results and stay in the query string", async ({ page, javaScriptEnabled }) => {
      await page.goto("/search");
      if (viewport.width < 640) await page.getByText("Filters", { exact: true }).click();
      const form = page.getByRole("search", { name: "Venue search" });
      await form.getByLabel("Category").selectOption("hall");
      if (javaScriptEnabled) await expect(page).toHaveURL(/category=hall/);
      await form.getByLabel("Package type").selectOption("halfday");
      if (javaScriptEnabled) await expect(page).toHaveURL(/packageType=halfday/);
      await form.getByLabel("Projector").check();
      if (!javaScriptEnabled) await form.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/category=hall/);
      await expect(page).toHaveURL(/packageType=halfday/);
      await expect(page).toHaveURL(/inclusion=projector/);
      const cards = page.getByTestId("venue-card");
      await expect(cards.first()).toBeVisible();
      // Retried as one assertion: with JS on the URL changes before the new results replace the
      // old list, so a snapshot of the cards (cards.all()) could hold cards that then go.
      await expect(cards.filter({ hasNotText: "Half Day Meeting Package" })).toHaveCount(0);
      // Without JS the page reloads with the panel folded; with JS it stays as it was.
      await expect(page.getByTestId("venue-card").first()).toBeVisible();
      if (!(await form.isVisible())) await page.getByText("Filters", { exact: true }).click();
      await expect(form.getByLabel("Category")).toHaveValue("hall");
      await expect(form.getByLabel("Projector")).toBeChecked();
      await expect(form.getByLabel("TV screen")).not.toBeChecked();
    });

    test("group by venue shows one card per venue with its matching packages, and back", async ({ page }) => {
      await page.goto("/search?category=hall");
      await page.getByRole("navigation", { name: "Group results" }).getByRole("link", { name: "By venue" }).click();
      await expect(page).toHaveURL(/group=venue/);
      await expect(page).toHaveURL(/category=hall/);
      const groups = page.getByTestId("venue-group");
      await expect(groups.first()).toBeVisible();
      const names = await groups.locator("h3").allTextContents();
      expect(new Set(names).size).toBe(names.length);
      expect(names.length).toBeLessThanOrEqual(8);
      await expect(page.getByTestId("result-count")).toContainText("venue(s)");
      await expect(groups.first().getByRole("link", { name: /BOOK NOW/ }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.getByRole("navigation", { name: "Group results" }).getByRole("link", { name: "All packages" }).click();
      await expect(page).not.toHaveURL(/group=venue/);
      await expect(page.getByTestId("venue-card").first()).toBeVisible();
    });
  });
}
