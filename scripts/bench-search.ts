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
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadRun, percentile } from "./load-run";
import type Database from "better-sqlite3";
import { bookingEnd } from "~/availability/availability.server";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts, searchVenues } from "~/catalog/search.server";
import { openDatabase, setDb } from "~/db.server";
import type { ProductUnit } from "~/db/schema";
import { seedDatabase } from "~/db/seed.server";
import { LocalDiskStorage } from "~/storage/storage.server";
import { ATTENDEE_RANGES, VENUE_CITIES } from "~/utils/constants";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";

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

const today = baliIsoDate();
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;


const load = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

/** A search's query string; an array value repeats the key (?inclusion=a&inclusion=b). */
type Params = Record<string, string | string[]>;

const SORTED_FILTERS: Params[] = [
  { minPrice: "500000", maxPrice: "3000000", sort: "price-desc" },
  { packageType: "halfday", sort: "price-asc" },
  { layout: "banquet", pax: "150", sort: "price-asc" },
  { category: "garden", sort: "capacity" },
  { packageType: "fullboard", inclusion: ["projector"], sort: "price-asc" },
  { setting: "outdoor", sort: "price-desc" },
];

/**
 * The query kinds, one row each: a name and the filters of its i-th search (date, hour and
 * page are varied for every kind). Add a row for a new filter.
 */
const QUERY_KINDS: { name: string; params: (i: number, names: string[]) => Params; grouped?: boolean; monthsAhead?: boolean }[] = [
  { name: "default (all Bali)", params: () => ({}) },
  { name: "district", params: (i) => ({ keyword: VENUE_CITIES[i % VENUE_CITIES.length] }) },
  { name: "text, long term", params: (i, names) => ({ keyword: ["ballroom", "meeting package", "terrace", "no such venue", ...names][i % (4 + names.length)] }) },
  { name: "text, 1-2 chars", params: (i) => ({ keyword: ["a", "ub", "b", "nu", "ga", "x", "7", "me"][i % 8] }) },
  { name: "attendee range", params: (i) => ({ minCapacity: String(ATTENDEE_RANGES[i % ATTENDEE_RANGES.length].min), maxCapacity: String(ATTENDEE_RANGES[i % ATTENDEE_RANGES.length].max) }) },
  { name: "campaign", params: () => ({ campaign: "ramadhan" }) },
  { name: "sort price-asc", params: () => ({ sort: "price-asc" }) },
  { name: "sort price-desc", params: (i) => ({ sort: "price-desc", keyword: i % 2 ? VENUE_CITIES[i % VENUE_CITIES.length] : "" }) },
  { name: "sort capacity", params: () => ({ sort: "capacity" }) },
  { name: "price range", params: (i) => ({ minPrice: String(250_000 + (i % 5) * 250_000), maxPrice: String(2_000_000 + (i % 4) * 5_000_000) }) },
  { name: "indoor/outdoor", params: (i) => ({ setting: i % 2 ? "outdoor" : "indoor" }) },
  { name: "seat layout + attendees", params: (i) => ({ layout: ["theater", "banquet", "classroom", "uShape"][i % 4], pax: String(20 + (i % 200)) }) },
  // The spec's other filters and the venue grouping (ADR 0200).
  { name: "category", params: (i) => ({ category: ["hall", "garden", "beachView", "hotel", "meetingRoom"][i % 5] }) },
  { name: "inclusions (1-2)", params: (i) => ({ inclusion: i % 2 ? ["projector"] : ["projector", "soundSystem"] }) },
  { name: "package type", params: (i) => ({ packageType: ["halfday", "fullday", "fullboard", "residental"][i % 4] }) },
  { name: "district + package + inclusion", params: (i) => ({ keyword: VENUE_CITIES[i % VENUE_CITIES.length], packageType: "halfday", inclusion: ["projector"] }) },
  { name: "group by venue", params: (i) => ({ group: "venue", keyword: i % 2 ? VENUE_CITIES[i % VENUE_CITIES.length] : "" }), grouped: true },
  { name: "group by venue, category, price sort", params: () => ({ group: "venue", category: "beachView", sort: "price-asc" }), grouped: true },
  // Filters with a sort (ADR 0240): a filter can be correlated with the sort (package type with
  // price), or bound it (a price range under a price sort).
  { name: "filter + sort", params: (i) => SORTED_FILTERS[i % SORTED_FILTERS.length] },
  { name: "group by venue, filter + sort", params: (i) => ({ group: "venue", ...SORTED_FILTERS[(i + 1) % SORTED_FILTERS.length] }), grouped: true },
  // Ratings (ADR 0270): the "top rated" sort and the minimum rating, alone, with other filters
  // and grouped by venue, on the venues' aggregates copied onto the products.
  { name: "rating: top rated sort", params: (i) => ({ sort: "rating", keyword: i % 2 ? VENUE_CITIES[i % VENUE_CITIES.length] : "" }) },
  { name: "rating: minimum rating", params: (i) => ({ minRating: ["3", "4", "4.5"][i % 3] }) },
  { name: "rating: minimum + top rated", params: (i) => ({ minRating: ["4", "4.5"][i % 2], sort: "rating" }) },
  { name: "rating: minimum + filters + price sort", params: (i) => ({ minRating: "4", packageType: ["halfday", "fullday"][i % 2], sort: i % 3 ? "price-asc" : "rating", keyword: i % 4 ? "" : VENUE_CITIES[i % VENUE_CITIES.length] }) },
  { name: "rating: group by venue, top rated", params: (i) => ({ group: "venue", sort: "rating", minRating: i % 2 ? "4" : "" }), grouped: true },
  // Dates six to twelve months ahead (ADR 0255), where rates and blocks run past a year (ADR 0290).
  { name: "months ahead: default", params: () => ({}), monthsAhead: true },
  { name: "months ahead: price sort", params: (i) => ({ sort: i % 2 ? "price-asc" : "price-desc" }), monthsAhead: true },
  { name: "months ahead: group by venue", params: (i) => ({ group: "venue", keyword: i % 2 ? VENUE_CITIES[i % VENUE_CITIES.length] : "" }), monthsAhead: true, grouped: true },
];

