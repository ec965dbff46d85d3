// The ledger (ADR 0257): every rupiah that moves, per reservation line and vendor, written in
// the same transaction as the payment or refund that moves it, never edited. A payment of X for
// a line is split into the vendor's share and the platform's commission; a refund reverses the
// split in proportion. For every line: payments = refunds + commission + vendor shares.
import { and, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { getDb, tables, first, write, type Tx } from "~/db.server";

type Db = Pick<Tx, "select" | "insert" | "update">;
type Line = Pick<typeof tables.reservationLines.$inferSelect, "id" | "invoiceId" | "supplierId" | "totalPrice" | "discountShare">;

/** 10 %: the platform's commission until the admin sets another (basis points). */
export const DEFAULT_COMMISSION_BPS = 1000;
const BPS = 10_000;

export async function platformCommissionBps(db: Pick<Tx, "select"> = getDb()): Promise<number> {
  const row = await first(db.select().from(tables.settings).where(eq(tables.settings.key, "commission_bps")));
  const value = row ? Number(row.value) : NaN;
  return Number.isInteger(value) && value >= 0 && value <= BPS ? value : DEFAULT_COMMISSION_BPS;
}

export async function commissionBpsFor(db: Pick<Tx, "select">, supplierId: number): Promise<number> {
  const override = (await first(db.select({ bps: tables.suppliers.commissionBps }).from(tables.suppliers).where(eq(tables.suppliers.id, supplierId))))?.bps;
  return override ?? await platformCommissionBps(db);
}

async function insert(db: Db, values: typeof tables.ledgerEntries.$inferInsert): Promise<boolean> {
  const row = (await write((db) => db.insert(tables.ledgerEntries).values(values).onConflictDoNothing().returning({ id: tables.ledgerEntries.id })))[0];
  return !!row;
}

/**
 * The vendor's share of a payment of `amount` for the line: the commission is taken from the
 * line's price before the coupon, so a platform coupon comes out of the commission, never out of
 * the vendor's share (ADR 0257). Rounded down to the rupiah.
 */
export function vendorShareOf(amount: number, line: Pick<Line, "totalPrice" | "discountShare">, rateBps: number): number {
  const net = line.totalPrice - line.discountShare;
  if (amount <= 0 || net <= 0) return 0;
  // In whole numbers: amount x price x rate passes 2^53 from about Rp 10 million, where doubles
  // round (Rp 23.625.000 at 10 % gave the vendor Rp 21.262.499).
  return Number((BigInt(amount) * BigInt(line.totalPrice) * BigInt(BPS - rateBps)) / BigInt(BPS * net));
}

/**
 * The three entries of a payment of `amount` for the line at the rate: the payment, the vendor's
 * share and the commission (the payment first: it is the one whose `ref` makes the write
 * idempotent). Pure: recordPayment writes them, the demo seed writes them in its own transaction.
 */
export function paymentEntries({ line, amount, ref, now, rateBps }: { line: Line; amount: number; ref: string; now: Date; rateBps: number }): (typeof tables.ledgerEntries.$inferInsert)[] {
  if (amount <= 0) return [];
  const share = vendorShareOf(amount, line, rateBps);
  const base = { at: now, invoiceId: line.invoiceId, lineId: line.id, supplierId: line.supplierId, rateBps };
  return [
    { ...base, kind: "payment", amount, ref: `${ref}:payment` },
    { ...base, kind: "vendor_share", amount: share, ref: `${ref}:vendor` },
    { ...base, kind: "commission", amount: amount - share, ref: `${ref}:commission` },
  ];
}

/** Records a payment for a line and its split; `ref` names the payment (a second call writes nothing). */
export async function recordPayment(db: Db, { line, amount, ref, now }: { line: Line; amount: number; ref: string; now: Date }): Promise<void> {
  if (amount <= 0) return;
  const [payment, ...split] = paymentEntries({ line, amount, ref, now, rateBps: await commissionBpsFor(db, line.supplierId) });
  if (!await insert(db, payment)) return;
  for (const entry of split) await insert(db, entry);
}

/**
 * TEST money (ADR 0044, 0356): an invoice paid in the payment sandbox moved no rupiah. Its ledger
 * entries are kept (the demo's pages show them, marked TEST) but never count as revenue,
 * commission, a vendor's earnings or a payout. The same fact as moneyState's `test`.
 */
export const TEST_PAID_VIA = "sandbox" as const;

/** A condition on ledger entries: only real money (entries of invoices not paid in the sandbox). */
export function realMoney(db: Pick<Tx, "select"> = getDb()): SQL {
  return notInArray(tables.ledgerEntries.invoiceId, db.select({ id: tables.invoices.id }).from(tables.invoices).where(eq(tables.invoices.paidVia, TEST_PAID_VIA)));
}

export type LineSums = { paid: number; refunded: number; commission: number; vendorShare: number; vendorSharePaid: number };

/** The line's sums by kind (vendorSharePaid: the vendor's shares of payments only, before refunds). */
export async function lineSums(db: Pick<Tx, "select">, lineId: number): Promise<LineSums> {
  const rows = await db.select({ kind: tables.ledgerEntries.kind, amount: tables.ledgerEntries.amount }).from(tables.ledgerEntries).where(eq(tables.ledgerEntries.lineId, lineId));
  const sum = (kind: string, pred: (a: number) => boolean = () => true) => rows.filter((r) => r.kind === kind && pred(r.amount)).reduce((s, r) => s + r.amount, 0);
  return { paid: sum("payment"), refunded: sum("refund"), commission: sum("commission"), vendorShare: sum("vendor_share"), vendorSharePaid: sum("vendor_share", (a) => a > 0) };
}

/**
 * Records a refund for a line: the vendor's share shrinks in proportion to what the line's
 * payments gave it (cumulatively rounded, so a full refund leaves exactly 0), the rest of the
 * refund comes out of the commission.
 */
export async function recordRefund(db: Db, { line, amount, ref, now }: { line: Line; amount: number; ref: string; now: Date }): Promise<void> {
  if (amount <= 0) return;
  const sums = await lineSums(db, line.id);
  if (sums.paid <= 0) return;
  const refundedAfter = Math.min(sums.paid, sums.refunded + amount);
  const shareAfter = sums.vendorSharePaid - Math.round((refundedAfter * sums.vendorSharePaid) / sums.paid);
  const shareBack = sums.vendorShare - shareAfter;
  const base = { at: now, invoiceId: line.invoiceId, lineId: line.id, supplierId: line.supplierId };
  if (!await insert(db, { ...base, kind: "refund", amount, ref: `${ref}:refund` })) return;
  await insert(db, { ...base, kind: "vendor_share", amount: -shareBack, ref: `${ref}:vendor` });
  await insert(db, { ...base, kind: "commission", amount: -(amount - shareBack), ref: `${ref}:commission` });
}

/** Each line's payment since the ledger last saw it (its paid_amount less what the ledger holds). */
export async function recordLinePayments(db: Db, invoiceId: number, ref: string, now: Date): Promise<void> {
  const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoiceId));
  if (!lines.length) return;
  const paidByLine = new Map(
    (await db
            .select({ lineId: tables.ledgerEntries.lineId, paid: sql<number>`sum(${tables.ledgerEntries.amount})`.mapWith(Number) })
            .from(tables.ledgerEntries)
            .where(and(inArray(tables.ledgerEntries.lineId, lines.map((l) => l.id)), eq(tables.ledgerEntries.kind, "payment")))
            .groupBy(tables.ledgerEntries.lineId))
      .map((r) => [r.lineId, Number(r.paid)]),
  );
  for (const line of lines) {
    const delta = line.paidAmount - (paidByLine.get(line.id) ?? 0);
    if (delta > 0) await recordPayment(db, { line, amount: delta, ref: `${ref}:L${line.id}`, now });
  }
}
