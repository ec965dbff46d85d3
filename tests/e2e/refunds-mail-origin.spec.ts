// Issue 40, finding 10 (ADR 0358): the "refund sent" e-mail links to the one configured origin
// (the e2e server's APP_URL, its baseURL), as every other e-mail does: when the refund job sends
// a gateway refund after the planner cancelled, and when the admin marks a bank transfer sent.
// Its link opens the voucher, which tells the refund. JS on and off (projects), desktop and phone.
import { expect, test, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { formatRupiah } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { paidBooking } from "./support/bookings";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const refundOf = async (lineId: number) => await first(db.select().from(schema.refunds).where(eq(schema.refunds.lineId, lineId)));

/** The "refund sent" e-mail of an invoice, once the server has written it to the outbox. */
async function refundMail(email: string, invoiceNo: string) {
  const find = async () => (await db.select().from(schema.outbox).where(eq(schema.outbox.to, email))).find((m) => m.subject === `Bali MICE refund sent ${invoiceNo}`);
  await expect.poll(async () => (await find())?.subject, { timeout: 20_000 }).toBe(`Bali MICE refund sent ${invoiceNo}`);
  return (await find())!;
}

/** Every absolute link of a mail (text and HTML), each checked to start with the configured origin, and its voucher link. */
function linksOf(mail: { text: string; html: string }, origin: string, invoiceNo: string) {
  const links = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((link) => !link.startsWith(`${origin}/`))).toEqual([]);
  const voucher = links.find((link) => link.startsWith(`${origin}/voucher/${invoiceNo}`));
  expect(voucher).toBeDefined();
  return voucher!;
}

async function opensTheRefundedVoucher(page: Page, link: string, amount: number) {
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByTestId("not-valid-badge")).toHaveText("NOT VALID");
  await expect(page.getByTestId("money-summary")).toContainText(`Refund ${formatRupiah(amount)}: sent.`);
}

for (const size of ["desktop", "phone"] as const) {
  test.describe(size, () => {
    test.beforeEach(async ({ page }) => {
      if (size === "phone") await page.setViewportSize({ width: 390, height: 844 });
    });

    test("a card booking cancelled by the planner: the refund job's e-mail links to the configured origin", async ({ page, baseURL }) => {
      const booking = await paidBooking(db, { daysOut: 20, policy: "flexible" });
      await page.goto(`/voucher/${booking.invoice.invoiceNo}?token=${booking.invoice.accessToken}`);
      await page.getByRole("link", { name: "Cancel this booking" }).click();
      await page.getByRole("button", { name: "Review cancellation" }).click();
      await page.getByRole("button", { name: "Confirm cancellation" }).click();
      await expect(page).toHaveURL(new RegExp(`/voucher/${booking.invoice.invoiceNo}`));
      // The job runner asks the gateway (the local sandbox) and, once it confirms, writes the e-mail.
      await expect.poll(async () => (await refundOf(booking.line.id))?.state, { timeout: 20_000 }).toBe("refunded");
      const mail = await refundMail(booking.invoice.email, booking.invoice.invoiceNo);
      expect(mail.text).toContain(`Your refund of ${formatRupiah(booking.paid)} for invoice ${booking.invoice.invoiceNo} has been made to the card or e-wallet you paid with.`);
      await opensTheRefundedVoucher(page, linksOf(mail, baseURL!, booking.invoice.invoiceNo), booking.paid);
    });

    test("a bank-transfer refund marked sent by the admin: its e-mail links to the configured origin", async ({ page, baseURL }) => {
      const booking = await paidBooking(db, { daysOut: 20, policy: "flexible", via: "bank" });
      // The planner cancels through their link (the cancel page is covered by cancellations-planner.spec.ts).
      const cancelled = await page.request.post(`/cancel-booking/${booking.invoice.invoiceNo}?token=${booking.invoice.accessToken}`, {
        form: { intent: "confirm", line: String(booking.line.id), expectedRefund: String(booking.paid), reason: "Budget cut", accountName: "Komang Tester", bankName: "BCA", accountNumber: "1234567890" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(cancelled.status()).toBeLessThan(400);
      expect(await refundOf(booking.line.id)).toMatchObject({ method: "bank", state: "requested" });

      await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin/refunds");
      const card = page.getByTestId("refund-to-send").filter({ hasText: booking.invoice.invoiceNo });
      await card.getByLabel("Transfer reference").fill("TRF-E2E-ORIGIN");
      await card.getByRole("button", { name: /^Mark sent/ }).click();
      await expect(page.getByTestId("refund-done").filter({ hasText: booking.invoice.invoiceNo })).toContainText("Sent (reference TRF-E2E-ORIGIN)");
      const mail = await refundMail(booking.invoice.email, booking.invoice.invoiceNo);
      expect(mail.text).toContain("(reference TRF-E2E-ORIGIN)");
      await opensTheRefundedVoucher(page, linksOf(mail, baseURL!, booking.invoice.invoiceNo), booking.paid);
    });
  });
}
