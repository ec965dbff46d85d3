// One better-sqlite3 connection per process, wrapped by drizzle. Migrations from drizzle/
// are applied on first use, so start-up, tests and scripts all see the same schema.
import fs from "node:fs";
import path from "node:path";
import Database, { type Statement } from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "~/db/schema";
import { getEnv } from "~/env.server";

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "drizzle");

export function openDatabase(file: string): DB {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = drizzle(sqlite, { schema }) as DB;
  // Transactions take the write lock when they begin (ADR 0332): a deferred one that read first
  // cannot wait for another process's write (SQLite answers SQLITE_BUSY at once, busy_timeout or not).
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => transaction(run, { behavior: "immediate", ...config })) as DB["transaction"];
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return db;
}

declare global {
  // Survives module re-evaluation in `remix dev`.
  var __db: DB | undefined;
}

export function getDb(): DB {
  if (!globalThis.__db) globalThis.__db = openDatabase(getEnv().DATABASE_PATH);
  return globalThis.__db;
}

/** For tests: point the process at another database file. */
export function setDb(db: DB | undefined) {
  globalThis.__db = db;
}

/** The better-sqlite3 connection under a drizzle database or one of its transactions. */
function connectionOf(db: object): Database.Database {
  if ("$client" in db) return (db as DB).$client;
  // A transaction has no $client; its session holds the same connection.
  const client = (db as { session?: { client?: Database.Database } }).session?.client;
  if (!client) throw new Error("Not a better-sqlite3 drizzle database");
  return client;
}

const statements = new WeakMap<Database.Database, Map<string, Statement>>();

/**
 * A statement prepared once per connection and SQL text, for queries on every page view
 * (search, availability): drizzle builds and prepares its queries anew each time, which cost
 * more than running them (ADR 0241). The text must not embed values: bind them.
 */
export function cachedStatement(db: object, sqlText: string): Statement {
  const client = connectionOf(db);
  let cache = statements.get(client);
  if (!cache) statements.set(client, (cache = new Map()));
  let stmt = cache.get(sqlText);
  if (!stmt) {
    stmt = client.prepare(sqlText);
    cache.set(sqlText, stmt);
  }
  return stmt;
}

const preparedQueries = new WeakMap<object, Map<string, unknown>>();

/**
 * A drizzle query prepared once per database, under a name: for the reads of every page view
 * of a signed-in visitor (session, user, cart count), which drizzle otherwise builds and
 * SQLite prepares anew each time (ADR 0241). Values go in as `sql.placeholder(...)`.
 */
export function preparedQuery<T>(db: DB, name: string, build: (db: DB) => T): T {
  let byName = preparedQueries.get(db);
  if (!byName) preparedQueries.set(db, (byName = new Map()));
  let query = byName.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    byName.set(name, query);
  }
  return query;
}

export { schema };
