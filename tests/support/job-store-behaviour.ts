// One behaviour suite for every job store (ADR 0334), run on SQLite (jobs-runner.test.ts) and on
// PostgreSQL (jobs-postgres-leases.test.ts), so the two cannot drift: leases and their guard,
// renewal, retries with backoff and the 24-hour budget, recurring rescheduling, keys, purge.
import { beforeEach, describe, expect, it } from "vitest";
import { defineJob, executeJob, GIVE_UP_AFTER_MS, type JobRow, type JobStore } from "~/jobs/runner.server";

export type StoredJob = JobRow & { finished_at: number | null };

export type JobStoreHarness = {
  /** Two stores on the same database; on PostgreSQL each on its own connection (two processes). */
  stores: () => [JobStore, JobStore];
  /** The row of `key`, as stored. */
  job: (key: string) => Promise<StoredJob | undefined>;
  /** Empties the jobs table. */
  clear: () => Promise<void>;
};

const runs: string[] = [];
const hooks: string[] = [];
let releaseSlow: () => void = () => {};
let slowStarted: () => void = () => {};

defineJob<{ label: string }>("store.record", {
  run({ label }) {
    runs.push(label);
  },
});
defineJob<{ label: string }>("store.fail", {
  run() {
    throw new Error("smtp said no");
  },
  onRetry({ label }, error, retryAt) {
    hooks.push(`retry ${label} ${error} ${retryAt.getTime()}`);
  },
  onGiveUp({ label }, error) {
    hooks.push(`give up ${label} ${error}`);
  },
});
defineJob("store.slow", {
  run: () =>
    new Promise<void>((resolve) => {
      releaseSlow = resolve;
      slowStarted();
    }),
});

const SECOND = 1000;
const HOUR = 3_600_000;

