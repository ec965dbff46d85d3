// One slot-availability rule, used by add-to-cart and by checkout (ADR 0030).
// A booking occupies its sub venue (the room) for a window that depends on the unit:
//   Hour:   qty hours from the chosen start;
//   Day:    qty whole Bali days, from 00:00 of the chosen date;
//   Person: from the chosen start to the product's close time that day (to midnight when the
//           start is at or after the close time).
// The window is taken when it overlaps a reservation line on the same sub venue whose invoice
// is paid, or pending and not yet expired, or a vendor's availability block on that sub venue
// or product.
import { and, eq, gt, lt, or } from "drizzle-orm";
import type { DB } from "~/db.server";
import { schema } from "~/db.server";
import type { ProductUnit } from "~/db/schema";
import { baliIsoDate, baliStartOfDay, baliTime, baliToUtc, formatDate, formatDateTime } from "~/utils/format";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type DbOrTx = Pick<DB, "select" | "insert" | "update" | "delete">;

export type SlotWindow = { from: Date; to: Date };

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
 * Every live reservation line and availability block that overlaps `window` on the sub venue
 * (blocks also on the product), earliest first.
 */
export function slotConflicts(
  db: DbOrTx,
  slot: { subVenueId: number; productId: number; window: SlotWindow },
  now = new Date(),
): SlotConflict[] {
  const { window } = slot;
  const found: SlotConflict[] = [];
  for (const l of liveLinesOverlapping(db, window, now, slot.subVenueId)) {
    const occupied = occupiedWindow(l.unit, l.startsAt, l.endsAt);
    if (windowsOverlap(occupied, window)) found.push({ kind: "booked", ...occupied });
  }
  const blocks = db
    .select({ startsAt: schema.availabilityBlocks.startsAt, endsAt: schema.availabilityBlocks.endsAt })
    .from(schema.availabilityBlocks)
    .where(
      and(
        or(
          eq(schema.availabilityBlocks.subVenueId, slot.subVenueId),
          eq(schema.availabilityBlocks.productId, slot.productId),
        ),
        lt(schema.availabilityBlocks.startsAt, window.to),
        gt(schema.availabilityBlocks.endsAt, window.from),
      ),
    )
    .all();
  for (const b of blocks) found.push({ kind: "blocked", from: b.startsAt, to: b.endsAt });
  return found.sort((x, y) => x.from.getTime() - y.from.getTime());
}

/**
 * The first conflict for `window`, or null when the slot is free. Run it inside the
 * transaction that writes the booking so the answer cannot go stale.
 */
export function findSlotConflict(
  db: DbOrTx,
  slot: { subVenueId: number; productId: number; window: SlotWindow },
  now = new Date(),
): SlotConflict | null {
  return slotConflicts(db, slot, now)[0] ?? null;
}

/** True when no live reservation line or availability block overlaps `window` on the sub venue. */
export function isSlotAvailable(
  db: DbOrTx,
  slot: { subVenueId: number; productId: number; window: SlotWindow },
  now = new Date(),
): boolean {
  return findSlotConflict(db, slot, now) === null;
}

/**
 * The refusal that names what is taken: "Grand Ballroom is booked on 10/12/2026 from 08:00
 * to 18:00" (a window ending at the next midnight ends at 24:00; longer ones give both dates).
 */
export function takenMessage(roomName: string, conflict: SlotConflict): string {
  const verb = conflict.kind === "booked" ? "is booked" : "is not available";
  const fromDay = baliIsoDate(conflict.from);
  const endsAtMidnight = baliTime(conflict.to) === "00:00";
  const lastDay = baliIsoDate(endsAtMidnight ? conflict.to.getTime() - 1 : conflict.to);
  if (fromDay === lastDay) {
    const to = endsAtMidnight ? "24:00" : baliTime(conflict.to);
    return `${roomName} ${verb} on ${formatDate(conflict.from)} from ${baliTime(conflict.from)} to ${to}`;
  }
  return `${roomName} ${verb} from ${formatDateTime(conflict.from)} to ${formatDateTime(conflict.to)}`;
}

/**
 * Everything taken during `window` across the catalogue: the sub venues with a live booking
 * and the sub venues or products under a vendor's block. Search uses it to leave out rooms
 * that cannot be booked at the chosen hour (ADR 0015). Bounded by `ends_at > window.from`,
 * so it reads only bookings and blocks that have not ended yet.
 */
export function takenDuring(db: DbOrTx, window: SlotWindow, now = new Date()) {
  const lines = liveLinesOverlapping(db, window, now);
  const subVenueIds = new Set<number>();
  for (const l of lines) {
    if (windowsOverlap(occupiedWindow(l.unit, l.startsAt, l.endsAt), window)) subVenueIds.add(l.subVenueId);
  }
  const productIds = new Set<number>();
  const blocks = db
    .select({ subVenueId: schema.availabilityBlocks.subVenueId, productId: schema.availabilityBlocks.productId })
    .from(schema.availabilityBlocks)
    .where(and(gt(schema.availabilityBlocks.endsAt, window.from), lt(schema.availabilityBlocks.startsAt, window.to)))
    .all();
  for (const b of blocks) {
    if (b.subVenueId) subVenueIds.add(b.subVenueId);
    if (b.productId) productIds.add(b.productId);
  }
  return { subVenueIds: [...subVenueIds], productIds: [...productIds] };
}

/**
 * Reservation lines of live invoices (paid, or pending before the deadline) that may overlap
 * `window`, on one sub venue or on all. A Day line's window starts before its stored start (at
 * midnight), so the query looks a day wider; callers test the exact `occupiedWindow`.
 */
function liveLinesOverlapping(db: DbOrTx, window: SlotWindow, now: Date, subVenueId?: number) {
  return db
    .select({
      subVenueId: schema.reservationLines.subVenueId,
      unit: schema.reservationLines.unit,
      startsAt: schema.reservationLines.startsAt,
      endsAt: schema.reservationLines.endsAt,
    })
    .from(schema.reservationLines)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
    .where(
      and(
        subVenueId === undefined ? undefined : eq(schema.reservationLines.subVenueId, subVenueId),
        lt(schema.reservationLines.startsAt, new Date(window.to.getTime() + DAY_MS)),
        gt(schema.reservationLines.endsAt, window.from),
        or(
          eq(schema.invoices.status, "paid"),
          and(eq(schema.invoices.status, "pending"), gt(schema.invoices.expiresAt, now)),
        ),
      ),
    )
    .all();
}
