// Moving a paid booking to another date (issue 22 item 8, ADR 0252), JS on and off: a guest
// planner asks through the invoice's link, the vendor accepts on /dashboard/date-changes and the
// booking shows the new date; a declined request leaves everything as it was.
import { expect, test, type Page } from "./support/test";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { HtmlValidate } from "html-validate";
import { createLineInvoice } from "../support/ops-fixtures";
import { roomsFree } from "../support/invoices";

const HOUR_MS = 3600_000;
import { addDaysIso, baliIsoDate, baliToUtc, formatDate } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { HTML_VALIDATE_CONFIG } from "./support/html-validate-config";
import { openE2eDb, schema } from "./support/payments-db";
import { markPaid } from "./support/bookings";
import { first } from "~/db.server";

const db = openE2eDb();

/** A seeded vendor no other spec changes (all seeded vendors share the demo password). */
const VENDOR = { email: "vendor8@balimice.local", password: DEMO_ACCOUNTS.vendor.password };

/** An hourly product of that vendor offering the classroom layout (the fixture's). */
async function vendorHourProduct() {
  const now = new Date();
  return (await db
      .select({ id: schema.products.id, subVenueId: schema.products.subVenueId })
      .from(schema.products)
      .innerJoin(schema.subVenues, eq(schema.subVenues.id, schema.products.subVenueId))
      .innerJoin(schema.suppliers, eq(schema.suppliers.id, schema.products.supplierId))
      .innerJoin(schema.users, eq(schema.users.id, schema.suppliers.userId))
      .where(
        and(
          eq(schema.users.email, VENDOR.email),
          eq(schema.products.unit, "Hour"),
          eq(schema.products.isActive, true),
          lt(schema.products.validFrom, now),
          gt(schema.products.validTo, now),
          gt(schema.subVenues.maxClassroom, 0),
        ),
      )
      .orderBy(asc(schema.products.id)))
    .at(-1)!;
}

/**
 * A paid booking (2 hours from 10:00) `days` ahead, or 30, 60, ... days later when fixtures of
 * other specs hold the room that day or the next (the day a request moves it to), as checkout and
 * a payment would leave it. Each test's `days` differs from the others' modulo 30, so the two
 * projects running side by side never reach for the same day.
 */
async function paidBooking(days: number, name: string) {
  const product = await vendorHourProduct();
  let date = addDaysIso(baliIsoDate(), days);
  for (let later = 30; !(await roomsFree([product.subVenueId], baliToUtc(date, "08:00"), 34 * HOUR_MS, "Hour")); later += 30) {
    if (later > 300) throw new Error("the vendor's room is taken on every day tried");
    date = addDaysIso(baliIsoDate(), days + later);
  }
  const { invoice, lineIds } = await createLineInvoice(db, { productId: product.id, startsAt: baliToUtc(date, "10:00"), hours: 2, name });
  await markPaid(invoice.id);
  return { invoice, lineId: lineIds[0], date };
}

const changePath = (invoice: { invoiceNo: string; accessToken: string }, lineId: number) =>
  `/change-date/${invoice.invoiceNo}?${new URLSearchParams({ line: String(lineId), token: invoice.accessToken })}`;
const voucherPath = (invoice: { invoiceNo: string; accessToken: string }) => `/voucher/${invoice.invoiceNo}?${new URLSearchParams({ token: invoice.accessToken })}`;
const dmy = (iso: string) => formatDate(baliToUtc(iso));

async function askForDate(page: Page, date: string, time: string, note: string) {
  const form = page.locator("#change-date-form");
  await form.getByLabel("New date").fill(date);
  await form.getByLabel("New start time (Bali time)").selectOption(time);
  await form.getByLabel("Message to the venue (optional)").fill(note);
  await form.getByRole("button", { name: "Ask the venue" }).click();
}

