// The admin's side of refunds (issue 22, ADR 0253), JS on and off (projects), desktop and phone:
// a bank-transfer refund appears on the admin console and, once marked sent, on the planner's
// My Reservation; the admin cancels a paid line with a refund of its choosing.
import { expect, test, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { formatRupiah } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { paidBooking } from "./support/bookings";
import { openE2eDb, schema } from "./support/payments-db";
import { expectFitsScreen } from "./support/layout";
import { first } from "~/db.server";

const db = openE2eDb();
const refundOf = async (lineId: number) => await first(db.select().from(schema.refunds).where(eq(schema.refunds.lineId, lineId)));
const PHONE = { width: 390, height: 844 };

test("a bank-transfer refund is on the admin's console, and once marked sent the planner reads Refunded", async ({ page, baseURL }) => {
  const customer = (await first(db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.customer.email))))!;
  const booking = await paidBooking(db, { daysOut: 20, policy: "flexible", via: "bank", userId: customer.id, email: customer.email });
  // The planner cancels through their link (the cancel page itself is covered by cancellations-planner.spec.ts).
  const cancelled = await page.request.post(`/cancel-booking/${booking.invoice.invoiceNo}?token=${booking.invoice.accessToken}`, {
    form: { intent: "confirm", line: String(booking.line.id), expectedRefund: String(booking.paid), reason: "Budget cut", accountName: "Komang Tester", bankName: "BCA", accountNumber: "1234567890" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(cancelled.status()).toBeLessThan(400);
  expect(await refundOf(booking.line.id)).toMatchObject({ method: "bank", state: "requested", amount: booking.paid });

  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin");
  // The overview counts them (its list shows the oldest five; other specs leave refunds too).
  await expect(page.getByTestId("refunds-waiting").getByRole("heading", { level: 2 })).toHaveText(/^Refunds to send [1-9]\d*$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Refunds" }).click();
  await expect(page.getByRole("heading", { name: "Refunds", level: 1 })).toBeVisible();
  const card = page.getByTestId("refund-to-send").filter({ hasText: booking.invoice.invoiceNo });
  await expect(card).toContainText(formatRupiah(booking.paid));
  await expect(card.getByTestId("refund-account")).toContainText("Komang Tester, BCA, account 1234567890");

  await page.setViewportSize(PHONE);
  await expectFitsScreen(page);
  await card.getByLabel("Transfer reference").fill("TRF-E2E-7781");
  await card.getByRole("button", { name: /^Mark sent/ }).click();
  const done = page.getByTestId("refund-done").filter({ hasText: booking.invoice.invoiceNo });
  await expect(done).toContainText("Sent (reference TRF-E2E-7781)");
  await expect(page.getByTestId("refund-to-send").filter({ hasText: booking.invoice.invoiceNo })).toHaveCount(0);
  expect(await refundOf(booking.line.id)).toMatchObject({ state: "refunded", transferReference: "TRF-E2E-7781" });

  await page.context().clearCookies();
  await login(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, "/my-reservation");
  const invoice = page.getByTestId("invoice-card").filter({ hasText: booking.invoice.invoiceNo });
  await invoice.locator("summary").first().click();
  await expect(invoice.getByTestId("refund-state")).toContainText(`${formatRupiah(booking.paid)} · Refunded (reference TRF-E2E-7781)`);
});

test("the admin cancels a paid line from the payments console with a refund of its choosing, never more than paid", async ({ page }) => {
  const booking = await paidBooking(db, { daysOut: 30, policy: "standard_30", via: "card" });
  const chosen = Math.floor(booking.paid / 3);
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, `/admin/manage-payments?q=${booking.invoice.invoiceNo}`);
  await page.setViewportSize(PHONE);
  const row = page.locator(`[data-testid=reservation-row][data-line="${booking.line.id}"]`);
  await row.getByRole("link", { name: /^Cancel reservation \d+$/ }).click();

  const dialog = page.getByRole("dialog", { name: "Cancel Reservation" });
  await expect(dialog.getByTestId("cancel-paid")).toHaveText(formatRupiah(booking.paid));
  const refund = dialog.getByLabel("Refund (Rp)");
  await expect(refund).toHaveValue(String(booking.paid));
  await expectFitsScreen(page);
  await refund.fill(String(booking.paid + 1));
  await dialog.getByLabel("Reason (kept in the audit log)").fill("Venue closed by the regency");
  await dialog.getByRole("button", { name: "Cancel reservation" }).click();
  // Refused at the field; what was typed stays; nothing is cancelled.
  await expect(page.getByText("The refund cannot be more than what was paid for this booking.")).toBeVisible();
  await expect(page.getByLabel("Reason (kept in the audit log)")).toHaveValue("Venue closed by the regency");
  expect(await refundOf(booking.line.id)).toBeUndefined();

  await page.getByLabel("Refund (Rp)").fill(formatRupiah(chosen));
  await page.getByRole("button", { name: "Cancel reservation" }).click();
  await expect(page.getByRole("dialog", { name: "Cancel Reservation" })).toHaveCount(0);
  const note = row.getByTestId("line-cancellation");
  await expect(note).toContainText(`by Admin (${DEMO_ACCOUNTS.admin.email})`);
  await expect(note).toContainText(`Refund ${formatRupiah(chosen)}`);
  await expect(row.getByRole("link", { name: /^Cancel reservation \d+$/ })).toHaveCount(0);
  expect(await refundOf(booking.line.id)).toMatchObject({ amount: chosen, method: "gateway", initiatedBy: "admin" });
  // The job runner refunds through the gateway (the local sandbox here).
  await expect.poll(async () => (await refundOf(booking.line.id))?.state, { timeout: 20_000 }).toBe("refunded");
  await page.reload();
  await expect(row.getByTestId("line-cancellation")).toContainText("Refunded");
});
