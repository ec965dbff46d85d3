// Cancelling bookings (ADR 0250, 0251): who may cancel what and until when, the refund each
// cancellation gives, and the one transaction that cancels lines, writes their refunds, queues
// the refund work and the e-mails. A cancelled line holds nothing from that commit on.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { recordAudit, lineSubject, type AuditActor } from "~/audit/audit.server";
import {
  cancellationCutoff,
  CANCELLATION_MESSAGES,
  policyWords,
  refundAmount,
  refundPercent,
  type CancellationPolicy,
} from "~/terms/cancellation-policies";
import { invoicePaths, type Invoice, type ReservationLine } from "~/payments/invoice.server";
import { getDb, tables, first, run, write, transaction, type Tx } from "~/db.server";
import { queueExpireOpenSessions } from "~/payments/expire-sessions.server";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import { gatewayCanRefund } from "~/payments/provider.server";
import { openLineRefund, refundKeyFor, type Refund } from "~/payments/refunds.server";
import { BRAND } from "~/utils/constants";
import { dateTimeIn, fill, invoiceLanguage, mailStrings, type Lang } from "~/mail/mail-language.server";
import { baliIsoDate, baliTime, formatRupiah } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

// The refund records and their keys belong to the payments (app/payments/refunds.server.ts).
export { refundKeyFor, type Refund };

export type Canceller =
  | { kind: "planner"; userId: number | null }
  | { kind: "vendor"; userId: number; supplierId: number }
  | { kind: "admin"; actor: AuditActor }
  /** The job runner: a balance overdue past its grace period (ADR 0256); refund per the policy. */
  | { kind: "lapse" };

/** What was paid for a line so far (its deposit, or its total less its coupon share; 0 while unpaid). */
export function linePaid(invoice: Pick<Invoice, "status">, line: Pick<ReservationLine, "paidAmount">): number {
  return invoice.status === "paid" ? line.paidAmount : 0;
}

export type LineQuote = {
  lineId: number;
  policy: CancellationPolicy;
  policyWords: string;
  /** Whether the planner may cancel it now; otherwise `blocked` says why. */
  cancellable: boolean;
  blocked: "cancelled" | "cutoff" | "unpaid" | null;
  percent: number;
  paid: number;
  refund: number;
  cutoff: Date;
};

/** The planner's quote for one line now: the exact refund in rupiah, or why it cannot be cancelled. */
export function quoteLine(invoice: Pick<Invoice, "status">, line: ReservationLine, now = new Date()): LineQuote {
  const paid = linePaid(invoice, line);
  const percent = refundPercent(line.cancellationPolicy, line.startsAt, now);
  const blocked = line.cancelledAt ? "cancelled" : invoice.status !== "paid" ? "unpaid" : percent === null ? "cutoff" : null;
  return {
    lineId: line.id,
    policy: line.cancellationPolicy,
    policyWords: policyWords(line.cancellationPolicy),
    cancellable: blocked === null,
    blocked,
    percent: percent ?? 0,
    paid,
    refund: blocked ? 0 : refundAmount(paid, percent ?? 0),
    cutoff: cancellationCutoff(line.startsAt),
  };
}

/** Whether a pending (unpaid) invoice can be cancelled by its planner: it simply releases its hold. */
export function canReleaseInvoice(invoice: Pick<Invoice, "status">): boolean {
  return invoice.status === "pending";
}

export type BankDetails = { accountName: string; bankName: string; accountNumber: string };

export type CancelRequest = {
  invoiceId: number;
  lineIds: number[];
  by: Canceller;
  reason: string;
  /** The total refund the planner was shown; a different one now asks them to confirm again. */
  expectedRefund?: number;
  /** Admin only: the refund per line, chosen (never more than was paid). */
  adminAmounts?: Record<number, number>;
  /** Where a refund the gateway cannot make is to be sent (planner cancellations). */
  bank?: BankDetails | null;
  origin: string;
  now?: Date;
};

export type CancelResult =
  | { ok: true; cancelled: number[]; refundTotal: number; released: boolean }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string; code?: "quote" | "bank" };

class CancelFailure extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 = 409,
    readonly code?: "quote" | "bank",
  ) {
    super(message);
  }
}

/** How a paid invoice's money goes back: the gateway when it can refund the payment, else a bank transfer. */
export async function refundRoute(tx: Tx, invoice: Invoice): Promise<{ method: "gateway"; orderId: string } | { method: "bank" }> {
  if (invoice.paidVia === "midtrans" || invoice.paidVia === "sandbox") {
    const settled = (await tx
          .select({ orderId: tables.paymentTransactions.orderId, paymentType: tables.paymentTransactions.paymentType })
          .from(tables.paymentTransactions)
          .where(and(eq(tables.paymentTransactions.invoiceId, invoice.id), eq(tables.paymentTransactions.provider, invoice.paidVia))))
      .find((t) => t.paymentType !== null);
    if (settled && gatewayCanRefund(settled.paymentType)) return { method: "gateway", orderId: settled.orderId };
  }
  return { method: "bank" };
}

