// The planner's invoice or receipt (ADR 0258): "Invoice" while nothing is paid, "Receipt" once a
// payment arrived (deposit or full), with the paid date(s), what was paid and the balance still
// due. The figures come from the money state (moneyStateOf, issue 40), as on the confirmation, the
// voucher and My Reservation, so they match the pages.
import { and, asc, eq } from "drizzle-orm";
import { refundsOfInvoice } from "~/cancellations/cancellation.server";
import { PLATFORM_BANK_ACCOUNT } from "~/checkout/bank-transfer";
import { paymentDeadline } from "~/payments/holds.server";
import { getInvoiceWithLines, paymentBadge, visibleStatus, type InvoiceWithLines } from "~/payments/invoice.server";
import { getDb, tables } from "~/db.server";
import { moneyStateOf } from "~/payments/money-state.server";
import { documentDateTime } from "~/documents/quotation.server";
import { renderDocument, safeFileName, type DocumentSpec } from "~/documents/pdf.server";
import { isTestPayment } from "~/payments/invoice-status.server";
import { TEST_PAYMENT_NOTICE } from "~/i18n/english/payment-notices";
import { layoutLabel } from "~/cart/cart.server";
import { formatInvoiceDate, formatRupiah, unitLabel } from "~/utils/format";
import { fill, isLang, optionLabel, type Lang } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { invoiceLanguage } from "~/mail/mail-language.server";
import { legalEntity, taxConfig } from "~/env.server";
import { invoiceTax, percentText } from "~/payments/tax";

const PAYMENT_PARTS = ["full", "deposit", "balance"] as const;
type PaymentPart = (typeof PAYMENT_PARTS)[number];

/** The payments received, from the ledger (one row per payment, summed over its lines). */
async function paymentsOf(invoice: InvoiceWithLines): Promise<{ part: PaymentPart; at: Date; amount: number }[]> {
  const entries = await getDb()
      .select({ ref: tables.ledgerEntries.ref, at: tables.ledgerEntries.at, amount: tables.ledgerEntries.amount })
      .from(tables.ledgerEntries)
      .where(and(eq(tables.ledgerEntries.invoiceId, invoice.id), eq(tables.ledgerEntries.kind, "payment")))
      .orderBy(asc(tables.ledgerEntries.id));
  const byPart = new Map<string, { part: PaymentPart; at: Date; amount: number }>();
  for (const e of entries) {
    const key = e.ref.split(":")[1] ?? "full";
    const row = byPart.get(key) ?? { part: (PAYMENT_PARTS as readonly string[]).includes(key) ? (key as PaymentPart) : "full", at: e.at, amount: 0 };
    row.amount += e.amount;
    byPart.set(key, row);
  }
  const rows = [...byPart.values()];
  // Paid before the ledger existed (ADR 0257): the invoice's own record.
  if (!rows.length && invoice.amountPaid > 0 && invoice.paidAt) rows.push({ part: "full", at: invoice.paidAt, amount: invoice.amountPaid });
  return rows;
}

export type InvoiceDocument = {
  kind: "Invoice" | "Receipt";
  amountPaid: number;
  balanceDue: number;
  refunded: number;
  spec: DocumentSpec;
};

