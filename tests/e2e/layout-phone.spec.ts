// Planners on a phone (390 x 844), JavaScript on and off: the checkout path, confirmation,
// voucher and My Reservation fit the screen (no sideways scrolling), their key buttons can be
// clicked, the header has a phone menu and a "Log in", and nothing fixed covers a control.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { eq } from "drizzle-orm";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import { createTestInvoice } from "../support/invoices";
import { createCustomer, DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";

const db = openE2eDb();
const PHONE = { width: 390, height: 844 };
const DAY_PRODUCT = 3;

test.use({ viewport: PHONE });

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectFitsScreen(page: Page) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // The innermost elements reaching past the right edge, to say what to fix.
    culprits: [...document.body.querySelectorAll("*")]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide on a ${innerWidth} px screen: ${culprits.join(" | ")}`).toBeLessThanOrEqual(innerWidth);
}

/** Scrolled into view, the element lies inside the screen's width and can take a click. */
async function expectReachable(page: Page, name: string | RegExp, role: "button" | "link" = "button") {
  const target = page.getByRole("main").getByRole(role, { name, exact: typeof name === "string" }).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, `${String(name)} has a box`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await target.click({ trial: true });
}

function markPaid(invoiceId: number) {
  db.update(schema.invoices)
    .set({ status: "paid", paymentStatus: "Full Paid", voucherNo: `VC-${invoiceId}-${Date.now().toString(36)}`.toUpperCase(), paidAt: new Date() })
    .where(eq(schema.invoices.id, invoiceId))
    .run();
}

function bookingDate(testInfo: TestInfo) {
  return addDaysIso(baliIsoDate(), testInfo.project.name === "js-off" ? 30 : 29);
}

test("guest checkout on a phone: both steps and the confirmation fit, APPLY, total and buttons on screen", async ({ page }, testInfo) => {
  await page.goto(`/product-detail/${DAY_PRODUCT}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(bookingDate(testInfo));
  await form.getByLabel("Time").selectOption("09:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("Board meeting with a rather long event name for a phone screen");
  await form.getByLabel("Notes").fill("Projector, flip chart and a vegetarian lunch for everyone");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();

  await page.goto("/reservation-summary");
  await expect(page.getByTestId("reservation-line")).toHaveCount(1);
  await expectFitsScreen(page);
  await expectReachable(page, "APPLY");
  await expectReachable(page, "Check Out as Guest", "link");
  await expectReachable(page, /^Remove /);
  const total = page.getByTestId("grand-total");
  await total.scrollIntoViewIfNeeded();
  await expect(total).toBeInViewport({ ratio: 1 });
  // The stacked card still names each value.
  await expect(page.getByTestId("reservation-line").locator("td[data-label='Date & time']")).toBeVisible();

  await page.getByRole("link", { name: "Check Out as Guest" }).click();
  await expect(page.getByRole("heading", { name: "Contact Details" })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByLabel("Name", { exact: true }).fill("Wayan Phone");
  await page.getByLabel("Company", { exact: true }).fill("PT Telepon Genggam");
  await page.getByLabel("Address", { exact: true }).fill("Jl. Raya Kuta 12, Badung");
  await page.getByLabel("Mobile phone", { exact: true }).fill("081234567890");
  await page.getByLabel("E-mail", { exact: true }).fill("wayan.phone@example.test");
  await expectReachable(page, "CHECK OUT");
  // The terms box is required: the refusal says so next to it, and nothing typed is lost.
  await page.getByRole("button", { name: "CHECK OUT" }).click();
  await expect(page.getByText("Please tick the box to agree to the Terms and Conditions")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Wayan Phone");
  await expect(page.getByRole("link", { name: "Terms and Conditions" }).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("target", "_blank");
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "CHECK OUT" }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmation" })).toBeVisible();
  await expectFitsScreen(page);
});

test("voucher and My Reservation fit a phone", async ({ page }) => {
  const customer = await createCustomer(page, "Phone");
  const user = db.select().from(schema.users).where(eq(schema.users.email, customer.email)).get()!;
  const invoice = createTestInvoice(db, { userId: user.id, email: customer.email });
  markPaid(invoice.id);
  createTestInvoice(db, { userId: user.id, email: customer.email });

  await page.goto(`/confirmation?id=${invoice.invoiceNo}&token=${invoice.accessToken}`);
  await expectFitsScreen(page);
  await page.goto(`/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`);
  await expect(page.getByTestId("paid-badge")).toBeVisible();
  await expectFitsScreen(page);
  await expectReachable(page, "Resend to Email");

  await login(page, customer.email, customer.password, "/my-reservation");
  await expect(page.getByTestId("invoice-card")).toHaveCount(2);
  // Plain words first, the spec's status word beside them.
  const paidCard = page.getByTestId("invoice-card").filter({ hasText: invoice.invoiceNo });
  await expect(paidCard.getByTestId("payment-badge")).toHaveText("Paid");
  await expect(paidCard.getByTestId("payment-code")).toHaveText("(settlement)");
  await expectFitsScreen(page);
  for (const card of await page.getByTestId("invoice-card").all()) await card.locator("summary").first().click();
  await expect(page.getByTestId("reservation-line").first()).toBeVisible();
  await expectFitsScreen(page);
  await expectReachable(page, "Open Voucher", "link");
});

test("phone menu: Venues, My Reservation, Log in and Contact, inside the screen; Log in visible", async ({ page }) => {
  await page.goto("/about-us");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Log in", exact: true })).toBeVisible();
  await header.getByLabel("Menu").click();
  const menu = page.getByTestId("phone-menu");
  for (const name of ["Venues", "My Reservation", "Log in", "E-mail us"]) {
    const link = menu.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await expectFitsScreen(page);
  await menu.getByRole("link", { name: "Venues", exact: true }).click();
  await expect(page).toHaveURL(/\/search/);

  await login(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, "/about-us");
  await page.getByRole("banner").getByLabel("Menu").click();
  await expect(menu.getByRole("link", { name: "My Reservation", exact: true })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  await expectFitsScreen(page);
});

test("desktop: Log in for guests, and the logged-in Contact dropdown stays on screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about-us");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in", exact: true })).toBeVisible();
  await expect(page.getByTestId("phone-menu")).toBeHidden();
  await login(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, "/about-us");
  await page.setViewportSize({ width: 640, height: 800 });
  await page.getByRole("banner").getByText("Contact", { exact: true }).click();
  const panel = page.getByRole("banner").getByRole("link", { name: "E-mail us" });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  await expectFitsScreen(page);
});

test("the scroll-to-top button never sits on a control", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "the button exists only with JavaScript");
  await page.goto("/search");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  let seen = 0;
  for (let y = 100; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
    const overlap = await page.evaluate(() => {
      const button = document.querySelector("[data-testid=scroll-to-top]");
      if (!button) return null;
      const b = button.getBoundingClientRect();
      const hit = [...document.querySelectorAll("a, button, input, select, textarea, summary")].find((el) => {
        if (el === button) return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      });
      return hit ? hit.outerHTML.slice(0, 120) : "";
    });
    if (overlap === null) continue;
    seen += 1;
    expect(overlap, `scroll-to-top at y=${y} covers a control`).toBe("");
  }
  expect(seen).toBeGreaterThan(0);
});

test("on a phone, a refused coupon's message is on screen in the page that answers", async ({ page }, testInfo) => {
  // Two items push the voucher code box below the first screen of a phone.
  for (const [n, time] of [[1, "09:00"], [2, "14:00"]] as const) {
    await page.goto(`/product-detail/${DAY_PRODUCT}`);
    const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
    await form.getByLabel("Date").fill(addDaysIso(bookingDate(testInfo), -2 - n));
    await form.getByLabel("Time").selectOption(time);
    const layout = form.getByLabel("Seat layout");
    await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
    const qty = form.getByLabel("Quantity");
    await qty.fill((await qty.getAttribute("min")) ?? "1");
    await form.getByLabel("Event name").fill("Workshop");
    await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText(String(n));
  }
  await page.goto("/reservation-summary");
  await page.getByLabel("Coupon code").fill("EXPIRED5");
  await page.getByRole("button", { name: "APPLY" }).click();
  await expect(page.getByText("Coupon code has expired")).toBeInViewport();
});
