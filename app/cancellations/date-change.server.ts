// Moving a paid booking to another date (issue 22 item 8, ADR 0252). The planner asks before the
// cancellation cut-off for another start on the same room, same product, unit and quantity; the
// new slot must be bookable by the cart's rules and free (the line itself aside). The vendor
// accepts or declines. Accepting moves the line in one immediate transaction that checks the
// slot again, so the line holds either its old or its new time, never both or neither, and a
// checkout racing for the same slot gets it only if the move did not. The booked price holds.
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import * as z from "zod";
import { bookingDateRange, dateWindowMessage } from "~/availability/booking-window";
import { bookingEnd, findSlotConflict, occupiedWindow, takenMessage } from "~/availability/availability.server";
import { checkBookingRules, loadBookableProduct } from "~/cart/cart.server";
import { closureRefusal } from "~/bali-calendar/closure-days.server";
import { startTimes } from "~/availability/opening-hours";
import { vendorContact } from "~/cancellations/cancellation.server";
import { cancellationCutoff } from "~/terms/cancellation-policies";
import { canViewInvoice, invoicePaths, type Invoice, type InvoiceViewer, type ReservationLine } from "~/payments/invoice.server";
import { getDb, tables, first, write, run, transaction, isUniqueViolation } from "~/db.server";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import { balanceOwed, type Tx } from "~/payments/invoice-status.server";
import { BRAND } from "~/utils/constants";
import { addDaysIso, baliIsoDate, baliTime, baliToUtc, formatDate, formatDateTime, formatTimeOfDay, isIsoDate } from "~/utils/format";
import { dateTimeIn, fill, invoiceLanguage, mailStrings, type Lang } from "~/mail/mail-language.server";
import { DATE_CHANGE_NOTE_MAX } from "~/utils/limits";
import { msg } from "~/i18n/message-ref";
export { DATE_CHANGE_NOTE_MAX } from "~/utils/limits";

/** The date change's refusals, as message references (the pages render them, ADR 0391). */
export const DATE_CHANGE_MESSAGES = {
  cutoff: msg("cancellations.dateChangeCutoff"),
  cancelled: msg("cancellations.dateChangeCancelled"),
  notPaid: msg("cancellations.dateChangeNotPaid"),
  openRequest: msg("cancellations.dateChangeOpenRequest"),
  sameTime: msg("cancellations.dateChangeSameTime"),
  dateRequired: msg("cancellations.dateChangeDateRequired"),
  timeRequired: msg("cancellations.dateChangeTimeRequired"),
  noteTooLong: msg("cancellations.dateChangeNoteTooLong", { max: DATE_CHANGE_NOTE_MAX }),
  answered: msg("cancellations.dateChangeAnswered"),
  newTimePassed: msg("cancellations.dateChangeNewTimePassed"),
  bookingPassed: msg("cancellations.dateChangeBookingPassed"),
  notFound: msg("cancellations.dateChangeNotFound"),
  /** The balance would already be due at the new date: it is paid first (issue 40). */
  balanceFirst: msg("cancellations.dateChangeBalanceFirst"),
  cannotMove: msg("cancellations.cannotMove"),
  reservationNotFound: msg("cancellations.reservationNotFound"),
} as const;

/** The vendor's page when an answer failed without a reason (/dashboard/date-changes). */
export const REQUEST_NOT_ANSWERED = msg("cancellations.requestNotAnswered");

/** The vendor's message to the planner with an answer is too long (/dashboard/date-changes). */
export const DECISION_NOTE_TOO_LONG = msg("cancellations.decisionNoteTooLong", { max: DATE_CHANGE_NOTE_MAX });

export type DateChangeRequest = typeof tables.dateChangeRequests.$inferSelect;

/** A time of day "HH:mm" as a reference: 10:00 in English, 10.00 in Indonesian. */
const timeOfDay = (hhmm: string) => msg("cancellations.time", { hours: hhmm.slice(0, 2), minutes: hhmm.slice(3, 5) });

