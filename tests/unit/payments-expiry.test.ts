import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { schema, type DB } from "~/db.server";
import { applyAdminPaymentStatus, expireUnpaidInvoices } from "~/payments/invoice-status.server";
import { startPayment } from "~/payments/payment-session.server";
import { createTestInvoice } from "../support/invoices";
import { freshDatabase } from "../support/test-db";

const HOUR = 3600_000;
let db: DB;
const invoiceRow = (id: number) => db.select().from(schema.invoices).where(eq(schema.invoices.id, id)).get()!;

beforeAll(async () => {
  db = await freshDatabase();
});

describe("expiry of unpaid invoices (2 x 24 hours)", () => {
  test("an unpaid invoice expires after its deadline and can no longer be paid; paid and part-paid ones stay", async () => {
    const now = new Date();
    const unpaid = createTestInvoice(db, { now });
    const paid = createTestInvoice(db, { now });
    const downPayment = createTestInvoice(db, { now });
    await applyAdminPaymentStatus(paid.id, "Full Paid", { now });
    await applyAdminPaymentStatus(downPayment.id, "Down Payment", { now });

    expect(expireUnpaidInvoices(new Date(now.getTime() + 47 * HOUR))).toBe(0);
    expect(invoiceRow(unpaid.id).status).toBe("pending");

    const later = new Date(now.getTime() + 49 * HOUR);
    expect(expireUnpaidInvoices(later)).toBeGreaterThanOrEqual(1);
    expect(invoiceRow(unpaid.id).status).toBe("expired");
    expect(invoiceRow(paid.id).status).toBe("paid");
    expect(invoiceRow(downPayment.id).status).toBe("pending");
    // A down payment holds the slots until the event ends.
    const lastLineEnd = db
      .select({ endsAt: schema.reservationLines.endsAt })
      .from(schema.reservationLines)
      .where(eq(schema.reservationLines.invoiceId, downPayment.id))
      .all()
      .reduce((max, l) => Math.max(max, l.endsAt.getTime()), 0);
    expect(invoiceRow(downPayment.id).expiresAt.getTime()).toBe(lastLineEnd);

    const attempt = await startPayment(invoiceRow(unpaid.id), { origin: "http://x.test", now: later });
    expect(attempt).toMatchObject({ ok: false, reason: "expired" });
    // Expiry runs on a timer; between runs the deadline still applies.
    const overdue = createTestInvoice(db, { now, expiresInHours: -1 });
    expect(await startPayment(overdue, { origin: "http://x.test" })).toMatchObject({ ok: false, reason: "expired" });
  });
});

describe("admin payment statuses", () => {
  test("'Full Paid' pays once (voucher, e-mails); an unknown label is refused; 'Waiting Payment' reopens", async () => {
    const invoice = createTestInvoice(db);
    const mailsBefore = db.select().from(schema.outbox).all().length;
    const result = await applyAdminPaymentStatus(invoice.id, "Full Paid", { origin: "https://admin.test" });
    expect(result).toMatchObject({ ok: true, changed: true, invoice: { status: "paid", paymentStatus: "Full Paid" } });
    const voucherNo = invoiceRow(invoice.id).voucherNo;
    expect(voucherNo).toBeTruthy();
    const mails = db.select().from(schema.outbox).all().slice(mailsBefore);
    expect(mails.find((m) => m.to === invoice.email)?.text).toContain(
      `https://admin.test/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`,
    );

    const again = await applyAdminPaymentStatus(invoice.id, "Full Paid");
    expect(again).toMatchObject({ ok: true, changed: false });
    expect(db.select().from(schema.outbox).all().length).toBe(mailsBefore + mails.length);

    expect(await applyAdminPaymentStatus(invoice.id, "Settled")).toMatchObject({ ok: false, status: 400 });
    expect(await applyAdminPaymentStatus(999_999, "Full Paid")).toMatchObject({ ok: false, status: 404 });

    const reopened = await applyAdminPaymentStatus(invoice.id, "Waiting Payment");
    expect(reopened).toMatchObject({ ok: true, invoice: { status: "pending", paymentStatus: "Waiting Payment", paidAt: null } });
    // The voucher number stays with the invoice if it is paid again.
    await applyAdminPaymentStatus(invoice.id, "Full Paid");
    expect(invoiceRow(invoice.id).voucherNo).toBe(voucherNo);
  });
});
