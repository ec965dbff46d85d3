// Graceful stop (ADR 0104), called by server.mjs on SIGTERM once the HTTP server has stopped
// accepting and finished its requests: let the running job finish, then checkpoint the WAL
// into the database file and close it, so the file alone is a complete copy.
import { setEngine } from "~/db.server";
import { stopJobRunner } from "~/jobs/runner.server";
import { log } from "~/utils/logger.server";

export async function shutdownApp(): Promise<void> {
  await stopJobRunner();
  const engine = globalThis.__engine;
  if (!engine) return;
  try {
    // Waits for the running transaction; on SQLite the WAL is folded into the file first.
    await engine.close({ checkpoint: true });
  } finally {
    setEngine(undefined);
  }
  log().info(engine.kind === "sqlite" ? "database checkpointed and closed" : "database connections closed");
}

