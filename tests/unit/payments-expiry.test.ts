import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { type DB, tables, first } from "~/db.server";
import { applyAdminPaymentStatus, expireUnpaidInvoices } from "~/payments/invoice-status.server";
import { startPayment } from "~/payments/payment-session.server";
import { createTestInvoice } from "../support/invoices";
import { freshDatabase } from "../support/test-db";

const HOUR = 3600_000;
let db: DB;
const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;

beforeAll(async () => {
  db = await freshDatabase();
});

describe("expiry of unpaid invoices (2 x 24 hours)", () => {
  test("an unpaid invoice expires after its deadline and can no longer be paid; paid and part-paid ones stay", async () => {
    const now = new Date();
    const unpaid = await createTestInvoice(db, { now });
    const paid = await createTestInvoice(db, { now });
    const downPayment = await createTestInvoice(db, { now });
    await applyAdminPaymentStatus(paid.id, "Full Paid", { now });
    await applyAdminPaymentStatus(downPayment.id, "Down Payment", { now });

    expect(await expireUnpaidInvoices(new Date(now.getTime() + 47 * HOUR))).toBe(0);
    expect((await invoiceRow(unpaid.id)).status).toBe("pending");

    const later = new Date(now.getTime() + 49 * HOUR);
    expect(await expireUnpaidInvoices(later)).toBeGreaterThanOrEqual(1);
    expect((await invoiceRow(unpaid.id)).status).toBe("expired");
    expect((await invoiceRow(paid.id)).status).toBe("paid");
    expect((await invoiceRow(downPayment.id)).status).toBe("pending");
    // A down payment holds the slots until the event ends.
    const lastLineEnd = (await db
          .select({ endsAt: tables.reservationLines.endsAt })
          .from(tables.reservationLines)
          .where(eq(tables.reservationLines.invoiceId, downPayment.id)))
      .reduce((max, l) => Math.max(max, l.endsAt.getTime()), 0);
    expect((await invoiceRow(downPayment.id)).expiresAt.getTime()).toBe(lastLineEnd);

    const attempt = await startPayment(await invoiceRow(unpaid.id), { origin: "http://x.test", now: later });
    expect(attempt).toMatchObject({ ok: false, reason: "expired" });
    // Expiry runs on a timer; between runs the deadline still applies.
    const overdue = await createTestInvoice(db, { now, expiresInHours: -1 });
    expect(await startPayment(overdue, { origin: "http://x.test" })).toMatchObject({ ok: false, reason: "expired" });
  });
});

describe("admin payment statuses", () => {
  test("'Full Paid' pays once (voucher, e-mails); an unknown label is refused; a paid invoice is not reopened by a label (its money is in the ledger, ADR 0346)", async () => {
    const invoice = await createTestInvoice(db);
    const mailsBefore = (await db.select().from(tables.outbox)).length;
    const result = await applyAdminPaymentStatus(invoice.id, "Full Paid", { origin: "https://admin.test" });
    expect(result).toMatchObject({ ok: true, changed: true, invoice: { status: "paid", paymentStatus: "Full Paid" } });
    const voucherNo = (await invoiceRow(invoice.id)).voucherNo;
    expect(voucherNo).toBeTruthy();
    const mails = (await db.select().from(tables.outbox)).slice(mailsBefore);
    expect(mails.find((m) => m.to === invoice.email)?.text).toContain(
      `https://admin.test/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`,
    );

    const again = await applyAdminPaymentStatus(invoice.id, "Full Paid");
    expect(again).toMatchObject({ ok: true, changed: false });
    expect((await db.select().from(tables.outbox)).length).toBe(mailsBefore + mails.length);

    expect(await applyAdminPaymentStatus(invoice.id, "Settled")).toMatchObject({ ok: false, status: 400 });
    expect(await applyAdminPaymentStatus(999_999, "Full Paid")).toMatchObject({ ok: false, status: 404 });

    for (const label of ["Waiting Payment", "Booking Fee", "Down Payment"]) {
      expect(await applyAdminPaymentStatus(invoice.id, label)).toMatchObject({ ok: false, status: 409 });
    }
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", paymentStatus: "Full Paid", voucherNo });
    const ledger = await db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.invoiceId, invoice.id));
    expect(ledger.filter((e) => e.kind === "payment").reduce((s, e) => s + e.amount, 0)).toBe(invoice.totalCost);
  });
});