/** What the invoice's PDF says, in the invoice's language (the checkout page's) unless told. */
export async function buildInvoiceDocument(invoice: InvoiceWithLines, now = new Date(), lang: Lang = isLang(invoice.language) ? invoice.language : "en"): Promise<InvoiceDocument> {
  const t = strings(lang, "documents");
  const date = (at: Date) => formatInvoiceDate(at, lang);
  const dateTime = (at: Date) => documentDateTime(at, lang);
  const status = visibleStatus(invoice, now);
  // The money as every page shows it (issue 40): paid, refunded and owed from the ledger.
  const money = await moneyStateOf(invoice, now);
  const amountPaid = money.paid;
  const kind = amountPaid > 0 ? "Receipt" : "Invoice";
  const balanceDue = money.balance;
  const payments = await paymentsOf(invoice);
  const refunds = await refundsOfInvoice(invoice.id);
  const refunded = money.refunded;
  const badge = paymentBadge(invoice, now).label;
  const statusText = {
    unpaid: optionLabel(t, "status", badge, badge),
    expired: t.statusExpired,
    released: t.statusCancelled,
    deposit_paid: t.statusDepositPaid,
    balance_overdue: t.statusDepositPaid,
    paid_in_full: t.statusPaidInFull,
    cancelled: t.statusCancelled,
  }[money.state];
  const deposit = invoice.paymentPlan === "deposit" && invoice.depositAmount > 0;

  const reference: [string, string][] = [
    [t.invoiceNumber, invoice.invoiceNo],
    [t.invoiceDate, date(invoice.createdAt)],
    [t.status, statusText],
  ];
  if (kind === "Receipt" && payments.length) reference.push([t.paidOn, payments.map((p) => date(p.at)).join(", ")]);
  if (invoice.voucherNo && status === "paid") reference.push([t.voucher, invoice.voucherNo]);
  if (money.balanceDueAt && balanceDue > 0) reference.push([t.balanceDueBy, date(money.balanceDueAt)]);
  if (status === "pending") reference.push([t.payBefore, `${dateTime(paymentDeadline(invoice))} (${t.baliTime})`]);

  const totals: DocumentSpec["totals"] = [
    { label: t.subtotal, value: formatRupiah(invoice.subtotal) },
    { label: invoice.couponCode ? fill(t.discountCoupon, { code: invoice.couponCode, percent: invoice.discountPercentage }) : t.discount, value: invoice.discountAmount ? `-${formatRupiah(invoice.discountAmount)}` : formatRupiah(0) },
    { label: t.grandTotal, value: formatRupiah(invoice.totalCost), strong: true },
  ];
  // What the inclusive grand total is made of (ADR 0364), at the configured rates.
  const rates = taxConfig();
  const tax = invoiceTax(invoice.lines, rates);
  const serviceRate = percentText(rates.serviceBps, lang);
  const ppnRate = percentText(rates.ppnBps, lang);
  totals.push(
    { label: t.taxBase, value: formatRupiah(tax.total.base) },
    { label: fill(t.serviceCharge, { rate: serviceRate }), value: formatRupiah(tax.total.service) },
    { label: fill(t.ppn, { rate: ppnRate }), value: formatRupiah(tax.total.ppn) },
    { label: t.amountPaid, value: formatRupiah(amountPaid) },
  );
  if (refunded) totals.push({ label: t.refunds, value: `-${formatRupiah(refunded)}` });
  totals.push({ label: t.balanceDue, value: formatRupiah(balanceDue), strong: true });

  const sections: NonNullable<DocumentSpec["sections"]> = [];
  if (payments.length) {
    sections.push({ heading: t.paymentsReceived, lines: payments.map((p) => fill(t.paymentLine, { label: t[`payment.${p.part}`], amount: formatRupiah(p.amount), date: date(p.at) })) });
  }
  if (amountPaid > 0 && tax.paid.total > 0) {
    const p = tax.paid;
    sections.push({ heading: t.taxPaidHeading, lines: [fill(t.taxPaidLine, { total: formatRupiah(p.total), base: formatRupiah(p.base), serviceRate, service: formatRupiah(p.service), ppnRate, ppn: formatRupiah(p.ppn) })] });
  }
  if (tax.excluded > 0) sections.push({ heading: t.taxPaidHeading, lines: [fill(t.taxExcluded, { amount: formatRupiah(tax.excluded) })] });
  if (refunds.length) {
    sections.push({
      heading: t.refunds,
      lines: refunds.map((r) => {
        const line = invoice.lines.find((l) => l.id === r.lineId);
        return fill(t.refundLine, { product: line ? `${line.productName}: ` : "", amount: formatRupiah(r.amount), state: t[`refund.${r.state}`], on: r.refundedAt ? fill(t.refundOn, { date: date(r.refundedAt) }) : "" });
      }),
    });
  }
  if (status === "pending") {
    sections.push({
      heading: t.howToPay,
      lines: [
        deposit
          ? fill(t.payNowDeposit, { amount: formatRupiah(invoice.depositAmount), balance: invoice.balanceDueAt ? fill(t.payNowBalance, { amount: formatRupiah(invoice.totalCost - invoice.depositAmount), date: date(invoice.balanceDueAt) }) : "" })
          : fill(t.payNow, { amount: formatRupiah(invoice.totalCost) }),
        fill(t.payHow, { bank: PLATFORM_BANK_ACCOUNT.bankName, branch: PLATFORM_BANK_ACCOUNT.branch, holder: PLATFORM_BANK_ACCOUNT.accountName, account: PLATFORM_BANK_ACCOUNT.accountNumber, invoiceNo: invoice.invoiceNo, deadline: dateTime(paymentDeadline(invoice)) }),
      ],
    });
  } else if ((money.state === "deposit_paid" || money.state === "balance_overdue") && balanceDue > 0) {
    sections.push({ heading: t.balance, lines: [fill(t.balanceText, { amount: formatRupiah(balanceDue), by: money.balanceDueAt ? fill(t.balanceBy, { date: date(money.balanceDueAt) }) : "" })] });
  }

  const product = strings(lang, "product");
  const spec: DocumentSpec = {
    title: kind === "Receipt" ? t.receipt : t.invoice,
    reference,
    parties: [
      // The seller's and the buyer's tax numbers, as the finance team files them (ADR 0364).
      { heading: t.seller, lines: [legalEntity().name, fill(t.sellerNpwp, { number: rates.sellerNpwp })] },
      {
        heading: t.billTo,
        lines: [invoice.companyName, invoice.name, invoice.address, invoice.taxNumber ? fill(t.taxNumber, { number: invoice.taxNumber }) : ""],
      },
      { heading: t.contact, lines: [invoice.email, invoice.cellPhone, invoice.officePhone ? fill(t.office, { phone: invoice.officePhone }) : ""] },
    ],
    table: {
      columns: [
        { header: t.colVenue, width: 31 },
        { header: t.colWhen, width: 19 },
        { header: t.colSetup, width: 11 },
        { header: t.colQtyPrice, width: 22, align: "right" },
        { header: t.colAmount, width: 17, align: "right" },
      ],
      rows: invoice.lines.map((l) => [
        [l.productName, `${l.subVenueName}, ${l.venueName}`, l.eventName ? fill(t.event, { name: l.eventName }) : "", l.cancelledAt ? fill(t.cancelledOn, { date: date(l.cancelledAt) }) : ""].filter(Boolean).join("\n"),
        dateTime(l.startsAt),
        optionLabel(product, "layout", l.setup, layoutLabel(l.setup)),
        `${l.qty} ${optionLabel(product, "unit", l.unit, unitLabel(l.unit))} x ${formatRupiah(l.price)}`,
        formatRupiah(l.totalPrice),
      ]),
    },
    totals,
    sections,
    note: isTestPayment(invoice) ? (lang === "en" ? TEST_PAYMENT_NOTICE : t.testNotice) : undefined,
    pageLabel: t.page,
  };
  return { kind, amountPaid, balanceDue, refunded, spec };
}

/** The invoice's PDF as an e-mail attachment (app/mail/mail.server.ts); null for an unknown invoice. */
export async function invoiceAttachment(invoiceId: number): Promise<{ filename: string; content: Buffer } | null> {
  const invoice = await getInvoiceWithLines(String(invoiceId));
  if (!invoice) return null;
  // In the language of the mail it is attached to (the booker's, ADR 0322).
  const document = await buildInvoiceDocument(invoice, new Date(), invoiceLanguage(invoice));
  return { filename: safeFileName(invoiceFileName(document, invoice)), content: await invoicePdf(document) };
}

export function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  return renderDocument(document.spec);
}

/** "receipt-INV-20261105-AB12": the download's name. */
export function invoiceFileName(document: InvoiceDocument, invoice: Pick<InvoiceWithLines, "invoiceNo">): string {
  return `${document.kind.toLowerCase()}-${invoice.invoiceNo}`;
}
