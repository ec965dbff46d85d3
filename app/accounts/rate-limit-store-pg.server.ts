// The rate-limit store on PostgreSQL (ADR 0337): the twins of SQLITE_RATE_LIMIT_SQL for
// postgres.js. PostgreSQL does not serialise writers, so a SELECT then UPDATE would let
// concurrent attempts read the same count; INSERT ... ON CONFLICT DO UPDATE takes the row lock
// and re-reads the latest version of a row another session is changing, so every attempt counts.
import type postgres from "postgres";
import type { RateLimitStore, RateWindow } from "~/accounts/rate-limit-store.server";

/** A postgres.js connection pool, or one of its transactions. */
export type PgSql = postgres.Sql | postgres.TransactionSql;

// bigint columns arrive as strings; counts and epoch milliseconds fit in a double.
type RawWindow = { count: string | number; reset_at: string | number };
const toWindow = (r: RawWindow): RateWindow => ({ count: Number(r.count), resetAt: Number(r.reset_at) });

export function postgresRateLimitStore(sqlOrTx: PgSql): RateLimitStore {
  const sql = sqlOrTx as postgres.Sql;
  return {
    engine: "postgres",
    async hit(key, windowMs, now) {
      const [row] = await sql<RawWindow[]>`INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${now + windowMs})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING count, reset_at`;
      return toWindow(row);
    },
    async peek(key, now) {
      const [row] = await sql<RawWindow[]>`SELECT count, reset_at FROM rate_limits WHERE key = ${key} AND reset_at > ${now}`;
      return row ? toWindow(row) : null;
    },
    async clear(key) {
      await sql`DELETE FROM rate_limits WHERE key = ${key}`;
    },
    async prune(now) {
      return (await sql`DELETE FROM rate_limits WHERE reset_at < ${now}`).count;
    },
  };
}