/** "From 10:00 the booking ends at 18:00 (8 hours instead of 9)...": the planner accepts a shorter booking knowingly. */
export function shorterMessage(from: string, to: string, hours: number, bookedHours: number): string {
  return msg("cancellations.shorterTime", { from: timeOfDay(from), to: timeOfDay(to), hours, bookedHours });
}

/** The planner's form (server-side validation; the page renders the messages next to the fields). */
export const DateChangeSchema = z.object({
  date: z.string({ error: DATE_CHANGE_MESSAGES.dateRequired }).trim().min(1, DATE_CHANGE_MESSAGES.dateRequired),
  time: z
    .string({ error: DATE_CHANGE_MESSAGES.timeRequired })
    .trim()
    .regex(/^([01]\d|2[0-3]):00$/, DATE_CHANGE_MESSAGES.timeRequired),
  note: z.string().trim().max(DATE_CHANGE_NOTE_MAX, DATE_CHANGE_MESSAGES.noteTooLong).optional(),
  /** The planner has seen that the new start gives a shorter booking (closing time) and accepts it. */
  acceptShorter: z.literal("on").optional(),
});
export type DateChangeInput = z.infer<typeof DateChangeSchema>;

type Failure = { ok: false; status: 400 | 404 | 409; formError?: string; fieldErrors?: Record<string, string[]>; code?: "shorter" };

class DateChangeFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.formError ?? Object.values(failure.fieldErrors ?? {})[0]?.[0] ?? "refused");
  }
}
const refuse = (status: Failure["status"], formError?: string, fieldErrors?: Failure["fieldErrors"], code?: Failure["code"]): never => {
  throw new DateChangeFailure({ ok: false, status, formError, fieldErrors, code });
};

/**
 * The balance's due date once a line starts at `startsAt`: as many days before the earliest
 * live deposit booking as the invoice's terms gave at checkout (its due date's distance from the
 * earliest such booking then). Null when the invoice has no balance date.
 */
export function movedBalanceDueAt(
  invoice: Pick<Invoice, "balanceDueAt">,
  lines: Pick<ReservationLine, "id" | "startsAt" | "cancelledAt" | "depositAmount">[],
  move: { lineId: number; startsAt: Date; fromStartsAt?: Date },
): Date | null {
  if (!invoice.balanceDueAt) return null;
  const withDeposit = lines.filter((l) => !l.cancelledAt && l.depositAmount > 0);
  if (!withDeposit.length) return null;
  const DAY = 86_400_000;
  // Before the move (the line at its old start, when the caller has already moved it).
  const before = withDeposit.map((l) => (l.id === move.lineId && move.fromStartsAt ? move.fromStartsAt : l.startsAt));
  const earliestBefore = baliToUtc(baliIsoDate(new Date(Math.min(...before.map((d) => d.getTime())))));
  const daysBefore = Math.round((earliestBefore.getTime() - baliToUtc(baliIsoDate(invoice.balanceDueAt)).getTime()) / DAY);
  const after = withDeposit.map((l) => (l.id === move.lineId ? move.startsAt : l.startsAt));
  const earliestAfter = new Date(Math.min(...after.map((d) => d.getTime())));
  return baliToUtc(addDaysIso(baliIsoDate(earliestAfter), -daysBefore));
}

/** Why this line cannot be moved now (what the planner reads), or null when it can. */
export function dateChangeBlocked(invoice: Pick<Invoice, "status">, line: Pick<ReservationLine, "cancelledAt" | "startsAt">, now = new Date()): string | null {
  if (line.cancelledAt) return DATE_CHANGE_MESSAGES.cancelled;
  if (invoice.status !== "paid") return DATE_CHANGE_MESSAGES.notPaid;
  if (now.getTime() >= cancellationCutoff(line.startsAt).getTime()) return DATE_CHANGE_MESSAGES.cutoff;
  return null;
}

async function openRequestOf(db: Pick<Tx, "select">, lineId: number) {
  return await first(db
      .select()
      .from(tables.dateChangeRequests)
      .where(and(eq(tables.dateChangeRequests.lineId, lineId), eq(tables.dateChangeRequests.status, "requested"))));
}

