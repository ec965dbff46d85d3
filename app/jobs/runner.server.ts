// The background job runner (ADR 0100): every background task (mail delivery, invoice expiry,
// reminders, upload cleanup) is a row in the `jobs` table. A process claims one due job
// atomically (ADR 0334: one UPDATE under SQLite's write lock, `FOR UPDATE SKIP LOCKED` on
// PostgreSQL) and holds it for a lease, renewed while the job runs; a crashed process's job is
// claimed again once its lease has passed. One-off jobs are retried with exponential backoff for
// 24 hours; recurring jobs are rescheduled after each run. The table is read and written through
// a JobStore (store.server.ts); the app's is the SQLite one.
import crypto from "node:crypto";
import { getEngine, write } from "~/db.server";
import { postgresSql } from "~/db/engine.server";
import { getEnv } from "~/env.server";
import { sqliteJobStore, type JobRow, type JobStore } from "~/jobs/store.server";
import { postgresJobStore } from "~/jobs/store-pg.server";
import { log } from "~/utils/logger.server";

export type { JobRow, JobStore };

export type JobContext = { now: Date; attempt: number; jobId: number };

export type JobDefinition<P = unknown> = {
  run(payload: P, ctx: JobContext): Promise<void> | void;
  /** A failed attempt that will be retried at `retryAt`. */
  onRetry?(payload: P, error: string, retryAt: Date, ctx: JobContext): void;
  /** The last failed attempt: the job is given up. */
  onGiveUp?(payload: P, error: string, ctx: JobContext): void;
};

/** First retry after 15 s, doubling up to an hour between attempts. */
export const RETRY_BASE_MS = 15_000;
export const RETRY_MAX_DELAY_MS = 60 * 60_000;
/** One-off jobs are given up this long after they were queued. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS);
}

const definitions = new Map<string, JobDefinition<any>>();

export function defineJob<P>(kind: string, definition: JobDefinition<P>): void {
  definitions.set(kind, definition);
}

/** Queues a one-off job (inside the caller's transaction when there is one); a duplicate key is ignored. */
export async function enqueueJob(job: { kind: string; payload?: unknown; key?: string | null; now?: Date; runAt?: Date }): Promise<void> {
  await appJobStore().enqueue(job);
}

/** Makes a one-off job due now again with a fresh 24-hour budget (unless it is running right now). */
export async function retryJobNow(key: string, now = new Date()): Promise<boolean> {
  return await appJobStore().retryNow(key, now);
}

/** Registers a recurring task; an existing row keeps its next run time and takes the new interval. */
export async function scheduleRecurring(kind: string, intervalMs: number, now = new Date()): Promise<void> {
  await appJobStore().scheduleRecurring(kind, intervalMs, now);
}

/**
 * The job store of the running engine (ADR 0334): on PostgreSQL its twin on the pool, or on the
 * open transaction's connection; on SQLite each statement on the write connection under the
 * engine's write lock (joining the open transaction, if any).
 */
export function appJobStore(): JobStore {
  const engine = getEngine();
  if (engine.kind === "postgres") return postgresJobStore(postgresSql(engine));
  return lockedSqliteJobStore;
}

const onWriter = <T>(use: (store: JobStore) => Promise<T>) => write(async (db) => await use(sqliteJobStore(db)));
const lockedSqliteJobStore: JobStore = {
  engine: "sqlite",
  enqueue: (job) => onWriter((s) => s.enqueue(job)),
  scheduleRecurring: (kind, intervalMs, now) => onWriter((s) => s.scheduleRecurring(kind, intervalMs, now)),
  retryNow: (key, now) => onWriter((s) => s.retryNow(key, now)),
  claimDue: (workerId, now, leaseMs) => onWriter((s) => s.claimDue(workerId, now, leaseMs)),
  renew: (jobId, workerId, now, leaseMs) => onWriter((s) => s.renew(jobId, workerId, now, leaseMs)),
  finishDone: (jobId, workerId, now) => onWriter((s) => s.finishDone(jobId, workerId, now)),
  reschedule: (jobId, workerId, now, runAt) => onWriter((s) => s.reschedule(jobId, workerId, now, runAt)),
  scheduleRetry: (jobId, workerId, runAt, error) => onWriter((s) => s.scheduleRetry(jobId, workerId, runAt, error)),
  giveUp: (jobId, workerId, now, runAt, error) => onWriter((s) => s.giveUp(jobId, workerId, now, runAt, error)),
  purgeFinished: (before) => onWriter((s) => s.purgeFinished(before)),
};

