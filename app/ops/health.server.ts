// Liveness and readiness for load balancers and monitors (GET /healthz, GET /readyz): plain
// facts, no secrets (no paths, no settings, no error details beyond a short reason).
import fs from "node:fs";
import path from "node:path";
import { getEngine, MIGRATIONS_DIR, rawRows, tables, transaction } from "~/db.server";
import { PG_MIGRATIONS_DIR } from "~/db/copy-to-postgres.server";
import { getEnv } from "~/env.server";
import { jobRunnerHealth } from "~/jobs/runner.server";
import { getStorage } from "~/storage/storage.server";

type Check = "ok" | "off" | "fail";
export type Readiness = { status: "ok" | "fail"; checks: Record<"database" | "migrations" | "storage" | "jobRunner", Check>; reasons: string[] };

export async function checkReadiness(): Promise<Readiness> {
  const reasons: string[] = [];
  const attempt = async (name: string, fn: () => unknown): Promise<Check> => {
    try {
      await fn();
      return "ok";
    } catch (error) {
      reasons.push(`${name}: ${error instanceof Error && error.name === "ReadinessError" ? error.message : "check failed"}`);
      return "fail";
    }
  };
  const database = await attempt("database", databaseWritable);
  const migrations = await attempt("migrations", migrationsApplied);
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
async function databaseWritable() {
  try {
    await transaction(async (tx) => {
      await tx.insert(tables.jobs).values({ kind: "readyz.probe", status: "done", runAt: new Date(0) });
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}
class RollBack extends Error {}

/** The newest migration of the engine's folder (drizzle/ or drizzle-pg/) is recorded in the database. */
async function migrationsApplied() {
  const postgres = getEngine().kind === "postgres";
  const folder = postgres ? PG_MIGRATIONS_DIR : MIGRATIONS_DIR;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  // drizzle's migrators keep their record in "drizzle"."__drizzle_migrations" on PostgreSQL.
  const [row] = await rawRows<{ last: number | string | null }>(
    `SELECT max(created_at) AS last FROM ${postgres ? "drizzle.__drizzle_migrations" : "__drizzle_migrations"}`,
  );
  if (!row.last || Number(row.last) < newest) throw new ReadinessError("pending migrations");
}

async function storageWritable() {
  const key = `health/readyz-${process.pid}.txt`;
  await getStorage().put(key, new TextEncoder().encode(String(Date.now())), "text/plain");
  await getStorage().delete(key);
}
