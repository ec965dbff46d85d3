// The job runner's storage boundary (ADR 0334): every read and write of the `jobs` table the
// runner makes, behind one asynchronous interface with a SQLite implementation (here, the
// statements of ADR 0100) and a PostgreSQL one (store-pg.server.ts). Every state change of a
// claimed job is guarded by `locked_by`: a worker that lost its lease changes nothing.
import { cachedStatement, type DB } from "~/db.server";

export type JobRow = {
  id: number;
  kind: string;
  key: string | null;
  payload: string;
  status: "pending" | "running" | "done" | "failed";
  run_at: number;
  interval_ms: number | null;
  attempts: number;
  last_error: string | null;
  locked_by: string | null;
  locked_until: number | null;
  created_at: number;
};

export type EnqueueOptions = { kind: string; payload?: unknown; key?: string | null; now?: Date; runAt?: Date };

export interface JobStore {
  readonly engine: "sqlite" | "postgres";
  /** Queues a one-off job; a duplicate key is ignored. */
  enqueue(options: EnqueueOptions): Promise<void>;
  /** Registers a recurring task; an existing row keeps its next run time and takes the new interval. */
  scheduleRecurring(kind: string, intervalMs: number, now: Date): Promise<void>;
  /** Makes a one-off job due now with a fresh budget (unless it is running); false when nothing changed. */
  retryNow(key: string, now: Date): Promise<boolean>;
  /** Claims the next due job (or one whose lease has run out) for `workerId`, atomically. */
  claimDue(workerId: string, now: Date, leaseMs: number): Promise<JobRow | undefined>;
  /** Extends the lease of a job this worker still holds; false when it lost it. */
  renew(jobId: number, workerId: string, now: Date, leaseMs: number): Promise<boolean>;
  /** A one-off job succeeded. */
  finishDone(jobId: number, workerId: string, now: Date): Promise<boolean>;
  /** A recurring job ran (successfully): due again at `runAt`, its attempts reset. */
  reschedule(jobId: number, workerId: string, now: Date, runAt: Date): Promise<boolean>;
  /** A failed attempt: due again at `runAt` (recurring jobs keep their attempt count). */
  scheduleRetry(jobId: number, workerId: string, runAt: Date, error: string): Promise<boolean>;
  /** The last failed attempt: the job is finished as failed (`runAt` is the attempt it would have had). */
  giveUp(jobId: number, workerId: string, now: Date, runAt: Date, error: string): Promise<boolean>;
  /** Deletes finished one-off jobs older than `before`; returns how many. */
  purgeFinished(before: Date): Promise<number>;
}

// The statements of ADR 0100, unchanged; store-pg.server.ts holds their PostgreSQL twins.
export const SQLITE_JOB_SQL = {
  enqueue: `INSERT INTO jobs (kind, key, payload, status, run_at, created_at) VALUES (?, ?, ?, 'pending', ?, ?)
       ON CONFLICT(key) DO NOTHING`,
  retryNow: `UPDATE jobs SET status = 'pending', run_at = ?, created_at = ?, attempts = 0, locked_by = NULL, locked_until = NULL
       WHERE key = ? AND status != 'running'`,
  scheduleRecurring: `INSERT INTO jobs (kind, key, payload, status, run_at, interval_ms, created_at) VALUES (?, ?, '{}', 'pending', ?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET interval_ms = excluded.interval_ms,
         status = CASE WHEN jobs.status IN ('done', 'failed') THEN 'pending' ELSE jobs.status END`,
  // SQLite serialises writers: the SELECT and the UPDATE are one statement under the write lock,
  // so two processes can never claim the same row.
  claimDue: `UPDATE jobs SET status = 'running', locked_by = @worker, locked_until = @leaseUntil, attempts = attempts + 1
       WHERE id = (
         SELECT id FROM jobs
         WHERE (status = 'pending' AND run_at <= @now) OR (status = 'running' AND locked_until <= @now)
         ORDER BY run_at, id LIMIT 1
       )
       RETURNING *`,
  renew: `UPDATE jobs SET locked_until = ? WHERE id = ? AND locked_by = ? AND status = 'running'`,
  fail: `UPDATE jobs SET status = ?, run_at = ?, last_error = ?, locked_by = NULL, locked_until = NULL, finished_at = ?
         WHERE id = ? AND locked_by = ?`,
  reschedule: `UPDATE jobs SET status = 'pending', run_at = ?, attempts = 0, last_error = NULL, locked_by = NULL, locked_until = NULL, finished_at = ?
         WHERE id = ? AND locked_by = ?`,
  finishDone: `UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, finished_at = ? WHERE id = ? AND locked_by = ?`,
  purgeFinished: `DELETE FROM jobs WHERE status IN ('done', 'failed') AND interval_ms IS NULL AND finished_at < ?`,
} as const;

const stores = new WeakMap<DB, JobStore>();

/** The job store on a SQLite database (one per connection; statements prepared once). */
export function sqliteJobStore(db: DB): JobStore {
  let store = stores.get(db);
  if (store) return store;
  const q = (name: keyof typeof SQLITE_JOB_SQL) => cachedStatement(db, SQLITE_JOB_SQL[name]);
  store = {
    engine: "sqlite",
    async enqueue({ kind, payload = {}, key = null, now = new Date(), runAt = now }) {
      q("enqueue").run(kind, key, JSON.stringify(payload), runAt.getTime(), now.getTime());
    },
    async scheduleRecurring(kind, intervalMs, now) {
      q("scheduleRecurring").run(kind, `every:${kind}`, now.getTime(), intervalMs, now.getTime());
    },
    async retryNow(key, now) {
      return q("retryNow").run(now.getTime(), now.getTime(), key).changes > 0;
    },
    async claimDue(workerId, now, leaseMs) {
      return q("claimDue").get({ worker: workerId, now: now.getTime(), leaseUntil: now.getTime() + leaseMs }) as JobRow | undefined;
    },
    async renew(jobId, workerId, now, leaseMs) {
      return q("renew").run(now.getTime() + leaseMs, jobId, workerId).changes > 0;
    },
    async finishDone(jobId, workerId, now) {
      return q("finishDone").run(now.getTime(), jobId, workerId).changes > 0;
    },
    async reschedule(jobId, workerId, now, runAt) {
      return q("reschedule").run(runAt.getTime(), now.getTime(), jobId, workerId).changes > 0;
    },
    async scheduleRetry(jobId, workerId, runAt, error) {
      return q("fail").run("pending", runAt.getTime(), error, null, jobId, workerId).changes > 0;
    },
    async giveUp(jobId, workerId, now, runAt, error) {
      return q("fail").run("failed", runAt.getTime(), error, now.getTime(), jobId, workerId).changes > 0;
    },
    async purgeFinished(before) {
      return q("purgeFinished").run(before.getTime()).changes;
    },
  };
  stores.set(db, store);
  return store;
}

