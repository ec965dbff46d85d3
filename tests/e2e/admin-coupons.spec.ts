// Coupons in the admin console (ADR 0231), JS on and off: a wrong field is answered beside it
// with what was typed kept; a new coupon works at checkout at once; once deactivated, a planner
// who had applied it sees it refused; the audit log shows both changes.
import { expect, test, type Page } from "./support/test";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";

// A product no other spec books, on a date of its own per project (inside the one-month window).
const PRODUCT = 2;

async function addToList(page: Page, date: string) {
  await page.goto(`/product-detail/${PRODUCT}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Time").selectOption("14:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("Coupon check");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
}

/** Delays data reloads (Remix's GET ?_data requests) by a second; `answered` resolves when the next one has answered. */
async function holdDataReload(page: Page): Promise<{ answered: Promise<unknown> }> {
  const isReload = (url: URL) => url.searchParams.has("_data");
  await page.route(isReload, async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  return { answered: page.waitForResponse((response) => isReload(new URL(response.url())) && response.request().method() === "GET") };
}

test("the admin creates a coupon, a planner applies it, the admin deactivates it and checkout refuses it", async ({ page, browser }, testInfo) => {
  const code = `E2E${testInfo.project.name === "js-off" ? "OFF" : "ON"}${Date.now().toString(36).toUpperCase()}`;
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Coupons" }).click();
  await expect(page.getByRole("heading", { name: "Coupons", level: 1 })).toBeVisible();

  const form = page.getByRole("form", { name: "New coupon" });
  const withJs = testInfo.project.use.javaScriptEnabled;
  // With JavaScript the refusal shows while the page's data reloads: hold that reload for a
  // second, so typing happens before it ends (as on a slow phone), then check nothing typed is lost.
  const reloaded = withJs ? await holdDataReload(page) : null;
  await form.getByLabel("Code").fill("HALF OFF");
  await form.getByLabel("Discount (%)").fill("150");
  await form.getByLabel("Usage limit").fill("5");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByLabel("Code")).toHaveAccessibleDescription("Use letters, digits, - and _ only (no spaces)");
  await expect(form.getByLabel("Discount (%)")).toHaveAccessibleDescription("Enter a whole number of percent, from 1 to 100");
  await expect(form.getByLabel("Usage limit")).toHaveValue("5");

  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByLabel("Discount (%)").fill("20");
  if (reloaded) {
    await reloaded.answered;
    await page.unrouteAll({ behavior: "wait" });
  }
  // Still what was typed after the reload ended (the form used to remount and lose it).
  await expect(form.getByLabel("Code")).toHaveValue(code.toLowerCase());
  await expect(form.getByLabel("Discount (%)")).toHaveValue("20");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByText(`Coupon ${code} has been created.`)).toBeVisible();
  const row = page.locator(`[data-testid="coupon-row"][data-code="${code}"]`);
  await expect(row.getByTestId("coupon-state")).toHaveText("Active");
  await expect(row).toContainText("0 of 5");

  // A guest applies it on the reservation list.
  const planner = await browser.newPage({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  await addToList(planner, addDaysIso(baliIsoDate(), testInfo.project.name === "js-off" ? 20 : 19));
  await planner.goto("/reservation-summary");
  await planner.getByLabel("Coupon code").fill(code.toLowerCase());
  await planner.getByRole("button", { name: "APPLY" }).click();
  await expect(planner.getByText("Horey, Your coupon code is valid!")).toBeVisible();
  await expect(planner.getByTestId("applied-coupon")).toHaveText(code);

  await row.getByRole("button", { name: `Deactivate ${code}` }).click();
  await expect(page.getByText(`Coupon ${code} is deactivated`)).toBeVisible();
  await expect(row.getByTestId("coupon-state")).toHaveText("Deactivated");
  await expect(row.getByRole("button", { name: `Deactivate ${code}` })).toHaveCount(0);

  // The planner's list no longer counts it, and says why.
  await planner.goto("/reservation-summary");
  await expect(planner.getByText(`${code}: Coupon code is not valid`)).toBeVisible();
  await expect(planner.getByTestId("applied-coupon")).toHaveCount(0);
  await planner.close();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
  const audit = page.getByTestId("audit-row").filter({ hasText: `coupon ${code}` });
  await expect(audit.filter({ hasText: "Deactivate coupon" })).toContainText("deactivated");
  await expect(audit.filter({ hasText: "Create coupon" })).toContainText(`${code}, 20 %`);
});
