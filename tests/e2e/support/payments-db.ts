// Direct access to the e2e server's database file (WAL mode, so reads and small writes from
// the test do not block the server), to create invoices as checkout would.
import { setEngine, tables, type SqliteDb } from "../../../app/db.server";
import { connectPostgresEngine, openSqliteEngine } from "../../../app/db/engine.server";
import { e2ePostgresUrl } from "./e2e-postgres";

export const E2E_DB_PATH = "tests/.tmp/e2e/app.db";

/**
 * Installs the e2e server's database as this process's engine (the shared fixtures write through
 * it, as the app does) and returns its write connection for the specs' own statements.
 */
export function openE2eDb(): SqliteDb {
  if (process.env.E2E_DATABASE_URL) {
    // The suite on PostgreSQL: the database of the two app instances (scripts/e2e-postgres-stack.ts).
    const engine = connectPostgresEngine({ postgresUrl: e2ePostgresUrl(process.env.E2E_DATABASE_URL), max: 4 });
    setEngine(engine);
    return engine.db as SqliteDb;
  }
  const engine = openSqliteEngine({ sqlitePath: E2E_DB_PATH });
  setEngine(engine);
  return (engine.parts as { write: SqliteDb }).write;
}

/** The running engine's tables (filled by openE2eDb): SQLite's, or PostgreSQL's on the PostgreSQL run. */
export const schema = tables;
