// One behaviour suite for each accounts store (ADR 0337), run on SQLite (accounts-login-limits,
// accounts-sessions) and on PostgreSQL (accounts-postgres-limits), so the engines cannot drift.
// Each harness gives two stores on one database, on separate connections (two processes).
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimitResult, type RateLimitStore } from "~/accounts/rate-limit-store.server";
import {
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  SESSION_TOUCH_INTERVAL_MS,
  type SessionRow,
  type SessionStore,
} from "~/accounts/session-store.server";

export type RateLimitHarness = {
  stores: () => [RateLimitStore, RateLimitStore];
  /** Empties the rate_limits table. */
  clear: () => Promise<void>;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export function rateLimitStoreBehaviour(engine: string, harness: () => RateLimitHarness) {
  describe(`rate-limit store behaviour on ${engine}`, () => {
    let a: RateLimitStore;
    let b: RateLimitStore;

    beforeEach(async () => {
      const h = harness();
      [a, b] = h.stores();
      await h.clear();
    });

    it("counts the attempts of both processes in one window; over the limit is refused with the seconds left", async () => {
      const now = Date.now();
      const windowMs = 15 * MINUTE;
      expect(await a.hit("login:ip:10.0.0.1", windowMs, now)).toEqual({ count: 1, resetAt: now + windowMs });
      expect(await b.hit("login:ip:10.0.0.1", windowMs, now + SECOND)).toEqual({ count: 2, resetAt: now + windowMs });
      const third = await a.hit("login:ip:10.0.0.1", windowMs, now + 2 * SECOND);
      expect(rateLimitResult(third, 3, now + 2 * SECOND)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      const fourth = await b.hit("login:ip:10.0.0.1", windowMs, now + 60 * SECOND + 1);
      expect(fourth.count).toBe(4);
      // 14 minutes left, rounded up to whole seconds.
      expect(rateLimitResult(fourth, 3, now + 60 * SECOND + 1)).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
      expect(await a.peek("login:ip:10.0.0.1", now + 3 * SECOND)).toEqual({ count: 4, resetAt: now + windowMs });
      // Another key is counted apart.
      expect((await a.hit("login:ip:10.0.0.2", windowMs, now)).count).toBe(1);
    });

    it("a window that has passed starts again at 1 with a new end; peek no longer sees it; prune deletes only ended windows", async () => {
      const now = Date.now();
      for (let i = 0; i < 5; i++) await a.hit("forgot:email:a@example.test", MINUTE, now);
      await a.hit("forgot:email:b@example.test", 10 * MINUTE, now);
      expect(await b.peek("forgot:email:a@example.test", now + MINUTE)).toBeNull();
      expect(await b.hit("forgot:email:a@example.test", MINUTE, now + MINUTE)).toEqual({ count: 1, resetAt: now + 2 * MINUTE });
      expect(await a.prune(now + 2 * MINUTE + 1)).toBe(1);
      expect(await a.peek("forgot:email:a@example.test", now + MINUTE)).toBeNull();
      expect(await a.peek("forgot:email:b@example.test", now + 2 * MINUTE + 1)).toEqual({ count: 1, resetAt: now + 10 * MINUTE });
    });

    it("clear forgets a key (a successful login) for both processes", async () => {
      const now = Date.now();
      await a.hit("login:email:c@example.test", MINUTE, now);
      await a.hit("login:email:c@example.test", MINUTE, now);
      await b.clear("login:email:c@example.test");
      expect(await a.peek("login:email:c@example.test", now)).toBeNull();
      expect((await a.hit("login:email:c@example.test", MINUTE, now)).count).toBe(1);
    });
  });
}

export type SessionHarness = {
  stores: () => [SessionStore, SessionStore];
  /** Two users (sessions.user_id references users). */
  users: () => Promise<[number, number]>;
  /** The row of `idHash` as stored. */
  row: (idHash: string) => Promise<SessionRow | undefined>;
  addApiToken: (userId: number, tokenHash: string, expiresAt: number) => Promise<void>;
  apiTokenHashes: () => Promise<string[]>;
  /** Empties the sessions and api_tokens tables. */
  clear: () => Promise<void>;
};

let counter = 0;
const newRow = (userId: number | null, now: number, over: Partial<SessionRow> = {}): SessionRow => ({
  idHash: `behaviour-${++counter}-${Math.random().toString(36).slice(2)}`.padEnd(64, "0"),
  userId,
  data: JSON.stringify({ cartSessionId: `cart-${counter}` }),
  lastSeenAt: now,
  expiresAt: now + SESSION_ABSOLUTE_TTL_MS,
  idleExpiresAt: now + SESSION_IDLE_TTL_MS,
  userAgent: "UnitTest/1.0",
  ipAddress: "10.1.2.3",
  ...over,
});

export function sessionStoreBehaviour(engine: string, harness: () => SessionHarness) {
  describe(`session store behaviour on ${engine}`, () => {
    let a: SessionStore;
    let b: SessionStore;
    let h: SessionHarness;
    let planner: number;
    let vendor: number;

    beforeEach(async () => {
      h = harness();
      [a, b] = h.stores();
      await h.clear();
      [planner, vendor] = await h.users();
    });

    it("a session created by one process is read by the other, as stored; an unknown id reads nothing", async () => {
      const now = Date.now();
      const row = newRow(planner, now);
      await a.create(row);
      expect(await b.read(row.idHash, now + SECOND)).toEqual(row);
      expect(await b.read("f".repeat(64), now)).toBeNull();
      const guest = newRow(null, now);
      await b.create(guest);
      expect((await a.read(guest.idHash, now))?.userId).toBeNull();
    });

    it("past its idle or its absolute expiry a session reads as none and its row is deleted", async () => {
      const now = Date.now();
      const idle = newRow(planner, now, { idleExpiresAt: now + MINUTE });
      const absolute = newRow(planner, now, { expiresAt: now + 2 * MINUTE, idleExpiresAt: now + 2 * MINUTE });
      await a.create(idle);
      await a.create(absolute);
      expect(await b.read(idle.idHash, now + MINUTE - 1)).not.toBeNull();
      expect(await b.read(idle.idHash, now + MINUTE)).toBeNull();
      expect(await h.row(idle.idHash)).toBeUndefined();
      expect(await b.read(absolute.idHash, now + 2 * MINUTE)).toBeNull();
      expect(await h.row(absolute.idHash)).toBeUndefined();
    });

    it("a read extends the idle expiry at most every few minutes, never past the absolute expiry", async () => {
      const now = Date.now();
      const row = newRow(planner, now);
      await a.create(row);
      await b.read(row.idHash, now + SESSION_TOUCH_INTERVAL_MS - 1);
      expect(await h.row(row.idHash)).toEqual(row); // not written
      const later = now + SESSION_TOUCH_INTERVAL_MS;
      await b.read(row.idHash, later);
      expect(await h.row(row.idHash)).toMatchObject({ lastSeenAt: later, idleExpiresAt: later + SESSION_IDLE_TTL_MS, expiresAt: row.expiresAt });
      // Near the absolute end the idle expiry stops at it.
      const nearEnd = row.expiresAt - MINUTE;
      for (let t = now + 6 * 86_400_000; t < nearEnd; t += 6 * 86_400_000) expect(await a.read(row.idHash, t)).not.toBeNull();
      await a.read(row.idHash, nearEnd);
      expect(await h.row(row.idHash)).toMatchObject({ lastSeenAt: nearEnd, idleExpiresAt: row.expiresAt });
      expect(await b.read(row.idHash, row.expiresAt)).toBeNull();
    });

    it("an update writes an existing session only: a destroyed session is not written back to life", async () => {
      const now = Date.now();
      const row = newRow(null, now);
      await a.create(row);
      expect(await b.update(row.idHash, planner, JSON.stringify({ couponCode: "BALI10" }))).toBe(true);
      expect(await a.read(row.idHash, now)).toMatchObject({ userId: planner, data: JSON.stringify({ couponCode: "BALI10" }) });
      await a.destroy(row.idHash);
      expect(await b.update(row.idHash, planner, "{}")).toBe(false);
      expect(await h.row(row.idHash)).toBeUndefined();
      expect(await b.read(row.idHash, now)).toBeNull();
    });

    it("rotation: once one process replaces the id, the old id reads as none in the other, the new one as the user", async () => {
      const now = Date.now();
      const old = newRow(null, now);
      await a.create(old);
      expect(await b.read(old.idHash, now)).not.toBeNull();
      await a.destroy(old.idHash);
      const fresh = newRow(planner, now);
      await a.create(fresh);
      expect(await b.read(old.idHash, now + SECOND)).toBeNull();
      expect((await b.read(fresh.idHash, now + SECOND))?.userId).toBe(planner);
    });

    it("revoking all of a user ends every session and /v1 token of that user for the other process, not another user's", async () => {
      const now = Date.now();
      const laptop = newRow(planner, now);
      const phone = newRow(planner, now);
      const other = newRow(vendor, now);
      for (const row of [laptop, phone, other]) await a.create(row);
      await h.addApiToken(planner, "planner-token", now + MINUTE);
      await h.addApiToken(vendor, "vendor-token", now + MINUTE);
      expect(await b.read(laptop.idHash, now)).not.toBeNull();
      expect(await a.revokeAll(planner)).toEqual({ sessions: 2, apiTokens: 1 });
      expect(await b.read(laptop.idHash, now)).toBeNull();
      expect(await b.read(phone.idHash, now)).toBeNull();
      expect((await b.read(other.idHash, now))?.userId).toBe(vendor);
      expect(await h.apiTokenHashes()).toEqual(["vendor-token"]);
    });

    it("prune deletes the expired sessions and /v1 tokens only", async () => {
      const now = Date.now();
      const live = newRow(planner, now);
      const idle = newRow(planner, now, { idleExpiresAt: now - 1 });
      const absolute = newRow(null, now, { expiresAt: now - 1 });
      for (const row of [live, idle, absolute]) await a.create(row);
      await h.addApiToken(planner, "expired-token", now - 1);
      await h.addApiToken(planner, "live-token", now + MINUTE);
      expect(await b.prune(now)).toEqual({ sessions: 2, apiTokens: 1 });
      expect(await h.row(live.idHash)).toEqual(live);
      expect(await h.row(idle.idHash)).toBeUndefined();
      expect(await h.apiTokenHashes()).toEqual(["live-token"]);
    });
  });
}
