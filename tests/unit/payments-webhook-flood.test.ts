// The webhook cannot be used as a dump (ADR 0043): bodies are capped at 16 KB while reading,
// nesting is bounded, each client address is rate limited, and requests without a valid
// signature are counted (with a 256-byte excerpt) instead of stored.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type SqliteDb as DB, tables, first, sqlRows } from "~/db.server";
import { startPayment } from "~/payments/payment-session.server";
import { setPaymentProvider } from "~/payments/provider.server";
import { EXCERPT_BYTES, WEBHOOK_MAX_BYTES, WEBHOOK_RATE_LIMIT } from "~/payments/webhook-guard.server";
import { action as notificationAction } from "~/routes/v1.payment.notification";
import { createTestInvoice } from "../support/invoices";
import { ScriptedGateway, signedNotification } from "../support/scripted-gateway";
import { freshDatabase, testsOnPostgres } from "../support/test-db";

const SERVER_KEY = "SB-Mid-server-FloodTest";
let db: DB;
let gateway: ScriptedGateway;

beforeAll(async () => {
  db = await freshDatabase();
  gateway = new ScriptedGateway(SERVER_KEY);
  setPaymentProvider(gateway);
});
afterAll(() => setPaymentProvider(undefined));

function post(body: BodyInit, { ip = "192.0.2.1", headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) {
  return notificationAction({
    request: new Request("http://localhost:3000/v1/payment/notification", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client-IP": ip, ...headers },
      body,
      // A streamed body has no Content-Length: the cap must hold while reading.
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit),
    params: {},
    context: {},
  });
}

/** Database file plus WAL, after the WAL was checkpointed into the file (PostgreSQL: the database's size). */
async function databaseBytes(): Promise<number> {
  if (testsOnPostgres) return Number((await sqlRows<{ n: string }>(sql`select pg_database_size(current_database()) as n`))[0].n);
  const file = db.$client.name;
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  const size = (f: string) => (fs.existsSync(f) ? fs.statSync(f).size : 0);
  return size(file) + size(`${file}-wal`);
}

const rejections = async (reason: string) =>
  (await db.select().from(tables.webhookRejections).where(eq(tables.webhookRejections.reason, reason))).reduce((n, r) => n + r.count, 0);

describe("payment webhook intake", () => {
  test("a body over 16 KB gets 413 before it is parsed, declared or streamed", async () => {
    const big = JSON.stringify({ order_id: "INV-X", padding: "x".repeat(WEBHOOK_MAX_BYTES) });
    expect((await post(big, { ip: "192.0.2.10" })).status).toBe(413);

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 4096;
        controller.enqueue(new TextEncoder().encode(" ".repeat(4096)));
        if (pulled > 10 * 1024 * 1024) controller.close();
      },
    });
    expect((await post(endless, { ip: "192.0.2.11" })).status).toBe(413);
    expect(pulled).toBeLessThan(64 * 1024); // stopped reading soon after the cap
    expect(await rejections("too_large")).toBe(2);
  });

  test("deep nesting and bodies that are not a JSON object get 400", async () => {
    expect((await post(`${"[".repeat(5000)}${"]".repeat(5000)}`, { ip: "192.0.2.12" })).status).toBe(400);
    expect((await post(JSON.stringify({ a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } }), { ip: "192.0.2.12" })).status).toBe(400);
    expect((await post("{not json", { ip: "192.0.2.12" })).status).toBe(400);
    expect((await post("[1,2]", { ip: "192.0.2.12" })).status).toBe(400);
    expect(await rejections("too_deep")).toBe(2);
    expect(await rejections("bad_body")).toBe(2);
    // The gateway's real shape (va_numbers: [{...}]) passes the guard and reaches the signature check.
    const real = { order_id: "INV-X", va_numbers: [{ bank: "bca", va_number: "12345" }], signature_key: "0".repeat(128) };
    expect((await post(JSON.stringify(real), { ip: "192.0.2.12" })).status).toBe(401);
  });

  test("each client address is rate limited (429 with Retry-After); others are not", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < WEBHOOK_RATE_LIMIT.limit + 2; i++) statuses.push((await post("{}", { ip: "192.0.2.20" })).status);
    expect(statuses.slice(0, WEBHOOK_RATE_LIMIT.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const limited = await post("{}", { ip: "192.0.2.20" });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await post("{}", { ip: "192.0.2.21" })).status).toBe(401);
  });