/**
 * What the planner's page shows for one line of an invoice this viewer may see: the line, the
 * times its product can start, the booking window, why it cannot be moved (if so), the open
 * request and the latest answered one. Null when the invoice or line is not theirs to see.
 */
export async function loadDateChangePage(invoiceNo: string | undefined, lineRef: string | null, viewer: InvoiceViewer, now = new Date()) {
  const db = getDb();
  const lineId = Number(lineRef);
  if (!invoiceNo || invoiceNo.length > 64 || !Number.isSafeInteger(lineId) || lineId < 1) return null;
  const invoice = await first(db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, invoiceNo)));
  if (!invoice || !canViewInvoice(invoice, viewer)) return null;
  const line = await first(db
      .select()
      .from(tables.reservationLines)
      .where(and(eq(tables.reservationLines.id, lineId), eq(tables.reservationLines.invoiceId, invoice.id))));
  if (!line) return null;
  const product = await first(db
      .select({ openTime: tables.products.openTime, closeTime: tables.products.closeTime })
      .from(tables.products)
      .where(eq(tables.products.id, line.productId)));
  const requests = await db
      .select()
      .from(tables.dateChangeRequests)
      .where(eq(tables.dateChangeRequests.lineId, line.id))
      .orderBy(desc(tables.dateChangeRequests.createdAt), desc(tables.dateChangeRequests.id));
  return {
    invoice,
    line,
    times: product ? startTimes(product) : [],
    window: bookingDateRange(now),
    blocked: dateChangeBlocked(invoice, line, now),
    open: requests.find((r) => r.status === "requested") ?? null,
    lastAnswered: requests.find((r) => r.status === "accepted" || r.status === "declined") ?? null,
  };
}

export type DateChangeRequestInput = {
  invoiceId: number;
  lineId: number;
  input: DateChangeInput;
  origin: string;
  now?: Date;
};

/**
 * The planner's request, checked and written in one transaction with the vendor's e-mail
 * (delivered after the commit). The new slot is not held until the vendor accepts.
 */
