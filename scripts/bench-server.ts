// npm run bench:server [-- --products 0 --duration 10 --connections 32 --workers 1 --kinds uncached,logged]
//                      [-- --db postgres://user@host:5432/postgres --instances 2]
// (--kinds: only the kinds whose name contains one of the words; the static file is always first.
// --db: the seeded database copied into a scratch database on that PostgreSQL server, dropped
// after; --instances N: N app instances behind a round-robin proxy, as behind a load balancer.)
// Starts the production build (server.mjs) on a free port with a freshly seeded temporary
// database and measures, in one run and with a browser's Accept-Encoding:
//   uncached /search (every URL new, so every request renders), cached /search (a few warm
//   URLs), /search as a guest with a cart cookie, /search logged in, a product page as a
//   guest, and a static file of the same size as the /search page, served from its precompressed
//   copy as the build's assets are (the ceiling: no page can be served with less work).
// Prints req/s, p50/p95/p99, bytes per answer, the ratio of each to the static file, the
// server's CPU time per request (and the static file's CPU per request over it: a ratio that
// holds when other work shares the cores), the RSS of the server process idle and loaded,
// and the load average (issue 17; timings are printed, never asserted).
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadRun, percentile } from "./load-run";
import { startRoundRobinProxy } from "./round-robin-proxy";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "0" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    workers: { type: "string", default: "1" },
    keep: { type: "boolean", default: false },
    kinds: { type: "string" },
    db: { type: "string" },
    instances: { type: "string", default: "1" },
  },
});
if (values.db !== undefined && !/^postgres(ql)?:\/\//.test(values.db)) throw new Error("--db takes a postgres:// URL of a server where a scratch database may be created");
const instanceCount = Math.max(1, Math.floor(Number(values.instances)));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-bench-server-"));
const dbFile = path.join(dir, "bench.db");
const SECRET = "bench-session-secret-0123456789abcdef";
// The app's modules read these when first used (database, session signing).
process.env.DATABASE_PATH = dbFile;
process.env.SESSION_SECRET = SECRET;
process.env.STORAGE_DIR = path.join(dir, "uploads");
const ACCEPT_ENCODING = "gzip, deflate, br";


async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** RSS in MiB of a process and its children (the cluster's workers), from /proc. */
function rssMiB(pid: number): { self: number; children: number[] } {
  const read = (p: number) => {
    try {
      const line = fs.readFileSync(`/proc/${p}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
      return line ? Math.round(Number(line.replace(/\D+/g, "")) / 1024) : 0;
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    /* no children */
  }
  return { self: read(pid), children: children.map(read) };
}

/** CPU time (user + system, ms) used so far by a process and its children (the cluster's workers). */
function cpuMs(pid: number): number {
  const ticks = (p: number) => {
    try {
      // Fields after the command name: state is 3rd, utime 14th, stime 15th (1-based, whole line).
      const fields = fs.readFileSync(`/proc/${p}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* none */
  }
  // USER_HZ is 100 on Linux.
  return (ticks(pid) + children.reduce((sum, c) => sum + ticks(c), 0)) * 10;
}

type Kind = { name: string; paths: () => string; headers?: Record<string, string> };
type Row = { name: string; cpuPerRequest: number; rps: number; p50: number; p95: number; p99: number; bytes: number; non2xx: number; errors: number; hits: number; seen: number };

/** RSS of every instance (and its workers) together. */
function rssOf(pids: number[]): { self: number; children: number[] } {
  const each = pids.map(rssMiB);
  return { self: each.reduce((sum, m) => sum + m.self, 0), children: each.flatMap((m) => m.children) };
}

async function measure(base: string, kind: Kind, serverPids: number[]): Promise<Row> {
  const cpuNow = () => serverPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const cpuBefore = cpuNow();
  const run = await loadRun({
    base,
    connections: Number(values.connections),
    duration: Number(values.duration),
    path: kind.paths,
    headers: { "accept-encoding": ACCEPT_ENCODING, ...kind.headers },
  });
  const responses = run.samples.length;
  return {
    name: kind.name,
    cpuPerRequest: responses ? (cpuNow() - cpuBefore) / responses : NaN,
    rps: run.result.requests.average,
    p50: percentile(run.samples, 50),
    p95: percentile(run.samples, 95),
    p99: percentile(run.samples, 99),
    bytes: run.bytesPerAnswer,
    non2xx: run.result.non2xx,
    errors: run.result.errors,
    hits: run.cache.HIT,
    seen: run.cache.HIT + run.cache.MISS,
  };
}

async function main() {
  console.log(`cpus: ${os.cpus().length}, node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const { openDatabase, setEngine } = await import("~/db.server");
  const { openSqliteEngine } = await import("~/db/engine.server");
  const { seedDatabase } = await import("~/seed/seed.server");
  const { LocalDiskStorage } = await import("~/storage/storage.server");
  const db = openDatabase(dbFile);
  await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), products: Number(values.products), skipImages: true });
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  const engine = openSqliteEngine({ sqlitePath: dbFile });
  setEngine(engine);
  const productIds = (db.$client.prepare("select id from products order by id limit 20").all() as { id: number }[]).map((r) => r.id);
  const customer = db.$client.prepare("select id from users where email = 'customer@balimice.local'").get() as { id: number };
  // A logged-in planner's and a guest-with-cart's session cookies, as the app signs them.
  const { getSessionStorage } = await import("~/accounts/session.server");
  const storage = getSessionStorage();
  const loggedIn = await storage.getSession();
  loggedIn.set("userId", customer.id);
  const loggedInCookie = (await storage.commitSession(loggedIn)).split(";")[0]!;
  const guest = await storage.getSession();
  guest.set("cartSessionId", "bench-guest-cart");
  const guestCookie = (await storage.commitSession(guest)).split(";")[0]!;
  db.$client.close();
  await engine.close({ checkpoint: true });
  setEngine(undefined);

  // --db: the same rows in a scratch PostgreSQL database (db:copy's code).
  let databaseEnv: Record<string, string> = { DATABASE_PATH: dbFile };
  let dropScratch = async () => {};
  if (values.db) {
    const { default: postgres } = await import("postgres");
    const { copySqliteToPostgres } = await import("~/db/copy-to-postgres.server");
    const name = `balimice_bench_${process.pid}`;
    const admin = postgres(values.db, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(values.db);
    url.pathname = `/${name}`;
    await copySqliteToPostgres({ sqlitePath: dbFile, postgresUrl: url.toString() });
    databaseEnv = { DATABASE_URL: url.toString() };
    dropScratch = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }

  if (!fs.existsSync("build/index.js")) execSync("npx remix build", { stdio: "inherit" });

  const spawnServer = (port: number, env: Record<string, string> = {}) => spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      ...databaseEnv,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_IF_EMPTY: "false",
      JOB_RUNNER: "off",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: values.workers,
      PAGE_CACHE_TTL_SECONDS: "15",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const up = async (port: number) => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    } catch {
      return false;
    }
  };
  const waitUp = async (ports: number[]) => {
    for (let i = 0; ; i++) {
      if ((await Promise.all(ports.map(up))).every(Boolean)) return;
      if (i > 150) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  // The static baseline: a file the size of the /search page, served as the build's assets
  // are, from its precompressed twins (br, gzip; ADR 0170), so its CPU per request is the
  // ceiling a page is divided by. The server finds the twins when it starts, so a first
  // server renders the page once, the file and its twins are written with the build's own
  // script (scripts/precompress-assets.mjs), and only then do the measured servers start.
  const staticDir = path.resolve("public/build", `bench-static-${process.pid}`);
  const staticPath = `/build/bench-static-${process.pid}/search.html`;
  let page: string;
  try {
    const port = await freePort();
    const first = spawnServer(port, { WEB_CONCURRENCY: "1" });
    const gone = new Promise((resolve) => first.once("exit", resolve));
    try {
      await waitUp([port]);
      // The default listing, as the uncached kind below renders it.
      page = await (await fetch(`http://127.0.0.1:${port}/search?bench=static`)).text();
    } finally {
      first.kill("SIGTERM");
      await gone;
    }
    fs.mkdirSync(staticDir, { recursive: true });
    fs.writeFileSync(path.join(staticDir, "search.html"), page);
    execSync(`node scripts/precompress-assets.mjs ${JSON.stringify(staticDir)}`, { stdio: "ignore" });
    if (!fs.existsSync(path.join(staticDir, "search.html.br"))) throw new Error("the static baseline has no precompressed twin");
  } catch (error) {
    fs.rmSync(staticDir, { recursive: true, force: true });
    await dropScratch();
    throw error;
  }

  const ports: number[] = [];
  for (let i = 0; i < instanceCount; i++) ports.push(await freePort());
  const servers = ports.map((port) => spawnServer(port));
  const exited = Promise.all(servers.map((server) => new Promise((resolve) => server.once("exit", resolve))));
  // Several instances: a round-robin proxy in front, as a load balancer would be.
  const proxyPort = instanceCount > 1 ? await freePort() : ports[0];
  const proxy = instanceCount > 1 ? await startRoundRobinProxy(ports, proxyPort) : null;
  const base = `http://127.0.0.1:${proxyPort}`;
  const serverPids = servers.map((server) => server.pid!);
  try {
    await waitUp(ports);
    // As a browser asks for it: the precompressed copy, not compressed per request.
    const staticAnswer = await fetch(`${base}${staticPath}`, { headers: { "accept-encoding": ACCEPT_ENCODING } });
    await staticAnswer.arrayBuffer();
    if (staticAnswer.headers.get("content-encoding") !== "br") throw new Error(`the static baseline is not served from its precompressed copy (${staticAnswer.headers.get("content-encoding")})`);
    // Let start-up work settle before the idle figure.
    await new Promise((r) => setTimeout(r, 2000));
    const idle = rssOf(serverPids);

    let n = 0;
    const cachedUrls = ["/search", "/search?keyword=Ubud", "/search?keyword=Nusa+Dua", "/search?page=2"];
    const kinds: Kind[] = [
      { name: "static file, same size", paths: () => staticPath },
      // A query parameter the page ignores makes every URL new: every request renders.
      { name: "/search uncached", paths: () => `/search?bench=${n++}` },
      { name: "/search cached", paths: () => cachedUrls[n++ % cachedUrls.length] },
      { name: "/search guest with cart", paths: () => cachedUrls[n++ % cachedUrls.length], headers: { cookie: guestCookie } },
      { name: "/search logged in", paths: () => cachedUrls[n++ % cachedUrls.length], headers: { cookie: loggedInCookie } },
      { name: "product page, guest", paths: () => `/product-detail/${productIds[n++ % productIds.length]}` },
    ];
    console.log(`database: ${values.db ? "PostgreSQL" : "SQLite"}, ${instanceCount} instance${instanceCount > 1 ? "s behind a round-robin proxy" : ""}`);
    console.log(`/search page: ${Buffer.byteLength(page)} bytes uncompressed; ${values.connections} connections, ${values.duration} s per kind, Accept-Encoding: ${ACCEPT_ENCODING}`);
    const rows: Row[] = [];
    let loaded = idle;
    const words = values.kinds?.split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
    const measured = words ? kinds.filter((k, i) => i === 0 || words.some((w) => k.name.toLowerCase().includes(w))) : kinds;
    for (const kind of measured) {
      // Warm the URLs (and the cache) once.
      for (let i = 0; i < 8; i++) await fetch(`${base}${kind.paths()}`, { headers: { "accept-encoding": ACCEPT_ENCODING, ...kind.headers } });
      rows.push(await measure(base, kind, serverPids));
      const now = rssOf(serverPids);
      if (now.self + now.children.reduce((a, b) => a + b, 0) > loaded.self + loaded.children.reduce((a, b) => a + b, 0)) loaded = now;
    }
    const staticRow = rows[0]!;
    console.log(
      `\n${"kind".padEnd(26)} ${"req/s".padStart(7)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"bytes".padStart(7)}  x static  ${"CPU ms/req".padStart(10)}  x static CPU  cache hits`,
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.bytes).padStart(7)}  ${(r.rps / staticRow.rps).toFixed(2).padStart(8)}  ` +
          `${r.cpuPerRequest.toFixed(2).padStart(10)}  ${(staticRow.cpuPerRequest / r.cpuPerRequest).toFixed(2).padStart(12)}  ` +
          (r.seen ? `${((100 * r.hits) / r.seen).toFixed(0)} %` : "-") +
          (r.non2xx || r.errors ? `  non-2xx ${r.non2xx} errors ${r.errors}` : ""),
      );
    }
    const fmt = (m: { self: number; children: number[] }) => (m.children.length ? `primary ${m.self} MiB, workers ${m.children.join(", ")} MiB` : `${m.self} MiB`);
    console.log(`\nRSS idle: ${fmt(idle)}; under load (highest): ${fmt(loaded)}`);
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  } finally {
    fs.rmSync(staticDir, { recursive: true, force: true });
    for (const server of servers) server.kill("SIGTERM");
    proxy?.close();
    await exited;
    await dropScratch();
    if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`kept ${dir}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
