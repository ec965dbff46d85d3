// Checkout on PostgreSQL with two app processes (issue 29, ADR 0335): racing checkouts of one
// slot give one invoice, one checkout key gives one invoice, a coupon's limit and the hold
// limits hold, a process killed inside its checkout transaction leaves nothing behind, and the
// database refuses a double booking by a writer that skips the lock. The seeded SQLite
// database is copied into a fresh PostgreSQL database; two app processes on it
// (tests/support/checkout-child.ts) fill carts and fire the checkouts through the app's own
// addToCart and checkout.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotConflicts } from "~/availability/availability.server";
import { slotConflictsPg } from "~/availability/availability-postgres.server";
import { addToCart, listCart, type CartLine, type CartOwner } from "~/cart/cart.server";
import type { AddToCartInput } from "~/cart/add-to-cart-schema";
import { checkout, CHECKOUT_MESSAGES } from "~/checkout/checkout.server";
import { COUPON_MESSAGES } from "~/checkout/coupon.server";
import { HOLD_MESSAGES, holdPolicy } from "~/payments/holds.server";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import type { SqliteDb as DB } from "~/db.server";
import * as s from "~/db/schema";
import * as pg from "~/db/schema.pg";
import { freshPostgresDatabase, postgresAvailable } from "../support/postgres";
import { bookableProduct, cartInput, contact, daysAhead, uniqueContact } from "../support/cart-fixtures";
import { freshDatabase, testsOnPostgres } from "../support/test-db";
import { collectLines } from "../support/child-lines";
import type { CheckoutJobRequest } from "../support/checkout-child";

const children = new Set<ChildProcess>();