export async function requestDateChange(request: DateChangeRequestInput): Promise<{ ok: true; request: DateChangeRequest } | Failure> {
  const now = request.now ?? new Date();
  const { date, time, note = "" } = request.input;
  const range = bookingDateRange(now);
  if (!isIsoDate(date) || date < range.min || date > range.max) {
    return { ok: false, status: 400, fieldErrors: { date: [dateWindowMessage(range.min, range.max)] } };
  }
  const startsAt = baliToUtc(date, time);
  try {
    const { row, mailId } = await transaction(async (tx) => {
            const { invoice, line } = await invoiceAndLine(tx, request.invoiceId, request.lineId);
            const blocked = dateChangeBlocked(invoice, line, now);
            if (blocked) refuse(409, blocked);
            if (await openRequestOf(tx, line.id)) refuse(409, DATE_CHANGE_MESSAGES.openRequest);
            if (startsAt.getTime() === line.startsAt.getTime()) refuse(400, undefined, { time: [DATE_CHANGE_MESSAGES.sameTime] });

            // The cart's rules for the same product, layout and quantity at the new start.
            const found = await loadBookableProduct(tx, line.productId);
            const rules = checkBookingRules(found, { startsAt, setup: line.setup, qty: line.qty }, now);
            if (rules || !found) {
              const { date: dateErrors, time: timeErrors } = rules?.fieldErrors ?? {};
              const other = rules?.formError ?? Object.values(rules?.fieldErrors ?? {})[0]?.[0] ?? DATE_CHANGE_MESSAGES.cannotMove;
              if (dateErrors || timeErrors) refuse(400, undefined, { ...(dateErrors ? { date: dateErrors } : {}), ...(timeErrors ? { time: timeErrors } : {}) });
              refuse(409, other);
            }
            const endsAt = bookingEnd(line.unit, startsAt, line.qty, found!.product.closeTime);
            // Never shortened silently (issue 40): a start that the closing time cuts short is
            // asked for only when the planner has seen the new times and accepted them.
            const booked = line.endsAt.getTime() - line.startsAt.getTime();
            if (endsAt.getTime() - startsAt.getTime() < booked && request.input.acceptShorter !== "on") {
              const hours = (ms: number) => Math.round(ms / 3_600_000);
              refuse(400, undefined, { time: [shorterMessage(baliTime(startsAt), baliTime(endsAt), hours(endsAt.getTime() - startsAt.getTime()), hours(booked))] }, "shorter");
            }
            // A deposit booking moved into its balance window pays the balance first (issue 40).
            if (invoice.balanceDueAt && (await balanceOwed(tx, invoice)) > 0) {
              const due = movedBalanceDueAt(invoice, await tx.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id)), { lineId: line.id, startsAt });
              if (due && due.getTime() <= now.getTime()) refuse(409, DATE_CHANGE_MESSAGES.balanceFirst);
            }
            const closed = await closureRefusal(tx, occupiedWindow(line.unit, startsAt, endsAt)); // ADR 0310
            if (closed) refuse(400, undefined, { date: [closed] });
            const conflict = await findSlotConflict(tx, { subVenueId: line.subVenueId, productId: line.productId, window: occupiedWindow(line.unit, startsAt, endsAt), exceptLineId: line.id }, now);
            if (conflict) refuse(409, undefined, { time: [takenMessage(line.subVenueName, conflict)] });

            const row = (await write((db) => db
                      .insert(tables.dateChangeRequests)
                      .values({
                        lineId: line.id,
                        invoiceId: invoice.id,
                        supplierId: line.supplierId,
                        fromStartsAt: line.startsAt,
                        fromEndsAt: line.endsAt,
                        startsAt,
                        endsAt,
                        note: note.trim(),
                        createdAt: now,
                      })
                      .returning()))[0];
            const vendor = await vendorContact(tx, line.supplierId);
            const mailId = vendor ? await queueMail(tx, vendorRequestMail(vendor, invoice, line, row, request.origin)) : null;
            return { row, mailId };
          });
    if (mailId) await deliverQueuedMail([mailId]);
    return { ok: true, request: row };
  } catch (error) {
    if (error instanceof DateChangeFailure) return error.failure;
    // The partial unique index answers a second request racing past the check above.
    if (isUniqueViolation(error, "date_change_requests")) {
      return { ok: false, status: 409, formError: DATE_CHANGE_MESSAGES.openRequest };
    }
    throw error;
  }
}

/** The planner takes back an open request (the vendor is told). False when none is open. */
export async function withdrawDateChange({ invoiceId, lineId, origin, now = new Date() }: { invoiceId: number; lineId: number; origin: string; now?: Date }): Promise<boolean> {
  const result = await transaction(async (tx) => {
        const open = await first(tx
                .select()
                .from(tables.dateChangeRequests)
                .where(and(eq(tables.dateChangeRequests.lineId, lineId), eq(tables.dateChangeRequests.invoiceId, invoiceId), eq(tables.dateChangeRequests.status, "requested"))));
        if (!open) return null;
        await run((db) => db.update(tables.dateChangeRequests).set({ status: "withdrawn", decidedAt: now }).where(eq(tables.dateChangeRequests.id, open.id)));
        const { invoice, line } = await invoiceAndLine(tx, invoiceId, lineId);
        const vendor = await vendorContact(tx, open.supplierId);
        return vendor ? await queueMail(tx, vendorWithdrawnMail(vendor, invoice, line, open, origin)) : 0;
      });
  if (result) await deliverQueuedMail([result]);
  return result !== null;
}

async function invoiceAndLine(tx: Pick<Tx, "select">, invoiceId: number, lineId: number) {
  const invoice = await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, invoiceId)));
  const line = await first(tx.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, lineId)));
  if (!invoice || !line || line.invoiceId !== invoice.id) return refuse(404, DATE_CHANGE_MESSAGES.reservationNotFound);
  return { invoice, line };
}

export type DateChangeDecision = {
  requestId: number;
  /** The vendor answering: only requests on their own lines are found. */
  supplierId: number;
  userId: number;
  decision: "accept" | "decline";
  note?: string;
  origin: string;
  now?: Date;
};

