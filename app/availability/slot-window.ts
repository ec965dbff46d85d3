// The window a booking occupies and the SQL terms that find the rows overlapping one (ADR 0030,
// 0160): pure, shared by both engines' availability readers (availability.server.ts and
// availability-postgres.server.ts), so neither imports the other.
import type { ProductUnit } from "~/db/schema";
import { baliStartOfDay } from "~/utils/format";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type SlotWindow = { from: Date; to: Date };

/** The window a stored booking occupies: Day bookings hold the room from midnight. */
export function occupiedWindow(unit: ProductUnit, startsAt: Date, endsAt: Date): SlotWindow {
  return { from: unit === "Day" ? baliStartOfDay(startsAt) : startsAt, to: endsAt };
}

export function windowsOverlap(a: SlotWindow, b: SlotWindow): boolean {
  return a.from.getTime() < b.to.getTime() && b.from.getTime() < a.to.getTime();
}

/** What makes a window unavailable: a live booking or a vendor's block, with its own window. */
export type SlotConflict = { kind: "booked" | "blocked"; from: Date; to: Date };

/**
 * The room, product and window a booking would take. `exceptLineId`: a booked line moving to
 * another time (a date change) does not stand in its own way.
 */
export type SlotQuery = { subVenueId: number; productId: number; window: SlotWindow; exceptLineId?: number };

/**
 * How far before a window a row of each span class can start and still reach into it
 * (`span_class` in app/db/schema.ts): a day, a week, 31 days, a year; class 4 has no bound.
 */
const SPAN_REACH_MS = [DAY_MS, 7 * DAY_MS, 31 * DAY_MS, 366 * DAY_MS, null] as const;

/**
 * The time bound of every availability query (ADR 0160), as SQL text for a statement prepared
 * once per shape: per span class, rows whose occupied start (`start`) is from `window.from`
 * minus the class's reach up to `window.to`, and whose end is after `window.from`: exactly the
 * overlapping rows, read from an index on (class, start, end), optionally after an equality on
 * the room or product (`target`, repeated in each term so SQLite can serve each term from one
 * index range). `also` adds a condition given the class's lower bound (null: none). Expects
 * @from and @to in `params` and adds each class's lower bound to them.
 */
export function overlappingTerms(
  params: Record<string, number>,
  { start, target = "", also }: { start: string; target?: string; also?: (lowerBound: string | null) => string },
): string {
  return SPAN_REACH_MS.map((reach, spanClass) => {
    let lower: string | null = null;
    if (reach !== null) {
      lower = `@reach${spanClass}`;
      params[`reach${spanClass}`] = params.from - reach;
    }
    const startBound = lower ? `${start} >= ${lower} and ${start} < @to` : `${start} < @to`;
    return `(${target}span_class = ${spanClass} and ${startBound} and ends_at > @from${also ? ` and ${also(lower)}` : ""})`;
  }).join(" or ");
}

export type LiveBooking = { id: number; subVenueId: number; productId: number; unit: ProductUnit; startsAt: Date; endsAt: Date; occupied: SlotWindow };

/**
 * The one reader of bookings for availability: reservation lines not cancelled, of live
 * invoices (paid, or pending before their deadline) whose occupied window (`occupied_from`: from midnight for a
 * Day line) overlaps `window`, on one sub venue, one product, one supplier's rooms, or the
 * whole catalogue.
 */
export type LiveBookingScope = { subVenueId: number; supplierId?: number } | { productId: number; supplierId?: number } | { supplierId?: number };

/** The reservation-line terms and parameters of `liveBookingsOverlapping`, for both engines' SQL. */
export function liveBookingTerms(window: SlotWindow, on: LiveBookingScope, now: Date) {
  const params: Record<string, number> = { from: window.from.getTime(), to: window.to.getTime(), now: now.getTime() };
  const terms = overlappingTerms(params, {
    start: "occupied_from",
    target: "subVenueId" in on ? "sub_venue_id = @subVenueId and " : "productId" in on ? "product_id = @productId and " : "",
    // A product's lines are found on (product, stored start): the occupied start is at most a
    // day before the stored one.
    also: "productId" in on ? (lower) => (lower ? `starts_at >= ${lower} and starts_at < @toDay` : "starts_at < @toDay") : undefined,
  });
  if ("subVenueId" in on) params.subVenueId = on.subVenueId;
  if ("productId" in on) Object.assign(params, { productId: on.productId, toDay: params.to + DAY_MS });
  if (on.supplierId !== undefined) params.supplierId = on.supplierId;
  return { params, terms };
}
