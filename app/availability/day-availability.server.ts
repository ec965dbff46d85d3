// What the product page shows for one Bali date (ADR 0120): the start times the product's
// opening hours allow, each marked taken when the shortest booking from it would overlap a
// live booking or a block on its room, and the taken ranges themselves.
import { bookingEnd, occupiedWindow, slotConflicts, windowsOverlap, type DbOrTx } from "~/availability/availability.server";
import { hoursLabel, startTimes } from "~/availability/opening-hours";
import { closureRefusalOn } from "~/bali-calendar/closure-days.server";
import { getDb } from "~/db.server";
import type { ProductUnit } from "~/db/schema";
import { addDaysIso, baliTime, baliToUtc, isIsoDate } from "~/utils/format";

export type StartTime = { value: string; taken: boolean; past: boolean };
export type DayAvailability = {
  date: string;
  hours: string;
  times: StartTime[];
  /** Taken ranges that day in Bali time, e.g. { from: "08:00", to: "18:00", kind: "booked" }. */
  taken: { from: string; to: string; kind: "booked" | "blocked" }[];
  /** Why nothing can be booked that day: an island-wide closure day (ADR 0310). */
  closed: string | null;
};

type ProductHours = {
  id: number;
  subVenueId: number;
  unit: ProductUnit;
  openTime: string;
  closeTime: string;
};

export async function dayAvailability(db: DbOrTx, product: ProductHours, date: string, now = new Date()): Promise<DayAvailability | null> {
  if (!isIsoDate(date)) return null;
  const dayStart = baliToUtc(date);
  const dayEnd = baliToUtc(addDaysIso(date, 1));
  const conflicts = await slotConflicts(db, { subVenueId: product.subVenueId, productId: product.id, window: { from: dayStart, to: dayEnd } }, now);
  const closed = await closureRefusalOn(date, db);
  const times = startTimes(product).map((value): StartTime => {
    const startsAt = baliToUtc(date, value);
    const window = occupiedWindow(product.unit, startsAt, bookingEnd(product.unit, startsAt, 1, product.closeTime));
    return {
      value,
      taken: closed !== null || conflicts.some((c) => windowsOverlap(c, window)),
      past: startsAt.getTime() <= now.getTime(),
    };
  });
  const clip = (d: Date, edge: "from" | "to") => {
    if (d.getTime() <= dayStart.getTime()) return "00:00";
    if (d.getTime() >= dayEnd.getTime()) return edge === "to" ? "24:00" : "00:00";
    return baliTime(d);
  };
  const taken = conflicts.map((c) => ({ from: clip(c.from, "from"), to: clip(c.to, "to"), kind: c.kind }));
  return { date, hours: hoursLabel(product), times, taken, closed };
}

/** The date the product page shows availability for: the chosen one when valid, else today. */
/** A product page's day (product as getProductDetail reads it), from the app's database. */
export async function productDayAvailability(
  product: { id: number; subVenue: { id: number }; unit: ProductUnit; openTime: string; closeTime: string },
  date: string,
  now = new Date(),
): Promise<DayAvailability | null> {
  const hours = { id: product.id, subVenueId: product.subVenue.id, unit: product.unit, openTime: product.openTime, closeTime: product.closeTime };
  return await dayAvailability(getDb(), hours, date, now);
}

export function availabilityDate(requested: string | null, today: string, maxDate: string): string {
  return requested && isIsoDate(requested) && requested >= today && requested <= maxDate ? requested : today;
}

/** Whether a day has no start time left to book (taken, passed or closed). */
export function dayIsFull(day: Pick<DayAvailability, "times">): boolean {
  return day.times.every((t) => t.taken || t.past);
}

/**
 * The next dates after a full one that have a free start time (issue 42): up to `count`, looked
 * for over the following two weeks inside the booking window. Read only when a day is full.
 */
export async function nextFreeDates(
  product: Parameters<typeof productDayAvailability>[0],
  after: string,
  maxDate: string,
  { count = 3, days = 14, now = new Date() }: { count?: number; days?: number; now?: Date } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (let i = 1; i <= days && found.length < count; i++) {
    const date = addDaysIso(after, i);
    if (date > maxDate) break;
    const day = await productDayAvailability(product, date, now);
    if (day && !day.closed && !dayIsFull(day)) found.push(date);
  }
  return found;
}
