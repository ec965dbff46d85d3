// Vendor availability blocks (blackouts) per sub venue or per product (ADR 0060). A block
// takes its slots in the one availability rule (app/availability/availability.server.ts), so the cart
// and checkout refuse them. Every function is scoped by the vendor's supplier id: another
// vendor's sub venue, product or block does not exist for them.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import { liveBookingsOverlapping } from "~/availability/availability.server";
import { getDb, schema } from "~/db.server";
import { BLOCK_MESSAGES, DEFAULT_EVENT_TITLE, type BlockInput } from "~/supplier/availability-schema";
import { addDaysIso, baliIsoDate, baliParts, baliTime, baliToUtc, formatDate, formatDateTime } from "~/utils/format";

export type BlockKind = "subVenue" | "product";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The vendor's own sub venues and products (choices of the forms); venueId: one venue's (ADR 0282). */
export function blockTargets(supplierId: number, venueId?: number | null) {
  const db = getDb();
  const subVenues = db
    .select({ id: schema.subVenues.id, name: schema.subVenues.name })
    .from(schema.subVenues)
    .where(and(eq(schema.subVenues.supplierId, supplierId), venueId ? eq(schema.subVenues.venueId, venueId) : undefined))
    .orderBy(asc(schema.subVenues.name), asc(schema.subVenues.id))
    .all();
  const products = db
    .select({ id: schema.products.id, name: schema.products.productName, subVenueName: schema.subVenues.name })
    .from(schema.products)
    .innerJoin(schema.subVenues, eq(schema.subVenues.id, schema.products.subVenueId))
    .where(and(eq(schema.products.supplierId, supplierId), venueId ? eq(schema.products.venueId, venueId) : undefined))
    .orderBy(asc(schema.products.productName), asc(schema.products.id))
    .all();
  return { subVenues, products: products.map((p) => ({ id: p.id, name: `${p.name} (${p.subVenueName})` })) };
}

