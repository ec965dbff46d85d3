// 'Resend to Email' on the confirmation and voucher pages (and /v1/sendemail): sends the
// booker's mail again, at most a few times per window so the button cannot flood an inbox.
import { hitRateLimit } from "~/accounts/rate-limit.server";
import { bookingConfirmationMail, voucherMail } from "~/checkout/checkout-mail.server";
import type { InvoiceWithLines } from "~/payments/invoice.server";
import { sendMail } from "~/mail/mail.server";
import { msg } from "~/i18n/message-ref";

/** References to the checkout catalogue (ADR 0391). */
export const RESEND_MESSAGES = {
  sent: msg("checkout.mailSent"),
  tooMany: msg("checkout.mailTooMany"),
} as const;

export const RESEND_LIMIT = 5;
export const RESEND_WINDOW_MS = 15 * 60 * 1000;

export async function resendInvoiceMail(
  invoice: InvoiceWithLines,
  kind: "confirmation" | "voucher",
  origin: string,
  now = new Date(),
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  // The accounts' fixed-window counter: one upsert, exact with several processes (ADR 0337).
  if (!(await hitRateLimit(`resend:${kind}:${invoice.id}`, RESEND_LIMIT, RESEND_WINDOW_MS, now.getTime())).allowed) return { ok: false, message: RESEND_MESSAGES.tooMany };
  const mail = kind === "voucher" ? voucherMail(invoice, invoice.lines, origin) : bookingConfirmationMail(invoice, invoice.lines, origin);
  await sendMail(mail);
  return { ok: true, message: RESEND_MESSAGES.sent };
}
