// The quotation (ADR 0258): the reservation list before checkout as a document a company can
// approve: the lines, the coupon applied on the summary, the payment schedule, each line's
// cancellation policy, and until when the figures hold. Built from the same functions as the
// summary page (listCart, computeTotals, cartPaymentSchedule), so it shows the same numbers.
import { inArray } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/session.server";
import { cancellationCutoff } from "~/terms/cancellation-policies";
import { listCart, type CartLine, type CartOwner } from "~/cart/cart.server";
import { cartPaymentSchedule } from "~/checkout/checkout.server";
import { checkCoupon, computeTotals } from "~/checkout/coupon.server";
import { holdPolicy } from "~/payments/holds.server";
import { getDb, tables } from "~/db.server";
import { renderDocument, type DocumentSpec } from "~/documents/pdf.server";
import { addDaysIso, baliIsoDate, baliToUtc, formatInvoiceDate, formatRupiah, formatTimeOfDay, unitLabel } from "~/utils/format";
import { fill, optionLabel, type Lang } from "~/i18n/config";
import { messageText } from "~/i18n/messages.server";
import { strings } from "~/i18n/strings.server";
import { policyIn } from "~/terms/policy-language.server";

/** How long a quotation's figures are offered at most, in whole Bali days after today. */
export const QUOTATION_VALID_DAYS = 7;

/** "05 Nov 2026, 08:00": a document's date and Bali time ("05 Agu 2026, 08.00" in Indonesian). */
export function documentDateTime(at: Date, lang: Lang = "en"): string {
  return `${formatInvoiceDate(at, lang)}, ${formatTimeOfDay(at, lang)}`;
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
export async function buildQuotation(owner: CartOwner, { couponCode, user, now = new Date(), lang = "en" }: { couponCode: string | null; user: Pick<CurrentUser, "firstName" | "lastName" | "email"> | null; now?: Date; lang?: Lang }): Promise<Quotation | null> {
  const { items, subtotal } = await listCart(owner, now);
  if (!items.length) return null;
  const coupon = couponCode ? await checkCoupon(couponCode, now) : null;
  const applied = coupon?.ok ? coupon.coupon : null;
  const totals = { ...computeTotals(subtotal, applied?.discountPercentage ?? 0), couponCode: applied?.code ?? null };
  const schedule = cartPaymentSchedule(items, totals.discountAmount, now);
  const rateEnds = (await getDb()
      .select({ validTo: tables.products.validTo })
      .from(tables.products)
      .where(inArray(tables.products.id, [...new Set(items.map((i) => i.productId))])))
    .map((p) => p.validTo);
  const validUntil = quotationValidUntil({
    now,
    rateEnds,
    couponEnds: applied?.validTo ?? null,
    balanceDueAt: schedule.balance > 0 ? schedule.dueAt : null,
    firstEventAt: new Date(Math.min(...items.map((i) => i.startsAt.getTime()))),
  });
  const hold = holdPolicy().uncommittedMinutes;

  const t = strings(lang, "documents");
  const product = strings(lang, "product");
  const date = (at: Date) => formatInvoiceDate(at, lang);
  const until = documentDateTime(validUntil, lang);
  const spec: DocumentSpec = {
    title: t.quotation,
    reference: [
      [t.date, date(now)],
      [t.validUntil, `${until} (${t.baliTime})`],
    ],
    parties: [
      { heading: t.preparedFor, lines: user ? [`${user.firstName} ${user.lastName}`.trim(), user.email] : [t.guestList] },
    ],
    table: {
      columns: [
        { header: t.colVenue, width: 31 },
        { header: t.colWhen, width: 19 },
        { header: t.colSetup, width: 11 },
        { header: t.colQtyPrice, width: 22, align: "right" },
        { header: t.colAmount, width: 17, align: "right" },
      ],
      rows: items.map((l) => [
        [l.productName, `${l.subVenueName}, ${l.venueName}`, l.eventName ? fill(t.event, { name: l.eventName }) : "", l.problem ? fill(t.cannotBook, { problem: messageText(lang, l.problem) }) : ""].filter(Boolean).join("\n"),
        documentDateTime(l.startsAt, lang),
        optionLabel(product, "layout", l.setup, l.setupLabel),
        `${l.qty} ${optionLabel(product, "unit", l.unit, unitLabel(l.unit))} x ${formatRupiah(l.price)}`,
        formatRupiah(l.totalPrice),
      ]),
    },
    totals: [
      { label: t.subtotal, value: formatRupiah(totals.subtotal) },
      { label: totals.couponCode ? fill(t.discountCoupon, { code: totals.couponCode, percent: totals.discountPercentage }) : t.discount, value: totals.discountAmount ? `-${formatRupiah(totals.discountAmount)}` : formatRupiah(0) },
      { label: t.grandTotal, value: formatRupiah(totals.totalCost), strong: true },
    ],
    sections: [
      {
        heading: t.paymentSchedule,
        lines:
          schedule.balance > 0 && schedule.dueAt
            ? [
                fill(t.withDeposit, { today: formatRupiah(schedule.today), date: date(schedule.dueAt), balance: formatRupiah(schedule.balance) }),
                fill(t.orInFull, { amount: formatRupiah(totals.totalCost) }),
              ]
            : [fill(t.paidAtCheckout, { amount: formatRupiah(totals.totalCost) })],
      },
      {
        heading: t.cancellationPolicy,
        lines: items.map((l) => {
          const policy = policyIn(lang, l.cancellationPolicy);
          return fill(t.policyLine, { product: l.productName, date: date(l.startsAt), tier: policy.tier, words: policy.words });
        }),
      },
      {
        heading: t.validity,
        lines: [fill(t.validityPrices, { until }), fill(t.validityHold, { minutes: hold })],
      },
    ],
    pageLabel: t.page,
  };
  return { lines: items, totals, schedule, validUntil, spec };
}

export function quotationPdf(quotation: Quotation): Promise<Buffer> {
  return renderDocument(quotation.spec);
}
