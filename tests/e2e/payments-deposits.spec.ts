// Deposits (issue 23): JS on and off (projects), desktop and phone.
import { expect, test, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { addDaysIso, baliIsoDate, baliToUtc, formatDate, formatRupiah } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { checkOut, depositProduct, farBookingDate, fillBookingForm } from "./support/bookings";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();


async function addToList(page: Page, productId: number, date: string) {
  await page.goto(`/product-detail/${productId}`);
  await expect(page.getByTestId("payment-terms")).toContainText("A 30 % deposit secures the booking");
  await fillBookingForm(page, date, "Annual gala");
}

for (const size of ["desktop", "phone"] as const) {
  test.describe(size, () => {
    test.beforeEach(async ({ page }) => {
      if (size === "phone") await page.setViewportSize({ width: 390, height: 844 });
    });

    test("a guest books 60 days ahead with a 30 % deposit, pays it, then pays the balance from the voucher", async ({ page, browser }) => {
      const date = farBookingDate(200);
      const product = await depositProduct(db, date);
      await addToList(page, product.id, date);
      await page.goto("/reservation-summary");
      await expect(page.getByTestId("payment-schedule")).toContainText(`by ${formatDate(baliToUtc(addDaysIso(date, -30)))}`);
      const email = `deposit.${Date.now().toString(36)}@example.test`;
      await checkOut(page, { email });
      const invoice = (await first(db.select().from(schema.invoices).where(eq(schema.invoices.email, email))))!;
      expect(invoice).toMatchObject({ paymentPlan: "deposit", depositAmount: Math.ceil((invoice.totalCost * 30) / 100) });

      await page.getByRole("button", { name: "PROCEED PAYMENT" }).click();
      await expect(page.getByTestId("sandbox-amount")).toHaveText(formatRupiah(invoice.depositAmount));
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect.poll(async () => (await first(db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id))))?.paymentStatus).toBe("Down Payment");
      const admin = await browser.newPage();
      await login(admin, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, `/admin/manage-payments?q=${invoice.invoiceNo}`);
      await expect(admin.getByRole("link", { name: `Payment status Down Payment, change for invoice ${invoice.invoiceNo}` })).toBeVisible();

      await page.goto(`/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`);
      await expect(page.getByTestId("deposit-badge")).toContainText(`balance due ${formatDate(invoice.balanceDueAt!)}`);
      const balance = invoice.totalCost - invoice.depositAmount;
      await expect(page.getByTestId("balance-due")).toContainText(formatRupiah(balance));
      await page.getByRole("button", { name: "Pay the balance" }).click();
      await expect(page.getByTestId("sandbox-amount")).toHaveText(formatRupiah(balance));
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect.poll(async () => (await first(db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id))))?.paymentStatus).toBe("Full Paid");
      await page.goto(`/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`);
      await expect(page.getByTestId("paid-badge")).toBeVisible();
      await admin.reload();
      await expect(admin.getByRole("link", { name: `Payment status Full Paid, change for invoice ${invoice.invoiceNo}` })).toBeVisible();
      await admin.close();
    });

    test("a booking 5 days ahead is asked for the full amount", async ({ page }) => {
      const date = addDaysIso(baliIsoDate(), 5);
      const product = await depositProduct(db, date);
      await addToList(page, product.id, date);
      await page.goto("/reservation-summary?step=contact");
      await expect(page.getByTestId("payment-plan")).toHaveCount(0);
      const email = `full.${Date.now().toString(36)}@example.test`;
      await checkOut(page, { email });
      expect(await first(db.select().from(schema.invoices).where(eq(schema.invoices.email, email)))).toMatchObject({ paymentPlan: "full", depositAmount: 0 });
    });
  });
}
