// Incoming reservations (reservation lines) as vendors and the admin see them. One query for
// both: a vendor's scope is their supplier id (other lines do not exist for them), the
// admin's scope is everything. Pages and /v1 call these functions.
import { toBoolean } from "~/utils/api-input";
import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { layoutLabel } from "~/cart/cart.server";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { visibleStatus } from "~/payments/invoice.server";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import { getDb, tables, first, run, transaction } from "~/db.server";
import { balanceState } from "~/payments/balances.server";
import { contactsRevealed, EMAIL_HIDDEN, PHONE_HIDDEN } from "~/messages/masking.server";
import { BRAND, PAGE_SIZES } from "~/utils/constants";
import { addDaysIso, baliIsoDate, baliStartOfDay, baliTime, baliToUtc, formatDate, formatDateTime } from "~/utils/format";
import type { ReservationFilters } from "~/supplier/reservation-filters";
import { toCsv } from "~/utils/csv";
import { lineCancellations, type LineCancellationView } from "~/cancellations/line-cancellations.server";
import { moneyView, type MoneyView } from "~/checkout/views.server";
import type { Lang } from "~/i18n/config";
import { MONEY_STATE_LABELS } from "~/i18n/dict/reservation-labels.server";
import { lineMoneyState, type InvoiceMoney, type InvoiceMoneyState, type RefundProgress } from "~/payments/money-state";
import { moneyStatesByIds } from "~/payments/money-state.server";
import { msg } from "~/i18n/message-ref";
import { quantityRef } from "~/i18n/quantity-ref";
import { messageText } from "~/i18n/catalog/text.server";

/** Whose reservation lines: one vendor's, or (admin) all. */
export type ReservationScope = { supplierId: number } | { admin: true };

export const ADMIN_PAGE_SIZE = PAGE_SIZES.dashboardList; // 5
export const SUPPLIER_PAGE_SIZE = PAGE_SIZES.supplierReservations; // 20
export const DATA_NOT_AVAILABLE = "Data not available!";

function scopeWhere(scope: ReservationScope): SQL | undefined {
  return "supplierId" in scope ? eq(tables.reservationLines.supplierId, scope.supplierId) : undefined;
}

/** The columns a reservation row reads (a function: `tables` are the engine's at query time). */
const rowColumns = () => ({
  line: tables.reservationLines,
  invoice: {
    id: tables.invoices.id,
    invoiceNo: tables.invoices.invoiceNo,
    name: tables.invoices.name,
    companyName: tables.invoices.companyName,
    email: tables.invoices.email,
    officePhone: tables.invoices.officePhone,
    cellPhone: tables.invoices.cellPhone,
    address: tables.invoices.address,
    paymentStatus: tables.invoices.paymentStatus,
    status: tables.invoices.status,
    expiresAt: tables.invoices.expiresAt,
    userId: tables.invoices.userId,
    balanceDueAt: tables.invoices.balanceDueAt,
  },
});

type Joined = {
  line: typeof tables.reservationLines.$inferSelect;
  invoice: {
    id: number;
    invoiceNo: string;
    name: string;
    companyName: string;
    email: string;
    officePhone: string;
    cellPhone: string;
    address: string;
    paymentStatus: string;
    status: "pending" | "paid" | "expired" | "cancelled";
    expiresAt: Date;
    userId: number | null;
    balanceDueAt: Date | null;
  };
};

/** Who cancelled a line, for the vendor's and the admin's lists: message references (the brand as it is). */
export const CANCELLED_BY_LABELS = {
  planner: msg("bookings.byThePlanner"),
  vendor: msg("bookings.byTheVenue"),
  admin: BRAND,
  lapse: msg("bookings.byTheSystem"),
} as const;

/** A cancelled line's who, when (DD/MM/YYYY HH:mm, Bali) and why; null while it stands. */
export function cancellationOf(line: Pick<typeof tables.reservationLines.$inferSelect, "cancelledAt" | "cancelledBy" | "cancelReason">) {
  if (!line.cancelledAt) return null;
  return {
    by: line.cancelledBy ? CANCELLED_BY_LABELS[line.cancelledBy] : "",
    at: formatDateTime(line.cancelledAt),
    reason: line.cancelReason ?? "",
  };
}

