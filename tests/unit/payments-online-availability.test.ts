// Fail closed (ADR 0044): a deployment (APP_URL set) without MIDTRANS_SERVER_KEY refuses online
// payment with a clear message; PAYMENT_SANDBOX=true opts into the sandbox for a public demo,
// and everything about a sandbox-paid invoice says it is a test payment. Pages are rendered
// from their loaders' data with the Remix hooks stubbed.
import crypto from "node:crypto";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { voucherMail } from "~/checkout/checkout-mail.server";
import { getInvoiceWithLines } from "~/payments/invoice.server";
import { type DB, tables, first } from "~/db.server";
import { applyAdminPaymentStatus } from "~/payments/invoice-status.server";
import { ONLINE_PAYMENT_UNAVAILABLE, TEST_PAYMENT_NOTICE } from "~/i18n/english/payment-notices";
import { startPayment } from "~/payments/payment-session.server";
import { setPaymentProvider } from "~/payments/provider.server";
import { getStorage } from "~/storage/storage.server";
import { getToast } from "~/utils/toast.server";
import * as payRoute from "~/routes/checkout.pay";
import * as confirmationPage from "~/routes/confirmation";
import * as paymentConfirmationPage from "~/routes/payment-confirmation";
import * as paymentStatusPage from "~/routes/payment.$status";
import * as sandboxPage from "~/routes/payment-sandbox.$token";
import * as apiConfirmation from "~/routes/v1.confirmation";
import * as apiNotification from "~/routes/v1.payment.notification";
import * as apiProcess from "~/routes/v1.payment.process";
import * as voucherPage from "~/routes/voucher.$id";
import { setEnv } from "../support/env";
import { createTestInvoice } from "../support/invoices";
import { freshDatabase } from "../support/test-db";

let loaderData: unknown;
vi.mock("@remix-run/react", async (importOriginal) =>
  (await import("../support/remix-react-stub")).remixReactStub(await importOriginal(), {
    loaderData: () => loaderData,
    // The pages' strings come with their loader data (ADR 0300).
    matches: () => [{ id: "page", data: loaderData }],
  }),
);

const APP_URL = "https://demo.balimice.example";
let db: DB;
const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;
const sessionsOf = async (id: number) => await db.select().from(tables.paymentTransactions).where(eq(tables.paymentTransactions.invoiceId, id));
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

async function run(fn: (a: ReturnType<typeof args>) => Promise<Response>, request: Request, params?: Record<string, string>) {
  try {
    return await fn(args(request, params));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The page's HTML, rendered from what its loader answers. */
async function renderPage(route: { loader: (a: never) => Promise<Response>; default: ComponentType }, url: string, params: Record<string, string> = {}, cookie = "") {
  const response = await route.loader(args(new Request(url, { headers: { Cookie: cookie } }), params) as never);
  loaderData = await response.json();
  return renderToString(createElement(route.default));
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

function proceedPayment(invoice: { invoiceNo: string; accessToken: string }) {
  return run(payRoute.action as never, new Request(`${APP_URL}/checkout/pay`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ invoiceNo: invoice.invoiceNo, token: invoice.accessToken }),
  }));
}

beforeAll(async () => {
  db = await freshDatabase();
  setPaymentProvider(undefined);
});
afterAll(() => setPaymentProvider(undefined));

describe("a deployment without a gateway key (APP_URL set, no MIDTRANS_SERVER_KEY)", () => {
  let restore: () => void;
  beforeAll(() => {
    restore = setEnv({ APP_URL, MIDTRANS_SERVER_KEY: undefined, PAYMENT_SANDBOX: "false" });
  });
  afterAll(() => restore());

  test("PROCEED PAYMENT is refused with the message shown on the page; the invoice is untouched", async () => {
    const invoice = await createTestInvoice(db, { lines: 1 });
    const response = await proceedPayment(invoice);
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toBe(`/confirmation?id=${invoice.invoiceNo}&token=${encodeURIComponent(invoice.accessToken)}`);
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const { toast } = await getToast(new Request(`${APP_URL}${location}`, { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ type: "error", description: ONLINE_PAYMENT_UNAVAILABLE });
    expect(await sessionsOf(invoice.id)).toHaveLength(0);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "pending", paidAt: null });

    // The pages say it where the button was, and offer no button that cannot work.
    const confirmation = text(await renderPage(confirmationPage, `${APP_URL}${location}`));
    expect(confirmation).toContain(ONLINE_PAYMENT_UNAVAILABLE);
    expect(confirmation).not.toContain("PROCEED PAYMENT");
    expect(confirmation).toContain(invoice.invoiceNo); // bank transfer details stay
    const transferPage = text(
      await renderPage(paymentConfirmationPage, `${APP_URL}/payment-confirmation?invoice=${invoice.invoiceNo}&token=${invoice.accessToken}`),
    );
    expect(transferPage).toContain(ONLINE_PAYMENT_UNAVAILABLE);
    expect(transferPage).not.toContain("PROCEED PAYMENT");
    expect(transferPage).toContain("Send Confirmation");
  });

  test("POST /v1/payment/process answers 403 with the message", async () => {
    const invoice = await createTestInvoice(db, { lines: 1 });
    const response = await run(apiProcess.action as never, new Request(`${APP_URL}/v1/payment/process`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ order_id: invoice.invoiceNo, gross_amount: invoice.totalCost, token: invoice.accessToken }),
    }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: ONLINE_PAYMENT_UNAVAILABLE });
    expect(await sessionsOf(invoice.id)).toHaveLength(0);
  });

  test("bank transfer confirmation keeps working", async () => {
    const invoice = await createTestInvoice(db, { lines: 1 });
    const fileKey = `receipts/uploads/${crypto.randomUUID()}.pdf`;
    await getStorage().put(fileKey, new TextEncoder().encode("%PDF-1.4\n"), "application/pdf");
    const response = await run(apiConfirmation.action as never, new Request(`${APP_URL}/v1/confirmation`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        invoiceId: invoice.invoiceNo,
        token: invoice.accessToken,
        fullName: "Komang Tester",
        email: invoice.email,
        paymentTime: "2026-01-05 10:30",
        amount: invoice.totalCost,
        bankAccountName: "Komang Tester",
        bankName: "BCA",
        bankAccount: "1234567890",
        fileFullUrl: fileKey,
      }),
    }));
    expect(response.status).toBe(201);
    expect(await db.select().from(tables.paymentConfirmations).where(eq(tables.paymentConfirmations.invoiceId, invoice.id))).toHaveLength(1);
  });

  test("no sandbox page, and no notification can pay", async () => {
    const invoice = await createTestInvoice(db, { lines: 1 });
    const page = await run(sandboxPage.loader as never, new Request(`${APP_URL}/payment-sandbox/x`), { token: "x" });
    expect(page.status).toBe(404);
    const notification = await run(apiNotification.action as never, new Request(`${APP_URL}/v1/payment/notification`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client-IP": "203.0.113.7" },
      body: JSON.stringify({ order_id: invoice.invoiceNo, status_code: "200", gross_amount: `${invoice.totalCost}.00`, transaction_status: "settlement", signature_key: "a".repeat(128) }),
    }));
    expect(notification.status).toBe(401);
    expect((await invoiceRow(invoice.id)).status).toBe("pending");
  });
});

