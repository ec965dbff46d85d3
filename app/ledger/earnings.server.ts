// A vendor's earnings (ADR 0257), read from the ledger: per booking what the planner paid, the
// commission, the vendor's net and its state: pending until the event has taken place, then
// available, then paid out (with the payout's reference).
import { and, asc, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { formatDate } from "~/utils/format";

export type EarningState = "pending" | "available" | "paid out" | "in payout";

/** venueId: only the bookings of that venue (a hotel group's per-venue view, ADR 0282). */
export function earningsOf(supplierId: number, now = new Date(), venueId?: number | null) {
  const db = getDb();
  const entries = db.select().from(schema.ledgerEntries).where(eq(schema.ledgerEntries.supplierId, supplierId)).orderBy(asc(schema.ledgerEntries.id)).all();
  if (!entries.length) return { rows: [], months: [], available: 0, pending: 0, paidOut: 0 };
  const allLineIds = [...new Set(entries.map((e) => e.lineId))];
  const lines = new Map(
    db
      .select({ line: schema.reservationLines, invoiceNo: schema.invoices.invoiceNo })
      .from(schema.reservationLines)
      .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
      .where(inArray(schema.reservationLines.id, allLineIds))
      .all()
      .map((r) => [r.line.id, r]),
  );
  const lineIds = venueId ? allLineIds.filter((id) => lines.get(id)?.line.venueId === venueId) : allLineIds;
  const items = db
    .select({ entryId: schema.payoutItems.entryId, payout: schema.payouts })
    .from(schema.payoutItems)
    .innerJoin(schema.payouts, eq(schema.payouts.id, schema.payoutItems.payoutId))
    .where(eq(schema.payouts.supplierId, supplierId))
    .all();
  const payoutOf = new Map(items.map((i) => [i.entryId, i.payout]));

  let available = 0;
  let pending = 0;
  let paidOut = 0;
  const rows = lineIds.map((lineId) => {
    const own = entries.filter((e) => e.lineId === lineId);
    const sum = (kind: string) => own.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
    const found = lines.get(lineId);
    const ended = !!found && found.line.endsAt.getTime() <= now.getTime();
    const shares = own.filter((e) => e.kind === "vendor_share");
    const open = shares.filter((e) => !payoutOf.has(e.id)).reduce((s, e) => s + e.amount, 0);
    const payoutsOfLine = [...new Set(shares.map((e) => payoutOf.get(e.id)).filter((p) => p !== undefined))];
    const lastPayout = payoutsOfLine.at(-1) ?? null;
    paidOut += shares.filter((e) => payoutOf.get(e.id)?.status === "paid").reduce((s, e) => s + e.amount, 0);
    if (ended) available += open;
    else pending += open;
    const state: EarningState = open !== 0 ? (ended ? "available" : "pending") : lastPayout ? (lastPayout.status === "paid" ? "paid out" : "in payout") : ended ? "available" : "pending";
    return {
      lineId,
      invoiceNo: found?.invoiceNo ?? "",
      productName: found?.line.productName ?? "",
      eventDate: found ? formatDate(found.line.startsAt) : "",
      eventMonth: found ? found.line.startsAt.toISOString().slice(0, 7) : "",
      startsAt: found?.line.startsAt.getTime() ?? 0,
      cancelled: !!found?.line.cancelledAt,
      paid: sum("payment"),
      refunded: sum("refund"),
      commission: sum("commission"),
      net: sum("vendor_share"),
      state,
      payoutReference: lastPayout ? (lastPayout.transferReference ?? lastPayout.reference) : null,
    };
  });
  rows.sort((a, b) => b.startsAt - a.startsAt);
  const byMonth = new Map<string, { month: string; paid: number; refunded: number; commission: number; net: number }>();
  for (const r of rows) {
    const m = byMonth.get(r.eventMonth) ?? { month: r.eventMonth, paid: 0, refunded: 0, commission: 0, net: 0 };
    m.paid += r.paid;
    m.refunded += r.refunded;
    m.commission += r.commission;
    m.net += r.net;
    byMonth.set(r.eventMonth, m);
  }
  return { rows, months: [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month)), available, pending, paidOut };
}
export type Earnings = ReturnType<typeof earningsOf>;

/** The vendor-share entries a payout may take now: of bookings whose event has ended, not paid out yet. */
export function availableEntries(db: Pick<ReturnType<typeof getDb>, "select">, supplierId: number, now: Date) {
  return db
    .select({ id: schema.ledgerEntries.id, amount: schema.ledgerEntries.amount })
    .from(schema.ledgerEntries)
    .innerJoin(schema.reservationLines, eq(schema.reservationLines.id, schema.ledgerEntries.lineId))
    .leftJoin(schema.payoutItems, eq(schema.payoutItems.entryId, schema.ledgerEntries.id))
    .where(and(eq(schema.ledgerEntries.supplierId, supplierId), eq(schema.ledgerEntries.kind, "vendor_share"), isNull(schema.payoutItems.entryId), lte(schema.reservationLines.endsAt, now)))
    .all();
}

export function payoutsOf(supplierId: number) {
  return getDb().select().from(schema.payouts).where(eq(schema.payouts.supplierId, supplierId)).orderBy(desc(schema.payouts.id)).all();
}
