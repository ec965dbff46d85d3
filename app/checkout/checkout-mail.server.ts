// E-mails of the booking flow: confirmation to the booker, booking notice to each vendor
// (who must acknowledge), voucher once paid. Plain text; mail.server.ts adds the HTML version.
import { withLinks, type MailMessage } from "~/mail/mail.server";
import { cancellationCutoff } from "~/terms/cancellation-policies";
import { isUncommittedHold } from "~/payments/holds.server";
import { paymentDeadlineText } from "~/checkout/payment-deadline";
import { PLATFORM_BANK_ACCOUNT } from "~/checkout/bank-transfer";
import { invoicePaths, type Invoice, type ReservationLine } from "~/payments/invoice.server";
import { BRAND } from "~/utils/constants";
import { formatDate, formatInvoiceDate, formatRupiah } from "~/utils/format";
import { dateTimeIn, fill, invoiceLanguage, layoutIn, mailStrings, paymentStatusIn, taxShortIn, unitIn, type Lang } from "~/mail/mail-language.server";
import { policyIn } from "~/terms/policy-language.server";
import { isTestPayment } from "~/payments/invoice-status.server";
import { TEST_PAYMENT_NOTICE } from "~/i18n/english/payment-notices";
import { taxConfig } from "~/env.server";
import { invoiceTax } from "~/payments/tax";
import { taxMailText } from "~/payments/tax-words.server";

function lineText(lang: Lang, l: ReservationLine) {
  const t = mailStrings(lang);
  const policy = policyIn(lang, l.cancellationPolicy);
  return [
    `- ${l.productName} (${l.venueName}, ${l.subVenueName})`,
    `  ${dateTimeIn(lang, l.startsAt)} | ${layoutIn(lang, l.setup)} | ${formatRupiah(l.price)} x ${l.qty} ${unitIn(lang, l.unit)} = ${formatRupiah(l.totalPrice)} (${taxShortIn(lang, l.taxAndService)})`,
    l.eventName ? `  ${fill(t.lineEvent, { name: l.eventName })}` : "",
    l.note ? `  ${fill(t.lineNote, { note: l.note })}` : "",
    `  ${fill(t.linePolicy, { tier: policy.tier, words: policy.words, cutoff: dateTimeIn(lang, cancellationCutoff(l.startsAt)) })}`,
  ]
    .filter(Boolean)
    .join("\n");
}

function totalsText(lang: Lang, invoice: Invoice, lines: ReservationLine[]) {
  const t = mailStrings(lang);
  const tax = invoiceTax(lines, taxConfig());
  return [
    fill(t.subtotal, { amount: formatRupiah(invoice.subtotal) }),
    invoice.couponCode
      ? fill(t.discountCoupon, { code: invoice.couponCode, percent: invoice.discountPercentage, amount: formatRupiah(invoice.discountAmount) })
      : fill(t.discountNone, { amount: formatRupiah(0) }),
    fill(t.grandTotal, { amount: formatRupiah(invoice.totalCost) }),
    // What the inclusive total is made of (ADR 0364).
    tax.total.total > 0 ? taxMailText(lang, tax.total) : "",
  ].filter(Boolean).join("\n");
}

