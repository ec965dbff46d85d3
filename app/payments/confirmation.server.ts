// Bank transfer confirmations: the booker tells us about a transfer and attaches the receipt.
// Receipts are stored under the private prefix receipts/ (never served by /files/*); the
// admin console reads them with readReceipt. Admins are told by e-mail.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { commitHold } from "~/payments/holds.server";
import { getDb, tables, write, first, transaction } from "~/db.server";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import type { PaymentConfirmationInput } from "~/payments/confirmation-schema.server";
import { balanceOwed, type Invoice } from "~/payments/invoice-status.server";
import { PAYMENT_MESSAGES } from "~/payments/payment-session.server";
import type { DetectedFileType } from "~/storage/file-type.server";
import { isApiUploadKey, receiptKeyOfLink } from "~/payments/receipt-link.server";
import { getStorage } from "~/storage/storage.server";
import { formatRupiah } from "~/utils/format";
import { fill, mailStrings } from "~/mail/mail-language.server";

export const RECEIPT_PREFIX = "receipts/";

export async function storeReceipt(bytes: Uint8Array, type: DetectedFileType, folder: string): Promise<string> {
  const key = `${RECEIPT_PREFIX}${folder}/${crypto.randomUUID()}.${type.ext}`;
  await getStorage().put(key, bytes, type.mime);
  return key;
}

/** A receipt uploaded earlier through POST /v1/file/upload, if the reference is one. */
export async function existingApiUpload(reference: unknown): Promise<string | null> {
  if (typeof reference !== "string") return null;
  // The signed link POST /v1/file/upload answers (ADR 0132), or the bare key older answers gave.
  const key = isApiUploadKey(reference) ? reference : receiptKeyOfLink(reference, { requireUnexpired: false });
  if (!key) return null;
  return (await getStorage().get(key)) ? key : null;
}

export type SubmitConfirmationResult = { ok: true; id: number } | { ok: false; message: string };

export async function submitPaymentConfirmation({
  invoice,
  input,
  receipt,
  origin,
}: {
  invoice: Invoice;
  input: PaymentConfirmationInput;
  receipt: { bytes: Uint8Array; type: DetectedFileType } | { fileKey: string } | null;
  origin: string;
}): Promise<SubmitConfirmationResult> {
  if (invoice.status === "paid" && await balanceOwed(getDb(), invoice) <= 0) return { ok: false, message: PAYMENT_MESSAGES.paid };
  if (invoice.status === "cancelled") return { ok: false, message: PAYMENT_MESSAGES.cancelled };

  const storedHere = receipt && "bytes" in receipt;
  const fileKey = receipt
    ? "bytes" in receipt
      ? await storeReceipt(receipt.bytes, receipt.type, String(invoice.id))
      : receipt.fileKey
    : null;

  const db = getDb();
  try {
    const { id, mailIds } = await transaction(async (tx) => {
          const row = (await write((db) => db
                  .insert(tables.paymentConfirmations)
                  .values({ invoiceId: invoice.id, ...input, fileKey })
                  .returning({ id: tables.paymentConfirmations.id })))[0];
          const admins = await tx
                  .select({ email: tables.users.email, language: tables.users.language })
                  .from(tables.users)
                  .where(eq(tables.users.isAdmin, true));
          // Each admin reads it in their own language (ADR 0322).
          const ids = await Promise.all(admins.map(async (admin) => {
            const t = mailStrings(admin.language);
            return await queueMail(tx, withLinks({
              to: admin.email,
              subject: fill(t.transferSubject, { invoiceNo: invoice.invoiceNo }),
              text: [
                fill(t.transferIntro, { name: input.fullName, email: input.email, invoiceNo: invoice.invoiceNo }),
                `${fill(t.transferAmount, { amount: formatRupiah(input.amount), total: formatRupiah(invoice.totalCost) })}\n` +
                  `${fill(t.transferPaidAt, { time: input.paymentTime })}\n` +
                  fill(t.transferFrom, { from: `${input.bankAccountName}, ${input.bankName} ${input.bankAccount}` }) +
                  (input.destinationBankName || input.destinationBankAccount
                    ? `\n${fill(t.transferTo, { to: `${input.destinationBankAccountName} ${input.destinationBankName} ${input.destinationBankAccount}`.trimEnd() })}`
                    : "") +
                  `\n${fill(t.transferReceipt, { receipt: fileKey ? t.transferReceiptAttached : t.transferReceiptNone })}`,
                fill(t.transferCheck, { link: `${origin}/admin/manage-payments` }),
              ].join("\n\n"),
            }, [`${origin}/admin/manage-payments`]));
          }));
          // Announcing a bank transfer commits the hold until the payment deadline.
          await commitHold(invoice, new Date(), tx);
          return { id: row.id, mailIds: ids };
        });
    await deliverQueuedMail(mailIds);
    return { ok: true, id };
  } catch (error) {
    if (storedHere && fileKey) await getStorage().delete(fileKey).catch(() => {});
    throw error;
  }
}

/** The receipt file of a confirmation (admin console). */
export async function readReceipt(confirmationId: number) {
  const row = await first(getDb()
      .select({ fileKey: tables.paymentConfirmations.fileKey })
      .from(tables.paymentConfirmations)
      .where(eq(tables.paymentConfirmations.id, confirmationId)));
  if (!row?.fileKey?.startsWith(RECEIPT_PREFIX)) return null;
  return getStorage().get(row.fileKey);
}

export async function confirmationsForInvoice(invoiceId: number) {
  return await getDb()
      .select()
      .from(tables.paymentConfirmations)
      .where(eq(tables.paymentConfirmations.invoiceId, invoiceId));
}
