import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { schema, type DB } from "~/db.server";
import { handlePaymentNotification } from "~/payments/notification.server";
import { LocalSandboxProvider, setPaymentProvider } from "~/payments/provider.server";
import { startPayment } from "~/payments/payment-session.server";
import { completeSandboxPayment, loadSandboxSession } from "~/payments/sandbox.server";
import { isValidNotificationSignature, notificationSignature } from "~/payments/signature.server";
import { createTestInvoice } from "../support/invoices";
import { freshDatabase } from "../support/test-db";

const SERVER_KEY = "SB-Mid-server-TEST";
const ORIGIN = "https://balimice.example";
let db: DB;

/** What the gateway would post, signed independently of the code under test. */
function gatewayBody(orderId: string, transactionStatus: string, grossAmount: string, extra: Record<string, string> = {}) {
  const statusCode = transactionStatus === "settlement" || transactionStatus === "capture" ? "200" : "201";
  return {
    transaction_time: "2026-11-22 10:00:00",
    transaction_status: transactionStatus,
    transaction_id: "9aed5972-5b6a-401e-894b-a32c91ed1a3a",
    status_message: "midtrans payment notification",
    status_code: statusCode,
    signature_key: crypto.createHash("sha512").update(orderId + statusCode + grossAmount + SERVER_KEY).digest("hex"),
    payment_type: "bank_transfer",
    order_id: orderId,
    gross_amount: grossAmount,
    fraud_status: "accept",
    currency: "IDR",
    ...extra,
  };
}

const invoiceRow = (id: number) => db.select().from(schema.invoices).where(eq(schema.invoices.id, id)).get()!;
const outboxCount = () => db.select().from(schema.outbox).all().length;
const notificationsFor = (orderId: string) =>
  db.select().from(schema.paymentNotifications).where(eq(schema.paymentNotifications.orderId, orderId)).all();

beforeAll(async () => {
  db = await freshDatabase();
});
beforeEach(() => setPaymentProvider(new LocalSandboxProvider(SERVER_KEY)));

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
  test("a settlement marks the invoice paid, issues a voucher and e-mails the booker and each vendor", async () => {
    const invoice = createTestInvoice(db, { lines: 2 });
    const before = outboxCount();
    const result = await handlePaymentNotification(
      gatewayBody(invoice.invoiceNo, "settlement", `${invoice.totalCost}.00`),
      { origin: ORIGIN },
    );
    expect(result).toMatchObject({ outcome: "applied", httpStatus: 200, invoiceStatus: "paid" });

    const paid = invoiceRow(invoice.id);
    expect(paid.status).toBe("paid");
    expect(paid.paymentStatus).toBe("Full Paid");
    expect(paid.gatewayStatus).toBe("settlement");
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.voucherNo).toMatch(/^VC-\d{8}-[A-Z0-9]{6}$/);

    const mails = db.select().from(schema.outbox).all().slice(before);
    const voucherMail = mails.find((m) => m.to === invoice.email)!;
    expect(voucherMail.subject).toContain(paid.voucherNo!);
    expect(voucherMail.text).toContain(`${ORIGIN}/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`);

    const supplierEmails = db
      .select({ email: schema.users.email })
      .from(schema.reservationLines)
      .innerJoin(schema.suppliers, eq(schema.suppliers.id, schema.reservationLines.supplierId))
      .innerJoin(schema.users, eq(schema.users.id, schema.suppliers.userId))
      .where(eq(schema.reservationLines.invoiceId, invoice.id))
      .all()
      .map((r) => r.email);
    expect(new Set(supplierEmails).size).toBe(2);
    for (const email of supplierEmails) {
      const vendorMail = mails.find((m) => m.to === email);
      expect(vendorMail?.subject).toBe(`Booking paid: invoice ${invoice.invoiceNo}`);
    }
    expect(mails).toHaveLength(3);
  });

  test("the same notification twice changes nothing the second time (but both are stored)", async () => {
    const invoice = createTestInvoice(db);
    const body = gatewayBody(invoice.invoiceNo, "settlement", `${invoice.totalCost}.00`);
    await handlePaymentNotification(body, { origin: ORIGIN });
    const afterFirst = invoiceRow(invoice.id);
    const mailsAfterFirst = outboxCount();

    const again = await handlePaymentNotification(body, { origin: ORIGIN, now: new Date(Date.now() + 60_000) });
    expect(again).toMatchObject({ outcome: "duplicate", httpStatus: 200, invoiceStatus: "paid" });
    expect(invoiceRow(invoice.id)).toEqual(afterFirst);
    expect(outboxCount()).toBe(mailsAfterFirst);
    expect(notificationsFor(invoice.invoiceNo).map((n) => n.outcome)).toEqual(["applied", "duplicate"]);
  });

  test("a late 'pending' never downgrades a 'settlement'; pending first then settlement pays", async () => {
    const lateOne = createTestInvoice(db);
    await handlePaymentNotification(gatewayBody(lateOne.invoiceNo, "settlement", `${lateOne.totalCost}.00`), { origin: ORIGIN });
    const late = await handlePaymentNotification(gatewayBody(lateOne.invoiceNo, "pending", `${lateOne.totalCost}.00`), { origin: ORIGIN });
    expect(late.outcome).toBe("ignored");
    expect(invoiceRow(lateOne.id)).toMatchObject({ status: "paid", gatewayStatus: "settlement" });

    const inOrder = createTestInvoice(db);
    const pending = await handlePaymentNotification(gatewayBody(inOrder.invoiceNo, "pending", `${inOrder.totalCost}.00`), { origin: ORIGIN });
    expect(pending).toMatchObject({ outcome: "applied", invoiceStatus: "pending" });
    expect(invoiceRow(inOrder.id)).toMatchObject({ status: "pending", gatewayStatus: "pending", paidAt: null });
    await handlePaymentNotification(gatewayBody(inOrder.invoiceNo, "settlement", `${inOrder.totalCost}.00`), { origin: ORIGIN });
    expect(invoiceRow(inOrder.id).status).toBe("paid");
  });

  test("a card capture under fraud review does not pay; an expired gateway session keeps the invoice's own deadline", async () => {
    const invoice = createTestInvoice(db);
    const amount = `${invoice.totalCost}.00`;
    await handlePaymentNotification(gatewayBody(invoice.invoiceNo, "capture", amount, { fraud_status: "challenge" }), { origin: ORIGIN });
    expect(invoiceRow(invoice.id).status).toBe("pending");
    await handlePaymentNotification(gatewayBody(invoice.invoiceNo, "expire", amount), { origin: ORIGIN });
    expect(invoiceRow(invoice.id)).toMatchObject({ status: "pending", gatewayStatus: "expire" });

    const cancelled = createTestInvoice(db);
    await handlePaymentNotification(gatewayBody(cancelled.invoiceNo, "cancel", `${cancelled.totalCost}.00`), { origin: ORIGIN });
    expect(invoiceRow(cancelled.id).status).toBe("cancelled");
  });

  test("a tampered amount is rejected, whether the signature was kept or re-made", async () => {
    const invoice = createTestInvoice(db);
    const genuine = gatewayBody(invoice.invoiceNo, "settlement", `${invoice.totalCost}.00`);

    // Amount lowered after signing: the signature no longer matches.
    const tampered = await handlePaymentNotification({ ...genuine, gross_amount: "1000.00" }, { origin: ORIGIN });
    expect(tampered).toMatchObject({ outcome: "rejected", httpStatus: 401 });

    // Correctly signed for another amount (e.g. a payment session for a different total).
    const wrongAmount = await handlePaymentNotification(
      gatewayBody(invoice.invoiceNo, "settlement", `${invoice.totalCost - 1000}.00`),
      { origin: ORIGIN },
    );
    expect(wrongAmount).toMatchObject({ outcome: "rejected", httpStatus: 400 });

    expect(invoiceRow(invoice.id)).toMatchObject({ status: "pending", gatewayStatus: null, paidAt: null });
    const stored = notificationsFor(invoice.invoiceNo);
    expect(stored.map((n) => [n.outcome, n.signatureValid])).toEqual([
      ["rejected", false],
      ["rejected", true],
    ]);
  });

  test("a wrong signature or an unknown order is rejected and still stored", async () => {
    const invoice = createTestInvoice(db);
    const forged = { ...gatewayBody(invoice.invoiceNo, "settlement", `${invoice.totalCost}.00`), signature_key: "0".repeat(128) };
    expect(await handlePaymentNotification(forged, { origin: ORIGIN })).toMatchObject({ outcome: "rejected", httpStatus: 401 });
    expect(await handlePaymentNotification(gatewayBody("INV-NOPE", "settlement", "1000.00"), { origin: ORIGIN })).toMatchObject({
      outcome: "rejected",
      httpStatus: 404,
    });
    expect(await handlePaymentNotification({}, { origin: ORIGIN })).toMatchObject({ outcome: "rejected", httpStatus: 401 });
    expect(invoiceRow(invoice.id).status).toBe("pending");
    expect(notificationsFor("INV-NOPE")).toHaveLength(1);
  });
});

