// Error pages planners can act on: the 404 keeps the spec's background image and adds a
// message, a venue search and a way home.
import { expect, test } from "./support/test";

test("404: background image, a message, a venue search and a link home", async ({ page }) => {
  const response = await page.goto("/this/does/not-exist");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page not found \|/);
  const screen = page.getByTestId("not-found");
  await expect(screen).toHaveCSS("background-image", /not-found\.jpg/);
  await expect(screen.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(screen.getByRole("link", { name: "Back To Home Page" })).toHaveAttribute("href", "/");
  await screen.getByRole("searchbox", { name: "Venue or area" }).fill("Nusa Dua");
  await screen.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?keyword=Nusa\+Dua/);
});
