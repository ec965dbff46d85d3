// Keyboard use: the first Tab reaches "Skip to main content", which moves on to the page's
// <main> (JS on and off); the dashboards' dialogs keep focus inside while open, close on
// Escape and give focus back to the link that opened them (ADRs 0191, 0192).
import { expect, test, type Page } from "./support/test";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb } from "./support/payments-db";

const db = openE2eDb();
const VENDOR_PRODUCT = 1;

const focusInside = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

for (const path of ["/", "/search?keyword=Nusa+Dua", "/dashboard/product-list"]) {
  test(`the first Tab on ${path} is the skip link, and it leads into <main>`, async ({ page }) => {
    if (path.startsWith("/dashboard")) await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password, path);
    await page.goto(path);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await page.keyboard.press("Tab");
    expect(await focusInside(page, "main#main-content"), "the next Tab is inside the page's main content").toBe(true);
  });
}

/**
 * Tabs through the open dialog, forwards and back, past both ends: focus never reaches the
 * page behind it. (Past the last control Chromium moves focus to the browser's own UI, which
 * the page sees as focus on <body>; the next Tab comes back into the dialog.)
 */
async function expectFocusTrapped(page: Page, dialog: ReturnType<Page["getByRole"]>) {
  const stops = await dialog.locator("a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea").count();
  expect(stops).toBeGreaterThan(0);
  let inside = 0;
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return "browser";
        return el.closest("dialog[open]") ? "dialog" : el.outerHTML.slice(0, 120);
      });
      expect(["dialog", "browser"], `${key} #${i + 1} stays in the dialog, not on ${where}`).toContain(where);
      if (where === "dialog") inside += 1;
    }
  }
  expect(inside).toBeGreaterThanOrEqual(stops);
}

test("vendor dialogs: focus stays inside, Escape closes, focus returns to the opener", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "without JS the dialogs are page sections");
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password, "/dashboard/product-list");
  const opener = page.getByTestId("product-row").first().getByRole("link", { name: /^Edit / });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(opener).toBeFocused();
});

test("admin and reservation dialogs: focus stays inside, Escape or Close returns focus to the opener", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "without JS the dialogs are page states with a Close link");
  const own = (await createLineInvoice(db, { productId: VENDOR_PRODUCT, startsAt: new Date(Date.now() + 430 * 24 * 3600_000) })).invoice.invoiceNo;
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, `/admin/manage-payments?q=${own}`);
  const row = page.getByTestId("reservation-row").first();

  const detail = row.getByRole("link", { name: "Detail" });
  await detail.click();
  const dialog = page.getByRole("dialog", { name: "Reservation Detail" });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/detail=/);
  await expect(detail).toBeFocused();

  // Closed with its Close link instead (a navigation that removes the dialog).
  const remove = row.getByRole("link", { name: "Delete" });
  await remove.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Delete Reservation" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});
