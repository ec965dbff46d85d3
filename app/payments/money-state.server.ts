// Loads the facts `moneyState` reads (ledger payments and refunds, refund records, open date
// changes) for one or many invoices in four queries, whatever their number.
import { and, eq, inArray } from "drizzle-orm";
import { getDb, tables } from "~/db.server";
import { moneyState, type InvoiceMoney, type MoneyFacts, type MoneyFactsInvoice, type MoneyFactsLine } from "~/payments/money-state";

type Reader = Pick<ReturnType<typeof getDb>, "select">;
type InvoiceRow = MoneyFactsInvoice & { id: number };
type LineRow = MoneyFactsLine & { invoiceId: number };

/** The money state of each invoice (by id), its lines given. */
export async function moneyStates(invoices: (InvoiceRow & { lines: LineRow[] })[], now = new Date(), db: Reader = getDb()): Promise<Map<number, InvoiceMoney>> {
  const ids = invoices.map((i) => i.id);
  const result = new Map<number, InvoiceMoney>();
  if (!ids.length) return result;
  const lineIds = invoices.flatMap((i) => i.lines.map((l) => l.id));
  const [ledger, refunds, dateChanges] = await Promise.all([
    db
      .select({ invoiceId: tables.ledgerEntries.invoiceId, lineId: tables.ledgerEntries.lineId, kind: tables.ledgerEntries.kind, amount: tables.ledgerEntries.amount })
      .from(tables.ledgerEntries)
      .where(and(inArray(tables.ledgerEntries.invoiceId, ids), inArray(tables.ledgerEntries.kind, ["payment", "refund"]))),
    db
      .select({ invoiceId: tables.refunds.invoiceId, lineId: tables.refunds.lineId, amount: tables.refunds.amount, method: tables.refunds.method, state: tables.refunds.state })
      .from(tables.refunds)
      .where(inArray(tables.refunds.invoiceId, ids)),
    lineIds.length
      ? db
          .select({ lineId: tables.dateChangeRequests.lineId })
          .from(tables.dateChangeRequests)
          .where(and(inArray(tables.dateChangeRequests.lineId, lineIds), eq(tables.dateChangeRequests.status, "requested")))
      : Promise.resolve([]),
  ]);
  for (const invoice of invoices) {
    const facts: MoneyFacts = {
      invoice,
      lines: invoice.lines,
      ledger: ledger.filter((e) => e.invoiceId === invoice.id),
      refunds: refunds.filter((r) => r.invoiceId === invoice.id),
      dateChangeLineIds: dateChanges.map((d) => d.lineId).filter((id) => invoice.lines.some((l) => l.id === id)),
    };
    result.set(invoice.id, moneyState(facts, now));
  }
  return result;
}

/** The money state of one invoice with its lines. */
export async function moneyStateOf(invoice: InvoiceRow & { lines: LineRow[] }, now = new Date(), db: Reader = getDb()): Promise<InvoiceMoney> {
  return (await moneyStates([invoice], now, db)).get(invoice.id)!;
}

/** The same for an invoice id (loads the invoice and its lines). */
export async function moneyStateById(invoiceId: number, now = new Date(), db: Reader = getDb()): Promise<InvoiceMoney | null> {
  const invoice = (await db.select().from(tables.invoices).where(eq(tables.invoices.id, invoiceId)))[0];
  if (!invoice) return null;
  const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoiceId));
  return await moneyStateOf({ ...invoice, lines }, now, db);
}

/** Invoices per batch: a CSV export of 10,000 lines stays within the engines' bound parameters. */
const BATCH = 500;

/**
 * The money state of many invoices by id (a page's rows, a CSV export): the invoices and all their
 * lines in two queries, then `moneyStates`; five queries per 500 invoices, not a query per row.
 */
export async function moneyStatesByIds(invoiceIds: number[], now = new Date(), db: Reader = getDb()): Promise<Map<number, InvoiceMoney>> {
  const ids = [...new Set(invoiceIds)];
  const result = new Map<number, InvoiceMoney>();
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const [invoices, lines] = await Promise.all([
      db.select().from(tables.invoices).where(inArray(tables.invoices.id, batch)),
      db.select().from(tables.reservationLines).where(inArray(tables.reservationLines.invoiceId, batch)),
    ]);
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) linesOf.set(line.invoiceId, [...(linesOf.get(line.invoiceId) ?? []), line]);
    const states = await moneyStates(invoices.map((invoice) => ({ ...invoice, lines: linesOf.get(invoice.id) ?? [] })), now, db);
    for (const [id, money] of states) result.set(id, money);
  }
  return result;
}