/**
 * Runs one claimed job and records the outcome (only if this worker still holds the lease).
 * With `leaseMs`, the lease is renewed every half lease while the job runs, so a slow job that
 * is still alive is not claimed (and run) a second time by another worker.
 */
export async function executeJob(
  store: JobStore,
  job: JobRow,
  workerId: string,
  clock: () => Date,
  { leaseMs }: { leaseMs?: number } = {},
): Promise<"done" | "retry" | "failed"> {
  const definition = definitions.get(job.kind);
  const ctx: JobContext = { now: clock(), attempt: job.attempts, jobId: job.id };
  const started = Date.now();
  const heartbeat = leaseMs ? keepLease(store, job, workerId, clock, leaseMs) : undefined;
  let payload: unknown = {};
  try {
    payload = JSON.parse(job.payload);
    if (!definition) throw new Error(`no job definition for "${job.kind}"`);
    await definition.run(payload, ctx);
  } catch (error) {
    if (heartbeat) clearInterval(heartbeat);
    const message = error instanceof Error ? error.message : String(error);
    const now = clock().getTime();
    const recurring = job.interval_ms != null;
    const retryAt = recurring ? now + job.interval_ms! : now + retryDelayMs(job.attempts);
    const giveUp = !recurring && retryAt - job.created_at > GIVE_UP_AFTER_MS;
    const mine = giveUp
      ? await store.giveUp(job.id, workerId, new Date(now), new Date(retryAt), message)
      : await store.scheduleRetry(job.id, workerId, new Date(retryAt), message);
    log().warn({ job: job.kind, jobId: job.id, attempt: job.attempts, ms: Date.now() - started, err: message, retryAt: giveUp ? null : new Date(retryAt).toISOString() }, giveUp ? "job given up" : "job failed");
    if (mine && definition) {
      try {
        if (giveUp) await definition.onGiveUp?.(payload, message, ctx);
        else if (!recurring) await definition.onRetry?.(payload, message, new Date(retryAt), ctx);
      } catch (hookError) {
        log().error({ job: job.kind, jobId: job.id, err: String(hookError) }, "job failure hook failed");
      }
    }
    return giveUp ? "failed" : "retry";
  }
  if (heartbeat) clearInterval(heartbeat);
  const now = clock();
  if (job.interval_ms != null) await store.reschedule(job.id, workerId, now, new Date(now.getTime() + job.interval_ms));
  else await store.finishDone(job.id, workerId, now);
  log().info({ job: job.kind, jobId: job.id, attempt: job.attempts, ms: Date.now() - started }, "job done");
  return "done";
}

/** Renews a running job's lease every half lease until cleared (unref'd: it keeps no process alive). */
function keepLease(store: JobStore, job: JobRow, workerId: string, clock: () => Date, leaseMs: number): NodeJS.Timeout {
  const timer = setInterval(() => {
    store.renew(job.id, workerId, clock(), leaseMs).then(
      (held) => {
        if (!held) log().warn({ job: job.kind, jobId: job.id, workerId }, "job lease lost while running");
      },
      (error) => log().error({ job: job.kind, jobId: job.id, err: String(error) }, "job lease renewal failed"),
    );
  }, Math.max(1, Math.floor(leaseMs / 2)));
  timer.unref();
  return timer;
}

export type RunSummary = { done: number; retry: number; failed: number };

/**
 * For tests and scripts: runs every job due at `now` (one after another) until none is left,
 * with the clock fixed at `now`.
 */
export async function runDueJobs({
  now = new Date(),
  store = appJobStore(),
  workerId = "test-runner",
}: { now?: Date; store?: JobStore; workerId?: string } = {}): Promise<RunSummary> {
  const summary: RunSummary = { done: 0, retry: 0, failed: 0 };
  const leaseMs = getEnv().JOB_LEASE_SECONDS * 1000;
  for (let i = 0; i < 10_000; i++) {
    const job = await store.claimDue(workerId, now, leaseMs);
    if (!job) break;
    summary[await executeJob(store, job, workerId, () => now, { leaseMs })]++;
  }
  return summary;
}

