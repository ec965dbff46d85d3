// A lapsed invoice must not silently double-book a slot resold in the meantime.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { type DB, tables, first, run } from "~/db.server";
import { applyAdminPaymentStatus, expireUnpaidInvoices } from "~/payments/invoice-status.server";
import { handlePaymentNotification } from "~/payments/notification.server";
import { setPaymentProvider } from "~/payments/provider.server";
import { createTestInvoice } from "../support/invoices";
import { ScriptedGateway, signedNotification } from "../support/scripted-gateway";
import { freshDatabase } from "../support/test-db";

const SERVER_KEY = "SB-Mid-server-REVIVE";
const DAY = 24 * 3600_000;
let db: DB;
const row = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;

let gateway: ScriptedGateway;

/** The booker paid at the gateway in a session opened before the invoice lapsed: it notifies us. */
async function settlement(invoice: { id: number; invoiceNo: string; totalCost: number }) {
  const gross = `${invoice.totalCost}.00`;
  await run((db) => db.insert(tables.paymentTransactions)
        .values({ invoiceId: invoice.id, provider: "midtrans", orderId: invoice.invoiceNo, grossAmount: invoice.totalCost, token: `t-${invoice.invoiceNo}`, redirectUrl: "https://gateway.test/x" }));
  gateway.report(invoice.invoiceNo, "settlement", gross);
  return signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", gross);
}

/** An invoice for the first seeded product at `daysAhead`, already past its deadline and expired. */
async function lapsedInvoice(daysAhead: number) {
  const now = new Date(Date.now() + daysAhead * DAY - 14 * DAY); // createTestInvoice books now + 14 days
  const invoice = await createTestInvoice(db, { lines: 1, now, expiresInHours: -1 - (daysAhead - 14) * 24 });
  await expireUnpaidInvoices();
  expect((await row(invoice.id)).status).toBe("expired");
  return { invoice, now };
}

beforeAll(async () => {
  db = await freshDatabase();
});
beforeEach(() => {
  gateway = new ScriptedGateway(SERVER_KEY);
  setPaymentProvider(gateway);
});

describe("reviving a lapsed invoice", () => {
  test("the admin cannot set it paid or part-paid once its slot is booked by someone else", async () => {
    const { invoice, now } = await lapsedInvoice(20);
    await createTestInvoice(db, { lines: 1, now }); // same product and time, live
    for (const label of ["Full Paid", "Down Payment", "Booking Fee"]) {
      const result = await applyAdminPaymentStatus(invoice.id, label);
      expect(result).toMatchObject({ ok: false, status: 409 });
      expect(await row(invoice.id)).toMatchObject({ status: "expired", paymentStatus: "Waiting Payment" });
    }
  });

  test("with its slot still free, the admin can set it paid", async () => {
    const { invoice } = await lapsedInvoice(21);
    const result = await applyAdminPaymentStatus(invoice.id, "Full Paid");
    expect(result).toMatchObject({ ok: true });
    expect((await row(invoice.id)).status).toBe("paid");
  });

  test("money arriving late is recorded, and the admins are told the slot was resold", async () => {
    const { invoice, now } = await lapsedInvoice(22);
    await createTestInvoice(db, { lines: 1, now });
    const before = (await db.select().from(tables.outbox)).length;
    const result = await handlePaymentNotification(await settlement(invoice), { origin: "https://x.example" });
    expect(result).toMatchObject({ outcome: "applied", invoiceStatus: "paid" });
    const mails = (await db.select().from(tables.outbox)).slice(before);
    const alert = mails.find((m) => m.subject.startsWith(`Action needed: invoice ${invoice.invoiceNo}`));
    expect(alert?.to).toBe("admin@balimice.local");
  });

  test("a late payment with its slot still free sends no alert", async () => {
    const { invoice } = await lapsedInvoice(23);
    const before = (await db.select().from(tables.outbox)).length;
    await handlePaymentNotification(await settlement(invoice), { origin: "https://x.example" });
    const mails = (await db.select().from(tables.outbox)).slice(before);
    expect((await row(invoice.id)).status).toBe("paid");
    expect(mails.some((m) => m.subject.startsWith("Action needed"))).toBe(false);
  });
});
