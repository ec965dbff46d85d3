// Vendor availability blocks (blackouts) per sub venue or per product (ADR 0060). A block
// takes its slots in the one availability rule (app/availability/availability.server.ts), so the cart
// and checkout refuse them. Every function is scoped by the vendor's supplier id: another
// vendor's sub venue, product or block does not exist for them.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import { liveBookingsDuring } from "~/availability/availability.server";
import { dateWindowMessage } from "~/availability/booking-window";
import { getDb, tables, first, write, run } from "~/db.server";
import { BLOCK_MESSAGES, DEFAULT_EVENT_TITLE, type BlockInput } from "~/supplier/availability-schema";
import { addDaysIso, baliIsoDate, baliParts, baliTime, baliToUtc, formatDate, formatDateTime } from "~/utils/format";

export type BlockKind = "subVenue" | "product";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The vendor's own sub venues and products (choices of the forms); venueId: one venue's (ADR 0282). */
export async function blockTargets(supplierId: number, venueId?: number | null) {
  const db = getDb();
  const subVenues = await db
      .select({ id: tables.subVenues.id, name: tables.subVenues.name })
      .from(tables.subVenues)
      .where(and(eq(tables.subVenues.supplierId, supplierId), venueId ? eq(tables.subVenues.venueId, venueId) : undefined))
      .orderBy(asc(tables.subVenues.name), asc(tables.subVenues.id));
  const products = await db
      .select({ id: tables.products.id, name: tables.products.productName, subVenueName: tables.subVenues.name })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .where(and(eq(tables.products.supplierId, supplierId), venueId ? eq(tables.products.venueId, venueId) : undefined))
      .orderBy(asc(tables.products.productName), asc(tables.products.id));
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

async function ownsTarget(supplierId: number, kind: BlockKind, targetId: number): Promise<boolean> {
  const db = getDb();
  const table = kind === "subVenue" ? tables.subVenues : tables.products;
  return !!await first(db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, targetId), eq(table.supplierId, supplierId))));
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
export async function bookingsUnderBlock(
  supplierId: number,
  target: { kind: BlockKind; targetId: number },
  instants: { startsAt: Date; endsAt: Date },
  now = new Date(),
): Promise<OverlappingBooking[]> {
  const block = { from: instants.startsAt, to: instants.endsAt };
  const on = target.kind === "subVenue" ? { subVenueId: target.targetId, supplierId } : { productId: target.targetId, supplierId };
  const ids = (await liveBookingsDuring(block, on, now)).map((l) => l.id);
  if (!ids.length) return [];
  const line = tables.reservationLines;
  const rows = await getDb()
      .select({
        id: line.id,
        productName: line.productName,
        subVenueName: line.subVenueName,
        eventName: line.eventName,
        startsAt: line.startsAt,
        endsAt: line.endsAt,
        booker: tables.invoices.name,
        invoiceNo: tables.invoices.invoiceNo,
        paymentStatus: tables.invoices.paymentStatus,
      })
      .from(line)
      .innerJoin(tables.invoices, eq(tables.invoices.id, line.invoiceId))
      .where(inArray(line.id, ids))
      .orderBy(asc(line.startsAt));
  return rows.map((r) => ({
    id: r.id,
    text: `${r.productName} (${r.subVenueName}), ${formatDateTime(r.startsAt)} to ${formatDateTime(r.endsAt)}, ${r.eventName || "no event name"}, ${r.booker}, invoice ${r.invoiceNo}, ${r.paymentStatus}`,
  }));
}

/** Creates a block, or moves/resizes/renames one of the vendor's (input.id). */
export async function saveBlock(
  supplierId: number,
  input: BlockInput,
  now = new Date(),
  { confirmOverlap = false }: { confirmOverlap?: boolean } = {},
): Promise<SaveBlockResult> {
  const window = blockDateWindow(now);
  const windowMessage = dateWindowMessage(window.min, window.max); // the booking window's refusal (cart.dateWindow)
  const fieldErrors: Record<string, string[]> = {};
  if (input.startDate < window.min || input.startDate > window.max) fieldErrors.startDate = [windowMessage];
  if (input.endDate < window.min || input.endDate > window.max) fieldErrors.endDate = [windowMessage];
  if (!await ownsTarget(supplierId, input.kind, input.targetId)) {
    fieldErrors.targetId = [input.kind === "subVenue" ? BLOCK_MESSAGES.target : BLOCK_MESSAGES.targetProduct];
  }
  if (Object.keys(fieldErrors).length) return { ok: false, status: 400, fieldErrors };

  let instants: { startsAt: Date; endsAt: Date };
  try {
    instants = blockInstants(input);
  } catch {
    return { ok: false, status: 400, fieldErrors: { startDate: [BLOCK_MESSAGES.date] } };
  }
  const overlaps = await bookingsUnderBlock(supplierId, input, instants, now);
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
  const blockId = input.id;
  if (blockId) {
    const updated = (await write((db) => db
          .update(tables.availabilityBlocks)
          .set(values)
          .where(and(eq(tables.availabilityBlocks.id, blockId), eq(tables.availabilityBlocks.supplierId, supplierId)))
          .returning({ id: tables.availabilityBlocks.id })))[0];
    if (!updated) return { ok: false, status: 404, fieldErrors: { form: [BLOCK_MESSAGES.notFound] } };
    return { ok: true, id: updated.id, overlaps };
  }
  const row = (await write((db) => db.insert(tables.availabilityBlocks).values(values).returning({ id: tables.availabilityBlocks.id })))[0];
  return { ok: true, id: row.id, overlaps };
}

