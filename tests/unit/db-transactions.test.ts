// Two processes on one SQLite file (ADR 0332): a transaction that reads, then writes, must not be
// overtaken by the other process's write in between (a deferred one then fails with SQLITE_BUSY,
// which reached a planner as a 500 on sign-up).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, setEngine, tables, transaction, write } from "~/db.server";
import { openSqliteEngine } from "~/db/engine.server";
import * as schema from "~/db/schema";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-tx-"));
const file = path.join(dir, "test.db");
const db = openDatabase(file);
// The other process: its own connection, which does not wait at all.
const other = new Database(file);
other.pragma("busy_timeout = 0");

afterAll(() => {
  other.close();
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const otherInsert = (email: string) => other.prepare("insert into users (email, first_name) values (?, 'B')").run(email);

describe("db.transaction()", () => {
  it("holds the write lock from its first read: the other process's write waits, and this one's write succeeds", () => {
    const result = db.transaction((tx) => {
      const before = tx.select().from(schema.users).where(eq(schema.users.email, "a@example.test")).all();
      // Another process tries to write between this read and this write.
      expect(() => otherInsert("b@example.test")).toThrow(/locked|busy/i);
      tx.insert(schema.users).values({ email: "a@example.test", firstName: "A" }).run();
      return before.length;
    });
    expect(result).toBe(0);
    expect(db.select().from(schema.users).where(eq(schema.users.email, "a@example.test")).all()).toHaveLength(1);
    // Once it committed, the other process writes.
    otherInsert("b@example.test");
  });

  it("keeps a caller's own behaviour: a deferred transaction lets the other process write in between", () => {
    db.transaction(
      (tx) => {
        tx.select().from(schema.users).all();
        otherInsert("c@example.test");
      },
      { behavior: "deferred" },
    );
    expect(db.select().from(schema.users).where(eq(schema.users.email, "c@example.test")).all()).toHaveLength(1);
  });

  it("the app's asynchronous transaction (ADR 0338) takes the write lock at BEGIN too: the other process waits until it ends", async () => {
    const engine = openSqliteEngine({ sqlitePath: file });
    setEngine(engine);
    try {
      const result = await transaction(async (tx) => {
        const before = await tx.select().from(tables.users).where(eq(tables.users.email, "d@example.test"));
        expect(() => otherInsert("e@example.test")).toThrow(/locked|busy/i);
        await write((w) => w.insert(tables.users).values({ email: "d@example.test", firstName: "D" }));
        return before.length;
      });
      expect(result).toBe(0);
      otherInsert("e@example.test");
      expect(await engine.db.select().from(tables.users).where(eq(tables.users.email, "e@example.test"))).toHaveLength(1);
    } finally {
      setEngine(undefined);
      await engine.close();
    }
  });
});
