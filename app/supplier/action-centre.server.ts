// The vendor's action centre on /dashboard (ADR 0142): what needs doing now, each item linking
// to where it is handled. Only the vendor's own data; bookings count while their invoice holds
// the slot (paid, or pending before its deadline).
import { baliMonthKey, earningsMonth, earningsOf } from "~/ledger/earnings.server";
import { balancesDue } from "~/payments/balances.server";
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or } from "drizzle-orm";
import { cancellationOf } from "~/supplier/reservations.server";
import { getDb, tables, first } from "~/db.server";
import { awaitingRfps } from "~/rfp/rfps.server";
import { lineMoneyState, type InvoiceMoneyState } from "~/payments/money-state";
import { moneyStatesByIds } from "~/payments/money-state.server";
import { baliParts, baliToUtc, formatDate, formatDateTime } from "~/utils/format";

const DAY = 24 * 3600_000;

/** Lines of a supplier whose invoice holds the slot, with their invoice. */
async function liveLines(supplierId: number, now: Date, extra: ReturnType<typeof and>) {
  return await getDb()
      .select({
        id: tables.reservationLines.id,
        productName: tables.reservationLines.productName,
        subVenueName: tables.reservationLines.subVenueName,
        eventName: tables.reservationLines.eventName,
        startsAt: tables.reservationLines.startsAt,
        totalPrice: tables.reservationLines.totalPrice,
        acknowledge: tables.reservationLines.acknowledge,
        invoiceId: tables.invoices.id,
        invoiceNo: tables.invoices.invoiceNo,
        booker: tables.invoices.name,
        paymentStatus: tables.invoices.paymentStatus,
        status: tables.invoices.status,
      })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(
        and(
          eq(tables.reservationLines.supplierId, supplierId),
          isNull(tables.reservationLines.cancelledAt),
          or(eq(tables.invoices.status, "paid"), and(eq(tables.invoices.status, "pending"), gt(tables.invoices.expiresAt, now))),
          extra,
        ),
      )
      .orderBy(asc(tables.reservationLines.startsAt));
}

type LiveLine = Awaited<ReturnType<typeof liveLines>>[number];
function lineView(l: LiveLine, money?: Map<number, InvoiceMoneyState>) {
  return {
    id: l.id,
    title: `${l.productName}, ${l.subVenueName}`,
    eventName: l.eventName,
    when: `${formatDateTime(l.startsAt)}`,
    booker: l.booker,
    invoiceNo: l.invoiceNo,
    paymentStatus: l.paymentStatus,
    /** The booking's money state (issue 40, ADR 0380): what the dashboard says of its money. */
    moneyState: money?.get(l.id) ?? null,
    acknowledge: l.acknowledge,
  };
}

/** The money state of each line, its invoices' in one batch. */
async function lineStates(lines: LiveLine[], now: Date): Promise<Map<number, InvoiceMoneyState>> {
  const byInvoice = await moneyStatesByIds(lines.map((l) => l.invoiceId), now);
  const states = new Map<number, InvoiceMoneyState>();
  for (const l of lines) {
    const money = byInvoice.get(l.invoiceId);
    const state = money ? lineMoneyState(money, l.id)?.state : undefined;
    if (state) states.set(l.id, state);
  }
  return states;
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
async function recentlyCancelled(supplierId: number, now: Date) {
  return (await getDb()
      .select({ line: tables.reservationLines, booker: tables.invoices.name, invoiceNo: tables.invoices.invoiceNo })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(and(eq(tables.reservationLines.supplierId, supplierId), gte(tables.reservationLines.cancelledAt, new Date(now.getTime() - RECENTLY_CANCELLED_DAYS * DAY))))
      .orderBy(desc(tables.reservationLines.cancelledAt), desc(tables.reservationLines.id))
      .limit(10))
    .map(({ line, booker, invoiceNo }) => ({
      id: line.id,
      title: `${line.productName}, ${line.subVenueName}`,
      when: formatDateTime(line.startsAt),
      booker,
      invoiceNo,
      cancelled: cancellationOf(line)!,
    }));
}

/**
 * Requests to cancel a paid booking (ADR 0352): a coordinator may not cancel (the refund is the
 * owner's and manager's) and asks instead; each request is an audit row of the organisation.
 * The latest request per line, while the line is still paid, live and ahead.
 */
async function cancelRequests(supplierId: number, now: Date) {
  const rows = await getDb()
      .select({ audit: tables.adminAudit, line: tables.reservationLines, booker: tables.invoices.name, invoiceNo: tables.invoices.invoiceNo })
      .from(tables.adminAudit)
      .innerJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.adminAudit.lineId))
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(
        and(
          eq(tables.adminAudit.supplierId, supplierId),
          eq(tables.adminAudit.action, "cancelRequest"),
          eq(tables.reservationLines.supplierId, supplierId),
          isNull(tables.reservationLines.cancelledAt),
          eq(tables.invoices.status, "paid"),
          gt(tables.reservationLines.endsAt, now),
        ),
      )
      .orderBy(desc(tables.adminAudit.at), desc(tables.adminAudit.id))
      .limit(50);
  const seen = new Set<number>();
  return rows
    .filter(({ line }) => !seen.has(line.id) && !!seen.add(line.id))
    .slice(0, 10)
    .map(({ audit, line, booker, invoiceNo }) => ({
      id: line.id,
      title: `${line.productName}, ${line.subVenueName}`,
      when: formatDateTime(line.startsAt),
      booker,
      invoiceNo,
      by: audit.actorEmail,
      at: formatDateTime(audit.at),
      reason: audit.newValue ?? "",
    }));
}