/** The planner's cancel page, for the whole invoice or one line; the token opens it for guests. */
export function cancelPath(invoice: Pick<Invoice, "invoiceNo" | "accessToken">, lineId?: number): string {
  const params = new URLSearchParams({ token: invoice.accessToken });
  if (lineId) params.set("line", String(lineId));
  return `/cancel-booking/${encodeURIComponent(invoice.invoiceNo)}?${params}`;
}

/** Whether cancelling these lines of this invoice would need the planner's bank account. */
export async function needsBankDetails(invoiceId: number, quotes: Pick<LineQuote, "refund">[]): Promise<boolean> {
  if (!quotes.some((q) => q.refund > 0)) return false;
  const db = getDb();
  const invoice = await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, invoiceId)));
  return !!invoice && (await refundRoute(db as unknown as Tx, invoice)).method === "bank";
}

/**
 * Cancels lines (or releases an unpaid invoice) in one transaction. A line already cancelled is
 * passed over, so a double submit cancels and refunds once. Mail is delivered after commit.
 */
export async function cancelBooking(request: CancelRequest): Promise<CancelResult> {
  const now = request.now ?? new Date();
  const db = getDb();
  let mailIds: number[] = [];
  try {
    const result = await transaction(async (tx): Promise<CancelResult & { mailIds?: number[] }> => {
            const invoice = await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, request.invoiceId)));
            if (!invoice) throw new CancelFailure(msg("cancellations.reservationNotFound"), 404);
            const lines = await tx.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
            const by = request.by;
            if (by.kind === "vendor" && !request.reason.trim()) throw new CancelFailure(CANCELLATION_MESSAGES.reasonRequired, 400);

            // An unpaid invoice: the planner (or admin) cancels it as a whole; its hold is released.
            if (invoice.status !== "paid") {
              if (by.kind === "vendor" || by.kind === "lapse") throw new CancelFailure(CANCELLATION_MESSAGES.notPaid, 409);
              if (!canReleaseInvoice(invoice)) throw new CancelFailure(CANCELLATION_MESSAGES.alreadyCancelled, 409);
              // The lines stay as they were: a cancelled invoice holds nothing. Its open payment
              // sessions are expired at the gateway, and a payment that still arrives is refunded,
              // never revives it (ADR 0353).
              await run((db) => db.update(tables.invoices).set({ status: "cancelled" }).where(and(eq(tables.invoices.id, invoice.id), eq(tables.invoices.status, "pending"))));
              await queueExpireOpenSessions(tx, invoice.id, now);
              if (by.kind === "admin") {
                await recordAudit(tx, by.actor, { action: "cancel", subject: `invoice ${invoice.invoiceNo}`, invoiceId: invoice.id, oldValue: "pending", newValue: "cancelled" }, now);
              }
              return { ok: true, cancelled: lines.map((l) => l.id), refundTotal: 0, released: true, mailIds: [await queueMail(tx, releasedMail(invoice, request.origin))] };
            }

            const chosen = lines.filter((l) => request.lineIds.includes(l.id));
            if (!chosen.length || chosen.length !== new Set(request.lineIds).size) throw new CancelFailure(msg("cancellations.reservationNotFound"), 404);
            if (by.kind === "vendor" && chosen.some((l) => l.supplierId !== by.supplierId)) throw new CancelFailure(msg("cancellations.reservationNotFound"), 404);
            const open = chosen.filter((l) => !l.cancelledAt);
            if (!open.length) return { ok: true, cancelled: [], refundTotal: 0, released: false };

            const refunds = open.map((line) => {
              const paid = linePaid(invoice, line);
              if (by.kind === "planner") {
                const quote = quoteLine(invoice, line, now);
                if (quote.blocked === "cutoff") throw new CancelFailure(CANCELLATION_MESSAGES.cutoff, 409);
                return { line, paid, amount: quote.refund };
              }
              if (by.kind === "lapse") {
                const percent = refundPercent(line.cancellationPolicy, line.startsAt, now) ?? 0;
                return { line, paid, amount: refundAmount(paid, percent) };
              }
              if (by.kind === "vendor") {
                if (line.endsAt.getTime() <= now.getTime()) throw new CancelFailure(msg("cancellations.alreadyTookPlace"), 409);
                return { line, paid, amount: paid };
              }
              const amount = request.adminAmounts?.[line.id] ?? paid;
              if (!Number.isInteger(amount) || amount < 0) throw new CancelFailure("Enter the refund in whole rupiah.", 400);
              if (amount > paid) throw new CancelFailure(CANCELLATION_MESSAGES.amountTooHigh, 400);
              return { line, paid, amount };
            });
            const refundTotal = refunds.reduce((sum, r) => sum + r.amount, 0);
            if (request.expectedRefund !== undefined && request.expectedRefund !== refundTotal) {
              throw new CancelFailure(CANCELLATION_MESSAGES.quoteChanged, 409, "quote");
            }
            const route = await refundRoute(tx, invoice);
            if (route.method === "bank" && by.kind === "planner" && refundTotal > 0 && !request.bank) {
              throw new CancelFailure(msg("cancellations.bankNeeded"), 400, "bank");
            }

            const cancelled: number[] = [];
            const queued: number[] = [];
            for (const { line, paid, amount } of refunds) {
              const changed = await run((db) => db
                          .update(tables.reservationLines)
                          .set({ cancelledAt: now, cancelledBy: by.kind, cancelledByUserId: by.kind === "admin" ? by.actor.id : by.kind === "lapse" ? null : by.userId, cancelReason: request.reason })
                          .where(and(eq(tables.reservationLines.id, line.id), isNull(tables.reservationLines.cancelledAt))));
              if (changed.changes !== 1) continue;
              cancelled.push(line.id);
              // A pending date change of a cancelled line has nothing left to move.
              await run((db) => db.update(tables.dateChangeRequests)
                            .set({ status: "withdrawn", decidedAt: now })
                            .where(and(eq(tables.dateChangeRequests.lineId, line.id), eq(tables.dateChangeRequests.status, "requested"))));
              if (by.kind === "admin") {
                await recordAudit(
                  tx,
                  by.actor,
                  {
                    action: "cancel",
                    subject: lineSubject(line, invoice.invoiceNo),
                    invoiceId: invoice.id,
                    lineId: line.id,
                    oldValue: `booked, paid ${formatRupiah(paid)}`,
                    newValue: `cancelled, refund ${formatRupiah(amount)}${request.reason ? ` (${request.reason})` : ""}`,
                  },
                  now,
                );
              }
              if (amount <= 0) continue;
              const refundId = await openLineRefund(tx, {
                invoice,
                line,
                amount,
                linePaid: paid,
                reason: request.reason,
                initiatedBy: by.kind,
                method: route.method,
                orderId: route.method === "gateway" ? route.orderId : null,
                bank: request.bank ?? undefined,
                // The job's "refund sent" e-mail links to this request's origin, as this request's own mails do (ADR 0382).
                origin: request.origin,
                now,
              });
              // The line was live a moment ago (the update above took it): a refund already under its key is a fault.
              if (refundId === null) throw new Error(`line ${line.id} of ${invoice.invoiceNo} already has a refund`);
            }
            if (!cancelled.length) return { ok: true, cancelled: [], refundTotal: 0, released: false };

            const done = refunds.filter((r) => cancelled.includes(r.line.id));
            queued.push(await queueMail(tx, await plannerCancellationMail(invoice, done, by, route.method, request.origin, request.reason)));
            for (const supplierId of new Set(done.map((r) => r.line.supplierId))) {
              const vendor = await vendorContact(tx, supplierId);
              if (vendor) queued.push(await queueMail(tx, vendorCancellationMail(vendor, invoice, done.filter((r) => r.line.supplierId === supplierId), by, request.origin)));
            }
            return { ok: true, cancelled, refundTotal: done.reduce((s, r) => s + r.amount, 0), released: false, mailIds: queued };
          });
    mailIds = result.mailIds ?? [];
    const { mailIds: _ids, ...answer } = result as CancelResult & { mailIds?: number[] };
    if (mailIds.length) await deliverQueuedMail(mailIds);
    return answer;
  } catch (error) {
    if (error instanceof CancelFailure) return { ok: false, status: error.status, message: error.message, code: error.code };
    throw error;
  }
}

