// The process's database (issue 29, ADR 0338, 0339): one engine, the embedded SQLite file by
// default or PostgreSQL, reached only through this module. Queries are written once against the
// SQLite types and awaited; they name tables through `tables`, the running engine's table objects.
import Database, { type Statement } from "better-sqlite3";
import type { SQL } from "drizzle-orm";
import * as sqliteSchema from "~/db/schema";
import {
  affected,
  ambientDb,
  first,
  openEngine,
  openSqliteEngine,
  postgresSql,
  preparedRead,
  transaction as engineTransaction,
  write as engineWrite,
  type Engine,
  type EngineDb,
  type Tables,
  type TransactionOptions,
} from "~/db/engine.server";
import { getEnv } from "~/env.server";

import type { SqliteDb } from "~/db/sqlite.server";

export { MIGRATIONS_DIR, openDatabase, type SqliteDb } from "~/db/sqlite.server";
export { first, type Engine };

/** A database or transaction handle of the running engine, typed as SQLite's. */
export type DB = EngineDb;
/** A transaction (inside `transaction(...)`): the database's own API. Audit, ledger and money writes take one. */
export type Tx = DB;

declare global {
  // Survives module re-evaluation in `remix dev`.
  var __engine: Engine | undefined;
}

/**
 * The running engine's table objects under the SQLite schema's names and types. One object, filled
 * when the engine is installed: a query built after that names the engine's own tables.
 */
export const tables: Tables = { ...sqliteSchema };

/**
 * The process's engine: the SQLite file of DATABASE_PATH (opened on first use) unless another one
 * was installed; with DATABASE_URL, PostgreSQL as `startEngine()` opened it at start-up.
 */
export function getEngine(): Engine {
  if (!globalThis.__engine) {
    if (getEnv().DATABASE_URL) throw new Error("DATABASE_URL is set: the engine opens at start-up (startEngine()), before any query");
    setEngine(openSqliteEngine({ sqlitePath: getEnv().DATABASE_PATH }));
  }
  return globalThis.__engine!;
}

/** Opens the configured engine (PostgreSQL's migrations applied under their lock) once per process. */
export async function startEngine(): Promise<Engine> {
  if (globalThis.__engine) return globalThis.__engine;
  const env = getEnv();
  if (env.DATABASE_URL) setEngine(await openEngine({ postgresUrl: env.DATABASE_URL }));
  return getEngine();
}

/** Installs `engine` as the process's (tests, scripts, start-up on PostgreSQL); undefined forgets it. */
export function setEngine(engine: Engine | undefined) {
  globalThis.__engine = engine;
  Object.assign(tables, sqliteSchema, engine?.tables ?? {});
}

/**
 * Where this moment's statements go: inside `transaction()` the open transaction (it sees its own
 * rows), otherwise the engine's reader. Writes outside a transaction go through `write()`/`run()`.
 */
export function getDb(): DB {
  return ambientDb(getEngine());
}

/**
 * Runs `body` in a transaction on the process's engine: committed when it resolves, rolled back when
 * it throws. Nested calls are savepoints. The body must not wait on outside work (mail, HTTP).
 */
export function transaction<T>(body: (tx: DB) => Promise<T>, options?: TransactionOptions): Promise<T> {
  return engineTransaction(getEngine(), body, options);
}

/** A write statement whose rows (`returning()`) are wanted; inside a transaction it joins it. */
export function write<T>(build: (db: DB) => PromiseLike<T>): Promise<T> {
  return engineWrite(getEngine(), build);
}

/** A write statement without `returning()`: how many rows it changed, on both engines. */
export async function run(build: (db: DB) => PromiseLike<unknown>): Promise<{ changes: number }> {
  return { changes: await affected(engineWrite(getEngine(), build)) };
}

/**
 * SQLite only: `work` gets the file's synchronous write connection, holding the process's write lock
 * (the demo seed at start-up writes thousands of rows through better-sqlite3 directly).
 */
export function withSqliteWriter<T>(work: (db: SqliteDb) => Promise<T> | T): Promise<T> {
  const engine = getEngine();
  if (engine.kind !== "sqlite") throw new Error("withSqliteWriter(): the engine is PostgreSQL (seed an SQLite file and copy it with db:copy)");
  return engineWrite(engine, async (db) => await work(db as SqliteDb));
}

/**
 * The rows of a raw SQL text without parameters that reads the same on both engines (the open
 * transaction's connection inside one). Where the dialects differ, pass each its text with byEngine.
 */
export async function rawRows<T>(text: string): Promise<T[]> {
  const engine = getEngine();
  if (engine.kind === "postgres") return (await postgresSql(engine).unsafe(text)) as unknown as T[];
  return sqliteClient(getDb()).prepare(text).all() as T[];
}

/**
 * The rows of a drizzle `sql` query written once for both engines (quote mixed-case aliases:
 * PostgreSQL folds bare ones to lower case); inside a transaction it reads through it.
 */
export async function sqlRows<T>(query: SQL): Promise<T[]> {
  const db = getDb();
  if (getEngine().kind === "postgres") return (await (db as unknown as { execute(q: SQL): Promise<T[]> }).execute(query)) as T[];
  return db.all<T>(query);
}

/**
 * SQLite only: the better-sqlite3 connection under a drizzle database or one of its transactions,
 * for raw statements (the job store, readiness probes). Writes belong inside `write()`/`transaction()`.
 */