type RunnerState = {
  workerId: string;
  timer?: NodeJS.Timeout;
  inFlight: Set<Promise<unknown>>;
  stopping: boolean;
  startedAt: number;
  lastTickAt: number;
  pollMs: number;
  /** The claiming loop in progress, if any. */
  claiming?: Promise<void>;
  /** A wake-up came while claiming. */
  wanted?: boolean;
};

declare global {
  // One runner per process, surviving module re-evaluation in `remix dev`.
  var __jobRunner: RunnerState | undefined;
}

const CONCURRENCY = 2;

/** Starts polling for due jobs in this process (idempotent). Timers do not keep the process alive. */
export function startJobRunner({ pollMs = getEnv().JOB_POLL_SECONDS * 1000 }: { pollMs?: number } = {}): void {
  if (globalThis.__jobRunner && !globalThis.__jobRunner.stopping) return;
  const state: RunnerState = {
    workerId: `${process.pid}-${crypto.randomBytes(4).toString("hex")}`,
    inFlight: new Set(),
    stopping: false,
    startedAt: Date.now(),
    lastTickAt: Date.now(),
    pollMs,
  };
  globalThis.__jobRunner = state;
  log().info({ workerId: state.workerId, pollMs }, "job runner started");
  tick(state);
}

function schedule(state: RunnerState, ms: number) {
  if (state.stopping) return;
  if (state.timer) clearTimeout(state.timer);
  state.timer = setTimeout(() => tick(state), ms);
  state.timer.unref();
}

function tick(state: RunnerState) {
  if (state.stopping) return;
  // One claiming loop at a time: a wake-up during a claim asks for another round after it.
  if (state.claiming) {
    state.wanted = true;
    return;
  }
  state.lastTickAt = Date.now();
  state.claiming = claimJobs(state).finally(() => {
    state.claiming = undefined;
    const again = state.wanted;
    state.wanted = false;
    schedule(state, again ? 0 : state.pollMs);
  });
}

async function claimJobs(state: RunnerState): Promise<void> {
  const store = appJobStore();
  const leaseMs = getEnv().JOB_LEASE_SECONDS * 1000;
  try {
    while (!state.stopping && state.inFlight.size < CONCURRENCY) {
      const job = await store.claimDue(state.workerId, new Date(), leaseMs);
      if (!job) break;
      // Claimed, so it runs even if a stop began meanwhile: stopJobRunner waits for it.
      const run: Promise<unknown> = executeJob(store, job, state.workerId, () => new Date(), { leaseMs })
        .catch((error) => log().error({ jobId: job.id, err: String(error) }, "job runner error"))
        .finally(() => {
          state.inFlight.delete(run);
          schedule(state, 0);
        });
      state.inFlight.add(run);
    }
  } catch (error) {
    // A locked or closed database: try again at the next poll.
    log().error({ err: String(error) }, "job runner could not claim a job");
  }
}

/** Asks this process's runner to look for due jobs now (e.g. right after mail was queued). */
export function wakeJobRunner(): void {
  const state = globalThis.__jobRunner;
  if (state && !state.stopping) schedule(state, 0);
}

/** Stops claiming jobs and waits for the running ones to finish. */
export async function stopJobRunner(): Promise<void> {
  const state = globalThis.__jobRunner;
  if (!state) return;
  state.stopping = true;
  if (state.timer) clearTimeout(state.timer);
  await state.claiming;
  await Promise.allSettled([...state.inFlight]);
  if (globalThis.__jobRunner === state) globalThis.__jobRunner = undefined;
  log().info({ workerId: state.workerId }, "job runner stopped");
}

/** For /readyz: the runner is started and has polled recently. */
export function jobRunnerHealth(now = Date.now()): { running: boolean; lastTickAgoMs: number | null } {
  const state = globalThis.__jobRunner;
  if (!state || state.stopping) return { running: false, lastTickAgoMs: null };
  const ago = now - state.lastTickAt;
  return { running: ago <= Math.max(10_000, state.pollMs * 3), lastTickAgoMs: ago };
}
