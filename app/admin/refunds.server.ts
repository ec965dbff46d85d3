// The admin's side of cancellations and refunds (issue 22, ADR 0253): the refunds console
// (refunds to send by bank transfer, failed gateway refunds, those in progress, the latest
// done), the overview's counts, cancelling any line with a refund of the admin's choosing, and
// each vendor's cancellation rate. The money moves in app/cancellations (ADRs 0250, 0251).
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { AuditActor } from "~/audit/audit.server";
import { cancelBooking, linePaid, quoteLine, refundRoute } from "~/cancellations/cancellation.server";
import { adminRefundState, lineCancellations } from "~/cancellations/line-cancellations.server";
import { CANCELLATION_MESSAGES, POLICY_TIERS } from "~/terms/cancellation-policies";
import { listRefundsForAdmin, markRefundSent, REFUND_SENT_MESSAGES, retryRefund } from "~/payments/refunds.server";
import { visibleStatus } from "~/payments/invoice.server";
import { getDb, tables, first, type Tx } from "~/db.server";
import { formatDateTime, formatRupiah } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

type ConsoleRow = Awaited<ReturnType<typeof listRefundsForAdmin>>["open"][number];

function paymentsLink(invoiceNo: string, lineId: number) {
  return `/admin/manage-payments?${new URLSearchParams({ q: invoiceNo, detail: String(lineId) })}`;
}

function refundView(row: ConsoleRow) {
  const r = row.refund;
  return {
    id: r.id,
    refundKey: r.refundKey,
    invoiceNo: row.invoiceNo,
    lineId: r.lineId,
    what: `${row.productName}, ${row.venueName}, ${formatDateTime(row.startsAt)}`,
    planner: row.plannerName,
    plannerEmail: row.plannerEmail,
    plannerPhone: row.plannerPhone,
    amount: formatRupiah(r.amount),
    linePaid: formatRupiah(r.linePaid),
    // Who cancelled, as stored (planner, vendor, admin, lapse, late): the page words it from its
    // dictionary (refunds.by.<who>).
    cancelledBy: r.initiatedBy,
    reason: r.reason,
    method: r.method,
    state: r.state,
    stateLabel: adminRefundState(r),
    failure: r.failure,
    /** The planner's receiving account; null when none was given (ask the planner). */
    account: r.bankAccount ? { name: r.bankAccountName, bank: r.bankName, number: r.bankAccount } : null,
    requestedAt: formatDateTime(r.createdAt),
    refundedAt: r.refundedAt ? formatDateTime(r.refundedAt) : null,
    reference: r.transferReference,
    handleUrl: paymentsLink(row.invoiceNo, r.lineId),
  };
}
export type AdminRefundView = ReturnType<typeof refundView>;

/** /admin/refunds: what to send, what failed, what the gateway is working on, the latest done. */
export async function refundsConsole() {
  const { open, done } = await listRefundsForAdmin();
  const views = open.map(refundView);
  return {
    toSend: views.filter((r) => r.method === "bank"),
    failed: views.filter((r) => r.method === "gateway" && r.state === "failed"),
    inProgress: views.filter((r) => r.method === "gateway" && r.state !== "failed"),
    done: done.map(refundView),
  };
}

/** The overview's panel: refunds waiting for the admin's transfer, and failed gateway refunds. */
export async function refundsWaiting(limit = 5) {
  const db = getDb();
  const { refunds } = tables;
  const toSend = (await first(db.select({ n: count() }).from(refunds).where(and(eq(refunds.method, "bank"), ne(refunds.state, "refunded")))))?.n ?? 0;
  const failed = (await first(db.select({ n: count() }).from(refunds).where(and(eq(refunds.method, "gateway"), eq(refunds.state, "failed")))))?.n ?? 0;
  const { toSend: rows } = await refundsConsole();
  return { toSend, failed, rows: rows.slice(0, limit).map((r) => ({ id: r.id, invoiceNo: r.invoiceNo, planner: r.planner, amount: r.amount, requestedAt: r.requestedAt })) };
}

/**
 * Vendor cancellation rate (issue 22 item 3): per vendor with at least one cancellation of its
 * own, its lines of paid invoices (cancelled ones included), how many it cancelled, and the share.
 */
