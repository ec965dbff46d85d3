// Helpers for domain tests against a real, temporary SQLite database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, setEngine, type SqliteDb } from "~/db.server";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import { openEngine, openSqliteEngine } from "~/db/engine.server";
import { freshPostgresDatabase } from "./postgres";
import * as schema from "~/db/schema";
import { seedDatabase } from "~/db/seed.server";
import { inject } from "vitest";
import { LocalDiskStorage } from "~/storage/storage.server";
import { baliIsoDate } from "~/utils/format";

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
  const db = openDatabase(file);
  if (seed && !fromTemplate) {
    await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), skipImages: true, products });
  }
  // Tests book on dates a fixed number of days from today: the migration's Nyepi days would
  // refuse one of them on some day of the year (ADR 0310; bali-calendar.test.ts checks the seed).
  db.delete(schema.closureDays).run();
  db.$client.close();
  if (process.env.TEST_ENGINE === "postgres") return await onPostgres(file);
  const engine = openSqliteEngine({ sqlitePath: file });
  setEngine(engine);
  return (engine.parts as { write: SqliteDb }).write;
}

/** Installs the engine on the file of `db` (a database a test seeded itself) as the app's. */
export function installDatabase(db: SqliteDb): SqliteDb {
  const engine = openSqliteEngine({ sqlitePath: db.$client.name });
  setEngine(engine);
  return (engine.parts as { write: SqliteDb }).write;
}

/**
 * TEST_ENGINE=postgres: the prepared SQLite file copied into a fresh PostgreSQL database (db:copy's
 * code), installed as the app's engine; the handle returned reads through it (fixtures that use
 * better-sqlite3 itself, `$client`, cannot run there).
 */
async function onPostgres(sqliteFile: string): Promise<SqliteDb> {
  const target = await freshPostgresDatabase();
  await copySqliteToPostgres({ sqlitePath: sqliteFile, postgresUrl: target.url });
  const engine = await openEngine({ postgresUrl: target.url, max: 4 });
  setEngine(engine);
  return engine.db as SqliteDb;
}
