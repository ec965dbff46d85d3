// GET /healthz and GET /readyz: JSON, never cached, no auth, no secrets; /readyz answers 503
// naming the failing check (database not writable, migrations missing, runner not polling).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getEngine, openDatabase, setEngine, type SqliteDb as DB, tables } from "~/db.server";
import * as schema from "~/db/schema";
import { installDatabase } from "../support/test-db";
import { getEnv } from "~/env.server";
import { startJobRunner, stopJobRunner } from "~/jobs/runner.server";
import { loader as healthz } from "~/routes/healthz";
import { loader as readyz } from "~/routes/readyz";

let db: DB;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-health-"));

beforeAll(() => {
  db = installDatabase(openDatabase(path.join(dir, "app.db")));
  startJobRunner({ pollMs: 50 });
});
afterAll(async () => {
  await stopJobRunner();
});

async function ready() {
  const res = await readyz();
  const text = await res.text();
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(text).not.toContain(getEnv().SESSION_SECRET);
  expect(text).not.toContain(dir);
  return { status: res.status, body: JSON.parse(text) };
}

it("/healthz answers while the process runs", async () => {
  const res = await healthz();
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(await res.json()).toMatchObject({ status: "ok" });
});

it("/readyz is ok when the database, migrations, storage and runner are", async () => {
  expect(await ready()).toEqual({
    status: 200,
    body: { status: "ok", checks: { database: "ok", migrations: "ok", storage: "ok", jobRunner: "ok" }, reasons: [] },
  });
  // The probe write was rolled back.
  expect((await db.select().from(tables.jobs)).filter((j) => j.kind === "readyz.probe")).toHaveLength(0);
});

it("/readyz answers 503 for a read-only database and for missing migrations", async () => {
  const readOnly = new Database(path.join(dir, "app.db"), { readonly: true });
  // The engine as it is, but its write connection opened read-only.
  const engine = getEngine();
  setEngine({ ...engine, parts: { ...engine.parts, write: drizzle(readOnly, { schema }) } as typeof engine.parts });
  try {
    const { status, body } = await ready();
    expect(status).toBe(503);
    expect(body.checks.database).toBe("fail");
  } finally {
    readOnly.close();
    setEngine(engine);
  }
  db.$client.exec(`DELETE FROM __drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations)`);
  const { status, body } = await ready();
  expect(status).toBe(503);
  expect(body.checks).toMatchObject({ database: "ok", migrations: "fail" });
  expect(body.reasons).toContain("migrations: pending migrations");
});

it("/readyz answers 503 when the job runner is not polling", async () => {
  await stopJobRunner();
  const { status, body } = await ready();
  expect(status).toBe(503);
  expect(body.checks.jobRunner).toBe("fail");
});
