// Fixed-window rate limiting in the rate_limits table (one row per key). An attempt is counted
// by one upsert that returns the window (ADR 0337), so the count is exact with several
// processes, on either engine.
import { postgresRateLimitStore } from "~/accounts/rate-limit-store-pg.server";
import { sqliteRateLimits, rateLimitResult, type RateLimitResult, type RateLimitStore } from "~/accounts/rate-limit-store.server";
import { getDb, getEngine, write } from "~/db.server";
import { postgresSql } from "~/db/engine.server";
import { getEnv } from "~/env.server";
import { msg } from "~/i18n/message-ref";

export type { RateLimitResult };

/** The refusal while limited, by message id (issue 44, ADR 0391): one minute, or several. */
export const RATE_LIMIT_MESSAGE = (minutes: number) =>
  minutes === 1 ? msg("accounts.tooManyAttemptsMinute") : msg("accounts.tooManyAttempts", { minutes });

/**
 * The running engine's store: on SQLite the statements run on the write connection under the
 * engine's write lock (peeks on the reader); on PostgreSQL the store's twins (ADR 0337).
 */
function rateLimits(): RateLimitStore {
  const engine = getEngine();
  if (engine.kind === "postgres") return postgresRateLimitStore(postgresSql(engine));
  return lockedSqliteRateLimits;
}

const lockedSqliteRateLimits: RateLimitStore = {
  engine: "sqlite",
  hit: (key, windowMs, now) => write(async (db) => sqliteRateLimits.hit(db, key, windowMs, now)),
  peek: async (key, now) => sqliteRateLimits.peek(getDb(), key, now),
  clear: (key) => write(async (db) => sqliteRateLimits.clear(db, key)),
  prune: (now) => write(async (db) => sqliteRateLimits.prune(db, now)),
};

/** Counts one attempt against `key`; not allowed once the window holds more than `limit`. */
export async function hitRateLimit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  return rateLimitResult(await rateLimits().hit(key, windowMs, now), limit, now);
}

/** True when `key` is already over its limit (does not count an attempt). */
export async function isRateLimited(key: string, limit: number, now = Date.now()): Promise<RateLimitResult> {
  const window = await rateLimits().peek(key, now);
  if (!window || window.count < limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
}

export async function clearRateLimit(key: string) {
  await rateLimits().clear(key);
}

/** Drops expired windows (called now and then so the table stays small). */
export async function pruneRateLimits(now = Date.now()) {
  await rateLimits().prune(now);
}

/**
 * The client's address: `X-Client-IP`, which our server (server.mjs) sets on every request
 * from the socket or, with TRUST_PROXY, from the proxies it trusts (a client cannot supply
 * it). Under another server (remix dev) it falls back to the last X-Forwarded-For entry, then
 * one shared "direct" bucket.
 */
export function clientIp(request: Request): string {
  const fromServer = request.headers.get("x-client-ip")?.trim();
  if (fromServer) return fromServer;
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((s) => s.trim()).filter(Boolean).pop();
  return last || request.headers.get("x-real-ip")?.trim() || "direct";
}

/**
 * "message": public forms that store and e-mail (inquiry, auction, contact, enquiries); "upload": unauthenticated uploads;
 * "social": social logins (/v1/auth-with-socialmedia, OAuth callbacks), kept apart from password logins (ADR 0025).
 */
export type LimitedAction = "login" | "signup" | "forgot" | "activation" | "message" | "upload" | "social";

function windowMs() {
  return getEnv().RATE_LIMIT_WINDOW_MINUTES * 60 * 1000;
}

/** Counts an attempt by this IP for the action; null when allowed, else the message to show. */
export async function limitByIp(request: Request, action: LimitedAction): Promise<string | null> {
  const env = getEnv();
  if (Math.random() < 0.01) await pruneRateLimits();
  const result = await hitRateLimit(`${action}:ip:${clientIp(request)}`, env.RATE_LIMIT_PER_IP, windowMs());
  return result.allowed ? null : RATE_LIMIT_MESSAGE(Math.max(1, Math.ceil(result.retryAfterSeconds / 60)));
}

/** Counts an attempt for the e-mail address; null when allowed, else the message. */
export async function limitByEmail(email: string, action: LimitedAction): Promise<string | null> {
  const env = getEnv();
  const result = await hitRateLimit(`${action}:email:${email.toLowerCase()}`, env.RATE_LIMIT_PER_EMAIL, windowMs());
  return result.allowed ? null : RATE_LIMIT_MESSAGE(Math.max(1, Math.ceil(result.retryAfterSeconds / 60)));
}

/** Checks (without counting) whether failed logins for the e-mail are over the limit. */
export async function loginLockedFor(email: string): Promise<string | null> {
  const result = await isRateLimited(`login:email:${email.toLowerCase()}`, getEnv().RATE_LIMIT_PER_EMAIL);
  return result.allowed ? null : RATE_LIMIT_MESSAGE(Math.max(1, Math.ceil(result.retryAfterSeconds / 60)));
}

export async function loginFailedFor(email: string) {
  await hitRateLimit(`login:email:${email.toLowerCase()}`, getEnv().RATE_LIMIT_PER_EMAIL, windowMs());
}

export async function failedLoginFromIp(request: Request) {
  await hitRateLimit(`login:ip:${clientIp(request)}`, getEnv().RATE_LIMIT_PER_IP, windowMs());
}

/**
 * How a login from one address is slowed (ADR 0025): no delay up to RATE_LIMIT_PER_IP failed
 * logins in the window, then `stepMs` more per further failure, at most `maxMs`. The password
 * is still checked after the wait, so a user behind a busy address still logs in. `sleep` is
 * replaceable for tests.
 */
export const loginSlowdown = {
  stepMs: 250,
  maxMs: 5000,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** Milliseconds a login attempt from this request's address waits now. */
export async function loginDelayMs(request: Request, now = Date.now()): Promise<number> {
  const window = await rateLimits().peek(`login:ip:${clientIp(request)}`, now);
  if (!window) return 0;
  const over = window.count - getEnv().RATE_LIMIT_PER_IP;
  return over < 0 ? 0 : Math.min(loginSlowdown.maxMs, (over + 1) * loginSlowdown.stepMs);
}

/** Waits as long as loginDelayMs() says; returns the delay. Call before checking a password. */
export async function slowDownLoginFromIp(request: Request): Promise<number> {
  const ms = await loginDelayMs(request);
  if (ms > 0) await loginSlowdown.sleep(ms);
  return ms;
}
