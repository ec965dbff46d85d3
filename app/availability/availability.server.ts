// One slot-availability rule, used by add-to-cart and by checkout (ADR 0030).
// A booking occupies its sub venue (the room) for a window that depends on the unit:
//   Hour:   qty hours from the chosen start;
//   Day:    qty whole Bali days, from 00:00 of the chosen date;
//   Person: from the chosen start to the product's close time that day (to midnight when the
//           start is at or after the close time).
// The window is taken when it overlaps a reservation line on the same sub venue whose invoice
// is paid, or pending and not yet expired, or a vendor's availability block on that sub venue
// or product.
import { liveBookingsOverlappingPg, lockForBookingPg, slotConflictsPg, type PgDbOrTx } from "~/availability/availability-postgres.server";
import { cachedStatement, getDb, getEngine, keptUntilCommit, type DB } from "~/db.server";
import type { ProductUnit } from "~/db/schema";
import { msg } from "~/i18n/message-ref";
import { baliIsoDate, baliStartOfDay, baliTime, baliToUtc, formatDate, formatDateTime } from "~/utils/format";
import {
  liveBookingTerms,
  occupiedWindow,
  overlappingTerms,
  windowsOverlap,
  type LiveBooking,
  type LiveBookingScope,
  type SlotConflict,
  type SlotQuery,
  type SlotWindow,
} from "~/availability/slot-window";

// The window rules and the SQL terms both engines share (app/availability/slot-window.ts).
export { liveBookingTerms, occupiedWindow, overlappingTerms, windowsOverlap, type LiveBooking, type LiveBookingScope, type SlotConflict, type SlotQuery, type SlotWindow };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type DbOrTx = Pick<DB, "select" | "insert" | "update" | "delete" | "all">;

/**
 * The stored end of a booking (cart item or reservation line) that starts at `startsAt`.
 * The stored start stays the chosen date-time (what the booker sees).
 */
export function bookingEnd(unit: ProductUnit, startsAt: Date, qty: number, closeTime: string): Date {
  if (unit === "Hour") return new Date(startsAt.getTime() + qty * HOUR_MS);
  if (unit === "Day") return new Date(baliStartOfDay(startsAt).getTime() + qty * DAY_MS);
  const close = /^\d{2}:\d{2}$/.test(closeTime) ? baliToUtc(baliIsoDate(startsAt), closeTime) : null;
  if (close && close.getTime() > startsAt.getTime()) return close;
  return new Date(baliStartOfDay(startsAt).getTime() + DAY_MS);
}

/**
 * Every live reservation line and availability block that overlaps `window` on the sub venue
 * (blocks also on the product), earliest first.
 */
export async function slotConflicts(db: DbOrTx, slot: SlotQuery, now = new Date()): Promise<SlotConflict[]> {
  if (getEngine().kind === "postgres") {
    // Inside a transaction the check holds the room until commit, so what it saw stays true for
    // the booking that follows (ADR 0335); PostgreSQL's twin reads through the same transaction.
    await lockForBooking(db, { subVenueIds: [slot.subVenueId] });
    return await slotConflictsPg(db as unknown as PgDbOrTx, slot, now);
  }
  const { window } = slot;
  const found: SlotConflict[] = [];
  for (const l of liveBookingsOverlapping(db, window, { subVenueId: slot.subVenueId }, now)) {
    if (l.id === slot.exceptLineId) continue;
    found.push({ kind: "booked", ...l.occupied });
  }
  for (const b of blocksOverlapping(db, window, { subVenueId: slot.subVenueId, productId: slot.productId })) {
    found.push({ kind: "blocked", from: b.startsAt, to: b.endsAt });
  }
  return found.sort((x, y) => x.from.getTime() - y.from.getTime());
}

/**
 * The first conflict for `window`, or null when the slot is free. Run it inside the
 * transaction that writes the booking so the answer cannot go stale.
 */
export async function findSlotConflict(db: DbOrTx, slot: SlotQuery, now = new Date()): Promise<SlotConflict | null> {
  return (await slotConflicts(db, slot, now))[0] ?? null;
}

/**
 * Before a transaction books rooms (checkout, a date change, a revived hold): on PostgreSQL, where
 * several app processes write at once, it takes the rooms' (and the bookers', for the hold
 * limits) advisory locks until commit, in one order for every caller (ADR 0335). Call it with
 * every room the transaction will book before the first slot check. On SQLite nothing: its
 * transactions already run one at a time (BEGIN IMMEDIATE). Outside a transaction nothing either.
 */
export async function lockForBooking(db: DbOrTx, rooms: { subVenueIds: number[]; bookers?: string[] }): Promise<void> {
  const engine = getEngine();
  if (engine.kind !== "postgres" || (db as unknown) === engine.db) return;
  await lockForBookingPg(db as unknown as PgDbOrTx, rooms);
}

/** True when no live reservation line or availability block overlaps `window` on the sub venue. */
export async function isSlotAvailable(db: DbOrTx, slot: SlotQuery, now = new Date()): Promise<boolean> {
  return (await findSlotConflict(db, slot, now)) === null;
}

/**
 * The refusal that names what is taken: "Grand Ballroom is booked on 10/12/2026 from 08:00
 * to 18:00" (a window ending at the next midnight ends at 24:00; longer ones give both dates).
 */
