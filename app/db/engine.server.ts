// One data layer, two engines (issue 29, ADR 0338): drizzle queries written once, awaited, and run
// on SQLite (better-sqlite3) or PostgreSQL (postgres.js). Domain code keeps the SQLite types; at
// runtime on PostgreSQL `db` is drizzle-orm/postgres-js and `tables` are app/db/schema.pg.ts's.
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle as drizzleSqlite, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { drizzle as drizzlePg, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePg } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { keepStatementsPrepared, openDatabase } from "~/db/sqlite.server";
import { PG_MIGRATIONS_DIR } from "~/db/copy-to-postgres.server";
import { preparingClient } from "~/db/pg-prepared.server";
import * as sqliteSchema from "~/db/schema";
import * as pgSchema from "~/db/schema.pg";

export type Tables = typeof sqliteSchema;
/** What queries are written against: the SQLite drizzle types, whichever engine runs them. */
export type EngineDb = BetterSQLite3Database<Tables>;
export type IsolationLevel = "read committed" | "repeatable read" | "serializable";


type SqliteParts = {
  kind: "sqlite";
  write: EngineDb & { $client: Database.Database };
  read: EngineDb & { $client: Database.Database };
  lock: Mutex | null;
};
type PgParts = { kind: "postgres"; client: postgres.Sql; pg: PostgresJsDatabase<typeof pgSchema> };

export type Engine = {
  kind: "sqlite" | "postgres";
  /**
   * For reads outside transactions. On SQLite a read-only connection that sees the last committed
   * state (never an open transaction's rows); writes go through `write()` or `transaction()`.
   */
  db: EngineDb;
  /** The engine's table objects under the SQLite schema's names and types. */
  tables: Tables;
  /** Waits for the running transaction, then closes; `checkpoint` folds SQLite's WAL into the file first. */
  close(options?: { checkpoint?: boolean }): Promise<void>;
  /** @internal */
  parts: SqliteParts | PgParts;
};

export type OpenEngineOptions =
  | { sqlitePath: string; /** Test only: proves what the write mutex prevents. */ unsafeWithoutWriteMutex?: boolean }
  | { postgresUrl: string; max?: number; idleTimeoutSeconds?: number };

/** Opens an engine and applies its migrations (drizzle/ or drizzle-pg/). */
export async function openEngine(options: OpenEngineOptions): Promise<Engine> {
  if ("postgresUrl" in options) {
    await migratePostgres(options.postgresUrl);
    return connectPostgresEngine(options);
  }
  return openSqliteEngine(options);
}

/**
 * Session settings of the app's PostgreSQL connections (ADR 0430): no parallel workers and no
 * JIT. Every query of a page is short; starting a worker cost more than it saved (a two-letter
 * search's count: a Gather of one worker, 9 ms, where the plan alone ran in about 3), and a
 * plan whose estimate passes jit_above_cost compiles for longer than it runs (a head count's
 * venue list: 26 ms of JIT for a 14 ms query, ADR 0459).
 */
export const PG_SESSION_SETTINGS = { max_parallel_workers_per_gather: "0", jit: "off" } as const;

/**
 * A PostgreSQL engine on a database whose migrations another process applied (a test process
 * beside the app's servers); connections open on first use.
 */
export function connectPostgresEngine(options: { postgresUrl: string; max?: number; idleTimeoutSeconds?: number }): Engine {
  // idleTimeoutSeconds: tests open an engine per database and leave the older ones behind; their
  // idle connections close by themselves instead of filling the server's max_connections.
  const client = postgres(options.postgresUrl, {
    max: options.max ?? 10,
    idle_timeout: options.idleTimeoutSeconds,
    onnotice: () => {},
    connection: PG_SESSION_SETTINGS,
  });
  // drizzle's queries prepared, so that one with parameters goes in one round trip (ADR 0469).
  const pg = drizzlePg(preparingClient(client), { schema: pgSchema });
  const parts: PgParts = { kind: "postgres", client, pg };
  return {
    kind: "postgres",
    // The PostgreSQL objects stand in for the SQLite ones: same export names, JS keys and value
    // types (ADR 0331); a query must use these tables, never ~/db/schema's, to run on PostgreSQL.
    db: pg as unknown as EngineDb,
    tables: pgSchema as unknown as Tables,
    close: () => client.end(),
    parts,
  };
}

