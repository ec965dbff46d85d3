// Liveness and readiness for load balancers and monitors (GET /healthz, GET /readyz): plain
// facts, no secrets (no paths, no settings, no error details beyond a short reason).
import fs from "node:fs";
import path from "node:path";
import { getDb, MIGRATIONS_DIR } from "~/db.server";
import { getEnv } from "~/env.server";
import { jobRunnerHealth } from "~/jobs/runner.server";
import { getStorage } from "~/storage/storage.server";

type Check = "ok" | "off" | "fail";
export type Readiness = { status: "ok" | "fail"; checks: Record<"database" | "migrations" | "storage" | "jobRunner", Check>; reasons: string[] };

export async function checkReadiness(): Promise<Readiness> {
  const reasons: string[] = [];
  const attempt = (name: string, fn: () => void): Check => {
    try {
      fn();
      return "ok";
    } catch (error) {
      reasons.push(`${name}: ${error instanceof Error && error.name === "ReadinessError" ? error.message : "check failed"}`);
      return "fail";
    }
  };
  const database = attempt("database", databaseWritable);
  const migrations = attempt("migrations", migrationsApplied);
  let storage: Check = "ok";
  try {
    await storageWritable();
  } catch {
    storage = "fail";
    reasons.push("storage: not writable");
  }
  const runner = jobRunnerHealth();
  const jobRunner: Check = getEnv().JOB_RUNNER === "off" ? "off" : runner.running ? "ok" : "fail";
  if (jobRunner === "fail") reasons.push("jobRunner: no recent poll");
  const checks = { database, migrations, storage, jobRunner };
  return { status: Object.values(checks).includes("fail") ? "fail" : "ok", checks, reasons };
}

class ReadinessError extends Error {
  override name = "ReadinessError";
}

/** A real write (rolled back): fails on a read-only file, a full disk or a lock held too long. */
function databaseWritable() {
  const sqlite = getDb().$client;
  const probe = sqlite.transaction(() => {
    sqlite.prepare(`INSERT INTO jobs (kind, status, run_at) VALUES ('readyz.probe', 'done', 0)`).run();
    throw new RollBack();
  });
  try {
    probe.immediate();
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}
class RollBack extends Error {}

/** The newest migration in drizzle/ is recorded in the database. */
function migrationsApplied() {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const row = getDb().$client.prepare(`SELECT max(created_at) AS last FROM __drizzle_migrations`).get() as { last: number | null };
  if (!row.last || Number(row.last) < newest) throw new ReadinessError("pending migrations");
}

async function storageWritable() {
  const key = `health/readyz-${process.pid}.txt`;
  await getStorage().put(key, new TextEncoder().encode(String(Date.now())), "text/plain");
  await getStorage().delete(key);
}