/** The balance of a line secured by its deposit: amount, due date and "due in 5 days" / "overdue by 2 days". */
function lineBalance(line: Joined["line"], invoice: Joined["invoice"], now: Date) {
  const amount = Math.max(0, line.totalPrice - line.discountShare - line.paidAmount);
  if (!amount || line.cancelledAt || invoice.status !== "paid" || !invoice.balanceDueAt) return null;
  return { amount, due: formatDate(invoice.balanceDueAt), state: balanceState(invoice.balanceDueAt, now) };
}

/** One table row (spec: #, name, company/institution, sub venue, date, start time, setup, total unit, payment status, acknowledge). */
export function reservationRow({ line, invoice }: Joined, now = new Date()) {
  return {
    id: line.id,
    invoiceId: invoice.id,
    invoiceNo: invoice.invoiceNo,
    name: invoice.name,
    companyName: invoice.companyName,
    venueName: line.venueName,
    subVenueName: line.subVenueName,
    productName: line.productName,
    eventName: line.eventName,
    totalPrice: line.totalPrice,
    date: formatDate(line.startsAt),
    start: baliTime(line.startsAt),
    setup: layoutLabel(line.setup),
    totalUnit: quantityRef(line.qty, line.unit),
    paymentStatus: invoice.paymentStatus,
    /** pending | paid | expired | cancelled: what the booker sees (ADR 0041). */
    invoiceStatus: visibleStatus(invoice, now),
    acknowledge: line.acknowledge,
    cancelled: cancellationOf(line),
    /** What is still owed for the line of a deposit booking, when, and how close (ADR 0256). */
    balance: lineBalance(line, invoice, now),
    /** Whether the vendor may cancel it now: paid, not cancelled, not over (ADR 0250). */
    cancellable: !line.cancelledAt && invoice.status === "paid" && line.endsAt.getTime() > now.getTime(),
  };
}
export type ReservationRow = ReturnType<typeof reservationRow>;

/** Search: invoice number, booker name or e-mail, or event name. */
function searchWhere(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  // lower() on both sides: PostgreSQL's LIKE tells cases apart, SQLite's does not.
  const pattern = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`lower(${tables.invoices.invoiceNo}) like lower(${pattern}) escape '\\'`,
    sql`lower(${tables.invoices.name}) like lower(${pattern}) escape '\\'`,
    sql`lower(${tables.invoices.email}) like lower(${pattern}) escape '\\'`,
    sql`lower(${tables.reservationLines.eventName}) like lower(${pattern}) escape '\\'`,
  );
}

/** Filters by payment status, acknowledgement and event date range (Bali days, inclusive). */
function filterWhere(f: Partial<ReservationFilters>): SQL | undefined {
  return and(
    f.paymentStatus ? eq(tables.invoices.paymentStatus, f.paymentStatus) : undefined,
    f.ack ? eq(tables.reservationLines.acknowledge, f.ack === "yes") : undefined,
    // "Not acknowledged" lists what is still to acknowledge: a cancelled line has nothing left to confirm.
    f.ack === "no" ? isNull(tables.reservationLines.cancelledAt) : undefined,
    f.from ? gte(tables.reservationLines.startsAt, baliToUtc(f.from)) : undefined,
    f.to ? lt(tables.reservationLines.startsAt, baliToUtc(addDaysIso(f.to, 1))) : undefined,
    f.venue ? eq(tables.reservationLines.venueId, f.venue) : undefined,
  );
}

function orderOf(sort: ReservationFilters["sort"] | undefined, now: Date): SQL[] {
  const start = tables.reservationLines.startsAt;
  if (sort === "upcoming") {
    // Today's and later events first, soonest first; then past events, latest first.
    const today = baliStartOfDay(now).getTime();
    return [sql`case when ${start} >= ${today} then 0 else 1 end`, sql`case when ${start} >= ${today} then ${start} end asc`, desc(start), desc(tables.reservationLines.id)];
  }
  if (sort === "event-desc") return [desc(start), desc(tables.reservationLines.id)];
  return [desc(tables.reservationLines.id)];
}

