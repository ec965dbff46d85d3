// `npm start` with DATABASE_URL and an empty PostgreSQL database seeds the same demo as SQLite
// (issue 42, ADR 0363): the same venues, products and settings; a second start changes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPostgresIfEmpty } from "~/seed/seed-postgres.server";
import { LocalDiskStorage } from "~/storage/storage.server";
import { freshPostgresDatabase, postgresAvailable } from "../support/postgres";
import { freshDatabase, testsOnPostgres } from "../support/test-db";
import { tables } from "~/db.server";

describe.skipIf(!postgresAvailable() || testsOnPostgres)("seeding an empty PostgreSQL database", () => {
  let target: { url: string; drop: () => Promise<void> };
  let client: postgres.Sql;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-pg-seed-test-"));
  beforeAll(async () => {
    target = await freshPostgresDatabase();
    client = postgres(target.url, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await client?.end();
    await target?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("seeds the SQLite demo once: same venues, terms and products; not again when it has users", async () => {
    const storage = new LocalDiskStorage(path.join(dir, "uploads"));
    expect(await seedPostgresIfEmpty(target.url, { storage, skipImages: true })).toBe(true);
    const sqlite = await freshDatabase();
    const venues = await sqlite.select().from(tables.venues).orderBy(tables.venues.id);
    const pgVenues = await client<{ id: number; name: string; deposit_percent: number; cancellation_policy: string }[]>`select id, name, deposit_percent, cancellation_policy from venues order by id`;
    expect(pgVenues.map((v) => [Number(v.id), v.name, Number(v.deposit_percent), v.cancellation_policy])).toEqual(venues.map((v) => [v.id, v.name, v.depositPercent, v.cancellationPolicy]));
    const products = await sqlite.select().from(tables.products);
    const [{ n }] = await client<{ n: string }[]>`select count(*) as n from products`;
    expect(Number(n)).toBe(products.length);
    const [{ members }] = await client<{ members: string }[]>`select count(*) as members from supplier_members`;
    expect(Number(members)).toBeGreaterThan(venues.length - 2);
    // New rows get new ids after the copied ones.
    const [{ id }] = await client<{ id: number }[]>`insert into coupons (code, discount_percentage, valid_from, valid_to) values ('PGNEW', 5, 0, 0) returning id`;
    expect(Number(id)).toBeGreaterThan(3);
    expect(await seedPostgresIfEmpty(target.url, { storage, skipImages: true })).toBe(false);
  });
});
