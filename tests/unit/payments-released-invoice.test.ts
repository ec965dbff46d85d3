// Issue 41 item 4 (ADR 0353): a planner opens a payment session, releases the unpaid
// reservation (POST /v1/invoice/{no}/cancellation {"lineIds":[]}), then pays the old session.
// The release expires the open gateway transactions (Midtrans POST /v2/{order_id}/expire, the
// sandbox likewise), the sandbox page refuses what is not payable, and a payment that still
// arrives (Midtrans' webhook) is refunded automatically: in the ledger, the planner told by
// e-mail, the booking never revived.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { processGatewayRefund } from "~/payments/refunds.server";
import { type DB, tables, first } from "~/db.server";
import { runDueJobs } from "~/jobs/runner.server";
import { lineSums } from "~/ledger/ledger.server";
import { handlePaymentNotification } from "~/payments/notification.server";
import { startPayment } from "~/payments/payment-session.server";
import { LocalSandboxProvider, setPaymentProvider } from "~/payments/provider.server";
import { action as sandboxAction, loader as sandboxLoader } from "~/routes/payment-sandbox.$token";
import { makeUser } from "../support/cart-fixtures";
import { createTestInvoice } from "../support/invoices";
import { callRoute } from "../support/route-call";
import { ScriptedGateway, signedNotification } from "../support/scripted-gateway";
import { freshDatabase } from "../support/test-db";
import { dispatch } from "../support/v1-router";

const ORIGIN = "http://app.test";
const SERVER_KEY = "SB-Mid-server-RELEASED";
let db: DB;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => setPaymentProvider(undefined));

const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;
const linesOf = async (id: number) => await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, id));
const refundsOf = async (id: number) => await db.select().from(tables.refunds).where(eq(tables.refunds.invoiceId, id));
const mailsTo = async (email: string) => await db.select().from(tables.outbox).where(eq(tables.outbox.to, email));

/** A planner's unpaid invoice with an open payment session, released through /v1. */
async function releasedAfterOpeningPayment() {
  const planner = await makeUser(db, "released");
  const apiKey = await createAccessToken(planner.id);
  const invoice = await createTestInvoice(db, { lines: 2, userId: planner.id, email: planner.email });
  const started = await startPayment(invoice, { origin: ORIGIN });
  if (!started.ok) throw new Error(`payment not started: ${started.reason}`);
  const { response } = await dispatch(new Request(`${ORIGIN}/v1/invoice/${invoice.invoiceNo}/cancellation`, {
    method: "POST",
    headers: { "api-key": apiKey, "Content-Type": "application/json" },
    body: JSON.stringify({ lineIds: [] }),
  }));
  expect(response.status).toBe(200);
  expect((await invoiceRow(invoice.id)).status).toBe("cancelled");
  expect((await mailsTo(invoice.email)).map((m) => m.subject).join("\n")).toMatch(/reservation cancelled/);
  return { invoice, started };
}

