// The job runner's leases on PostgreSQL (ADR 0334, issue 29): with several processes claiming at
// once every job runs exactly once and none is left running; a claim passes over a row another
// worker is claiming instead of waiting for it (SKIP LOCKED); an expired lease goes to another
// worker and the first one's late outcome is refused; the shared job store behaviour (retries,
// recurring tasks, keys, purge) holds as on SQLite; the mail start-up query runs as it is.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineJob, runDueJobs, type JobStore, type RunSummary } from "~/jobs/runner.server";
import { postgresJobStore } from "~/jobs/store-pg.server";
import { MAIL_JOB, ORPHANED_MAIL_SQL } from "~/mail/mail.server";
import { jobStoreBehaviour, type StoredJob } from "../support/job-store-behaviour";
import { migratedPostgresDatabase, postgresAvailable } from "../support/postgres";

const WORKERS = 8;
const JOBS = 200;

const runsByJob = new Map<number, number>();
defineJob("pg.count", {
  async run(_payload, { jobId }) {
    runsByJob.set(jobId, (runsByJob.get(jobId) ?? 0) + 1);
    // Yield to the other workers mid-job, as real work (SMTP, files) does.
    await new Promise((r) => setTimeout(r, Math.random() * 3));
  },
});

describe.skipIf(!postgresAvailable())("job leases on PostgreSQL", () => {
  // One-connection clients: separate sessions, as separate app processes would have.
  let database: Awaited<ReturnType<typeof migratedPostgresDatabase>>;
  let admin: postgres.Sql;
  const connect = () => database.connect();

  const toStored = (r: Record<string, unknown>): StoredJob => {
    const n = (v: unknown) => (v == null ? null : Number(v));
    return { ...(r as StoredJob), id: Number(r.id), run_at: Number(r.run_at), interval_ms: n(r.interval_ms), attempts: Number(r.attempts), locked_until: n(r.locked_until), created_at: Number(r.created_at), finished_at: n(r.finished_at) };
  };

  beforeAll(async () => {
    database = await migratedPostgresDatabase();
    admin = database.admin;
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it(`${JOBS} due jobs claimed by ${WORKERS} workers on separate connections: each runs exactly once, none is left running`, async () => {
    await admin`DELETE FROM jobs`;
    const now = new Date();
    const store = postgresJobStore(admin);
    for (let i = 0; i < JOBS; i++) await store.enqueue({ kind: "pg.count", key: `count-${i}`, now: new Date(now.getTime() - i) });
    runsByJob.clear();

    const workers = Array.from({ length: WORKERS }, (_, i) => ({ id: `worker-${i}`, store: postgresJobStore(connect()) }));
    const summaries: RunSummary[] = await Promise.all(workers.map((w) => runDueJobs({ now, store: w.store, workerId: w.id })));

    expect(runsByJob.size).toBe(JOBS);
    expect([...runsByJob.values()].filter((n) => n !== 1)).toEqual([]);
    expect(summaries.reduce((sum, s) => sum + s.done, 0)).toBe(JOBS);
    // They really ran side by side: the work was shared out.
    expect(summaries.filter((s) => s.done > 0).length).toBeGreaterThan(WORKERS / 2);
    const states = await admin`SELECT status, count(*)::int AS n, max(attempts)::int AS attempts FROM jobs GROUP BY status`;
    expect(states).toEqual([{ status: "done", n: JOBS, attempts: 1 }]);
  }, 60_000);

  it("a claim passes over the row another worker holds instead of waiting for it", async () => {
    await admin`DELETE FROM jobs`;
    const now = new Date();
    const store = postgresJobStore(admin);
    await store.enqueue({ kind: "pg.count", key: "held", now: new Date(now.getTime() - 1000) });
    await store.enqueue({ kind: "pg.count", key: "free", now });
    const [holder, claimer] = [connect(), connect()];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another worker is in the middle of claiming the oldest job: its row is locked.
    const holding = holder.begin(async (tx) => {
      await tx`SELECT id FROM jobs WHERE key = 'held' FOR UPDATE`;
      locked();
      await released;
    });
    await isLocked;
    try {
      const timeout = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 2000));
      const claimed = await Promise.race([postgresJobStore(claimer).claimDue("worker-b", now, 60_000), timeout]);
      expect(claimed).toMatchObject({ key: "free", locked_by: "worker-b" });
    } finally {
      release();
      await holding;
    }
  });

  it("start-up's orphaned-mail query runs unchanged, and a store on a transaction queues with it or not at all", async () => {
    await admin`DELETE FROM jobs`;
    const ids = (await admin`INSERT INTO outbox ("to", subject, text, status) VALUES
      ('a@example.com', 'Queued, no job', 't', 'queued'), ('b@example.com', 'Queued, has a job', 't', 'queued'),
      ('c@example.com', 'Sent', 't', 'sent') RETURNING id`).map((r) => Number(r.id));
    await postgresJobStore(admin).enqueue({ kind: MAIL_JOB, key: `mail:${ids[1]}` });
    const orphans = async () => (await admin.unsafe(ORPHANED_MAIL_SQL)).map((r) => Number(r.id));
    expect(await orphans()).toEqual([ids[0]]);

    // Rolled back: the job is not queued.
    // (The caller's own error comes out, not the store's: the enqueue itself worked.)
    await expect(admin.begin(async (tx) => {
      await postgresJobStore(tx).enqueue({ kind: MAIL_JOB, key: `mail:${ids[0]}` });
      throw new Error("the caller failed");
    })).rejects.toThrow("the caller failed");
    expect(await orphans()).toEqual([ids[0]]);
    await admin.begin(async (tx) => postgresJobStore(tx).enqueue({ kind: MAIL_JOB, key: `mail:${ids[0]}` }));
    expect(await orphans()).toEqual([]);
  });

  let pair: [JobStore, JobStore] | undefined;
  jobStoreBehaviour("PostgreSQL", () => {
    pair ??= [postgresJobStore(connect()), postgresJobStore(connect())];
    return {
      stores: () => pair!,
      job: async (key) => {
        const [row] = await admin`SELECT * FROM jobs WHERE key = ${key}`;
        return row ? toStored(row) : undefined;
      },
      clear: async () => void (await admin`DELETE FROM jobs`),
    };
  });
});
