// The vendor's action centre on /dashboard (ADR 0142): what needs doing now, each item linking
// to where it is handled. Only the vendor's own data; bookings count while their invoice holds
// the slot (paid, or pending before its deadline).
import { earningsOf } from "~/ledger/earnings.server";
import { balancesDue } from "~/payments/balances.server";
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or } from "drizzle-orm";
import { cancellationOf } from "~/supplier/reservations.server";
import { getDb, schema } from "~/db.server";
import { baliParts, baliToUtc, formatDate, formatDateTime } from "~/utils/format";

const DAY = 24 * 3600_000;

/** Lines of a supplier whose invoice holds the slot, with their invoice. */
function liveLines(supplierId: number, now: Date, extra: ReturnType<typeof and>) {
  return getDb()
    .select({
      id: schema.reservationLines.id,
      productName: schema.reservationLines.productName,
      subVenueName: schema.reservationLines.subVenueName,
      eventName: schema.reservationLines.eventName,
      startsAt: schema.reservationLines.startsAt,
      totalPrice: schema.reservationLines.totalPrice,
      acknowledge: schema.reservationLines.acknowledge,
      invoiceNo: schema.invoices.invoiceNo,
      booker: schema.invoices.name,
      paymentStatus: schema.invoices.paymentStatus,
      status: schema.invoices.status,
    })
    .from(schema.reservationLines)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
    .where(
      and(
        eq(schema.reservationLines.supplierId, supplierId),
        isNull(schema.reservationLines.cancelledAt),
        or(eq(schema.invoices.status, "paid"), and(eq(schema.invoices.status, "pending"), gt(schema.invoices.expiresAt, now))),
        extra,
      ),
    )
    .orderBy(asc(schema.reservationLines.startsAt))
    .all();
}

type LiveLine = ReturnType<typeof liveLines>[number];
function lineView(l: LiveLine) {
  return {
    id: l.id,
    title: `${l.productName}, ${l.subVenueName}`,
    eventName: l.eventName,
    when: `${formatDateTime(l.startsAt)}`,
    booker: l.booker,
    invoiceNo: l.invoiceNo,
    paymentStatus: l.paymentStatus,
    acknowledge: l.acknowledge,
  };
}

/** First instant of the Bali month containing `now`, and of the next one. */
export function baliMonthRange(now: Date) {
  const { year, month } = baliParts(now);
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { from: baliToUtc(first), to: baliToUtc(next) };
}

/** Days a cancelled booking stays on the action centre, so the vendor sees what left their calendar. */
export const RECENTLY_CANCELLED_DAYS = 14;

/** The supplier's lines cancelled in the last 14 days (by anyone), latest first. */
function recentlyCancelled(supplierId: number, now: Date) {
  return getDb()
    .select({ line: schema.reservationLines, booker: schema.invoices.name, invoiceNo: schema.invoices.invoiceNo })
    .from(schema.reservationLines)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
    .where(and(eq(schema.reservationLines.supplierId, supplierId), gte(schema.reservationLines.cancelledAt, new Date(now.getTime() - RECENTLY_CANCELLED_DAYS * DAY))))
    .orderBy(desc(schema.reservationLines.cancelledAt), desc(schema.reservationLines.id))
    .limit(10)
    .all()
    .map(({ line, booker, invoiceNo }) => ({
      id: line.id,
      title: `${line.productName}, ${line.subVenueName}`,
      when: formatDateTime(line.startsAt),
      booker,
      invoiceNo,
      cancelled: cancellationOf(line)!,
    }));
}

export function actionCentre(supplierId: number, now = new Date()) {
  const db = getDb();
  const waiting = liveLines(supplierId, now, and(eq(schema.reservationLines.acknowledge, false), gte(schema.reservationLines.startsAt, now)));
  const weekEnd = new Date(now.getTime() + 7 * DAY);
  const nextDays = liveLines(supplierId, now, and(gte(schema.reservationLines.startsAt, now), lt(schema.reservationLines.startsAt, weekEnd)));
  const month = baliMonthRange(now);
  const monthLines = liveLines(
    supplierId,
    now,
    and(eq(schema.invoices.status, "paid"), gte(schema.reservationLines.startsAt, month.from), lt(schema.reservationLines.startsAt, month.to)),
  );
  const expiringRates = db
    .select({ id: schema.products.id, name: schema.products.productName, validTo: schema.products.validTo })
    .from(schema.products)
    .where(
      and(
        eq(schema.products.supplierId, supplierId),
        eq(schema.products.isActive, true),
        gte(schema.products.validTo, now),
        lte(schema.products.validTo, new Date(now.getTime() + 30 * DAY)),
      ),
    )
    .orderBy(asc(schema.products.validTo))
    .all()
    .map((p) => ({ id: p.id, name: p.name, validTo: formatDate(p.validTo) }));

  const supplier = db.select().from(schema.suppliers).where(eq(schema.suppliers.id, supplierId)).get();
  const venue = db.select({ id: schema.venues.id }).from(schema.venues).where(eq(schema.venues.supplierId, supplierId)).get();
  const has = (table: typeof schema.venueImages | typeof schema.subVenues | typeof schema.products) =>
    venue ? !!db.select({ id: table.id }).from(table).where(eq(table.venueId, venue.id)).get() : false;
  const steps = [
    { done: !!supplier?.name && !!supplier.phone, label: "Complete your profile (name and phone)", to: "/dashboard/supplier-info" },
    { done: !!supplier?.bankAccount && !!supplier.bankName && !!supplier.beneficiary && !!supplier.accountHolderName, label: "Add your bank details for payouts", to: "/dashboard/supplier-info" },
    { done: !!venue, label: "Describe your venue", to: "/dashboard/venue-info" },
    { done: has(schema.venueImages), label: "Upload venue images", to: "/dashboard/venue-images" },
    { done: has(schema.subVenues), label: "Add a sub venue", to: "/dashboard/subvenue-list" },
    { done: has(schema.products), label: "Add a product to sell", to: "/dashboard/product-list" },
  ];

  return {
    waiting: waiting.slice(0, 10).map(lineView),
    waitingTotal: waiting.length,
    nextDays: nextDays.slice(0, 20).map(lineView),
    month: {
      label: new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Asia/Makassar" }).format(now),
      revenue: monthLines.reduce((sum, l) => sum + l.totalPrice, 0),
      bookings: monthLines.length,
    },
    expiringRates,
    /** Bookings cancelled in the last 14 days: they no longer hold the time nor wait for acknowledgement. */
    cancelled: recentlyCancelled(supplierId, now),
    /** Deposit bookings whose balance is due within 7 days, or overdue (ADR 0256). */
    balances: balancesDue({ now, supplierId }),
    /** Vendor shares of bookings already held, not yet paid out (ADR 0257). */
    availableForPayout: earningsOf(supplierId, now).available,
    missingSteps: steps.filter((s) => !s.done).map(({ label, to }) => ({ label, to })),
  };
}
