// npm run bench:engine [-- --runs 20000 --users 2000]
// What the asynchronous data layer (app/db/engine.server.ts, ADR 0338) costs SQLite on a page
// view's read: the signed-in visitor's user + team row (app/accounts/session.server.ts'
// "current-user" query), synchronous as today vs awaited through the engine, and a small write
// (a session-touch-sized update) run() vs write(). Prints the median and p95 in µs per call; the
// machine is shared, so the figures are printed, never asserted. Rounds alternate the variants.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type SqliteDb as DB } from "~/db.server";
import * as schema from "~/db/schema";
import { affected, first, openEngine, preparedRead, write, type Engine, type EngineDb } from "~/db/engine.server";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "20000" }, users: { type: "string", default: "2000" } },
});
const RUNS = Number(values.runs);
const USERS = Number(values.users);

function currentUserQuery(db: EngineDb | DB, t: typeof schema) {
  return db
    .select({
      id: t.users.id, email: t.users.email, firstName: t.users.firstName, lastName: t.users.lastName,
      isAdmin: t.users.isAdmin, isSupplier: t.users.isSupplier, isCustomer: t.users.isCustomer, isActive: t.users.isActive,
      supplierId: t.supplierMembers.supplierId, memberRole: t.supplierMembers.role,
    })
    .from(t.users)
    .leftJoin(t.supplierMembers, eq(t.supplierMembers.userId, t.users.id));
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-bench-engine-"));
  const file = path.join(dir, "bench.db");
  const engine: Engine = await openEngine({ sqlitePath: file });
  const t = engine.tables;
  await write(engine, async (db) => {
    for (let i = 0; i < USERS; i += 500) {
      const rows = Array.from({ length: Math.min(500, USERS - i) }, (_, k) => ({ email: `user${i + k}@example.com`, firstName: `User ${i + k}` }));
      await db.insert(t.users).values(rows);
    }
  });
  // Today's path: the process's one synchronous connection.
  const db = openDatabase(file);
  const ids = Array.from({ length: 1024 }, () => 1 + Math.floor(Math.random() * USERS));
  let n = 0;
  const nextId = () => ids[n++ & 1023];

  // What ADR 0241's preparedQuery kept: the drizzle query prepared once on the synchronous connection.
  const todayPrepared = currentUserQuery(db, schema).where(eq(schema.users.id, sql.placeholder("userId"))).prepare();
  const variants: Record<string, () => unknown> = {
    "read  sync   prepared .get() (today)": () =>
      todayPrepared.get({ userId: nextId() }),
    "read  async  preparedRead().execute()": () =>
      preparedRead(engine, "bench-current-user", (d) => currentUserQuery(d, t).where(eq(t.users.id, sql.placeholder("userId")))).execute({ userId: nextId() }),
    "read  sync   built each time .get()": () => currentUserQuery(db, schema).where(eq(schema.users.id, nextId())).get(),
    "read  async  built each time first()": () => first(currentUserQuery(engine.db, t).where(eq(t.users.id, nextId()))),
    // Measured: a bound LIMIT on this LEFT JOIN costs SQLite about 35 µs; a key lookup needs none.
    "read  sync   built each time .limit(1).get()": () => currentUserQuery(db, schema).where(eq(schema.users.id, nextId())).limit(1).get(),
    "write sync   update .run()": () => db.update(schema.users).set({ lastName: "x" }).where(eq(schema.users.id, nextId())).run(),
    "write async  write() + affected()": () => affected(write(engine, (w) => w.update(t.users).set({ lastName: "y" }).where(eq(t.users.id, nextId())))),
  };
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  const ROUND = 500;
  // Warm-up: statement caches, JIT.
  for (const run of Object.values(variants)) for (let i = 0; i < 2000; i++) await run();
  for (let done = 0; done < RUNS; done += ROUND) {
    for (const [name, run] of Object.entries(variants)) {
      for (let i = 0; i < ROUND; i++) {
        const start = process.hrtime.bigint();
        await run();
        samples[name].push(Number(process.hrtime.bigint() - start) / 1000);
      }
    }
  }
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
  console.log(`SQLite, ${USERS} users, ${RUNS} calls per variant, load average ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}`);
  console.log("variant                                       median µs   p95 µs");
  for (const [name, xs] of Object.entries(samples)) {
    console.log(`${name.padEnd(46)}${pct(xs, 50).toFixed(1).padStart(9)}${pct(xs, 95).toFixed(1).padStart(9)}`);
  }
  db.$client.close();
  await engine.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
