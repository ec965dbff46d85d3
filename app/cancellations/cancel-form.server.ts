// The planner's cancel form (app/routes/cancel-booking.$invoiceNo.tsx), checked on the server:
// chosen lines (checkboxes named `line`), an optional reason, the refund shown, and the bank
// account a bank-transfer refund goes to when one is needed.
import { z } from "zod";
import type { BankDetails } from "~/cancellations/cancellation.server";
import { msg } from "~/i18n/message-ref";

/** The form's refusals, as message references (the page renders them, ADR 0391). */
export const CANCEL_FORM_MESSAGES = {
  noLine: msg("cancellations.noLine"),
  reason: msg("cancellations.reasonTooLong"),
  accountName: msg("cancellations.accountName"),
  bankName: msg("cancellations.bankName"),
  accountNumber: msg("cancellations.accountNumber"),
} as const;

export type CancelFormValues = { lineIds: number[]; reason: string; accountName: string; bankName: string; accountNumber: string };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};

export function parseCancelForm(
  form: FormData,
  { bankNeeded }: { bankNeeded: boolean },
):
  | { ok: true; value: { lineIds: number[]; reason: string; expectedRefund?: number; bank: BankDetails | null }; values: CancelFormValues }
  | { ok: false; errors: Record<string, string[]>; values: CancelFormValues } {
  const lineIds = [...new Set(form.getAll("line").map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))].slice(0, 50);
  const values: CancelFormValues = {
    lineIds,
    reason: text(form, "reason").slice(0, 2000),
    accountName: text(form, "accountName").slice(0, 200),
    bankName: text(form, "bankName").slice(0, 200),
    accountNumber: text(form, "accountNumber").replace(/[\s-]/g, "").slice(0, 40),
  };
  const errors: Record<string, string[]> = {};
  if (!lineIds.length) errors.line = [CANCEL_FORM_MESSAGES.noLine];
  if (values.reason.length > 500) errors.reason = [CANCEL_FORM_MESSAGES.reason];
  if (bankNeeded) {
    const bank = z.object({
      accountName: z.string().min(2, CANCEL_FORM_MESSAGES.accountName).max(100, CANCEL_FORM_MESSAGES.accountName),
      bankName: z.string().min(2, CANCEL_FORM_MESSAGES.bankName).max(100, CANCEL_FORM_MESSAGES.bankName),
      accountNumber: z.string().regex(/^[0-9]{6,20}$/, CANCEL_FORM_MESSAGES.accountNumber),
    }).safeParse(values);
    if (!bank.success) for (const issue of bank.error.issues) errors[String(issue.path[0])] = [issue.message];
  }
  if (Object.keys(errors).length) return { ok: false, errors, values };
  const expected = form.get("expectedRefund");
  const expectedRefund = typeof expected === "string" && /^[0-9]{1,15}$/.test(expected) ? Number(expected) : undefined;
  return {
    ok: true,
    value: {
      lineIds,
      reason: values.reason,
      expectedRefund,
      bank: bankNeeded ? { accountName: values.accountName, bankName: values.bankName, accountNumber: values.accountNumber } : null,
    },
    values,
  };
}
