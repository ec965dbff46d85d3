// npm run bench:search [-- --sizes 1000,100000 --lines 60000 --iterations 150 --smoke --pages]
// For each catalogue size (extra products on top of the demo data), builds a temporary database
// with the large seed and prints p50/p95 of each query kind of the search (the domain function:
// the availability check, the count and the page), first on an empty booking history, then
// after seeding a realistic one (--lines reservation lines: paid, pending, held past their
// deadline, expired and cancelled; past and future; Hour, Day and Person units over the
// catalogue's rooms; plus vendors' blocks). Then a table of every kind at every size, with the
// p95 ratio from the smallest to the largest catalogue (with history), and the load average:
// the machine is shared, so the figures are printed, never asserted.
// Targets (issue 17): every kind p95 < 10 ms at 100k products with history; 1k -> 100k < 3x.
// --smoke: 1,000 products, 5,000 lines, few iterations (a quick check that it all runs).
// --pages: also the /search page under autocannon against the production build (issue 3).
// --kinds group,layout: only the query kinds whose name contains one of the words.
// --keep prints the database's path; --db <path> measures that database again (no seeding).
// --db postgres://...: the same run on PostgreSQL (ADR 0333): each size is seeded in SQLite as
// above, copied (db:copy) into a scratch database on that server, and measured through the
// PostgreSQL twin of the search; the scratch databases are dropped at the end (--keep keeps
// them). CPU is this process's only: the server's work shows in the wall-clock figures.
import { execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadRun, percentile } from "./load-run";
import { QUERY_KINDS, queryOf, runSearch, runSearchPostgres, searchOf, seedBookingHistory, today, type QueryKind } from "./bench-search-kinds";
import postgres from "postgres";
import type { PgSearchDb } from "~/catalog/search-postgres.server";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import { openDatabase, setEngine } from "~/db.server";
import { openSqliteEngine, PG_SESSION_SETTINGS } from "~/db/engine.server";
import { seedDatabase } from "~/seed/seed.server";
import { LocalDiskStorage } from "~/storage/storage.server";
import { addDaysIso } from "~/utils/format";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,100000" },
    lines: { type: "string", default: "60000" },
    iterations: { type: "string", default: "150" },
    smoke: { type: "boolean", default: false },
    pages: { type: "boolean", default: false },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "32" },
    keep: { type: "boolean", default: false },
    kinds: { type: "string" },
    db: { type: "string" },
  },
});
const sizes = values.smoke ? [1000] : values.sizes.split(",").map(Number);
const historyLines = values.smoke ? 5000 : Number(values.lines);
const iterations = values.smoke ? 20 : Number(values.iterations);

const pgUrl = values.db && /^postgres(ql)?:\/\//.test(values.db) ? values.db : null;

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

/** Wall-clock p50/p95, and the p95 of the process's CPU time (less disturbed by a busy machine). */
type Figures = { p50: number; p95: number; cpu95: number; matches: number };

const kindWords = values.kinds?.split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
const kindsMeasured = kindWords ? QUERY_KINDS.filter((k) => kindWords.some((w) => k.name.toLowerCase().includes(w))) : QUERY_KINDS;

/** Runs one search on the engine measured (SQLite: synchronous; PostgreSQL: a promise). */
type Runner = (kind: QueryKind, f: ReturnType<typeof searchOf>) => { total: number } | Promise<{ total: number }>;