export function sqliteClient(db: object): Database.Database {
  return connectionOf(db);
}

/**
 * The first row of a read prepared once per engine under `name` (ADR 0241, 0338): for the reads of
 * every page view (session, current user, cart count). `build` returns the select, values go in as
 * `sql.placeholder(...)`. It reads outside transactions.
 */
export async function preparedFirst<T>(
  name: string,
  build: (db: DB) => { prepare(): { get(values?: Record<string, unknown>): T | undefined } },
  values: Record<string, unknown>,
): Promise<T | undefined> {
  const query = preparedRead(getEngine(), name, build) as {
    get?: (values: Record<string, unknown>) => T | undefined;
    execute(values: Record<string, unknown>): PromiseLike<T[]>;
  };
  // SQLite steps one row; PostgreSQL runs its named prepared statement.
  if (typeof query.get === "function") return query.get(values);
  return (await query.execute(values))[0];
}

/** The reads kept by `keptUntilCommit`, per reader connection: one map per space. */
type KeptReads = { version: Statement; seen: unknown; spaces: Map<string, Map<string, { value: unknown; until: number }>> };
const keptReads = new WeakMap<Database.Database, KeptReads>();
/** Keys are few (an hour's window, a year of dates); a bound keeps a stray caller from growing it. */
const KEPT_READS_MAX = 64;

/**
 * SQLite's reader only: `read()`'s value, kept until anything is committed to the file or until
 * `until(value)` (epoch ms) passes. PRAGMA data_version moves on every commit by another
 * connection: this process's writer, other workers, scripts (the reader itself never writes). For
 * reads on every page view whose rows rarely change (closure days, the rooms taken this hour, the
 * searches asked for again: ADR 0474). Inside a transaction (it sees its own rows) and on
 * PostgreSQL, it reads every time. The value is shared between requests: callers must not change
 * it. `space` keeps a kind of read apart, at most `max` of them (the oldest goes first), so many
 * keys of one kind (searches) never push out another's (the hour's taken rooms).
 */
export function keptUntilCommit<T>(
  db: object,
  key: string,
  read: () => T,
  until: (value: T) => number = () => Infinity,
  { space = "", max = KEPT_READS_MAX }: { space?: string; max?: number } = {},
): T {
  const engine = getEngine();
  if (engine.kind !== "sqlite" || db !== engine.db) return read();
  const client = connectionOf(db);
  let kept = keptReads.get(client);
  if (!kept) {
    kept = { version: client.prepare("pragma data_version").pluck(), seen: undefined, spaces: new Map() };
    keptReads.set(client, kept);
  }
  const version = kept.version.get();
  if (version !== kept.seen) {
    kept.spaces.clear();
    kept.seen = version;
  }
  let values = kept.spaces.get(space);
  if (!values) kept.spaces.set(space, (values = new Map()));
  const hit = values.get(key);
  if (hit && Date.now() < hit.until) return hit.value as T;
  const value = read();
  values.delete(key);
  if (values.size >= max) values.delete(values.keys().next().value!);
  const entry = { value: value as unknown, until: until(value) };
  values.set(key, entry);
  // A failed read is not kept.
  if (value instanceof Promise) value.catch(() => values.get(key) === entry && values.delete(key));
  return value;
}

/** The better-sqlite3 connection under a drizzle database or one of its transactions. */
function connectionOf(db: object): Database.Database {
  if ("$client" in db) return (db as { $client: Database.Database }).$client;
  // A transaction has no $client; its session holds the same connection.
  const client = (db as { session?: { client?: Database.Database } }).session?.client;
  if (!client) throw new Error("Not a better-sqlite3 drizzle database");
  return client;
}

/**
 * SQLite only: the connection's statement for this SQL text, for hand-written queries on every
 * page view (search, availability). It is prepared once: the app's connections keep their
 * statements prepared (keepStatementsPrepared, ADR 0433; drizzle's own queries too, which ADR 0241
 * rewrote these as plain SQL to escape). The text must not embed values: bind them. Its PostgreSQL
 * twin sits next to it (ADR 0333, 0335).
 */
export function cachedStatement(db: object, sqlText: string): Statement {
  return connectionOf(db).prepare(sqlText);
}

/** The driver's error under a drizzle one (drizzle wraps it in `cause`, "Failed query: …"). */
function driverErrors(error: unknown): { message?: string; code?: string; table_name?: string; constraint_name?: string }[] {
  const found = [];
  for (let e = error as { cause?: unknown } | null | undefined, depth = 0; e && typeof e === "object" && depth < 5; e = e.cause as typeof e, depth++) {
    found.push(e as { message?: string; code?: string; table_name?: string; constraint_name?: string });
  }
  return found;
}

/** A write refused by a unique index on `table`, on either engine (a racing twin of the same write). */
export function isUniqueViolation(error: unknown, table: string): boolean {
  return driverErrors(error).some(
    (e) =>
      (e.code === "23505" && e.table_name === table) || // PostgreSQL
      (typeof e.message === "string" && e.message.includes(`UNIQUE constraint failed: ${table}.`)), // SQLite
  );
}

/**
 * PostgreSQL's no-double-booking trigger refused a line (drizzle-pg/0003). SQLite has no such
 * trigger: its transactions run one at a time, so the slot checks are the guard there.
 */
export function isDoubleBooking(error: unknown): boolean {
  return driverErrors(error).some((e) => e.code === "23P01" && e.constraint_name === "reservation_lines_no_double_booking");
}
