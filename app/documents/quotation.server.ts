// The quotation (ADR 0258): the reservation list before checkout as a document a company can
// approve: the lines, the coupon applied on the summary, the payment schedule, each line's
// cancellation policy, and until when the figures hold. Built from the same functions as the
// summary page (listCart, computeTotals, cartPaymentSchedule), so it shows the same numbers.
import { inArray } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/session.server";
import { cancellationCutoff, policyWords, POLICY_TIERS } from "~/cancellations/policies";
import { listCart, type CartLine, type CartOwner } from "~/cart/cart.server";
import { cartPaymentSchedule } from "~/checkout/checkout.server";
import { checkCoupon, computeTotals } from "~/checkout/coupon.server";
import { holdPolicy } from "~/checkout/holds.server";
import { getDb, schema } from "~/db.server";
import { renderDocument, type DocumentSpec } from "~/documents/pdf.server";
import { addDaysIso, baliIsoDate, baliTime, baliToUtc, formatInvoiceDate, formatRupiah, unitLabel } from "~/utils/format";

/** How long a quotation's figures are offered at most, in whole Bali days after today. */
export const QUOTATION_VALID_DAYS = 7;

/** "05 Nov 2026, 08:00": a document's date and Bali time. */
export function documentDateTime(at: Date): string {
  return `${formatInvoiceDate(at)}, ${baliTime(at)}`;
}

/**
 * Until when the quotation's figures hold: the end of the seventh Bali day, or earlier when a
 * figure would change before that: a product's rate ends, the coupon expires, the deposit's
 * balance falls due (later the booking is paid in full), or cancelling closes before the first
 * event. The cart itself holds nothing (ADR 0258): checkout holds the slots.
 */
export function quotationValidUntil({ now, rateEnds, couponEnds, balanceDueAt, firstEventAt }: { now: Date; rateEnds: Date[]; couponEnds: Date | null; balanceDueAt: Date | null; firstEventAt: Date | null }): Date {
  const candidates = [baliToUtc(addDaysIso(baliIsoDate(now), QUOTATION_VALID_DAYS + 1)).getTime() - 60_000, ...rateEnds.map((d) => d.getTime())];
  if (couponEnds) candidates.push(couponEnds.getTime());
  if (balanceDueAt) candidates.push(balanceDueAt.getTime() - 60_000);
  if (firstEventAt) candidates.push(cancellationCutoff(firstEventAt).getTime() - 60_000);
  return new Date(Math.max(now.getTime(), Math.min(...candidates)));
}

export type Quotation = {
  lines: CartLine[];
  totals: ReturnType<typeof computeTotals> & { couponCode: string | null };
  schedule: ReturnType<typeof cartPaymentSchedule>;
  validUntil: Date;
  spec: DocumentSpec;
};

/** The owner's reservation list as a quotation; null when the list is empty. */
export function buildQuotation(owner: CartOwner, { couponCode, user, now = new Date() }: { couponCode: string | null; user: Pick<CurrentUser, "firstName" | "lastName" | "email"> | null; now?: Date }): Quotation | null {
  const { items, subtotal } = listCart(owner, now);
  if (!items.length) return null;
  const coupon = couponCode ? checkCoupon(couponCode, now) : null;
  const applied = coupon?.ok ? coupon.coupon : null;
  const totals = { ...computeTotals(subtotal, applied?.discountPercentage ?? 0), couponCode: applied?.code ?? null };
  const schedule = cartPaymentSchedule(items, totals.discountAmount, now);
  const rateEnds = getDb()
    .select({ validTo: schema.products.validTo })
    .from(schema.products)
    .where(inArray(schema.products.id, [...new Set(items.map((i) => i.productId))]))
    .all()
    .map((p) => p.validTo);
  const validUntil = quotationValidUntil({
    now,
    rateEnds,
    couponEnds: applied?.validTo ?? null,
    balanceDueAt: schedule.balance > 0 ? schedule.dueAt : null,
    firstEventAt: new Date(Math.min(...items.map((i) => i.startsAt.getTime()))),
  });
  const hold = holdPolicy().uncommittedMinutes;

  const spec: DocumentSpec = {
    title: "Quotation",
    reference: [
      ["Date", formatInvoiceDate(now)],
      ["Valid until", `${documentDateTime(validUntil)} (Bali time)`],
    ],
    parties: [
      { heading: "Prepared for", lines: user ? [`${user.firstName} ${user.lastName}`.trim(), user.email] : ["Reservation list of a guest"] },
    ],
    table: {
      columns: [
        { header: "Venue and room", width: 31 },
        { header: "Date and time (Bali)", width: 19 },
        { header: "Set-up", width: 11 },
        { header: "Quantity x price", width: 22, align: "right" },
        { header: "Amount", width: 17, align: "right" },
      ],
      rows: items.map((l) => [
        [l.productName, `${l.subVenueName}, ${l.venueName}`, l.eventName ? `Event: ${l.eventName}` : "", l.problem ? `Cannot be booked as it is: ${l.problem}` : ""].filter(Boolean).join("\n"),
        documentDateTime(l.startsAt),
        l.setupLabel,
        `${l.qty} ${unitLabel(l.unit)} x ${formatRupiah(l.price)}`,
        formatRupiah(l.totalPrice),
      ]),
    },
    totals: [
      { label: "Subtotal", value: formatRupiah(totals.subtotal) },
      { label: `Discount${totals.couponCode ? ` (coupon ${totals.couponCode}, ${totals.discountPercentage}%)` : ""}`, value: totals.discountAmount ? `-${formatRupiah(totals.discountAmount)}` : formatRupiah(0) },
      { label: "Grand Total", value: formatRupiah(totals.totalCost), strong: true },
    ],
    sections: [
      {
        heading: "Payment schedule",
        lines:
          schedule.balance > 0 && schedule.dueAt
            ? [
                `With a deposit: at checkout ${formatRupiah(schedule.today)} (deposit), by ${formatInvoiceDate(schedule.dueAt)} ${formatRupiah(schedule.balance)} (balance).`,
                `Or pay ${formatRupiah(totals.totalCost)} in full at checkout.`,
              ]
            : [`Paid in full at checkout: ${formatRupiah(totals.totalCost)}.`],
      },
      {
        heading: "Cancellation policy",
        lines: items.map((l) => `${l.productName} (${formatInvoiceDate(l.startsAt)}): ${POLICY_TIERS[l.cancellationPolicy].label}. ${policyWords(l.cancellationPolicy)}`),
      },
      {
        heading: "Validity",
        lines: [
          `Prices, coupon and schedule as offered until ${documentDateTime(validUntil)} (Bali time).`,
          `This quotation does not reserve the venues: they are held for you once you check out (${hold} minutes, then until the payment deadline once you start paying).`,
        ],
      },
    ],
  };
  return { lines: items, totals, schedule, validUntil, spec };
}

export function quotationPdf(quotation: Quotation): Promise<Buffer> {
  return renderDocument(quotation.spec);
}