export async function deleteBlock(supplierId: number, id: number): Promise<boolean> {
  const result = await run((db) => db
      .delete(tables.availabilityBlocks)
      .where(and(eq(tables.availabilityBlocks.id, id), eq(tables.availabilityBlocks.supplierId, supplierId))));
  return result.changes > 0;
}

/** Bali wall-clock "YYYY-MM-DDTHH:mm" (the calendar shows Bali time whatever the browser's zone). */
function wallClock(d: Date) {
  const p = baliParts(d);
  return `${baliIsoDate(d)}T${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

/** The vendor's blocks of one kind that have not ended, soonest first. */
export async function listBlocks(supplierId: number, kind: BlockKind, now = new Date(), venueId?: number | null) {
  const rows = await blocksWithTargets(
    and(
      eq(tables.availabilityBlocks.supplierId, supplierId),
      venueId ? eq(kind === "subVenue" ? tables.subVenues.venueId : tables.products.venueId, venueId) : undefined,
      isNotNull(kind === "subVenue" ? tables.availabilityBlocks.subVenueId : tables.availabilityBlocks.productId),
      gt(tables.availabilityBlocks.endsAt, new Date(now.getTime() - 31 * DAY_MS)),
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
export type BlockView = Awaited<ReturnType<typeof listBlocks>>[number];

/** Booked reservation lines of the vendor (paid or live pending invoices) for the calendar. */
export async function bookedEvents(supplierId: number, kind: BlockKind, now = new Date(), venueId?: number | null) {
  const db = getDb();
  const rows = await db
      .select({
        id: tables.reservationLines.id,
        productName: tables.reservationLines.productName,
        subVenueName: tables.reservationLines.subVenueName,
        eventName: tables.reservationLines.eventName,
        startsAt: tables.reservationLines.startsAt,
        endsAt: tables.reservationLines.endsAt,
        status: tables.invoices.status,
      })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(
        and(
          eq(tables.reservationLines.supplierId, supplierId),
          venueId ? eq(tables.reservationLines.venueId, venueId) : undefined,
          gt(tables.reservationLines.endsAt, new Date(now.getTime() - 31 * DAY_MS)),
          lt(tables.reservationLines.startsAt, new Date(now.getTime() + 400 * DAY_MS)),
          or(
            eq(tables.invoices.status, "paid"),
            and(eq(tables.invoices.status, "pending"), gt(tables.invoices.expiresAt, now)),
          ),
        ),
      )
      .orderBy(desc(tables.reservationLines.startsAt))
      .limit(500);
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
export type BookedEvent = Awaited<ReturnType<typeof bookedEvents>>[number];

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
export async function bookingsInMonth(supplierId: number, kind: BlockKind, month: string, now = new Date(), venueId?: number | null) {
  const { next } = adjacentMonths(month);
  const rows = await vendorLiveBookings(supplierId, baliToUtc(`${month}-01`), baliToUtc(`${next}-01`), now, 500, venueId);
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
export type MonthBooking = Awaited<ReturnType<typeof bookingsInMonth>>[number];

/** Live bookings: paid, or pending before the payment deadline (as the slot check counts them). */
const liveInvoice = (now: Date) =>
  and(
    isNull(tables.reservationLines.cancelledAt),
    or(eq(tables.invoices.status, "paid"), and(eq(tables.invoices.status, "pending"), gt(tables.invoices.expiresAt, now))),
  );

/**
 * A vendor's live bookings that touch [from, to), soonest first: the availability page's
 * monthly list and the vendor's calendar feed.
 */
export async function vendorLiveBookings(supplierId: number, from: Date, to: Date, now: Date, limit: number, venueId?: number | null) {
  const line = tables.reservationLines;
  return await getDb()
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
        invoiceNo: tables.invoices.invoiceNo,
        booker: tables.invoices.name,
        company: tables.invoices.companyName,
        status: tables.invoices.status,
        paymentStatus: tables.invoices.paymentStatus,
      })
      .from(line)
      .innerJoin(tables.invoices, eq(tables.invoices.id, line.invoiceId))
      .where(and(eq(line.supplierId, supplierId), venueId ? eq(line.venueId, venueId) : undefined, lt(line.startsAt, to), gt(line.endsAt, from), liveInvoice(now)))
      .orderBy(asc(line.startsAt), asc(line.id))
      .limit(limit);
}

/** Blocks matching `where`, with the names of the sub venue or product they block, soonest first. */
async function blocksWithTargets(where: SQL | undefined, limit: number) {
  return await getDb()
      .select({
        block: tables.availabilityBlocks,
        subVenueName: tables.subVenues.name,
        productName: tables.products.productName,
      })
      .from(tables.availabilityBlocks)
      .leftJoin(tables.subVenues, eq(tables.subVenues.id, tables.availabilityBlocks.subVenueId))
      .leftJoin(tables.products, eq(tables.products.id, tables.availabilityBlocks.productId))
      .where(where)
      .orderBy(asc(tables.availabilityBlocks.startsAt), asc(tables.availabilityBlocks.id))
      .limit(limit);
}

/** A vendor's blocks that touch [from, to), with what they block (the calendar feed). */
export async function vendorBlocksBetween(supplierId: number, from: Date, to: Date, limit: number) {
  const b = tables.availabilityBlocks;
  return await blocksWithTargets(and(eq(b.supplierId, supplierId), gt(b.endsAt, from), lt(b.startsAt, to)), limit);
}