export async function vendorCancellationRates() {
  const { reservationLines: l, invoices, suppliers } = tables;
  const byVendor = sql<number>`sum(case when ${l.cancelledBy} = 'vendor' then 1 else 0 end)`.mapWith(Number);
  return (await getDb()
      .select({ supplierId: l.supplierId, name: suppliers.name, paidLines: count(), byVendor })
      .from(l)
      .innerJoin(invoices, eq(invoices.id, l.invoiceId))
      .innerJoin(suppliers, eq(suppliers.id, l.supplierId))
      .where(eq(invoices.status, "paid"))
      .groupBy(l.supplierId, suppliers.name)
      .having(sql`${byVendor} > 0`))
    .map((r) => {
      const cancelled = Number(r.byVendor);
      const rate = r.paidLines ? (cancelled * 100) / r.paidLines : 0;
      return { supplierId: r.supplierId, name: r.name || `Vendor ${r.supplierId}`, paidLines: r.paidLines, cancelledByVendor: cancelled, rate, rateLabel: `${(Math.round(rate * 10) / 10).toLocaleString("en-US")} %` };
    })
    .sort((a, b) => b.rate - a.rate || b.cancelledByVendor - a.cancelledByVendor || a.name.localeCompare(b.name));
}

/** What the admin's Cancel dialog shows for a line, or null when the line does not exist. */
export async function adminCancelView(lineId: number, now = new Date()) {
  if (!Number.isSafeInteger(lineId) || lineId < 1) return null;
  const db = getDb();
  const line = await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, lineId)));
  if (!line) return null;
  const invoice = (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, line.invoiceId))))!;
  const status = visibleStatus(invoice, now);
  const paid = linePaid(invoice, line);
  const quote = quoteLine(invoice, line, now);
  const lines = (await first(db.select({ n: count() }).from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))?.n ?? 1;
  return {
    lineId: line.id,
    invoiceNo: invoice.invoiceNo,
    what: `${line.productName}, ${line.venueName} (${line.subVenueName}), ${formatDateTime(line.startsAt)}`,
    /** paid: cancel this line with a refund; pending: release the whole unpaid invoice; otherwise nothing to cancel. */
    mode: line.cancelledAt ? ("cancelled" as const) : status === "paid" ? ("refund" as const) : status === "pending" ? ("release" as const) : ("closed" as const),
    invoiceStatus: status,
    invoiceLines: lines,
    paid,
    method: status === "paid" ? (await refundRoute(db as unknown as Tx, invoice)).method : null,
    policy: POLICY_TIERS[line.cancellationPolicy].label,
    /** What the planner would get back under the booking's policy now (null when they could not cancel it now). */
    policyRefund: quote.cancellable ? { percent: quote.percent, amount: quote.refund } : null,
  };
}
export type AdminCancelView = NonNullable<Awaited<ReturnType<typeof adminCancelView>>>;

export const ADMIN_CANCEL_MESSAGES = {
  refund: msg("admin.cancelRefundAmount"),
  tooHigh: CANCELLATION_MESSAGES.amountTooHigh,
  reason: msg("admin.cancelReasonTooLong"),
  alreadyCancelled: CANCELLATION_MESSAGES.alreadyCancelled,
  closed: msg("admin.cancelNothingToCancel"),
} as const;

/** A rupiah amount as typed: "1500000", "1.500.000", "Rp 1.500.000" or "1,500,000"; no cents. */
export function parseRupiah(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/^rp\.?\s*/i, "");
  if (!/^\d{1,3}([.,\s]\d{3})*$|^\d{1,15}$/.test(text)) return null;
  const amount = Number(text.replace(/[.,\s]/g, ""));
  return Number.isSafeInteger(amount) ? amount : null;
}

export type AdminCancelValues = { refund: string; reason: string };
export type AdminCancelResult =
  | { ok: true; invoiceNo: string; released: boolean; refund: number; method: "gateway" | "bank" | null }
  | { ok: false; status: 400 | 404 | 409; errors: { refund?: string[]; reason?: string[]; form?: string[] }; values: AdminCancelValues };

/**
 * The admin cancels a line with the refund it chose (the line's paid amount by default, never
 * more), or releases an unpaid invoice as a whole; audited and mailed by cancelBooking.
 */
