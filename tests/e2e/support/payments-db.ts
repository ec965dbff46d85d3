// Direct access to the e2e server's database file (WAL mode, so reads and small writes from
// the test do not block the server), to create invoices as checkout would.
import { setEngine, type SqliteDb } from "../../../app/db.server";
import { openSqliteEngine } from "../../../app/db/engine.server";
import * as schema from "../../../app/db/schema";

export const E2E_DB_PATH = "tests/.tmp/e2e/app.db";

/**
 * Installs the e2e server's database as this process's engine (the shared fixtures write through
 * it, as the app does) and returns its write connection for the specs' own statements.
 */
export function openE2eDb(): SqliteDb {
  const engine = openSqliteEngine({ sqlitePath: E2E_DB_PATH });
  setEngine(engine);
  return (engine.parts as { write: SqliteDb }).write;
}

export { schema };
