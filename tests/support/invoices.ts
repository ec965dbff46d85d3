// Creates an invoice with reservation lines from seeded products, as checkout would, for
// payment tests (unit: the app's DB; e2e: a drizzle handle on the e2e database file).
import crypto from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "~/db/schema";
import type { ProductUnit } from "~/db/schema";
import { occupiedWindow } from "~/availability/availability.server";
import { tables, first, getDb, write, run, transaction } from "~/db.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";

type Db = BetterSQLite3Database<typeof schema>;

export type TestInvoiceOptions = {
  lines?: number;
  qty?: number;
  discountPercentage?: number;
  userId?: number | null;
  email?: string;
  now?: Date;
  /** Hours until the bank-transfer deadline (checkout uses 48). */
  expiresInHours?: number;
  /** Start of the lines; by default 14 days ahead, or the first later day whose rooms are free. */
  startsAt?: Date;
};

const DAY_MS = 24 * 3600_000;
const LINE_MS = 8 * 3600_000;

/**
 * Whether none of the rooms holds a live line overlapping `spanMs` from `startsAt` (by the rule
 * PostgreSQL's no-double-booking trigger applies: not cancelled, invoice paid or pending and not
 * lapsed by the wall clock).
 */
export async function roomsFree(subVenueIds: number[], startsAt: Date, spanMs: number, unit: ProductUnit): Promise<boolean> {
  const occupied = occupiedWindow(unit, startsAt, new Date(startsAt.getTime() + spanMs));
  const l = tables.reservationLines;
  const i = tables.invoices;
  const taken = await first(
    getDb()
      .select({ id: l.id })
      .from(l)
      .innerJoin(i, eq(i.id, l.invoiceId))
      .where(
        and(
          inArray(l.subVenueId, subVenueIds),
          isNull(l.cancelledAt),
          lt(l.occupiedFrom, occupied.to),
          gt(l.endsAt, occupied.from),
          or(eq(i.status, "paid"), and(eq(i.status, "pending"), gt(i.expiresAt, new Date()))),
        ),
      )
      .limit(1),
  );
  return !taken;
}

/**
 * The first of `from`, `from + step`, `from + 2 step`, ... at which the rooms are free for
 * `spanMs`, so that a test's fixture bookings never double-book a room (a state checkout cannot
 * make, which PostgreSQL refuses).
 */
export async function freeStart({ from, subVenueIds, spanMs, stepMs, unit = "Hour" }: { from: Date; subVenueIds: number[]; spanMs: number; stepMs: number; unit?: ProductUnit }): Promise<Date> {
  for (let step = 0; step < 400; step++) {
    const startsAt = new Date(from.getTime() + step * stepMs);
    if (await roomsFree(subVenueIds, startsAt, spanMs, unit)) return startsAt;
  }
  throw new Error("no free time for a fixture booking");
}

export async function createTestInvoice(db: Db, options: TestInvoiceOptions = {}) {
  // Two e2e workers can both find the same rooms free and insert at once; PostgreSQL's
  // no-double-booking trigger then refuses the second (SQLite has one writer and no such
  // trigger). The loser looks again and takes the next free time.
  for (let attempt = 1; ; attempt++) {
    try {
      return await createTestInvoiceOnce(db, options);
    } catch (error) {
      if (options.startsAt || attempt >= 5 || !/double booking/.test(String(error))) throw error;
    }
  }
}

