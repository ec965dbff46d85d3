// The rate limits' storage boundary (ADR 0337): the fixed windows of the `rate_limits` table
// behind one asynchronous interface, with a SQLite implementation (here) and a PostgreSQL one
// (rate-limit-store-pg.server.ts). An attempt is counted by ONE statement, an upsert that
// starts a new window or adds one to the current one and returns the result, so the count is
// exact with several processes on either engine (no read-then-write).
import { cachedStatement } from "~/db.server";

/** A key's current window: attempts counted in it and when it ends (epoch ms). */
export type RateWindow = { count: number; resetAt: number };

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export interface RateLimitStore {
  readonly engine: "sqlite" | "postgres";
  /** Counts one attempt against `key`: a window that has ended (or none) starts again at 1. */
  hit(key: string, windowMs: number, now: number): Promise<RateWindow>;
  /** The window of `key` when it is still running at `now`, without counting. */
  peek(key: string, now: number): Promise<RateWindow | null>;
  clear(key: string): Promise<void>;
  /** Deletes ended windows; returns how many. */
  prune(now: number): Promise<number>;
}

/** The attempt that made `window` is allowed while the window holds at most `limit`. */
export function rateLimitResult(window: RateWindow, limit: number, now: number): RateLimitResult {
  const allowed = window.count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
}

// In an UPDATE's SET every right-hand side reads the row as it was, so both CASEs test the old
// reset_at. rate-limit-store-pg.server.ts holds the PostgreSQL twins.
export const SQLITE_RATE_LIMIT_SQL = {
  hit: `INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @resetAt)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= @now THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= @now THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count, reset_at`,
  peek: `SELECT count, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?`,
  clear: `DELETE FROM rate_limits WHERE key = ?`,
  prune: `DELETE FROM rate_limits WHERE reset_at < ?`,
} as const;

type RawWindow = { count: number; reset_at: number };
const toWindow = (r: RawWindow): RateWindow => ({ count: r.count, resetAt: r.reset_at });

/**
 * The SQLite statements, synchronous: the app's callers (login, forms, webhooks) stay
 * synchronous until the asynchronous data layer; sqliteRateLimitStore wraps these.
 */
export const sqliteRateLimits = {
  hit(db: object, key: string, windowMs: number, now: number): RateWindow {
    const row = cachedStatement(db, SQLITE_RATE_LIMIT_SQL.hit).get({ key, now, resetAt: now + windowMs }) as RawWindow;
    return toWindow(row);
  },
  peek(db: object, key: string, now: number): RateWindow | null {
    const row = cachedStatement(db, SQLITE_RATE_LIMIT_SQL.peek).get(key, now) as RawWindow | undefined;
    return row ? toWindow(row) : null;
  },
  clear(db: object, key: string) {
    cachedStatement(db, SQLITE_RATE_LIMIT_SQL.clear).run(key);
  },
  prune(db: object, now: number): number {
    return cachedStatement(db, SQLITE_RATE_LIMIT_SQL.prune).run(now).changes;
  },
};

export function sqliteRateLimitStore(db: object): RateLimitStore {
  return {
    engine: "sqlite",
    hit: async (key, windowMs, now) => sqliteRateLimits.hit(db, key, windowMs, now),
    peek: async (key, now) => sqliteRateLimits.peek(db, key, now),
    clear: async (key) => sqliteRateLimits.clear(db, key),
    prune: async (now) => sqliteRateLimits.prune(db, now),
  };
}
