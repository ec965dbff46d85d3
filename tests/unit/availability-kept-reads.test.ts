// The rooms taken during a search's hour and the closure days are read once and kept until
// something is committed (ADR 0445): a planner's search must still see a booking, a block, a
// closure day or a hold running out at once, whoever wrote it (this process, another worker).
import Database from "better-sqlite3";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takenDuring, type SlotWindow } from "~/availability/availability.server";
import { baliCalendarNotes, closureRefusalOn } from "~/bali-calendar/closure-days.server";
import { takenDuringPostgres } from "~/catalog/search-postgres.server";
import { getDb, getEngine, sqliteClient, tables, transaction, write, type DB } from "~/db.server";
import { postgresSql } from "~/db/engine.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { bookRoomDuring } from "../support/invoices";
import { databaseEnvFor, freshDatabase, testsOnPostgres } from "../support/test-db";

const HOUR = 3_600_000;
const today = baliIsoDate();
let rooms: (typeof tables.products.$inferSelect)[];

let databaseEnv: Record<string, string>;
beforeAll(async () => {
  const db: DB = await freshDatabase();
  databaseEnv = databaseEnvFor(db as never);
  const seen = new Set<number>();
  rooms = (await db.select().from(tables.products)).filter((p) => !seen.has(p.subVenueId) && seen.add(p.subVenueId));
  expect(rooms.length).toBeGreaterThan(4);
});

const hourAt = (days: number, time: string): SlotWindow => {
  const from = baliToUtc(addDaysIso(today, days), time);
  return { from, to: new Date(from.getTime() + HOUR) };
};

const takenRooms = (window: SlotWindow) => takenDuring(getDb(), window).subVenueIds;
/** A room the demo's bookings leave free during `window` (read through the kept answer). */
const freeRoom = (window: SlotWindow) => rooms.find((r) => !takenRooms(window).includes(r.subVenueId))!;

// SQLite's reader (takenDuring); PostgreSQL's search reads its own twin every time.
describe.skipIf(testsOnPostgres)("the rooms taken during a search's hour", () => {
  it("include a booking paid after the hour was first read", async () => {
    const window = hourAt(40, "10:00");
    const room = freeRoom(window);
    expect(takenRooms(window)).not.toContain(room.subVenueId);
    expect(takenRooms(window)).not.toContain(room.subVenueId);
    await bookRoomDuring(room, window, { status: "paid", expiresAt: new Date(Date.now() + HOUR) });
    expect(takenRooms(window)).toContain(room.subVenueId);
  });

  it("include a vendor's block written after", async () => {
    const window = hourAt(41, "10:00");
    const room = freeRoom(window);
    expect(takenRooms(window)).not.toContain(room.subVenueId);
    await write((db) => db.insert(tables.availabilityBlocks).values({ supplierId: room.supplierId, subVenueId: room.subVenueId, startsAt: window.from, endsAt: window.to }));
    expect(takenRooms(window)).toContain(room.subVenueId);
  });

  it("free a room when its checkout hold runs out, with nothing written in between", async () => {
    const window = hourAt(42, "10:00");
    const room = freeRoom(window);
    await bookRoomDuring(room, window, { status: "pending", expiresAt: new Date(Date.now() + 800) });
    expect(takenRooms(window)).toContain(room.subVenueId);
    await new Promise((r) => setTimeout(r, 900));
    expect(takenRooms(window)).not.toContain(room.subVenueId);
  });

  it("include a booking committed by another connection to the file (another worker)", async () => {
    const window = hourAt(43, "10:00");
    const room = freeRoom(window);
    expect(takenRooms(window)).not.toContain(room.subVenueId);
    const other = new Database(sqliteClient(getDb()).name);
    try {
      const { lastInsertRowid } = other.prepare("insert into invoices (invoice_no, access_token, name, cell_phone, email, subtotal, total_cost, status, expires_at) values ('KEPT-W', 'KEPT-W', 'W', '081234567890', 'w@example.test', 1, 1, 'paid', ?)").run(Date.now() + HOUR);
      other.prepare(`insert into reservation_lines (invoice_id, product_id, sub_venue_id, venue_id, supplier_id, product_name, venue_name, sub_venue_name, setup, starts_at, ends_at, qty, unit, price, total_price)
        values (?, ?, ?, ?, ?, 'x', 'x', 'x', 'theater', ?, ?, 1, 'Hour', 1, 1)`).run(lastInsertRowid, room.id, room.subVenueId, room.venueId, room.supplierId, window.from.getTime(), window.to.getTime());
    } finally {
      other.close();
    }
    expect(takenRooms(window)).toContain(room.subVenueId);
  });
});