export function pageNumber(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/**
 * Each line's money state (issue 40, ADR 0380): the invoice's, from `moneyStates`, narrowed to the
 * line; the invoices of all the rows in one batch.
 */
async function lineMoneyStates(rows: Joined[], now: Date): Promise<Map<number, InvoiceMoney>> {
  const byInvoice = await moneyStatesByIds(rows.map((r) => r.invoice.id), now);
  const result = new Map<number, InvoiceMoney>();
  for (const { line, invoice } of rows) {
    const money = byInvoice.get(invoice.id);
    const state = money ? lineMoneyState(money, line.id) : null;
    if (state) result.set(line.id, state);
  }
  return result;
}

/** One reservation's money state (the vendor's Reservation Detail), dates in `lang`; null when the line is not the invoice's. */
export async function reservationMoney(detail: { id: number; invoiceId: number }, now = new Date(), lang: Lang = "en"): Promise<MoneyView | null> {
  const money = (await moneyStatesByIds([detail.invoiceId], now)).get(detail.invoiceId);
  const state = money ? lineMoneyState(money, detail.id) : null;
  return state ? moneyView(state, lang) : null;
}

/**
 * A page of reservation lines, filtered and sorted (default: newest booking first). A vendor's
 * rows carry each booking's money state (`money`, dates in `lang`); the admin's keep the spec's
 * labels (ADR 0381).
 */
export async function listReservations(
  scope: ReservationScope,
  {
    page = 1,
    limit,
    q,
    filters = {},
    now = new Date(),
    lang = "en",
  }: { page?: number; limit?: number; q?: string; filters?: Partial<ReservationFilters>; now?: Date; lang?: Lang } = {},
) {
  const pageSize = Math.min(Math.max(limit ?? ("supplierId" in scope ? SUPPLIER_PAGE_SIZE : ADMIN_PAGE_SIZE), 1), 10_000);
  const db = getDb();
  const where = and(scopeWhere(scope), searchWhere(q ?? filters.q), filterWhere(filters));
  const rows = await db
      .select(rowColumns())
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(where)
      .orderBy(...orderOf(filters.sort, now))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  const total =
    (await first(db
            .select({ n: count() })
            .from(tables.reservationLines)
            .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
            .where(where)))?.n ?? 0;
  const money = "supplierId" in scope ? await lineMoneyStates(rows as Joined[], now) : new Map<number, InvoiceMoney>();
  return {
    page,
    pageSize,
    total,
    rows: rows.map((r) => {
      const state = money.get(r.line.id);
      return { ...reservationRow(r as Joined, now), money: state ? moneyView(state, lang) : null };
    }),
  };
}

async function findJoined(scope: ReservationScope, lineId: number): Promise<Joined | null> {
  if (!Number.isInteger(lineId) || lineId < 1) return null;
  const row = await first(getDb()
      .select(rowColumns())
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(and(eq(tables.reservationLines.id, lineId), scopeWhere(scope))));
  return (row as Joined | undefined) ?? null;
}

/**
 * Whether the vendor reads the planner's phone numbers and e-mail addresses: the messages' rule
 * (ADR 0110, ADR 0260), once the planner has paid a booking with this vendor; a guest (no
 * account) once this booking is paid. The admin reads them as booked.
 */
async function plannerContactsShown(scope: ReservationScope, { line, invoice }: Joined): Promise<boolean> {
  if (!("supplierId" in scope)) return true;
  if (invoice.status === "paid") return true;
  return invoice.userId !== null && await contactsRevealed(getDb(), invoice.userId, line.supplierId);
}

const hiddenUnlessGiven = (value: string, notice: string) => (value.trim() ? notice : value);

/** The Reservation Detail (spec section 3, Reservation line), or null when not in scope. */
export async function getReservationDetail(scope: ReservationScope, lineId: number, now = new Date()) {
  const found = await findJoined(scope, lineId);
  if (!found) return null;
  const { line, invoice } = found;
  const shown = await plannerContactsShown(scope, found);
  const account = invoice.userId
    ? await first(getDb()
              .select({ firstName: tables.users.firstName, lastName: tables.users.lastName, email: tables.users.email })
              .from(tables.users)
              .where(eq(tables.users.id, invoice.userId))) ?? null
    : null;
  const user = account && !shown ? { ...account, email: EMAIL_HIDDEN } : account;
  const acknowledgedBy = line.acknowledge && line.acknowledgedByUserId
    ? await first(getDb().select({ firstName: tables.users.firstName, lastName: tables.users.lastName }).from(tables.users).where(eq(tables.users.id, line.acknowledgedByUserId))) ?? null
    : null;
  return {
    ...reservationRow(found, now),
    /** The team member who acknowledged the booking (ADR 0281), when known. */
    acknowledgedBy: acknowledgedBy ? `${acknowledgedBy.firstName} ${acknowledgedBy.lastName}`.trim() : null,
    productId: line.productId,
    setupKey: line.setup,
    isoDate: baliIsoDate(line.startsAt),
    startsAt: line.startsAt.getTime(),
    datetime: formatDateTime(line.startsAt),
    ends: formatDateTime(line.endsAt),
    eventName: line.eventName,
    note: line.note,
    qty: line.qty,
    unit: line.unit,
    price: line.price,
    totalPrice: line.totalPrice,
    inclusion: sanitizeInclusion(line.inclusion),
    user,
    invoiceReservationVenue: {
      id: invoice.id,
      invoiceNo: invoice.invoiceNo,
      name: invoice.name,
      companyName: invoice.companyName,
      email: shown ? invoice.email : hiddenUnlessGiven(invoice.email, EMAIL_HIDDEN),
      officePhone: shown ? invoice.officePhone : hiddenUnlessGiven(invoice.officePhone, PHONE_HIDDEN),
      cellPhone: shown ? invoice.cellPhone : hiddenUnlessGiven(invoice.cellPhone, PHONE_HIDDEN),
      address: invoice.address,
    },
    /** True while the planner's phone numbers and e-mail addresses are replaced by notices. */
    contactsHidden: !shown,
  };
}
export type ReservationDetail = NonNullable<Awaited<ReturnType<typeof getReservationDetail>>>;

/** The invoice a line in scope belongs to (for the admin's payment status), or null. */
export async function invoiceIdOfLine(scope: ReservationScope, lineId: number): Promise<number | null> {
  return (await findJoined(scope, lineId))?.invoice.id ?? null;
}

/** Parses an acknowledge value from a form or JSON: a real boolean, not the spec's string quirk (ADR 0061). */
export function parseAcknowledge(value: unknown): boolean | null {
  return toBoolean(value);
}

/** Update Reservation: saves acknowledge (Yes/No). False when the line is not in scope. */
export async function setAcknowledge(scope: ReservationScope, lineId: number, acknowledge: boolean, actor?: AuditActor): Promise<boolean> {
  const found = await findJoined(scope, lineId);
  if (!found) return false;
  await transaction(async (tx) => {
        await run((db) => db.update(tables.reservationLines)
                // The team member who acknowledged it (ADR 0281); cleared with the acknowledgement.
                .set({ acknowledge, acknowledgedByUserId: acknowledge && actor ? actor.id : null })
                .where(and(eq(tables.reservationLines.id, lineId), scopeWhere(scope))));
        if (actor && found.line.acknowledge !== acknowledge) {
          await recordAudit(tx, actor, {
            action: "acknowledge",
            subject: `line ${lineId} (${found.invoice.invoiceNo})`,
            invoiceId: found.invoice.id,
            lineId,
            oldValue: found.line.acknowledge ? "Yes" : "No",
            newValue: acknowledge ? "Yes" : "No",
          });
        }
      });
  return true;
}

/**
 * The API's Reservation line (spec section 3), in the same formats as an invoice's lines
 * (ADR 0132): date YYYY-MM-DD and start HH:mm in Bali time, setup the layout key; the
 * display forms ride along as dateLabel (DD/MM/YYYY) and setupLabel.
 */
export function serializeReservation(detail: ReservationDetail) {
  return {
    id: detail.id,
    datetime: detail.startsAt,
    setup: detail.setupKey,
    setupLabel: detail.setup,
    qty: detail.qty,
    unit: detail.unit,
    price: detail.price,
    totalPrice: detail.totalPrice,
    paymentStatus: detail.paymentStatus,
    status: detail.invoiceStatus,
    acknowledge: detail.acknowledge,
    productName: detail.productName,
    productId: detail.productId,
    subVenueName: detail.subVenueName,
    venueName: detail.venueName,
    inclusion: detail.inclusion,
    note: detail.note,
    eventName: detail.eventName,
    date: detail.isoDate,
    dateLabel: detail.date,
    start: detail.start,
    user: detail.user,
    invoiceReservationVenue: detail.invoiceReservationVenue,
    contactsHidden: detail.contactsHidden,
  };
}

/** A page of lines in the API's shape. */
export async function listReservationsForApi(
  scope: ReservationScope,
  options: { page?: number; limit?: number; q?: string; now?: Date },
) {
  const list = await listReservations(scope, options);
  const data = (await Promise.all(list.rows
    .map(async (row) => await getReservationDetail(scope, row.id, options.now))))
    .filter((d): d is ReservationDetail => d !== null)
    .map(serializeReservation);
  return { data, total: list.total, page: list.page, limit: list.pageSize };
}

/** The filtered list as CSV (ADR 0143), at most 10,000 lines, in the list's order; the admin's also says which lines are cancelled and their refunds (ADR 0253). */
export async function reservationsCsv(scope: ReservationScope, filters: Partial<ReservationFilters>, now = new Date()): Promise<string> {
  const { rows } = await listReservations(scope, { page: 1, limit: 10_000, filters, now });
  const admin = !("supplierId" in scope);
  // The vendor's export says each booking's money as the page does (ADR 0380): its state, and a
  // cancelled one's refund and where it is; the admin's keeps the spec's label and its refund columns.
  const cancellations = admin ? await lineCancellations(rows.map((r) => r.id)) : new Map<number, LineCancellationView>();
  return toCsv(
    [
      "Invoice No.", "Booker", "Company/Institution", ...(admin ? ["Venue"] : []), "Sub venue", "Product", "Event", "Date", "Start (Bali)", "Setup", "Total unit", "Total (IDR)", "Payment status", "Acknowledged",
      "Balance due (IDR)", "Balance due date",
      "Cancelled (Bali)", "Cancelled by", "Cancellation reason",
      ...(admin ? ["Refund (IDR)", "Refund state"] : ["Money state", "Paid (IDR)", "Refund (IDR)", "Refund state"]),
    ],
    rows.map((r) => [
      r.invoiceNo,
      r.name,
      r.companyName,
      ...(admin ? [r.venueName] : []),
      r.subVenueName,
      r.productName,
      r.eventName,
      r.date,
      r.start,
      r.setup,
      messageText("en", r.totalUnit),
      r.totalPrice,
      r.invoiceStatus === "paid" || r.invoiceStatus === "pending" ? r.paymentStatus : `${r.paymentStatus} (${r.invoiceStatus})`,
      r.acknowledge ? "Yes" : "No",
      r.balance?.amount ?? "",
      r.balance?.due ?? "",
      // The admin's columns name the admin who cancelled, and the refund (ADR 0253).
      ...(admin ? cancellationCells(cancellations.get(r.id)).slice(0, 2) : [r.cancelled?.at ?? "", messageText("en", r.cancelled?.by ?? "")]),
      r.cancelled?.reason ?? "",
      ...(admin ? cancellationCells(cancellations.get(r.id)).slice(2) : moneyCells(r.money)),
    ]),
  );
}

const STATE_WORDS: Record<InvoiceMoneyState, string> = {
  unpaid: MONEY_STATE_LABELS.stateUnpaid,
  expired: MONEY_STATE_LABELS.stateExpired,
  released: MONEY_STATE_LABELS.stateReleased,
  deposit_paid: MONEY_STATE_LABELS.stateDepositPaid,
  balance_overdue: MONEY_STATE_LABELS.stateBalanceOverdue,
  paid_in_full: MONEY_STATE_LABELS.statePaidInFull,
  cancelled: MONEY_STATE_LABELS.stateCancelled,
};

/** Where a refund is, in the planner's words without the amount (its own column). */
const REFUND_PROGRESS_WORDS: Record<RefundProgress, string> = {
  pending: "On its way through the payment gateway",
  sent: "Sent",
  to_send: "To be sent by bank transfer",
  failed: "Delayed",
};

function moneyCells(money: MoneyView | null): (string | number)[] {
  if (!money) return ["", "", "", ""];
  const refund = money.refund ? [money.refund.amount, REFUND_PROGRESS_WORDS[money.refund.progress]] : money.state === "cancelled" ? [0, "No refund"] : ["", ""];
  return [STATE_WORDS[money.state], money.paid, ...refund];
}

function cancellationCells(c: LineCancellationView | undefined): (string | number)[] {
  if (!c) return ["", "", "", ""];
  return [c.at, messageText("en", c.by), c.refund?.amount ?? 0, c.refund ? messageText("en", c.refund.stateLabel) : "No refund"];
}
