// Availability reads only the bookings and blocks near the window asked for (ADR 0160) and
// still finds every one that overlaps it: bookings crossing midnight, multi-day units, blocks
// longer than the window, and never holds past their deadline.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  blocksOverlapping,
  bookingEnd,
  isSlotAvailable,
  liveBookingsOverlapping,
  occupiedWindow,
  takenDuring,
  windowsOverlap,
  type SlotWindow,
} from "~/availability/availability.server";
import { dayAvailability } from "~/availability/day-availability.server";
import { type DB, tables, write } from "~/db.server";
import type { ProductUnit } from "~/db/schema";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { freshDatabase, testsOnPostgres } from "../support/test-db";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let db: DB;
let rooms: (typeof tables.products.$inferSelect)[];
const now = new Date();
const today = baliIsoDate(now);

beforeAll(async () => {
  db = await freshDatabase();
  // One product in each of four different rooms.
  const seen = new Set<number>();
  rooms = (await db.select().from(tables.products)).filter((p) => !seen.has(p.subVenueId) && seen.add(p.subVenueId)).slice(0, 4);
});

let invoiceNo = 0;
async function invoice(status: "paid" | "pending" | "expired" | "cancelled", expiresAt = new Date(now.getTime() + DAY)) {
  const n = `OVL-${++invoiceNo}`;
  return ((await write((db) => db.insert(tables.invoices).values({
      invoiceNo: n, accessToken: n, name: "Overlap", cellPhone: "081234567890", email: "o@example.test",
      subtotal: 1, totalCost: 1, status, expiresAt,
    }).returning()))[0]).id;
}

async function line(invoiceId: number, product: (typeof rooms)[number], unit: ProductUnit, startsAt: Date, qty: number) {
  const endsAt = bookingEnd(unit, startsAt, unit === "Person" ? 1 : qty, product.closeTime);
  return (await write((db) => db.insert(tables.reservationLines).values({
      invoiceId, productId: product.id, subVenueId: product.subVenueId, venueId: product.venueId, supplierId: product.supplierId,
      productName: "x", venueName: "x", subVenueName: "x", setup: "theater", startsAt, endsAt, qty, unit, price: 1, totalPrice: 1,
    }).returning()))[0];
}

async function block(on: { subVenueId: number } | { productId: number }, startsAt: Date, endsAt: Date) {
  return (await write((db) => db.insert(tables.availabilityBlocks).values({ supplierId: rooms[0].supplierId, ...on, startsAt, endsAt }).returning()))[0];
}

const at = (days: number, time = "00:00") => baliToUtc(addDaysIso(today, days), time);
const hourAt = (days: number, time: string): SlotWindow => ({ from: at(days, time), to: new Date(at(days, time).getTime() + HOUR) });
const free = async (product: (typeof rooms)[number], window: SlotWindow) =>
  await isSlotAvailable(db, { subVenueId: product.subVenueId, productId: product.id, window }, now);

