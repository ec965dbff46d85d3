// Checkout on PostgreSQL with two app processes (issue 29, ADR 0335): racing checkouts of one
// slot give one invoice, one checkout key gives one invoice, a coupon's limit holds, and a
// process killed inside its checkout transaction leaves nothing behind. The seeded SQLite
// database is copied into a fresh PostgreSQL database; two child processes
// (tests/support/reserve-postgres-child.ts) fire the checkouts through reserveOnPostgres.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart, listCart, type CartOwner } from "~/cart/cart.server";
import { CHECKOUT_MESSAGES } from "~/checkout/checkout.server";
import { COUPON_MESSAGES } from "~/checkout/coupon.server";
import { reserveOnPostgres, type ReservationItem, type ReservationRequest } from "~/checkout/reserve-postgres.server";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import type { DB } from "~/db.server";
import * as s from "~/db/schema";
import { formatDateTime } from "~/utils/format";
import { freshPostgresDatabase, postgresAvailable } from "../support/postgres";
import { bookableProduct, cartInput, contact, daysAhead } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

const children = new Set<ChildProcess>();
const TAKEN = "this date and time is no longer available";

describe.skipIf(!postgresAvailable())("checkout on PostgreSQL with two app processes", () => {
  let sqliteDb: DB;
  let target: { url: string; drop: () => Promise<void> };
  let client: ReturnType<typeof postgres>;
  let jobDir: string;
  /** One cart line per slot, read by the app's own cart code (prices, terms, names). */
  const slots: ReservationItem[] = [];

  beforeAll(async () => {
    sqliteDb = await freshDatabase();
    jobDir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-race-"));
    // 24 slots: 6 rooms x 4 days, each through addToCart and listCart.
    for (let room = 0; room < 6; room++) {
      const fixture = bookableProduct(sqliteDb, "Hour", room);
      for (let day = 0; day < 4; day++) {
        const owner: CartOwner = { cartSessionId: `race-slot-${room}-${day}` };
        const added = addToCart(owner, cartInput(fixture, { date: daysAhead(4 + day), time: "10:00" }));
        if (!added.ok) throw new Error(JSON.stringify(added));
        slots.push(listCart(owner).items[0]);
      }
    }
    const now = new Date();
    sqliteDb.insert(s.coupons).values([
      { code: "ONCEONLY", discountPercentage: 10, validFrom: new Date(now.getTime() - 86_400_000), validTo: new Date(now.getTime() + 30 * 86_400_000), maxUses: 1 },
      { code: "KILLTEST", discountPercentage: 10, validFrom: new Date(now.getTime() - 86_400_000), validTo: new Date(now.getTime() + 30 * 86_400_000), maxUses: 5 },
    ]).run();
    target = await freshPostgresDatabase();
    await copySqliteToPostgres({ sqlitePath: sqliteDb.$client.name, postgresUrl: target.url });
    client = postgres(target.url, { max: 2, onnotice: () => {} });
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await client?.end();
    await target?.drop();
  });

  let planner = 0;
  /** A checkout by a planner of their own (guest cart, e-mail, phone), with a fresh key unless given. */
  function request(item: ReservationItem, over: Partial<ReservationRequest> = {}): ReservationRequest {
    const n = ++planner;
    return {
      owner: { cartSessionId: `race-guest-${n}` },
      userId: null,
      contact: { ...contact, email: `planner.${n}@example.test`, cellPhone: `0813${String(n).padStart(8, "0")}` },
      items: [item],
      checkoutKey: `race-key-${String(n).padStart(8, "0")}`,
      ...over,
    };
  }

  /** Starts a child in `mode` with `requests`; collects its stdout lines. */
  function startChild(mode: "race" | "hang", requests: ReservationRequest[]) {
    const job = path.join(jobDir, `job-${children.size}-${Date.now()}.json`);
    fs.writeFileSync(job, JSON.stringify(requests));
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/reserve-postgres-child.ts"), mode], {
      env: { ...process.env, RESERVE_PG_URL: target.url, RESERVE_JOB: job },
      stdio: ["pipe", "pipe", "inherit"],
    });
    children.add(child);
    const lines: string[] = [];
    let buffer = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split("\n");
      buffer = parts.pop()!;
      lines.push(...parts);
    });
    child.on("exit", () => children.delete(child));
    return { child, lines };
  }

  async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
    const until = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  type Outcome = { ok: boolean; invoiceNo?: string; duplicate?: boolean; lines?: number; status?: number; message?: string };

  /** Splits `requests` over two processes, starts them together, and returns every outcome. */
  async function race(requests: ReservationRequest[]): Promise<Outcome[]> {
    const half = Math.ceil(requests.length / 2);
    const pair = [startChild("race", requests.slice(0, half)), startChild("race", requests.slice(half))];
    await waitFor(() => pair.every((c) => c.lines.includes("ready")), 60_000, "both processes ready");
    for (const c of pair) c.child.stdin!.write("go\n");
    await waitFor(() => pair.every((c) => c.lines.includes("done")), 60_000, "both processes done");
    return pair.flatMap((c) => c.lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Outcome));
  }

  const invoicesFor = async (slot: ReservationItem) =>
    client`SELECT DISTINCT i.invoice_no FROM reservation_lines l JOIN invoices i ON i.id = l.invoice_id
           WHERE l.sub_venue_id = ${slot.subVenueId} AND l.starts_at = ${slot.startsAt.getTime()}`;

  it("50 racing checkouts of one slot over two processes give one invoice; the others are refused as taken", async () => {
    const slot = slots[0];
    const outcomes = await race(Array.from({ length: 50 }, () => request(slot)));
    const booked = outcomes.filter((o) => o.ok);
    expect(outcomes).toHaveLength(50);
    expect(booked).toHaveLength(1);
    expect(booked[0].lines).toBe(1);
    const refusal = CHECKOUT_MESSAGES.lineProblem(slot.productName, formatDateTime(slot.startsAt), TAKEN);
    expect(outcomes.filter((o) => !o.ok).map((o) => [o.status, o.message])).toEqual(Array(49).fill([409, refusal]));
    expect((await invoicesFor(slot)).map((r) => r.invoice_no)).toEqual([booked[0].invoiceNo]);
  }, 120_000);

  it("one checkout key sent 10 times at once over two processes gives one invoice", async () => {
    const slot = slots[1];
    const first = request(slot);
    const outcomes = await race(Array.from({ length: 10 }, () => ({ ...first })));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(new Set(outcomes.map((o) => o.invoiceNo)).size).toBe(1);
    expect(outcomes.filter((o) => !o.duplicate)).toHaveLength(1);
    expect(await invoicesFor(slot)).toHaveLength(1);
    const [{ n }] = await client`SELECT count(*)::int AS n FROM invoices WHERE email = ${first.contact.email}`;
    expect(n).toBe(1);
  }, 120_000);

  it("a coupon limited to one use, sent by 20 racing checkouts of different slots, is redeemed once", async () => {
    const outcomes = await race(slots.slice(2, 22).map((slot) => request(slot, { couponCode: "oncEOnly" })));
    const booked = outcomes.filter((o) => o.ok);
    expect(booked).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.message)).toEqual(Array(19).fill(CHECKOUT_MESSAGES.couponGone(COUPON_MESSAGES.usedUp)));
    const [coupon] = await client`SELECT used_count::int AS used FROM coupons WHERE code = 'ONCEONLY'`;
    expect(coupon.used).toBe(1);
    const withCoupon = await client`SELECT invoice_no, discount_amount::int AS discount FROM invoices WHERE coupon_code = 'ONCEONLY'`;
    expect(withCoupon.map((r) => r.invoice_no)).toEqual([booked[0].invoiceNo]);
    expect(withCoupon[0].discount).toBeGreaterThan(0);
  }, 120_000);

  it("kill -9 of a process inside its checkout transaction leaves no partial row, and frees the slot", async () => {
    const slot = slots[22];
    const hang = startChild("hang", [request(slot, { couponCode: "KILLTEST" })]);
    await waitFor(() => hang.lines.some((l) => l.startsWith("inside ")), 60_000, "the checkout inside its transaction");
    const invoiceNo = hang.lines.find((l) => l.startsWith("inside "))!.slice("inside ".length);
    const counts = async () => {
      const [row] = await client`SELECT
        (SELECT count(*)::int FROM invoices WHERE invoice_no = ${invoiceNo}) AS invoices,
        (SELECT count(*)::int FROM reservation_lines WHERE sub_venue_id = ${slot.subVenueId} AND starts_at = ${slot.startsAt.getTime()}) AS lines,
        (SELECT count(*)::int FROM outbox WHERE subject = ${`Booking ${invoiceNo}`}) AS mails,
        (SELECT used_count::int FROM coupons WHERE code = 'KILLTEST') AS coupon_uses`;
      return row;
    };
    expect(await counts()).toEqual({ invoices: 0, lines: 0, mails: 0, coupon_uses: 0 }); // uncommitted: nobody sees it
    hang.child.kill("SIGKILL");
    // Another process books the same slot: it waits on the dead checkout's lock until the server
    // has rolled that transaction back, then finds the slot free.
    const after = await reserveOnPostgres(drizzle(client), request(slot));
    expect(after.ok).toBe(true);
    expect(await counts()).toEqual({ invoices: 0, lines: 1, mails: 0, coupon_uses: 0 });
  }, 120_000);
});
