// A planner on a slow phone fills the booking form and taps ADD TO RESERVATION LIST while the
// page's scripts are still starting (ADR 0342). The scripts are held back, the processor slowed
// 20 times, and the tap lands as Remix starts its router: the booking goes in with the date,
// time and quantity picked before. (The browser bundle runs on preact/compat, ADR 0475, which
// hydrates in one task: the tap is handled right after it, where React 18 handled it between
// hydration's slices.) Those stay in the form through hydration, and hydration does
// not move the form under the finger. (JavaScript on
// only: without it there is no hydration; every other booking spec also runs without it.)
import { expect, test, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { addDaysIso, baliIsoDate, baliToUtc } from "../../app/utils/format";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const PRODUCT = 1;

/** Opens the product page with its scripts held back until the returned function is called. */
async function openWithScriptsHeld(page: Page) {
  let startScripts!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (startScripts = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(`/product-detail/${PRODUCT}`, { waitUntil: "commit" });
  // The page as the browser shows it before the scripts: parsed, its stylesheets applied.
  await page.waitForFunction(() => document.readyState !== "loading" && [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet));
  return startScripts;
}

for (const size of ["desktop", "phone"] as const) {
  test.describe(size, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      test.skip(!testInfo.project.use.javaScriptEnabled, "no hydration without JavaScript");
      if (size === "phone") await page.setViewportSize({ width: 390, height: 844 });
    });

    test("what was picked before the scripts ran stays, and hydration does not move the form", async ({ page }) => {
      const startScripts = await openWithScriptsHeld(page);
      const form = page.locator("form#book");
      // No date: a date loads that day's hours, which changes the box above the button on purpose.
      await form.getByLabel("Time").selectOption("11:00");
      await form.getByLabel("Quantity").fill("95");
      const button = form.getByRole("button", { name: "ADD TO RESERVATION LIST" });
      const pageY = () => button.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
      const before = await pageY();
      startScripts();
      await expect(page.getByRole("button", { name: "One less" })).toBeVisible();
      expect(await pageY()).toBe(before);
      await expect(form.getByLabel("Time")).toHaveValue("11:00");
      await expect(form.getByLabel("Quantity")).toHaveValue("95");
      // The total follows the quantity kept.
      await expect(form.getByText(/ x 95 /)).toBeVisible();
    });

    test("a tap as the scripts start books the date and time picked before", async ({ page }) => {
      const date = addDaysIso(baliIsoDate(), size === "phone" ? 311 : 310);
      const startScripts = await openWithScriptsHeld(page);
      const form = page.locator("form#book");
      await form.getByLabel("Date").fill(date);
      await form.getByLabel("Time").selectOption("11:00");
      const layout = form.getByLabel("Seat layout");
      await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
      const eventName = `Slow phone ${size} ${Date.now().toString(36)}`;
      await form.getByLabel("Event name").fill(eventName);
      await form.getByLabel("Quantity").fill("96");

      // The tap comes as soon as the task that created Remix's router ends (on Preact that task
      // hydrated the page too), the processor slowed 20 times.
      await page.evaluate(() => {
        let router: unknown;
        Object.defineProperty(window, "__remixRouter", {
          configurable: true,
          get: () => router,
          set(value) {
            router = value;
            setTimeout(() => {
              (window as unknown as { tapped: boolean }).tapped = true;
              [...document.querySelectorAll<HTMLButtonElement>("form#book button")].find((b) => b.textContent?.includes("ADD TO RESERVATION LIST"))!.click();
            }, 0);
          },
        });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
      startScripts();
      await page.waitForFunction(() => "tapped" in window, null, { timeout: 30_000 });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

      await expect(page.getByText("Successfully added to Reservation List")).toBeVisible({ timeout: 15_000 });
      const item = await first(db.select().from(schema.cartItems).where(eq(schema.cartItems.eventName, eventName)));
      expect(item?.startsAt.getTime()).toBe(baliToUtc(date, "11:00").getTime());
      expect(item?.qty).toBe(96);
    });
  });
}
