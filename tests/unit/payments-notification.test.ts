import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { type DB, tables, first, run } from "~/db.server";
import { handlePaymentNotification } from "~/payments/notification.server";
import { LocalSandboxProvider, setPaymentProvider } from "~/payments/provider.server";
import { startPayment } from "~/payments/payment-session.server";
import { completeSandboxPayment, loadSandboxSession, sandboxNotification } from "~/payments/sandbox.server";
import { isValidNotificationSignature, notificationSignature } from "~/payments/signature.server";
import { createTestInvoice } from "../support/invoices";
import { ScriptedGateway, signedNotification } from "../support/scripted-gateway";
import { freshDatabase } from "../support/test-db";
import { inEnglish } from "../support/in-english";

const SERVER_KEY = "SB-Mid-server-TEST";
const ORIGIN = "https://balimice.example";
let db: DB;
let gateway: ScriptedGateway;

const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;
const outboxCount = async () => (await db.select().from(tables.outbox)).length;
const notificationsFor = async (orderId: string) =>
  await db.select().from(tables.paymentNotifications).where(eq(tables.paymentNotifications.orderId, orderId));
const amountOf = (invoice: { totalCost: number }) => `${invoice.totalCost}.00`;

/** An invoice with a payment session opened at the (scripted) gateway, as PROCEED PAYMENT does. */
async function invoiceWithSession(options?: Parameters<typeof createTestInvoice>[1]) {
  const invoice = await createTestInvoice(db, options);
  const started = await startPayment(invoice, { origin: ORIGIN, provider: gateway });
  if (!started.ok) throw new Error(started.message);
  return invoice;
}

/** The gateway's record says `status`, and it posts the matching signed notification. */
function gatewaySays(invoice: { invoiceNo: string; totalCost: number }, status: string, extra: Record<string, string> = {}) {
  gateway.report(invoice.invoiceNo, status, amountOf(invoice), extra.fraud_status);
  return handlePaymentNotification(signedNotification(SERVER_KEY, invoice.invoiceNo, status, amountOf(invoice), extra), { origin: ORIGIN });
}

beforeAll(async () => {
  db = await freshDatabase();
});
beforeEach(() => {
  gateway = new ScriptedGateway(SERVER_KEY);
  setPaymentProvider(gateway);
});
afterAll(() => setPaymentProvider(undefined));

describe("notification signature", () => {
  test("matches a known SHA-512 vector and refuses a changed field or key", () => {
    // printf '%s' 'INV-0001200150000.00SB-Mid-server-TEST' | sha512sum
    const vector =
      "5064956f2235ef85f8385399ccccbf74681bbf7191d130ffc217b93b077e01ce5275c9f799cb7e84d423110031f0f9c07c570e4e93557d2f5c319622b11419a1";
    expect(notificationSignature("INV-0001", "200", "150000.00", SERVER_KEY)).toBe(vector);
    const fields = { orderId: "INV-0001", statusCode: "200", grossAmount: "150000.00", signatureKey: vector };
    expect(isValidNotificationSignature(fields, SERVER_KEY)).toBe(true);
    expect(isValidNotificationSignature({ ...fields, signatureKey: vector.toUpperCase() }, SERVER_KEY)).toBe(true);
    expect(isValidNotificationSignature({ ...fields, grossAmount: "1500.00" }, SERVER_KEY)).toBe(false);
    expect(isValidNotificationSignature({ ...fields, statusCode: "201" }, SERVER_KEY)).toBe(false);
    expect(isValidNotificationSignature(fields, "SB-Mid-server-OTHER")).toBe(false);
    expect(isValidNotificationSignature({ ...fields, signatureKey: "abc" }, SERVER_KEY)).toBe(false);
  });
});