/** The vendor's e-mail and name, for the mails about their bookings. */
export async function vendorContact(tx: Pick<Tx, "select">, supplierId: number) {
  return await first(tx
      .select({ email: tables.users.email, name: tables.suppliers.name, firstName: tables.users.firstName, language: tables.users.language })
      .from(tables.suppliers)
      .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
      .where(eq(tables.suppliers.id, supplierId)));
}

type Done = { line: ReservationLine; paid: number; amount: number };

function lineWords(lang: Lang, l: ReservationLine) {
  return fill(mailStrings(lang).cancelLine, { product: l.productName, venue: l.venueName, room: l.subVenueName, when: dateTimeIn(lang, l.startsAt) });
}

/** A search for the same date, time, attendees and district, for a planner whose venue cancelled. */
export function searchAgainPath(line: Pick<ReservationLine, "startsAt" | "qty" | "unit">, location: string) {
  const params = new URLSearchParams({ date: baliIsoDate(line.startsAt), time: baliTime(line.startsAt) });
  if (line.unit === "Person") params.set("pax", String(line.qty));
  if (location) params.set("location", location);
  return `/search?${params}`;
}

async function plannerCancellationMail(invoice: Invoice, done: Done[], by: Canceller, method: "gateway" | "bank", origin: string, reason: string) {
  const lang = invoiceLanguage(invoice);
  const t = mailStrings(lang);
  const paths = invoicePaths(invoice);
  const links = [`${origin}${paths.voucher}`];
  const refundTotal = done.reduce((s, r) => s + r.amount, 0);
  const searchLinks =
    by.kind === "vendor"
      ? await Promise.all(done.map(async (r) => {
          const location = (await first(getDb().select({ location: tables.venues.location }).from(tables.venues).where(eq(tables.venues.id, r.line.venueId))))?.location ?? "";
          return `${origin}${searchAgainPath(r.line, location.toLowerCase().replace(/\s+/g, "-"))}`;
        }))
      : [];
  links.push(...searchLinks);
  const values = { invoiceNo: invoice.invoiceNo, brand: BRAND };
  const text = [
    fill(t.dear, { name: invoice.name }),
    fill(by.kind === "vendor" ? t.cancelByVendor : by.kind === "lapse" ? t.cancelByLapse : by.kind === "admin" ? t.cancelByAdmin : t.cancelByPlanner, values),
    done.map((r) => fill(t.cancelPaidRefund, { line: lineWords(lang, r.line), paid: formatRupiah(r.paid), refund: formatRupiah(r.amount) })).join("\n"),
    // The lines in `done` were read before the update, so the reason comes from the request.
    by.kind === "vendor" && reason.trim() ? fill(t.cancelReason, { reason: reason.trim() }) : "",
    refundTotal > 0
      ? fill(method === "gateway" ? t.cancelRefundGateway : t.cancelRefundBank, { amount: formatRupiah(refundTotal) })
      : t.cancelNoRefund,
    searchLinks.length ? `${t.cancelSearchAgain}\n${searchLinks.join("\n")}` : "",
    fill(t.yourBooking, { link: links[0] }),
  ].filter(Boolean);
  return withLinks({ to: invoice.email, subject: fill(t.cancelSubject, values), text: text.join("\n\n") }, links);
}

