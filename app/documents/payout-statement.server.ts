// The vendor's payout statement (ADR 0258): one payout's bookings, read from the ledger
// (payout_items -> ledger_entries -> reservation_lines), with our reference, the bank it went
// to, and once paid the transfer's reference and date. Only the payout's vendor, or an admin.
import { asc, eq } from "drizzle-orm";
import { getDb, tables, first } from "~/db.server";
import { renderDocument, type DocumentSpec } from "~/documents/pdf.server";
import { baliToUtc, formatInvoiceDate, formatRupiah, isIsoDate } from "~/utils/format";
import { fill, type Lang } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";

export type PayoutViewer = { isAdmin: boolean; supplierId: number | null };

export type PayoutStatement = {
  reference: string;
  total: number;
  lines: { invoiceNo: string; productName: string; venueName: string; eventAt: Date; paid: number; commission: number; amount: number }[];
  spec: DocumentSpec;
};

/** The statement of payout `payoutId` when this viewer may read it, else null (the route answers 404). */
export async function buildPayoutStatement(payoutId: number, viewer: PayoutViewer, lang: Lang = "en"): Promise<PayoutStatement | null> {
  if (!Number.isSafeInteger(payoutId) || payoutId <= 0) return null;
  const db = getDb();
  const payout = await first(db.select().from(tables.payouts).where(eq(tables.payouts.id, payoutId)));
  if (!payout || !(viewer.isAdmin || (viewer.supplierId !== null && viewer.supplierId === payout.supplierId))) return null;
  const vendor = await first(db.select({ name: tables.suppliers.name }).from(tables.suppliers).where(eq(tables.suppliers.id, payout.supplierId)));
  const entries = await db
      .select({ entry: tables.ledgerEntries, line: tables.reservationLines, invoiceNo: tables.invoices.invoiceNo })
      .from(tables.payoutItems)
      .innerJoin(tables.ledgerEntries, eq(tables.ledgerEntries.id, tables.payoutItems.entryId))
      .innerJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.ledgerEntries.lineId))
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(eq(tables.payoutItems.payoutId, payout.id))
      .orderBy(asc(tables.reservationLines.startsAt), asc(tables.ledgerEntries.id));
  // What the planner paid and the commission of each line, for the vendor's own check.
  const lineIds = [...new Set(entries.map((e) => e.line.id))];
  const sums = new Map<number, { paid: number; commission: number }>();
  for (const lineId of lineIds) {
    const own = await db.select({ kind: tables.ledgerEntries.kind, amount: tables.ledgerEntries.amount }).from(tables.ledgerEntries).where(eq(tables.ledgerEntries.lineId, lineId));
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
  const t = strings(lang, "documents");
  const date = (at: Date) => formatInvoiceDate(at, lang);
  const paidOn = payout.paidOn && isIsoDate(payout.paidOn) ? date(baliToUtc(payout.paidOn)) : null;

  const reference: [string, string][] = [
    [t.payoutReference, payout.reference],
    [t.created, date(payout.createdAt)],
    [t.status, payout.status === "paid" ? t.payoutPaid : t.payoutInTransfer],
  ];
  if (payout.status === "paid") {
    reference.push([t.transferReference, payout.transferReference ?? ""]);
    if (paidOn) reference.push([t.transferDate, paidOn]);
  }
  const spec: DocumentSpec = {
    title: t.payoutStatement,
    reference,
    parties: [
      { heading: t.paidTo, lines: [vendor?.name || fill(t.vendorNo, { id: payout.supplierId }), payout.beneficiary ? fill(t.beneficiary, { name: payout.beneficiary }) : ""] },
      { heading: t.bankAccount, lines: [payout.bankName, payout.bankAccount, payout.accountHolder] },
    ],
    table: {
      columns: [
        { header: t.colBooking, width: 36 },
        { header: t.colEventDate, width: 16 },
        { header: t.colPaidByPlanner, width: 16, align: "right" },
        { header: t.colCommission, width: 16, align: "right" },
        { header: t.colInPayout, width: 16, align: "right" },
      ],
      rows: lines.map((l) => [`${l.productName}\n${l.venueName}\n${fill(t.invoiceNo, { invoiceNo: l.invoiceNo })}`, date(l.eventAt), formatRupiah(l.paid), formatRupiah(l.commission), formatRupiah(l.amount)]),
    },
    totals: [{ label: t.totalTransferred, value: formatRupiah(payout.amount), strong: true }],
    sections: [
      {
        heading: t.aboutStatement,
        lines: [t.aboutText, fill(t.batch, { batch: payout.batch })],
      },
    ],
    pageLabel: t.page,
  };
  return { reference: payout.reference, total: payout.amount, lines, spec };
}

export function payoutStatementPdf(statement: PayoutStatement): Promise<Buffer> {
  return renderDocument(statement.spec);
}