describe("local sandbox", () => {
  test("PROCEED PAYMENT opens a sandbox page whose Pay button pays the invoice through the webhook rules", async () => {
    const invoice = createTestInvoice(db);
    const started = await startPayment(invoice, { origin: ORIGIN });
    expect(started).toMatchObject({ ok: true, provider: "sandbox", orderId: invoice.invoiceNo });
    if (!started.ok) throw new Error("not started");
    const token = started.redirectUrl.split("/payment-sandbox/")[1];
    expect(started.redirectUrl).toBe(`${ORIGIN}/payment-sandbox/${token}`);

    // Asking again reuses the open session instead of creating a second one.
    const again = await startPayment(invoiceRow(invoice.id), { origin: ORIGIN });
    expect(again).toMatchObject({ ok: true, redirectUrl: started.redirectUrl });

    const session = loadSandboxSession(token)!;
    const pending = await completeSandboxPayment(session, "pending", { origin: ORIGIN });
    expect(pending.result.invoiceStatus).toBe("pending");
    const paid = await completeSandboxPayment(session, "pay", { origin: ORIGIN });
    expect(paid).toMatchObject({ transactionStatus: "settlement", result: { outcome: "applied", invoiceStatus: "paid" } });
    const stored = notificationsFor(invoice.invoiceNo);
    expect(stored.every((n) => n.signatureValid)).toBe(true);
    expect(JSON.parse(stored[1].body)).toMatchObject({ gross_amount: `${invoice.totalCost}.00`, status_code: "200" });

    expect(await startPayment(invoiceRow(invoice.id), { origin: ORIGIN })).toMatchObject({ ok: false, reason: "paid" });
  });

  test("an invoice without contact details cannot be paid ('Please check contact detail!')", async () => {
    const invoice = createTestInvoice(db);
    db.update(schema.invoices).set({ cellPhone: "" }).where(eq(schema.invoices.id, invoice.id)).run();
    expect(await startPayment(invoiceRow(invoice.id), { origin: ORIGIN })).toEqual({
      ok: false,
      reason: "missing",
      message: "Please check contact detail!",
    });
  });
});