// SQLite's readers near the window (their PostgreSQL twins are compared with them in
// catalog-search-postgres-parity and checkout-postgres-race); the random bookings here overlap
// each other, which PostgreSQL's no-double-booking trigger refuses.
describe.skipIf(testsOnPostgres)("availability near the window", () => {
  it("a booking crossing midnight takes the early hours of the next day, on the product page and in search", async () => {
    const room = rooms[0];
    await line(await invoice("paid"), room, "Hour", at(20, "22:00"), 4);
    expect(await free(room, hourAt(21, "01:00"))).toBe(false);
    expect(await free(room, hourAt(21, "02:00"))).toBe(true);
    expect(takenDuring(db, hourAt(21, "01:00"), now).subVenueIds).toContain(room.subVenueId);
    expect(takenDuring(db, hourAt(21, "02:00"), now).subVenueIds).not.toContain(room.subVenueId);
    const day = (await dayAvailability(db, room, addDaysIso(today, 21), now))!;
    expect(day.taken).toContainEqual({ from: "00:00", to: "02:00", kind: "booked" });
  });

  it("multi-day units take every day they span, from midnight of the first", async () => {
    const room = rooms[1];
    await line(await invoice("paid"), room, "Day", at(30, "10:00"), 3);
    await line(await invoice("pending"), room, "Day", at(40, "09:00"), 25);
    expect(await free(room, hourAt(30, "02:00"))).toBe(false); // the Day unit holds the room from 00:00
    expect(await free(room, hourAt(32, "23:00"))).toBe(false);
    expect(await free(room, hourAt(33, "00:00"))).toBe(true);
    expect(await free(room, hourAt(63, "12:00"))).toBe(false); // 24th day of 25
    expect(await free(room, hourAt(65, "00:00"))).toBe(true);
    expect(takenDuring(db, hourAt(60, "08:00"), now).subVenueIds).toContain(room.subVenueId);
  });

  it("a block longer than the window covers it, however long ago it started", async () => {
    const room = rooms[2];
    await block({ subVenueId: room.subVenueId }, at(-200), at(300)); // longer than a year
    await block({ productId: rooms[3].id }, at(50, "08:00"), at(110, "08:00")); // two months
    expect(await free(room, hourAt(90, "10:00"))).toBe(false);
    expect(takenDuring(db, hourAt(90, "10:00"), now).subVenueIds).toContain(room.subVenueId);
    expect(await free(rooms[3], hourAt(109, "07:00"))).toBe(false);
    expect(await free(rooms[3], hourAt(110, "08:00"))).toBe(true);
    expect(takenDuring(db, hourAt(80, "10:00"), now).productIds).toContain(rooms[3].id);
  });

  it("holds past their deadline, expired and cancelled invoices leave the slot free", async () => {
    const room = rooms[3];
    await line(await invoice("pending", new Date(now.getTime() - HOUR)), room, "Hour", at(12, "10:00"), 2);
    await line(await invoice("expired", new Date(now.getTime() - HOUR)), room, "Hour", at(12, "10:00"), 2);
    await line(await invoice("cancelled"), room, "Hour", at(12, "10:00"), 2);
    expect(await free(room, hourAt(12, "10:00"))).toBe(true);
    expect(takenDuring(db, hourAt(12, "10:00"), now).subVenueIds).not.toContain(room.subVenueId);
    await line(await invoice("pending"), room, "Hour", at(12, "10:00"), 2);
    expect(await free(room, hourAt(12, "11:00"))).toBe(false);
    expect(await free(room, hourAt(12, "12:00"))).toBe(true); // touching the end is not overlapping
  });

  it("finds exactly what a scan of every booking and block finds, for random windows of any length", async () => {
    let x = 42;
    const random = () => ((x = (x * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const units: ProductUnit[] = ["Hour", "Day", "Person"];
    const statuses = ["paid", "pending", "expired", "cancelled"] as const;
    for (let i = 0; i < 300; i++) {
      const status = statuses[Math.floor(random() * 4)];
      const expiresAt = new Date(now.getTime() + (random() < 0.5 ? -1 : 1) * (1 + random() * 48) * HOUR);
      const unit = units[Math.floor(random() * 3)];
      const qty = unit === "Hour" ? 1 + Math.floor(random() * 24) : unit === "Day" ? 1 + Math.floor(random() * 30) : 10;
      const startsAt = at(Math.floor(random() * 200) - 60, `${String(Math.floor(random() * 24)).padStart(2, "0")}:00`);
      await line(await invoice(status, expiresAt), rooms[Math.floor(random() * 4)], unit, startsAt, qty);
    }
    for (let i = 0; i < 80; i++) {
      const room = rooms[Math.floor(random() * 4)];
      const from = at(Math.floor(random() * 200) - 100).getTime() + Math.floor(random() * 24) * HOUR;
      const length = [1 + random() * 23, 24 + random() * 24 * 6, 7 * 24 + random() * 24 * 24, 31 * 24 + random() * 24 * 300, 366 * 24 + random() * 24 * 400][i % 5] * HOUR;
      await block(random() < 0.5 ? { subVenueId: room.subVenueId } : { productId: room.id }, new Date(from), new Date(from + Math.round(length)));
    }
    const allLines = await db.select({ line: tables.reservationLines, invoice: tables.invoices }).from(tables.reservationLines)
          .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId));
    const allBlocks = await db.select().from(tables.availabilityBlocks);
    const live = (inv: typeof tables.invoices.$inferSelect) => inv.status === "paid" || (inv.status === "pending" && inv.expiresAt > now);
    const ids = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);
    let found = 0;
    for (let i = 0; i < 150; i++) {
      const from = at(Math.floor(random() * 240) - 80).getTime() + Math.floor(random() * 24) * HOUR;
      const window = { from: new Date(from), to: new Date(from + [1, 5, 24, 24 * 9, 24 * 40][i % 5] * HOUR) };
      const room = rooms[i % 4];
      const expectedLines = allLines.filter((r) => live(r.invoice) && windowsOverlap(occupiedWindow(r.line.unit, r.line.startsAt, r.line.endsAt), window)).map((r) => r.line);
      expect(ids(liveBookingsOverlapping(db, window, {}, now))).toEqual(ids(expectedLines));
      expect(ids(liveBookingsOverlapping(db, window, { subVenueId: room.subVenueId }, now))).toEqual(ids(expectedLines.filter((l) => l.subVenueId === room.subVenueId)));
      const expectedBlocks = allBlocks.filter((b) => windowsOverlap({ from: b.startsAt, to: b.endsAt }, window));
      const onRoom = (b: (typeof allBlocks)[number]) => b.subVenueId === room.subVenueId || b.productId === room.id;
      const key = (b: { startsAt: Date; endsAt: Date; subVenueId: number | null; productId: number | null }) => `${b.subVenueId}/${b.productId}/${b.startsAt.getTime()}/${b.endsAt.getTime()}`;
      expect(blocksOverlapping(db, window).map(key).sort()).toEqual(expectedBlocks.map(key).sort());
      expect(blocksOverlapping(db, window, { subVenueId: room.subVenueId, productId: room.id }).map(key).sort()).toEqual(expectedBlocks.filter(onRoom).map(key).sort());
      found += expectedLines.length + expectedBlocks.length;
    }
    // The windows do meet bookings and blocks (the comparison is not of empty lists).
    expect(found).toBeGreaterThan(150);
  });
});
