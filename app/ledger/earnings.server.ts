// A vendor's earnings (ADR 0257), read from the ledger: per booking what the planner paid, the
// commission, the vendor's net and its state: pending until the event has taken place, then
// available, then paid out (with the payout's reference); refunded when nothing is left to pay
// (closed); TEST when paid in the sandbox (no money moved, never counted, ADR 0356). The vendor's
// dashboard card and /dashboard/earnings both read earningsOf (issue 40): months by the event's
// Bali month.
import { and, asc, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import { getDb, tables } from "~/db.server";
import { realMoney, TEST_PAID_VIA } from "~/ledger/ledger.server";
import { baliIsoDate, formatDate } from "~/utils/format";

/**
 * pending: the vendor's share is due after the event; available: due in the next payout; in
 * payout / paid out; refunded: the planner got everything back, nothing is due (closed); test:
 * sandbox money, nothing is due.
 */
export type EarningState = "pending" | "available" | "paid out" | "in payout" | "refunded" | "test";

export type EarningsMonth = { month: string; paid: number; refunded: number; commission: number; net: number; bookings: number };

/** "2026-11": the Bali month of an instant (the vendor's months are the events' months). */
export function baliMonthKey(at: Date | number): string {
  return baliIsoDate(at).slice(0, 7);
}

/** venueId: only the bookings of that venue (a hotel group's per-venue view, ADR 0282). */
export async function earningsOf(supplierId: number, now = new Date(), venueId?: number | null) {
  const db = getDb();
  const entries = await db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.supplierId, supplierId)).orderBy(asc(tables.ledgerEntries.id));
  if (!entries.length) return { rows: [], months: [] as EarningsMonth[], available: 0, pending: 0, paidOut: 0 };
  const allLineIds = [...new Set(entries.map((e) => e.lineId))];
  const lines = new Map(
    (await db
            .select({ line: tables.reservationLines, invoiceNo: tables.invoices.invoiceNo, paidVia: tables.invoices.paidVia })
            .from(tables.reservationLines)
            .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
            .where(inArray(tables.reservationLines.id, allLineIds)))
      .map((r) => [r.line.id, r]),
  );
  const lineIds = venueId ? allLineIds.filter((id) => lines.get(id)?.line.venueId === venueId) : allLineIds;
  const items = await db
      .select({ entryId: tables.payoutItems.entryId, payout: tables.payouts })
      .from(tables.payoutItems)
      .innerJoin(tables.payouts, eq(tables.payouts.id, tables.payoutItems.payoutId))
      .where(eq(tables.payouts.supplierId, supplierId));
  const payoutOf = new Map(items.map((i) => [i.entryId, i.payout]));

  let available = 0;
  let pending = 0;
  let paidOut = 0;
  const rows = lineIds.map((lineId) => {
    const own = entries.filter((e) => e.lineId === lineId);
    const sum = (kind: string) => own.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
    const found = lines.get(lineId);
    const test = found?.paidVia === TEST_PAID_VIA;
    const ended = !!found && found.line.endsAt.getTime() <= now.getTime();
    const shares = own.filter((e) => e.kind === "vendor_share");
    const open = shares.filter((e) => !payoutOf.has(e.id)).reduce((s, e) => s + e.amount, 0);
    const payoutsOfLine = [...new Set(shares.map((e) => payoutOf.get(e.id)).filter((p) => p !== undefined))];
    const lastPayout = payoutsOfLine.at(-1) ?? null;
    const paid = sum("payment");
    const refunded = sum("refund");
    if (!test) {
      paidOut += shares.filter((e) => payoutOf.get(e.id)?.status === "paid").reduce((s, e) => s + e.amount, 0);
      if (ended) available += open;
      else pending += open;
    }
    const state: EarningState = test
      ? "test"
      : open !== 0
        ? ended ? "available" : "pending"
        : lastPayout
          ? lastPayout.status === "paid" ? "paid out" : "in payout"
          : paid > 0 && refunded >= paid ? "refunded" : ended ? "available" : "pending";
    return {
      lineId,
      invoiceNo: found?.invoiceNo ?? "",
      productName: found?.line.productName ?? "",
      eventDate: found ? formatDate(found.line.startsAt) : "",
      eventMonth: found ? baliMonthKey(found.line.startsAt) : "",
      startsAt: found?.line.startsAt.getTime() ?? 0,
      cancelled: !!found?.line.cancelledAt,
      test,
      paid,
      refunded,
      commission: sum("commission"),
      net: sum("vendor_share"),
      state,
      payoutReference: lastPayout ? (lastPayout.transferReference ?? lastPayout.reference) : null,
    };
  });
  rows.sort((a, b) => b.startsAt - a.startsAt);
  // TEST rows are listed (marked) but never summed.
  const byMonth = new Map<string, EarningsMonth>();
  for (const r of rows) {
    if (r.test) continue;
    const m = byMonth.get(r.eventMonth) ?? { month: r.eventMonth, paid: 0, refunded: 0, commission: 0, net: 0, bookings: 0 };
    m.paid += r.paid;
    m.refunded += r.refunded;
    m.commission += r.commission;
    m.net += r.net;
    if (!r.cancelled && r.paid > r.refunded) m.bookings++;
    byMonth.set(r.eventMonth, m);
  }
  return { rows, months: [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month)), available, pending, paidOut };
}
export type Earnings = Awaited<ReturnType<typeof earningsOf>>;

/** The month `key` of the earnings ("2026-11"), zero when no event of it was paid. */
export function earningsMonth(earnings: Pick<Earnings, "months">, key: string): EarningsMonth {
  return earnings.months.find((m) => m.month === key) ?? { month: key, paid: 0, refunded: 0, commission: 0, net: 0, bookings: 0 };
}

/** The vendor-share entries a payout may take now: of bookings whose event has ended, not paid out yet, real money only (never TEST). */
export async function availableEntries(db: Pick<ReturnType<typeof getDb>, "select">, supplierId: number, now: Date) {
  return await db
      .select({ id: tables.ledgerEntries.id, amount: tables.ledgerEntries.amount })
      .from(tables.ledgerEntries)
      .innerJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.ledgerEntries.lineId))
      .leftJoin(tables.payoutItems, eq(tables.payoutItems.entryId, tables.ledgerEntries.id))
      .where(and(eq(tables.ledgerEntries.supplierId, supplierId), eq(tables.ledgerEntries.kind, "vendor_share"), isNull(tables.payoutItems.entryId), lte(tables.reservationLines.endsAt, now), realMoney(db)));
}

export async function payoutsOf(supplierId: number) {
  return await getDb().select().from(tables.payouts).where(eq(tables.payouts.supplierId, supplierId)).orderBy(desc(tables.payouts.id));
}
