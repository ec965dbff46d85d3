// Reading invoices, and who may read them (ADR 0033): the owner when logged in, an admin,
// or anyone holding the invoice's access token (the link given at checkout and in e-mails).
// An invoice number alone shows nothing.
import crypto from "node:crypto";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/session.server";
import { inclusionText } from "~/catalog/sanitize.server";
import { getDb, tables, first } from "~/db.server";
import { isTestPayment } from "~/payments/invoice-status.server";
import { layoutLabel } from "~/cart/cart.server";
import { baliIsoDate, baliTime, formatDate } from "~/utils/format";
import type { InvoiceMoney } from "~/payments/money-state";

export type Invoice = typeof tables.invoices.$inferSelect;
export type ReservationLine = typeof tables.reservationLines.$inferSelect;
export type InvoiceWithLines = Invoice & { lines: ReservationLine[] };

/** Constant-time comparison of a presented token with the stored one. */
export function tokenMatches(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** What the invoice keeps of the guest cart that checked it out (ADR 0131): a hash, never the key. */
export function guestCartHash(cartSessionId: string): string {
  return crypto.createHash("sha256").update(`guest-cart-invoice:${cartSessionId}`).digest("hex");
}

/** `guestCartKey`: the verified cart key of a /v1 guest's `session-id` (never a raw header). */
export type InvoiceViewer = { user: Pick<CurrentUser, "id" | "isAdmin"> | null; token?: string | null; guestCartKey?: string | null };

export function canViewInvoice(invoice: Pick<Invoice, "userId" | "accessToken" | "guestCartHash">, viewer: InvoiceViewer): boolean {
  if (viewer.user && (viewer.user.isAdmin || (invoice.userId !== null && invoice.userId === viewer.user.id))) return true;
  if (viewer.guestCartKey && invoice.guestCartHash && tokenMatches(guestCartHash(viewer.guestCartKey), invoice.guestCartHash)) return true;
  return tokenMatches(viewer.token, invoice.accessToken);
}

/**
 * Whether the viewer may act as the invoice's booker (cancel and get a refund under its policy):
 * the account that booked, or whoever holds its link or checkout session. An admin may view any
 * invoice but acts from the console, where it is audited (issue 41's money matrix).
 */
export function canActAsBooker(invoice: Pick<Invoice, "userId" | "accessToken" | "guestCartHash">, viewer: InvoiceViewer): boolean {
  if (viewer.user && invoice.userId !== null && invoice.userId === viewer.user.id) return true;
  return canViewInvoice(invoice, { ...viewer, user: null });
}

/**
 * An invoice by either of its ids (ADR 0131): the numeric id or the invoice number. Numbers
 * are "INV-..." so the two never collide.
 */
export async function findInvoiceByRef(ref: string | number | null | undefined): Promise<Invoice | undefined> {
  const value = typeof ref === "number" ? String(ref) : (ref ?? "").trim();
  if (!value || value.length > 64) return undefined;
  const db = getDb();
  if (/^[0-9]{1,15}$/.test(value)) return await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, Number(value))));
  return await first(db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, value)));
}

async function linesOf(invoiceIds: number[]) {
  if (!invoiceIds.length) return [];
  return await getDb()
      .select()
      .from(tables.reservationLines)
      .where(inArray(tables.reservationLines.invoiceId, invoiceIds))
      .orderBy(asc(tables.reservationLines.startsAt), asc(tables.reservationLines.id));
}

/** An invoice with its lines, by invoice number or numeric id. */
export async function getInvoiceWithLines(ref: string): Promise<InvoiceWithLines | null> {
  const invoice = await findInvoiceByRef(ref);
  if (!invoice) return null;
  return { ...invoice, lines: await linesOf([invoice.id]) };
}

/** The invoice when this viewer may see it, else null (callers answer 404 either way). */
export async function loadInvoiceForViewer(invoiceNo: string | null | undefined, viewer: InvoiceViewer): Promise<InvoiceWithLines | null> {
  const invoice = await getInvoiceWithLines(invoiceNo ?? "");
  if (!invoice || !canViewInvoice(invoice, viewer)) return null;
  return invoice;
}

/** A user's invoices, newest first, with their lines. */
export async function listUserInvoices(userId: number): Promise<InvoiceWithLines[]> {
  const invoices = await getDb()
      .select()
      .from(tables.invoices)
      .where(eq(tables.invoices.userId, userId))
      .orderBy(desc(tables.invoices.createdAt), desc(tables.invoices.id));
  const lines = await linesOf(invoices.map((i) => i.id));
  return invoices.map((invoice) => ({ ...invoice, lines: lines.filter((l) => l.invoiceId === invoice.id) }));
}

export type VisibleStatus = Invoice["status"];

/** The status a booker sees: a pending invoice past its deadline is expired. */
export function visibleStatus(invoice: Pick<Invoice, "status" | "expiresAt">, now = new Date()): VisibleStatus {
  if (invoice.status === "pending" && invoice.expiresAt.getTime() <= now.getTime()) return "expired";
  return invoice.status;
}

