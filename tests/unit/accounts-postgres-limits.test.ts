// Rate limits and sessions on PostgreSQL with several app processes (ADR 0337, issue 29): 200
// attempts at one key from 8 connections at once let exactly the limit through, and a passed
// window starts again; a session revoked or rotated by one connection reads as none on every
// other, and a read racing a revocation does not bring the row back; the shared store
// behaviours hold as on SQLite.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitResult, type RateLimitStore } from "~/accounts/rate-limit-store.server";
import { postgresRateLimitStore } from "~/accounts/rate-limit-store-pg.server";
import {
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  SESSION_TOUCH_INTERVAL_MS,
  type SessionRow,
  type SessionStore,
} from "~/accounts/session-store.server";
import { postgresSessionStore, sessionRowFromPostgres } from "~/accounts/session-store-pg.server";
import { rateLimitStoreBehaviour, sessionStoreBehaviour } from "../support/accounts-store-behaviour";
import { migratedPostgresDatabase, postgresAvailable } from "../support/postgres";

const CONNECTIONS = 8;
const ATTEMPTS = 200;
const LIMIT = 10;
const WINDOW_MS = 15 * 60 * 1000;

describe.skipIf(!postgresAvailable())("rate limits and sessions on PostgreSQL", () => {
  // One-connection clients: separate sessions, as separate app processes would have.
  let database: Awaited<ReturnType<typeof migratedPostgresDatabase>>;
  let admin: postgres.Sql;
  const connect = () => database.connect();
  let users: [number, number];

  beforeAll(async () => {
    database = await migratedPostgresDatabase();
    admin = database.admin;
    const rows = await admin`INSERT INTO users (email, first_name, is_active) VALUES
      ('planner@example.test', 'Made', true), ('vendor@example.test', 'Ketut', true) RETURNING id`;
    users = [Number(rows[0].id), Number(rows[1].id)];
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it(`${ATTEMPTS} attempts at one key from ${CONNECTIONS} connections at once, limit ${LIMIT}: exactly ${LIMIT} allowed, the rest told to wait out the window; a passed window starts again`, async () => {
    await admin`DELETE FROM rate_limits`;
    const stores = Array.from({ length: CONNECTIONS }, () => postgresRateLimitStore(connect()));
    await Promise.all(stores.map((s) => s.peek("warm-up", 0))); // connections open before the race
    const now = Date.now();
    const key = "login:ip:203.0.113.7";
    const results = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const window = await stores[i % CONNECTIONS].hit(key, WINDOW_MS, now);
        return { window, result: rateLimitResult(window, LIMIT, now) };
      }),
    );
    expect(results.filter((r) => r.result.allowed)).toHaveLength(LIMIT);
    // Every attempt was counted once: the counts are 1..200, each seen by one attempt.
    expect(results.map((r) => r.window.count).sort((x, y) => x - y)).toEqual(Array.from({ length: ATTEMPTS }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.window.resetAt))).toEqual(new Set([now + WINDOW_MS]));
    const refused = results.filter((r) => !r.result.allowed);
    expect(refused.length).toBeGreaterThan(0);
    for (const { result } of refused) {
      expect(result.retryAfterSeconds).toBe(WINDOW_MS / 1000);
    }
    expect(await stores[3].peek(key, now)).toEqual({ count: ATTEMPTS, resetAt: now + WINDOW_MS });

    // The window has passed: the next attempt, from any connection, is the first of a new one.
    const later = now + WINDOW_MS;
    const fresh = await stores[5].hit(key, WINDOW_MS, later);
    expect(fresh).toEqual({ count: 1, resetAt: later + WINDOW_MS });
    expect(rateLimitResult(fresh, LIMIT, later)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  }, 60_000);

  const session = (userId: number | null, now: number): SessionRow => ({
    idHash: `${Math.random().toString(16).slice(2)}`.padEnd(64, "a"),
    userId,
    data: "{}",
    lastSeenAt: now,
    expiresAt: now + SESSION_ABSOLUTE_TTL_MS,
    idleExpiresAt: now + SESSION_IDLE_TTL_MS,
    userAgent: "",
    ipAddress: "",
  });

  it("a rotated session's old id and a revoked user's sessions read as none on every other connection, even with reads racing the revocation", async () => {
    await admin`DELETE FROM sessions`;
    const [planner, vendor] = users;
    const stores: SessionStore[] = Array.from({ length: CONNECTIONS }, () => postgresSessionStore(connect()));
    const now = Date.now();

    // Rotation at login on connection 0: the old id is gone for all the others.
    const guest = session(null, now);
    await stores[0].create(guest);
    expect(await Promise.all(stores.map((s) => s.read(guest.idHash, now)))).not.toContain(null);
    await stores[0].destroy(guest.idHash);
    const loggedIn = { ...session(planner, now), data: guest.data };
    await stores[0].create(loggedIn);
    expect(await Promise.all(stores.slice(1).map((s) => s.read(guest.idHash, now)))).toEqual(Array(CONNECTIONS - 1).fill(null));
    expect((await stores[7].read(loggedIn.idHash, now))!.userId).toBe(planner);

    // Twenty devices of the planner, each read (with a touch due) by every connection while
    // connection 0 revokes them all: no touch brings a row back, and afterwards none reads.
    const devices = Array.from({ length: 20 }, () => session(planner, now));
    const vendorSession = session(vendor, now);
    for (const row of [...devices, vendorSession]) await stores[0].create(row);
    const touchDue = now + SESSION_TOUCH_INTERVAL_MS;
    const [revoked] = await Promise.all([
      stores[0].revokeAll(planner),
      ...stores.slice(1).flatMap((s) => devices.map((d) => s.read(d.idHash, touchDue))),
    ]);
    expect(revoked).toEqual({ sessions: 21, apiTokens: 0 });
    expect(await Promise.all(stores.flatMap((s) => devices.map((d) => s.read(d.idHash, touchDue))))).toEqual(
      Array(CONNECTIONS * devices.length).fill(null),
    );
    expect(await admin`SELECT user_id::int AS user_id FROM sessions`).toEqual([{ user_id: vendor }]);
    expect((await stores[4].read(vendorSession.idHash, touchDue))!.userId).toBe(vendor);
  }, 60_000);

  let limitPair: [RateLimitStore, RateLimitStore] | undefined;
  rateLimitStoreBehaviour("PostgreSQL", () => {
    limitPair ??= [postgresRateLimitStore(connect()), postgresRateLimitStore(connect())];
    return { stores: () => limitPair!, clear: async () => void (await admin`DELETE FROM rate_limits`) };
  });

  let sessionPair: [SessionStore, SessionStore] | undefined;
  sessionStoreBehaviour("PostgreSQL", () => {
    sessionPair ??= [postgresSessionStore(connect()), postgresSessionStore(connect())];
    return {
      stores: () => sessionPair!,
      users: async () => users,
      row: async (idHash) => {
        const [r] = await admin`SELECT * FROM sessions WHERE id_hash = ${idHash}`;
        return r ? sessionRowFromPostgres(r as Parameters<typeof sessionRowFromPostgres>[0]) : undefined;
      },
      addApiToken: async (userId, tokenHash, expiresAt) =>
        void (await admin`INSERT INTO api_tokens (user_id, token_hash, expires_at) VALUES (${userId}, ${tokenHash}, ${expiresAt})`),
      apiTokenHashes: async () => (await admin`SELECT token_hash FROM api_tokens ORDER BY token_hash`).map((t) => t.token_hash as string),
      clear: async () => void (await admin`DELETE FROM sessions; DELETE FROM api_tokens`.simple()),
    };
  });
});