export function jobStoreBehaviour(engine: string, harness: () => JobStoreHarness) {
  describe(`job store behaviour on ${engine}`, () => {
    let a: JobStore;
    let b: JobStore;
    let h: JobStoreHarness;
    const job = async (key: string) => (await h.job(key))!;

    beforeEach(async () => {
      h = harness();
      [a, b] = h.stores();
      await h.clear();
      runs.length = 0;
      hooks.length = 0;
    });

    it("gives a job to one worker at a time; after the lease runs out another worker takes it and the first cannot finish it", async () => {
      const now = new Date();
      await a.enqueue({ kind: "store.record", key: "lease-1", payload: { label: "lease-1" }, now });
      const first = (await a.claimDue("worker-a", now, 1000))!;
      expect(first).toMatchObject({ key: "lease-1", status: "running", locked_by: "worker-a", attempts: 1, locked_until: now.getTime() + 1000 });
      expect(await b.claimDue("worker-b", new Date(now.getTime() + 999), 1000)).toBeUndefined();

      // worker-a "crashed": after its lease, worker-b claims the same job.
      const second = (await b.claimDue("worker-b", new Date(now.getTime() + 1000), 1000))!;
      expect(second.id).toBe(first.id);
      expect(second.attempts).toBe(2);

      // worker-a wakes up and finishes: its outcome is not recorded over worker-b's lease, nor can it renew.
      await executeJob(a, first, "worker-a", () => new Date(now.getTime() + 1100));
      expect(await job("lease-1")).toMatchObject({ status: "running", locked_by: "worker-b" });
      expect(await a.renew(first.id, "worker-a", new Date(now.getTime() + 1100), 1000)).toBe(false);
      await executeJob(b, second, "worker-b", () => new Date(now.getTime() + 1200));
      expect(await job("lease-1")).toMatchObject({ status: "done", locked_by: null, locked_until: null, finished_at: now.getTime() + 1200 });
      expect(runs.filter((r) => r === "lease-1")).toHaveLength(2); // the handler ran twice: handlers must be idempotent
    });

    it("a worker that lost its lease records no failure and calls no failure hook", async () => {
      const now = new Date();
      await a.enqueue({ kind: "store.fail", key: "lost-1", payload: { label: "lost-1" }, now });
      const first = (await a.claimDue("worker-a", now, 1000))!;
      await b.claimDue("worker-b", new Date(now.getTime() + 1000), 1000);
      expect(await executeJob(a, first, "worker-a", () => new Date(now.getTime() + 1100))).toBe("retry");
      expect(await job("lost-1")).toMatchObject({ status: "running", locked_by: "worker-b", last_error: null });
      expect(hooks).toEqual([]);
    });

    it("renewing keeps a running job from being claimed again, and only its holder can renew", async () => {
      const now = new Date();
      await a.enqueue({ kind: "store.record", key: "renew-1", payload: { label: "renew-1" }, now });
      const claimed = (await a.claimDue("worker-a", now, 1000))!;
      expect(await b.renew(claimed.id, "worker-b", new Date(now.getTime() + 500), 1000)).toBe(false);
      expect(await a.renew(claimed.id, "worker-a", new Date(now.getTime() + 500), 1000)).toBe(true);
      expect(await b.claimDue("worker-b", new Date(now.getTime() + 1000), 1000)).toBeUndefined();
      expect((await b.claimDue("worker-b", new Date(now.getTime() + 1500), 1000))?.locked_by).toBe("worker-b");
    });

    it("a slow job's lease is renewed while it runs (real time), so no other worker takes it", async () => {
      const started = new Promise<void>((resolve) => (slowStarted = resolve));
      await a.enqueue({ kind: "store.slow", key: "slow-1" });
      // A second's lease, renewed every half second: a 300 ms lease lapsed in CI88 when two
      // suites starved the renewal timer of 150 ms on two cores, which no real lease (minutes) minds.
      const leaseMs = 1000;
      const claimed = (await a.claimDue("worker-a", new Date(), leaseMs))!;
      const running = executeJob(a, claimed, "worker-a", () => new Date(), { leaseMs });
      await started;
      await new Promise((r) => setTimeout(r, 2.2 * leaseMs)); // more than two leases
      expect(await b.claimDue("worker-b", new Date(), leaseMs)).toBeUndefined();
      expect((await job("slow-1")).locked_until!).toBeGreaterThan(Date.now());
      releaseSlow();
      expect(await running).toBe("done");
      expect(await job("slow-1")).toMatchObject({ status: "done", locked_by: null });
    });

    it("retries a failing one-off job after 15 s, then 30 s, and gives it up past 24 hours after it was queued", async () => {
      const now = new Date();
      await a.enqueue({ kind: "store.fail", key: "fail-1", payload: { label: "fail-1" }, now });
      expect(await executeJob(a, (await a.claimDue("w", now, 1000))!, "w", () => now)).toBe("retry");
      expect(await job("fail-1")).toMatchObject({ status: "pending", attempts: 1, run_at: now.getTime() + 15 * SECOND, last_error: "smtp said no", locked_by: null, finished_at: null });
      expect(await a.claimDue("w", new Date(now.getTime() + 15 * SECOND - 1), 1000)).toBeUndefined();
      const later = new Date(now.getTime() + 15 * SECOND);
      expect(await executeJob(a, (await a.claimDue("w", later, 1000))!, "w", () => later)).toBe("retry");
      expect(await job("fail-1")).toMatchObject({ status: "pending", attempts: 2, run_at: later.getTime() + 30 * SECOND });
      expect(hooks).toEqual([`retry fail-1 smtp said no ${now.getTime() + 15 * SECOND}`, `retry fail-1 smtp said no ${later.getTime() + 30 * SECOND}`]);

      // Queued almost 24 hours ago: the next attempt would fall outside the budget.
      hooks.length = 0;
      await a.enqueue({ kind: "store.fail", key: "fail-old", payload: { label: "fail-old" }, now: new Date(now.getTime() - GIVE_UP_AFTER_MS + 10 * SECOND), runAt: now });
      expect(await executeJob(a, (await a.claimDue("w", now, 1000))!, "w", () => now)).toBe("failed");
      expect(await job("fail-old")).toMatchObject({ status: "failed", finished_at: now.getTime(), last_error: "smtp said no", locked_by: null });
      expect(hooks).toEqual(["give up fail-old smtp said no"]);
      expect(await a.claimDue("w", new Date(now.getTime() + 48 * HOUR), 1000)).toMatchObject({ key: "fail-1" });
    });

    it("a job of a kind nobody defines is retried, not lost", async () => {
      const now = new Date();
      await a.enqueue({ kind: "store.unknown", key: "unknown-1", now });
      expect(await executeJob(a, (await a.claimDue("w", now, 1000))!, "w", () => now)).toBe("retry");
      expect(await job("unknown-1")).toMatchObject({ status: "pending", last_error: 'no job definition for "store.unknown"' });
    });

    it("reschedules a recurring task after each run, and after a failure without giving it up", async () => {
      const now = new Date();
      await a.scheduleRecurring("store.record", HOUR, now);
      const key = "every:store.record";
      expect(await job(key)).toMatchObject({ status: "pending", run_at: now.getTime(), interval_ms: HOUR, payload: "{}" });
      expect(await executeJob(a, (await a.claimDue("w", now, 1000))!, "w", () => now)).toBe("done");
      expect(await job(key)).toMatchObject({ status: "pending", run_at: now.getTime() + HOUR, attempts: 0, locked_by: null, last_error: null, finished_at: now.getTime() });

      // Registering again keeps the next run time and takes the new interval.
      await a.scheduleRecurring("store.record", 2 * HOUR, new Date(now.getTime() + 10 * SECOND));
      expect(await job(key)).toMatchObject({ run_at: now.getTime() + HOUR, interval_ms: 2 * HOUR });

    });

    it("a failing recurring task is due again after its interval, never given up", async () => {
      const now = new Date();
      await a.scheduleRecurring("store.fail", HOUR, now);
      const failing = "every:store.fail";
      for (let i = 0; i < 30; i++) {
        const at = new Date(now.getTime() + i * HOUR);
        expect(await a.claimDue("w", new Date(at.getTime() - 1), 1000)).toBeUndefined();
        const claimed = (await a.claimDue("w", at, 1000))!;
        expect(claimed.key).toBe(failing);
        expect(await executeJob(a, claimed, "w", () => at)).toBe("retry");
      }
      expect(await job(failing)).toMatchObject({ status: "pending", attempts: 30, run_at: now.getTime() + 30 * HOUR, last_error: "smtp said no" });
      expect(hooks).toEqual([]); // recurring failures call no retry hook
    });

    it("a duplicate key is ignored; retry-now renews a failed job's budget but leaves a running one alone", async () => {
      const now = new Date();
      await a.enqueue({ kind: "store.fail", key: "dup-1", payload: { label: "first" }, now });
      await a.enqueue({ kind: "store.fail", key: "dup-1", payload: { label: "second" }, now });
      expect(JSON.parse((await job("dup-1")).payload)).toEqual({ label: "first" });

      const claimed = (await a.claimDue("w", now, 1000))!;
      expect(await a.retryNow("dup-1", now)).toBe(false);
      await a.giveUp(claimed.id, "w", now, now, "gave up");
      const later = new Date(now.getTime() + HOUR);
      expect(await a.retryNow("dup-1", later)).toBe(true);
      expect(await job("dup-1")).toMatchObject({ status: "pending", run_at: later.getTime(), created_at: later.getTime(), attempts: 0, locked_by: null });
    });

    it("purges finished one-off jobs older than the cut-off, never recurring or unfinished ones", async () => {
      const now = new Date();
      for (const key of ["old-done", "new-done", "pending"]) await a.enqueue({ kind: "store.record", key, payload: { label: key }, now });
      await a.scheduleRecurring("store.record", HOUR, new Date(now.getTime() - 10 * SECOND));
      const finish = async (at: Date) => {
        const claimed = (await a.claimDue("w", at, 1000))!;
        await executeJob(a, claimed, "w", () => at);
        return claimed.key;
      };
      expect(await finish(new Date(now.getTime() - 5 * SECOND))).toBe("every:store.record"); // finished_at now - 5 s, recurring
      expect(await finish(new Date(now.getTime()))).toBe("old-done");
      expect(await finish(new Date(now.getTime() + 1))).toBe("new-done");
      await a.enqueue({ kind: "store.record", key: "pending-later", runAt: new Date(now.getTime() + HOUR), now });
      expect(await a.purgeFinished(new Date(now.getTime() + 1))).toBe(1);
      expect(await h.job("old-done")).toBeUndefined();
      for (const key of ["new-done", "pending", "pending-later", "every:store.record"]) expect(await h.job(key), key).toBeDefined();
    });
  });
}
