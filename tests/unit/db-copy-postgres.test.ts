// `npm run db:copy`: a seeded SQLite database copied into a fresh PostgreSQL database arrives
// whole (counts per table) and unchanged (money, e-mail, JSON, instants, flags), and the copy
// keeps working as a database (new ids after the copied ones, triggers on again).
import { eq, getTableName, is, sql } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySqliteToPostgres, formatCounts, type CopyResult } from "~/db/copy-to-postgres.server";
import * as pgSchema from "~/db/schema.pg";
import { type SqliteDb as DB, tables, run, first } from "~/db.server";
import { freshPostgresDatabase, postgresAvailable } from "../support/postgres";
import { freshDatabase, testsOnPostgres } from "../support/test-db";

describe.skipIf(!postgresAvailable() || testsOnPostgres)("db:copy into PostgreSQL", () => {
  let sqliteDb: DB;
  let target: { url: string; drop: () => Promise<void> };
  let client: ReturnType<typeof postgres>;
  let result: CopyResult;

  beforeAll(async () => {
    sqliteDb = await freshDatabase();
    // A JSON column (the deleted line's row) and a row with every kind of value.
    await run((db) => db.insert(tables.deletedReservationLines).values({
            id: 9001, invoiceId: 1, row: { productName: "Ballroom", qty: 2, nested: { ok: true } },
            invoiceStatusBefore: "paid", deletedAt: new Date(Date.UTC(2026, 10, 26, 3, 4, 5, 678)), deletedBy: "admin@example.com",
          }));
    target = await freshPostgresDatabase();
    // Small batches so the bigger tables go over in several INSERTs.
    result = await copySqliteToPostgres({ sqlitePath: sqliteDb.$client.name, postgresUrl: target.url, batchSize: 7 });
    client = postgres(target.url, { max: 1, onnotice: () => {} });
  }, 120_000);

  /**
   * Prefix rows that differ from the words of products_text (missing or left over): the
   * statement triggers keep the table equal to what a rebuild from the words would hold.
   */
  async function prefixesOutOfStep(): Promise<number> {
    const [{ n }] = await client`
      WITH derived AS (
        SELECT DISTINCT left(w, k.n) AS prefix, pt.product_id FROM products_text pt, unnest(tsvector_to_array(pt.words)) w, (VALUES (1), (2)) k(n)
        WHERE char_length(w) >= k.n),
      held AS (SELECT prefix, product_id FROM products_text_prefixes)
      SELECT ((SELECT count(*) FROM (SELECT * FROM derived EXCEPT SELECT * FROM held) a) + (SELECT count(*) FROM (SELECT * FROM held EXCEPT SELECT * FROM derived) b))::int AS n`;
    return n;
  }

  afterAll(async () => {
    await client?.end();
    await target?.drop();
  });

  it("copies every table with equal row counts", () => {
    expect(result.ok).toBe(true);
    const byTable = Object.fromEntries(result.counts.map((c) => [c.table, c]));
    // Every table of the schema, not only the ones the seed fills.
    expect(Object.keys(byTable).sort()).toEqual(Object.values(tables).filter((t) => is(t, SQLiteTable)).map((t) => getTableName(t as SQLiteTable)).sort());
    for (const table of ["users", "products", "invoices", "reservation_lines", "reviews", "supplier_members", "deleted_reservation_lines"]) {
      expect(byTable[table].postgres, table).toBeGreaterThan(0);
      expect(byTable[table].postgres, table).toBe(byTable[table].sqlite);
    }
    expect(formatCounts(result.counts)).not.toContain("MISMATCH");
  });

  it("keeps money, e-mails, JSON, instants and flags as they were", async () => {
    const pg = drizzle(client, { schema: pgSchema });
    const invoice = (await first(sqliteDb.select().from(tables.invoices).orderBy(tables.invoices.id).limit(1)))!;
    const [pgInvoice] = await pg.select().from(pgSchema.invoices).where(eq(pgSchema.invoices.id, invoice.id));
    expect(pgInvoice.totalCost).toBe(invoice.totalCost);
    expect(pgInvoice.invoiceNo).toBe(invoice.invoiceNo);
    expect(pgInvoice.createdAt.getTime()).toBe(invoice.createdAt.getTime());
    expect(pgInvoice.expiresAt).toEqual(invoice.expiresAt);

    const user = (await first(sqliteDb.select().from(tables.users).where(eq(tables.users.isAdmin, true))))!;
    const [pgUser] = await pg.select().from(pgSchema.users).where(eq(pgSchema.users.id, user.id));
    expect(pgUser.email).toBe(user.email);
    expect(pgUser.isAdmin).toBe(true);
    expect(pgUser.isActive).toBe(user.isActive);

    const [deleted] = await pg.select().from(pgSchema.deletedReservationLines).where(eq(pgSchema.deletedReservationLines.id, 9001));
    expect(deleted.row).toEqual({ productName: "Ballroom", qty: 2, nested: { ok: true } });
    expect(deleted.deletedAt.toISOString()).toBe("2026-11-26T03:04:05.678Z");

    // The generated occupied window is computed by PostgreSQL from the same numbers.
    const line = (await first(sqliteDb.select().from(tables.reservationLines).orderBy(tables.reservationLines.id).limit(1)))!;
    const [pgLine] = await pg.select().from(pgSchema.reservationLines).where(eq(pgSchema.reservationLines.id, line.id));
    expect(pgLine.occupiedFrom?.getTime()).toBe(line.occupiedFrom?.getTime());
    expect(pgLine.spanClass).toBe(line.spanClass);
  });

  it("goes on from the copied ids, with the search copies and owner triggers working", async () => {
    const pg = drizzle(client, { schema: pgSchema });
    const maxUser = (await first(sqliteDb.select({ n: sql<number>`max(${tables.users.id})` }).from(tables.users)))!.n;
    const [created] = await pg.insert(pgSchema.users).values({ email: "new@example.com", firstName: "New" }).returning();
    expect(created.id).toBe(maxUser + 1);
    const [supplier] = await pg.insert(pgSchema.suppliers).values({ userId: created.id, name: "New vendor" }).returning();
    const members = await pg.select().from(pgSchema.supplierMembers).where(eq(pgSchema.supplierMembers.supplierId, supplier.id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[created.id, "owner"]]);
    // The text index twin was rebuilt for every copied product.
    const [{ n }] = await client`SELECT count(*)::int AS n FROM products_text`;
    expect(n).toBe(result.counts.find((c) => c.table === "products")!.sqlite);
    // And the 1-2 character prefixes of its words (drizzle-pg/0007), for every product.
    const [{ products }] = await client`SELECT count(DISTINCT product_id)::int AS products FROM products_text_prefixes`;
    expect(products).toBe(n);
    expect(await prefixesOutOfStep()).toBe(0);
  });

  it("keeps derived values like the SQLite triggers do: search copies, text index, append-only ledger", async () => {
    const pg = drizzle(client, { schema: pgSchema });
    const [product] = await pg.select().from(pgSchema.products).orderBy(pgSchema.products.id).limit(1);
    await pg.update(pgSchema.venues).set({ location: "Amed", name: "Renamed Resort", reviewCount: 3, ratingSum: 14 }).where(eq(pgSchema.venues.id, product.venueId));
    await pg.update(pgSchema.subVenues).set({ maxCapacity: 777, categories: 5 }).where(eq(pgSchema.subVenues.id, product.subVenueId));
    const [after] = await pg.select().from(pgSchema.products).where(eq(pgSchema.products.id, product.id));
    expect([after.searchLocation, after.searchMaxCapacity, after.searchCategories, after.searchRating, after.searchReviewCount]).toEqual(["Amed", 777, 5, 467, 3]);
    const hits = await client`SELECT product_id FROM products_text WHERE words @@ to_tsquery('simple', 'renam:*') AND product_id = ${product.id}`;
    expect(hits).toHaveLength(1);
    // A 1-2 character term finds the product by its new venue name, and no prefix is left from the old one.
    const short = await client`SELECT product_id FROM products_text_prefixes WHERE prefix = 're' AND product_id = ${product.id}`;
    expect(short).toHaveLength(1);
    expect(await prefixesOutOfStep()).toBe(0);

    await pg.insert(pgSchema.ledgerEntries).values({ at: new Date(), kind: "payment", invoiceId: 1, lineId: 1, supplierId: 1, amount: 1_500_000, ref: "test:1" });
    await expect(pg.update(pgSchema.ledgerEntries).set({ amount: 1 })).rejects.toThrow();
    await expect(pg.delete(pgSchema.ledgerEntries)).rejects.toThrow();
  });

  it("refuses to copy into a database that already holds data", async () => {
    await expect(copySqliteToPostgres({ sqlitePath: sqliteDb.$client.name, postgresUrl: target.url })).rejects.toThrow(/already has \d+ rows/);
  });
});
