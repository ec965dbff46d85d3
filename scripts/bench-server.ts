// npm run bench:server [-- --products 0 --duration 10 --connections 32 --workers 1 --kinds uncached,logged --rounds 1]
//                      [-- --db postgres://user@host:5432/postgres --instances 2]
//                      [-- --compare <git ref>]
// (--kinds: only the kinds whose name contains one of the words; the static file is always first.
// --db: the seeded database copied into a scratch database on that PostgreSQL server, dropped
// after; --instances N: N app instances behind a round-robin proxy, as behind a load balancer.
// --compare REF: REF is checked out in a scratch git worktree under the system's temp folder
// (node_modules linked to this one's), built with its own `npm run build`, seeded with its own
// code (scripts/bench-server-seed.ts, copied there), and served beside this tree's build: every
// kind runs against both, one after the other, so every figure has its ratio new/old from one
// sitting (issue 43). Not with --db.)
// Starts the production build (server.mjs) on a free port with a freshly seeded temporary
// database and measures, in one run and with a browser's Accept-Encoding:
//   uncached /search (every URL new, so every request renders), cached /search (a few warm
//   URLs), /search as a guest with a cart cookie, /search logged in, a product page as a
//   guest, and a static file of the same size as the /search page, served from its precompressed
//   copy as the build's assets are (the ceiling: no page can be served with less work).
// Prints req/s, p50/p95/p99, bytes per answer, the ratio of each to the static file, the
// server's CPU time per request (and the static file's CPU per request over it: a ratio that
// holds when other work shares the cores), the RSS of the server process idle and loaded,
// the /search page's HTML (raw and as served with brotli) and the load average (issue 17;
// timings are printed, never asserted).
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadRun, percentile } from "./load-run";
import { servedDocument } from "./page-weight";
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
    compare: { type: "string" },
    rounds: { type: "string", default: "1" },
  },
});
if (values.db !== undefined && !/^postgres(ql)?:\/\//.test(values.db)) throw new Error("--db takes a postgres:// URL of a server where a scratch database may be created");
if (values.db !== undefined && values.compare !== undefined) throw new Error("--compare runs on SQLite only (each build seeds its own database)");
const instanceCount = Math.max(1, Math.floor(Number(values.instances)));
// --rounds N: every kind measured N times on each build, interleaved; --compare's table shows the
// median of the rounds' ratios (one 10 s round moved by 10 % between runs on a shared machine).
const rounds = Math.max(1, Math.floor(Number(values.rounds)));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-bench-server-"));
const SECRET = "bench-session-secret-0123456789abcdef";
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


async function up(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}
async function waitUp(ports: number[]) {
  for (let i = 0; ; i++) {
    if ((await Promise.all(ports.map(up))).every(Boolean)) return;
    if (i > 150) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Mem = { self: number; children: number[] };
type Seeded = { productIds: number[]; loggedInCookie: string; guestCookie: string };
type Side = {
  label: string;
  /** The tree whose build is served (this one, or the scratch worktree of --compare). */
  root: string;
  dbFile: string;
  seeded: Seeded;
  staticPath: string;
  staticDir: string;
  /** The /search page (default listing) as rendered, and its size as served with brotli. */
  page: string;
  pageBr: number;
  pids: number[];
  base: string;
  idle: Mem;
  loaded: Mem;
  rows: Row[];
};
type Kind = { name: string; paths: (side: Side) => string; headers?: (side: Side) => Record<string, string> };
type Row = { name: string; cpuPerRequest: number; rps: number; p50: number; p95: number; p99: number; bytes: number; non2xx: number; errors: number; hits: number; seen: number };

/** RSS of every instance (and its workers) together. */
function rssOf(pids: number[]): Mem {
  const each = pids.map(rssMiB);
  return { self: each.reduce((sum, m) => sum + m.self, 0), children: each.flatMap((m) => m.children) };
}
const total = (m: Mem) => m.self + m.children.reduce((a, b) => a + b, 0);

async function measure(side: Side, kind: Kind): Promise<Row> {
  const cpuNow = () => side.pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const cpuBefore = cpuNow();
  const run = await loadRun({
    base: side.base,
    connections: Number(values.connections),
    duration: Number(values.duration),
    path: () => kind.paths(side),
    headers: { "accept-encoding": ACCEPT_ENCODING, ...kind.headers?.(side) },
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

/** Seeds `dbFile` with the code of the tree at `root` (scripts/bench-server-seed.ts run there). */
function seedWith(root: string, dbFile: string): Seeded {
  const out = execFileSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/bench-server-seed.ts", "--db", dbFile, "--products", String(values.products), "--secret", SECRET], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = out.trim().split("\n").reverse().find((l) => l.startsWith("{"));
  if (!line) throw new Error(`seeding in ${root} printed no result`);
  return JSON.parse(line) as Seeded;
}

/**
 * --compare: `ref` checked out in a scratch worktree under `dir`, node_modules linked to this
 * tree's, built with its own build script; the seeding script copied in when the commit has none.
 */
function checkOut(ref: string): { root: string; sha: string; remove: () => void } {
  const sha = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const root = path.join(dir, `ref-${sha.slice(0, 10)}`);
  execFileSync("git", ["worktree", "add", "--detach", root, sha], { stdio: "ignore" });
  const remove = () => {
    try {
      execFileSync("git", ["worktree", "remove", "--force", root], { stdio: "ignore" });
    } catch {
      fs.rmSync(root, { recursive: true, force: true });
      execFileSync("git", ["worktree", "prune"], { stdio: "ignore" });
    }
  };
  try {
    fs.symlinkSync(fs.realpathSync("node_modules"), path.join(root, "node_modules"), "dir");
    // The linked node_modules are this tree's: a package the other commit needs and this tree
    // dropped (pino-http, ADR 0445) is named here rather than failing at the server's start.
    const theirs = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
    const missing = Object.entries(theirs.dependencies ?? {}).filter(([name]) => !fs.existsSync(path.join("node_modules", name, "package.json")));
    if (missing.length) throw new Error(`${ref} needs packages this tree does not have; first: npm install --no-save ${missing.map(([n, v]) => `${n}@"${v}"`).join(" ")}`);
    const seedScript = path.join(root, "scripts/bench-server-seed.ts");
    if (!fs.existsSync(seedScript)) fs.copyFileSync("scripts/bench-server-seed.ts", seedScript);
    console.log(`building ${ref} (${sha.slice(0, 10)}) in ${root} ...`);
    execSync("npm run build", { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  } catch (error) {
    remove();
    throw error;
  }
  return { root, sha, remove };
}

async function main() {
  console.log(`cpus: ${os.cpus().length}, node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const cleanups: (() => Promise<void> | void)[] = [];
  const children: ChildProcess[] = [];
  try {
    if (!fs.existsSync("build/index.js")) execSync("npm run build", { stdio: "inherit" });
    const trees: { label: string; root: string }[] = [{ label: values.compare ? "new" : "this", root: process.cwd() }];
    if (values.compare) {
      const other = checkOut(values.compare);
      cleanups.push(other.remove);
      trees.push({ label: "old", root: other.root });
    }

    const sides: Side[] = [];
    for (const tree of trees) {
      const sideDir = path.join(dir, `db-${tree.label}`);
      fs.mkdirSync(sideDir, { recursive: true });
      const dbFile = path.join(sideDir, "bench.db");
      const seeded = seedWith(tree.root, dbFile);

      // --db: the same rows in a scratch PostgreSQL database (db:copy's code).
      let databaseEnv: Record<string, string> = { DATABASE_PATH: dbFile };
      if (values.db) {
        process.env.DATABASE_PATH = dbFile;
        process.env.SESSION_SECRET = SECRET;
        const { default: postgres } = await import("postgres");
        const { copySqliteToPostgres } = await import("~/db/copy-to-postgres.server");
        const name = `balimice_bench_${process.pid}`;
        const admin = postgres(values.db, { max: 1, onnotice: () => {} });
        await admin.unsafe(`CREATE DATABASE ${name}`);
        cleanups.push(async () => {
          await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        });
        const url = new URL(values.db);
        url.pathname = `/${name}`;
        await copySqliteToPostgres({ sqlitePath: dbFile, postgresUrl: url.toString() });
        databaseEnv = { DATABASE_URL: url.toString() };
      }

      const spawnServer = (port: number, env: Record<string, string> = {}) => {
        const child = spawn(process.execPath, ["server.mjs"], {
          cwd: tree.root,
          env: {
            ...process.env,
            ...databaseEnv,
            SESSION_SECRET: SECRET,
            STORAGE_DIR: path.join(sideDir, "uploads"),
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
        children.push(child);
        return child;
      };
      const stop = async (child: ChildProcess) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await gone;
      };

      // The static baseline: a file the size of the /search page, served as the build's assets
      // are, from its precompressed twins (br, gzip; ADR 0170), so its CPU per request is the
      // ceiling a page is divided by. The server finds the twins when it starts, so a first
      // server renders the page once, the file and its twins are written with the build's
      // script (this tree's scripts/precompress-assets.mjs, the same for both sides), and only
      // then do the measured servers start.
      const staticDir = path.join(tree.root, "public/build", `bench-static-${process.pid}`);
      const staticPath = `/build/bench-static-${process.pid}/search.html`;
      cleanups.push(() => fs.rmSync(staticDir, { recursive: true, force: true }));
      const firstPort = await freePort();
      const first = spawnServer(firstPort, { WEB_CONCURRENCY: "1" });
      let page: string;
      try {
        await waitUp([firstPort]);
        // The default listing, as the uncached kind below renders it.
        page = await (await fetch(`http://127.0.0.1:${firstPort}/search?bench=static`)).text();
      } finally {
        await stop(first);
      }
      fs.mkdirSync(staticDir, { recursive: true });
      fs.writeFileSync(path.join(staticDir, "search.html"), page);
      execFileSync(process.execPath, [path.resolve("scripts/precompress-assets.mjs"), staticDir], { stdio: "ignore" });
      if (!fs.existsSync(path.join(staticDir, "search.html.br"))) throw new Error("the static baseline has no precompressed twin");

      const ports: number[] = [];
      for (let i = 0; i < instanceCount; i++) ports.push(await freePort());
      const servers = ports.map((port) => spawnServer(port));
      cleanups.push(async () => {
        await Promise.all(servers.map(stop));
      });
      // Several instances: a round-robin proxy in front, as a load balancer would be.
      const proxyPort = instanceCount > 1 ? await freePort() : ports[0];
      if (instanceCount > 1) {
        const proxy = await startRoundRobinProxy(ports, proxyPort);
        cleanups.push(() => void proxy.close());
      }
      const base = `http://127.0.0.1:${proxyPort}`;
      await waitUp(ports);
      // As a browser asks for it: the precompressed copy, not compressed per request.
      const staticAnswer = await fetch(`${base}${staticPath}`, { headers: { "accept-encoding": ACCEPT_ENCODING } });
      await staticAnswer.arrayBuffer();
      if (staticAnswer.headers.get("content-encoding") !== "br") throw new Error(`the static baseline is not served from its precompressed copy (${staticAnswer.headers.get("content-encoding")})`);
      const pageBr = (await servedDocument(`${base}/search?bench=br`, "br")).bytes;
      sides.push({ label: tree.label, root: tree.root, dbFile, seeded, staticPath, staticDir, page, pageBr, pids: servers.map((s) => s.pid!), base, idle: { self: 0, children: [] }, loaded: { self: 0, children: [] }, rows: [] });
    }
    // Let start-up work settle before the idle figure.
    await new Promise((r) => setTimeout(r, 2000));
    for (const side of sides) side.loaded = side.idle = rssOf(side.pids);

    let n = 0;
    const cachedUrls = ["/search", "/search?keyword=Ubud", "/search?keyword=Nusa+Dua", "/search?page=2"];
    const kinds: Kind[] = [
      { name: "static file, same size", paths: (side) => side.staticPath },
      // A query parameter the page ignores makes every URL new: every request renders.
      { name: "/search uncached", paths: () => `/search?bench=${n++}` },
      { name: "/search cached", paths: () => cachedUrls[n++ % cachedUrls.length] },
      { name: "/search guest with cart", paths: () => cachedUrls[n++ % cachedUrls.length], headers: (side) => ({ cookie: side.seeded.guestCookie }) },
      { name: "/search logged in", paths: () => cachedUrls[n++ % cachedUrls.length], headers: (side) => ({ cookie: side.seeded.loggedInCookie }) },
      { name: "product page, guest", paths: (side) => `/product-detail/${side.seeded.productIds[n++ % side.seeded.productIds.length]}` },
    ];
    console.log(`database: ${values.db ? "PostgreSQL" : "SQLite"}, ${instanceCount} instance${instanceCount > 1 ? "s behind a round-robin proxy" : ""}`);
    console.log(`${values.connections} connections, ${values.duration} s per kind${sides.length > 1 ? " and build" : ""}${rounds > 1 ? `, ${rounds} rounds` : ""}, Accept-Encoding: ${ACCEPT_ENCODING}`);
    const words = values.kinds?.split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
    const measured = words ? kinds.filter((k, i) => i === 0 || words.some((w) => k.name.toLowerCase().includes(w))) : kinds;
    for (let round = 0; round < rounds; round++) for (const [i, kind] of measured.entries()) {
      // Interleaved: each kind on every build before the next kind, the order turned each time.
      for (const side of (i + round) % 2 ? [...sides].reverse() : sides) {
        // Warm the URLs (and the cache) once.
        for (let w = 0; w < 8; w++) await fetch(`${side.base}${kind.paths(side)}`, { headers: { "accept-encoding": ACCEPT_ENCODING, ...kind.headers?.(side) } });
        side.rows.push(await measure(side, kind));
        const now = rssOf(side.pids);
        if (total(now) > total(side.loaded)) side.loaded = now;
      }
    }
    const fmt = (m: Mem) => (m.children.length ? `primary ${m.self} MiB, workers ${m.children.join(", ")} MiB` : `${m.self} MiB`);
    if (sides.length === 1) {
      const [side] = sides;
      const staticRow = side.rows[0]!;
      console.log(`/search page: ${Buffer.byteLength(side.page)} bytes uncompressed, ${side.pageBr} with brotli`);
      console.log(
        `\n${"kind".padEnd(26)} ${"req/s".padStart(7)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"bytes".padStart(7)}  x static  ${"CPU ms/req".padStart(10)}  x static CPU  cache hits`,
      );
      for (const r of side.rows) {
        console.log(
          `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.bytes).padStart(7)}  ${(r.rps / staticRow.rps).toFixed(2).padStart(8)}  ` +
            `${r.cpuPerRequest.toFixed(2).padStart(10)}  ${(staticRow.cpuPerRequest / r.cpuPerRequest).toFixed(2).padStart(12)}  ` +
            (r.seen ? `${((100 * r.hits) / r.seen).toFixed(0)} %` : "-") +
            (r.non2xx || r.errors ? `  non-2xx ${r.non2xx} errors ${r.errors}` : ""),
        );
      }
      console.log(`\nRSS idle: ${fmt(side.idle)}; under load (highest): ${fmt(side.loaded)}`);
    } else {
      const [now, old] = sides;
      console.log(compareTable(values.compare!, now, old));
    }
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`kept ${dir}`);
  }
}

/** --compare's table: each kind's figures on this build and on the other, and new/old. */
function compareTable(ref: string, now: Side, old: Side): string {
  const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : "-");
  const rowPairs: [Row, Row][] = [];
  const lines = [
    `\nnew = this tree, old = ${ref}; ratio = new/old`,
    `${"kind".padEnd(26)} ${"req/s new".padStart(9)} ${"old".padStart(6)} ${"ratio".padStart(6)}  ${"CPU ms/req new".padStart(14)} ${"old".padStart(6)} ${"ratio".padStart(6)}  ${"p95 ms new".padStart(10)} ${"old".padStart(6)}  ${"bytes new".padStart(9)} ${"old".padStart(6)}`,
  ];
  // Each kind's rounds (rows in measuring order); the round of the median CPU ratio stands for it.
  const kinds = [...new Set(now.rows.map((r) => r.name))];
  const ratiosOf: Record<string, number[]> = {};
  for (const name of kinds) {
    const b = old.rows.filter((r) => r.name === name);
    const perRound = now.rows.filter((r) => r.name === name).map((a, k) => ({ a, b: b[k]!, cpu: a.cpuPerRequest / b[k]!.cpuPerRequest }));
    ratiosOf[name] = perRound.map((r) => r.cpu);
    const median = [...perRound].sort((x, y) => x.cpu - y.cpu)[Math.floor((perRound.length - 1) / 2)]!;
    rowPairs.push([median.a, median.b]);
  }
  for (const [a, b] of rowPairs) {
    lines.push(
      `${a.name.padEnd(26)} ${a.rps.toFixed(0).padStart(9)} ${b.rps.toFixed(0).padStart(6)} ${ratio(a.rps, b.rps).padStart(6)}  ${a.cpuPerRequest.toFixed(2).padStart(14)} ${b.cpuPerRequest.toFixed(2).padStart(6)} ${ratio(a.cpuPerRequest, b.cpuPerRequest).padStart(6)}  ` +
        `${a.p95.toFixed(1).padStart(10)} ${b.p95.toFixed(1).padStart(6)}  ${String(a.bytes).padStart(9)} ${String(b.bytes).padStart(6)}` +
        (a.non2xx || a.errors || b.non2xx || b.errors ? `  non-2xx/errors new ${a.non2xx}/${a.errors} old ${b.non2xx}/${b.errors}` : ""),
    );
  }
  if (rounds > 1) {
    lines.push(`CPU ratio per round (the row above is the median's round):`);
    for (const name of kinds) lines.push(`  ${name.padEnd(24)} ${ratiosOf[name]!.map((r) => r.toFixed(2)).join(" ")}`);
  }
  const raw = (s: Side) => Buffer.byteLength(s.page);
  lines.push(
    `${"/search HTML raw bytes".padEnd(26)} ${String(raw(now)).padStart(9)} ${String(raw(old)).padStart(6)} ${ratio(raw(now), raw(old)).padStart(6)}`,
    `${"/search HTML brotli bytes".padEnd(26)} ${String(now.pageBr).padStart(9)} ${String(old.pageBr).padStart(6)} ${ratio(now.pageBr, old.pageBr).padStart(6)}`,
    `${"RSS idle MiB".padEnd(26)} ${String(total(now.idle)).padStart(9)} ${String(total(old.idle)).padStart(6)} ${ratio(total(now.idle), total(old.idle)).padStart(6)}`,
    `${"RSS under load MiB (max)".padEnd(26)} ${String(total(now.loaded)).padStart(9)} ${String(total(old.loaded)).padStart(6)} ${ratio(total(now.loaded), total(old.loaded)).padStart(6)}`,
  );
  return lines.join("\n");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
