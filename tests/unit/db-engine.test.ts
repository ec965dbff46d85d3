// The asynchronous data layer on two engines (issue 29, ADR 0338): one drizzle query text gives the
// same results on SQLite and PostgreSQL; transactions roll back whole, nest as savepoints, and on
// SQLite concurrent async transactions do not interleave on the one write connection.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affected, byEngine, first, lockRows, openEngine, postgresSql, preparedRead, transaction, write, type Engine } from "~/db/engine.server";
import { freshPostgresDatabase, postgresAvailable } from "../support/postgres";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tempSqlitePath(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "balimice-engine-")), "engine.db");
}

/** Users, an organisation with a venue, a room and three products: written once for both engines. */
async function seed(engine: Engine) {
  const t = engine.tables;
  const at = new Date(Date.UTC(2026, 10, 26, 2, 0, 0));
  return transaction(engine, async (tx) => {
    const [owner] = await tx
      .insert(t.users)
      .values({ email: "owner@example.com", firstName: "Made", isSupplier: true, isActive: true, createdAt: at })
      .returning();
    const [supplier] = await tx.insert(t.suppliers).values({ userId: owner.id, name: "Nusa Dua Resort" }).returning({ id: t.suppliers.id });
    const [venue] = await tx.insert(t.venues).values({ supplierId: supplier.id, name: "Grand Hall", location: "Nusa Dua" }).returning({ id: t.venues.id });
    const [room] = await tx
      .insert(t.subVenues)
      .values({ venueId: venue.id, supplierId: supplier.id, name: "Ballroom", maxCapacity: 300 })
      .returning({ id: t.subVenues.id });
    const validFrom = new Date(Date.UTC(2026, 0, 1));
    const validTo = new Date(Date.UTC(2027, 11, 31));
    const base = { subVenueId: room.id, venueId: venue.id, supplierId: supplier.id, validFrom, validTo };
    await tx.insert(t.products).values([
      { ...base, productName: "Full Day Meeting", price: 1_500_000 },
      { ...base, productName: "Half Day Meeting", price: 900_000, unit: "Hour" },
      { ...base, productName: "Gala Dinner", price: 2_750_000, unit: "Person" },
    ]);
    return { owner, supplierId: supplier.id, venueId: venue.id };
  });
}