/** Badge on the booker's views: 'settlement' (green) when paid, 'expired', else the admin label. */
export function paymentBadge(invoice: Pick<Invoice, "status" | "expiresAt" | "paymentStatus">, now = new Date()) {
  const status = visibleStatus(invoice, now);
  // `text` is the spec's status word (also the API's paymentStatus); `label` what planners read
  // (ADR 0152). Pending invoices show the admin's payment status, already plain words.
  if (status === "paid") return { text: "settlement", label: "Paid", tone: "success" as const };
  if (status === "expired") return { text: "expired", label: "Expired", tone: "warning" as const };
  if (status === "cancelled") return { text: "cancelled", label: "Cancelled", tone: "warning" as const };
  return { text: invoice.paymentStatus, label: invoice.paymentStatus, tone: "warning" as const };
}

export function invoiceQuery(invoice: Pick<Invoice, "invoiceNo" | "accessToken">) {
  return new URLSearchParams({ id: invoice.invoiceNo, token: invoice.accessToken }).toString();
}

export function invoicePaths(invoice: Pick<Invoice, "invoiceNo" | "accessToken">) {
  const token = encodeURIComponent(invoice.accessToken);
  const no = encodeURIComponent(invoice.invoiceNo);
  return {
    confirmation: `/confirmation?id=${no}&token=${token}`,
    voucher: `/voucher/${no}?token=${token}`,
    /** The paid booking as an .ics file; `&line={id}` for one reservation. */
    calendar: `/voucher/${no}/calendar.ics?token=${token}`,
    paymentConfirmation: `/payment-confirmation?invoice=${no}&token=${token}`,
    /** The invoice, or the receipt once something is paid, as a PDF (ADR 0258). */
    invoicePdf: `/voucher/${no}/invoice.pdf?token=${token}`,
  };
}

/** The API's invoice shape (spec section 3: Invoice and Reservation line), with the money state beside the spec's fields. */
export function serializeInvoice(invoice: InvoiceWithLines, money: InvoiceMoney, now = new Date()) {
  return {
    id: invoice.id,
    invoiceNo: invoice.invoiceNo,
    voucherNo: invoice.voucherNo,
    createdAt: invoice.createdAt.toISOString(),
    name: invoice.name,
    companyName: invoice.companyName,
    address: invoice.address,
    officePhone: invoice.officePhone,
    cellPhone: invoice.cellPhone,
    email: invoice.email,
    paymentStatus: paymentBadge(invoice, now).text === "settlement" ? "settlement" : invoice.paymentStatus,
    status: visibleStatus(invoice, now),
    /** Paid in the local sandbox: no money moved (ADR 0044). */
    testPayment: isTestPayment(invoice),
    expiresAt: invoice.expiresAt.toISOString(),
    subtotal: invoice.subtotal,
    couponCode: invoice.couponCode,
    discountPercentage: invoice.discountPercentage,
    discountAmount: invoice.discountAmount,
    totalCost: invoice.totalCost,
    /** The payment schedule (ADR 0256): full, or a deposit now and the balance by balanceDueDate. */
    paymentPlan: invoice.paymentPlan,
    depositAmount: invoice.depositAmount,
    amountPaid: invoice.amountPaid,
    balanceDue: invoice.status === "paid" ? invoice.lines.filter((l) => !l.cancelledAt).reduce((sum, l) => sum + Math.max(0, l.totalPrice - l.discountShare - l.paidAmount), 0) : 0,
    balanceDueDate: invoice.balanceDueAt ? baliIsoDate(invoice.balanceDueAt) : null,
    moneyState: {
      state: money.state,
      test: money.test,
      paid: money.paid,
      refunded: money.refunded,
      balance: money.balance,
      balanceDueDate: money.balanceDueAt ? baliIsoDate(money.balanceDueAt) : null,
      dueNow: money.dueNow,
      refund: money.refund,
      dateChangeRequested: money.dateChangeRequested,
    },
    reservationVenues: invoice.lines.map((l) => ({
      id: l.id,
      datetime: l.startsAt.getTime(),
      date: baliIsoDate(l.startsAt),
      /** DD/MM/YYYY, as the dashboards show it (reservation lines carry the same, ADR 0132). */
      dateLabel: formatDate(l.startsAt),
      start: baliTime(l.startsAt),
      setup: l.setup,
      setupLabel: layoutLabel(l.setup),
      qty: l.qty,
      unit: l.unit,
      price: l.price,
      totalPrice: l.totalPrice,
      paymentStatus: invoice.paymentStatus,
      acknowledge: l.acknowledge,
      productName: l.productName,
      productId: l.productId,
      subVenueName: l.subVenueName,
      venueName: l.venueName,
      inclusion: inclusionText(l.inclusion),
      eventName: l.eventName,
      note: l.note,
    })),
  };
}
