// Operating the built server (server.mjs), as separate processes next to the e2e server:
// a deployment without SESSION_SECRET does not start; a backup taken while the app serves and
// writes restores into a fresh folder, where the app starts with the same invoices and
// uploads; SIGTERM lets the request in flight finish, then checkpoints and closes the database.
// No browser: runs once, in the js-on project.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { createTestInvoice } from "../support/invoices";
import { E2E_DB_PATH, openE2eDb, schema } from "./support/payments-db";
import { e2eOnPostgres } from "./support/e2e-postgres";
import { run, first as firstRow } from "~/db.server";

const execFileAsync = promisify(execFile);
/** Runs one of our TypeScript scripts (as `npm run backup` does, without npm's start-up cost). */
const runScript = (script: string, args: string[], env: NodeJS.ProcessEnv) => execFileAsync(process.execPath, ["--import", "tsx", script, ...args], { env });
const E2E_STORAGE = "tests/.tmp/e2e/uploads";
const work = path.resolve("tests/.tmp/ops-server");

test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server processes: once is enough");

const servers = new Set<ChildProcess>();
test.afterAll(() => {
  for (const s of servers) s.kill("SIGKILL");
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.mjs"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", SEED_IF_EMPTY: "false", E2E: "true", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  servers.add(child);
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code: number | null) => (servers.delete(child), resolve(code))));
  return { child, exited, output: () => output };
}

async function waitReady(base: string) {
  for (let i = 0; i < 150; i++) {
    const res = await fetch(`${base}/readyz`).catch(() => null);
    if (res?.status === 200) return res.json();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} never became ready`);
}

function multipartPng(png: Buffer) {
  const boundary = "----ops-boundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

test("a deployment without SESSION_SECRET does not start, and says why", async () => {
  fs.rmSync(work, { recursive: true, force: true });
  const server = startServer({ PORT: String(await freePort()), APP_URL: "https://balimice.example", DATABASE_PATH: `${work}/refused/app.db`, STORAGE_DIR: `${work}/refused/uploads` });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("SESSION_SECRET: required when APP_URL is set");
  expect(server.output()).not.toMatch(/^\s+at /m); // a message, not a stack trace
});

test("backup while the app serves and writes, restore into a fresh folder, start the app on it; SIGTERM finishes the request in flight", async ({ baseURL }) => {
  test.skip(e2eOnPostgres, "the SQLite file's backup and restore; on PostgreSQL backups are pg_dump's (README)");
  test.setTimeout(90_000);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f766e" } }).png().toBuffer();

  // An upload through the running e2e server, and invoices written while the backup runs.
  const upload = multipartPng(png);
  const uploaded = await fetch(`${baseURL}/v1/file/upload`, { method: "POST", headers: { "Content-Type": upload.type }, body: upload.body });
  expect(uploaded.status).toBe(201);
  // fileFullUrl is a signed link to the private receipt (ADR 0132); it names the storage key.
  const receiptKey = new URL((await uploaded.json()).data.fileFullUrl).searchParams.get("key")!;
  const receiptBytes = fs.readFileSync(path.join(E2E_STORAGE, receiptKey));

  const db = openE2eDb();
  const before = await createTestInvoice(db, { lines: 1, email: "backup.before@example.test" });
  let writes = 0;
  // Cancelled at once, so these invoices hold no slot other tests may want.
  const writer = setInterval(async () => {
    const invoice = await createTestInvoice(db, { lines: 1, email: `backup.during.${writes++}@example.test` });
    await run((db) => db.update(schema.invoices).set({ status: "cancelled" }).where(eq(schema.invoices.id, invoice.id)));
  }, 50);
  const backups = `${work}/backups`;
  const backupEnv = { ...process.env, DATABASE_PATH: E2E_DB_PATH, STORAGE_DIR: E2E_STORAGE };
  let first: string;
  try {
    first = (await runScript("scripts/backup.ts", ["--to", backups, "--keep", "1"], backupEnv)).stdout;
    await runScript("scripts/backup.ts", ["--to", backups, "--keep", "1"], backupEnv);
  } finally {
    clearInterval(writer);
  }
  expect(first).toMatch(/integrity ok/);
  const kept = fs.readdirSync(backups).filter((n) => n.startsWith("backup-"));
  expect(kept).toHaveLength(1); // --keep 1
  const manifest = JSON.parse(fs.readFileSync(path.join(backups, kept[0], "manifest.json"), "utf8"));
  console.log(`backup under writes: ${writes} invoices written meanwhile; backup holds ${manifest.invoices} invoices, ${manifest.files} files`);

  // Restore into a fresh folder and start the app there.
  const fresh = `${work}/restored`;
  const restored = await runScript("scripts/restore.ts", [backups], { ...process.env, DATABASE_PATH: `${fresh}/app.db`, STORAGE_DIR: `${fresh}/uploads` });
  expect(restored.stdout).toContain(`${manifest.invoices} invoices`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({ PORT: String(port), APP_URL: base, SESSION_SECRET: "restored-session-secret-0123456789", DATABASE_PATH: `${fresh}/app.db`, STORAGE_DIR: `${fresh}/uploads` });
  expect(await waitReady(base)).toMatchObject({ status: "ok" });
  expect(server.output()).toContain("SMTP_HOST is not set"); // a deployment without SMTP starts, with a warning

  const Database = (await import("better-sqlite3")).default;
  const copy = new Database(`${fresh}/app.db`, { readonly: true });
  const restoredInvoices = copy.prepare("SELECT invoice_no FROM invoices").all() as { invoice_no: string }[];
  copy.close();
  expect(restoredInvoices).toHaveLength(manifest.invoices);
  expect(restoredInvoices.map((r) => r.invoice_no)).toContain(before.invoiceNo);
  expect(fs.readFileSync(path.join(fresh, "uploads", receiptKey)).equals(receiptBytes)).toBe(true);
  // A venue image is served by the restored app, byte for byte.
  const image = (await firstRow(db.select().from(schema.venueImages)))!;
  const served = await fetch(`${base}/files/${image.fileKey}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(path.join(E2E_STORAGE, image.fileKey)))).toBe(true);

  // Graceful shutdown: an upload is half sent when SIGTERM arrives.
  const slow = multipartPng(png);
  const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/v1/file/upload", headers: { "Content-Type": slow.type, "Content-Length": slow.body.length } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject);
    req.write(slow.body.subarray(0, 100));
    setTimeout(() => {
      server.child.kill("SIGTERM");
      setTimeout(async () => {
        // Stopped accepting: a new connection is refused while the old request is still open.
        refusedWhileDraining = await fetch(`${base}/healthz`).then(() => false, () => true);
        req.end(slow.body.subarray(100));
      }, 300);
    }, 200);
  });
  let refusedWhileDraining = false;
  const answered = await inFlight;
  expect(answered.status).toBe(201);
  expect(refusedWhileDraining).toBe(true);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("database checkpointed and closed");
  const wal = `${fresh}/app.db-wal`;
  expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
  console.log(`graceful shutdown: in-flight upload answered ${answered.status}, new connections refused, WAL checkpointed`);
});
