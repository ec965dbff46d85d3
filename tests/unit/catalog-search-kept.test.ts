// A search's answer is kept on SQLite until something is committed or a hold it counted runs out
// (ADR 0474). What a planner must never see is an answer from before: a room booked, blocked or
// taken off sale since, by this process or another worker, still offered; or a room whose
// checkout hold ran out still missing.
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts, searchVenues } from "~/catalog/search.server";
import { getDb, sqliteClient, tables, write, type DB } from "~/db.server";
import { eq } from "drizzle-orm";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { bookRoomDuring } from "../support/invoices";
import { freshDatabase, testsOnPostgres } from "../support/test-db";

const HOUR = 3_600_000;
const today = baliIsoDate();
type Product = typeof tables.products.$inferSelect;
let products: Product[];

beforeAll(async () => {
  const db: DB = await freshDatabase();
  products = await db.select().from(tables.products);
});

/** The search of one venue's packages on a day `days` ahead at 10:00, as the page asks for it. */
const filtersAt = (days: number, venueId: number) => ({
  ...parseSearchParams(new URLSearchParams({ date: addDaysIso(today, days), time: "10:00" }), { today }),
  venueId,
  limit: 100,
});
const hourAt = (days: number) => {
  const from = baliToUtc(addDaysIso(today, days), "10:00");
  return { from, to: new Date(from.getTime() + HOUR) };
};
const offered = async (days: number, venueId: number) => (await searchProducts(filtersAt(days, venueId))).items.map((i) => i.id);

/** A product its search offers on that day, asked for twice so the second answer is the kept one. */
async function offeredProduct(days: number): Promise<Product> {
  for (const p of products) {
    if ((await offered(days, p.venueId)).includes(p.id)) {
      expect(await offered(days, p.venueId)).toContain(p.id);
      return p;
    }
  }
  throw new Error("no product offered");
}

describe.skipIf(testsOnPostgres)("a search asked for again", () => {
  it("leaves out a room booked since", async () => {
    const p = await offeredProduct(30);
    await bookRoomDuring(p, hourAt(30), { status: "paid", expiresAt: new Date(Date.now() + HOUR) });
    expect(await offered(30, p.venueId)).not.toContain(p.id);
  });

  it("leaves out a package its vendor took off sale since", async () => {
    const p = await offeredProduct(31);
    await write((db) => db.update(tables.products).set({ isActive: false }).where(eq(tables.products.id, p.id)));
    try {
      expect(await offered(31, p.venueId)).not.toContain(p.id);
    } finally {
      await write((db) => db.update(tables.products).set({ isActive: true }).where(eq(tables.products.id, p.id)));
    }
    expect(await offered(31, p.venueId)).toContain(p.id);
  });

  it("offers a room again when the checkout hold it counted runs out, with nothing written in between", async () => {
    const p = await offeredProduct(32);
    await bookRoomDuring(p, hourAt(32), { status: "pending", expiresAt: new Date(Date.now() + 800) });
    expect(await offered(32, p.venueId)).not.toContain(p.id);
    expect(await offered(32, p.venueId)).not.toContain(p.id);
    await new Promise((r) => setTimeout(r, 900));
    expect(await offered(32, p.venueId)).toContain(p.id);
  });

  it("leaves out a room another worker blocked since (a commit by another connection to the file)", async () => {
    const p = await offeredProduct(33);
    const window = hourAt(33);
    const other = new Database(sqliteClient(getDb()).name);
    try {
      other.prepare("insert into availability_blocks (supplier_id, sub_venue_id, starts_at, ends_at) values (?, ?, ?, ?)").run(p.supplierId, p.subVenueId, window.from.getTime(), window.to.getTime());
    } finally {
      other.close();
    }
    expect(await offered(33, p.venueId)).not.toContain(p.id);
  });

  it("grouped by venue, counts a venue's packages without a room booked since", async () => {
    const p = await offeredProduct(34);
    const grouped = async () => (await searchVenues({ ...filtersAt(34, p.venueId), group: "venue" })).groups.find((g) => g.venueId === p.venueId)?.matches ?? 0;
    const before = await grouped();
    expect(await grouped()).toBe(before);
    const sameRoom = products.filter((x) => x.subVenueId === p.subVenueId && x.isActive).length;
    await bookRoomDuring(p, hourAt(34), { status: "paid", expiresAt: new Date(Date.now() + HOUR) });
    expect(await grouped()).toBeLessThanOrEqual(before - 1);
    expect(await grouped()).toBeGreaterThanOrEqual(before - sameRoom);
  });
});