describe("PAYMENT_SANDBOX=true on a deployment (public demo)", () => {
  let restore: () => void;
  beforeAll(() => {
    restore = setEnv({ APP_URL, MIDTRANS_SERVER_KEY: undefined, PAYMENT_SANDBOX: "true" });
  });
  afterAll(() => restore());

  test("the sandbox works and the sandbox page, payment status page, voucher and e-mails say test payment", async () => {
    const invoice = await createTestInvoice(db, { lines: 2 });
    const outboxBefore = (await db.select().from(tables.outbox)).length;
    const started = await proceedPayment(invoice);
    const sandboxUrl = started.headers.get("Location")!;
    expect(sandboxUrl).toMatch(new RegExp(`^${APP_URL}/payment-sandbox/[\\w-]+$`));
    const token = sandboxUrl.split("/payment-sandbox/")[1];

    const sandbox = text(await renderPage(sandboxPage, sandboxUrl, { token }));
    expect(sandbox).toMatch(/test payment/i);
    expect(sandbox).toContain("no money moves");

    const paid = await run(sandboxPage.action as never, new Request(sandboxUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "pay" }),
    }), { token });
    expect(paid.headers.get("Location")).toBe(`/payment/settlement?order_id=${invoice.invoiceNo}`);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", paidVia: "sandbox" });

    const returnCookie = paid.headers.get("Set-Cookie")!.split(";")[0];
    const statusPage = text(await renderPage(paymentStatusPage, `${APP_URL}/payment/settlement?order_id=${invoice.invoiceNo}`, { status: "settlement" }, returnCookie));
    expect(statusPage).toContain(TEST_PAYMENT_NOTICE);

    const voucher = text(await renderPage(voucherPage, `${APP_URL}/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`, { id: invoice.invoiceNo }));
    expect(voucher).toContain(TEST_PAYMENT_NOTICE);
    const confirmation = text(await renderPage(confirmationPage, `${APP_URL}/confirmation?id=${invoice.invoiceNo}&token=${invoice.accessToken}`));
    expect(confirmation).toContain(TEST_PAYMENT_NOTICE);

    // Voucher to the booker and "Booking paid" to each vendor, and a resent voucher.
    const mails = (await db.select().from(tables.outbox)).slice(outboxBefore);
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^\[TEST PAYMENT\] /);
      expect(mail.text).toContain(TEST_PAYMENT_NOTICE);
    }
    const resent = voucherMail((await getInvoiceWithLines(invoice.invoiceNo))!, [], APP_URL);
    expect(resent.subject).toMatch(/^\[TEST PAYMENT\] /);
    expect(resent.text).toContain(TEST_PAYMENT_NOTICE);
  });

  test("an invoice paid otherwise (admin, gateway) carries no test label", async () => {
    const invoice = await createTestInvoice(db, { lines: 1 });
    const result = await applyAdminPaymentStatus(invoice.id, "Full Paid", { origin: APP_URL });
    expect(result.ok).toBe(true);
    expect((await invoiceRow(invoice.id)).paidVia).toBe("admin");
    const voucher = text(await renderPage(voucherPage, `${APP_URL}/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`, { id: invoice.invoiceNo }));
    expect(voucher).toContain("PAID");
    expect(voucher).not.toContain(TEST_PAYMENT_NOTICE);
    expect(voucherMail((await getInvoiceWithLines(invoice.invoiceNo))!, [], APP_URL).subject).not.toContain("TEST");
  });
});

describe("a local installation (no APP_URL)", () => {
  afterEach(() => setPaymentProvider(undefined));

  test("keeps the sandbox as the default, without any setting", async () => {
    const restore = setEnv({ APP_URL: undefined, MIDTRANS_SERVER_KEY: undefined, PAYMENT_SANDBOX: "false" });
    try {
      const invoice = await createTestInvoice(db, { lines: 1 });
      expect(await startPayment(invoice, { origin: "http://localhost:3000" })).toMatchObject({ ok: true, provider: "sandbox" });
    } finally {
      restore();
    }
  });
});
