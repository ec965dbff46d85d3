// Bali's calendar (issue 27 item 5, ADR 0310), JS on and off: the admin adds a closure day in
// the console; the product page lists it beside the date picker and refuses a booking that day
// with the message; the search refuses the day; /v1 refuses it with the spec's error body; the
// admin removes the day again (other specs never see it). The e2e server starts without the
// migration's Nyepi days (app/bootstrap.server.ts); tests/unit/bali-calendar.test.ts checks them.
import { expect, test } from "./support/test";
import { addDaysIso, baliIsoDate, baliToUtc, isoDateLabel } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";

const PRODUCT = 2;

test("the admin closes a day: the pickers show it, the web and /v1 refuse bookings that day", async ({ page, browser, request }, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  // Far ahead, on days no other spec books (each project its own).
  const date = addDaysIso(baliIsoDate(), jsOn ? 330 : 331);
  const name = `Test closure ${jsOn ? "on" : "off"}`;
  const message = `Bali is closed on ${isoDateLabel(date)} (${name}): please choose another date`;

  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Closure days" }).click();
  await expect(page.getByRole("heading", { name: "Closure days", level: 1 })).toBeVisible();

  const form = page.getByRole("form", { name: "Add a closure day" });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Add closure day" }).click();
  await expect(page.getByText(`${isoDateLabel(date)} (${name}) is a closure day`)).toBeVisible();
  const row = page.locator(`[data-testid="closure-row"][data-date="${date}"]`);
  await expect(row).toContainText(name);

  try {
    // A planner's product page: the closure day beside the picker, and the booking refused.
    const planner = await browser.newPage({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
    // A URL of its own: the public page cache (ADR 0014) may hold the page from before the change for 15 s.
    await planner.goto(`/product-detail/${PRODUCT}?${new URLSearchParams({ eventName: `${name} ${Date.now()}` })}`);
    const book = planner.locator("form#book");
    await expect(book.getByTestId("closure-days")).toContainText(`${isoDateLabel(date)} ${name}`);
    await expect(book.getByTestId("public-holidays")).toContainText("Public holidays, open for bookings");
    // What a valid booking of this product carries, for the /v1 call below.
    const setup = (await book.getByLabel("Seat layout").locator("option").nth(1).getAttribute("value"))!;
    const minQty = Number((await book.getByLabel("Quantity").getAttribute("min")) ?? "1");
    await book.getByLabel("Date").fill(date);
    if (jsOn) {
      // The day's hours load at once: every start time taken, and why.
      await expect(book.getByTestId("day-closed")).toHaveText(message);
      await expect(book.getByLabel("Time").locator("option:not([disabled])")).toHaveCount(0);
    } else {
      await book.getByLabel("Time").selectOption("14:00");
      await book.getByLabel("Seat layout").selectOption(setup);
      await book.getByLabel("Quantity").fill(String(minQty));
      await book.getByLabel("Event name").fill("Closure check");
      await book.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
      await expect(planner.locator("form#book").getByLabel("Date")).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, "\\$&")));
      await expect(planner.getByText("Successfully added to Reservation List")).toHaveCount(0);
    }

    // The search refuses the day like a date outside the booking window.
    await planner.goto(`/search?date=${date}&time=10:00`);
    await expect(planner.getByTestId("date-refused")).toHaveText(`Not searched: ${message}.`);
    await planner.close();

    // /v1: a guest's cart call for that day answers 400 with the message.
    const refused = await request.post("/v1/cart-reservation-venue", {
      data: { productId: PRODUCT, datetime: baliToUtc(date, "14:00").getTime(), setup, qty: minQty, eventName: "API closure check" },
    });
    expect(refused.status()).toBe(400);
    const body = await refused.json();
    expect(body.message).toBe(message);
    expect(body.errors.date).toEqual([message]);
  } finally {
    await row.getByRole("button", { name: new RegExp(`Remove ${isoDateLabel(date)}`) }).click();
    await expect(page.getByText(`${isoDateLabel(date)} (${name}) is no longer a closure day.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  }
});