export function takenMessage(roomName: string, conflict: SlotConflict): string {
  const booked = conflict.kind === "booked";
  const fromDay = baliIsoDate(conflict.from);
  const endsAtMidnight = baliTime(conflict.to) === "00:00";
  const lastDay = baliIsoDate(endsAtMidnight ? conflict.to.getTime() - 1 : conflict.to);
  if (fromDay === lastDay) {
    const to = endsAtMidnight ? "24:00" : baliTime(conflict.to);
    return msg(booked ? "bookings.bookedOnDay" : "bookings.unavailableOnDay", { room: roomName, date: formatDate(conflict.from), from: baliTime(conflict.from), to });
  }
  return msg(booked ? "bookings.bookedAcrossDays" : "bookings.unavailableAcrossDays", { room: roomName, from: formatDateTime(conflict.from), to: formatDateTime(conflict.to) });
}

/**
 * Everything taken during `window` across the catalogue: the sub venues with a live booking
 * and the sub venues or products under a vendor's block. Search uses it to leave out rooms
 * that cannot be booked at the chosen hour (ADR 0015); it reads only the bookings and blocks
 * that overlap the window (ADR 0160).
 */
export function takenDuring(db: DbOrTx, window: SlotWindow, now?: Date): TakenDuring {
  // Every search of the hour asks for the same window: read once until something is committed
  // (a booking, a payment, a block) or a hold it counted runs out (ADR 0445). A given `now` reads.
  if (now) return readTakenDuring(db, window, now);
  return keptUntilCommit(db, `takenDuring:${window.from.getTime()}:${window.to.getTime()}`, () => readTakenDuring(db, window, new Date()), (taken) => taken.until);
}

type TakenDuring = { subVenueIds: readonly number[]; productIds: readonly number[]; until: number };

function readTakenDuring(db: DbOrTx, window: SlotWindow, now: Date): TakenDuring {
  const subVenueIds = new Set<number>();
  // The first pending hold to run out frees its room: the answer holds until then.
  let until = Infinity;
  for (const l of liveBookingsOverlapping(db, window, {}, now)) {
    subVenueIds.add(l.subVenueId);
    if (l.holdUntil !== null) until = Math.min(until, l.holdUntil);
  }
  const productIds = new Set<number>();
  for (const b of blocksOverlapping(db, window)) {
    if (b.subVenueId) subVenueIds.add(b.subVenueId);
    if (b.productId) productIds.add(b.productId);
  }
  return { subVenueIds: Object.freeze([...subVenueIds]), productIds: Object.freeze([...productIds]), until };
}

/** `liveBookingsOverlapping` on the running engine, through the open transaction if there is one. */
export async function liveBookingsDuring(window: SlotWindow, on: LiveBookingScope, now = new Date()): Promise<LiveBooking[]> {
  const db = getDb();
  if (getEngine().kind === "postgres") return await liveBookingsOverlappingPg(db as unknown as PgDbOrTx, window, on, now);
  return liveBookingsOverlapping(db, window, on, now);
}

export function liveBookingsOverlapping(db: DbOrTx, window: SlotWindow, on: LiveBookingScope, now = new Date()): (LiveBooking & { holdUntil: number | null })[] {
  // Plain SQL, prepared once per shape (this runs on every search).
  const { params, terms } = liveBookingTerms(window, on, now);
  const found = cachedStatement(db, `
    select l.id, l.sub_venue_id as subVenueId, l.product_id as productId, l.unit, l.starts_at as startsAt, l.ends_at as endsAt,
      case when i.status = 'pending' then i.expires_at end as holdUntil
    from (select * from reservation_lines where ${terms}) l
    -- CROSS JOIN keeps the lines outer: once ANALYZE has run, SQLite would otherwise drive the
    -- loop from the invoices' status index, through every paid invoice ever.
    cross join invoices i on i.id = l.invoice_id
    where ${on.supplierId === undefined ? "1" : "+l.supplier_id = @supplierId"}
      and l.cancelled_at is null
      and (i.status = 'paid' or (i.status = 'pending' and i.expires_at > @now))`).all(params) as {
    id: number; subVenueId: number; productId: number; unit: ProductUnit; startsAt: number; endsAt: number; holdUntil: number | null;
  }[];
  const rows = found.map((r) => ({ ...r, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt) }));
  return rows
    .map((r) => ({ ...r, occupied: occupiedWindow(r.unit, r.startsAt, r.endsAt) }))
    .filter((r) => windowsOverlap(r.occupied, window));
}

/**
 * The one reader of vendors' availability blocks: those overlapping `window`, on a sub venue
 * or a product (either matches), or across the catalogue.
 */
export function blocksOverlapping(db: DbOrTx, window: SlotWindow, on?: { subVenueId: number; productId: number }) {
  // Plain SQL, prepared once per shape (the catalogue's runs on every search).
  const params: Record<string, number> = { from: window.from.getTime(), to: window.to.getTime() };
  const near = (target: string) => {
    const terms = overlappingTerms(params, { start: "starts_at", target });
    const rows = cachedStatement(db, `select sub_venue_id as subVenueId, product_id as productId, starts_at as startsAt, ends_at as endsAt
      from availability_blocks where ${terms}`).all(params) as { subVenueId: number | null; productId: number | null; startsAt: number; endsAt: number }[];
    return rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt) }));
  };
  if (!on) return near("");
  Object.assign(params, { subVenueId: on.subVenueId, productId: on.productId });
  // Two lookups (room, product) rather than one OR: each stays on its own index.
  const bySubVenue = near("sub_venue_id = @subVenueId and ");
  const byProduct = near("product_id = @productId and coalesce(sub_venue_id, -1) <> @subVenueId and ");
  return [...bySubVenue, ...byProduct];
}
