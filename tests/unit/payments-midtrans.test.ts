// The Midtrans Snap client against a local HTTP server standing in for the gateway.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DB, tables, run, first } from "~/db.server";
import { startPayment } from "~/payments/payment-session.server";
import { MidtransSnapProvider } from "~/payments/provider.server";
import { createTestInvoice } from "../support/invoices";
import { freshDatabase } from "../support/test-db";

type Captured = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };
const SERVER_KEY = "SB-Mid-server-AbC123xyz";
let db: DB;
let server: http.Server;
let baseUrl: string;
const requests: Captured[] = [];
let nextAnswer: { status: number; body: unknown } = { status: 201, body: {} };

beforeAll(async () => {
  db = await freshDatabase();
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(nextAnswer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(nextAnswer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("Midtrans Snap client", () => {
  test("sends the documented request and returns the gateway's redirect_url", async () => {
    const provider = new MidtransSnapProvider(SERVER_KEY, baseUrl);
    const invoice = await createTestInvoice(db, { lines: 2, qty: 4, discountPercentage: 10 });
    expect(invoice.discountAmount).toBeGreaterThan(0);
    nextAnswer = {
      status: 201,
      body: { token: "66e4fa55-fdac-4ef9-91b5-733b97d1b862", redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/66e4fa55" },
    };
    requests.length = 0;

    const result = await startPayment(invoice, { origin: "https://balimice.example", provider });
    expect(result).toEqual({
      ok: true,
      provider: "midtrans",
      orderId: invoice.invoiceNo,
      redirectUrl: "https://app.sandbox.midtrans.com/snap/v4/redirection/66e4fa55",
    });

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/snap/v1/transactions");
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString("base64")}`);
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.headers["x-override-notification"]).toBe("https://balimice.example/v1/payment/notification");

    const body = JSON.parse(req.body);
    expect(body.transaction_details).toEqual({ order_id: invoice.invoiceNo, gross_amount: invoice.totalCost });
    expect(body.customer_details).toMatchObject({ first_name: "Komang", last_name: "Tester", email: invoice.email, phone: invoice.cellPhone });
    const items = body.item_details as { id: string; price: number; quantity: number; name: string }[];
    expect(items).toHaveLength(3);
    expect(items.reduce((sum, i) => sum + i.price * i.quantity, 0)).toBe(invoice.totalCost);
    expect(items.at(-1)).toMatchObject({ id: "DISCOUNT", price: -invoice.discountAmount, quantity: 1 });
    const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
    expect(items.slice(0, 2).map((i) => [i.price, i.quantity])).toEqual(lines.map((l) => [l.price, 4]));
    expect(items.every((i) => i.name.length <= 50)).toBe(true);
    expect(body.callbacks).toEqual({ finish: "https://balimice.example/payment/finish" });

    // A second PROCEED PAYMENT within the token's life reuses the session: no new gateway call.
    const again = await startPayment(invoice, { origin: "https://balimice.example", provider });
    expect(again).toMatchObject({ ok: true, redirectUrl: "https://app.sandbox.midtrans.com/snap/v4/redirection/66e4fa55" });
    expect(requests).toHaveLength(1);

    // After the session lapsed, a new one gets a new order id (the gateway takes each once).
    const later = new Date(Date.now() + 25 * 3600_000);
    await run((db) => db.update(tables.invoices).set({ expiresAt: new Date(later.getTime() + 3600_000) }).where(eq(tables.invoices.id, invoice.id)));
    const fresh = (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, invoice.id))))!;
    const retry = await startPayment(fresh, { origin: "https://balimice.example", provider, now: later });
    expect(retry).toMatchObject({ ok: true, orderId: `${invoice.invoiceNo}-R2` });
    expect(JSON.parse(requests[1].body).transaction_details.order_id).toBe(`${invoice.invoiceNo}-R2`);
  });

  test("a gateway error becomes a friendly failure, and nothing is recorded", async () => {
    const provider = new MidtransSnapProvider(SERVER_KEY, baseUrl);
    const invoice = await createTestInvoice(db);
    nextAnswer = { status: 401, body: { error_messages: ["Access denied due to unauthorized transaction, please check client or server key"] } };
    const result = await startPayment(invoice, { origin: "https://balimice.example", provider });
    expect(result).toMatchObject({ ok: false, reason: "provider" });
    expect(await db.select().from(tables.paymentTransactions).where(eq(tables.paymentTransactions.invoiceId, invoice.id))).toHaveLength(0);
  });
});
