// Graceful stop (ADR 0104), called by server.mjs on SIGTERM once the HTTP server has stopped
// accepting and finished its requests: let the running job finish, then checkpoint the WAL
// into the database file and close it, so the file alone is a complete copy.
import { setDb } from "~/db.server";
import { stopJobRunner } from "~/jobs/runner.server";
import { log } from "~/utils/logger.server";

export async function shutdownApp(): Promise<void> {
  await stopJobRunner();
  const db = globalThis.__db;
  if (!db) return;
  try {
    db.$client.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.$client.close();
    setDb(undefined);
  }
  log().info("database checkpointed and closed");
}

