// 'Resend to Email' may send a booker's confirmation or voucher a few times per window, so the
// button cannot flood an inbox: the sixth within 15 minutes is refused and sends nothing; each
// kind counts on its own; a new window allows it again.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getInvoiceWithLines } from "~/payments/invoice.server";
import { RESEND_LIMIT, RESEND_MESSAGES, RESEND_WINDOW_MS, resendInvoiceMail } from "~/checkout/resend.server";
import { type DB, tables } from "~/db.server";
import { createTestInvoice } from "../support/invoices";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const mailsTo = async (email: string) => (await db.select().from(tables.outbox).where(eq(tables.outbox.to, email))).length;

describe("Resend to Email", () => {
  it("sends five times in a window, refuses the sixth without sending, and sends again in the next window", async () => {
    const email = `resend-${Date.now()}@example.com`;
    const created = await createTestInvoice(db, { email });
    const invoice = (await getInvoiceWithLines(created.invoiceNo))!;
    const now = new Date();
    const before = await mailsTo(email);
    for (let i = 0; i < RESEND_LIMIT; i++) {
      expect(await resendInvoiceMail(invoice, "confirmation", "http://localhost", now)).toEqual({ ok: true, message: RESEND_MESSAGES.sent });
    }
    expect(await resendInvoiceMail(invoice, "confirmation", "http://localhost", now)).toEqual({ ok: false, message: RESEND_MESSAGES.tooMany });
    expect(await mailsTo(email) - before).toBe(RESEND_LIMIT);
    // The voucher has its own count.
    expect((await resendInvoiceMail(invoice, "voucher", "http://localhost", now)).ok).toBe(true);
    // The window has passed.
    const later = new Date(now.getTime() + RESEND_WINDOW_MS + 1000);
    expect((await resendInvoiceMail(invoice, "confirmation", "http://localhost", later)).ok).toBe(true);
    expect(await mailsTo(email) - before).toBe(RESEND_LIMIT + 2);
  });
});