async function measure(names: string[], run: Runner = runSearch): Promise<Map<string, Figures>> {
  const out = new Map<string, Figures>();
  for (const kind of kindsMeasured) {
    for (let i = 0; i < 20; i++) await run(kind, searchOf(kind, i, names)); // warm up
    const times: number[] = [];
    const cpu: number[] = [];
    let matches = 0;
    for (let i = 0; i < iterations; i++) {
      const f = searchOf(kind, i, names);
      const cpuStart = process.cpuUsage();
      const start = process.hrtime.bigint();
      const ran = run(kind, f);
      // SQLite's answer is used as is: no await (a microtask) inside its timing.
      const r = ran instanceof Promise ? await ran : ran;
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      matches += r.total;
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    out.set(kind.name, { p50: percentile(times, 50), p95: percentile(times, 95), cpu95: percentile(cpu, 95), matches: Math.round(matches / iterations) });
  }
  return out;
}

async function main() {
  console.log(`bench:search${pgUrl ? " on PostgreSQL" : ""}  cpus ${os.cpus().length}, node ${process.version}, ${iterations} searches per kind, history ${historyLines} lines`);
  const results = new Map<string, Map<string, Figures>>();
  const dirs: string[] = [];
  if (values.db && !pgUrl) {
    const db = openDatabase(values.db);
    setEngine(openSqliteEngine({ sqlitePath: values.db }));
    const names = (db.$client.prepare("select name from venues order by id desc limit 3").all() as { name: string }[]).map((v) => v.name);
    const total = (db.$client.prepare("select count(*) as n from products").get() as { n: number }).n;
    console.log(`\n${values.db}: ${total} products; measuring ...  load ${load()}`);
    results.set(`${Math.round(total / 1000)}k+hist`, await measure(names));
    printTable(results);
    return;
  }
  for (const size of sizes) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-bench-"));
    dirs.push(dir);
    const dbFile = path.join(dir, "bench.db");
    let t = Date.now();
    const db = openDatabase(dbFile);
    await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), products: size, skipImages: true });
    db.$client.exec("analyze");
    let engine = openSqliteEngine({ sqlitePath: dbFile });
    setEngine(engine);
    const total = (db.$client.prepare("select count(*) as n from products").get() as { n: number }).n;
    // Venue names as free text: a term that matches a handful of products.
    const names = (db.$client.prepare("select name from venues order by id desc limit 3").all() as { name: string }[]).map((v) => v.name);
    console.log(`\n${total} products (seeded in ${Date.now() - t} ms)`);
    const label = `${Math.round(size / 1000)}k`;
    console.log(`  no bookings:   measuring ...  load ${load()}`);
    results.set(`${label}`, await measureOn(names, dbFile));
    t = Date.now();
    const c = seedBookingHistory(db.$client, historyLines);
    db.$client.exec("analyze");
    // A server started on this database: its connections read the statistics ANALYZE just wrote
    // and prepare their statements afresh (kept open, the engine would plan with the catalogue's
    // statistics of before the history, a state no server is in: issue 43).
    await engine.close();
    engine = openSqliteEngine({ sqlitePath: dbFile });
    setEngine(engine);
    console.log(
      `  booking history: ${c.lines} lines (${c.past} past, ${c.future} future) on invoices paid ${c.paid}, pending ${c.pending}, ` +
        `held past deadline ${c.heldPastDeadline}, expired ${c.expired}, cancelled ${c.cancelled}; ${c.blocks} blocks; ${Date.now() - t} ms`,
    );
    console.log(`  with history:  measuring ...  load ${load()}`);
    results.set(`${label}+hist`, await measureOn(names, dbFile));
    db.$client.close();
    await engine.close();
    setEngine(undefined);
    if (values.pages && size === sizes.at(-1)) await pages(dbFile, dir);
    if (values.keep) console.log(`  kept ${dbFile}`);
  }
  printTable(results);
  if (!values.keep) for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await dropScratch();
}

/** PostgreSQL scratch databases, one per size (--db postgres://...). */
const scratch = new Map<string, string>();