/** Opens an SQLite engine synchronously (nothing to wait for: the file is local). */
export function openSqliteEngine(options: { sqlitePath: string; unsafeWithoutWriteMutex?: boolean }): Engine {
  const file = options.sqlitePath;
  // Two connections need one file: an in-memory database would be two databases.
  if (file === ":memory:" || file === "") throw new Error("openEngine needs an SQLite file, not :memory:");
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const write = openDatabase(file);
  // Statistics for the query planner, as SQLite advises for long-lived connections (ADR 0430):
  // analyzes the tables never analyzed or grown much since, so a server plans its searches with
  // the statistics bench:search measures and the plan tests hold; the reader opened next reads them.
  write.$client.pragma("optimize=0x10002");
  let readClient: Database.Database;
  try {
    readClient = new Database(file, { readonly: true });
    readClient.pragma("busy_timeout = 5000");
    keepStatementsPrepared(readClient);
  } catch (error) {
    write.$client.close();
    throw error;
  }
  const read = drizzleSqlite(readClient, { schema: sqliteSchema }) as SqliteParts["read"];
  const parts: SqliteParts = {
    kind: "sqlite",
    write,
    read,
    lock: options.unsafeWithoutWriteMutex ? null : new Mutex(),
  };
  return {
    kind: "sqlite",
    db: read,
    tables: sqliteSchema,
    close: async ({ checkpoint = false } = {}) => {
      // Wait for the running transaction (if any) so it is not cut off mid-way.
      await parts.lock?.run(async () => undefined);
      readClient.close();
      if (checkpoint) write.$client.pragma("wal_checkpoint(TRUNCATE)");
      write.$client.close();
    },
    parts,
  };
}

/** The migrations' advisory lock: namespace 338001 (ADR 0335 keeps namespaces apart), key 1. */
const LOCK_MIGRATIONS = 338_001;

/**
 * Applies drizzle-pg/ under a session advisory lock: app instances starting together would
 * otherwise each apply the same migration and all but one fail. One connection, so the lock, the
 * migrator's transaction and the unlock share a session.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${LOCK_MIGRATIONS}::int, 1)`;
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: PG_MIGRATIONS_DIR });
    } finally {
      await client`select pg_advisory_unlock(${LOCK_MIGRATIONS}::int, 1)`;
    }
  } finally {
    await client.end();
  }
}

/** The rows of a select (`await q` works too); here for symmetry with `first`. */
export async function all<T>(query: PromiseLike<T[]>): Promise<T[]> {
  return await query;
}

/**
 * The first row or undefined. On SQLite a builder steps one row (`.get()`, no LIMIT to bind: a bound
 * LIMIT measured ~35 µs dearer, ADR 0338); elsewhere the rows are awaited, so a query that may match
 * many rows should say `.limit(1)`.
 */
export async function first<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const sqliteBuilder = query as unknown as { get?: () => T | undefined };
  if (typeof sqliteBuilder.get === "function") return sqliteBuilder.get();
  const rows = await query;
  return rows[0];
}

/** Rows an update or delete (without `returning()`) changed: better-sqlite3's `changes`, postgres.js' `count`. */
export async function affected(query: PromiseLike<unknown>): Promise<number> {
  const result = (await query) as { changes?: number | bigint; count?: number | null } | null;
  if (result && typeof result === "object") {
    if ("changes" in result && result.changes !== undefined) return Number(result.changes);
    if ("count" in result && typeof result.count === "number") return result.count;
  }
  throw new Error("affected(): not the result of an update or delete without returning()");
}

type TxFrame = { engine: Engine; db: EngineDb; depth: number; chain: Mutex; open: boolean };
const currentTx = new AsyncLocalStorage<TxFrame>();

/**
 * Where a statement of this async flow reads: inside `transaction()` the transaction (so it sees
 * its own rows), otherwise `engine.db`.
 */
export function ambientDb(engine: Engine): EngineDb {
  return openFrame(engine)?.db ?? engine.db;
}

/** The open transaction of this async flow on `engine`, if any. */
function openFrame(engine: Engine): TxFrame | undefined {
  const frame = currentTx.getStore();
  // A promise the body left running keeps the context after the end: it must not use the closed one.
  return frame && frame.open && frame.engine === engine ? frame : undefined;
}

async function inFrame<T>(frame: Omit<TxFrame, "chain" | "open">, body: (tx: EngineDb) => Promise<T>): Promise<T> {
  const open: TxFrame = { ...frame, chain: new Mutex(), open: true };
  try {
    return await currentTx.run(open, () => body(open.db));
  } finally {
    open.open = false;
  }
}

export type TransactionOptions = {
  /** PostgreSQL only (default READ COMMITTED). SQLite transactions are serial (BEGIN IMMEDIATE). */
  isolationLevel?: IsolationLevel;
};

/**
 * Runs `body` in a transaction: committed when it resolves, rolled back when it throws or rejects.
 * Called again inside (the same async flow), it is a savepoint: an inner failure the outer body
 * catches undoes only the inner work. On SQLite the body holds the process's write connection
 * under a mutex, so other requests' awaits cannot interleave their statements into it.
 */