describe.skipIf(!postgresAvailable() || testsOnPostgres)("checkout on PostgreSQL with two app processes", () => {
  let sqliteDb: DB;
  let target: { url: string; drop: () => Promise<void> };
  let client: ReturnType<typeof postgres>;
  /** One cart line per slot, read by the app's own cart code (prices, terms, names), and what adds it. */
  const slots: (CartLine & { input: AddToCartInput })[] = [];
  const ROOMS = 6;
  const DAYS = 8;
  const slotAt = (room: number, day: number) => slots[room * DAYS + day];
  let processes: Child[];

  beforeAll(async () => {
    sqliteDb = await freshDatabase();
    // 48 slots: 6 rooms x 8 days, each through addToCart and listCart.
    for (let room = 0; room < ROOMS; room++) {
      const fixture = await bookableProduct(sqliteDb, "Hour", room);
      for (let day = 0; day < DAYS; day++) {
        const owner: CartOwner = { cartSessionId: `race-slot-${room}-${day}` };
        const input = cartInput(fixture, { date: daysAhead(4 + day), time: "10:00" });
        const added = await addToCart(owner, input);
        if (!added.ok) throw new Error(JSON.stringify(added));
        slots.push({ ...(await listCart(owner)).items[0], input });
      }
    }
    // Bookings of every kind the slot rule tells apart, for the parity check: per unit, a live
    // one, a paid one, one whose hold lapsed, a cancelled invoice and a cancelled line.
    const variants = ["live", "paid", "lapsed", "cancelled", "lineCancelled"] as const;
    for (const [u, unit] of (["Hour", "Day", "Person"] as const).entries()) {
      for (const [v, variant] of variants.entries()) {
        const owner: CartOwner = { cartSessionId: `parity-${unit}-${variant}` };
        const added = await addToCart(owner, cartInput(await bookableProduct(sqliteDb, unit, 1), { date: daysAhead(12 + u * 5 + v), time: "09:00" }));
        if (!added.ok) throw new Error(JSON.stringify(added));
        const done = await checkout({ owner, userId: null, contact: uniqueContact(), origin: "http://localhost" });
        if (!done.ok) throw new Error(done.message);
        const id = done.invoice.id;
        if (variant === "paid") sqliteDb.update(s.invoices).set({ status: "paid", expiresAt: new Date(0) }).where(eq(s.invoices.id, id)).run();
        if (variant === "lapsed") sqliteDb.update(s.invoices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.invoices.id, id)).run();
        if (variant === "cancelled") sqliteDb.update(s.invoices).set({ status: "cancelled" }).where(eq(s.invoices.id, id)).run();
        if (variant === "lineCancelled") sqliteDb.update(s.reservationLines).set({ cancelledAt: new Date() }).where(eq(s.reservationLines.invoiceId, id)).run();
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
    processes = [startChild(), startChild()];
    await waitFor(() => processes.every((c) => c.lines.includes("ready")), 60_000, "both app processes ready");
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await client?.end();
    await target?.drop();
  });

  let planner = 0;
  /** A checkout by a planner of their own (guest cart, e-mail, phone), with a fresh key unless given. */
  function request(slot: (typeof slots)[number], over: Partial<CheckoutJobRequest> = {}): CheckoutJobRequest {
    const n = ++planner;
    return {
      owner: { cartSessionId: `race-guest-${n}` },
      userId: null,
      contact: { ...contact, email: `planner.${n}@example.test`, cellPhone: `0813${String(n).padStart(8, "0")}` },
      cart: [slot.input],
      checkoutKey: `race-key-${String(n).padStart(8, "0")}`,
      ...over,
    };
  }

  type Child = ReturnType<typeof startChild>;
  /** Starts an app process on the PostgreSQL database; collects its stdout lines. */
  function startChild() {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/checkout-child.ts")], {
      env: { ...process.env, DATABASE_URL: target.url, SESSION_SECRET: "race-test-session-secret-0123456789", LOG_LEVEL: "warn" },
      stdio: ["pipe", "pipe", "inherit"],
    });
    children.add(child);
    const lines = collectLines(child.stdout!);
    child.on("exit", () => children.delete(child));
    /** Sends a job; its output lines are those after `from`. */
    const send = (mode: "carts" | "race" | "hang", requests: CheckoutJobRequest[]) => {
      const from = lines.length;
      child.stdin!.write(`${JSON.stringify({ mode, requests })}\n`);
      return from;
    };
    return { child, lines, send };
  }

  async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
    const until = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  type Outcome = { ok: boolean; invoiceNo?: string; duplicate?: boolean; lines?: number; status?: number; message?: string };

  /** Fills the requests' carts through one app process. */
  async function fillCarts(requests: CheckoutJobRequest[]) {
    const from = processes[1].send("carts", requests);
    await waitFor(() => processes[1].lines.slice(from).includes("done"), 60_000, "carts filled");
    expect(processes[1].lines.slice(from).filter((l) => l.startsWith("{"))).toEqual([]);
  }

  /** Fills the carts, then splits `requests` over the two app processes, sends them at once, and returns every outcome. */
  async function race(requests: CheckoutJobRequest[], on: number[] = [0, 1]): Promise<Outcome[]> {
    await fillCarts(requests);
    const share = Math.ceil(requests.length / on.length);
    const from = on.map((p, k) => processes[p].send("race", requests.slice(k * share, (k + 1) * share)));
    const output = (k: number) => processes[on[k]].lines.slice(from[k]);
    await waitFor(() => on.every((_, k) => output(k).includes("done")), 60_000, "the processes done");
    return on.flatMap((_, k) => output(k).filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Outcome));
  }

  const invoicesFor = async (slot: (typeof slots)[number]) =>
    client`SELECT DISTINCT i.invoice_no FROM reservation_lines l JOIN invoices i ON i.id = l.invoice_id
           WHERE l.sub_venue_id = ${slot.subVenueId} AND l.starts_at = ${slot.startsAt.getTime()}`;

  it("reads the same conflicts as the SQLite slot rule (the twin of its raw SQL), on the copied seed", async () => {
    // Before any race writes: both databases hold the same rows. Windows around every seeded
    // line and block, on its room and product: exact, shifted by an hour, and its whole Bali day.
    const db = drizzle(client);
    const now = new Date();
    const HOUR = 3_600_000;
    const targets = [
      ...sqliteDb.select().from(s.reservationLines).all().map((l) => ({ subVenueId: l.subVenueId, productId: l.productId, from: l.occupiedFrom!, to: l.endsAt })),
      ...sqliteDb.select().from(s.availabilityBlocks).all().map((b) => ({ subVenueId: b.subVenueId ?? 0, productId: b.productId ?? 0, from: b.startsAt, to: b.endsAt })),
    ];
    expect(targets.length).toBeGreaterThan(10);
    let conflicts = 0;
    for (const t of targets) {
      for (const shift of [0, -HOUR, HOUR]) {
        const window = { from: new Date(t.from.getTime() + shift), to: new Date(t.to.getTime() + shift) };
        const slot = { subVenueId: t.subVenueId, productId: t.productId, window };
        const sqlite = await slotConflicts(sqliteDb, slot, now);
        expect(await slotConflictsPg(db, slot, now), JSON.stringify(slot)).toEqual(sqlite);
        conflicts += sqlite.length;
      }
    }
    expect(conflicts).toBeGreaterThan(0); // the seed has live bookings and blocks to find
  });

  it("50 racing checkouts of one slot over two processes give one invoice; the others are refused as taken", async () => {
    const slot = slotAt(0, 0);
    const outcomes = await race(Array.from({ length: 50 }, () => request(slot)));
    const booked = outcomes.filter((o) => o.ok);
    expect(outcomes).toHaveLength(50);
    expect(booked).toHaveLength(1);
    const refusal = CHECKOUT_MESSAGES.lineProblem(slot.productName, slot.startsAt, CHECKOUT_MESSAGES.lineSlotTaken);
    expect(outcomes.filter((o) => !o.ok).map((o) => [o.status, o.message])).toEqual(Array(49).fill([409, refusal]));
    expect((await invoicesFor(slot)).map((r) => r.invoice_no)).toEqual([booked[0].invoiceNo]);
  }, 120_000);

  it("one checkout key sent 10 times at once over two processes gives one invoice", async () => {
    const slot = slotAt(0, 1);
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
    // Days 1 to 4 of rooms 1 to 5: 20 slots in 5 rooms.
    const twenty = Array.from({ length: 20 }, (_, i) => slotAt(1 + (i % 5), 1 + Math.floor(i / 5)));
    const outcomes = await race(twenty.map((slot) => request(slot, { couponCode: "oncEOnly" })));
    const booked = outcomes.filter((o) => o.ok);
    expect(booked).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.message)).toEqual(Array(19).fill(CHECKOUT_MESSAGES.couponGone(COUPON_MESSAGES.usedUp)));
    const [coupon] = await client`SELECT used_count::int AS used FROM coupons WHERE code = 'ONCEONLY'`;
    expect(coupon.used).toBe(1);
    const withCoupon = await client`SELECT invoice_no, discount_amount::int AS discount FROM invoices WHERE coupon_code = 'ONCEONLY'`;
    expect(withCoupon.map((r) => r.invoice_no)).toEqual([booked[0].invoiceNo]);
    expect(withCoupon[0].discount).toBeGreaterThan(0);
  }, 120_000);

  it("one planner's racing checkouts of six rooms over two processes stay within the hold limit", async () => {
    const rooms = Array.from({ length: ROOMS }, (_, room) => slotAt(room, 5));
    const booker = request(rooms[0]);
    const outcomes = await race(
      rooms.map((slot, i) => ({ ...booker, owner: { cartSessionId: `hold-cart-${i}` }, cart: [slot.input], checkoutKey: `hold-key-${String(i).padStart(8, "0")}` })),
    );
    const limit = holdPolicy().perContact.invoices;
    expect(outcomes.filter((o) => o.ok)).toHaveLength(limit);
    expect(outcomes.filter((o) => !o.ok).map((o) => [o.status, o.message])).toEqual(Array(ROOMS - limit).fill([429, HOLD_MESSAGES.tooManyInvoices(limit)]));
    const [{ n }] = await client`SELECT count(*)::int AS n FROM invoices WHERE email = ${booker.contact.email}`;
    expect(n).toBe(limit);
  }, 120_000);

  it("kill -9 of a process inside its checkout transaction leaves no partial row, and frees the slot", async () => {
    const slot = slotAt(0, 6);
    const hang = processes[0];
    const doomed = request(slot, { couponCode: "KILLTEST" });
    await fillCarts([doomed]);
    const from = hang.send("hang", [doomed]);
    const inside = () => hang.lines.slice(from).find((l) => l.startsWith("inside "));
    await waitFor(() => !!inside(), 60_000, "the checkout inside its transaction");
    const invoiceNo = inside()!.slice("inside ".length);
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
    const [after] = await race([request(slot)], [1]);
    expect(after).toMatchObject({ ok: true });
    expect(await counts()).toEqual({ invoices: 0, lines: 1, mails: 0, coupon_uses: 0 });
  }, 120_000);

  it("the database itself refuses a double booking by writers that skip the lock", async () => {
    // Two transactions that each write an invoice and a line for the same free slot, without the
    // checkout's lock: the first commits; the second's commit is refused (drizzle-pg/0003).
    const slot = slotAt(0, 7);
    const db = drizzle(client);
    const write = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], n: number) => {
      const [invoice] = await tx.insert(pg.invoices).values({
        invoiceNo: `INV-RAW-${n}`, accessToken: `raw-${n}`, name: "Raw writer", cellPhone: "0812", email: `raw${n}@example.test`,
        subtotal: slot.totalPrice, totalCost: slot.totalPrice, expiresAt: new Date(Date.now() + 3_600_000),
      }).returning();
      const { productId, subVenueId, venueId, supplierId, productName, venueName, subVenueName, setup, startsAt, endsAt, qty, unit, price, totalPrice } = slot;
      await tx.insert(pg.reservationLines).values({ invoiceId: invoice.id, productId, subVenueId, venueId, supplierId, productName, venueName, subVenueName, setup, startsAt, endsAt, qty, unit, price, totalPrice });
    };
    let secondWrote!: () => void;
    const bothWritten = new Promise<void>((resolve) => (secondWrote = resolve));
    const first = db.transaction(async (tx) => {
      await write(tx, 1);
      await bothWritten;
    });
    const second = db.transaction(async (tx) => {
      await write(tx, 2);
      secondWrote();
      await first;
    });
    await expect(first).resolves.toBeUndefined();
    await expect(second).rejects.toMatchObject({ code: "23P01", constraint_name: "reservation_lines_no_double_booking" });
    expect((await invoicesFor(slot)).map((r) => r.invoice_no)).toEqual(["INV-RAW-1"]);
    // A cancelled line holds nothing: the room can be booked again over it.
    await client`UPDATE reservation_lines SET cancelled_at = ${Date.now()} WHERE sub_venue_id = ${slot.subVenueId} AND starts_at = ${slot.startsAt.getTime()}`;
    await expect(db.transaction((tx) => write(tx, 3))).resolves.toBeUndefined();
  });
});