/**
 * The vendor's answer. Accepting re-checks the new slot and moves the line's start and end in
 * the same immediate transaction (SQLite's write lock: a checkout of the same slot commits
 * wholly before or after it). Another vendor's request is "not found".
 */
export async function decideDateChange(decision: DateChangeDecision): Promise<{ ok: true; request: DateChangeRequest } | Failure> {
  const now = decision.now ?? new Date();
  const note = (decision.note ?? "").trim().slice(0, DATE_CHANGE_NOTE_MAX);
  try {
    const { row, mailId } = await transaction(async (tx) => {
            const request = await first(tx
                      .select()
                      .from(tables.dateChangeRequests)
                      .where(and(eq(tables.dateChangeRequests.id, decision.requestId), eq(tables.dateChangeRequests.supplierId, decision.supplierId))));
            if (!request) return refuse(404, DATE_CHANGE_MESSAGES.notFound);
            if (request.status !== "requested") return refuse(409, DATE_CHANGE_MESSAGES.answered);
            const { invoice, line } = await invoiceAndLine(tx, request.invoiceId, request.lineId);
            if (line.supplierId !== decision.supplierId) return refuse(404, DATE_CHANGE_MESSAGES.notFound);

            if (decision.decision === "accept") {
              if (line.cancelledAt) refuse(409, DATE_CHANGE_MESSAGES.cancelled);
              if (invoice.status !== "paid") refuse(409, DATE_CHANGE_MESSAGES.notPaid);
              if (line.startsAt.getTime() <= now.getTime()) refuse(409, DATE_CHANGE_MESSAGES.bookingPassed);
              if (request.startsAt.getTime() <= now.getTime()) refuse(409, DATE_CHANGE_MESSAGES.newTimePassed);
              const window = occupiedWindow(line.unit, request.startsAt, request.endsAt);
              const closed = await closureRefusal(tx, window); // a closure day set after the request (ADR 0310)
              if (closed) refuse(409, msg("calendar.closedDeclineRequest", { problem: closed }));
              const conflict = await findSlotConflict(tx, { subVenueId: line.subVenueId, productId: line.productId, window, exceptLineId: line.id }, now);
              if (conflict) refuse(409, msg("calendar.closedDeclineRequest", { problem: msg("cancellations.noLongerFree", { problem: takenMessage(line.subVenueName, conflict) }) }));
              // Guarded on the booked start: a line changed since the request is not moved blindly.
              const moved = await run((db) => db
                          .update(tables.reservationLines)
                          .set({ startsAt: request.startsAt, endsAt: request.endsAt })
                          .where(and(eq(tables.reservationLines.id, line.id), eq(tables.reservationLines.startsAt, request.fromStartsAt))));
              if (moved.changes !== 1) refuse(409, "The booking has changed since the request. Please decline it.");
              // The balance's due date follows the booking (issue 40): the lapse job and the
              // reminders key on it.
              const due = movedBalanceDueAt(invoice, await tx.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id)), { lineId: line.id, startsAt: request.startsAt, fromStartsAt: request.fromStartsAt });
              if (due) await run((db) => db.update(tables.invoices).set({ balanceDueAt: due }).where(eq(tables.invoices.id, invoice.id)));
            }
            const status = decision.decision === "accept" ? ("accepted" as const) : ("declined" as const);
            const row = (await write((db) => db
                      .update(tables.dateChangeRequests)
                      .set({ status, decidedAt: now, decidedByUserId: decision.userId, decisionNote: status === "declined" ? note : "" })
                      .where(and(eq(tables.dateChangeRequests.id, request.id), eq(tables.dateChangeRequests.status, "requested")))
                      .returning()))[0];
            if (!row) return refuse(409, DATE_CHANGE_MESSAGES.answered);
            const mailId = await queueMail(tx, plannerDecisionMail(invoice, line, row, decision.origin));
            return { row, mailId };
          });
    await deliverQueuedMail([mailId]);
    return { ok: true, request: row };
  } catch (error) {
    if (error instanceof DateChangeFailure) return error.failure;
    throw error;
  }
}