function vendorCancellationMail(vendor: { email: string; name: string; firstName: string; language: Lang }, invoice: Invoice, done: Done[], by: Canceller, origin: string) {
  const lang = vendor.language;
  const t = mailStrings(lang);
  const links = [`${origin}/dashboard/manage-reservations`];
  const values = { invoiceNo: invoice.invoiceNo, brand: BRAND };
  return withLinks(
    {
      to: vendor.email,
      subject: fill(t.cancelSubject, values),
      text: [
        fill(t.dear, { name: vendor.name || vendor.firstName }),
        fill(by.kind === "planner" ? t.vendorCancelPlanner : by.kind === "admin" ? t.vendorCancelAdmin : by.kind === "lapse" ? t.vendorCancelLapse : t.vendorCancelVendor, values),
        done.map((r) => fill(t.vendorCancelRefund, { line: lineWords(lang, r.line), refund: formatRupiah(r.amount), paid: formatRupiah(r.paid) })).join("\n"),
        fill(t.yourReservationsLink, { link: links[0] }),
      ].join("\n\n"),
    },
    links,
  );
}

function releasedMail(invoice: Invoice, origin: string) {
  const t = mailStrings(invoiceLanguage(invoice));
  const links = [`${origin}/search`];
  return withLinks(
    {
      to: invoice.email,
      subject: fill(t.releasedSubject, { brand: BRAND, invoiceNo: invoice.invoiceNo }),
      text: [fill(t.dear, { name: invoice.name }), fill(t.releasedText, { invoiceNo: invoice.invoiceNo }), fill(t.releasedSearch, { link: links[0] })].join("\n\n"),
    },
    links,
  );
}

/** The refunds of an invoice's lines, for the planner's and admin's views. */
export async function refundsOfInvoice(invoiceId: number) {
  return await getDb().select().from(tables.refunds).where(eq(tables.refunds.invoiceId, invoiceId));
}

export async function refundsOfInvoices(invoiceIds: number[]) {
  if (!invoiceIds.length) return [];
  return await getDb().select().from(tables.refunds).where(inArray(tables.refunds.invoiceId, invoiceIds));
}
