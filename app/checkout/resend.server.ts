// 'Resend to Email' on the confirmation and voucher pages (and /v1/sendemail): sends the
// booker's mail again, at most a few times per window so the button cannot flood an inbox.
import { eq } from "drizzle-orm";
import { bookingConfirmationMail, voucherMail } from "~/checkout/checkout-mail.server";
import type { InvoiceWithLines } from "~/checkout/invoice.server";
import { getDb, schema } from "~/db.server";
import { sendMail } from "~/mail/mail.server";

export const RESEND_LIMIT = 5;
export const RESEND_WINDOW_MS = 15 * 60 * 1000;
export const RESEND_MESSAGES = {
  sent: "Email has been sent!",
  tooMany: "This e-mail was sent several times already. Please try again in a few minutes.",
} as const;

/** Fixed-window counter in rate_limits; true while under the limit. */
function allow(key: string, now: Date): boolean {
  const db = getDb();
  return db.transaction(
    (tx) => {
      const row = tx.select().from(schema.rateLimits).where(eq(schema.rateLimits.key, key)).get();
      if (!row || row.resetAt.getTime() <= now.getTime()) {
        tx.insert(schema.rateLimits)
          .values({ key, count: 1, resetAt: new Date(now.getTime() + RESEND_WINDOW_MS) })
          .onConflictDoUpdate({ target: schema.rateLimits.key, set: { count: 1, resetAt: new Date(now.getTime() + RESEND_WINDOW_MS) } })
          .run();
        return true;
      }
      if (row.count >= RESEND_LIMIT) return false;
      tx.update(schema.rateLimits).set({ count: row.count + 1 }).where(eq(schema.rateLimits.key, key)).run();
      return true;
    },
    { behavior: "immediate" },
  );
}

export async function resendInvoiceMail(
  invoice: InvoiceWithLines,
  kind: "confirmation" | "voucher",
  origin: string,
  now = new Date(),
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  if (!allow(`resend:${kind}:${invoice.id}`, now)) return { ok: false, message: RESEND_MESSAGES.tooMany };
  const mail = kind === "voucher" ? voucherMail(invoice, invoice.lines, origin) : bookingConfirmationMail(invoice, invoice.lines, origin);
  await sendMail(mail);
  return { ok: true, message: RESEND_MESSAGES.sent };
}
