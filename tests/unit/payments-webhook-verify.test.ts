// The webhook verifies with the gateway (ADR 0043): a local HTTP server stands in for Midtrans
// (Snap and the status API), the app is configured for it through MIDTRANS_SNAP_URL and
// MIDTRANS_API_URL, and notifications arrive through the real route.
import crypto from "node:crypto";
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DB, tables, first } from "~/db.server";
import { setPaymentProvider } from "~/payments/provider.server";
import { action as notificationAction } from "~/routes/v1.payment.notification";
import { action as processAction } from "~/routes/v1.payment.process";
import { setEnv } from "../support/env";
import { startGatewayStandIn, type GatewayStandIn } from "../support/gateway-server";
import { createTestInvoice } from "../support/invoices";
import { signedNotification } from "../support/scripted-gateway";
import { freshDatabase } from "../support/test-db";

const SERVER_KEY = "SB-Mid-server-VerifyTest";
const APP_URL = "https://balimice.example";
let db: DB;
let gateway: GatewayStandIn;
let restoreEnv: () => void;

beforeAll(async () => {
  db = await freshDatabase();
  gateway = await startGatewayStandIn(SERVER_KEY);
  restoreEnv = setEnv({ APP_URL, MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_SNAP_URL: gateway.url, MIDTRANS_API_URL: gateway.url });
  setPaymentProvider(undefined); // the configured provider: Midtrans at the stand-in
});
afterAll(async () => {
  restoreEnv();
  await gateway.close();
});

const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;
const outboxCount = async () => (await db.select().from(tables.outbox)).length;
const amountOf = (invoice: { totalCost: number }) => `${invoice.totalCost}.00`;
const statusQueries = () => gateway.requests.filter((r) => r.method === "GET" && r.path.endsWith("/status"));

/** PROCEED PAYMENT through /v1: a Snap transaction is created at the stand-in. */
async function invoiceWithSnapSession() {
  const invoice = await createTestInvoice(db, { lines: 1 });
  const response = await processAction({
    request: new Request(`${APP_URL}/v1/payment/process`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ order_id: invoice.invoiceNo, gross_amount: invoice.totalCost, token: invoice.accessToken }),
    }),
    params: {},
    context: {},
  });
  expect(response.status).toBe(200);
  expect((await response.json()).data.redirect_url).toContain(`${gateway.url}/snap/v4/redirection/`);
  return invoice;
}

let ipCounter = 0;
async function notify(body: Record<string, unknown>) {
  const response = await notificationAction({
    request: new Request(`${APP_URL}/v1/payment/notification`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client-IP": `198.51.100.${++ipCounter % 250}` },
      body: JSON.stringify(body),
    }),
    params: {},
    context: {},
  });
  return { status: response.status, body: (await response.json()) as { message: string; outcome?: string } };
}

/** Everything an attacker would want to change. */
async function snapshot(invoice: { id: number }) {
  const row = await invoiceRow(invoice.id);
  return { status: row.status, paidAt: row.paidAt, voucherNo: row.voucherNo, gatewayStatus: row.gatewayStatus, mails: await outboxCount() };
}