export async function adminCancelLine(
  lineId: number,
  form: { refund: FormDataEntryValue | null; reason: FormDataEntryValue | null },
  { actor, origin, now = new Date() }: { actor: AuditActor; origin: string; now?: Date },
): Promise<AdminCancelResult> {
  const values: AdminCancelValues = {
    refund: typeof form.refund === "string" ? form.refund.slice(0, 40) : "",
    reason: typeof form.reason === "string" ? form.reason.trim().slice(0, 2000) : "",
  };
  const view = await adminCancelView(lineId, now);
  if (!view) return { ok: false, status: 404, errors: { form: [msg("admin.reservationNotFound")] }, values };
  if (view.mode === "cancelled") return { ok: false, status: 409, errors: { form: [ADMIN_CANCEL_MESSAGES.alreadyCancelled] }, values };
  if (view.mode === "closed") return { ok: false, status: 409, errors: { form: [ADMIN_CANCEL_MESSAGES.closed] }, values };
  const errors: { refund?: string[]; reason?: string[] } = {};
  if (values.reason.length > 500) errors.reason = [ADMIN_CANCEL_MESSAGES.reason];
  const refund = view.mode === "refund" ? parseRupiah(values.refund) : 0;
  if (refund === null) errors.refund = [ADMIN_CANCEL_MESSAGES.refund];
  else if (refund > view.paid) errors.refund = [ADMIN_CANCEL_MESSAGES.tooHigh];
  if (errors.refund || errors.reason) return { ok: false, status: 400, errors, values };

  const invoiceId = (await first(getDb().select({ invoiceId: tables.reservationLines.invoiceId }).from(tables.reservationLines).where(eq(tables.reservationLines.id, lineId))))!.invoiceId;
  const result = await cancelBooking({
    invoiceId,
    lineIds: view.mode === "refund" ? [lineId] : [],
    by: { kind: "admin", actor },
    reason: values.reason,
    adminAmounts: view.mode === "refund" ? { [lineId]: refund! } : undefined,
    origin,
    now,
  });
  if (!result.ok) {
    const field = result.message === CANCELLATION_MESSAGES.amountTooHigh ? "refund" : "form";
    return { ok: false, status: result.status === 403 ? 409 : result.status, errors: { [field]: [result.message] }, values };
  }
  // Cancelled meanwhile (a double submit): the first one did it.
  if (!result.released && !result.cancelled.length) return { ok: false, status: 409, errors: { form: [ADMIN_CANCEL_MESSAGES.alreadyCancelled] }, values };
  return { ok: true, invoiceNo: view.invoiceNo, released: result.released, refund: result.refundTotal, method: view.method };
}

/** The toast after an admin cancellation: what happens to the money next. */
export function adminCancelDone(result: Extract<AdminCancelResult, { ok: true }>): string {
  if (result.released) return `Invoice ${result.invoiceNo} is cancelled; its unpaid reservation is released, nothing to refund.`;
  if (!result.refund) return `Reservation of invoice ${result.invoiceNo} cancelled without a refund.`;
  return result.method === "bank"
    ? `Reservation of invoice ${result.invoiceNo} cancelled. The refund of ${formatRupiah(result.refund)} is on the refunds page, to send by bank transfer.`
    : `Reservation of invoice ${result.invoiceNo} cancelled. The refund of ${formatRupiah(result.refund)} is being requested from the gateway.`;
}

/** The payments console's rows with each line's cancellation, and whether the admin may still cancel it. */
export async function withCancellations<Row extends { id: number; invoiceStatus: string }>(rows: Row[]) {
  const cancellations = await lineCancellations(rows.map((r) => r.id));
  return rows.map((row) => {
    const cancellation = cancellations.get(row.id) ?? null;
    return { ...row, cancellation, canCancel: !cancellation && (row.invoiceStatus === "paid" || row.invoiceStatus === "pending") };
  });
}

/** Parses a refund id from a form: a positive integer, else null. */
export function refundIdOf(value: FormDataEntryValue | null): number | null {
  const id = Number(value);
  return typeof value === "string" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export { markRefundSent, REFUND_SENT_MESSAGES, retryRefund };
