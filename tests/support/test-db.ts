// Helpers for domain tests against a real, temporary SQLite database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, setEngine, type SqliteDb } from "~/db.server";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import { openEngine, openSqliteEngine } from "~/db/engine.server";
import { freshPostgresDatabase } from "./postgres";
import * as schema from "~/db/schema";
import { seedDatabase } from "~/seed/seed.server";
import { inject } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { LocalDiskStorage } from "~/storage/storage.server";
import { baliIsoDate } from "~/utils/format";

/**
 * TEST_ENGINE=postgres: every test database is a PostgreSQL copy. Tests of SQLite's own parts (its
 * stores, its file, its triggers made in the test) and tests that copy into PostgreSQL themselves
 * skip then.
 */
export const testsOnPostgres = process.env.TEST_ENGINE === "postgres";

/**
 * A fresh, migrated (and by default seeded, without images) database installed as the app's;
 * `products` extra generated products on top of the demo data (the seed's large catalogue).
 * It returns the engine's SQLite write connection, for fixtures written outside the app's transactions.
 */
export async function freshDatabase({ seed = true, products }: { seed?: boolean; products?: number } = {}): Promise<SqliteDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-db-"));
  const file = path.join(dir, "test.db");
  // The run's seeded template (tests/support/seed-template.ts) when it was seeded today in Bali
  // (a catalogue with extra products is seeded here).
  const template = seed && !products ? inject("seedTemplate") : null;
  const fromTemplate = template && template.baliDate === baliIsoDate() && fs.existsSync(template.file);
  if (fromTemplate) fs.copyFileSync(template.file, file);
  else {
    const db = openDatabase(file);
    if (seed) await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), skipImages: true, products });
    // Tests book on dates a fixed number of days from today: the migration's Nyepi days would
    // refuse one of them on some day of the year (ADR 0310; bali-calendar.test.ts checks the
    // seed). The template has none either.
    db.delete(schema.closureDays).run();
    db.$client.close();
  }
  if (testsOnPostgres) return await onPostgres(file, fromTemplate ? template.postgresTemplate : undefined);
  const engine = openSqliteEngine({ sqlitePath: file });
  setEngine(engine);
  return (engine.parts as { write: SqliteDb }).write;
}

let postgresUrl = "";

/**
 * What the database said when `write` failed ("written" when it did not), on either engine:
 * drizzle wraps PostgreSQL's error, whose text is then in `cause`.
 */
export async function refusalOf(write: Promise<unknown>): Promise<string> {
  return await write.then(
    () => "written",
    (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ""}`,
  );
}

/**
 * The settings that point another app process at the test database `db`: its SQLite file, or
 * (TEST_ENGINE=postgres) the PostgreSQL database the last freshDatabase() made, with the shared
 * session secret that DATABASE_URL requires.
 */
export function databaseEnvFor(db: SqliteDb): Record<string, string> {
  if (testsOnPostgres) return { DATABASE_URL: postgresUrl, SESSION_SECRET: "test-session-secret-shared-by-processes" };
  return { DATABASE_PATH: db.$client.name };
}

/** Installs the engine on the file of `db` (a database a test seeded itself) as the app's. */
export function installDatabase(db: SqliteDb): SqliteDb {
  const engine = openSqliteEngine({ sqlitePath: db.$client.name });
  setEngine(engine);
  return (engine.parts as { write: SqliteDb }).write;
}

/**
 * TEST_ENGINE=postgres: the prepared SQLite file copied into a fresh PostgreSQL database (db:copy's
 * code; a clone of the run's PostgreSQL template when the file is the seeded template's copy),
 * installed as the app's engine; the handle returned reads through it (fixtures that use
 * better-sqlite3 itself, `$client`, cannot run there).
 */
async function onPostgres(sqliteFile: string, postgresTemplate?: string): Promise<SqliteDb> {
  // The run's template in PostgreSQL holds the same rows as the file (tests/support/seed-template.ts).
  const target = await freshPostgresDatabase({ template: postgresTemplate });
  postgresUrl = target.url;
  if (!postgresTemplate) await copySqliteToPostgres({ sqlitePath: sqliteFile, postgresUrl: target.url });
  const engine = await openEngine({ postgresUrl: target.url, max: 4, idleTimeoutSeconds: 2 });
  setEngine(engine);
  return engine.db as SqliteDb;
}

/**
 * Runs `body` while every `event` ("insert", "update of total_cost", ...) on `table` fails with
 * "boom", on the test's engine: a write that breaks half-way, to see the rest roll back.
 */
export async function whileWritesFail<T>(db: SqliteDb, table: string, event: string, body: () => Promise<T>): Promise<T> {
  const name = `${table}_fails_in_test`;
  if (testsOnPostgres) {
    const pg = db as unknown as { execute(query: SQL): Promise<unknown> };
    await pg.execute(sql.raw(`create or replace function fail_in_test() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`));
    await pg.execute(sql.raw(`create trigger ${name} before ${event} on ${table} for each row execute function fail_in_test()`));
    try {
      return await body();
    } finally {
      await pg.execute(sql.raw(`drop trigger ${name} on ${table}`));
    }
  }
  db.$client.exec(`create trigger ${name} before ${event} on ${table} begin select raise(abort, 'boom'); end`);
  try {
    return await body();
  } finally {
    db.$client.exec(`drop trigger ${name}`);
  }
}
