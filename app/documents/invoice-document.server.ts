// The planner's invoice or receipt (ADR 0258): "Invoice" while nothing is paid, "Receipt" once a
// payment arrived (deposit or full), with the paid date(s), what was paid and the balance still
// due. The figures come from the same columns and functions as the confirmation, the voucher and
// My Reservation (invoice totals, invoices.amount_paid, balanceOwed), so they match the pages.
import { and, asc, eq } from "drizzle-orm";
import { refundsOfInvoice } from "~/cancellations/cancellation.server";
import { REFUND_STATE_LABELS } from "~/cancellations/refunds.server";
import { PLATFORM_BANK_ACCOUNT } from "~/checkout/bank-transfer";
import { paymentDeadline } from "~/checkout/holds.server";
import { getInvoiceWithLines, paymentBadge, visibleStatus, type InvoiceWithLines } from "~/checkout/invoice.server";
import { getDb, schema } from "~/db.server";
import { documentDateTime } from "~/documents/quotation.server";
import { renderDocument, safeFileName, type DocumentSpec } from "~/documents/pdf.server";
import { balanceOwed, DEPOSIT_LABEL, isTestPayment } from "~/payments/invoice-status.server";
import { TEST_PAYMENT_NOTICE } from "~/payments/payment-notices";
import { layoutLabel } from "~/cart/cart.server";
import { formatInvoiceDate, formatRupiah, unitLabel } from "~/utils/format";

const PAYMENT_LABELS: Record<string, string> = { full: "Payment", deposit: "Deposit", balance: "Balance" };

/** The payments received, from the ledger (one row per payment, summed over its lines). */
function paymentsOf(invoice: InvoiceWithLines): { label: string; at: Date; amount: number }[] {
  const entries = getDb()
    .select({ ref: schema.ledgerEntries.ref, at: schema.ledgerEntries.at, amount: schema.ledgerEntries.amount })
    .from(schema.ledgerEntries)
    .where(and(eq(schema.ledgerEntries.invoiceId, invoice.id), eq(schema.ledgerEntries.kind, "payment")))
    .orderBy(asc(schema.ledgerEntries.id))
    .all();
  const byPart = new Map<string, { label: string; at: Date; amount: number }>();
  for (const e of entries) {
    const part = e.ref.split(":")[1] ?? "full";
    const row = byPart.get(part) ?? { label: PAYMENT_LABELS[part] ?? "Payment", at: e.at, amount: 0 };
    row.amount += e.amount;
    byPart.set(part, row);
  }
  const rows = [...byPart.values()];
  // Paid before the ledger existed (ADR 0257): the invoice's own record.
  if (!rows.length && invoice.amountPaid > 0 && invoice.paidAt) rows.push({ label: "Payment", at: invoice.paidAt, amount: invoice.amountPaid });
  return rows;
}

export type InvoiceDocument = {
  kind: "Invoice" | "Receipt";
  amountPaid: number;
  balanceDue: number;
  refunded: number;
  spec: DocumentSpec;
};

