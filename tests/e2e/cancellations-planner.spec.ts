// The planner cancels (issue 22): with JS on and off (projects), on desktop and on a phone.
import { expect, test, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { formatRupiah } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { paidBooking } from "./support/bookings";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const refundsOf = async (invoiceId: number) => await db.select().from(schema.refunds).where(eq(schema.refunds.invoiceId, invoiceId));

for (const size of ["desktop", "phone"] as const) {
  test.describe(size, () => {
    test.beforeEach(async ({ page }) => {
      if (size === "phone") await page.setViewportSize({ width: 390, height: 844 });
    });

    test("a guest cancels a paid line 10 days ahead under Standard 30: the refund shown is the one made, once, and the slot is free again", async ({ page, baseURL }) => {
      const booking = await paidBooking(db, { daysOut: 10, policy: "standard_30" });
      const expected = Math.floor(booking.paid / 2);
      await page.goto(`/voucher/${booking.invoice.invoiceNo}?token=${booking.invoice.accessToken}`);
      await expect(page.getByTestId("cancellation-policy").first()).toContainText("Standard 30");
      await page.getByRole("link", { name: "Cancel this booking" }).click();

      await expect(page.getByRole("heading", { name: "Cancel booking" })).toBeVisible();
      await expect(page.getByTestId("line-refund")).toHaveText(formatRupiah(expected));
      await page.getByLabel("Reason (optional)").fill("The board meeting moved online");
      await page.getByRole("button", { name: "Review cancellation" }).click();
      await expect(page.getByTestId("cancel-refund-total")).toHaveText(formatRupiah(expected));

      // A double submit (the same confirmation posted again) cancels and refunds once.
      const confirmUrl = page.url();
      const form = { intent: "confirm", line: String(booking.line.id), expectedRefund: String(expected), reason: "The board meeting moved online", accountName: "", bankName: "", accountNumber: "" };
      const again = page.request.post(confirmUrl, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
      await page.getByRole("button", { name: "Confirm cancellation" }).click();
      expect([302, 303, 200, 409]).toContain((await again).status());

      await expect(page).toHaveURL(new RegExp(`/voucher/${booking.invoice.invoiceNo}`));
      await expect(page.getByTestId("line-cancelled")).toContainText("Cancelled");
      expect(await refundsOf(booking.invoice.id)).toMatchObject([{ amount: expected, method: "gateway", initiatedBy: "planner" }]);
      // The job runner asks the gateway (the local sandbox here) and confirms from its status.
      await expect.poll(async () => (await refundsOf(booking.invoice.id))[0]?.state, { timeout: 20_000 }).toBe("refunded");
      const gatewayRecord = (await first(db.select().from(schema.paymentTransactions).where(eq(schema.paymentTransactions.invoiceId, booking.invoice.id))))!;
      expect(JSON.parse(gatewayRecord.sandboxRefunds)).toEqual([{ refundKey: `RF-${booking.invoice.invoiceNo}-L${booking.line.id}`, amount: expected }]);
      await page.reload();
      await expect(page.getByTestId("refund-state")).toContainText(`${formatRupiah(expected)} · Refunded`);
      const mail = (await db.select().from(schema.outbox).where(eq(schema.outbox.to, booking.invoice.email))).map((m) => m.subject);
      expect(mail).toContain(`Bali MICE booking cancelled ${booking.invoice.invoiceNo}`);

      // Another account can book the same hours at once.
      await page.context().clearCookies();
      await bookSameSlot(page, booking.product.id, booking.date);
      await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
    });

    test("from the day before the event a cancellation is refused with the message and a way to message the venue", async ({ page, baseURL }) => {
      const booking = await paidBooking(db, { daysOut: 1 });
      await page.goto(`/cancel-booking/${booking.invoice.invoiceNo}?token=${booking.invoice.accessToken}`);
      await expect(page.getByText("This booking can no longer be cancelled: cancellation closes at 00:00 (Bali time) on the day before the event.")).toBeVisible();
      await expect(page.getByRole("checkbox")).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toBeVisible();
      const forged = await page.request.post(page.url(), { form: { intent: "confirm", line: String(booking.line.id), expectedRefund: "0" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect(forged.status()).toBe(409);
      expect(await refundsOf(booking.invoice.id)).toEqual([]);
      expect((await first(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, booking.line.id))))?.cancelledAt).toBeNull();
    });

    test("a bank-transfer booking is cancelled from My Reservation with the account the refund goes to", async ({ page }) => {
      const customer = (await first(db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.customer.email))))!;
      const booking = await paidBooking(db, { daysOut: 20, policy: "flexible", via: "bank", userId: customer.id, email: customer.email });
      await login(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, "/my-reservation");
      const card = page.getByTestId("invoice-card").filter({ hasText: booking.invoice.invoiceNo });
      await card.locator("summary").first().click();
      await card.getByRole("link", { name: "Cancel this booking" }).click();
      await page.getByLabel("Reason (optional)").fill("Budget cut");
      await page.getByLabel("Account holder name").fill("Komang Tester");
      await page.getByRole("button", { name: "Review cancellation" }).click();
      // Missing fields are named next to them; what was typed stays.
      await expect(page.getByText("Enter the bank's name")).toBeVisible();
      await expect(page.getByLabel("Reason (optional)")).toHaveValue("Budget cut");
      await expect(page.getByLabel("Account holder name")).toHaveValue("Komang Tester");
      await page.getByLabel("Bank", { exact: true }).fill("BCA");
      await page.getByLabel("Account number").fill("1234567890");
      await page.getByRole("button", { name: "Review cancellation" }).click();
      await expect(page.getByTestId("cancel-refund-total")).toHaveText(formatRupiah(booking.paid));
      await page.getByRole("button", { name: "Confirm cancellation" }).click();
      await expect(page).toHaveURL(/\/my-reservation$/);
      expect(await refundsOf(booking.invoice.id)).toMatchObject([{ amount: booking.paid, method: "bank", state: "requested", bankName: "BCA", bankAccount: "1234567890" }]);
      const again = page.getByTestId("invoice-card").filter({ hasText: booking.invoice.invoiceNo });
      await again.locator("summary").first().click();
      await expect(again.getByTestId("refund-state")).toContainText("Refund requested");
    });
  });
}

async function bookSameSlot(page: Page, productId: number, date: string) {
  await page.goto(`/product-detail/${productId}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Time").selectOption("10:00");
  const layout = form.getByLabel("Seat layout");
  const firstLayout = await layout.locator("option").nth(1).getAttribute("value");
  await layout.selectOption(firstLayout!);
  const qty = form.getByLabel("Quantity");
  await qty.fill("2");
  await form.getByLabel("Event name").fill("Product launch");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
}