/** The booker's mails go out in the invoice's language (ADR 0327). */
export function bookingConfirmationMail(invoice: Invoice, lines: ReservationLine[], origin: string): MailMessage {
  const lang = invoiceLanguage(invoice);
  const t = mailStrings(lang);
  const paths = invoicePaths(invoice);
  const links = [`${origin}${paths.confirmation}`, `${origin}${paths.paymentConfirmation}`];
  const payBy = dateTimeIn(lang, invoice.expiresAt);
  return withLinks({
    to: invoice.email,
    subject: fill(t.confirmationSubject, { brand: BRAND, invoiceNo: invoice.invoiceNo }),
    // The invoice as a PDF for the company's files (ADR 0258), drawn when the mail is delivered.
    attachments: [{ kind: "invoice-pdf", invoiceId: invoice.id }],
    text: [
      fill(t.dear, { name: invoice.name }),
      fill(t.confirmationThanks, { invoiceNo: invoice.invoiceNo, date: formatInvoiceDate(invoice.createdAt, lang) }),
      lines.map((l) => lineText(lang, l)).join("\n"),
      totalsText(lang, invoice, lines),
      // One deadline, the one the expiry job enforces (ADR 0264).
      lang === "en" ? paymentDeadlineText(payBy, isUncommittedHold(invoice)) : fill(isUncommittedHold(invoice) ? t.deadlineHeld : t.deadline, { payBy }),
      // The plan the planner chose governs the amount asked for (issue 40).
      invoice.paymentPlan === "deposit" && invoice.depositAmount > 0 && invoice.depositAmount < invoice.totalCost
        ? fill(t.confirmationPayDeposit, { amount: formatRupiah(invoice.depositAmount), balance: formatRupiah(invoice.totalCost - invoice.depositAmount), date: invoice.balanceDueAt ? formatDate(invoice.balanceDueAt) : "" })
        : fill(t.confirmationPayFull, { amount: formatRupiah(invoice.totalCost) }),
      fill(t.confirmationHowToPay, { bank: PLATFORM_BANK_ACCOUNT.bankName, account: PLATFORM_BANK_ACCOUNT.accountNumber, holder: PLATFORM_BANK_ACCOUNT.accountName, invoiceNo: invoice.invoiceNo }),
      fill(t.confirmationLink, { link: links[0] }),
      fill(t.confirmationTransferLink, { link: links[1] }),
      t.confirmationKeep,
    ].join("\n\n"),
  }, links);
}

/** In the vendor user's language. */
export function vendorBookingMail(
  vendor: { email: string; name: string; language?: Lang },
  invoice: Invoice,
  lines: ReservationLine[],
  origin: string,
): MailMessage {
  const lang = vendor.language ?? "en";
  const t = mailStrings(lang);
  const dashboard = `${origin}/dashboard/manage-reservations`;
  return withLinks({
    to: vendor.email,
    subject: fill(t.vendorBookingSubject, { invoiceNo: invoice.invoiceNo }),
    text: [
      fill(t.hello, { name: vendor.name }),
      fill(t.vendorBookingIntro, { invoiceNo: invoice.invoiceNo, status: paymentStatusIn(lang, invoice.paymentStatus) }),
      lines.map((l) => lineText(lang, l)).join("\n"),
      fill(t.booker, { who: `${invoice.name}${invoice.companyName ? `, ${invoice.companyName}` : ""}, ${invoice.cellPhone}, ${invoice.email}` }),
      fill(t.acknowledgeInDashboard, { link: dashboard }),
    ].join("\n\n"),
  }, [dashboard]);
}

export function voucherMail(invoice: Invoice, lines: ReservationLine[], origin: string): MailMessage {
  const lang = invoiceLanguage(invoice);
  const t = mailStrings(lang);
  const paths = invoicePaths(invoice);
  const test = isTestPayment(invoice);
  const voucher = `${origin}${paths.voucher}`;
  return withLinks({
    to: invoice.email,
    subject: fill(t.voucherSubject, { test: test ? t.testSubject : "", brand: BRAND, voucherNo: invoice.voucherNo ?? invoice.invoiceNo }),
    attachments: [{ kind: "invoice-pdf", invoiceId: invoice.id }],
    text: [
      ...(test ? [lang === "en" ? TEST_PAYMENT_NOTICE : t.testNotice] : []),
      fill(t.dear, { name: invoice.name }),
      t.voucherCongrats,
      fill(t.voucherNumber, { voucherNo: invoice.voucherNo ?? invoice.invoiceNo, invoiceNo: invoice.invoiceNo }),
      lines.map((l) => lineText(lang, l)).join("\n"),
      totalsText(lang, invoice, lines),
      fill(t.yourVoucher, { link: voucher }),
    ].join("\n\n"),
  }, [voucher]);
}
