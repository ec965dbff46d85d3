// Every planner screen tells the money as the ledger has it (issue 40, findings 1-6): JS on and off
// (projects), desktop and phone.
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import { addDaysIso, baliIsoDate, formatDate, formatRupiah } from "../../app/utils/format";
import { createCustomer, login } from "./support/auth";
import { bookDeposit, paidBooking } from "./support/bookings";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const invoiceByEmail = async (email: string) => (await first(db.select().from(schema.invoices).where(eq(schema.invoices.email, email))))!;

for (const size of ["desktop", "phone"] as const) {
  test.describe(size, () => {
    test.beforeEach(async ({ page }) => {
      if (size === "phone") await page.setViewportSize({ width: 390, height: 844 });
    });

    test("the deposit plan: confirmation and e-mail ask for the deposit, the payment result and My Reservation say what is paid and what remains", async ({ page }) => {
      const customer = await createCustomer(page, "Deposit");
      await login(page, customer.email, customer.password);
      await bookDeposit(page, db, customer.email);
      const invoice = await invoiceByEmail(customer.email);
      expect(invoice.paymentPlan).toBe("deposit");
      const balance = invoice.totalCost - invoice.depositAmount;
      const dueDate = formatDate(invoice.balanceDueAt!);

      // Finding 3: the chosen plan's amount in the transfer box and the e-mail.
      await expect(page.getByTestId("transfer-amount")).toHaveText(formatRupiah(invoice.depositAmount));
      await expect(page.getByTestId("money-summary")).toContainText(`the deposit, ${formatRupiah(invoice.depositAmount)}`);
      const mail = (await db.select().from(schema.outbox).where(eq(schema.outbox.to, customer.email))).find((m) => m.subject.includes(invoice.invoiceNo))!;
      expect(mail.text).toContain(`pay ${formatRupiah(invoice.depositAmount)} now (the deposit)`);
      expect(mail.text).toContain(`balance of ${formatRupiah(balance)} is due by ${dueDate}`);
      // Online payment first, within the payment box's first screen on a phone.
      const box = await page.getByRole("heading", { name: "Payment", exact: true }).boundingBox();
      if (size === "phone") await page.screenshot({ path: "test-results/money-confirmation-phone.png", fullPage: true });
      const proceed = await page.getByRole("button", { name: "PROCEED PAYMENT" }).boundingBox();
      const transferBox = await page.getByTestId("pay-transfer").boundingBox();
      expect(proceed!.y).toBeLessThan(transferBox!.y + (size === "phone" ? 0 : transferBox!.height));
      expect(proceed!.y - box!.y).toBeLessThan(844);

      // Finding 1: after paying only the deposit, the result page says so, and what remains.
      await page.getByRole("button", { name: "PROCEED PAYMENT" }).click();
      await expect(page.getByTestId("sandbox-amount")).toHaveText(formatRupiah(invoice.depositAmount));
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page).toHaveURL(/\/payment\//);
      await expect(page.getByTestId("payment-badge")).toHaveText("Deposit paid");
      await expect(page.getByTestId("money-summary")).toContainText(`Paid so far: ${formatRupiah(invoice.depositAmount)}.`);
      await expect(page.getByTestId("money-summary")).toContainText(`Balance ${formatRupiah(balance)} due by ${dueDate}.`);
      await expect(page.getByText("PAID", { exact: true })).toHaveCount(0);

      // Finding 2: My Reservation in the planner's words, with the balance to pay; finding 5: Change the date.
      await page.goto("/my-reservation");
      const card = page.getByTestId("invoice-card").filter({ hasText: invoice.invoiceNo });
      await expect(card.getByTestId("payment-badge")).toHaveText("Deposit paid");
      await expect(card).not.toContainText("settlement");
      await card.locator("summary").first().click();
      await expect(card.getByTestId("balance-due")).toContainText(formatRupiah(balance));
      await expect(card.getByRole("button", { name: "Pay the balance" })).toBeVisible();
      await expect(card.getByRole("link", { name: "Change the date" })).toBeVisible();
    });

    test("a cancelled booking: the voucher reads NOT VALID with its refund and no calendar, My Reservation says cancelled", async ({ page }) => {
      const customer = await createCustomer(page, "Cancel");
      const user = (await first(db.select().from(schema.users).where(eq(schema.users.email, customer.email))))!;
      const booking = await paidBooking(db, { daysOut: 20, policy: "flexible", userId: user.id, email: customer.email });
      await login(page, customer.email, customer.password, `/voucher/${booking.invoice.invoiceNo}`);
      await page.goto(`/voucher/${booking.invoice.invoiceNo}`);
      // Finding 5: the voucher offers moving the date beside cancelling.
      await expect(page.getByRole("link", { name: "Change the date" })).toHaveAttribute("href", new RegExp(`/change-date/${booking.invoice.invoiceNo}\\?line=${booking.line.id}`));
      await expect(page.getByRole("link", { name: /Add to calendar/ })).toHaveCount(1);
      await page.getByRole("link", { name: "Cancel this booking" }).click();
      await page.getByRole("button", { name: "Review cancellation" }).click();
      await page.getByRole("button", { name: "Confirm cancellation" }).click();
      await expect(page).toHaveURL(/\/my-reservation/);
      await page.goto(`/voucher/${booking.invoice.invoiceNo}`);

      // Finding 4: unmistakably not valid.
      await expect(page.getByTestId("not-valid-badge")).toHaveText("NOT VALID");
      await expect(page.getByTestId("paid-badge")).toHaveCount(0);
      await expect(page.getByText("On the day, show your voucher at the venue.")).toHaveCount(0);
      await expect(page.getByRole("link", { name: /Add (all )?to calendar/ })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Change the date" })).toHaveCount(0);
      await expect(page.getByTestId("money-summary")).toContainText(`Refund ${formatRupiah(booking.paid)}`);

      await page.goto("/my-reservation");
      const card = page.getByTestId("invoice-card").filter({ hasText: booking.invoice.invoiceNo });
      await expect(card.getByTestId("payment-badge")).toHaveText("Cancelled");
      await expect(card).not.toContainText("settlement");
      await card.locator("summary").first().click();
      await expect(card.getByTestId("money-summary")).toContainText(`Refund ${formatRupiah(booking.paid)}`);
      await expect(card.getByRole("link", { name: "Open Voucher" })).toHaveCount(0);
    });

    test("a deposit booking asked to move into its balance window is told to pay the balance first (finding 6)", async ({ page }) => {
      const email = `move.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
      await bookDeposit(page, db, email);
      const invoice = await invoiceByEmail(email);
      await page.getByRole("button", { name: "PROCEED PAYMENT" }).click();
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page.getByTestId("payment-badge")).toHaveText("Deposit paid");
      await page.goto(`/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`);
      await page.getByRole("link", { name: "Change the date" }).click();
      await page.getByRole("textbox", { name: "New date" }).fill(addDaysIso(baliIsoDate(), 12));
      await page.getByRole("button", { name: "Ask the venue" }).click();
      await expect(page.getByText("At this date the balance would already be due. Please pay the balance first, then ask to move the booking.")).toBeVisible();
      expect(await db.select().from(schema.dateChangeRequests).where(eq(schema.dateChangeRequests.invoiceId, invoice.id))).toEqual([]);
    });
  });
}