describe("payment notification webhook", () => {
  test("a settlement the gateway confirms marks the invoice paid, issues a voucher and e-mails the booker and each vendor", async () => {
    const invoice = await invoiceWithSession({ lines: 2 });
    const before = await outboxCount();
    const result = await gatewaySays(invoice, "settlement");
    expect(result).toMatchObject({ outcome: "applied", httpStatus: 200, invoiceStatus: "paid" });
    expect(gateway.statusQueries).toBe(1);

    const paid = await invoiceRow(invoice.id);
    expect(paid).toMatchObject({ status: "paid", paymentStatus: "Full Paid", gatewayStatus: "settlement", paidVia: "midtrans" });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.voucherNo).toMatch(/^VC-\d{8}-[A-Z0-9]{6}$/);

    const mails = (await db.select().from(tables.outbox)).slice(before);
    const voucherMail = mails.find((m) => m.to === invoice.email)!;
    expect(voucherMail.subject).toContain(paid.voucherNo!);
    expect(voucherMail.subject).not.toContain("TEST");
    expect(voucherMail.text).toContain(`${ORIGIN}/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`);

    const supplierEmails = (await db
          .select({ email: tables.users.email })
          .from(tables.reservationLines)
          .innerJoin(tables.suppliers, eq(tables.suppliers.id, tables.reservationLines.supplierId))
          .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
          .where(eq(tables.reservationLines.invoiceId, invoice.id)))
      .map((r) => r.email);
    expect(new Set(supplierEmails).size).toBe(2);
    expect(supplierEmails.length).toBeGreaterThan(0);
    for (const email of supplierEmails) {
      const vendorMail = mails.find((m) => m.to === email);
      expect(vendorMail?.subject).toBe(`Booking paid: invoice ${invoice.invoiceNo}`);
    }
    expect(mails).toHaveLength(3);
  });

  test("the same notification twice changes nothing the second time (but both are stored)", async () => {
    const invoice = await invoiceWithSession();
    await gatewaySays(invoice, "settlement");
    const afterFirst = await invoiceRow(invoice.id);
    const mailsAfterFirst = await outboxCount();

    const body = signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", amountOf(invoice));
    const again = await handlePaymentNotification(body, { origin: ORIGIN, now: new Date(Date.now() + 60_000) });
    expect(again).toMatchObject({ outcome: "duplicate", httpStatus: 200, invoiceStatus: "paid" });
    expect(await invoiceRow(invoice.id)).toEqual(afterFirst);
    expect(await outboxCount()).toBe(mailsAfterFirst);
    expect((await notificationsFor(invoice.invoiceNo)).map((n) => n.outcome)).toEqual(["applied", "duplicate"]);
  });

  test("a late 'pending' never downgrades a 'settlement'; pending first then settlement pays", async () => {
    const lateOne = await invoiceWithSession();
    await gatewaySays(lateOne, "settlement");
    // The gateway now says settlement, whatever the late notification says.
    const lateBody = signedNotification(SERVER_KEY, lateOne.invoiceNo, "pending", amountOf(lateOne));
    expect((await handlePaymentNotification(lateBody, { origin: ORIGIN })).outcome).toBe("duplicate");
    // Even a status answer that went backwards is stale.
    const late = await gatewaySays(lateOne, "pending");
    expect(late.outcome).toBe("ignored");
    expect(await invoiceRow(lateOne.id)).toMatchObject({ status: "paid", gatewayStatus: "settlement" });

    const inOrder = await invoiceWithSession();
    const pending = await gatewaySays(inOrder, "pending");
    expect(pending).toMatchObject({ outcome: "applied", invoiceStatus: "pending" });
    expect(await invoiceRow(inOrder.id)).toMatchObject({ status: "pending", gatewayStatus: "pending", paidAt: null });
    await gatewaySays(inOrder, "settlement");
    expect((await invoiceRow(inOrder.id)).status).toBe("paid");
  });

  test("a card capture under fraud review does not pay; an expired gateway session keeps the invoice's own deadline", async () => {
    const invoice = await invoiceWithSession();
    await gatewaySays(invoice, "capture", { fraud_status: "challenge" });
    expect((await invoiceRow(invoice.id)).status).toBe("pending");
    await gatewaySays(invoice, "expire");
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "pending", gatewayStatus: "expire" });

    const cancelled = await invoiceWithSession();
    await gatewaySays(cancelled, "cancel");
    expect((await invoiceRow(cancelled.id)).status).toBe("cancelled");
  });

  test("a tampered amount is rejected, whether the signature was kept or re-made", async () => {
    const invoice = await invoiceWithSession();
    const genuine = signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", amountOf(invoice));

    // Amount lowered after signing: the signature no longer matches (counted, not stored).
    const tampered = await handlePaymentNotification({ ...genuine, gross_amount: "1000.00" }, { origin: ORIGIN });
    expect(tampered).toMatchObject({ outcome: "rejected", httpStatus: 401 });

    // Correctly signed, and the gateway confirms, for another amount (a session for a different total).
    const other = `${invoice.totalCost - 1000}.00`;
    gateway.report(invoice.invoiceNo, "settlement", other);
    const wrongAmount = await handlePaymentNotification(signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", other), { origin: ORIGIN });
    expect(wrongAmount).toMatchObject({ outcome: "rejected", httpStatus: 400 });

    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "pending", gatewayStatus: null, paidAt: null });
    expect((await notificationsFor(invoice.invoiceNo)).map((n) => [n.outcome, n.signatureValid])).toEqual([["rejected", true]]);
  });

  test("a wrong signature is counted, not stored; an order id this app never opened is refused", async () => {
    const invoice = await invoiceWithSession();
    const forged = { ...signedNotification(SERVER_KEY, invoice.invoiceNo, "settlement", amountOf(invoice)), signature_key: "0".repeat(128) };
    expect(await handlePaymentNotification(forged, { origin: ORIGIN })).toMatchObject({ outcome: "rejected", httpStatus: 401 });
    expect(await handlePaymentNotification({}, { origin: ORIGIN })).toMatchObject({ outcome: "rejected", httpStatus: 401 });
    expect(await notificationsFor(invoice.invoiceNo)).toHaveLength(0);
    const counted = await first(db.select().from(tables.webhookRejections).where(eq(tables.webhookRejections.reason, "signature")));
    expect(counted?.count).toBeGreaterThanOrEqual(2);

    // Signed, but no payment session has this order id (an invoice number without a session is not enough).
    const unpaidElsewhere = await createTestInvoice(db);
    gateway.report(unpaidElsewhere.invoiceNo, "settlement", amountOf(unpaidElsewhere));
    const unknown = await handlePaymentNotification(
      signedNotification(SERVER_KEY, unpaidElsewhere.invoiceNo, "settlement", amountOf(unpaidElsewhere)),
      { origin: ORIGIN },
    );
    expect(unknown).toMatchObject({ outcome: "rejected", httpStatus: 404 });
    expect(await handlePaymentNotification(signedNotification(SERVER_KEY, "INV-NOPE", "settlement", "1000.00"), { origin: ORIGIN })).toMatchObject({
      outcome: "rejected",
      httpStatus: 404,
    });
    expect((await invoiceRow(invoice.id)).status).toBe("pending");
    expect((await invoiceRow(unpaidElsewhere.id)).status).toBe("pending");
    expect(gateway.statusQueries).toBe(0);
  });
});