export async function transaction<T>(engine: Engine, body: (tx: EngineDb) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const outer = openFrame(engine);
  if (outer) return savepoint(outer, body);
  const parts = engine.parts;
  if (parts.kind === "postgres") {
    return parts.pg.transaction(
      (tx) => {
        return inFrame({ engine, db: tx as unknown as EngineDb, depth: 0 }, body);
      },
      { isolationLevel: options.isolationLevel ?? "read committed" },
    );
  }
  return withWriteLock(parts, async () => {
    const client = parts.write.$client;
    // IMMEDIATE: the write lock is taken at BEGIN, so another process cannot overtake (ADR 0332).
    client.exec("BEGIN IMMEDIATE");
    try {
      const result = await inFrame({ engine, db: parts.write, depth: 0 }, body);
      client.exec("COMMIT");
      return result;
    } catch (error) {
      // SQLite may already have rolled back (e.g. after SQLITE_FULL); then there is nothing to undo.
      if (client.inTransaction) client.exec("ROLLBACK");
      throw error;
    }
  });
}

async function savepoint<T>(outer: TxFrame, body: (tx: EngineDb) => Promise<T>): Promise<T> {
  // Savepoints of one transaction run one after the other, even when started together.
  return outer.chain.run(async () => {
    const depth = outer.depth + 1;
    if (outer.engine.parts.kind === "postgres") {
      return (outer.db as unknown as PostgresJsDatabase<typeof pgSchema>).transaction((tx) => {
        return inFrame({ engine: outer.engine, db: tx as unknown as EngineDb, depth }, body);
      }) as Promise<T>;
    }
    const client = (outer.engine.parts as SqliteParts).write.$client;
    const name = `sp_${depth}`;
    client.exec(`SAVEPOINT ${name}`);
    try {
      const result = await inFrame({ engine: outer.engine, db: outer.db, depth }, body);
      client.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      if (client.inTransaction) {
        client.exec(`ROLLBACK TO ${name}`);
        client.exec(`RELEASE ${name}`);
      }
      throw error;
    }
  });
}

/**
 * A write outside a transaction (autocommit statement(s)): on SQLite on the write connection under
 * the mutex; inside a transaction it joins it. `db` must be the one passed to `run`.
 */
export async function write<T>(engine: Engine, run: (db: EngineDb) => PromiseLike<T>): Promise<T> {
  const outer = openFrame(engine);
  if (outer) return await run(outer.db);
  const parts = engine.parts;
  if (parts.kind === "postgres") return await run(parts.pg as unknown as EngineDb);
  return withWriteLock(parts, async () => await run(parts.write));
}

function withWriteLock<T>(parts: SqliteParts, run: () => Promise<T>): Promise<T> {
  return parts.lock ? parts.lock.run(run) : run();
}

/** A first-come first-served async mutex: each `run` starts when the previous one settled. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // The next waiter starts whether this task resolved or rejected: the lock is always released.
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/**
 * A select that locks its rows until the transaction ends: `FOR UPDATE` on PostgreSQL; on SQLite
 * the query as it is, since its transactions are serial (BEGIN IMMEDIATE under the write mutex).
 */
export function lockRows<Q>(engine: Engine, query: Q, strength: "update" | "no key update" = "update"): Q {
  if (engine.kind !== "postgres") return query;
  return (query as unknown as { for(strength: string): Q }).for(strength);
}

const preparedReads = new WeakMap<Engine, Map<string, unknown>>();

/**
 * A read for every page view (session, current user), prepared once per engine under `name`: it
 * skips drizzle's query building (ADR 0241). Values go in as `sql.placeholder(...)`; run it with
 * `await query.execute({ ... })` (rows on both engines). It runs on `engine.db`, outside transactions.
 */
export function preparedRead<P>(engine: Engine, name: string, build: (db: EngineDb) => { prepare(): P }): P {
  let byName = preparedReads.get(engine);
  if (!byName) preparedReads.set(engine, (byName = new Map()));
  let query = byName.get(name) as P | undefined;
  if (query === undefined) {
    // PostgreSQL names its prepared statements; SQLite's prepare() takes no name and ignores it.
    query = (build(engine.db) as unknown as { prepare(name: string): P }).prepare(name);
    byName.set(name, query);
  }
  return query;
}

/**
 * A raw SQL piece where the dialects differ (ADR 0338): both twins side by side, each covered by
 * the behaviour suite that runs on both engines. Everything else is written once.
 */
export function byEngine<T>(engine: Engine, twins: { sqlite: () => T; postgres: () => T }): T {
  return engine.kind === "postgres" ? twins.postgres() : twins.sqlite();
}

/**
 * The postgres.js client for the hand-written SQL twins (job, session and rate-limit stores, ADR
 * 0334, 0337): inside `transaction()` the transaction's own, so their statements commit or roll
 * back with it; otherwise the pool.
 */
export function postgresSql(engine: Engine): postgres.Sql | postgres.TransactionSql {
  const parts = engine.parts;
  if (parts.kind !== "postgres") throw new Error("postgresSql(): the engine is SQLite");
  const outer = openFrame(engine);
  if (outer) {
    const client = (outer.db as unknown as { session?: { client?: postgres.TransactionSql } }).session?.client;
    if (!client) throw new Error("postgresSql(): no postgres.js client under the transaction");
    return client;
  }
  return parts.client;
}
