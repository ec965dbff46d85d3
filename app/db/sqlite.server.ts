// The SQLite file itself: one better-sqlite3 connection, wrapped by drizzle, with migrations from
// drizzle/ applied on open. The app reaches it through the engine (app/db.server.ts); the seed, the
// copy to PostgreSQL and the benchmarks open files of their own with it, synchronously.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "~/db/schema";

/** A synchronous better-sqlite3 drizzle database (the seed, copies, benchmarks, the engine's write connection). */
export type SqliteDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "drizzle");

/** Statements kept per connection: more than the app's distinct query texts, so a page's queries stay prepared. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Keeps the connection's statements prepared, by SQL text (least recently used dropped first).
 * drizzle prepares every query it runs anew, and SQLite plans a statement when it is prepared: that
 * was the largest single cost of a query (a sixth of the CPU of a money lifecycle; ADR 0433).
 * A schema change or new statistics make SQLite prepare a kept statement again by itself.
 * A kept statement is handed out in its default mode (drizzle turns raw mode on for its own
 * reads); one still being iterated is not shared: the caller gets a fresh one.
 */
export function keepStatementsPrepared(client: Database.Database, size = STATEMENT_CACHE_SIZE): void {
  const prepare = client.prepare.bind(client);
  const kept = new Map<string, Database.Statement>();
  client.prepare = ((source: string) => {
    const statement = kept.get(source);
    if (statement && !statement.busy) {
      kept.delete(source);
      kept.set(source, statement);
      if (statement.reader) statement.raw(false).pluck(false).expand(false);
      return statement;
    }
    const fresh = prepare(source);
    if (!statement) {
      kept.set(source, fresh);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
    }
    return fresh;
  }) as Database.Database["prepare"];
}

export function openDatabase(file: string): SqliteDb {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  keepStatementsPrepared(sqlite);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = drizzle(sqlite, { schema }) as SqliteDb;
  // Transactions take the write lock when they begin (ADR 0332): a deferred one that read first
  // cannot wait for another process's write (SQLite answers SQLITE_BUSY at once, busy_timeout or not).
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => transaction(run, { behavior: "immediate", ...config })) as SqliteDb["transaction"];
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return db;
}
