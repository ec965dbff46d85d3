// Direct access to the e2e server's database file (WAL mode, so reads and small writes from
// the test do not block the server), to create invoices as checkout would.
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import * as schema from "../../../app/db/schema";

export const E2E_DB_PATH = "tests/.tmp/e2e/app.db";

export function openE2eDb() {
  const sqlite = new Database(E2E_DB_PATH);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return drizzle(sqlite, { schema });
}

export { schema };
