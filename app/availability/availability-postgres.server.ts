// The PostgreSQL twins of the slot-availability readers (ADR 0030, 0160, 0335): the same SQL
// text (the span-class bounds of `overlappingTerms`, the live-invoice condition), run through
// drizzle's postgres-js driver, and the same TypeScript rule (`occupiedWindow`,
// `windowsOverlap`) on the rows. What differs from SQLite: named parameters become bound
// values, and SQLite's CROSS JOIN planner hint is a plain JOIN (PostgreSQL plans it itself).
import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { ProductUnit } from "~/db/schema";
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

/** A PostgreSQL database or transaction (drizzle, any pg driver). */
export type PgDbOrTx = PgDatabase<PgQueryResultHKT, any, any>;

/**
 * Advisory-lock namespaces (the first key of pg_advisory_xact_lock(int, int)); ADR 0335 lists them.
 * drizzle-pg/0003's no-double-booking trigger takes LOCK_ROOM too.
 */
export const LOCK_ROOM = 335_001;
export const LOCK_BOOKER = 335_002;

/** A 32-bit lock key for a text (collisions only make two bookers wait for each other). */
function textLockKey(text: string): number {
  return crypto.createHash("sha256").update(text).digest().readInt32BE(0);
}

/**
 * Takes the transaction-scoped advisory locks of a booking, always in ascending order so two
 * bookings of the same rooms never wait on each other crosswise (no deadlock). Taking one again
 * in the same transaction is free. Released at commit or rollback, and by the server when the
 * connection drops (a killed process).
 */
export async function lockForBookingPg(tx: PgDbOrTx, { subVenueIds, bookers = [] }: { subVenueIds: number[]; bookers?: string[] }) {
  const keys = new Map<string, [number, number]>();
  for (const id of subVenueIds) {
    if (!Number.isInteger(id) || id < 0 || id > 0x7fffffff) throw new Error(`sub venue id ${id} does not fit an advisory lock key`);
    keys.set(`${LOCK_ROOM}:${id}`, [LOCK_ROOM, id]);
  }
  for (const booker of bookers) if (booker) keys.set(`b:${booker}`, [LOCK_BOOKER, textLockKey(booker)]);
  const ordered = [...keys.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [space, key] of ordered) await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`);
}

/** SQL text written with SQLite's `@name` parameters, as a drizzle query with those values bound. */
export function namedSql(text: string, params: Record<string, number | string>): SQL {
  const parts = text.split(/@(\w+)/); // odd entries are the names
  return sql.join(
    parts.map((part, i) => {
      if (i % 2 === 0) return sql.raw(part);
      if (!(part in params)) throw new Error(`no value for @${part}`);
      return sql`${params[part]}`;
    }),
  );
}

/** Rows of a raw query (postgres.js hands bigint columns over as strings). */
async function rows(db: PgDbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  return [...((await db.execute(query)) as Iterable<Record<string, unknown>>)];
}

/**
 * `liveBookingsOverlapping` for one sub venue: reservation lines not cancelled, of paid or
 * pending-and-unexpired invoices, whose occupied window overlaps `window`.
 */
export async function liveBookingsOverlappingPg(db: PgDbOrTx, window: SlotWindow, on: LiveBookingScope, now = new Date()): Promise<LiveBooking[]> {
  const { params, terms } = liveBookingTerms(window, on, now);
  const found = await rows(db, namedSql(`
    select l.id, l.sub_venue_id as "subVenueId", l.product_id as "productId", l.unit, l.starts_at as "startsAt", l.ends_at as "endsAt"
    from (select * from reservation_lines where ${terms}) l
    join invoices i on i.id = l.invoice_id
    where ${on.supplierId === undefined ? "true" : "l.supplier_id = @supplierId"}
      and l.cancelled_at is null
      and (i.status = 'paid' or (i.status = 'pending' and i.expires_at > @now))`, params));
  return found
    .map((r) => {
      const startsAt = new Date(Number(r.startsAt));
      const endsAt = new Date(Number(r.endsAt));
      const unit = r.unit as ProductUnit;
      return { id: Number(r.id), subVenueId: Number(r.subVenueId), productId: Number(r.productId), unit, startsAt, endsAt, occupied: occupiedWindow(unit, startsAt, endsAt) };
    })
    .filter((r) => windowsOverlap(r.occupied, window));
}

/** `blocksOverlapping` for a sub venue and product: vendors' blocks on either. */
export async function blocksOverlappingPg(db: PgDbOrTx, window: SlotWindow, on: { subVenueId: number; productId: number }) {
  const params: Record<string, number> = { from: window.from.getTime(), to: window.to.getTime(), subVenueId: on.subVenueId, productId: on.productId };
  const near = async (target: string) => {
    const terms = overlappingTerms(params, { start: "starts_at", target });
    const found = await rows(db, namedSql(`select starts_at as "startsAt", ends_at as "endsAt" from availability_blocks where ${terms}`, params));
    return found.map((r) => ({ startsAt: new Date(Number(r.startsAt)), endsAt: new Date(Number(r.endsAt)) }));
  };
  return [...(await near("sub_venue_id = @subVenueId and ")), ...(await near("product_id = @productId and coalesce(sub_venue_id, -1) <> @subVenueId and "))];
}

/** `slotConflicts` on PostgreSQL: what stands in the way of `slot`, earliest first. */
export async function slotConflictsPg(db: PgDbOrTx, slot: SlotQuery, now = new Date()): Promise<SlotConflict[]> {
  const found: SlotConflict[] = [];
  for (const l of await liveBookingsOverlappingPg(db, slot.window, { subVenueId: slot.subVenueId }, now)) {
    if (l.id !== slot.exceptLineId) found.push({ kind: "booked", ...l.occupied });
  }
  for (const b of await blocksOverlappingPg(db, slot.window, slot)) found.push({ kind: "blocked", from: b.startsAt, to: b.endsAt });
  return found.sort((x, y) => x.from.getTime() - y.from.getTime());
}

/** `isSlotAvailable` on PostgreSQL. Run it after `lockRooms` in the transaction that books. */
export async function isSlotAvailablePg(db: PgDbOrTx, slot: SlotQuery, now = new Date()): Promise<boolean> {
  return (await slotConflictsPg(db, slot, now)).length === 0;
}
