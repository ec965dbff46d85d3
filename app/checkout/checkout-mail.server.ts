// E-mails of the booking flow: confirmation to the booker, booking notice to each vendor
// (who must acknowledge), voucher once paid. Plain text; mail.server.ts adds the HTML version.
import { withLinks, type MailMessage } from "~/mail/mail.server";
import { taxAndServiceWords } from "~/catalog/tax-and-service";
import { cancellationCutoff, POLICY_TIERS, policyWords } from "~/cancellations/policies";
import { isUncommittedHold } from "~/checkout/holds.server";
import { paymentDeadlineText } from "~/checkout/payment-deadline";
import { PLATFORM_BANK_ACCOUNT } from "~/checkout/bank-transfer";
import { invoicePaths, type Invoice, type ReservationLine } from "~/checkout/invoice.server";
import { BRAND } from "~/utils/constants";
import { formatDateTime, formatInvoiceDate, formatRupiah, unitLabel } from "~/utils/format";
import { layoutLabel } from "~/cart/cart.server";
import { isTestPayment } from "~/payments/invoice-status.server";
import { TEST_PAYMENT_NOTICE } from "~/payments/payment-notices";

function lineText(l: ReservationLine) {
  return [
    `- ${l.productName} (${l.venueName}, ${l.subVenueName})`,
    `  ${formatDateTime(l.startsAt)} | ${layoutLabel(l.setup)} | ${formatRupiah(l.price)} x ${l.qty} ${unitLabel(l.unit)} = ${formatRupiah(l.totalPrice)} (${taxAndServiceWords(l.taxAndService).short})`,
    l.eventName ? `  Event: ${l.eventName}` : "",
    l.note ? `  Note: ${l.note}` : "",
    `  Cancellation policy (${POLICY_TIERS[l.cancellationPolicy].label}): ${policyWords(l.cancellationPolicy)} Cancel online until ${formatDateTime(cancellationCutoff(l.startsAt))} Bali time.`,
  ]
    .filter(Boolean)
    .join("\n");
}

function totalsText(invoice: Invoice) {
  return [
    `Subtotal: ${formatRupiah(invoice.subtotal)}`,
    invoice.couponCode
      ? `Discount (${invoice.couponCode}, ${invoice.discountPercentage}%): -${formatRupiah(invoice.discountAmount)}`
      : `Discount: ${formatRupiah(0)}`,
    `Grand total: ${formatRupiah(invoice.totalCost)}`,
  ].join("\n");
}

export function bookingConfirmationMail(invoice: Invoice, lines: ReservationLine[], origin: string): MailMessage {
  const paths = invoicePaths(invoice);
  const links = [`${origin}${paths.confirmation}`, `${origin}${paths.paymentConfirmation}`];
  return withLinks({
    to: invoice.email,
    subject: `${BRAND} booking confirmation ${invoice.invoiceNo}`,
    // The invoice as a PDF for the company's files (ADR 0258), drawn when the mail is delivered.
    attachments: [{ kind: "invoice-pdf", invoiceId: invoice.id }],
    text: [
      `Dear ${invoice.name},`,
      `Thank you for your reservation. Invoice ${invoice.invoiceNo}, ${formatInvoiceDate(invoice.createdAt)}.`,
      lines.map(lineText).join("\n"),
      totalsText(invoice),
      // One deadline, the one the expiry job enforces (ADR 0264).
      paymentDeadlineText(formatDateTime(invoice.expiresAt), isUncommittedHold(invoice)),
      `Pay online from your confirmation page, or by bank transfer to ${PLATFORM_BANK_ACCOUNT.bankName}, account ${PLATFORM_BANK_ACCOUNT.accountNumber} (${PLATFORM_BANK_ACCOUNT.accountName}), with your invoice number ${invoice.invoiceNo} as the reference.`,
      `Your booking confirmation and payment: ${links[0]}`,
      `After a bank transfer, confirm it here: ${links[1]}`,
      `Keep this e-mail: the links above are personal to your booking.`,
    ].join("\n\n"),
  }, links);
}

export function vendorBookingMail(
  vendor: { email: string; name: string },
  invoice: Invoice,
  lines: ReservationLine[],
  origin: string,
): MailMessage {
  const dashboard = `${origin}/dashboard/manage-reservations`;
  return withLinks({
    to: vendor.email,
    subject: `New booking ${invoice.invoiceNo}: please acknowledge`,
    text: [
      `Hello ${vendor.name},`,
      `A planner has booked the following at your venue (invoice ${invoice.invoiceNo}, payment status: ${invoice.paymentStatus}).`,
      lines.map(lineText).join("\n"),
      `Booker: ${invoice.name}${invoice.companyName ? `, ${invoice.companyName}` : ""}, ${invoice.cellPhone}, ${invoice.email}`,
      `Please acknowledge the reservation in your dashboard: ${dashboard}`,
    ].join("\n\n"),
  }, [dashboard]);
}

export function voucherMail(invoice: Invoice, lines: ReservationLine[], origin: string): MailMessage {
  const paths = invoicePaths(invoice);
  const test = isTestPayment(invoice);
  const voucher = `${origin}${paths.voucher}`;
  return withLinks({
    to: invoice.email,
    subject: `${test ? "[TEST PAYMENT] " : ""}${BRAND} voucher ${invoice.voucherNo ?? invoice.invoiceNo}`,
    attachments: [{ kind: "invoice-pdf", invoiceId: invoice.id }],
    text: [
      ...(test ? [TEST_PAYMENT_NOTICE] : []),
      `Dear ${invoice.name},`,
      `Congratulations, payment has been confirmed. See you at the venue!`,
      `Voucher No. ${invoice.voucherNo ?? invoice.invoiceNo} (invoice ${invoice.invoiceNo})`,
      lines.map(lineText).join("\n"),
      totalsText(invoice),
      `Your voucher: ${voucher}`,
    ].join("\n\n"),
  }, [voucher]);
}