describe("the local sandbox", () => {
  test("the old session of a released reservation cannot be paid: the release expired it, the page refuses", async () => {
    setPaymentProvider(new LocalSandboxProvider(SERVER_KEY));
    const { invoice, started } = await releasedAfterOpeningPayment();
    await runDueJobs({ now: new Date() });
    const token = started.redirectUrl.split("/payment-sandbox/")[1]!;
    const transaction = (await first(db.select().from(tables.paymentTransactions).where(eq(tables.paymentTransactions.token, token))))!;
    expect(transaction.sandboxStatus).toBe("expire");

    const page = await callRoute(sandboxLoader, new Request(`${ORIGIN}/payment-sandbox/${token}`), { token });
    expect(((await page.json()) as { payable: boolean }).payable).toBe(false);
    const paid = await callRoute(sandboxAction, new Request(`${ORIGIN}/payment-sandbox/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "pay", method: "credit_card" }),
    }), { token });
    expect(paid.status).toBe(409);

    const after = await invoiceRow(invoice.id);
    expect(after).toMatchObject({ status: "cancelled", voucherNo: null, paidAt: null });
    expect((await linesOf(invoice.id)).every((l) => l.paidAmount === 0)).toBe(true);
    expect((await mailsTo(invoice.email)).some((m) => /voucher/i.test(m.subject))).toBe(false);
  });
});

describe("Midtrans", () => {
  let gateway: ScriptedGateway;

  test("the release expires the open Snap transaction; a payment that still arrives is refunded, never revives", async () => {
    gateway = new ScriptedGateway(SERVER_KEY);
    setPaymentProvider(gateway);
    const { invoice } = await releasedAfterOpeningPayment();
    await runDueJobs({ now: new Date() });
    expect(gateway.expireRequests).toEqual([invoice.invoiceNo]);

    // The planner had paid by card in the open Snap window anyway: the webhook arrives.
    const gross = `${invoice.totalCost}.00`;
    gateway.report(invoice.invoiceNo, "settlement", gross);
    const result = await handlePaymentNotification(signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", gross), { origin: ORIGIN });
    expect(result).toMatchObject({ outcome: "applied", httpStatus: 200, invoiceStatus: "cancelled" });

    const after = await invoiceRow(invoice.id);
    expect(after).toMatchObject({ status: "cancelled", voucherNo: null, paidAt: null });
    const lines = await linesOf(invoice.id);
    expect(lines.every((l) => l.paidAmount === 0 && l.cancelledAt === null)).toBe(true);

    // Refunded in full through the gateway, one refund per line, each in the ledger with its cause.
    const refunds = await refundsOf(invoice.id);
    expect(refunds.map((r) => r.method)).toEqual(["gateway", "gateway"]);
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(invoice.totalCost);
    expect(refunds.every((r) => r.initiatedBy === "late" && r.orderId === invoice.invoiceNo)).toBe(true);
    // Each refund's job keeps the origin the payment came in on, for its "refund sent" e-mail's links (ADR 0382).
    const jobs = await db.select().from(tables.jobs).where(eq(tables.jobs.kind, "refunds.process"));
    const payloads = jobs.map((j) => JSON.parse(j.payload) as { refundId: number; origin?: string }).filter((p) => refunds.some((r) => r.id === p.refundId));
    expect(payloads.map((p) => p.origin)).toEqual([ORIGIN, ORIGIN]);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const sums = await lineSums(db, line.id);
      expect(sums.paid).toBe(sums.refunded);
      expect(sums.vendorShare).toBe(0);
      expect(sums.commission).toBe(0);
    }
    const ledger = await db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.invoiceId, invoice.id));
    expect(ledger.filter((e) => e.kind === "payment").every((e) => e.ref.startsWith(`late:${invoice.invoiceNo}:`))).toBe(true);

    // The planner is told; no voucher goes out.
    const mails = await mailsTo(invoice.email);
    expect(mails.some((m) => /refund/i.test(m.subject) && m.text.includes(invoice.invoiceNo))).toBe(true);
    expect(mails.some((m) => /voucher/i.test(m.subject))).toBe(false);

    // The same notification again changes nothing (idempotent).
    const again = await handlePaymentNotification(signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", gross), { origin: ORIGIN });
    expect(again.outcome).toBe("duplicate");
    expect((await refundsOf(invoice.id)).length).toBe(2);
    expect((await db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.invoiceId, invoice.id))).length).toBe(ledger.length);

    // The refund job asks the gateway once per refund; the gateway's refund notification marks them refunded.
    for (const r of refunds) await processGatewayRefund(r.id);
    expect(gateway.refundRequests.map((r) => r.amount).reduce((a, b) => a + b, 0)).toBe(invoice.totalCost);
    expect((await refundsOf(invoice.id)).every((r) => r.state === "refunded")).toBe(true);
    expect((await invoiceRow(invoice.id)).status).toBe("cancelled");
  });

  test("a late virtual-account payment becomes a refund to send by bank (the gateway cannot refund it)", async () => {
    gateway = new ScriptedGateway(SERVER_KEY);
    setPaymentProvider(gateway);
    const { invoice } = await releasedAfterOpeningPayment();
    const gross = `${invoice.totalCost}.00`;
    gateway.report(invoice.invoiceNo, "settlement", gross, "accept", "bank_transfer");
    await handlePaymentNotification(signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", gross), { origin: ORIGIN });
    expect((await invoiceRow(invoice.id)).status).toBe("cancelled");
    const refunds = await refundsOf(invoice.id);
    expect(refunds.map((r) => [r.method, r.state])).toEqual([["bank", "requested"], ["bank", "requested"]]);
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(invoice.totalCost);
  });
});
