// Planner-facing defects of issue 26 where the browser matters: the phone 404 card's width, the
// site's error page for a broken escape, Escape on the phone menu, money that never wraps, and
// the chosen date in DD/MM/YYYY beside the browser's date picker.
import { expect, test, type Page } from "./support/test";

const PHONE = { width: 390, height: 844 };

/** Today in Bali plus some days, as YYYY-MM-DD. */
function baliDate(daysAhead: number) {
  return new Date(Date.now() + 8 * 3600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}
const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("/");

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test("on a phone: the 404 card fits the screen, a broken escape gets the site's error page with 400, Escape closes the menu", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize(PHONE);
  const missing = await page.goto("/this/does/not-exist");
  expect(missing?.status()).toBe(404);
  const card = page.getByTestId("not-found").locator("div").first();
  expect((await card.boundingBox())!.x + (await card.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await horizontalOverflow(page)).toBe(0);

  const bad = await page.goto("/payment/%ff");
  expect(bad?.status()).toBe(400);
  await expect(page.getByTestId("error-page")).toContainText("Error 400");
  await expect(page.getByRole("link", { name: "Back To Home Page" })).toBeVisible();

  if (javaScriptEnabled) {
    await page.goto("/");
    const menu = page.getByTestId("phone-menu");
    await menu.getByLabel("Menu").click();
    await expect(menu.getByRole("link", { name: "Venues" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: "Venues" })).toBeHidden();
    await expect(menu.getByLabel("Menu")).toBeFocused();
  }
});

test("date pickers show the chosen date as DD/MM/YYYY, on the search form and the booking form", async ({ page, javaScriptEnabled }) => {
  const date = baliDate(12);
  await page.goto(`/search?date=${date}`);
  const searchDate = page.locator('form[role="search"], form').filter({ has: page.getByLabel("Date", { exact: true }) }).first();
  await expect(searchDate.getByTestId("chosen-date")).toHaveText(`${ddmmyyyy(date)} (DD/MM/YYYY)`);
  const productHref = await page.locator('a[href^="/product-detail/"]').first().getAttribute("href");
  const productPath = productHref!.split(/[?#]/)[0]!;

  await page.goto(`${productPath}?date=${date}`);
  const booking = page.locator("form#book");
  await expect(booking.getByTestId("chosen-date")).toHaveText(`${ddmmyyyy(date)} (DD/MM/YYYY)`);
  if (javaScriptEnabled) {
    const later = baliDate(20);
    await booking.getByLabel("Date").fill(later);
    await expect(booking.getByTestId("chosen-date")).toHaveText(`${ddmmyyyy(later)} (DD/MM/YYYY)`);
    await page.goto("/");
    const home = page.locator("form").filter({ has: page.getByTestId("chosen-date") }).first();
    await home.getByLabel("Date").fill(later);
    await expect(home.getByTestId("chosen-date")).toHaveText(`${ddmmyyyy(later)} (DD/MM/YYYY)`);
  }

  // On a phone, the product page's price keeps "Rp" and its digits on one line.
  await page.setViewportSize(PHONE);
  await page.goto(productPath);
  const prices = page.locator(".money").filter({ visible: true });
  await expect(prices.first()).toBeVisible();
  const lineCounts = await prices.evaluateAll((els) => els.map((el) => el.getClientRects().length));
  expect(lineCounts.length).toBeGreaterThan(0);
  expect(lineCounts.filter((lines) => lines !== 1)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
});
