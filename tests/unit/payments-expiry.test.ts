import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { type DB, tables, first } from "~/db.server";
import { applyAdminPaymentStatus, expireUnpaidInvoices } from "~/payments/invoice-status.server";
import { startPayment } from "~/payments/payment-session.server";
import { addToCart } from "~/cart/cart.server";
import { checkout } from "~/checkout/checkout.server";
import { bookableProduct, cartInput, daysAhead, makeUser, uniqueContact } from "../support/cart-fixtures";
import { createTestInvoice } from "../support/invoices";
import { ScriptedGateway } from "../support/scripted-gateway";
import { freshDatabase } from "../support/test-db";

const HOUR = 3600_000;
const MINUTE = 60_000;
let db: DB;
const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;

beforeAll(async () => {
  db = await freshDatabase();
});

/** An invoice made by the real checkout (its deadline is the checkout's, not a fixture's). */
async function checkedOut(skip: number, now: Date) {
  const user = await makeUser(db, "expiry", { isCustomer: true });
  const fixture = await bookableProduct(db, "Hour", skip);
  for (let day = 10; ; day++) {
    if ((await addToCart({ userId: user.id }, cartInput(fixture, { date: daysAhead(day), time: "10:00" }))).ok) break;
    if (day > 40) throw new Error("no free slot");
  }
  const result = await checkout({ owner: { userId: user.id }, userId: user.id, contact: uniqueContact(), origin: "http://x.test", now });
  if (!result.ok) throw new Error(result.message);
  return invoiceRow(result.invoice.id);
}

describe("expiry of unpaid invoices (2 x 24 hours)", () => {
  test("a checkout holds for an hour until paying starts, then 2 x 24 hours from checkout; after that it can no longer be paid", async () => {
    const now = new Date();
    const gateway = new ScriptedGateway("SB-Mid-server-expiry");
    const started = await checkedOut(0, now);
    const neverStarted = await checkedOut(1, now);
    expect(await startPayment(started, { origin: "http://x.test", now: new Date(now.getTime() + 10 * MINUTE), provider: gateway })).toMatchObject({ ok: true });

    // Nobody started paying the second one: its hour is up.
    await expireUnpaidInvoices(new Date(now.getTime() + 59 * MINUTE));
    expect((await invoiceRow(neverStarted.id)).status).toBe("pending");
    await expireUnpaidInvoices(new Date(now.getTime() + 61 * MINUTE));
    expect((await invoiceRow(neverStarted.id)).status).toBe("expired");

    // Paying started: 48 hours from checkout, to the minute.
    await expireUnpaidInvoices(new Date(now.getTime() + 48 * HOUR - MINUTE));
    expect((await invoiceRow(started.id)).status).toBe("pending");
    expect(await startPayment(await invoiceRow(started.id), { origin: "http://x.test", now: new Date(now.getTime() + 48 * HOUR - MINUTE), provider: gateway })).toMatchObject({ ok: true });
    const later = new Date(now.getTime() + 48 * HOUR + MINUTE);
    // Between runs of the expiry timer the deadline still applies.
    expect(await startPayment(await invoiceRow(started.id), { origin: "http://x.test", now: later, provider: gateway })).toMatchObject({ ok: false, reason: "expired" });
    expect(await expireUnpaidInvoices(later)).toBeGreaterThanOrEqual(1);
    expect((await invoiceRow(started.id)).status).toBe("expired");
    expect(await startPayment(await invoiceRow(started.id), { origin: "http://x.test", now: later, provider: gateway })).toMatchObject({ ok: false, reason: "expired" });
  });

  test("paid and part-paid invoices do not expire; a down payment holds the slots until the event ends", async () => {
    const now = new Date();
    const paid = await createTestInvoice(db, { now });
    const downPayment = await createTestInvoice(db, { now });
    await applyAdminPaymentStatus(paid.id, "Full Paid", { now });
    await applyAdminPaymentStatus(downPayment.id, "Down Payment", { now });
    await expireUnpaidInvoices(new Date(now.getTime() + 49 * HOUR));
    expect((await invoiceRow(paid.id)).status).toBe("paid");
    expect((await invoiceRow(downPayment.id)).status).toBe("pending");
    const lastLineEnd = (await db
          .select({ endsAt: tables.reservationLines.endsAt })
          .from(tables.reservationLines)
          .where(eq(tables.reservationLines.invoiceId, downPayment.id)))
      .reduce((max, l) => Math.max(max, l.endsAt.getTime()), 0);
    expect((await invoiceRow(downPayment.id)).expiresAt.getTime()).toBe(lastLineEnd);
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
