// The admin's /admin overview (ADR 0230): what needs a hand today, each item with the link to
// where it is handled. Payments waiting for confirmation are bank transfers announced on
// invoices still pending (the admin sets the payment status after checking the receipt);
// today's check-ins are the live reservations starting today, Bali time. Refunds to send and
// each vendor's cancellation rate come from app/admin/refunds.server.ts (ADR 0253).
import { and, asc, count, desc, eq, gt, gte, inArray, lt, min, or } from "drizzle-orm";
import { refundsWaiting, vendorCancellationRates } from "~/admin/refunds.server";
import { balancesDue } from "~/payments/balances.server";
import { getDb, tables, first } from "~/db.server";
import { listUndeliveredMail } from "~/mail/mail.server";
import { baliStartOfDay, baliTime, formatDateTime, formatRupiah } from "~/utils/format";
import { msg } from "~/i18n/message-ref";
import { paymentStatusRef } from "~/i18n/payment-status-ref";

const SHOWN = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

function paymentsLink(invoiceNo: string, lineId: number | null) {
  const params = new URLSearchParams({ q: invoiceNo });
  if (lineId) params.set("detail", String(lineId));
  return `/admin/manage-payments?${params}`;
}

export async function waitingPayments(limit = SHOWN) {
  const db = getDb();
  const { paymentConfirmations: pc, invoices, reservationLines } = tables;
  // Pending invoices, and balance transfers of bookings secured by their deposit (ADR 0256).
  const where = or(eq(invoices.status, "pending"), and(eq(invoices.status, "paid"), eq(invoices.paymentStatus, "Down Payment"), gt(pc.createdAt, invoices.paidAt)));
  const total = (await first(db.select({ n: count() }).from(pc).innerJoin(invoices, eq(invoices.id, pc.invoiceId)).where(where)))?.n ?? 0;
  const firstLine = db
    .select({ invoiceId: reservationLines.invoiceId, lineId: min(reservationLines.id).as("line_id") })
    .from(reservationLines)
    .groupBy(reservationLines.invoiceId)
    .as("first_line");
  const rows = await db
      .select({
        id: pc.id,
        fullName: pc.fullName,
        amount: pc.amount,
        fileKey: pc.fileKey,
        createdAt: pc.createdAt,
        invoiceNo: invoices.invoiceNo,
        totalCost: invoices.totalCost,
        paymentStatus: invoices.paymentStatus,
        lineId: firstLine.lineId,
      })
      .from(pc)
      .innerJoin(invoices, eq(invoices.id, pc.invoiceId))
      .leftJoin(firstLine, eq(firstLine.invoiceId, invoices.id))
      .where(where)
      .orderBy(asc(pc.createdAt), asc(pc.id))
      .limit(limit);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      invoiceNo: r.invoiceNo,
      from: r.fullName,
      amount: formatRupiah(r.amount),
      invoiceTotal: formatRupiah(r.totalCost),
      paymentStatus: r.paymentStatus,
      receivedAt: formatDateTime(r.createdAt),
      receiptUrl: r.fileKey ? `/admin/receipts/${r.id}` : null,
      handleUrl: paymentsLink(r.invoiceNo, r.lineId ?? null),
    })),
  };
}

export async function todaysCheckIns(now = new Date(), limit = 50) {
  const { reservationLines: l, invoices } = tables;
  const start = baliStartOfDay(now);
  const rows = await getDb()
      .select({
        id: l.id,
        startsAt: l.startsAt,
        productName: l.productName,
        venueName: l.venueName,
        subVenueName: l.subVenueName,
        eventName: l.eventName,
        invoiceNo: invoices.invoiceNo,
        booker: invoices.name,
        paymentStatus: invoices.paymentStatus,
        status: invoices.status,
        acknowledge: l.acknowledge,
      })
      .from(l)
      .innerJoin(invoices, eq(invoices.id, l.invoiceId))
      .where(and(gte(l.startsAt, start), lt(l.startsAt, new Date(start.getTime() + DAY_MS)), inArray(invoices.status, ["paid", "pending"])))
      .orderBy(asc(l.startsAt), asc(l.id))
      .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    time: baliTime(r.startsAt),
    what: `${r.productName}, ${r.venueName} (${r.subVenueName})`,
    eventName: r.eventName,
    booker: r.booker,
    invoiceNo: r.invoiceNo,
    // Rendered by the page in its language (issue 44).
    paymentStatus: r.status === "paid" ? paymentStatusRef(r.paymentStatus) : msg("payments.notPaidYet", { status: paymentStatusRef(r.paymentStatus) }),
    acknowledged: r.acknowledge,
    handleUrl: paymentsLink(r.invoiceNo, r.id),
  }));
}

export async function undeliveredMail(limit = 5) {
  const all = await listUndeliveredMail(1000);
  return {
    total: all.length,
    givenUp: all.filter((m) => m.status === "failed").length,
    rows: all.slice(0, limit).map((m) => ({ id: m.id, to: m.to, subject: m.subject, attempts: m.attempts, gaveUp: m.status === "failed", queuedAt: formatDateTime(m.createdAt) })),
  };
}

export async function recentInquiries(limit = 5) {
  const db = getDb();
  const total = (await first(db.select({ n: count() }).from(tables.inquiries)))?.n ?? 0;
  const rows = await db.select().from(tables.inquiries).orderBy(desc(tables.inquiries.id)).limit(limit);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title || (r.inquiryType === "AUCTION" ? "Request for proposal" : "Inquiry"),
      name: r.name,
      company: r.company,
      at: formatDateTime(r.createdAt),
      handleUrl: `/admin/inquiries#inquiry-${r.id}`,
    })),
  };
}

export async function adminOverview(now = new Date()) {
  return {
    payments: await waitingPayments(),
    checkIns: await todaysCheckIns(now),
    mail: await undeliveredMail(),
    inquiries: await recentInquiries(),
    balances: await balancesDue({ now }),
    refunds: await refundsWaiting(),
    vendorCancellations: await vendorCancellationRates(),
  };
}
