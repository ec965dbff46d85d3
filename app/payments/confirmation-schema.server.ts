// The bank-transfer payment confirmation form, validated on the server only (ADR 0180)
// (the page and POST /v1/confirmation). The receipt file is checked on the server only.
import * as z from "zod";
import { personName } from "~/accounts/person-name";
import { msg } from "~/i18n/message-ref";

/** The form's messages: references to the payments catalogue, the e-mail's the contact form's (ADR 0391). */
export const CONFIRMATION_MESSAGES = {
  fullName: msg("payments.fullName"),
  email: msg("checkout.email"),
  emailInvalid: msg("checkout.invalidEmail"),
  paymentTime: msg("payments.paymentTime"),
  paymentTimeFuture: msg("payments.paymentTimeFuture"),
  amount: msg("payments.amount"),
  amountInvalid: msg("payments.amountInvalid"),
  bankAccountName: msg("payments.bankAccountName"),
  bankName: msg("payments.bankName"),
  bankAccount: msg("payments.bankAccount"),
  bankAccountInvalid: msg("payments.bankAccountInvalid"),
  receipt: msg("payments.receipt"),
  receiptTooBig: msg("payments.receiptTooBig"),
  receiptType: msg("payments.receiptType"),
  success: msg("payments.confirmationSent"),
} as const;

const M = CONFIRMATION_MESSAGES;
const text = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max = 200) => z.string().trim().max(max).optional().default("");

/** "YYYY-MM-DDTHH:mm" (datetime-local) or "YYYY-MM-DD HH:mm[:ss]", Bali time. */
const PAYMENT_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2}))?$/;

export function normalizePaymentTime(value: string): string | null {
  const m = PAYMENT_TIME.exec(value.trim());
  return m ? `${m[1]} ${m[2]}:${m[3] ?? "00"}` : null;
}

/** The instant of a Bali wall-clock "YYYY-MM-DD HH:mm:ss" (UTC+8, no daylight saving). */
function baliInstant(normalized: string): number {
  const [date, time] = normalized.split(" ");
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi, s] = time.split(":").map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3600_000;
  const check = new Date(utc + 8 * 3600_000);
  return check.getUTCDate() === d && check.getUTCMonth() === mo - 1 && h < 24 && mi < 60 ? utc : NaN;
}

export const PaymentConfirmationSchema = z.object({
  fullName: personName(text(M.fullName)),
  email: z
    .string({ error: M.email })
    .trim()
    .min(1, M.email)
    .max(200)
    .pipe(z.email({ error: M.emailInvalid })),
  paymentTime: z
    .string({ error: M.paymentTime })
    .trim()
    .min(1, M.paymentTime)
    .transform((v, ctx) => {
      const normalized = normalizePaymentTime(v);
      const at = normalized ? baliInstant(normalized) : NaN;
      if (!normalized || Number.isNaN(at)) {
        ctx.addIssue({ code: "custom", message: M.paymentTime });
        return z.NEVER;
      }
      // A few minutes of clock skew between the booker's phone and us is fine.
      if (at > Date.now() + 10 * 60_000) {
        ctx.addIssue({ code: "custom", message: M.paymentTimeFuture });
        return z.NEVER;
      }
      return normalized;
    }),
  amount: z.coerce
    .number({ error: M.amount })
    .int(M.amountInvalid)
    .positive(M.amountInvalid)
    .max(100_000_000_000, M.amountInvalid),
  bankAccountName: text(M.bankAccountName),
  bankName: text(M.bankName),
  bankAccount: text(M.bankAccount, 40).regex(/^[0-9][0-9 .-]*$/, M.bankAccountInvalid),
  bankAddress: optionalText(),
  destinationBankAccountName: optionalText(),
  destinationBankName: optionalText(),
  destinationBankAccount: optionalText(40),
});

export type PaymentConfirmationInput = z.infer<typeof PaymentConfirmationSchema>;