export type VendorDateChange = Awaited<ReturnType<typeof listDateChangesForVendor>>[number];

/**
 * A vendor's date change requests: open ones first (soonest booked date first), each saying
 * whether the new time is still free, then the 20 latest answered or withdrawn.
 */
export async function listDateChangesForVendor(supplierId: number, now = new Date()) {
  const db = getDb();
  const select = () =>
    db
      .select({ request: tables.dateChangeRequests, line: tables.reservationLines, invoiceNo: tables.invoices.invoiceNo, booker: tables.invoices.name, company: tables.invoices.companyName })
      .from(tables.dateChangeRequests)
      .innerJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.dateChangeRequests.lineId))
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.dateChangeRequests.invoiceId));
  const open = await select()
    .where(and(eq(tables.dateChangeRequests.supplierId, supplierId), eq(tables.dateChangeRequests.status, "requested")))
    .orderBy(asc(tables.dateChangeRequests.fromStartsAt), asc(tables.dateChangeRequests.id));
  const answered = await select()
    .where(and(eq(tables.dateChangeRequests.supplierId, supplierId), ne(tables.dateChangeRequests.status, "requested")))
    .orderBy(desc(tables.dateChangeRequests.decidedAt), desc(tables.dateChangeRequests.id))
    .limit(20);
  return await Promise.all([...open, ...answered].map(async ({ request, line, invoiceNo, booker, company }) => {
    let problem: string | null = null;
    if (request.status === "requested") {
      if (request.startsAt.getTime() <= now.getTime()) problem = DATE_CHANGE_MESSAGES.newTimePassed;
      else {
        const conflict = await findSlotConflict(db, { subVenueId: line.subVenueId, productId: line.productId, window: occupiedWindow(line.unit, request.startsAt, request.endsAt), exceptLineId: line.id }, now);
        if (conflict) problem = msg("cancellations.noLongerFree", { problem: takenMessage(line.subVenueName, conflict) });
        problem ??= await closureRefusal(db, occupiedWindow(line.unit, request.startsAt, request.endsAt));
      }
    }
    return {
      id: request.id,
      lineId: line.id,
      status: request.status,
      title: `${line.productName}, ${line.subVenueName}`,
      eventName: line.eventName,
      booker: company ? `${booker} (${company})` : booker,
      invoiceNo,
      from: spanWords(request.fromStartsAt, request.fromEndsAt),
      to: spanWords(request.startsAt, request.endsAt),
      note: request.note,
      requestedAt: formatDateTime(request.createdAt),
      decidedAt: request.decidedAt ? formatDateTime(request.decidedAt) : null,
      problem,
    };
  }));
}

/** Open requests waiting for this vendor's answer (menu badge and action centre). */
export async function openDateChangeCount(supplierId: number): Promise<number> {
  return (
    (await first(getDb()
            .select({ n: count() })
            .from(tables.dateChangeRequests)
            .where(and(eq(tables.dateChangeRequests.supplierId, supplierId), eq(tables.dateChangeRequests.status, "requested")))))?.n ?? 0
  );
}

/** Open requests of some lines (the planner's views). */
export async function openDateChangesOfLines(lineIds: number[]) {
  if (!lineIds.length) return [];
  return await getDb()
      .select()
      .from(tables.dateChangeRequests)
      .where(and(inArray(tables.dateChangeRequests.lineId, lineIds), eq(tables.dateChangeRequests.status, "requested")));
}

/** "12/12/2026 10:00 to 12:00" (Bali time); a span over midnight gives both dates. */
export function spanWords(from: Date, to: Date, lang: Lang = "en"): string {
  const endsAtMidnight = baliTime(to) === "00:00";
  const lastDay = baliIsoDate(endsAtMidnight ? to.getTime() - 1 : to);
  const t = mailStrings(lang);
  const time = (at: Date) => formatTimeOfDay(at, lang);
  if (lastDay === baliIsoDate(from)) return fill(t.spanSameDay, { from: dateTimeIn(lang, from), to: endsAtMidnight ? (lang === "id" ? "24.00" : "24:00") : time(to) });
  return fill(t.spanDays, { from: dateTimeIn(lang, from), toDate: formatDate(to), toTime: time(to) });
}

