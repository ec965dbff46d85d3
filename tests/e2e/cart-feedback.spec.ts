// Feedback in the same response: a guest's first ADD TO RESERVATION LIST (no cart session yet)
// shows the header's cart badge on the page that answers the post, with JavaScript on and off.
import { expect, test } from "./support/test";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";

test("a new guest's first item shows in the header's cart badge at once", async ({ page }) => {
  await page.goto("/product-detail/1");
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(addDaysIso(baliIsoDate(), 12));
  await form.getByLabel("Time").selectOption("11:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("Team offsite");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
});
