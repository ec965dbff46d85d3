// Issue 40 (ADR 0380): the vendor's Manage Reservation says each booking's money in the planner's
// words, from the ledger: a deposit booking reads "Deposit paid" with the balance and its due
// date, a paid one "Paid in full", a booking the vendor cancels "Cancelled" with its refund, then
// "sent" once the refund job is done (closed, never pending or the admin's "Full Paid"); the same
// in Indonesian and in the CSV. JS on and off (projects), desktop and phone.
import crypto from "node:crypto";
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import { formatDate, formatRupiah } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { paidBooking } from "./support/bookings";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const refundOf = async (lineId: number) => await first(db.select().from(schema.refunds).where(eq(schema.refunds.lineId, lineId)));

for (const size of ["desktop", "phone"] as const) {
  test.describe(size, () => {
    test.beforeEach(async ({ page }) => {
      if (size === "phone") await page.setViewportSize({ width: 390, height: 844 });
    });

    test("each booking's money in the planner's words: deposit paid with its balance, paid in full, cancelled with its refund sent; in Indonesian and in the CSV", async ({ page }) => {
      const deposit = await paidBooking(db, { daysOut: 45 + crypto.randomInt(200), deposit: true });
      const full = await paidBooking(db, { daysOut: 20 + crypto.randomInt(200), policy: "flexible", supplierId: deposit.line.supplierId, tryDays: 10 });
      const owner = (await first(db
          .select({ email: schema.users.email })
          .from(schema.suppliers)
          .innerJoin(schema.users, eq(schema.users.id, schema.suppliers.userId))
          .where(eq(schema.suppliers.id, deposit.line.supplierId))))!;
      const balance = deposit.invoice.totalCost - deposit.paid;
      const due = formatDate(deposit.invoice.balanceDueAt!);
      const statusOf = (lineId: number) => page.locator(`[data-testid=reservation-row][data-line="${lineId}"]`).getByTestId("payment-status");

      // The deposit booking: what was paid, what is still due and by when; not the admin's label.
      await login(page, owner.email, DEMO_ACCOUNTS.vendor.password, `/dashboard/manage-reservations?q=${deposit.invoice.invoiceNo}`);
      await expect(statusOf(deposit.line.id).getByTestId("payment-badge")).toHaveText("Deposit paid");
      await expect(statusOf(deposit.line.id)).toContainText(`Paid so far: ${formatRupiah(deposit.paid)}.`);
      await expect(statusOf(deposit.line.id)).toContainText(`Balance ${formatRupiah(balance)} due by ${due}.`);
      await expect(statusOf(deposit.line.id)).not.toContainText("Down Payment");

      // The paid booking, then cancelled by the vendor: its refund, on its way, then sent.
      await page.goto(`/dashboard/manage-reservations?q=${full.invoice.invoiceNo}`);
      await expect(statusOf(full.line.id).getByTestId("payment-badge")).toHaveText("Paid in full");
      await expect(statusOf(full.line.id)).toContainText(`Paid in full: ${formatRupiah(full.paid)}.`);
      await expect(statusOf(full.line.id)).not.toContainText("Full Paid");
      await page.locator(`[data-testid=reservation-row][data-line="${full.line.id}"]`).getByRole("link", { name: "Detail" }).click();
      const detail = page.getByRole("dialog", { name: "Reservation Detail" });
      await expect(detail.getByTestId("payment-badge")).toHaveText("Paid in full");
      await detail.getByRole("link", { name: "Cancel this booking" }).click();
      await page.getByLabel("Reason, sent to the planner *").fill("The ballroom is closed for repairs");
      await page.getByRole("dialog", { name: "Cancel booking" }).getByRole("button", { name: "Cancel booking" }).click();
      await expect(page.getByText(`Booking cancelled. The planner gets ${formatRupiah(full.paid)} back in full`)).toBeVisible();
      await expect(statusOf(full.line.id).getByTestId("payment-badge")).toHaveText("Cancelled");
      await expect(statusOf(full.line.id)).toContainText(`Refund ${formatRupiah(full.paid)}: `);
      await expect.poll(async () => (await refundOf(full.line.id))?.state, { timeout: 20_000 }).toBe("refunded");
      await page.goto(`/dashboard/manage-reservations?q=${full.invoice.invoiceNo}`);
      await expect(statusOf(full.line.id).getByTestId("payment-badge")).toHaveText("Cancelled");
      await expect(statusOf(full.line.id)).toContainText(`Refund ${formatRupiah(full.paid)}: sent.`);
      await expect(statusOf(full.line.id)).toContainText("Cancelled by the venue");
      await expect(statusOf(full.line.id)).not.toContainText(/Full Paid|pending/i);

      // In Indonesian: the planner's Indonesian words.
      await page.goto(`/dashboard/manage-reservations?q=${full.invoice.invoiceNo}&lang=id`);
      await expect(statusOf(full.line.id).getByTestId("payment-badge")).toHaveText("Dibatalkan");
      await expect(statusOf(full.line.id)).toContainText(`Pengembalian dana ${formatRupiah(full.paid)}: sudah dikirim.`);
      await page.goto(`/dashboard/manage-reservations?q=${deposit.invoice.invoiceNo}&lang=id`);
      await expect(statusOf(deposit.line.id).getByTestId("payment-badge")).toHaveText("Uang muka dibayar");
      await expect(statusOf(deposit.line.id)).toContainText(`Sisa pembayaran ${formatRupiah(balance)} jatuh tempo ${due}.`);

      // The export says the same.
      const csv = async (invoiceNo: string) => {
        const answer = await page.request.get(`/dashboard/manage-reservations.csv?q=${invoiceNo}`);
        expect(answer.status()).toBe(200);
        const [header, row] = (await answer.text()).trim().split(/\r?\n/).map((l) => l.split(","));
        return Object.fromEntries(["Money state", "Paid (IDR)", "Refund (IDR)", "Refund state"].map((name) => [name, row![header!.indexOf(name)]]));
      };
      expect(await csv(full.invoice.invoiceNo)).toEqual({ "Money state": "Cancelled", "Paid (IDR)": String(full.paid), "Refund (IDR)": String(full.paid), "Refund state": "Sent" });
      expect(await csv(deposit.invoice.invoiceNo)).toEqual({ "Money state": "Deposit paid", "Paid (IDR)": String(deposit.paid), "Refund (IDR)": "", "Refund state": "" });
    });
  });
}