test("a planner asks to move a booking, the vendor accepts and the booking shows the new date", async ({ page }, testInfo) => {
  const days = testInfo.project.name === "js-on" ? 12 : 14;
  const { invoice, lineId, date } = await paidBooking(days, `Mover ${testInfo.project.name}`);
  const target = addDaysIso(date, 1);

  await page.goto(changePath(invoice, lineId));
  await expect(page.getByRole("heading", { name: "Change the date" })).toBeVisible();
  await expect(page.getByTestId("booked-when")).toHaveText(`${dmy(date)} 10:00 to 12:00`);

  // The booked time itself is refused next to the field, and what was typed stays.
  await askForDate(page, date, "10:00", "Our CEO's flight changed");
  const time = page.locator("#change-date-form").getByLabel("New start time (Bali time)");
  await expect(page.locator("#change-date-form-time-error")).toHaveText("This is the date and time already booked. Please choose another date or start time.");
  await expect(time).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#change-date-form").getByLabel("Message to the venue (optional)")).toHaveValue("Our CEO's flight changed");

  await askForDate(page, target, "15:00", "Our CEO's flight changed");
  await expect(page.getByTestId("open-request")).toContainText(`${dmy(target)} 15:00 to 17:00`);

  await login(page, VENDOR.email, VENDOR.password);
  await page.goto("/dashboard");
  await expect(page.getByTestId("date-changes-waiting")).toBeVisible();
  await page.getByRole("navigation", { name: "Supplier dashboard" }).getByRole("link", { name: /Date changes/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/date-changes$/);
  const request = page.locator("[data-testid=date-change]", { hasText: invoice.invoiceNo });
  await expect(request).toContainText("The planner's message: Our CEO's flight changed");
  await request.getByRole("button", { name: /^Accept/ }).click();
  await expect(page.getByText("Date change accepted: the booking has moved and the planner is told.")).toBeVisible();
  await expect(page.locator("[data-testid=date-change]", { hasText: invoice.invoiceNo })).toHaveCount(0);

  const line = (await first(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineId))))!;
  expect(line.startsAt).toEqual(baliToUtc(target, "15:00"));
  expect(line.endsAt).toEqual(baliToUtc(target, "17:00"));

  await page.goto(voucherPath(invoice));
  await expect(page.getByText(`${dmy(target)} 15:00`).first()).toBeVisible();
  await expect(page.getByText(`${dmy(date)} 10:00`)).toHaveCount(0);
  await page.goto(changePath(invoice, lineId));
  await expect(page.getByTestId("last-answer")).toContainText(`accepted your date change from ${dmy(date)} 10:00 to 12:00 to ${dmy(target)} 15:00 to 17:00`);
});

test("a declined date change leaves the booking as it was", async ({ page }, testInfo) => {
  const days = testInfo.project.name === "js-on" ? 16 : 18;
  const { invoice, lineId, date } = await paidBooking(days, `Stayer ${testInfo.project.name}`);
  const before = (await first(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineId))))!;
  const target = addDaysIso(date, 1);

  await page.goto(changePath(invoice, lineId));
  await askForDate(page, target, "09:00", "");
  await expect(page.getByTestId("open-request")).toContainText(`${dmy(target)} 09:00 to 11:00`);

  await login(page, VENDOR.email, VENDOR.password, "/dashboard/date-changes");
  const request = page.locator("[data-testid=date-change]", { hasText: invoice.invoiceNo });
  await request.getByLabel("Message to the planner (optional)").fill("A wedding is set up that morning");
  await request.getByRole("button", { name: /^Decline/ }).click();
  await expect(page.getByText("Date change declined: the booking stays as it was and the planner is told.")).toBeVisible();

  expect(await first(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineId)))).toEqual(before);
  await page.goto(voucherPath(invoice));
  await expect(page.getByText(`${dmy(date)} 10:00`).first()).toBeVisible();
  await page.goto(changePath(invoice, lineId));
  await expect(page.getByTestId("last-answer")).toContainText("The venue's message: A wedding is set up that morning");
  // The form is offered again.
  await expect(page.getByRole("button", { name: "Ask the venue" })).toBeVisible();
});

test("another planner's booking is not found, and a guest without the link logs in first", async ({ page }) => {
  const { invoice, lineId } = await paidBooking(20, "Private");
  const wrongToken = await page.goto(`/change-date/${invoice.invoiceNo}?line=${lineId}&token=not-the-token`);
  expect(wrongToken?.status()).toBe(404);
  await page.goto(`/change-date/${invoice.invoiceNo}?line=${lineId}`);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test("both pages fit a phone and are valid HTML", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { invoice, lineId, date } = await paidBooking(testInfo.project.name === "js-on" ? 22 : 24, `Phone ${testInfo.project.name}`);
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
  const check = async (path: string) => {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const report = await validator.validateString(await (await page.request.get(path)).text(), path);
    expect(report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
  };
  await check(changePath(invoice, lineId));
  await askForDate(page, addDaysIso(date, 1), "13:00", "");
  await expect(page.getByTestId("open-request")).toBeVisible();
  await check(changePath(invoice, lineId));
  await login(page, VENDOR.email, VENDOR.password);
  await check("/dashboard/date-changes");
  await expect(page.locator("[data-testid=date-change]", { hasText: invoice.invoiceNo }).getByRole("button", { name: /^Accept/ })).toBeVisible();
});
