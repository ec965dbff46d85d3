// The job runner's guarantees (ADR 0100): a claimed job belongs to one worker until its lease
// runs out; a worker that lost its lease cannot record an outcome; stopping waits for the
// running job; the health of the runner is what /readyz reports.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { schema, type DB } from "~/db.server";
import { claimDueJob, defineJob, enqueueJob, executeJob, jobRunnerHealth, retryDelayMs, startJobRunner, stopJobRunner, wakeJobRunner } from "~/jobs/runner.server";
import { freshDatabase } from "../support/test-db";

let db: DB;
const runs: string[] = [];
let release: () => void = () => {};
let started: () => void = () => {};

defineJob<{ label: string }>("test.record", {
  run({ label }) {
    runs.push(label);
  },
});
defineJob("test.slow", {
  run: () =>
    new Promise<void>((resolve) => {
      release = resolve;
      started();
    }),
});

beforeAll(async () => {
  db = await freshDatabase({ seed: false });
});

const job = (key: string) => db.select().from(schema.jobs).where(eq(schema.jobs.key, key)).get()!;

it("backs off exponentially: first retry within 30 s, at most an hour apart", () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
  expect(retryDelayMs(30)).toBe(3_600_000);
});

it("gives a job to one worker at a time; after the lease runs out another worker takes it and the first cannot finish it", async () => {
  const now = new Date();
  enqueueJob(db, { kind: "test.record", key: "lease-1", payload: { label: "lease-1" }, now });
  const first = claimDueJob(db.$client, "worker-a", now, 1000)!;
  expect(first.key).toBe("lease-1");
  expect(claimDueJob(db.$client, "worker-b", new Date(now.getTime() + 999), 1000)).toBeUndefined();

  // worker-a "crashed": after its lease, worker-b claims the same job.
  const second = claimDueJob(db.$client, "worker-b", new Date(now.getTime() + 1000), 1000)!;
  expect(second.id).toBe(first.id);
  expect(second.attempts).toBe(2);

  // worker-a wakes up and finishes: its outcome is not recorded over worker-b's lease.
  await executeJob(db.$client, first, "worker-a", () => new Date(now.getTime() + 1100));
  expect(job("lease-1")).toMatchObject({ status: "running", lockedBy: "worker-b" });
  await executeJob(db.$client, second, "worker-b", () => new Date(now.getTime() + 1200));
  expect(job("lease-1")).toMatchObject({ status: "done", lockedBy: null });
  expect(runs.filter((r) => r === "lease-1")).toHaveLength(2); // the handler ran twice: handlers must be idempotent
});

it("a job of a kind nobody defines is retried, not lost", async () => {
  const now = new Date();
  enqueueJob(db, { kind: "test.unknown", key: "unknown-1", now });
  const claimed = claimDueJob(db.$client, "worker-a", now, 1000)!;
  expect(await executeJob(db.$client, claimed, "worker-a", () => now)).toBe("retry");
  expect(job("unknown-1")).toMatchObject({ status: "pending", lastError: 'no job definition for "test.unknown"' });
  db.delete(schema.jobs).where(eq(schema.jobs.key, "unknown-1")).run();
});

it("stopping the runner waits for the running job to finish", async () => {
  startJobRunner({ pollMs: 10 });
  expect(jobRunnerHealth().running).toBe(true);
  const running = new Promise<void>((resolve) => (started = resolve));
  enqueueJob(db, { kind: "test.slow", key: "slow-1" });
  wakeJobRunner();
  await running;
  expect(job("slow-1").status).toBe("running");

  let stopped = false;
  const stopping = stopJobRunner().then(() => (stopped = true));
  await new Promise((r) => setTimeout(r, 50));
  expect(stopped).toBe(false);
  release();
  await stopping;
  expect(job("slow-1").status).toBe("done");
  expect(jobRunnerHealth()).toEqual({ running: false, lastTickAgoMs: null });
});