// PostgreSQL's search keeps them per window until the cluster's snapshot moves (ADR 0447).
describe.skipIf(!testsOnPostgres)("the rooms taken during a search's hour, on PostgreSQL", () => {
  const pool = () => postgresSql(getEngine()) as postgres.Sql;
  const taken = async (window: SlotWindow, sql: postgres.Sql = pool()) => (await takenDuringPostgres(sql, window)).subVenueIds;
  const freeRoomPg = async (window: SlotWindow) => {
    const ids = await taken(window);
    return rooms.find((r) => !ids.includes(r.subVenueId))!;
  };

  it("include a booking paid after the hour was first read", async () => {
    const window = hourAt(60, "10:00");
    const room = await freeRoomPg(window);
    expect(await taken(window)).not.toContain(room.subVenueId);
    await bookRoomDuring(room, window, { status: "paid", expiresAt: new Date(Date.now() + HOUR) });
    expect(await taken(window)).toContain(room.subVenueId);
  });

  it("include a block committed by another connection (another instance)", async () => {
    const window = hourAt(61, "10:00");
    const room = await freeRoomPg(window);
    expect(await taken(window)).not.toContain(room.subVenueId);
    const other = postgres(databaseEnv.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      await other`insert into availability_blocks (supplier_id, sub_venue_id, starts_at, ends_at) values (${room.supplierId}, ${room.subVenueId}, ${window.from.getTime()}, ${window.to.getTime()})`;
    } finally {
      await other.end();
    }
    expect(await taken(window)).toContain(room.subVenueId);
  });

  it("free a room when its checkout hold runs out, with nothing written in between", async () => {
    const window = hourAt(62, "10:00");
    const room = await freeRoomPg(window);
    await bookRoomDuring(room, window, { status: "pending", expiresAt: new Date(Date.now() + 800) });
    expect(await taken(window)).toContain(room.subVenueId);
    await new Promise((r) => setTimeout(r, 900));
    expect(await taken(window)).not.toContain(room.subVenueId);
  });

  it("inside a transaction include its own uncommitted booking", async () => {
    const window = hourAt(63, "10:00");
    const room = await freeRoomPg(window);
    expect(await taken(window)).not.toContain(room.subVenueId);
    await pool().begin(async (tx) => {
      expect(await taken(window, tx as unknown as postgres.Sql)).not.toContain(room.subVenueId);
      await tx`insert into availability_blocks (supplier_id, sub_venue_id, starts_at, ends_at) values (${room.supplierId}, ${room.subVenueId}, ${window.from.getTime()}, ${window.to.getTime()})`;
      expect(await taken(window, tx as unknown as postgres.Sql)).toContain(room.subVenueId);
      throw new Error("rolled back");
    }).catch((error: Error) => expect(error.message).toBe("rolled back"));
    expect(await taken(window)).not.toContain(room.subVenueId);
  });
});

describe("the closure days a search and a product page show", () => {
  const day = addDaysIso(today, 50);
  afterAll(async () => {
    await write((db) => db.delete(tables.closureDays).returning());
  });

  it("show a closure day added after the year was first read, and inside a transaction its own", async () => {
    const year = addDaysIso(today, 365);
    expect((await baliCalendarNotes(today, year)).closed.map((d) => d.date)).not.toContain(day);
    expect(await closureRefusalOn(day)).toBeNull();
    await transaction(async (tx) => {
      await tx.insert(tables.closureDays).values({ date: day, name: "Island ceremony", note: "" });
      expect((await baliCalendarNotes(today, year, tx)).closed.map((d) => d.date)).toContain(day);
    });
    expect((await baliCalendarNotes(today, year)).closed.map((d) => d.date)).toContain(day);
    expect(await closureRefusalOn(day)).not.toBeNull();
  });
});