/** Runs one search of a kind the way the search page does: grouped by venue or as the product list. */
function runSearch(kind: (typeof QUERY_KINDS)[number], f: ReturnType<typeof parseSearchParams>) {
  return kind.grouped ? searchVenues(f) : searchProducts(f);
}

/** A kind's i-th query string (array values repeat their key). */
function queryOf(kind: (typeof QUERY_KINDS)[number], i: number, names: string[]) {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(kind.params(i, names))) for (const v of [value].flat()) q.append(key, v);
  return q;
}

/** The i-th search of a kind: its filters on a date within two months (or 6-12 months ahead), at an hour 07-20, page 1-3. */
function searchOf(kind: (typeof QUERY_KINDS)[number], i: number, names: string[]) {
  const q = queryOf(kind, i, names);
  q.set("date", addDaysIso(today, kind.monthsAhead ? 180 + ((i * 11) % 180) : (i * 7) % 60));
  q.set("time", `${String(7 + (i % 14)).padStart(2, "0")}:00`);
  if (i % 5 === 4) q.set("page", String(2 + (i % 2)));
  return parseSearchParams(q, { today });
}

/** Wall-clock p50/p95, and the p95 of the process's CPU time (less disturbed by a busy machine). */
type Figures = { p50: number; p95: number; cpu95: number; matches: number };

const kindWords = values.kinds?.split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
const kindsMeasured = kindWords ? QUERY_KINDS.filter((k) => kindWords.some((w) => k.name.toLowerCase().includes(w))) : QUERY_KINDS;

