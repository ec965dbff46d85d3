// Island-wide closure days (ADR 0310): the admin's list of Bali dates on which nothing can be
// booked (Nyepi). A booking is refused when the window it occupies overlaps a closure day's
// Bali calendar day (00:00 to 24:00 Bali time), at every step that makes or moves a booking:
// add to cart (web and /v1), the cart's list and checkout, date change request and acceptance,
// and search. Changes are audited (ADR 0141).
import { and, asc, eq, gte, lte } from "drizzle-orm";
import * as z from "zod";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import { closedMessage, holidaysBetween, type BaliCalendarNotes, type CalendarDay } from "~/bali-calendar/holidays";
import { getDb, keptUntilCommit, type DB, tables, first, write, run, transaction } from "~/db.server";
import { msg } from "~/i18n/message-ref";
import { addDaysIso, baliIsoDate, baliToUtc, isIsoDate, isoDateLabel } from "~/utils/format";

type Reader = Pick<DB, "select">;
type Window = { from: Date; to: Date };

/**
 * The name migration 0047 gave the Nyepi days it seeded: those rows are the fixed holiday and
 * carry its reference (shown in the page's language); any other name is the admin's text, shown
 * as typed (ADR 0391; app/i18n/catalog/calendar.server.ts).
 */
const SEEDED_NYEPI_NAME = "Nyepi, Day of Silence";
const dayName = (stored: string) => (stored === SEEDED_NYEPI_NAME ? msg("calendar.nyepi") : stored);

type ClosureDay = Readonly<CalendarDay & { id: number; note: string }>;

/**
 * Closure days from `from` to `to` (Bali dates, inclusive), in date order; names as shown (see
 * dayName). Every search and product page asks for the year ahead: read once until something is
 * committed (ADR 0445).
 */
export function closureDaysBetween(from: string, to: string, db: Reader = getDb()): Promise<readonly ClosureDay[]> {
  return keptUntilCommit(db, `closureDays:${from}:${to}`, () => readClosureDays(from, to, db));
}

async function readClosureDays(from: string, to: string, db: Reader): Promise<readonly ClosureDay[]> {
  return (await db
      .select({ id: tables.closureDays.id, date: tables.closureDays.date, name: tables.closureDays.name, note: tables.closureDays.note })
      .from(tables.closureDays)
      .where(and(gte(tables.closureDays.date, from), lte(tables.closureDays.date, to)))
      .orderBy(asc(tables.closureDays.date)))
    .map((day) => Object.freeze({ ...day, name: dayName(day.name) }));
}

/** The first closure day whose Bali day overlaps `window` ([from, to)), or null. */
export async function closureDayOverlapping(db: Reader, window: Window): Promise<CalendarDay | null> {
  if (window.to.getTime() <= window.from.getTime()) return null;
  const first = baliIsoDate(window.from);
  // The last Bali day the window reaches into (an end at midnight does not reach the next day).
  const last = baliIsoDate(window.to.getTime() - 1);
  return (await closureDaysBetween(first, last, db))[0] ?? null;
}

/** The refusal of a booking occupying `window`, or null when no closure day is touched. */
export async function closureRefusal(db: Reader, window: Window): Promise<string | null> {
  const day = await closureDayOverlapping(db, window);
  return day ? closedMessage(day) : null;
}

/** The refusal of a search or a pick on `date` (YYYY-MM-DD), or null. */
export async function closureRefusalOn(date: string, db: Reader = getDb()): Promise<string | null> {
  if (!isIsoDate(date)) return null;
  return await closureRefusal(db, { from: baliToUtc(date), to: baliToUtc(addDaysIso(date, 1)) });
}

/** What the date pickers show for the window from `from` to `to`: closure days and public holidays. */
export async function baliCalendarNotes(from: string, to: string, db: Reader = getDb()): Promise<BaliCalendarNotes> {
  const closed = (await closureDaysBetween(from, to, db)).map(({ date, name }) => ({ date, name }));
  // A holiday that is also a closure day (Nyepi) is listed once, as closed.
  return { closed, holidays: holidaysBetween(from, to).filter((h) => !closed.some((c) => c.date === h.date)) };
}

export const CLOSURE_DAY_MESSAGES = {
  date: msg("admin.closureDateEmpty"),
  past: msg("admin.closureDatePast"),
  name: msg("admin.closureNameEmpty"),
  taken: (date: string) => msg("admin.closureDayTaken", { date: isoDateLabel(date) }),
} as const;

export const ClosureDayFormSchema = z.object({
  date: z.string().trim().refine(isIsoDate, CLOSURE_DAY_MESSAGES.date),
  name: z.string().trim().min(1, CLOSURE_DAY_MESSAGES.name).max(80),
  note: z.string().trim().max(200).optional().default(""),
});
export type ClosureDayForm = z.infer<typeof ClosureDayFormSchema>;
export type ClosureDayFieldErrors = Partial<Record<keyof ClosureDayForm, string[]>>;

/** Every closure day from today on (the admin's list), and the ones already past this year. */
export async function listClosureDays(now = new Date()) {
  const today = baliIsoDate(now);
  return (await getDb()
      .select()
      .from(tables.closureDays)
      .orderBy(asc(tables.closureDays.date)))
    .map((d) => ({ id: d.id, date: d.date, label: isoDateLabel(d.date), name: d.name, note: d.note, past: d.date < today }));
}

const describe = (d: { date: string; name: string }) => `${isoDateLabel(d.date)} ${d.name}`;

export async function addClosureDay(value: ClosureDayForm, actor: AuditActor, now = new Date()):
  Promise<| { ok: true; id: number } | { ok: false; errors: ClosureDayFieldErrors }> {
  if (value.date < baliIsoDate(now)) return { ok: false, errors: { date: [CLOSURE_DAY_MESSAGES.past] } };
  return await transaction(async (tx) => {
        const existing = await first(tx.select({ id: tables.closureDays.id }).from(tables.closureDays).where(eq(tables.closureDays.date, value.date)));
        if (existing) return { ok: false as const, errors: { date: [CLOSURE_DAY_MESSAGES.taken(value.date)] } };
        const row = (await write((db) => db.insert(tables.closureDays).values({ date: value.date, name: value.name, note: value.note ?? "" }).returning()))[0];
        await recordAudit(tx, actor, { action: "closureDayAdd", subject: `closure day ${isoDateLabel(row.date)}`, newValue: describe(row) }, now);
        return { ok: true as const, id: row.id };
      });
}

/** Removes a closure day; null when there is none with that id. */
export async function removeClosureDay(id: number, actor: AuditActor, now = new Date()): Promise<{ date: string; name: string } | null> {
  return await transaction(async (tx) => {
        const row = await first(tx.select().from(tables.closureDays).where(eq(tables.closureDays.id, id)));
        if (!row) return null;
        await run((db) => db.delete(tables.closureDays).where(eq(tables.closureDays.id, id)));
        await recordAudit(tx, actor, { action: "closureDayRemove", subject: `closure day ${isoDateLabel(row.date)}`, oldValue: describe(row) }, now);
        return { date: row.date, name: row.name };
      });
}
