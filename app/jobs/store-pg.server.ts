// The job store on PostgreSQL (ADR 0334): the twins of SQLITE_JOB_SQL (store.server.ts) for
// postgres.js. Several processes claim at once here (PostgreSQL does not serialise writers), so
// the claim locks the row it picks with `FOR UPDATE SKIP LOCKED`: a row another worker is
// claiming is passed over instead of waited for, and each claim takes a different job.
// Instants are bigint epoch milliseconds (app/db/pg-types.ts), as on SQLite.
import type postgres from "postgres";
import type { EnqueueOptions, JobRow, JobStore } from "~/jobs/store.server";

/** A postgres.js connection pool, or one of its transactions (enqueue inside the caller's transaction). */
export type PgSql = postgres.Sql | postgres.TransactionSql;

type RawJob = Omit<JobRow, "id" | "run_at" | "interval_ms" | "attempts" | "locked_until" | "created_at"> &
  Record<"id" | "run_at" | "attempts" | "created_at", string | number> &
  Record<"interval_ms" | "locked_until", string | number | null>;

// postgres.js hands bigint over as a string; the ids and instants fit in a double.
const toJob = (r: RawJob): JobRow => ({
  ...r,
  id: Number(r.id),
  run_at: Number(r.run_at),
  interval_ms: r.interval_ms == null ? null : Number(r.interval_ms),
  attempts: Number(r.attempts),
  locked_until: r.locked_until == null ? null : Number(r.locked_until),
  created_at: Number(r.created_at),
});

export function postgresJobStore(sqlOrTx: PgSql): JobStore {
  // One call signature for both (a transaction is the same tagged template).
  const sql = sqlOrTx as postgres.Sql;
  return {
    engine: "postgres",
    async enqueue({ kind, payload = {}, key = null, now = new Date(), runAt = now }: EnqueueOptions) {
      await sql`INSERT INTO jobs (kind, key, payload, status, run_at, created_at)
        VALUES (${kind}, ${key}, ${JSON.stringify(payload)}, 'pending', ${runAt.getTime()}, ${now.getTime()})
        ON CONFLICT (key) DO NOTHING`;
    },
    async scheduleRecurring(kind, intervalMs, now) {
      await sql`INSERT INTO jobs (kind, key, payload, status, run_at, interval_ms, created_at)
        VALUES (${kind}, ${`every:${kind}`}, '{}', 'pending', ${now.getTime()}, ${intervalMs}, ${now.getTime()})
        ON CONFLICT (key) DO UPDATE SET interval_ms = excluded.interval_ms,
          status = CASE WHEN jobs.status IN ('done', 'failed') THEN 'pending' ELSE jobs.status END`;
    },
    async retryNow(key, now) {
      const result = await sql`UPDATE jobs SET status = 'pending', run_at = ${now.getTime()}, created_at = ${now.getTime()},
          attempts = 0, locked_by = NULL, locked_until = NULL
        WHERE key = ${key} AND status != 'running'`;
      return result.count > 0;
    },
    async claimDue(workerId, now, leaseMs) {
      // The subquery's row lock is held until the UPDATE commits (one statement, autocommit); a
      // concurrent claim skips it, and one that reaches it after the commit re-checks the WHERE on
      // the updated row (now running with a fresh lease) and passes it over.
      const rows = await sql<RawJob[]>`UPDATE jobs SET status = 'running', locked_by = ${workerId},
          locked_until = ${now.getTime() + leaseMs}, attempts = attempts + 1
        WHERE id = (
          SELECT id FROM jobs
          WHERE (status = 'pending' AND run_at <= ${now.getTime()}) OR (status = 'running' AND locked_until <= ${now.getTime()})
          ORDER BY run_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, key, payload, status, run_at, interval_ms, attempts, last_error, locked_by, locked_until, created_at`;
      return rows[0] ? toJob(rows[0]) : undefined;
    },
    async renew(jobId, workerId, now, leaseMs) {
      const result = await sql`UPDATE jobs SET locked_until = ${now.getTime() + leaseMs}
        WHERE id = ${jobId} AND locked_by = ${workerId} AND status = 'running'`;
      return result.count > 0;
    },
    async finishDone(jobId, workerId, now) {
      const result = await sql`UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, finished_at = ${now.getTime()}
        WHERE id = ${jobId} AND locked_by = ${workerId}`;
      return result.count > 0;
    },
    async reschedule(jobId, workerId, now, runAt) {
      const result = await sql`UPDATE jobs SET status = 'pending', run_at = ${runAt.getTime()}, attempts = 0, last_error = NULL,
          locked_by = NULL, locked_until = NULL, finished_at = ${now.getTime()}
        WHERE id = ${jobId} AND locked_by = ${workerId}`;
      return result.count > 0;
    },
    async scheduleRetry(jobId, workerId, runAt, error) {
      const result = await sql`UPDATE jobs SET status = 'pending', run_at = ${runAt.getTime()}, last_error = ${error},
          locked_by = NULL, locked_until = NULL, finished_at = NULL
        WHERE id = ${jobId} AND locked_by = ${workerId}`;
      return result.count > 0;
    },
    async giveUp(jobId, workerId, now, runAt, error) {
      const result = await sql`UPDATE jobs SET status = 'failed', run_at = ${runAt.getTime()}, last_error = ${error},
          locked_by = NULL, locked_until = NULL, finished_at = ${now.getTime()}
        WHERE id = ${jobId} AND locked_by = ${workerId}`;
      return result.count > 0;
    },
    async purgeFinished(before) {
      const result = await sql`DELETE FROM jobs WHERE status IN ('done', 'failed') AND interval_ms IS NULL AND finished_at < ${before.getTime()}`;
      return result.count;
    },
  };
}
