// The job runner's guarantees (ADR 0100, 0334) on SQLite: a claimed job belongs to one worker
// until its lease runs out; a worker that lost its lease cannot record an outcome (the shared
// job store behaviour, also run on PostgreSQL); stopping waits for the running job; the health
// of the runner is what /readyz reports.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { openDatabase, type SqliteDb as DB, tables, first, run } from "~/db.server";
import { enqueueJob, defineJob, jobRunnerHealth, retryDelayMs, startJobRunner, stopJobRunner, wakeJobRunner } from "~/jobs/runner.server";
import { sqliteJobStore } from "~/jobs/store.server";
import { jobStoreBehaviour, type StoredJob } from "../support/job-store-behaviour";
import { freshDatabase, testsOnPostgres } from "../support/test-db";

let db: DB;
let second: DB;
let release: () => void = () => {};
let started: () => void = () => {};

defineJob("test.slow", {
  run: () =>
    new Promise<void>((resolve) => {
      release = resolve;
      started();
    }),
});

beforeAll(async () => {
  db = await freshDatabase({ seed: false });
  // A second connection to the same file: another process (the SQLite store's tests only; on
  // PostgreSQL `db` is no file).
  if (!testsOnPostgres) second = openDatabase(db.$client.name);
});

const job = async (key: string) => (await first(db.select().from(tables.jobs).where(eq(tables.jobs.key, key))))!;

it("backs off exponentially: first retry within 30 s, at most an hour apart", () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
  expect(retryDelayMs(30)).toBe(3_600_000);
});

if (!testsOnPostgres) jobStoreBehaviour("SQLite", () => ({
  stores: () => [sqliteJobStore(db), sqliteJobStore(second)],
  job: async (key) => db.$client.prepare(`SELECT * FROM jobs WHERE key = ?`).get(key) as StoredJob | undefined,
  clear: async () => void await run((db) => db.delete(tables.jobs)),
}));

it("stopping the runner waits for the running job to finish", async () => {
  await run((db) => db.delete(tables.jobs)); // nothing else due but the slow job
  startJobRunner({ pollMs: 10 });
  expect(jobRunnerHealth().running).toBe(true);
  const running = new Promise<void>((resolve) => (started = resolve));
  await enqueueJob({ kind: "test.slow", key: "slow-1" });
  wakeJobRunner();
  await running;
  expect((await job("slow-1")).status).toBe("running");

  let stopped = false;
  const stopping = stopJobRunner().then(() => (stopped = true));
  await new Promise((r) => setTimeout(r, 50));
  expect(stopped).toBe(false);
  release();
  await stopping;
  expect((await job("slow-1")).status).toBe("done");
  expect(jobRunnerHealth()).toEqual({ running: false, lastTickAgoMs: null });
});
