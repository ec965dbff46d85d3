// Vendor and admin operations, JS on and off: a blackout the cart then refuses, acknowledging a
// reservation, and the admin's Full Paid that opens the booker's voucher.
// Each project uses its own data: blackout dates 26 (js-on) and 27 (js-off) days ahead, and
// invoices created in the DB far from any date other specs book.
import { expect, test, type Browser, type Page, type TestInfo } from "./support/test";
import { eq } from "drizzle-orm";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login, uniqueEmail } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const PRODUCT = 1; // the demo vendor's product alone on its sub venue
const jsOn = (testInfo: TestInfo) => testInfo.project.name === "js-on";

function farAhead(testInfo: TestInfo, days: number) {
  return new Date(Date.now() + (days + (jsOn(testInfo) ? 0 : 7)) * 24 * 3600_000);
}

async function plannerPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  return context.newPage();
}

test("vendor blacks out a sub venue and a planner can no longer book it", async ({ page, browser }, testInfo) => {
  const date = addDaysIso(baliIsoDate(), jsOn(testInfo) ? 26 : 27);
  const product = (await first(db.select().from(schema.products).where(eq(schema.products.id, PRODUCT))))!;
  const subVenue = (await first(db.select().from(schema.subVenues).where(eq(schema.subVenues.id, product.subVenueId))))!;
  const title = `Maintenance ${testInfo.project.name}`;

  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Supplier dashboard" }).getByRole("link", { name: "Availability" }).click();
  await expect(page.getByRole("heading", { name: "Manage Availability" })).toBeVisible();

  if (jsOn(testInfo)) {
    // The calendar: select the day, fill the Event dialog.
    const calendar = page.getByTestId("availability-calendar");
    await expect(calendar).toBeVisible();
    const [y, m, d] = date.split("-").map(Number);
    const label = new Date(y, m - 1, d).toLocaleString("en-US", { month: "long" });
    if (!(await calendar.locator(".rbc-toolbar-label").textContent())?.startsWith(label)) {
      await calendar.getByRole("button", { name: "Next" }).click();
    }
    await expect(calendar.locator(".rbc-toolbar-label")).toHaveText(new RegExp(`^${label} ${y}`));
    const cells = calendar.locator(".rbc-date-cell");
    const count = await cells.count();
    let index = -1;
    for (let i = 0; i < count; i++) {
      const cell = cells.nth(i);
      if ((await cell.getAttribute("class"))?.includes("rbc-off-range")) continue;
      if ((await cell.textContent())?.trim() === String(d)) {
        index = i;
        break;
      }
    }
    expect(index).toBeGreaterThanOrEqual(0);
    const day = calendar.locator(".rbc-day-bg").nth(index);
    await day.scrollIntoViewIfNeeded();
    const box = (await day.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
    const dialog = page.getByRole("dialog", { name: "Event" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveValue("Untitled Event");
    await expect(dialog.getByLabel("Start date")).toHaveValue(date);
    await expect(dialog.getByRole("radio", { name: "Yes" })).toBeChecked();
    await dialog.getByLabel("Sub venue").selectOption(String(subVenue.id));
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(calendar.getByText(`${subVenue.name}: ${title}`)).toBeVisible();
  } else {
    // The bulk form: end before start is refused with the entered values kept.
    const form = page.locator("form", { has: page.getByRole("button", { name: "Save" }) }).first();
    await form.getByLabel("Sub venue").selectOption(String(subVenue.id));
    await form.getByLabel("Start date").fill(date);
    await form.getByLabel("Start time").selectOption("08:00");
    await form.getByLabel("End date").fill(addDaysIso(date, -1));
    await form.getByLabel("End time").selectOption("22:00");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("End must not be before start")).toBeVisible();
    await expect(form.getByLabel("Start date")).toHaveValue(date);
    await form.getByLabel("End date").fill(date);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Availability has been saved!")).toBeVisible();
  }
  const row = page.getByTestId("block-row").filter({ hasText: subVenue.name }).filter({ hasText: date.split("-").reverse().join("/") });
  await expect(row).toHaveCount(1);

  // A planner tries to book the blocked room at 10:00 that day.
  const planner = await plannerPage(browser, testInfo);
  await planner.goto(`/product-detail/${PRODUCT}`);
  const form = planner.locator("form", { has: planner.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(date);
  // The block is named (ADR 0120): shown before submitting with JS, in the refusal without.
  const taken = `${subVenue.name} is not available on ${date.split("-").reverse().join("/")} from`;
  if (jsOn(testInfo)) {
    await expect(planner.getByTestId("day-availability")).toContainText(`Not available on ${date.split("-").reverse().join("/")}`);
    await expect(form.getByLabel("Time").locator('option[value="10:00"]')).toBeDisabled();
  } else {
    await form.getByLabel("Time").selectOption("10:00");
    const layout = form.getByLabel("Seat layout");
    await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
    const qty = form.getByLabel("Quantity");
    await qty.fill((await qty.getAttribute("min")) ?? "1");
    await form.getByLabel("Event name").fill("Blocked day");
    await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
    await expect(planner.getByText(taken).first()).toBeVisible();
  }
  await planner.context().close();

  // The vendor removes the block again.
  await row.getByRole("button", { name: /^Delete / }).click();
  await expect(row).toHaveCount(0);
});

test("vendor opens a reservation's detail and acknowledges it", async ({ page }, testInfo) => {
  const { invoice, lineIds } = await createLineInvoice(db, { productId: PRODUCT, startsAt: farAhead(testInfo, 300), name: `Acknowledge ${testInfo.project.name}` });
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Supplier dashboard" }).getByRole("link", { name: "Reservation" }).click();
  await expect(page.getByRole("heading", { name: "Manage Reservation" })).toBeVisible();
  // Its booking is 300 days ahead: past the first page once other specs have booked; find it.
  await page.goto(`/dashboard/manage-reservations?q=${invoice.invoiceNo}`);
  const row = page.locator(`[data-testid=reservation-row][data-invoice="${invoice.invoiceNo}"]`);
  await expect(row).toContainText(`Acknowledge ${testInfo.project.name}`);
  await expect(row).toContainText("PT Ops Test");
  // The vendor reads the money state (ADR 0380), not the admin's label.
  await expect(row.getByTestId("payment-badge")).toHaveText("Awaiting payment");

  await row.getByRole("link", { name: "Detail" }).click();
  const detail = page.getByRole("dialog", { name: "Reservation Detail" });
  await expect(detail).toContainText(invoice.invoiceNo);
  // Unpaid: the planner's e-mail and phone are hidden, as in messages (ADR 0260).
  await expect(detail).toContainText("[e-mail address hidden until a booking is paid]");
  await expect(detail).not.toContainText(invoice.email);
  await detail.getByRole("link", { name: "Close" }).click();
  await expect(detail).toBeHidden();

  await row.getByTestId("acknowledge").click();
  const dialog = page.getByRole("dialog", { name: "Update Reservation" });
  await expect(dialog.getByRole("radio", { name: "No" })).toBeChecked();
  await dialog.getByRole("radio", { name: "Yes" }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("acknowledge")).toHaveText("Yes");
  expect((await first(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineIds[0]))))!.acknowledge).toBe(true);
});

test("admin sets Full Paid on a waiting invoice, the booker's voucher opens; delete asks first", async ({ page }, testInfo) => {
  const email = uniqueEmail("booker");
  const { invoice } = await createLineInvoice(db, { productId: 5, startsAt: farAhead(testInfo, 365), email });
  const doomed = await createLineInvoice(db, { productId: 5, startsAt: farAhead(testInfo, 375) });

  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto("/admin/manage-payments");
  await expect(page.getByRole("heading", { name: "Welcome Admin" })).toBeVisible();
  await expect(page.getByTestId("reservation-row")).toHaveCount(5);
  await page.getByLabel("Search invoice no., name or e-mail").fill(invoice.invoiceNo);
  await page.getByRole("button", { name: "Apply" }).click();
  const row = page.locator(`[data-testid=reservation-row][data-invoice="${invoice.invoiceNo}"]`);
  await expect(page.getByTestId("reservation-row")).toHaveCount(1);

  // A page that is not full has no next page.
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Data not available!")).toBeVisible();

  await row.getByTestId("payment-status").getByRole("link").click();
  const dialog = page.getByRole("dialog", { name: "Update Payment Status" });
  await expect(dialog.getByRole("radio", { name: "Waiting Payment" })).toBeChecked();
  await dialog.getByRole("radio", { name: "Full Paid" }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("payment-status")).toHaveText("Full Paid");
  expect((await first(db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id))))!.status).toBe("paid");

  // The booker's voucher e-mail links to the voucher.
  await page.goto(`/dev/outbox?${new URLSearchParams({ to: email })}`);
  await page.getByTestId("outbox-message").getByRole("link", { name: new RegExp(`/voucher/${invoice.invoiceNo}\\?token=`) }).first().click();
  await expect(page.getByText("Voucher No.")).toBeVisible();
  await expect(page.getByTestId("paid-badge")).toHaveText("PAID");

  // Delete another reservation: confirmation first, then the row is gone and its invoice cancelled.
  await page.goto(`/admin/manage-payments?q=${doomed.invoice.invoiceNo}`);
  const doomedRow = page.locator(`[data-testid=reservation-row][data-invoice="${doomed.invoice.invoiceNo}"]`);
  await doomedRow.getByRole("link", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Reservation" });
  await expect(confirm).toContainText("Are you sure delete this data?");
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await expect(doomedRow).toHaveCount(0);
  expect((await first(db.select().from(schema.invoices).where(eq(schema.invoices.id, doomed.invoice.id))))!.status).toBe("cancelled");
});
