// Result cards' links are plain anchors (ADR 0242): without JS they are ordinary links; with JS
// a plain click navigates in the app (the page is not reloaded: a mark left on window stays),
// while a modified click is left to the browser. Runs with JavaScript on and off, desktop and
// phone sizes.
import { appScriptsRunning, expect, test } from "./support/test";

for (const size of [{ name: "desktop", width: 1280, height: 800 }, { name: "phone", width: 390, height: 844 }]) {
  test(`result card links open the product, the venue and the booking form (${size.name})`, async ({ page }, testInfo) => {
    const js = testInfo.project.name === "js-on";
    await page.setViewportSize(size);
    await page.goto("/search");
    // A click before the scripts run is the browser's navigation, not the app's.
    if (js) await appScriptsRunning(page);
    const mark = async () => (js ? page.evaluate(() => ((window as unknown as { listLinkMark: number }).listLinkMark = 42)) : null);
    const marked = async () => (js ? page.evaluate(() => (window as unknown as { listLinkMark?: number }).listLinkMark) : null);

    const card = page.getByTestId("venue-card").first();
    const title = (await card.getByRole("heading").textContent())!.trim();
    await mark();
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/product-detail\/\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    if (js) expect(await marked(), "navigated in the app, no reload").toBe(42);

    await page.goBack();
    await expect(page).toHaveURL(/\/search/);
    await mark();
    await page.getByTestId("venue-card").first().getByRole("link", { name: /^BOOK NOW/ }).click();
    await expect(page).toHaveURL(/\/product-detail\/\d+.*#book$/);
    if (js) expect(await marked()).toBe(42);

    await page.goBack();
    const venueLink = page.getByTestId("venue-card").first().locator("p a").first();
    const venueName = (await venueLink.textContent())!.trim();
    await venueLink.click();
    await expect(page).toHaveURL(/\/venue-detail\/\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(venueName);
  });
}

test("a modified click on a card link is left to the browser (a new tab), the results stay", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "a handler exists only with JS");
  await page.goto("/search");
  const link = page.getByTestId("venue-card").first().getByRole("heading").getByRole("link");
  const [opened] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
  // The new tab starts at about:blank and then navigates: wait for the product page itself (its
  // "load" can be about:blank's, which failed once on the headless shell).
  await expect(opened).toHaveURL(/^[^?#]*\/product-detail\/\d+/);
  await expect(page).toHaveURL(/\/search/);
});