/** Every behaviour, run on each engine. */
function behaviours(name: string, open: () => Promise<{ engine: Engine; done: () => Promise<void> }>) {
  describe(name, () => {
    let engine: Engine;
    let done: () => Promise<void>;
    let seeded: Awaited<ReturnType<typeof seed>>;

    beforeAll(async () => {
      ({ engine, done } = await open());
      seeded = await seed(engine);
    }, 60_000);
    afterAll(async () => {
      await done?.();
    });

    it("runs a select with joins, where, order and limit, and gives the schema's JS values", async () => {
      const t = engine.tables;
      const rows = await engine.db
        .select({ product: t.products.productName, price: t.products.price, unit: t.products.unit, venue: t.venues.name, supplier: t.suppliers.name })
        .from(t.products)
        .innerJoin(t.venues, eq(t.venues.id, t.products.venueId))
        .innerJoin(t.suppliers, eq(t.suppliers.id, t.products.supplierId))
        .where(and(eq(t.venues.location, "Nusa Dua"), gte(t.products.price, 1_000_000)))
        .orderBy(desc(t.products.price))
        .limit(5);
      expect(rows).toEqual([
        { product: "Gala Dinner", price: 2_750_000, unit: "Person", venue: "Grand Hall", supplier: "Nusa Dua Resort" },
        { product: "Full Day Meeting", price: 1_500_000, unit: "Day", venue: "Grand Hall", supplier: "Nusa Dua Resort" },
      ]);
      // Instants as Date, flags as booleans, ids as numbers on both engines.
      expect(seeded.owner.createdAt).toEqual(new Date(Date.UTC(2026, 10, 26, 2, 0, 0)));
      expect(seeded.owner.isSupplier).toBe(true);
      expect(seeded.owner.isAdmin).toBe(false);
      expect(typeof seeded.owner.id).toBe("number");
      const user = await first(engine.db.select().from(t.users).where(eq(t.users.email, "owner@example.com")).limit(1));
      expect(user).toEqual(seeded.owner);
      expect(await first(engine.db.select().from(t.users).where(eq(t.users.email, "nobody@example.com")).limit(1))).toBeUndefined();
    });

    it("runs a prepared read with placeholders, prepared once", async () => {
      const t = engine.tables;
      const build = () =>
        preparedRead(engine, "user-by-email", (db) =>
          db.select({ id: t.users.id, firstName: t.users.firstName }).from(t.users).where(eq(t.users.email, sql.placeholder("email"))).limit(1),
        );
      expect(build()).toBe(build());
      expect(await build().execute({ email: "owner@example.com" })).toEqual([{ id: seeded.owner.id, firstName: "Made" }]);
      expect(await build().execute({ email: "nobody@example.com" })).toEqual([]);
    });

    it("runs a raw SQL twin where the dialects differ", async () => {
      const t = engine.tables;
      // Day of the event in Bali (UTC+8) from an epoch-millisecond instant: no common SQL for it.
      const baliDay = byEngine(engine, {
        sqlite: () => sql<string>`strftime('%d/%m/%Y', ${t.users.createdAt} / 1000 + 8 * 3600, 'unixepoch')`,
        postgres: () => sql<string>`to_char(to_timestamp(${t.users.createdAt} / 1000.0) at time zone 'Asia/Makassar', 'DD/MM/YYYY')`,
      });
      const [row] = await engine.db.select({ day: baliDay }).from(t.users).where(eq(t.users.id, seeded.owner.id));
      // 2026-11-26 02:00 UTC is 10:00 in Bali on the same day; 17:00 UTC would be the next day.
      expect(row.day).toBe("26/11/2026");
    });

    it("counts the rows an update and a delete changed, and returns rows from returning()", async () => {
      const t = engine.tables;
      const raised = await affected(
        write(engine, (db) => db.update(t.products).set({ discountPercentage: 10 }).where(eq(t.products.venueId, seeded.venueId))),
      );
      expect(raised).toBe(3);
      expect(await affected(write(engine, (db) => db.update(t.products).set({ price: 1 }).where(eq(t.products.productName, "No such product"))))).toBe(0);
      const updated = await write(engine, (db) =>
        db.update(t.products).set({ price: 1_600_000 }).where(eq(t.products.productName, "Full Day Meeting")).returning({ price: t.products.price }),
      );
      expect(updated).toEqual([{ price: 1_600_000 }]);
      const [extra] = await write(engine, (db) =>
        db.insert(t.products).values({
          subVenueId: 1, venueId: seeded.venueId, supplierId: seeded.supplierId, productName: "Coffee Break", price: 150_000,
          validFrom: new Date(Date.UTC(2026, 0, 1)), validTo: new Date(Date.UTC(2026, 11, 31)),
        }).returning({ id: t.products.id, name: t.products.productName }),
      );
      expect(extra.name).toBe("Coffee Break");
      expect(await affected(write(engine, (db) => db.delete(t.products).where(eq(t.products.id, extra.id))))).toBe(1);
      const names = await engine.db.select({ name: t.products.productName, discount: t.products.discountPercentage }).from(t.products).orderBy(asc(t.products.productName));
      expect(names).toEqual([
        { name: "Full Day Meeting", discount: 10 },
        { name: "Gala Dinner", discount: 10 },
        { name: "Half Day Meeting", discount: 10 },
      ]);
    });

    it("rolls a failed transaction back whole, and the error reaches the caller", async () => {
      const t = engine.tables;
      await expect(
        transaction(engine, async (tx) => {
          await tx.insert(t.users).values({ email: "rolled-back@example.com", firstName: "Wayan" });
          await sleep(5);
          throw new Error("payment refused");
        }),
      ).rejects.toThrow("payment refused");
      // A failing statement (the unique e-mail) rolls back the rows before it too.
      await expect(
        transaction(engine, async (tx) => {
          await tx.insert(t.users).values({ email: "rolled-back-2@example.com", firstName: "Ketut" });
          await tx.insert(t.users).values({ email: "owner@example.com", firstName: "Duplicate" });
        }),
      ).rejects.toThrow();
      const left = await engine.db.select({ email: t.users.email }).from(t.users).where(sql`${t.users.email} like 'rolled-back%'`);
      expect(left).toEqual([]);
      // The engine still works: the lock was released.
      expect(await transaction(engine, async (tx) => (await tx.select().from(t.users)).length)).toBeGreaterThan(0);
    });

    it("keeps the outer transaction's work when a nested one (a savepoint) fails and is caught", async () => {
      const t = engine.tables;
      const outcome = await transaction(engine, async (tx) => {
        await tx.insert(t.users).values({ email: "outer@example.com", firstName: "Nyoman" });
        const inner = await transaction(engine, async (inside) => {
          await inside.insert(t.users).values({ email: "inner@example.com", firstName: "Putu" });
          throw new Error("inner failed");
        }).catch((error: Error) => error.message);
        await transaction(engine, async (inside) => {
          await inside.insert(t.users).values({ email: "inner-kept@example.com", firstName: "Gede" });
        });
        return inner;
      });
      expect(outcome).toBe("inner failed");
      const emails = await engine.db.select({ email: t.users.email }).from(t.users).where(sql`${t.users.email} in ('outer@example.com', 'inner@example.com', 'inner-kept@example.com')`).orderBy(t.users.email);
      expect(emails.map((r) => r.email)).toEqual(["inner-kept@example.com", "outer@example.com"]);
    });

    it("gives work a transaction left running after it ended a transaction of its own", async () => {
      const t = engine.tables;
      let leftOver!: Promise<unknown>;
      await transaction(engine, async () => {
        // Not awaited: it outlives the transaction, keeping its async context.
        leftOver = sleep(20).then(() =>
          transaction(engine, async (tx) => {
            await tx.insert(t.users).values({ email: "left-over@example.com", firstName: "Kadek" });
          }),
        );
      });
      // Another transaction is open when the left-over work starts, and rolls back after it.
      const other = transaction(engine, async (tx) => {
        await tx.insert(t.users).values({ email: "other@example.com", firstName: "Wayan" });
        await sleep(50);
        throw new Error("other rolls back");
      });
      await expect(other).rejects.toThrow("other rolls back");
      await leftOver;
      const emails = await engine.db.select({ email: t.users.email }).from(t.users).where(sql`${t.users.email} in ('left-over@example.com', 'other@example.com')`);
      expect(emails).toEqual([{ email: "left-over@example.com" }]);
    });

    it("does not show an open transaction's row to a read outside it", async () => {
      const t = engine.tables;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
      const running = transaction(engine, async (tx) => {
        await tx.insert(t.users).values({ email: "uncommitted@example.com", firstName: "Komang" });
        inserted();
        await held;
      });
      await insertedNow;
      const during = await first(engine.db.select().from(t.users).where(eq(t.users.email, "uncommitted@example.com")).limit(1));
      release();
      await running;
      const after = await first(engine.db.select().from(t.users).where(eq(t.users.email, "uncommitted@example.com")).limit(1));
      expect(during).toBeUndefined();
      expect(after?.firstName).toBe("Komang");
    });

    it("runs 20 concurrent read-await-write transactions without losing one", async () => {
      const t = engine.tables;
      await write(engine, (db) => db.insert(t.settings).values({ key: "engine-counter", value: "0", updatedAt: new Date() }));
      // READ COMMITTED on PostgreSQL lets two read the same value: lockRows() takes the row lock
      // there; on SQLite the transactions are serial already.
      const bump = () =>
        transaction(engine, async (tx) => {
          const row = await first(lockRows(engine, tx.select().from(t.settings).where(eq(t.settings.key, "engine-counter")).limit(1)));
          await sleep(2);
          await tx.update(t.settings).set({ value: String(Number(row!.value) + 1) }).where(eq(t.settings.key, "engine-counter"));
        });
      await Promise.all(Array.from({ length: 20 }, bump));
      const counter = await first(engine.db.select().from(t.settings).where(eq(t.settings.key, "engine-counter")).limit(1));
      expect(counter?.value).toBe("20");
    });
  });
}

