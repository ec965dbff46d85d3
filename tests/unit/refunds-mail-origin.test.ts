// Issue 40, item 10: the "refund sent" e-mail links to the origin every other mail uses (the
// request's, or the one configured origin), never to a http://localhost:PORT of its own: the
// admin's, and the gateway refund job's, which takes the origin of the cancellation that queued
// it (ADR 0382).
import { and, desc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelBooking } from "~/cancellations/cancellation.server";
import { markRefundSent } from "~/payments/refunds.server";
import { first, run, tables, transaction, type DB } from "~/db.server";
import { runDueJobs } from "~/jobs/runner.server";
import { markInvoicePaid } from "~/payments/invoice-status.server";
import { setPaymentProvider } from "~/payments/provider.server";
import { appOrigin } from "~/utils/url.server";
import { ScriptedGateway } from "../support/scripted-gateway";
import { freshDatabase } from "../support/test-db";

const actor = { id: 1, email: "admin@balimice.local", via: "console" as const };
let db: DB;

async function bankRefund(invoiceNo: string) {
  const invoice = (await first(db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, invoiceNo))))!;
  const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))!;
  await run((d) => d.insert(tables.refunds).values({ invoiceId: invoice.id, lineId: line.id, refundKey: `test-${line.id}`, amount: 1_000_000, linePaid: line.totalPrice, initiatedBy: "admin", method: "bank", bankAccountName: "Ni Luh Sari", bankName: "BCA", bankAccount: "123" }));
  return (await first(db.select().from(tables.refunds).where(eq(tables.refunds.lineId, line.id))))!;
}
const lastMail = async () => (await first(db.select().from(tables.outbox).orderBy(desc(tables.outbox.id))))!;

const gateway = new ScriptedGateway("SB-Mid-server-origin");

beforeAll(async () => {
  db = await freshDatabase();
  setPaymentProvider(gateway);
});
afterAll(() => setPaymentProvider(undefined));

describe("the refund sent e-mail", () => {
  it("links to the admin's origin, as the other admin mails do", async () => {
    const refund = await bankRefund("INV-DEMO-0001");
    expect(await markRefundSent(refund.id, { reference: "TRF-1", actor, origin: "https://balimice.example" })).toEqual({ ok: true });
    const mail = await lastMail();
    expect(mail.subject).toContain("INV-DEMO-0001");
    expect(mail.text).toContain("https://balimice.example/voucher/INV-DEMO-0001");
    expect(mail.text).not.toMatch(/localhost/);
  });

  it("without a request, uses the one configured origin (appOrigin)", async () => {
    const refund = await bankRefund("INV-DEMO-0004");
    expect(await markRefundSent(refund.id, { reference: "TRF-2", actor })).toEqual({ ok: true });
    expect((await lastMail()).text).toContain(`${appOrigin()}/voucher/INV-DEMO-0004`);
  });

  it("from the gateway refund job, links to the origin of the cancellation that queued it, as that cancellation's own e-mail does", async () => {
    // A local installation reached at 127.0.0.1 (no APP_URL): the job has no request of its own.
    const origin = "http://127.0.0.1:43121";
    expect(appOrigin()).not.toBe(origin);
    // An unpaid demo booking ahead, paid through the gateway.
    const invoice = (await first(db.select().from(tables.invoices).where(and(eq(tables.invoices.status, "pending"), gt(tables.invoices.expiresAt, new Date())))))!;
    await transaction(async (tx) => {
      await run((d) => d.insert(tables.paymentTransactions).values({ invoiceId: invoice.id, provider: "midtrans", orderId: invoice.invoiceNo, grossAmount: invoice.totalCost, token: `t-${invoice.invoiceNo}`, redirectUrl: "https://gateway.test", paymentType: "credit_card" }));
      await markInvoicePaid(tx, invoice, { origin, paidVia: "midtrans" });
    });
    gateway.report(invoice.invoiceNo, "settlement", `${invoice.totalCost}.00`, "accept", "credit_card");
    const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
    expect(await cancelBooking({ invoiceId: invoice.id, lineIds: lines.map((l) => l.id), by: { kind: "planner", userId: invoice.userId }, reason: "", origin })).toMatchObject({ ok: true });
    await runDueJobs();
    await runDueJobs({ now: new Date(Date.now() + 60_000) });
    const mails = await db.select().from(tables.outbox).where(eq(tables.outbox.to, invoice.email));
    const cancelled = mails.find((m) => m.subject.includes(`booking cancelled ${invoice.invoiceNo}`))!;
    const refunded = mails.find((m) => m.subject.includes(`refund sent ${invoice.invoiceNo}`))!;
    expect(cancelled.text).toContain(`${origin}/voucher/${invoice.invoiceNo}`);
    expect(refunded.text).toContain(`${origin}/voucher/${invoice.invoiceNo}`);
    expect([...refunded.text.matchAll(/https?:\/\/[^\s/]+/g)].map((m) => m[0])).toEqual([origin]);
  });
});
