// Search that does what it shows (issue 11, ADR 0201), JS on and off: only the tab links choose
// a tab; the filter bar shows the filters of the results shown (after "Venues", and for values
// from links); the default time is never in the past; a date outside the booking window is
// refused, not searched. On a phone the filters fold into a one-line summary.
import { expect, test, type Page } from "./support/test";

const baliNow = () => new Date(Date.now() + 8 * 3600_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function visibleSearchForm(page: Page) {
  const form = page.getByRole("search", { name: "Venue search" });
  return form;
}

test("after the Equipment tab, Search Venue and the district tiles show venues", async ({ page }) => {
  await page.goto("/search?tab=equipment");
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Equipment" })).toHaveAttribute("aria-current", "page");
  await page.goto("/");
  await page.getByRole("button", { name: "Search Venue" }).click();
  await expect(page).toHaveURL(/\/search\?/);
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Venue", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("venue-card").first()).toBeVisible();

  await page.goto("/search?tab=transport");
  await page.goto("/");
  await page.getByRole("link", { name: "Ubud" }).first().click();
  await expect(page).toHaveURL(/keyword=Ubud/);
  await expect(page.getByTestId("venue-card").first()).toBeVisible();
  await expect(page.getByTestId("venue-card").first()).toContainText("Ubud");
});

test("after a filtered search, the header's Venues shows all results and selects that say so", async ({ page, javaScriptEnabled }) => {
  await page.goto("/search?keyword=Nusa+Dua&setting=outdoor&sort=price-asc");
  const form = await visibleSearchForm(page);
  await expect(form.getByLabel("Setting")).toHaveValue("outdoor");
  await page.getByRole("banner").getByRole("link", { name: "Venues" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(form.getByLabel("Setting")).toHaveValue("");
  await expect(form.getByLabel("Sort by")).toHaveValue("recommended");
  await expect(form.getByLabel("Location")).toHaveValue("Bali");
  // The next change applies only itself.
  await form.getByLabel("Seat layout").selectOption("banquet");
  if (!javaScriptEnabled) await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/layout=banquet/);
  await expect(page).not.toHaveURL(/setting=outdoor|sort=price|keyword=Nusa/);
  await expect(form.getByLabel("Setting")).toHaveValue("");
});

test("pax (the head-count field, issue 42) and a custom capacity range from a link show in the form and survive the next change", async ({ page, javaScriptEnabled }) => {
  await page.goto("/search?pax=12");
  const form = await visibleSearchForm(page);
  await expect(form.getByLabel("Number of people")).toHaveValue("12");
  await form.getByLabel("Setting").selectOption("indoor");
  if (!javaScriptEnabled) await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/setting=indoor/);
  await expect(page).toHaveURL(/pax=12/);
  await expect(form.getByLabel("Number of people")).toHaveValue("12");

  await page.goto("/search?minCapacity=40&maxCapacity=80");
  await expect(form.getByLabel("Attendees")).toHaveValue("40-80");
  await form.getByLabel("Sort by").selectOption("capacity");
  if (!javaScriptEnabled) await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/sort=capacity/);
  await expect(page).toHaveURL(/attendees=40-80/);
  await expect(form.getByLabel("Attendees")).toHaveValue("40-80");
});

test("the default time is not in the past, and BOOK NOW from it books without a past-time error", async ({ page }) => {
  // The default start for a Bali clock reading: 08:00 until then, the next whole hour, after 23:00 tomorrow 08:00.
  const defaultStart = (at: Date) => {
    const h = at.getUTCHours();
    if (h >= 23) return [isoDay(new Date(at.getTime() + 3600_000)), "08:00"];
    return [isoDay(at), h < 8 ? "08:00" : `${String(h + 1).padStart(2, "0")}:00`];
  };
  const before = baliNow();
  await page.goto("/search");
  const form = await visibleSearchForm(page);
  const now = baliNow();
  const hour = now.getUTCHours();
  const shown = [await form.getByLabel("Date").inputValue(), await form.getByLabel("Time").inputValue()];
  // Rendered between the two readings: at an hour's turn either hour's default is right, and
  // nothing older (a page kept from the hour before, ADR 0464, failed here).
  expect([JSON.stringify(defaultStart(before)), JSON.stringify(defaultStart(now))]).toContain(JSON.stringify(shown));
  // A shared link with an hour already past searches from the next bookable hour instead.
  await page.goto(`/search?date=${isoDay(now)}&time=00:00`);
  // eslint-disable-next-line test-honesty/conditional-expect -- from 00:00 to 00:59 Bali time 00:00 is the current hour and is kept: the check holds for the other 23 hours of a run
  if (hour >= 1) await expect(form.getByLabel("Time")).not.toHaveValue("00:00");
  // The message is never shown twice (field and form).
  await page.getByTestId("venue-card").first().getByRole("link", { name: /BOOK NOW/ }).click();
  await expect(page.getByText("Please choose a time later than now")).toHaveCount(0);
});

test("a date outside the booking window is refused with the window message, not searched", async ({ page }) => {
  // Past the twelve-month window (ADR 0255).
  const far = isoDay(new Date(Date.now() + 8 * 3600_000 + 400 * 86_400_000));
  await page.goto(`/search?keyword=Ubud&date=${far}`);
  await expect(page.getByTestId("date-refused")).toContainText("Please choose a date from");
  await expect(page.getByTestId("venue-card")).toHaveCount(0);
  await expect(page.getByTestId("empty-state")).toHaveCount(0);
  const form = await visibleSearchForm(page);
  await expect(form.getByLabel("Date")).toHaveValue(far);
  await expect(form.getByRole("alert")).toContainText("Please choose a date from");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold into a one-line summary and results start in the first screen", async ({ page, javaScriptEnabled }) => {
    await page.goto("/search?keyword=Nusa+Dua&setting=indoor");
    const summary = page.getByTestId("filters-summary");
    await expect(summary).toContainText("Nusa Dua");
    await expect(summary).toContainText("1 more filter");
    await expect(page.getByRole("search", { name: "Venue search" })).toBeHidden();
    const card = page.getByTestId("venue-card").first();
    const box = await card.boundingBox();
    expect(box!.y).toBeLessThan(844);
    console.log(`first result card top at 390x844: ${Math.round(box!.y)} px (js ${javaScriptEnabled ? "on" : "off"})`);
    // The panel opens without JS and works as the desktop form.
    await page.getByText("Filters", { exact: true }).click();
    const form = page.getByRole("search", { name: "Venue search" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Setting")).toHaveValue("indoor");
    await form.getByLabel("Package type").selectOption("fullday");
    if (!javaScriptEnabled) await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/packageType=fullday/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