export { dateChangePath } from "~/payments/invoice-status.server";

type Vendor = { email: string; name: string; firstName: string; language: Lang };
const lineTitle = (line: ReservationLine) => `${line.productName} (${line.venueName}, ${line.subVenueName})`;

function vendorRequestMail(vendor: Vendor, invoice: Invoice, line: ReservationLine, request: DateChangeRequest, origin: string) {
  const lang = vendor.language;
  const t = mailStrings(lang);
  const links = [`${origin}/dashboard/date-changes`];
  return withLinks(
    {
      to: vendor.email,
      subject: fill(t.dateRequestSubject, { brand: BRAND, invoiceNo: invoice.invoiceNo }),
      text: [
        fill(t.dear, { name: vendor.name || vendor.firstName }),
        fill(t.dateRequestIntro, { name: invoice.name, invoiceNo: invoice.invoiceNo }),
        `${lineTitle(line)}\n${fill(t.dateRequestBooked, { span: spanWords(request.fromStartsAt, request.fromEndsAt, lang) })}\n${fill(t.dateRequestAsked, { span: spanWords(request.startsAt, request.endsAt, lang) })}`,
        request.note ? fill(t.dateRequestNote, { note: request.note }) : "",
        fill(t.dateRequestAct, { link: links[0] }),
      ]
        .filter(Boolean)
        .join("\n\n"),
    },
    links,
  );
}

function vendorWithdrawnMail(vendor: Vendor, invoice: Invoice, line: ReservationLine, request: DateChangeRequest, origin: string) {
  const lang = vendor.language;
  const t = mailStrings(lang);
  const links = [`${origin}/dashboard/date-changes`];
  return withLinks(
    {
      to: vendor.email,
      subject: fill(t.dateWithdrawnSubject, { brand: BRAND, invoiceNo: invoice.invoiceNo }),
      text: [
        fill(t.dear, { name: vendor.name || vendor.firstName }),
        fill(t.dateWithdrawnText, { name: invoice.name, line: lineTitle(line), asked: spanWords(request.startsAt, request.endsAt, lang), booked: spanWords(line.startsAt, line.endsAt, lang) }),
        fill(t.dateWithdrawnLink, { link: links[0] }),
      ].join("\n\n"),
    },
    links,
  );
}

function plannerDecisionMail(invoice: Invoice, line: ReservationLine, request: DateChangeRequest, origin: string) {
  const lang = invoiceLanguage(invoice);
  const t = mailStrings(lang);
  const paths = invoicePaths(invoice);
  const voucher = `${origin}${paths.voucher}`;
  const calendar = `${origin}${paths.calendar}&line=${line.id}`;
  const accepted = request.status === "accepted";
  const values = { line: lineTitle(line), invoiceNo: invoice.invoiceNo, asked: spanWords(request.startsAt, request.endsAt, lang), booked: spanWords(request.fromStartsAt, request.fromEndsAt, lang) };
  const text = accepted
    ? [
        fill(t.dear, { name: invoice.name }),
        fill(t.dateAcceptedText, values),
        t.dateAcceptedPrice,
        fill(t.yourVoucher, { link: voucher }),
        fill(t.dateAcceptedCalendar, { link: calendar }),
      ]
    : [
        fill(t.dear, { name: invoice.name }),
        fill(t.dateDeclinedText, values),
        request.decisionNote ? fill(t.dateDeclinedNote, { note: request.decisionNote }) : "",
        fill(t.yourVoucher, { link: voucher }),
      ];
  const links = accepted ? [voucher, calendar] : [voucher];
  return withLinks(
    { to: invoice.email, subject: fill(accepted ? t.dateAcceptedSubject : t.dateDeclinedSubject, { brand: BRAND, invoiceNo: invoice.invoiceNo }), text: text.filter(Boolean).join("\n\n") },
    links,
  );
}