/** What the invoice's PDF says. */
export function buildInvoiceDocument(invoice: InvoiceWithLines, now = new Date()): InvoiceDocument {
  const status = visibleStatus(invoice, now);
  const amountPaid = invoice.amountPaid;
  const kind = amountPaid > 0 ? "Receipt" : "Invoice";
  const balanceDue = status === "paid" ? balanceOwed(getDb(), invoice) : status === "pending" ? invoice.totalCost : 0;
  const payments = paymentsOf(invoice);
  const refunds = refundsOfInvoice(invoice.id);
  const refunded = refunds.reduce((s, r) => s + r.amount, 0);
  const statusText =
    status === "paid"
      ? invoice.paymentStatus === DEPOSIT_LABEL && balanceDue > 0
        ? "Deposit paid, balance due"
        : invoice.lines.every((l) => l.cancelledAt)
          ? "Cancelled"
          : "Paid in full"
      : paymentBadge(invoice, now).label;
  const deposit = invoice.paymentPlan === "deposit" && invoice.depositAmount > 0;

  const reference: [string, string][] = [
    ["Invoice number", invoice.invoiceNo],
    ["Invoice date", formatInvoiceDate(invoice.createdAt)],
    ["Status", statusText],
  ];
  if (kind === "Receipt" && payments.length) reference.push(["Paid on", payments.map((p) => formatInvoiceDate(p.at)).join(", ")]);
  if (invoice.voucherNo && status === "paid") reference.push(["Voucher", invoice.voucherNo]);
  if (status === "paid" && balanceDue > 0 && invoice.balanceDueAt) reference.push(["Balance due by", formatInvoiceDate(invoice.balanceDueAt)]);
  if (status === "pending") reference.push(["Pay before", `${documentDateTime(paymentDeadline(invoice))} (Bali time)`]);

  const totals: DocumentSpec["totals"] = [
    { label: "Subtotal", value: formatRupiah(invoice.subtotal) },
    { label: `Discount${invoice.couponCode ? ` (coupon ${invoice.couponCode}, ${invoice.discountPercentage}%)` : ""}`, value: invoice.discountAmount ? `-${formatRupiah(invoice.discountAmount)}` : formatRupiah(0) },
    { label: "Grand Total", value: formatRupiah(invoice.totalCost), strong: true },
    { label: "Amount paid", value: formatRupiah(amountPaid) },
  ];
  if (refunded) totals.push({ label: "Refunds", value: `-${formatRupiah(refunded)}` });
  totals.push({ label: "Balance due", value: formatRupiah(balanceDue), strong: true });

  const sections: NonNullable<DocumentSpec["sections"]> = [];
  if (payments.length) {
    sections.push({ heading: "Payments received", lines: payments.map((p) => `${p.label}: ${formatRupiah(p.amount)} on ${formatInvoiceDate(p.at)}.`) });
  }
  if (refunds.length) {
    sections.push({
      heading: "Refunds",
      lines: refunds.map((r) => {
        const line = invoice.lines.find((l) => l.id === r.lineId);
        return `${line ? `${line.productName}: ` : ""}${formatRupiah(r.amount)}, ${REFUND_STATE_LABELS[r.state].toLowerCase()}${r.refundedAt ? ` on ${formatInvoiceDate(r.refundedAt)}` : ""}.`;
      }),
    });
  }
  if (status === "pending") {
    sections.push({
      heading: "How to pay",
      lines: [
        deposit
          ? `Now: ${formatRupiah(invoice.depositAmount)} (deposit)${invoice.balanceDueAt ? `; the balance of ${formatRupiah(invoice.totalCost - invoice.depositAmount)} by ${formatInvoiceDate(invoice.balanceDueAt)}` : ""}.`
          : `Now: ${formatRupiah(invoice.totalCost)}.`,
        `Online from your confirmation page, or by bank transfer to ${PLATFORM_BANK_ACCOUNT.bankName} (${PLATFORM_BANK_ACCOUNT.branch}), ${PLATFORM_BANK_ACCOUNT.accountName}, account ${PLATFORM_BANK_ACCOUNT.accountNumber}, reference ${invoice.invoiceNo}, before ${documentDateTime(paymentDeadline(invoice))} (Bali time).`,
      ],
    });
  } else if (status === "paid" && balanceDue > 0) {
    sections.push({ heading: "Balance", lines: [`${formatRupiah(balanceDue)} is due${invoice.balanceDueAt ? ` by ${formatInvoiceDate(invoice.balanceDueAt)}` : ""}: pay it online or confirm a bank transfer from your voucher.`] });
  }

  const spec: DocumentSpec = {
    title: kind,
    reference,
    parties: [
      {
        heading: "Bill to",
        lines: [invoice.companyName, invoice.name, invoice.address, invoice.taxNumber ? `Tax number (NPWP): ${invoice.taxNumber}` : ""],
      },
      { heading: "Contact", lines: [invoice.email, invoice.cellPhone, invoice.officePhone ? `Office: ${invoice.officePhone}` : ""] },
    ],
    table: {
      columns: [
        { header: "Venue and room", width: 31 },
        { header: "Date and time (Bali)", width: 19 },
        { header: "Set-up", width: 11 },
        { header: "Quantity x price", width: 22, align: "right" },
        { header: "Amount", width: 17, align: "right" },
      ],
      rows: invoice.lines.map((l) => [
        [l.productName, `${l.subVenueName}, ${l.venueName}`, l.eventName ? `Event: ${l.eventName}` : "", l.cancelledAt ? `Cancelled on ${formatInvoiceDate(l.cancelledAt)}` : ""].filter(Boolean).join("\n"),
        documentDateTime(l.startsAt),
        layoutLabel(l.setup),
        `${l.qty} ${unitLabel(l.unit)} x ${formatRupiah(l.price)}`,
        formatRupiah(l.totalPrice),
      ]),
    },
    totals,
    sections,
    note: isTestPayment(invoice) ? TEST_PAYMENT_NOTICE : undefined,
  };
  return { kind, amountPaid, balanceDue, refunded, spec };
}

/** The invoice's PDF as an e-mail attachment (app/mail/mail.server.ts); null for an unknown invoice. */
export async function invoiceAttachment(invoiceId: number): Promise<{ filename: string; content: Buffer } | null> {
  const invoice = getInvoiceWithLines(String(invoiceId));
  if (!invoice) return null;
  const document = buildInvoiceDocument(invoice);
  return { filename: safeFileName(invoiceFileName(document, invoice)), content: await invoicePdf(document) };
}

export function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  return renderDocument(document.spec);
}

/** "receipt-INV-20261105-AB12": the download's name. */
export function invoiceFileName(document: InvoiceDocument, invoice: Pick<InvoiceWithLines, "invoiceNo">): string {
  return `${document.kind.toLowerCase()}-${invoice.invoiceNo}`;
}
