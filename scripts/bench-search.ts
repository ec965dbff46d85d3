// npm run bench:search [-- --products 100000 --iterations 2000 --duration 15 --connections 32]
// Builds a temporary database with the large seed, then prints p50/p95 of
//   1. the search query alone (domain function, varied filters, many iterations), and
//   2. the /search page under autocannon, against the production build served by server.mjs
//      on a free port: once with the page cache off (every request renders), once with it on
//      (default TTL), with the hit ratio (ADR 0014).
// Targets (issue 3): query p95 < 10 ms, page p95 < 50 ms at 32 connections on 2 cores.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { openDatabase, setDb } from "~/db.server";
import { seedDatabase } from "~/db/seed.server";
import { LocalDiskStorage } from "~/storage/storage.server";
import { ATTENDEE_RANGES, VENUE_CITIES } from "~/utils/constants";
import { addDaysIso, baliIsoDate } from "~/utils/format";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    iterations: { type: "string", default: "3000" },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "32" },
    keep: { type: "boolean", default: false },
  },
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-bench-"));
const dbFile = path.join(dir, "bench.db");
const today = baliIsoDate();

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Varied, realistic searches: locations, ranges, head counts, campaigns, dates, pages, free text. */
function queries(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const q = new URLSearchParams();
    if (i % 4 !== 0) q.set("keyword", VENUE_CITIES[i % VENUE_CITIES.length]);
    if (i % 3 === 1) {
      const r = ATTENDEE_RANGES[i % ATTENDEE_RANGES.length];
      q.set("minCapacity", String(r.min));
      q.set("maxCapacity", String(r.max));
    }
    if (i % 7 === 3) q.set("pax", String(10 + (i % 300)));
    if (i % 5 === 2) q.set("campaign", "ramadhan");
    if (i % 10 === 9) q.set("keyword", "ballroom");
    // The choice filters (ADR 0123): sorts, a price range, indoor/outdoor, a seat layout.
    if (i % 8 === 5) q.set("sort", "price-asc");
    if (i % 8 === 6) q.set("sort", "price-desc");
    if (i % 8 === 7) q.set("sort", "capacity");
    if (i % 6 === 4) {
      q.set("minPrice", String(250_000 + (i % 5) * 250_000));
      q.set("maxPrice", String(2_000_000 + (i % 4) * 5_000_000));
    }
    if (i % 9 === 2) q.set("setting", i % 2 ? "outdoor" : "indoor");
    if (i % 11 === 5) {
      q.set("layout", ["theater", "banquet", "classroom", "uShape"][i % 4]);
      q.set("pax", String(20 + (i % 200)));
    }
    q.set("date", addDaysIso(today, i % 30));
    q.set("page", String(1 + (i % 6)));
    out.push(q.toString());
  }
  return out;
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

async function main() {
  const products = Number(values.products);
  console.log(`cpus: ${os.cpus().length}, node ${process.version}`);
  console.log(`seeding ${products} extra products into ${dbFile} ...`);
  let t = Date.now();
  const db = openDatabase(dbFile);
  await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), products, skipImages: true });
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.exec("analyze");
  setDb(db);
  const total = db.$client.prepare("select count(*) as n from products").get() as { n: number };
  console.log(`seeded ${total.n} products in ${Date.now() - t} ms`);

  // 1. The query alone.
  const iterations = Number(values.iterations);
  const list = queries(iterations);
  for (const q of list.slice(0, 200)) searchProducts(parseSearchParams(new URLSearchParams(q), { today })); // warm up
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  for (const q of list) {
    const f = parseSearchParams(new URLSearchParams(q), { today });
    const start = process.hrtime.bigint();
    searchProducts(f);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    times.push(ms);
    const kind = f.text ? "free text" : f.location ? "location" : "all Bali";
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    const choices = [
      f.sort !== "recommended" ? `sort ${f.sort}` : "",
      f.minPrice !== null || f.maxPrice !== null ? "price range" : "",
      f.setting ? "indoor/outdoor" : "",
      f.layout ? "seat layout+pax" : "",
    ].filter(Boolean);
    for (const c of choices) byKind.set(c, [...(byKind.get(c) ?? []), ms]);
  }
  times.sort((a, b) => a - b);
  console.log(`\nsearch query (page + count), ${iterations} varied searches:`);
  console.log(`  p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  max ${times.at(-1)!.toFixed(2)} ms`);
  for (const [kind, list] of byKind) {
    list.sort((a, b) => a - b);
    console.log(`  ${kind.padEnd(18)} n=${String(list.length).padEnd(5)} p50 ${percentile(list, 50).toFixed(2)} ms  p95 ${percentile(list, 95).toFixed(2)} ms`);
  }
  db.$client.close();
  setDb(undefined);

  // 2. The /search page under load, against the production build.
  if (!fs.existsSync("build/index.js")) {
    console.log("\nbuilding (npx remix build) ...");
    execSync("npx remix build", { stdio: "inherit" });
  }
  console.log(`\n/search page, ${values.connections} connections, ${values.duration} s each, through server.mjs:`);
  await benchPage(dbFile, dir, { cacheTtlSeconds: 0, label: "page cache off (cold: every request renders)" });
  await benchPage(dbFile, dir, { cacheTtlSeconds: 15, label: "page cache on (default, TTL 15 s)" });
  if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
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
    const pageQueries = queries(200);
    let n = 0;
    const samples: number[] = [];
    const cacheHeader = { HIT: 0, MISS: 0 };
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections: Number(values.connections),
          duration: Number(values.duration),
          requests: [
            {
              method: "GET",
              setupRequest: (req) => ({ ...req, path: `/search?${pageQueries[n++ % pageQueries.length]}` }),
              // autocannon 9 passes the answer's headers (raw names); its bundled types lack this hook.
              onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
                const name = Object.keys(headers ?? {}).find((h) => h.toLowerCase() === "x-cache");
                const value = name ? headers[name] : undefined;
                if (value === "HIT" || value === "MISS") cacheHeader[value]++;
              },
            } as autocannon.Request,
          ],
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      // Every response time, for an exact p95 (autocannon's summary has p90 and p97.5).
      instance.on("response", (_client, _status, _bytes, responseTime) => samples.push(responseTime));
    });
    samples.sort((a, b) => a - b);
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
