// The vendor's payout statement (ADR 0258): one payout's bookings, read from the ledger
// (payout_items -> ledger_entries -> reservation_lines), with our reference, the bank it went
// to, and once paid the transfer's reference and date. Only the payout's vendor, or an admin.
import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { renderDocument, type DocumentSpec } from "~/documents/pdf.server";
import { baliToUtc, formatInvoiceDate, formatRupiah, isIsoDate } from "~/utils/format";

export type PayoutViewer = { isAdmin: boolean; supplierId: number | null };

export type PayoutStatement = {
  reference: string;
  total: number;
  lines: { invoiceNo: string; productName: string; venueName: string; eventAt: Date; paid: number; commission: number; amount: number }[];
  spec: DocumentSpec;
};

/** The statement of payout `payoutId` when this viewer may read it, else null (the route answers 404). */
export function buildPayoutStatement(payoutId: number, viewer: PayoutViewer): PayoutStatement | null {
  if (!Number.isSafeInteger(payoutId) || payoutId <= 0) return null;
  const db = getDb();
  const payout = db.select().from(schema.payouts).where(eq(schema.payouts.id, payoutId)).get();
  if (!payout || !(viewer.isAdmin || (viewer.supplierId !== null && viewer.supplierId === payout.supplierId))) return null;
  const vendor = db.select({ name: schema.suppliers.name }).from(schema.suppliers).where(eq(schema.suppliers.id, payout.supplierId)).get();
  const entries = db
    .select({ entry: schema.ledgerEntries, line: schema.reservationLines, invoiceNo: schema.invoices.invoiceNo })
    .from(schema.payoutItems)
    .innerJoin(schema.ledgerEntries, eq(schema.ledgerEntries.id, schema.payoutItems.entryId))
    .innerJoin(schema.reservationLines, eq(schema.reservationLines.id, schema.ledgerEntries.lineId))
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
    .where(eq(schema.payoutItems.payoutId, payout.id))
    .orderBy(asc(schema.reservationLines.startsAt), asc(schema.ledgerEntries.id))
    .all();
  // What the planner paid and the commission of each line, for the vendor's own check.
  const lineIds = [...new Set(entries.map((e) => e.line.id))];
  const sums = new Map<number, { paid: number; commission: number }>();
  for (const lineId of lineIds) {
    const own = db.select({ kind: schema.ledgerEntries.kind, amount: schema.ledgerEntries.amount }).from(schema.ledgerEntries).where(eq(schema.ledgerEntries.lineId, lineId)).all();
    sums.set(lineId, {
      paid: own.filter((e) => e.kind === "payment").reduce((s, e) => s + e.amount, 0) - own.filter((e) => e.kind === "refund").reduce((s, e) => s + e.amount, 0),
      commission: own.filter((e) => e.kind === "commission").reduce((s, e) => s + e.amount, 0),
    });
  }
  const lines = lineIds.map((lineId) => {
    const own = entries.filter((e) => e.line.id === lineId);
    const { line, invoiceNo } = own[0];
    return { invoiceNo, productName: line.productName, venueName: line.venueName, eventAt: line.startsAt, ...sums.get(lineId)!, amount: own.reduce((s, e) => s + e.entry.amount, 0) };
  });
  const paidOn = payout.paidOn && isIsoDate(payout.paidOn) ? formatInvoiceDate(baliToUtc(payout.paidOn)) : null;

  const reference: [string, string][] = [
    ["Payout reference", payout.reference],
    ["Created", formatInvoiceDate(payout.createdAt)],
    ["Status", payout.status === "paid" ? "Paid" : "Being transferred"],
  ];
  if (payout.status === "paid") {
    reference.push(["Transfer reference", payout.transferReference ?? ""]);
    if (paidOn) reference.push(["Transfer date", paidOn]);
  }
  const spec: DocumentSpec = {
    title: "Payout statement",
    reference,
    parties: [
      { heading: "Paid to", lines: [vendor?.name || `Vendor ${payout.supplierId}`, payout.beneficiary ? `Beneficiary: ${payout.beneficiary}` : ""] },
      { heading: "Bank account", lines: [payout.bankName, payout.bankAccount, payout.accountHolder] },
    ],
    table: {
      columns: [
        { header: "Booking", width: 36 },
        { header: "Event date", width: 16 },
        { header: "Paid by the planner", width: 16, align: "right" },
        { header: "Commission", width: 16, align: "right" },
        { header: "In this payout", width: 16, align: "right" },
      ],
      rows: lines.map((l) => [`${l.productName}\n${l.venueName}\nInvoice ${l.invoiceNo}`, formatInvoiceDate(l.eventAt), formatRupiah(l.paid), formatRupiah(l.commission), formatRupiah(l.amount)]),
    },
    totals: [{ label: "Total transferred", value: formatRupiah(payout.amount), strong: true }],
    sections: [
      {
        heading: "About this statement",
        lines: [
          `"Paid by the planner" is what the planner paid for the booking less any refund; the commission is the platform's, taken from the price before any coupon. "In this payout" is your share that this transfer pays (a refund after an earlier payout shows as a negative amount).`,
          `Batch ${payout.batch}.`,
        ],
      },
    ],
  };
  return { reference: payout.reference, total: payout.amount, lines, spec };
}

export function payoutStatementPdf(statement: PayoutStatement): Promise<Buffer> {
  return renderDocument(statement.spec);
}