behaviours("the data engine on SQLite", async () => {
  const file = tempSqlitePath();
  const engine = await openEngine({ sqlitePath: file });
  return { engine, done: async () => { await engine.close(); fs.rmSync(path.dirname(file), { recursive: true, force: true }); } };
});

describe.skipIf(!postgresAvailable())("PostgreSQL", () => {
  behaviours("the data engine on PostgreSQL", async () => {
    const database = await freshPostgresDatabase();
    const engine = await openEngine({ postgresUrl: database.url, max: 4 });
    return { engine, done: async () => { await engine.close(); await database.drop(); } };
  });
});

describe("the SQLite engine's write mutex", () => {
  async function race(unsafeWithoutWriteMutex: boolean) {
    const file = tempSqlitePath();
    const engine = await openEngine({ sqlitePath: file, unsafeWithoutWriteMutex });
    const t = engine.tables;
    try {
      await write(engine, (db) => db.insert(t.settings).values({ key: "counter", value: "0", updatedAt: new Date() }));
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          transaction(engine, async (tx) => {
            const row = await first(tx.select().from(t.settings).where(eq(t.settings.key, "counter")).limit(1));
            await sleep(2);
            await tx.update(t.settings).set({ value: String(Number(row!.value) + 1) }).where(eq(t.settings.key, "counter"));
          }),
        ),
      );
      const counter = await first(engine.db.select().from(t.settings).where(eq(t.settings.key, "counter")).limit(1));
      return { value: counter?.value, failed: results.filter((r) => r.status === "rejected").length };
    } finally {
      await engine.close();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  }

  it("is what keeps concurrent async transactions apart", async () => {
    expect(await race(false)).toEqual({ value: "20", failed: 0 });
    // Without it the second BEGIN lands inside the first transaction on the one connection.
    const unsafe = await race(true);
    expect(unsafe.failed).toBeGreaterThan(0);
    expect(unsafe.value).not.toBe("20");
  });

  it("refuses a write on the read connection instead of escaping the mutex", async () => {
    const file = tempSqlitePath();
    const engine = await openEngine({ sqlitePath: file });
    try {
      await expect(engine.db.insert(engine.tables.settings).values({ key: "x", value: "y", updatedAt: new Date() })).rejects.toThrow(/readonly/);
    } finally {
      await engine.close();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});

describe.skipIf(!postgresAvailable())("opening PostgreSQL engines together", () => {
  it("applies the migrations once when several app instances start at the same time", async () => {
    const database = await freshPostgresDatabase();
    try {
      const engines = await Promise.allSettled(Array.from({ length: 3 }, () => openEngine({ postgresUrl: database.url, max: 1 })));
      const opened = engines.flatMap((e) => (e.status === "fulfilled" ? [e.value] : []));
      try {
        expect(engines.filter((e) => e.status === "rejected").map((e) => String((e as PromiseRejectedResult).reason))).toEqual([]);
        const count = await opened[0].db.select({ n: sql<number>`count(*)::int` }).from(opened[0].tables.users);
        expect(count).toEqual([{ n: 0 }]);
      } finally {
        await Promise.all(opened.map((engine) => engine.close()));
      }
    } finally {
      await database.drop();
    }
  }, 60_000);
});

describe.skipIf(!postgresAvailable())("hand-written SQL on PostgreSQL", () => {
  it("joins the engine's transaction, so it rolls back with it", async () => {
    const database = await freshPostgresDatabase();
    const engine = await openEngine({ postgresUrl: database.url, max: 2 });
    try {
      const insert = (key: string) => postgresSql(engine)`insert into settings (key, value, updated_at) values (${key}, 'v', 0)`;
      await expect(
        transaction(engine, async () => {
          await insert("raw-rolled-back");
          throw new Error("undo");
        }),
      ).rejects.toThrow("undo");
      await transaction(engine, async () => {
        await insert("raw-committed");
      });
      const keys = await postgresSql(engine)<{ key: string }[]>`select key from settings order by key`;
      expect(keys.map((r) => r.key)).toEqual(["raw-committed"]);
    } finally {
      await engine.close();
      await database.drop();
    }
  }, 60_000);
});