/** Today to 12 months ahead, Bali dates (spec section 5: event dates). */
export function blockDateWindow(now = new Date()) {
  const min = baliIsoDate(now);
  const [y, m, d] = min.split("-").map(Number);
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  const max = `${y + 1}-${String(m).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
  return { min, max };
}

/** Stored instants of a block: all-day blocks run from the start date's midnight to the day after the end date. */
export function blockInstants(input: Pick<BlockInput, "startDate" | "startTime" | "endDate" | "endTime" | "allDay">) {
  if (input.allDay === "yes") {
    return { startsAt: baliToUtc(input.startDate), endsAt: baliToUtc(addDaysIso(input.endDate, 1)) };
  }
  return { startsAt: baliToUtc(input.startDate, input.startTime), endsAt: baliToUtc(input.endDate, input.endTime) };
}

function ownsTarget(supplierId: number, kind: BlockKind, targetId: number): boolean {
  const db = getDb();
  const table = kind === "subVenue" ? schema.subVenues : schema.products;
  return !!db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, targetId), eq(table.supplierId, supplierId)))
    .get();
}

export type OverlappingBooking = { id: number; text: string };

export type SaveBlockResult =
  | { ok: true; id: number; overlaps: OverlappingBooking[] }
  | { ok: false; status: 400 | 404; fieldErrors: Record<string, string[]> }
  | { ok: false; status: 409; fieldErrors: Record<string, string[]>; overlaps: OverlappingBooking[] };

/**
 * Live bookings (paid, or pending before their deadline) of the block's sub venue or product
 * whose occupied window overlaps the block (ADR 0144). A block never cancels them.
 */
export function bookingsUnderBlock(
  supplierId: number,
  target: { kind: BlockKind; targetId: number },
  instants: { startsAt: Date; endsAt: Date },
  now = new Date(),
): OverlappingBooking[] {
  const block = { from: instants.startsAt, to: instants.endsAt };
  const on = target.kind === "subVenue" ? { subVenueId: target.targetId, supplierId } : { productId: target.targetId, supplierId };
  const ids = liveBookingsOverlapping(getDb(), block, on, now).map((l) => l.id);
  if (!ids.length) return [];
  const line = schema.reservationLines;
  const rows = getDb()
    .select({
      id: line.id,
      productName: line.productName,
      subVenueName: line.subVenueName,
      eventName: line.eventName,
      startsAt: line.startsAt,
      endsAt: line.endsAt,
      booker: schema.invoices.name,
      invoiceNo: schema.invoices.invoiceNo,
      paymentStatus: schema.invoices.paymentStatus,
    })
    .from(line)
    .innerJoin(schema.invoices, eq(schema.invoices.id, line.invoiceId))
    .where(inArray(line.id, ids))
    .orderBy(asc(line.startsAt))
    .all();
  return rows.map((r) => ({
    id: r.id,
    text: `${r.productName} (${r.subVenueName}), ${formatDateTime(r.startsAt)} to ${formatDateTime(r.endsAt)}, ${r.eventName || "no event name"}, ${r.booker}, invoice ${r.invoiceNo}, ${r.paymentStatus}`,
  }));
}

/** Creates a block, or moves/resizes/renames one of the vendor's (input.id). */
export function saveBlock(
  supplierId: number,
  input: BlockInput,
  now = new Date(),
  { confirmOverlap = false }: { confirmOverlap?: boolean } = {},
): SaveBlockResult {
  const window = blockDateWindow(now);
  const windowMessage = BLOCK_MESSAGES.window(formatDate(baliToUtc(window.min)), formatDate(baliToUtc(window.max)));
  const fieldErrors: Record<string, string[]> = {};
  if (input.startDate < window.min || input.startDate > window.max) fieldErrors.startDate = [windowMessage];
  if (input.endDate < window.min || input.endDate > window.max) fieldErrors.endDate = [windowMessage];
  if (!ownsTarget(supplierId, input.kind, input.targetId)) {
    fieldErrors.targetId = [input.kind === "subVenue" ? BLOCK_MESSAGES.target : BLOCK_MESSAGES.targetProduct];
  }
  if (Object.keys(fieldErrors).length) return { ok: false, status: 400, fieldErrors };

  let instants: { startsAt: Date; endsAt: Date };
  try {
    instants = blockInstants(input);
  } catch {
    return { ok: false, status: 400, fieldErrors: { startDate: [BLOCK_MESSAGES.date] } };
  }
  const overlaps = bookingsUnderBlock(supplierId, input, instants, now);
  if (overlaps.length && !confirmOverlap) {
    return { ok: false, status: 409, fieldErrors: { form: [BLOCK_MESSAGES.overlaps(overlaps.length)] }, overlaps };
  }
  const values = {
    supplierId,
    subVenueId: input.kind === "subVenue" ? input.targetId : null,
    productId: input.kind === "product" ? input.targetId : null,
    title: input.title?.trim() || DEFAULT_EVENT_TITLE,
    ...instants,
    allDay: input.allDay === "yes",
  };
  const db = getDb();
  if (input.id) {
    const updated = db
      .update(schema.availabilityBlocks)
      .set(values)
      .where(and(eq(schema.availabilityBlocks.id, input.id), eq(schema.availabilityBlocks.supplierId, supplierId)))
      .returning({ id: schema.availabilityBlocks.id })
      .get();
    if (!updated) return { ok: false, status: 404, fieldErrors: { form: [BLOCK_MESSAGES.notFound] } };
    return { ok: true, id: updated.id, overlaps };
  }
  const row = db.insert(schema.availabilityBlocks).values(values).returning({ id: schema.availabilityBlocks.id }).get();
  return { ok: true, id: row.id, overlaps };
}

export function deleteBlock(supplierId: number, id: number): boolean {
  const result = getDb()
    .delete(schema.availabilityBlocks)
    .where(and(eq(schema.availabilityBlocks.id, id), eq(schema.availabilityBlocks.supplierId, supplierId)))
    .run();
  return result.changes > 0;
}

/** Bali wall-clock "YYYY-MM-DDTHH:mm" (the calendar shows Bali time whatever the browser's zone). */
function wallClock(d: Date) {
  const p = baliParts(d);
  return `${baliIsoDate(d)}T${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

/** The vendor's blocks of one kind that have not ended, soonest first. */
export function listBlocks(supplierId: number, kind: BlockKind, now = new Date(), venueId?: number | null) {
  const rows = blocksWithTargets(
    and(
      eq(schema.availabilityBlocks.supplierId, supplierId),
      venueId ? eq(kind === "subVenue" ? schema.subVenues.venueId : schema.products.venueId, venueId) : undefined,
      isNotNull(kind === "subVenue" ? schema.availabilityBlocks.subVenueId : schema.availabilityBlocks.productId),
      gt(schema.availabilityBlocks.endsAt, new Date(now.getTime() - 31 * DAY_MS)),
    ),
    500,
  );
  return rows.map(({ block, subVenueName, productName }) => {
    const lastDay = block.allDay ? new Date(block.endsAt.getTime() - DAY_MS) : block.endsAt;
    return {
      id: block.id,
      kind,
      targetId: (kind === "subVenue" ? block.subVenueId : block.productId)!,
      targetName: (kind === "subVenue" ? subVenueName : productName) ?? "",
      title: block.title,
      allDay: block.allDay,
      from: block.allDay ? formatDate(block.startsAt) : formatDateTime(block.startsAt),
      to: block.allDay ? formatDate(lastDay) : formatDateTime(block.endsAt),
      start: wallClock(block.startsAt),
      end: wallClock(block.endsAt),
      startDate: baliIsoDate(block.startsAt),
      startTime: baliTime(block.startsAt),
      endDate: baliIsoDate(block.allDay ? lastDay : block.endsAt),
      endTime: baliTime(block.endsAt),
      past: block.endsAt.getTime() <= now.getTime(),
    };
  });
}
export type BlockView = ReturnType<typeof listBlocks>[number];

/** Booked reservation lines of the vendor (paid or live pending invoices) for the calendar. */
export function bookedEvents(supplierId: number, kind: BlockKind, now = new Date(), venueId?: number | null) {
  const db = getDb();
  const rows = db
    .select({
      id: schema.reservationLines.id,
      productName: schema.reservationLines.productName,
      subVenueName: schema.reservationLines.subVenueName,
      eventName: schema.reservationLines.eventName,
      startsAt: schema.reservationLines.startsAt,
      endsAt: schema.reservationLines.endsAt,
      status: schema.invoices.status,
    })
    .from(schema.reservationLines)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
    .where(
      and(
        eq(schema.reservationLines.supplierId, supplierId),
        venueId ? eq(schema.reservationLines.venueId, venueId) : undefined,
        gt(schema.reservationLines.endsAt, new Date(now.getTime() - 31 * DAY_MS)),
        lt(schema.reservationLines.startsAt, new Date(now.getTime() + 400 * DAY_MS)),
        or(
          eq(schema.invoices.status, "paid"),
          and(eq(schema.invoices.status, "pending"), gt(schema.invoices.expiresAt, now)),
        ),
      ),
    )
    .orderBy(desc(schema.reservationLines.startsAt))
    .limit(500)
    .all();
  return rows.map((r) => ({
    id: r.id,
    title: `${kind === "subVenue" ? r.subVenueName : r.productName}: ${r.eventName || "Booked"}${r.status === "paid" ? "" : " (unpaid)"}`,
    // The parts of the title, for a page in another language.
    name: kind === "subVenue" ? r.subVenueName : r.productName,
    eventName: r.eventName,
    paid: r.status === "paid",
    start: wallClock(r.startsAt),
    end: wallClock(r.endsAt),
  }));
}
export type BookedEvent = ReturnType<typeof bookedEvents>[number];

/** "YYYY-MM" of the month to list (the query's when valid, else this Bali month). */
export function listMonth(value: string | null, now = new Date()): string {
  if (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return value;
  return baliIsoDate(now).slice(0, 7);
}

/** The month before and after "YYYY-MM". */
export function adjacentMonths(month: string) {
  const [y, m] = month.split("-").map(Number);
  const at = (offset: number) => {
    const d = new Date(Date.UTC(y, m - 1 + offset, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  };
  return { previous: at(-1), next: at(1) };
}

/**
 * The vendor's live bookings (paid, or pending before the deadline) that touch a Bali month,
 * for the availability page's list, which needs no JavaScript.
 */
export function bookingsInMonth(supplierId: number, kind: BlockKind, month: string, now = new Date(), venueId?: number | null) {
  const { next } = adjacentMonths(month);
  const rows = vendorLiveBookings(supplierId, baliToUtc(`${month}-01`), baliToUtc(`${next}-01`), now, 500, venueId);
  return rows.map((r) => ({
    id: r.id,
    targetName: kind === "subVenue" ? r.subVenueName : r.productName,
    eventName: r.eventName,
    booker: r.booker,
    invoiceNo: r.invoiceNo,
    paid: r.status === "paid",
    paymentStatus: r.paymentStatus,
    from: formatDateTime(r.startsAt),
    to: baliIsoDate(r.startsAt) === baliIsoDate(r.endsAt) ? baliTime(r.endsAt) : formatDateTime(r.endsAt),
  }));
}
export type MonthBooking = ReturnType<typeof bookingsInMonth>[number];

/** Live bookings: paid, or pending before the payment deadline (as the slot check counts them). */
const liveInvoice = (now: Date) =>
  and(
    isNull(schema.reservationLines.cancelledAt),
    or(eq(schema.invoices.status, "paid"), and(eq(schema.invoices.status, "pending"), gt(schema.invoices.expiresAt, now))),
  );

/**
 * A vendor's live bookings that touch [from, to), soonest first: the availability page's
 * monthly list and the vendor's calendar feed.
 */
export function vendorLiveBookings(supplierId: number, from: Date, to: Date, now: Date, limit: number, venueId?: number | null) {
  const line = schema.reservationLines;
  return getDb()
    .select({
      id: line.id,
      productName: line.productName,
      subVenueName: line.subVenueName,
      eventName: line.eventName,
      setup: line.setup,
      qty: line.qty,
      unit: line.unit,
      startsAt: line.startsAt,
      endsAt: line.endsAt,
      acknowledge: line.acknowledge,
      invoiceNo: schema.invoices.invoiceNo,
      booker: schema.invoices.name,
      company: schema.invoices.companyName,
      status: schema.invoices.status,
      paymentStatus: schema.invoices.paymentStatus,
    })
    .from(line)
    .innerJoin(schema.invoices, eq(schema.invoices.id, line.invoiceId))
    .where(and(eq(line.supplierId, supplierId), venueId ? eq(line.venueId, venueId) : undefined, lt(line.startsAt, to), gt(line.endsAt, from), liveInvoice(now)))
    .orderBy(asc(line.startsAt), asc(line.id))
    .limit(limit)
    .all();
}

/** Blocks matching `where`, with the names of the sub venue or product they block, soonest first. */
function blocksWithTargets(where: SQL | undefined, limit: number) {
  return getDb()
    .select({
      block: schema.availabilityBlocks,
      subVenueName: schema.subVenues.name,
      productName: schema.products.productName,
    })
    .from(schema.availabilityBlocks)
    .leftJoin(schema.subVenues, eq(schema.subVenues.id, schema.availabilityBlocks.subVenueId))
    .leftJoin(schema.products, eq(schema.products.id, schema.availabilityBlocks.productId))
    .where(where)
    .orderBy(asc(schema.availabilityBlocks.startsAt), asc(schema.availabilityBlocks.id))
    .limit(limit)
    .all();
}

/** A vendor's blocks that touch [from, to), with what they block (the calendar feed). */
export function vendorBlocksBetween(supplierId: number, from: Date, to: Date, limit: number) {
  const b = schema.availabilityBlocks;
  return blocksWithTargets(and(eq(b.supplierId, supplierId), gt(b.endsAt, from), lt(b.startsAt, to)), limit);
}