/** Measures the SQLite database, or (--db postgres://...) its copy in a scratch database on that server. */
async function measureOn(names: string[], dbFile: string): Promise<Map<string, Figures>> {
  if (!pgUrl) return measure(names);
  let url = scratch.get(dbFile);
  if (!url) {
    const name = `balimice_bench_${randomBytes(5).toString("hex")}`;
    const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(pgUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    scratch.set(dbFile, url);
  }
  const t = Date.now();
  const copy = await copySqliteToPostgres({ sqlitePath: dbFile, postgresUrl: url, replace: true });
  if (!copy.ok) throw new Error("db:copy: row counts differ");
  // The app's session settings (ADR 0430): the search measured as the app runs it.
  const client = postgres(url, { max: 1, onnotice: () => {}, connection: PG_SESSION_SETTINGS });
  try {
    // Statistics for the planner, and the visibility map for index-only scans, as a database
    // that has run a while would have them.
    await client.unsafe("vacuum analyze");
    // The copy's WAL leaves a checkpoint writing for some 30 s after it; measured during it, one
    // kind's p95 read 30 ms instead of 6-7 (2026-12-01). Finish it first: the search on a
    // database at rest. (CHECKPOINT needs a superuser or pg_checkpoint; without, it runs as is.)
    await client.unsafe("checkpoint").catch(() => undefined);
    console.log(`  copied to PostgreSQL (${new URL(url).pathname.slice(1)}) in ${Date.now() - t} ms; measuring ...  load ${load()}`);
    const db: PgSearchDb = { $client: client };
    return await measure(names, (kind, f) => runSearchPostgres(db, kind, f));
  } finally {
    await client.end();
  }
}

async function dropScratch() {
  if (!pgUrl || !scratch.size) return;
  if (values.keep) {
    for (const url of scratch.values()) console.log(`  kept ${url}`);
    return;
  }
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  for (const url of scratch.values()) await admin.unsafe(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

function printTable(results: Map<string, Map<string, Figures>>) {
  const columns = [...results.keys()];
  const withHistory = columns.filter((c) => c.endsWith("+hist"));
  const first = withHistory[0];
  const last = withHistory.at(-1)!;
  const showRatio = withHistory.length > 1;
  const cell = (f: Figures | undefined) => (f ? `${f.p50.toFixed(2)}/${f.p95.toFixed(2)}/${f.cpu95.toFixed(2)}` : "-").padStart(19);
  console.log(`\nms per search (availability + count + page): wall p50/p95/CPU p95 per kind; load average ${load()}`);
  console.log(`${"kind".padEnd(25)}${columns.map((c) => c.padStart(19)).join("")}${showRatio ? `  p95 ${first}->${last} wall, CPU` : ""}  matches (${last})`);
  let worst = 0;
  let worstCpu = 0;
  let worstRatio = 0;
  let worstCpuRatio = 0;
  for (const kind of kindsMeasured) {
    const row = columns.map((c) => results.get(c)!.get(kind.name));
    const a = results.get(first)!.get(kind.name)!;
    const b = results.get(last)!.get(kind.name)!;
    const ratio = b.p95 / a.p95;
    const cpuRatio = b.cpu95 / Math.max(a.cpu95, 0.001);
    worst = Math.max(worst, b.p95);
    worstCpu = Math.max(worstCpu, b.cpu95);
    worstRatio = Math.max(worstRatio, ratio);
    worstCpuRatio = Math.max(worstCpuRatio, cpuRatio);
    console.log(`${kind.name.padEnd(25)}${row.map(cell).join("")}${showRatio ? `  ${ratio.toFixed(1).padStart(9)}x ${cpuRatio.toFixed(1).padStart(5)}x` : ""}  ${b.matches}`);
  }
  console.log(
    `\nworst p95 at ${last}: wall ${worst.toFixed(2)} ms, CPU ${worstCpu.toFixed(2)} ms (target < 10 ms)` +
      (showRatio ? `; worst ratio wall ${worstRatio.toFixed(1)}x, CPU ${worstCpuRatio.toFixed(1)}x (target < 3x)` : ""),
  );
}

/** --pages: the /search page under autocannon, page cache off then on (issue 3). */
async function pages(dbFile: string, dir: string) {
  if (!fs.existsSync("build/index.js")) {
    console.log("\nbuilding (npm run build) ...");
    execSync("npm run -s build", { stdio: "inherit" });
  }
  console.log(`\n/search page, ${values.connections} connections, ${values.duration} s each, through server.mjs (load ${load()}):`);
  await benchPage(dbFile, dir, { cacheTtlSeconds: 0, label: "page cache off (cold: every request renders)" });
  await benchPage(dbFile, dir, { cacheTtlSeconds: 15, label: "page cache on (default, TTL 15 s)" });
}

/** Varied searches for the page benchmark: every kind in turn. */
function pageQueries(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const q = queryOf(QUERY_KINDS[i % QUERY_KINDS.length], i, []);
    q.set("date", addDaysIso(today, i % 30));
    q.set("page", String(1 + (i % 3)));
    return q.toString();
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The /search page under autocannon, against the production build served by server.mjs. */
async function benchPage(dbFile: string, dir: string, { cacheTtlSeconds, label }: { cacheTtlSeconds: number; label: string }) {
  const port = await freePort();
  const server = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: dbFile,
      STORAGE_DIR: path.join(dir, "uploads"),
      SEED_IF_EMPTY: "false",
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
      PAGE_CACHE_TTL_SECONDS: String(cacheTtlSeconds),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        // A URL outside the benchmark's set, so it does not warm the cache.
        if ((await fetch(`${base}/search?keyword=warmup`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (i > 100) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    const searches = pageQueries(200);
    let n = 0;
    const { result, samples, cache: cacheHeader } = await loadRun({
      base,
      connections: Number(values.connections),
      duration: Number(values.duration),
      path: () => `/search?${searches[n++ % searches.length]}`,
    });
    const seen = cacheHeader.HIT + cacheHeader.MISS;
    console.log(`  ${label}, ${samples.length} requests:`);
    console.log(
      `    p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${percentile(samples, 95).toFixed(1)} ms  p99 ${percentile(samples, 99).toFixed(1)} ms  ` +
        `${Math.round(result.requests.average)} req/s  non-2xx ${result.non2xx}  errors ${result.errors}` +
        (cacheTtlSeconds > 0 ? `  hit ratio ${seen ? ((100 * cacheHeader.HIT) / seen).toFixed(1) : "?"} % (${cacheHeader.HIT} hits, ${cacheHeader.MISS} misses)` : ""),
    );
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
