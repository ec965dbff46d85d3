// The vendor's side of cancellations (issue 22, ADR 0254), JS on and off (projects), desktop
// and phone: the vendor cancels a paid booking with a reason after seeing the planner's full
// refund, the planner's e-mail links a search for the same date, the time is bookable again by
// someone else; the vendor chooses the venue's cancellation tier, each option in words.
import { expect, test, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { policyWords as policyWordsRef } from "../../app/terms/cancellation-policies";
import { messageText } from "../../app/i18n/catalog/text.server";
import { formatRupiah } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { paidBooking } from "./support/bookings";
import { openE2eDb, schema } from "./support/payments-db";
import { seededVendor } from "./support/vendors";

/** A tier's words as the English pages show them. */
const policyWords = (policy: Parameters<typeof policyWordsRef>[0]) => messageText("en", policyWordsRef(policy));
import { first } from "~/db.server";

const db = openE2eDb();
const refundsOf = async (invoiceId: number) => await db.select().from(schema.refunds).where(eq(schema.refunds.invoiceId, invoiceId));
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("the vendor cancels a paid booking with a reason: the planner gets it all back, is e-mailed a search for the same date, and the time is free", async ({ page }) => {
  const booking = await paidBooking(db, { daysOut: 20, policy: "standard_30" });
  const owner = (await first(db
      .select({ email: schema.users.email })
      .from(schema.suppliers)
      .innerJoin(schema.users, eq(schema.users.id, schema.suppliers.userId))
      .where(eq(schema.suppliers.id, booking.line.supplierId))))!;
  await login(page, owner.email, DEMO_ACCOUNTS.vendor.password, `/dashboard/manage-reservations?q=${booking.invoice.invoiceNo}`);
  const row = page.locator(`[data-testid=reservation-row][data-line="${booking.line.id}"]`);
  await row.getByRole("link", { name: "Detail" }).click();
  await page.getByRole("dialog", { name: "Reservation Detail" }).getByRole("link", { name: "Cancel this booking" }).click();

  // Under Standard 30 the planner would get half back 20 days ahead; a venue's cancel gives it all.
  const dialog = page.getByRole("dialog", { name: "Cancel booking" });
  await expect(dialog.getByTestId("vendor-cancel-refund")).toHaveText(`The planner gets ${formatRupiah(booking.paid)} back in full.`);
  const reason = dialog.getByLabel("Reason, sent to the planner *");
  await reason.fill("   ");
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Please tell the planner why the booking is cancelled.")).toBeVisible();
  expect(await refundsOf(booking.invoice.id)).toEqual([]);
  await page.getByLabel("Reason, sent to the planner *").fill("The ballroom flooded after the storm");
  await page.getByRole("dialog", { name: "Cancel booking" }).getByRole("button", { name: "Cancel booking" }).click();

  await expect(page.getByText(`Booking cancelled. The planner gets ${formatRupiah(booking.paid)} back in full`)).toBeVisible();
  await expect(row.getByTestId("line-cancelled")).toContainText("Cancelled by the venue");
  expect(await refundsOf(booking.invoice.id)).toMatchObject([{ amount: booking.paid, initiatedBy: "vendor", method: "gateway" }]);
  await expect.poll(async () => (await refundsOf(booking.invoice.id))[0]?.state, { timeout: 20_000 }).toBe("refunded");

  // On a phone: the list and the detail say who cancelled and why, within the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/manage-reservations?q=${booking.invoice.invoiceNo}&detail=${booking.line.id}`);
  const detail = page.getByRole("dialog", { name: "Reservation Detail" });
  await expect(detail.getByTestId("reservation-detail")).toContainText("The ballroom flooded after the storm");
  await expect(detail.getByRole("link", { name: "Cancel this booking" })).toHaveCount(0);
  await detail.getByRole("link", { name: "Close" }).click();
  await expect(row.getByTestId("line-cancelled")).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);

  // The planner's e-mail: the reason and a search for the same date.
  await page.goto(`/dev/outbox?${new URLSearchParams({ to: booking.invoice.email })}`);
  const mail = page.getByTestId("outbox-message").filter({ hasText: "We are sorry: the venue has cancelled your booking" });
  await expect(mail).toContainText("The venue's reason: The ballroom flooded after the storm");
  await expect(mail.getByRole("link", { name: new RegExp(`/search\\?date=${booking.date}&time=10%3A00`) })).toBeVisible();

  // Someone else books the same hours at once.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/product-detail/${booking.product.id}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(booking.date);
  await form.getByLabel("Time").selectOption("10:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  await form.getByLabel("Quantity").fill("2");
  await form.getByLabel("Event name").fill("Product launch");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
});

test("the vendor chooses the venue's cancellation policy, each option in words, shown on the venue page", async ({ page }, testInfo) => {
  const vendor = await seededVendor(db, testInfo.project.name === "js-on" ? 21 : 22);
  await login(page, vendor.email, vendor.password, "/dashboard/venue-info");
  const select = page.getByLabel("Cancellation policy");
  await expect(select.locator("option")).toHaveText([
    `Very flexible: ${policyWords("very_flexible")}`,
    `Flexible: ${policyWords("flexible")}`,
    `Standard 30: ${policyWords("standard_30")}`,
    `Standard 90: ${policyWords("standard_90")}`,
  ]);
  await expect(page.getByText("Existing bookings keep the policy they were booked under.")).toBeVisible();
  await select.selectOption("standard_90");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Supplier Info has been saved!")).toBeVisible();
  await expect(page.getByLabel("Cancellation policy")).toHaveValue("standard_90");
  const venue = (await first(db.select().from(schema.venues).where(eq(schema.venues.supplierId, vendor.supplierId))))!;
  expect(venue.cancellationPolicy).toBe("standard_90");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/venue-detail/${venue.id}`);
  await expect(page.getByTestId("cancellation-policy").first()).toContainText(`Cancellation policy: Standard 90. ${policyWords("standard_90")}`);
  expect(await fitsWidth(page)).toBe(true);
});
