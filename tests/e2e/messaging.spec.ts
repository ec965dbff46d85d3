// Planner-vendor messaging, JavaScript off and on: a guest types a question on the product
// page, logs in and finds it kept, sends it; the venue's vendor reads and answers it in the
// dashboard; the planner reads the answer; another vendor and another planner get 404; the
// admin reads it. With JS an open conversation picks up new messages without a reload.
// Planner pages are also checked at phone size (390x844).
import { expect, test, type Browser, type Page, type TestInfo } from "./support/test";
import { eq } from "drizzle-orm";
import { createLineInvoice } from "../support/ops-fixtures";
import { createCustomer, DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first, run } from "~/db.server";

const PRODUCT = 1; // a product of the demo vendor's venue
const SECOND_VENDOR = { email: "vendor2@balimice.local", password: DEMO_ACCOUNTS.vendor.password };

async function newPage(browser: Browser, testInfo: TestInfo, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    ...(viewport ? { viewport } : {}),
  });
  return context.newPage();
}

async function logInHere(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/login\?/);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Log in", exact: true }) }).first();
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

test("a planner asks a venue from the product page and reads the vendor's answer; outsiders get 404; the admin reads it", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const planner = await createCustomer(page, "Asker");
  const question = `Can the ballroom seat 120 in classroom style? (${testInfo.project.name})`;
  const answer = `Yes: 120 in classroom style with two screens (${testInfo.project.name}).`;

  // As a guest: the form is there; sending asks to log in, and the text is kept.
  const guest = await newPage(browser, testInfo);
  await guest.goto(`/product-detail/${PRODUCT}`);
  const panel = guest.getByRole("region", { name: "Message the venue" });
  await panel.getByLabel("Message", { exact: true }).fill(question);
  await panel.getByRole("button", { name: "Send message" }).click();
  await logInHere(guest, planner.email, planner.password);
  await expect(guest).toHaveURL(new RegExp(`/product-detail/${PRODUCT}\\?draft=`));
  const kept = guest.getByRole("region", { name: "Message the venue" }).getByLabel("Message", { exact: true });
  await expect(kept).toHaveValue(question);

  // An empty message is refused next to the field, nothing sent.
  await kept.fill("   ");
  await guest.getByRole("region", { name: "Message the venue" }).getByRole("button", { name: "Send message" }).click();
  await expect(guest.getByText("Please write a message.")).toBeVisible();
  await guest.getByLabel("Message", { exact: true }).fill(question);
  await guest.getByRole("button", { name: "Send message" }).click();
  await expect(guest).toHaveURL(/\/messages\/\d+/);
  const conversationPath = new URL(guest.url()).pathname;
  const id = conversationPath.split("/").pop()!;
  await expect(guest.getByTestId("message").filter({ hasText: question })).toBeVisible();
  // Leave the conversation: with JS an open conversation fetches the answer as it comes and
  // marks it read, and the unread count below would race that poll.
  await guest.goto("/");

  // The venue's vendor finds it in the dashboard, with the unread count, and answers.
  const vendor = await newPage(browser, testInfo);
  await login(vendor, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await vendor.goto("/dashboard");
  const menuItem = vendor.getByRole("navigation", { name: "Supplier dashboard" }).getByRole("link", { name: /^Messages/ });
  await expect(menuItem).toContainText(/\d/);
  // The count is read out as words, and no generic element carries an aria-label (not allowed
  // there, and html-validate fails the page's HTML on it).
  await expect(menuItem).toHaveAccessibleName(/^Messages \d+ unread$/);
  expect(await vendor.locator("span[aria-label]:not([role])").count()).toBe(0);
  await menuItem.click();
  await expect(vendor).toHaveURL(/\/dashboard\/messages$/);
  const row = vendor.getByTestId("conversation-row").filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+ unread message\(s\)/);
  expect(await vendor.locator("span[aria-label]:not([role])").count()).toBe(0);
  await row.getByRole("link", { name: "Asker Planner" }).click();
  await expect(vendor).toHaveURL(new RegExp(`/dashboard/messages/${id}`));
  await expect(vendor.getByTestId("message").filter({ hasText: question })).toBeVisible();
  await vendor.getByLabel("Message", { exact: true }).fill(answer);
  await vendor.getByRole("button", { name: "Send message" }).click();
  await expect(vendor.getByTestId("message").filter({ hasText: answer })).toBeVisible();
  await expect(vendor.getByLabel("Message", { exact: true })).toHaveValue("");

  // The planner reads the answer at /messages (the header shows it unread first).
  await guest.goto("/messages");
  await expect(guest.getByRole("banner").getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  const inbox = guest.getByTestId("conversation-row").filter({ hasText: answer });
  await expect(inbox).toBeVisible();
  await inbox.getByRole("link").first().click();
  await expect(guest.getByTestId("message").filter({ hasText: answer })).toBeVisible();
  await expect(guest.getByRole("banner").getByRole("link", { name: "Messages", exact: true })).toBeVisible();

  // Another vendor and another planner: 404.
  const otherVendor = await newPage(browser, testInfo);
  await login(otherVendor, SECOND_VENDOR.email, SECOND_VENDOR.password);
  expect((await otherVendor.goto(`/dashboard/messages/${id}`))?.status()).toBe(404);
  expect((await otherVendor.goto(`/messages/${id}`))?.status()).toBe(404);
  const otherPlanner = await newPage(browser, testInfo);
  await login(otherPlanner, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  expect((await otherPlanner.goto(`/messages/${id}`))?.status()).toBe(404);
  await expect(otherPlanner.getByText(question)).toHaveCount(0);

  // The admin reads it, read-only, from the console.
  const admin = await newPage(browser, testInfo);
  await login(admin, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await admin.goto("/admin/messages");
  await admin.getByTestId("conversation-row").filter({ hasText: answer }).getByRole("link").first().click();
  await expect(admin).toHaveURL(new RegExp(`/admin/messages/${id}$`));
  await expect(admin.getByTestId("message").filter({ hasText: question })).toBeVisible();
  await expect(admin.getByTestId("message").filter({ hasText: answer })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Send message" })).toHaveCount(0);
});

test("a planner messages the venue about a booking from My Reservation; the vendor finds it from the reservation detail", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const db = openE2eDb();
  const planner = await createCustomer(page, "Booker");
  const user = (await first(db.select().from(schema.users).where(eq(schema.users.email, planner.email))))!;
  const days = testInfo.project.use.javaScriptEnabled ? 500 : 510;
  const { invoice, lineIds } = await createLineInvoice(db, { productId: PRODUCT, startsAt: new Date(Date.now() + days * 24 * 3600_000), name: "Booker Planner", email: planner.email });
  await run((db) => db.update(schema.invoices).set({ userId: user.id }).where(eq(schema.invoices.id, invoice.id)));

  await login(page, planner.email, planner.password, "/my-reservation");
  const card = page.getByTestId("invoice-card").filter({ hasText: invoice.invoiceNo });
  await card.locator("summary").first().click();
  await card.getByRole("link", { name: "Message the venue" }).click();
  await expect(page.getByRole("heading", { name: /^Message / })).toBeVisible();
  await expect(page.getByText(`Booking ${invoice.invoiceNo}`)).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill("Can we start at 07:00 on the day?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+/);
  const id = new URL(page.url()).pathname.split("/").pop()!;

  const vendor = await newPage(browser, testInfo);
  await login(vendor, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password, `/dashboard/manage-reservations?detail=${lineIds[0]}`);
  await vendor.getByRole("link", { name: "Message the planner" }).click();
  await expect(vendor).toHaveURL(new RegExp(`/dashboard/messages/${id}$`));
  await expect(vendor.getByTestId("message").filter({ hasText: "Can we start at 07:00 on the day?" })).toBeVisible();
  await expect(vendor.getByText(`Booking ${invoice.invoiceNo}`)).toBeVisible();
});

test("with JavaScript an open conversation shows a new message without a reload", async ({ page, browser }, testInfo) => {
  test.skip(!testInfo.project.use.javaScriptEnabled, "polling needs JavaScript");
  const planner = await createCustomer(page, "Waiter");
  await login(page, planner.email, planner.password, `/product-detail/${PRODUCT}`);
  const panel = page.getByRole("region", { name: "Message the venue" });
  await panel.getByLabel("Message", { exact: true }).fill("Is the terrace covered if it rains?");
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  // Mark the document so a full reload would be noticed.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  const vendor = await newPage(browser, testInfo);
  await login(vendor, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password, `/dashboard/messages/${id}`);
  await vendor.getByLabel("Message", { exact: true }).fill("Yes, there is a retractable roof.");
  await vendor.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByTestId("message").filter({ hasText: "retractable roof" })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test("planner message pages fit a phone (390x844)", async ({ browser }, testInfo) => {
  const phone = await newPage(browser, testInfo, { width: 390, height: 844 });
  await login(phone, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, "/messages");
  await expect(phone.getByRole("heading", { name: "Messages" })).toBeVisible();
  const noSideScroll = () => phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSideScroll()).toBe(true);
  await phone.getByTestId("conversation-row").first().getByRole("link").first().click();
  await expect(phone).toHaveURL(/\/messages\/\d+/);
  await expect(phone.getByTestId("message").first()).toBeVisible();
  expect(await noSideScroll()).toBe(true);
  const send = phone.getByRole("button", { name: "Send message" });
  await send.scrollIntoViewIfNeeded();
  const box = await send.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await phone.goto(`/product-detail/${PRODUCT}`);
  await expect(phone.getByRole("region", { name: "Message the venue" }).getByLabel("Message", { exact: true })).toBeVisible();
  expect(await noSideScroll()).toBe(true);
});
