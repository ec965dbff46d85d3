// A vendor on a slow phone opens a reservation's detail and reaches for "Message the planner"
// while the page's scripts are still starting. The detail is served as an overlay and becomes a
// modal <dialog> once React hydrates (ADR 0192); it used to stand top-aligned at its full
// height on phones and then jump to a centred, 90vh box, and a tap at that moment missed the
// link (messaging.spec.ts failed so, now and then). The scripts are held back here, the link
// is scrolled to, and hydration must leave it where it was, so the tap lands.
// (JavaScript on only: without it there is no hydration.)
import { expect, test, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first, run } from "~/db.server";

const db = openE2eDb();
const PRODUCT = 1; // a product of the demo vendor's venue

/** Opens `path` with the page's scripts held back until the returned function is called. */
async function openWithScriptsHeld(page: Page, path: string) {
  let startScripts!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (startScripts = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading" && [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet));
  return startScripts;
}

for (const size of ["desktop", "phone"] as const) {
  test(`the reservation detail does not move as it becomes a modal dialog (${size})`, async ({ page }, testInfo) => {
    test.skip(!testInfo.project.use.javaScriptEnabled, "no hydration without JavaScript");
    if (size === "phone") await page.setViewportSize({ width: 390, height: 844 });
    const planner = (await first(db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.customer.email))))!;
    const { invoice, lineIds } = await createLineInvoice(db, { productId: PRODUCT, startsAt: new Date(Date.now() + (size === "phone" ? 541 : 540) * 24 * 3600_000), name: "Slow Phone", email: DEMO_ACCOUNTS.customer.email });
    await run((db) => db.update(schema.invoices).set({ userId: planner.id }).where(eq(schema.invoices.id, invoice.id)));
    await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password, "/dashboard/manage-reservations");

    const startScripts = await openWithScriptsHeld(page, `/dashboard/manage-reservations?detail=${lineIds[0]}`);
    const dialog = page.getByRole("dialog", { name: "Reservation Detail" });
    const link = dialog.getByRole("link", { name: "Message the planner" });
    await link.scrollIntoViewIfNeeded();
    const box = () => link.evaluate((el) => JSON.stringify(el.getBoundingClientRect()));
    const before = await box();
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(false);
    startScripts();
    await expect.poll(() => dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    expect(await box()).toBe(before);
    await link.click();
    await expect(page).toHaveURL(/\/dashboard\/messages\//);
  });
}
