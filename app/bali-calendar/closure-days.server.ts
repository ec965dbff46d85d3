// Island-wide closure days (ADR 0310): the admin's list of Bali dates on which nothing can be
// booked (Nyepi). A booking is refused when the window it occupies overlaps a closure day's
// Bali calendar day (00:00 to 24:00 Bali time), at every step that makes or moves a booking:
// add to cart (web and /v1), the cart's list and checkout, date change request and acceptance,
// and search. Changes are audited (ADR 0141).
import { and, asc, eq, gte, lte } from "drizzle-orm";
import * as z from "zod";
import { recordAudit, type AuditActor } from "~/admin/audit.server";
import { closedMessage, holidaysBetween, type BaliCalendarNotes, type CalendarDay } from "~/bali-calendar/holidays";
import { getDb, schema, type DB } from "~/db.server";
import { addDaysIso, baliIsoDate, baliToUtc, isIsoDate, isoDateLabel } from "~/utils/format";

type Reader = Pick<DB, "select">;
type Window = { from: Date; to: Date };

/** Closure days from `from` to `to` (Bali dates, inclusive), in date order. */
export function closureDaysBetween(from: string, to: string, db: Reader = getDb()): (CalendarDay & { id: number; note: string })[] {
  return db
    .select({ id: schema.closureDays.id, date: schema.closureDays.date, name: schema.closureDays.name, note: schema.closureDays.note })
    .from(schema.closureDays)
    .where(and(gte(schema.closureDays.date, from), lte(schema.closureDays.date, to)))
    .orderBy(asc(schema.closureDays.date))
    .all();
}

/** The first closure day whose Bali day overlaps `window` ([from, to)), or null. */
export function closureDayOverlapping(db: Reader, window: Window): CalendarDay | null {
  if (window.to.getTime() <= window.from.getTime()) return null;
  const first = baliIsoDate(window.from);
  // The last Bali day the window reaches into (an end at midnight does not reach the next day).
  const last = baliIsoDate(window.to.getTime() - 1);
  return closureDaysBetween(first, last, db)[0] ?? null;
}

/** The refusal of a booking occupying `window`, or null when no closure day is touched. */
export function closureRefusal(db: Reader, window: Window): string | null {
  const day = closureDayOverlapping(db, window);
  return day ? closedMessage(day) : null;
}

/** The refusal of a search or a pick on `date` (YYYY-MM-DD), or null. */
export function closureRefusalOn(date: string, db: Reader = getDb()): string | null {
  if (!isIsoDate(date)) return null;
  return closureRefusal(db, { from: baliToUtc(date), to: baliToUtc(addDaysIso(date, 1)) });
}

/** What the date pickers show for the window from `from` to `to`: closure days and public holidays. */
export function baliCalendarNotes(from: string, to: string, db: Reader = getDb()): BaliCalendarNotes {
  const closed = closureDaysBetween(from, to, db).map(({ date, name }) => ({ date, name }));
  // A holiday that is also a closure day (Nyepi) is listed once, as closed.
  return { closed, holidays: holidaysBetween(from, to).filter((h) => !closed.some((c) => c.date === h.date)) };
}

export const CLOSURE_DAY_MESSAGES = {
  date: "Please choose a date",
  past: "Please choose today or a later date",
  name: "Please give the day's name",
  taken: (date: string) => `${isoDateLabel(date)} is already a closure day`,
} as const;

export const ClosureDayFormSchema = z.object({
  date: z.string().trim().refine(isIsoDate, CLOSURE_DAY_MESSAGES.date),
  name: z.string().trim().min(1, CLOSURE_DAY_MESSAGES.name).max(80),
  note: z.string().trim().max(200).optional().default(""),
});
export type ClosureDayForm = z.infer<typeof ClosureDayFormSchema>;
export type ClosureDayFieldErrors = Partial<Record<keyof ClosureDayForm, string[]>>;

/** Every closure day from today on (the admin's list), and the ones already past this year. */
export function listClosureDays(now = new Date()) {
  const today = baliIsoDate(now);
  return getDb()
    .select()
    .from(schema.closureDays)
    .orderBy(asc(schema.closureDays.date))
    .all()
    .map((d) => ({ id: d.id, date: d.date, label: isoDateLabel(d.date), name: d.name, note: d.note, past: d.date < today }));
}

const describe = (d: { date: string; name: string }) => `${isoDateLabel(d.date)} ${d.name}`;

export function addClosureDay(value: ClosureDayForm, actor: AuditActor, now = new Date()):
  | { ok: true; id: number } | { ok: false; errors: ClosureDayFieldErrors } {
  if (value.date < baliIsoDate(now)) return { ok: false, errors: { date: [CLOSURE_DAY_MESSAGES.past] } };
  return getDb().transaction(
    (tx) => {
      const existing = tx.select({ id: schema.closureDays.id }).from(schema.closureDays).where(eq(schema.closureDays.date, value.date)).get();
      if (existing) return { ok: false as const, errors: { date: [CLOSURE_DAY_MESSAGES.taken(value.date)] } };
      const row = tx.insert(schema.closureDays).values({ date: value.date, name: value.name, note: value.note ?? "" }).returning().get();
      recordAudit(tx, actor, { action: "closureDayAdd", subject: `closure day ${isoDateLabel(row.date)}`, newValue: describe(row) }, now);
      return { ok: true as const, id: row.id };
    },
    { behavior: "immediate" },
  );
}

/** Removes a closure day; null when there is none with that id. */
export function removeClosureDay(id: number, actor: AuditActor, now = new Date()): { date: string; name: string } | null {
  return getDb().transaction(
    (tx) => {
      const row = tx.select().from(schema.closureDays).where(eq(schema.closureDays.id, id)).get();
      if (!row) return null;
      tx.delete(schema.closureDays).where(eq(schema.closureDays.id, id)).run();
      recordAudit(tx, actor, { action: "closureDayRemove", subject: `closure day ${isoDateLabel(row.date)}`, oldValue: describe(row) }, now);
      return { date: row.date, name: row.name };
    },
    { behavior: "immediate" },
  );
}