describe("payment notifications are verified with the gateway", () => {
  test("a genuine settlement (the gateway's status says settlement) pays: voucher issued, booker e-mailed", async () => {
    const invoice = await invoiceWithSnapSession();
    gateway.report(invoice.invoiceNo, "settlement", amountOf(invoice));
    const before = await outboxCount();
    const answer = await notify(signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", amountOf(invoice)));
    expect(answer).toMatchObject({ status: 200, body: { outcome: "applied" } });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", paidVia: "midtrans", gatewayStatus: "settlement" });
    expect((await invoiceRow(invoice.id)).voucherNo).toMatch(/^VC-/);
    const mails = (await db.select().from(tables.outbox)).slice(before);
    expect(mails.find((m) => m.to === invoice.email)?.subject).not.toContain("TEST");

    // The documented status query: GET {api}/v2/{order_id}/status with Basic auth of the server key.
    const query = statusQueries().at(-1)!;
    expect(query.path).toBe(`/v2/${invoice.invoiceNo}/status`);
    expect(query.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString("base64")}`);
  });

  test("a pending notification's signature reused for 'settlement' pays nothing", async () => {
    const invoice = await invoiceWithSnapSession();
    gateway.report(invoice.invoiceNo, "pending", amountOf(invoice));
    const genuinePending = signedNotification(SERVER_KEY, invoice.invoiceNo, "pending", amountOf(invoice));
    expect((await notify(genuinePending)).status).toBe(200);
    const before = await snapshot(invoice);

    // Same order_id + status_code 201 + gross_amount, so the signature still validates.
    const forged = { ...genuinePending, transaction_status: "settlement", settlement_time: "2026-11-22 10:05:00" };
    const answer = await notify(forged);
    expect(answer.status).toBe(400);
    expect(await snapshot(invoice)).toEqual(before);
    expect((await invoiceRow(invoice.id)).status).toBe("pending");
  });

  test("'capture' + 'challenge' re-sent as 'accept' with the same signature pays nothing", async () => {
    const invoice = await invoiceWithSnapSession();
    gateway.report(invoice.invoiceNo, "capture", amountOf(invoice), "challenge");
    const challenge = signedNotification(SERVER_KEY, invoice.invoiceNo, "capture", amountOf(invoice), { fraud_status: "challenge", payment_type: "credit_card" });
    expect(challenge.status_code).toBe("201");
    expect((await notify(challenge)).status).toBe(200);
    const before = await snapshot(invoice);

    const forged = await notify({ ...challenge, fraud_status: "accept" });
    expect(forged.status).toBe(400);
    // And with status_code changed to 200 to look consistent, the signature no longer matches.
    const recoded = await notify({ ...challenge, fraud_status: "accept", status_code: "200" });
    expect(recoded.status).toBe(401);
    expect(await snapshot(invoice)).toEqual(before);
  });

  test("the gateway's word wins over a correctly signed body: it says pending, nothing is paid", async () => {
    const invoice = await invoiceWithSnapSession();
    gateway.report(invoice.invoiceNo, "pending", amountOf(invoice));
    // A settlement body signed with the real key (e.g. replayed from a test or a leaked key).
    const answer = await notify(signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", amountOf(invoice)));
    expect(answer).toMatchObject({ status: 200, body: { outcome: "applied" } });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "pending", gatewayStatus: "pending", paidAt: null, voucherNo: null });
  });

  test("gateway unreachable or failing: 503 and nothing changes, then the gateway's retry pays", async () => {
    const invoice = await invoiceWithSnapSession();
    gateway.report(invoice.invoiceNo, "settlement", amountOf(invoice));
    const body = signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", amountOf(invoice));
    const notifications = async () => (await db.select().from(tables.paymentNotifications)).length;
    const before = { ...await snapshot(invoice), notifications: await notifications() };

    gateway.mode = "error";
    expect((await notify(body)).status).toBe(503);
    gateway.mode = "up";

    // Nothing listening: connection refused.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const undo = setEnv({ MIDTRANS_API_URL: `http://127.0.0.1:${closedPort}` });
    try {
      const answer = await notify(body);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/retry/i);
    } finally {
      undo();
    }
    expect({ ...await snapshot(invoice), notifications: await notifications() }).toEqual(before);

    expect((await notify(body)).status).toBe(200);
    expect((await invoiceRow(invoice.id)).status).toBe("paid");
  });

  test("an order id this app did not create is refused without asking the gateway", async () => {
    const queries = statusQueries().length;
    const madeUp = `INV-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
    gateway.report(madeUp, "settlement", "1500000.00");
    const answer = await notify(signedNotification(SERVER_KEY, madeUp, "settlement", "1500000.00"));
    expect(answer.status).toBe(404);

    // A real invoice, but no payment session was opened for it (or for this retry suffix).
    const invoice = await createTestInvoice(db, { lines: 1 });
    gateway.report(invoice.invoiceNo, "settlement", amountOf(invoice));
    expect((await notify(signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", amountOf(invoice)))).status).toBe(404);
    expect((await notify(signedNotification(SERVER_KEY, `${invoice.invoiceNo}-R2`, "settlement", amountOf(invoice)))).status).toBe(404);
    expect((await invoiceRow(invoice.id)).status).toBe("pending");
    expect(statusQueries().length).toBe(queries);
  });

  test("the gateway does not know the order (status 404): refused, nothing changes", async () => {
    const invoice = await invoiceWithSnapSession();
    const answer = await notify(signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", amountOf(invoice)));
    expect(answer.status).toBe(404);
    expect((await invoiceRow(invoice.id)).status).toBe("pending");
  });
});
