// Issue 40, finding 10 (ADR 0358, 0382): the "refund sent" e-mail links to the origin every other
// e-mail of the booking uses, never to a http://localhost:PORT the server builds for itself: when
// the refund job sends a gateway refund after the planner cancelled, and when the admin marks a
// bank transfer sent. On the e2e server that is the configured origin (APP_URL, its baseURL), and
// the link opens the voucher, which tells the refund: JS on and off (projects), desktop and phone.
// A local installation without APP_URL, reached at 127.0.0.1 (how the finding was made), is started
// by this spec on a copy of the e2e database: there the links follow the address the planner and
// the admin used.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { formatRupiah } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { paidBooking } from "./support/bookings";
import { e2eOnPostgres } from "./support/e2e-postgres";
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

/** Every absolute link of a mail that does not start with `origin` (none, when the mail is right). */
const foreignLinks = (mail: { text: string; html: string }, origin: string) =>
  [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]).filter((link) => !link.startsWith(`${origin}/`));

/** Every absolute link of a mail (text and HTML), each checked to start with the configured origin, and its voucher link. */
function linksOf(mail: { text: string; html: string }, origin: string, invoiceNo: string) {
  const links = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
  expect(links.length).toBeGreaterThan(0);
  expect(foreignLinks(mail, origin)).toEqual([]);
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
      const booking = await paidBooking(db, { daysOut: 20, policy: "flexible", tryDays: 10 });
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
      const booking = await paidBooking(db, { daysOut: 20, policy: "flexible", via: "bank", tryDays: 10 });
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

test.describe("a local installation without APP_URL, reached at 127.0.0.1", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a server process of its own: once is enough");
  test.skip(e2eOnPostgres, "runs on a copy of the e2e SQLite file");
  const work = path.resolve(`tests/.tmp/refunds-local-${crypto.randomBytes(4).toString("hex")}`);
  let server: ChildProcess | undefined;
  test.afterAll(() => {
    server?.kill("SIGKILL");
    fs.rmSync(work, { recursive: true, force: true });
  });

  test("the refund job's and the admin's 'refund sent' e-mails link to the address the app was reached at, as the cancellation's e-mail does", async ({ page }) => {
    test.setTimeout(90_000);
    const card = await paidBooking(db, { daysOut: 20 + crypto.randomInt(200), policy: "flexible" });
    const bank = await paidBooking(db, { daysOut: 20 + crypto.randomInt(200), policy: "flexible", via: "bank" });
    // The e2e database as it is now, for a server of its own (no APP_URL, the sandbox gateway).
    fs.mkdirSync(work, { recursive: true });
    db.$client.exec(`VACUUM INTO '${path.join(work, "app.db")}'`);
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["server.mjs"], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATABASE_PATH: path.join(work, "app.db"), STORAGE_DIR: path.join(work, "uploads"), PAYMENT_SANDBOX: "true", SEED_IF_EMPTY: "false", E2E: "true" },
      stdio: "ignore",
    });
    await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
    const copy = new Database(path.join(work, "app.db"), { readonly: true });
    const refundState = (lineId: number) => (copy.prepare("select state from refunds where line_id = ?").get(lineId) as { state: string } | undefined)?.state;
    const mailTo = (email: string, subject: string) => copy.prepare(`select subject, text, html from outbox where "to" = ? and subject = ?`).get(email, subject) as { subject: string; text: string; html: string } | undefined;

    try {
      // The planner cancels the card booking from its voucher; the job refunds it through the sandbox.
      await page.goto(`${base}/voucher/${card.invoice.invoiceNo}?token=${card.invoice.accessToken}`);
      await page.getByRole("link", { name: "Cancel this booking" }).click();
      await page.getByRole("button", { name: "Review cancellation" }).click();
      await page.getByRole("button", { name: "Confirm cancellation" }).click();
      await expect(page).toHaveURL(new RegExp(`^${base}/voucher/${card.invoice.invoiceNo}`));
      await expect.poll(() => refundState(card.line.id), { timeout: 30_000 }).toBe("refunded");
      await expect.poll(() => mailTo(card.invoice.email, `Bali MICE refund sent ${card.invoice.invoiceNo}`)?.subject, { timeout: 20_000 }).toBeDefined();
      const cancelledMail = mailTo(card.invoice.email, `Bali MICE booking cancelled ${card.invoice.invoiceNo}`)!;
      expect(cancelledMail.text).toContain(`${base}/voucher/${card.invoice.invoiceNo}`);
      const jobMail = mailTo(card.invoice.email, `Bali MICE refund sent ${card.invoice.invoiceNo}`)!;
      expect(jobMail.text).toContain(`${base}/voucher/${card.invoice.invoiceNo}`);
      expect(foreignLinks(jobMail, base)).toEqual([]);

      // The bank-transfer booking: cancelled with the planner's account, marked sent by the admin.
      const cancelled = await page.request.post(`${base}/cancel-booking/${bank.invoice.invoiceNo}?token=${bank.invoice.accessToken}`, {
        form: { intent: "confirm", line: String(bank.line.id), expectedRefund: String(bank.paid), reason: "Budget cut", accountName: "Komang Tester", bankName: "BCA", accountNumber: "1234567890" },
        headers: { Origin: base },
        maxRedirects: 0,
      });
      expect(cancelled.status()).toBeLessThan(400);
      await page.goto(`${base}/login?${new URLSearchParams({ redirectTo: "/admin/refunds" })}`);
      const form = page.locator("form", { has: page.getByRole("button", { name: "Log in", exact: true }) }).first();
      await form.getByLabel("E-mail").fill(DEMO_ACCOUNTS.admin.email);
      await form.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
      await form.getByRole("button", { name: "Log in", exact: true }).click();
      const toSend = page.getByTestId("refund-to-send").filter({ hasText: bank.invoice.invoiceNo });
      await toSend.getByLabel("Transfer reference").fill("TRF-E2E-LOCAL");
      await toSend.getByRole("button", { name: /^Mark sent/ }).click();
      await expect(page.getByTestId("refund-done").filter({ hasText: bank.invoice.invoiceNo })).toContainText("Sent (reference TRF-E2E-LOCAL)");
      const adminMail = mailTo(bank.invoice.email, `Bali MICE refund sent ${bank.invoice.invoiceNo}`)!;
      expect(adminMail.text).toContain(`${base}/voucher/${bank.invoice.invoiceNo}`);
      expect(foreignLinks(adminMail, base)).toEqual([]);
    } finally {
      copy.close();
    }
  });
});