// Storing the flood's bodies would add megabytes; what may grow is the rejection counters. On
// PostgreSQL every counter update writes a new row version (MVCC) until vacuum reclaims it, so
// 300 updates of a ~400-byte row take up to ~120 KB there before anything was stored.
const FLOOD_GROWTH_BUDGET = testsOnPostgres ? 256 * 1024 : 100 * 1024;
// Random text does not compress, so a stored body could not hide in TOAST or page compression.
const junk = (bytes: number) => randomBytes(Math.ceil((bytes * 3) / 4)).toString("base64").slice(0, bytes);

  test(`a flood of 300 oversized or unsigned notifications grows the database by less than ${FLOOD_GROWTH_BUDGET / 1024} KB`, async () => {
    const before = await databaseBytes();
    expect(before).toBeGreaterThan(100 * 1024); // the seeded file really is measured
    const storedBefore = (await db.select().from(tables.paymentNotifications)).length;
    const oversized = JSON.stringify({ order_id: "INV-FLOOD", padding: junk(220 * 1024) });
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      // 30 addresses, so every request gets past the rate limit to the size and signature checks.
      const ip = `198.18.0.${i % 30}`;
      const body =
        i % 2 === 0
          ? oversized
          : JSON.stringify({
              order_id: `INV-FLOOD-${i}`,
              status_code: "200",
              gross_amount: "1000000.00",
              transaction_status: "settlement",
              signature_key: "f".repeat(128),
              junk: junk(12 * 1024),
            });
      const status = (await post(body, { ip })).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const grown = (await databaseBytes()) - before;
    console.log(`webhook flood: 300 requests (150 x 220 KB, 150 x 12 KB unsigned), database ${before} bytes, grew by ${grown} bytes (${(grown / 1024).toFixed(1)} KB)`);
    expect(Object.fromEntries(statuses)).toEqual({ 413: 150, 401: 150 });
    expect(grown).toBeLessThan(FLOOD_GROWTH_BUDGET);
    expect((await db.select().from(tables.paymentNotifications)).length).toBe(storedBefore);

    const signature = (await first(db.select().from(tables.webhookRejections).where(eq(tables.webhookRejections.reason, "signature"))))!;
    expect(Buffer.byteLength(signature.lastExcerpt)).toBeLessThanOrEqual(EXCERPT_BYTES);
    expect(signature.lastExcerpt).toContain("INV-FLOOD-299");
  });

  test("valid notifications are still stored whole", async () => {
    const invoice = await createTestInvoice(db, { lines: 1 });
    const started = await startPayment(invoice, { origin: "http://localhost:3000", provider: gateway });
    expect(started.ok).toBe(true);
    const amount = `${invoice.totalCost}.00`;
    gateway.report(invoice.invoiceNo, "settlement", amount);
    const body = { ...signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", amount), va_numbers: [{ bank: "bca", va_number: "9876543210" }] };
    const response = await post(JSON.stringify(body), { ip: "192.0.2.30" });
    expect(response.status).toBe(200);
    const stored = (await first(db.select().from(tables.paymentNotifications).where(eq(tables.paymentNotifications.orderId, invoice.invoiceNo))))!;
    expect(JSON.parse(stored.body)).toEqual(body);
    expect(stored).toMatchObject({ outcome: "applied", signatureValid: true, transactionStatus: "settlement", fraudStatus: "accept" });
  });
});