describe("local sandbox", () => {
  beforeEach(() => setPaymentProvider(new LocalSandboxProvider(SERVER_KEY)));

  test("PROCEED PAYMENT opens a sandbox page whose Pay button pays the invoice through the webhook rules", async () => {
    const invoice = await createTestInvoice(db);
    const started = await startPayment(invoice, { origin: ORIGIN });
    expect(started).toMatchObject({ ok: true, provider: "sandbox", orderId: invoice.invoiceNo });
    if (!started.ok) throw new Error("not started");
    const token = started.redirectUrl.split("/payment-sandbox/")[1];
    expect(started.redirectUrl).toBe(`${ORIGIN}/payment-sandbox/${token}`);

    // Asking again reuses the open session instead of creating a second one.
    const again = await startPayment(await invoiceRow(invoice.id), { origin: ORIGIN });
    expect(again).toMatchObject({ ok: true, redirectUrl: started.redirectUrl });

    const session = (await loadSandboxSession(token))!;
    const pending = await completeSandboxPayment(session, "pending", { origin: ORIGIN });
    expect(pending.result.invoiceStatus).toBe("pending");
    const paid = await completeSandboxPayment(session, "pay", { origin: ORIGIN });
    expect(paid).toMatchObject({ transactionStatus: "settlement", result: { outcome: "applied", invoiceStatus: "paid" } });
    const stored = await notificationsFor(invoice.invoiceNo);
    expect(stored.every((n) => n.signatureValid)).toBe(true);
    expect(JSON.parse(stored[1].body)).toMatchObject({ gross_amount: `${invoice.totalCost}.00`, status_code: "200" });
    // The sandbox answered the status query from what its page recorded.
    expect(stored.map((n) => n.transactionStatus)).toEqual(["pending", "settlement"]);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", paidVia: "sandbox" });
    const voucherMail = (await db.select().from(tables.outbox).where(eq(tables.outbox.to, invoice.email))).at(-1)!;
    expect(voucherMail.subject).toMatch(/^\[TEST PAYMENT\] /);
    expect(voucherMail.text).toContain("no money moved");

    // A signed settlement for a sandbox order the sandbox page never settled pays nothing.
    const other = await createTestInvoice(db);
    const opened = await startPayment(other, { origin: ORIGIN });
    if (!opened.ok) throw new Error("not started");
    const forged = sandboxNotification((await loadSandboxSession(opened.redirectUrl.split("/payment-sandbox/")[1]))!, "pay", SERVER_KEY);
    expect(await handlePaymentNotification(forged, { origin: ORIGIN })).toMatchObject({ outcome: "rejected", httpStatus: 404 });
    expect((await invoiceRow(other.id)).status).toBe("pending");

    expect(await startPayment(await invoiceRow(invoice.id), { origin: ORIGIN })).toMatchObject({ ok: false, reason: "paid" });
  });

  test("an invoice without contact details cannot be paid ('Please check contact detail!')", async () => {
    const invoice = await createTestInvoice(db);
    await run((db) => db.update(tables.invoices).set({ cellPhone: "" }).where(eq(tables.invoices.id, invoice.id)));
    expect(inEnglish(await startPayment(await invoiceRow(invoice.id), { origin: ORIGIN }))).toEqual({
      ok: false,
      reason: "missing",
      message: "Please check contact detail!",
    });
  });
});