function measure(names: string[]): Map<string, Figures> {
  const out = new Map<string, Figures>();
  for (const kind of kindsMeasured) {
    for (let i = 0; i < 20; i++) runSearch(kind, searchOf(kind, i, names)); // warm up
    const times: number[] = [];
    const cpu: number[] = [];
    let matches = 0;
    for (let i = 0; i < iterations; i++) {
      const f = searchOf(kind, i, names);
      const cpuStart = process.cpuUsage();
      const start = process.hrtime.bigint();
      const r = runSearch(kind, f);
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

function rnd(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A booking history over the catalogue's products: invoices of 1-3 lines, 55 % of them in the
 * past year and 45 % in the next 200 days (a little denser in the coming weeks); paid, pending within or past its
 * deadline, expired or cancelled; plus vendors' blocks (hours, days, a few of months).
 */
function seedBookingHistory(client: Database.Database, lines: number) {
  const random = rnd(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const products = client
    .prepare(
      `select p.id, p.sub_venue_id as subVenueId, p.venue_id as venueId, p.supplier_id as supplierId, p.product_name as productName,
         p.unit, p.price, p.close_time as closeTime, sv.name as subVenueName, v.name as venueName
       from products p join sub_venues sv on sv.id = p.sub_venue_id join venues v on v.id = p.venue_id where p.is_active = 1`,
    )
    .all() as { id: number; subVenueId: number; venueId: number; supplierId: number; productName: string; unit: ProductUnit; price: number; closeTime: string; subVenueName: string; venueName: string }[];
  const invoice = client.prepare(
    `insert into invoices (invoice_no, access_token, name, cell_phone, email, subtotal, total_cost, status, payment_status, expires_at, paid_at)
     values (?, ?, 'Bench Booker', '081234567890', 'booker@example.test', ?, ?, ?, ?, ?, ?)`,
  );
  const line = client.prepare(
    `insert into reservation_lines (invoice_id, product_id, sub_venue_id, venue_id, supplier_id, product_name, venue_name, sub_venue_name,
       setup, event_name, starts_at, ends_at, qty, unit, price, total_price)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'theater', 'Bench event', ?, ?, ?, ?, ?, ?)`,
  );
  const block = client.prepare(
    "insert into availability_blocks (supplier_id, sub_venue_id, product_id, title, starts_at, ends_at, all_day) values (?, ?, ?, 'Bench block', ?, ?, ?)",
  );
  const now = Date.now();
  const counts = { lines: 0, paid: 0, pending: 0, heldPastDeadline: 0, expired: 0, cancelled: 0, past: 0, future: 0, blocks: 0 };
  client.transaction(() => {
    for (let n = 0; counts.lines < lines; n++) {
      const future = random() < 0.45;
      const dayOffset = future ? Math.floor(200 * random() ** 1.2) : -1 - Math.floor(365 * random());
      const r = random();
      const status = r < 0.45 ? "paid" : r < 0.6 ? "pending" : r < 0.72 ? "pending" : r < 0.92 ? "expired" : "cancelled";
      const live = status === "pending" && r < 0.6 && future;
      const expiresAt = live ? now + (1 + random() * 47) * HOUR_MS : now - (1 + random() * 200) * HOUR_MS;
      if (status === "pending") counts[live ? "pending" : "heldPastDeadline"]++;
      else counts[status]++;
      const lineCount = 1 + Math.floor(random() * random() * 3);
      const invoiceId = Number(
        invoice.run(`BENCH-${n}`, `t${n}`, 0, 0, status, status === "paid" ? "Full Paid" : "Waiting Payment", expiresAt, status === "paid" ? now : null).lastInsertRowid,
      );
      const date = addDaysIso(today, dayOffset);
      for (let l = 0; l < lineCount && counts.lines < lines; l++, counts.lines++) {
        const p = pick(products);
        const startsAt = baliToUtc(date, `${String(7 + Math.floor(random() * 13)).padStart(2, "0")}:00`);
        const qty =
          p.unit === "Hour" ? 1 + Math.floor(random() * 8)
          : p.unit === "Day" ? (random() < 0.8 ? 1 : random() < 0.85 ? 2 + Math.floor(random() * 2) : 4 + Math.floor(random() * 27))
          : 20 + Math.floor(random() * 180);
        const endsAt = bookingEnd(p.unit, startsAt, p.unit === "Person" ? 1 : qty, p.closeTime);
        line.run(invoiceId, p.id, p.subVenueId, p.venueId, p.supplierId, p.productName, p.venueName, p.subVenueName,
          startsAt.getTime(), endsAt.getTime(), qty, p.unit, p.price, p.price * qty);
        counts[future ? "future" : "past"]++;
      }
    }
    for (let b = 0; b < lines / 25; b++, counts.blocks++) {
      const p = pick(products);
      const onRoom = random() < 0.7;
      const start = baliToUtc(addDaysIso(today, Math.floor(random() * 240) - 60), `${String(6 + Math.floor(random() * 12)).padStart(2, "0")}:00`).getTime();
      const r = random();
      const length = r < 0.6 ? (2 + Math.floor(random() * 9)) * HOUR_MS : r < 0.9 ? (1 + Math.floor(random() * 7)) * DAY_MS : (30 + Math.floor(random() * 60)) * DAY_MS;
      block.run(p.supplierId, onRoom ? p.subVenueId : null, onRoom ? null : p.id, start, start + length, r < 0.6 ? 0 : 1);
    }
  })();
  return counts;
}

async function main() {
  console.log(`bench:search  cpus ${os.cpus().length}, node ${process.version}, ${iterations} searches per kind, history ${historyLines} lines`);
  const results = new Map<string, Map<string, Figures>>();
  const dirs: string[] = [];
  if (values.db) {
    const db = openDatabase(values.db);
    setDb(db);
    const names = (db.$client.prepare("select name from venues order by id desc limit 3").all() as { name: string }[]).map((v) => v.name);
    const total = (db.$client.prepare("select count(*) as n from products").get() as { n: number }).n;
    console.log(`\n${values.db}: ${total} products; measuring ...  load ${load()}`);
    results.set(`${Math.round(total / 1000)}k+hist`, measure(names));
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
    setDb(db);
    const total = (db.$client.prepare("select count(*) as n from products").get() as { n: number }).n;
    // Venue names as free text: a term that matches a handful of products.
    const names = (db.$client.prepare("select name from venues order by id desc limit 3").all() as { name: string }[]).map((v) => v.name);
    console.log(`\n${total} products (seeded in ${Date.now() - t} ms)`);
    const label = `${Math.round(size / 1000)}k`;
    console.log(`  no bookings:   measuring ...  load ${load()}`);
    results.set(`${label}`, measure(names));
    t = Date.now();
    const c = seedBookingHistory(db.$client, historyLines);
    db.$client.exec("analyze");
    console.log(
      `  booking history: ${c.lines} lines (${c.past} past, ${c.future} future) on invoices paid ${c.paid}, pending ${c.pending}, ` +
        `held past deadline ${c.heldPastDeadline}, expired ${c.expired}, cancelled ${c.cancelled}; ${c.blocks} blocks; ${Date.now() - t} ms`,
    );
    console.log(`  with history:  measuring ...  load ${load()}`);
    results.set(`${label}+hist`, measure(names));
    db.$client.close();
    setDb(undefined);
    if (values.pages && size === sizes.at(-1)) await pages(dbFile, dir);
    if (values.keep) console.log(`  kept ${dbFile}`);
  }
  printTable(results);
  if (!values.keep) for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
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
    console.log("\nbuilding (npx remix build) ...");
    execSync("npx remix build", { stdio: "inherit" });
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
