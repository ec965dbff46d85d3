// Tables that fit (ADR 0140): at 1280 and 1366 px the first row's actions are on screen without
// sideways scrolling; at 390 px the pages have no horizontal overflow and the side menu is a
// closed <details>. A booking with a long name and company makes the row as wide as real ones.
import { expect, test, type Locator, type Page } from "./support/test";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb } from "./support/payments-db";

const db = openE2eDb();
const PRODUCT = 1; // the demo vendor's product

// Rows of this spec's own booking, so lines other specs delete meanwhile cannot move under us.
let own = "";
test.beforeAll(async () => {
  own = (await createLineInvoice(db, {
    productId: PRODUCT,
    startsAt: new Date(Date.now() + 400 * 24 * 3600_000),
    name: "Anak Agung Ngurah Bagus Wiradharma Putra Mahendradatta (Corporate Retreat Committee)",
  })).invoice.invoiceNo;
});

async function expectInViewport(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, "the action is rendered").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** The page itself never scrolls sideways (a wide table may scroll inside its own box, actions first). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 1366]) {
  test(`at ${width} px the first row's actions are on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);

    await page.goto(`/dashboard/manage-reservations?q=${own}`);
    const reservation = page.getByTestId("reservation-row").first();
    await expectInViewport(page, reservation.getByTestId("acknowledge"));
    await expectInViewport(page, reservation.getByRole("link", { name: "Detail" }));
    await expectNoSidewaysScroll(page);

    await page.goto("/dashboard/product-list");
    const product = page.getByTestId("product-row").first();
    await expectInViewport(page, product.getByRole("link", { name: /^Edit / }));
    await expectInViewport(page, product.getByRole("link", { name: /^Delete / }));
    await expectNoSidewaysScroll(page);

    await page.context().clearCookies();
    await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await page.goto(`/admin/manage-payments?q=${own}`);
    const payment = page.getByTestId("reservation-row").first();
    await expectInViewport(page, payment.getByRole("link", { name: "Detail" }));
    await expectInViewport(page, payment.getByRole("link", { name: "Delete" }));
    await expectInViewport(page, payment.getByTestId("acknowledge"));
    await expectNoSidewaysScroll(page);
  });
}

test("at 390 px the tables are cards, nothing overflows and the menu is folded", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  for (const path of ["/dashboard/manage-reservations", "/dashboard/product-list", "/dashboard/subvenue-list", "/dashboard/manage-availability"]) {
    await page.goto(path);
    await expectNoSidewaysScroll(page);
  }
  await page.goto(`/dashboard/manage-reservations?q=${own}`);
  const reservation = page.getByTestId("reservation-row").first();
  await expectInViewport(page, reservation.getByRole("link", { name: "Detail" }));

  // The menu is closed: the page heading is on the first screen; opening it (no JS needed) shows the links.
  const menu = page.getByTestId("dashboard-menu-phone");
  await expect(menu).not.toHaveAttribute("open", "");
  const heading = await page.getByRole("heading", { name: "Manage Reservation" }).boundingBox();
  expect(heading!.y).toBeLessThan(844);
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: "Product" }).click();
  await expect(page).toHaveURL(/\/dashboard\/product-list/);

  await page.context().clearCookies();
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto(`/admin/manage-payments?q=${own}`);
  await expectNoSidewaysScroll(page);
  await expectInViewport(page, page.getByTestId("reservation-row").first().getByRole("link", { name: "Delete" }));
});
