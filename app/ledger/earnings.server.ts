// A vendor's earnings (ADR 0257), read from the ledger: per booking what the planner paid, the
// commission, the vendor's net and its state: pending until the event has taken place, then
// available, then paid out (with the payout's reference).
import { and, asc, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import { getDb, tables } from "~/db.server";
import { formatDate } from "~/utils/format";

export type EarningState = "pending" | "available" | "paid out" | "in payout";

/** venueId: only the bookings of that venue (a hotel group's per-venue view, ADR 0282). */
export async function earningsOf(supplierId: number, now = new Date(), venueId?: number | null) {
  const db = getDb();
  const entries = await db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.supplierId, supplierId)).orderBy(asc(tables.ledgerEntries.id));
  if (!entries.length) return { rows: [], months: [], available: 0, pending: 0, paidOut: 0 };
  const allLineIds = [...new Set(entries.map((e) => e.lineId))];
  const lines = new Map(
    (await db
            .select({ line: tables.reservationLines, invoiceNo: tables.invoices.invoiceNo })
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
export type Earnings = Awaited<ReturnType<typeof earningsOf>>;

/** The vendor-share entries a payout may take now: of bookings whose event has ended, not paid out yet. */
export async function availableEntries(db: Pick<ReturnType<typeof getDb>, "select">, supplierId: number, now: Date) {
  return await db
      .select({ id: tables.ledgerEntries.id, amount: tables.ledgerEntries.amount })
      .from(tables.ledgerEntries)
      .innerJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.ledgerEntries.lineId))
      .leftJoin(tables.payoutItems, eq(tables.payoutItems.entryId, tables.ledgerEntries.id))
      .where(and(eq(tables.ledgerEntries.supplierId, supplierId), eq(tables.ledgerEntries.kind, "vendor_share"), isNull(tables.payoutItems.entryId), lte(tables.reservationLines.endsAt, now)));
}

export async function payoutsOf(supplierId: number) {
  return await getDb().select().from(tables.payouts).where(eq(tables.payouts.supplierId, supplierId)).orderBy(desc(tables.payouts.id));
}