export async function actionCentre(supplierId: number, now = new Date()) {
  const db = getDb();
  const waiting = await liveLines(supplierId, now, and(eq(tables.reservationLines.acknowledge, false), gte(tables.reservationLines.startsAt, now)));
  const weekEnd = new Date(now.getTime() + 7 * DAY);
  const nextDays = await liveLines(supplierId, now, and(gte(tables.reservationLines.startsAt, now), lt(tables.reservationLines.startsAt, weekEnd)));
  // The month card and the tiles are /dashboard/earnings' own figures (issue 40): one query.
  const earnings = await earningsOf(supplierId, now);
  const month = earningsMonth(earnings, baliMonthKey(now));
  const expiringRates = (await db
      .select({ id: tables.products.id, name: tables.products.productName, validTo: tables.products.validTo })
      .from(tables.products)
      .where(
        and(
          eq(tables.products.supplierId, supplierId),
          eq(tables.products.isActive, true),
          gte(tables.products.validTo, now),
          lte(tables.products.validTo, new Date(now.getTime() + 30 * DAY)),
        ),
      )
      .orderBy(asc(tables.products.validTo)))
    .map((p) => ({ id: p.id, name: p.name, validTo: formatDate(p.validTo) }));

  const supplier = await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, supplierId)));
  const venue = await first(db.select({ id: tables.venues.id }).from(tables.venues).where(eq(tables.venues.supplierId, supplierId)));
  const has = async (table: typeof tables.venueImages | typeof tables.subVenues | typeof tables.products) =>
    venue ? !!await first(db.select({ id: table.id }).from(table).where(eq(table.venueId, venue.id))) : false;
  const steps = [
    { done: !!supplier?.name && !!supplier.phone, label: "Complete your profile (name and phone)", to: "/dashboard/supplier-info" },
    { done: !!supplier?.bankAccount && !!supplier.bankName && !!supplier.beneficiary && !!supplier.accountHolderName, label: "Add your bank details for payouts", to: "/dashboard/supplier-info" },
    { done: !!venue, label: "Describe your venue", to: "/dashboard/venue-info" },
    { done: await has(tables.venueImages), label: "Upload venue images", to: "/dashboard/venue-images" },
    { done: await has(tables.subVenues), label: "Add a sub venue", to: "/dashboard/subvenue-list" },
    { done: await has(tables.products), label: "Add a product to sell", to: "/dashboard/product-list" },
  ];

  const shown = waiting.slice(0, 10);
  const shownStates = await lineStates(shown, now);
  return {
    waiting: shown.map((l) => lineView(l, shownStates)),
    waitingTotal: waiting.length,
    nextDays: nextDays.slice(0, 20).map((l) => lineView(l)),
    /** This Bali month's events as the earnings page counts them: paid, refunded, commission, the vendor's net. */
    month: {
      key: month.month,
      paid: month.paid,
      refunded: month.refunded,
      commission: month.commission,
      net: month.net,
      bookings: month.bookings,
    },
    expiringRates,
    /** Bookings cancelled in the last 14 days: they no longer hold the time nor wait for acknowledgement. */
    cancelled: await recentlyCancelled(supplierId, now),
    /** A coordinator's requests to cancel a paid booking, for the owner and managers (ADR 0352). */
    cancelRequests: await cancelRequests(supplierId, now),
    /** Deposit bookings whose balance is due within 7 days, or overdue (ADR 0256). */
    balances: await balancesDue({ now, supplierId }),
    /** Vendor shares of bookings already held, not yet paid out (ADR 0257); pending: of events still to come. */
    availableForPayout: earnings.available,
    pendingPayout: earnings.pending,
    missingSteps: steps.filter((s) => !s.done).map(({ label, to }) => ({ label, to })),
    /** Requests for proposal waiting for this vendor's answer (issue 45). */
    rfpsWaiting: (await awaitingRfps(supplierId, now)).length,
  };
}