async function createTestInvoiceOnce(db: Db, options: TestInvoiceOptions) {
  const now = options.now ?? new Date();
  const lineCount = options.lines ?? 2;
  const qty = options.qty ?? 3;
  // Products of two different vendors when more than one line is asked for.
  const candidates = await db
      .select()
      .from(tables.products)
      .where(and(eq(tables.products.isActive, true)))
      .limit(200);
  // Rooms free 14 days ahead first (the e2e specs book their own days through the pages), so that
  // fixture invoices never double-book; when every room is taken then, the first products on a later day.
  // At 09:00 Bali time: a line of 8 hours from the current time of day would cross midnight after
  // 16:00 and take the next day too (a Day product's room is taken from the start of its day),
  // which e2e specs book through the pages.
  const fourteenDays = baliToUtc(addDaysIso(baliIsoDate(now), 14), "09:00");
  const pick = async (free: boolean) => {
    const picked: typeof candidates = [];
    for (const p of candidates) {
      if (picked.length >= lineCount) break;
      if (picked.some((q) => q.supplierId === p.supplierId || q.subVenueId === p.subVenueId)) continue;
      if (free && !(await roomsFree([p.subVenueId], fourteenDays, LINE_MS, p.unit))) continue;
      picked.push(p);
    }
    return picked;
  };
  let picked = options.startsAt ? await pick(false) : await pick(true);
  if (picked.length < lineCount) picked = await pick(false);
  if (picked.length < lineCount) throw new Error("not enough seeded products");

  const suffix = crypto.randomBytes(5).toString("hex").toUpperCase();
  const invoiceNo = `INV-T${suffix}`;
  const accessToken = crypto.randomBytes(24).toString("base64url");
  const startsAt = options.startsAt ?? (await freeStart({ from: fourteenDays, subVenueIds: picked.map((p) => p.subVenueId), spanMs: LINE_MS, stepMs: DAY_MS, unit: picked.some((p) => p.unit === "Day") ? "Day" : "Hour" }));

  return await transaction(async (tx) => {
      const rows = await Promise.all(picked.map(async (p) => {
        const subVenue = (await first(tx.select().from(tables.subVenues).where(eq(tables.subVenues.id, p.subVenueId))))!;
        const venue = (await first(tx.select().from(tables.venues).where(eq(tables.venues.id, p.venueId))))!;
        const price = Math.round((p.price * (100 - p.discountPercentage)) / 100);
        return { p, subVenue, venue, price, totalPrice: price * qty };
      }));
      const subtotal = rows.reduce((s, r) => s + r.totalPrice, 0);
      const discountPercentage = options.discountPercentage ?? 0;
      const discountAmount = Math.round((subtotal * discountPercentage) / 100);
      const invoice = (await write((db) => db
            .insert(tables.invoices)
            .values({
              invoiceNo,
              accessToken,
              userId: options.userId ?? null,
              name: "Komang Tester",
              companyName: "PT Uji Coba",
              address: "Jl. Sunset Road 1, Kuta",
              officePhone: "0361123456",
              cellPhone: "081234567890",
              email: options.email ?? `booker.${suffix.toLowerCase()}@example.test`,
              subtotal,
              couponCode: discountPercentage ? "BALI10" : null,
              discountPercentage,
              discountAmount,
              totalCost: subtotal - discountAmount,
              expiresAt: new Date(now.getTime() + (options.expiresInHours ?? 48) * 3600_000),
              createdAt: now,
            })
            .returning()))[0];
      for (const r of rows) {
        await run((db) => db.insert(tables.reservationLines)
                  .values({
                    invoiceId: invoice.id,
                    productId: r.p.id,
                    subVenueId: r.p.subVenueId,
                    venueId: r.p.venueId,
                    supplierId: r.p.supplierId,
                    productName: r.p.productName,
                    venueName: r.venue.name,
                    subVenueName: r.subVenue.name,
                    inclusion: r.p.inclusion,
                    setup: "classroom",
                    eventName: "Annual Meeting",
                    startsAt,
                    endsAt: new Date(startsAt.getTime() + LINE_MS),
                    qty,
                    unit: r.p.unit,
                    price: r.price,
                    totalPrice: r.totalPrice,
                  }));
      }
      return invoice;
    }); // take the write lock first: a read-then-write transaction fails at once when the server commits in between (WAL)
}

let heldLines = 0;
/**
 * One reservation line taking `product`'s room during `window`, on an invoice paid or pending
 * until `expiresAt`: the least a booking is, for tests of what searches and availability see.
 */
export async function bookRoomDuring(
  product: { id: number; subVenueId: number; venueId: number; supplierId: number },
  window: { from: Date; to: Date },
  invoice: { status: "paid" | "pending"; expiresAt: Date },
) {
  const n = `HELD-${process.pid}-${++heldLines}`;
  const [{ id }] = await write((db) => db.insert(tables.invoices).values({
      invoiceNo: n, accessToken: n, name: "Held", cellPhone: "081234567890", email: "held@example.test", subtotal: 1, totalCost: 1, ...invoice,
    }).returning());
  await write((db) => db.insert(tables.reservationLines).values({
      invoiceId: id, productId: product.id, subVenueId: product.subVenueId, venueId: product.venueId, supplierId: product.supplierId,
      productName: "x", venueName: "x", subVenueName: "x", setup: "theater", startsAt: window.from, endsAt: window.to, qty: 1, unit: "Hour", price: 1, totalPrice: 1,
    }));
}
