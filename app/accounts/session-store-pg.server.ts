// The session store on PostgreSQL (ADR 0337): the twins of sqliteSessions for postgres.js. Each
// call is one autocommitted statement (or runs in the caller's transaction), so a session
// deleted by one process is gone for the next statement of every other (READ COMMITTED). The
// read is one SELECT on every page view; the touch and the deletion of an expired row are
// guarded so they cannot revive a row or delete one another process has just extended.
import type postgres from "postgres";
import { isExpired, touchOf, type RevokedCounts, type SessionRow, type SessionStore } from "~/accounts/session-store.server";

/** A postgres.js connection pool, or one of its transactions (revocation with the caller's change). */
export type PgSql = postgres.Sql | postgres.TransactionSql;

type RawSession = {
  id_hash: string;
  user_id: string | number | null;
  data: string;
  last_seen_at: string | number;
  expires_at: string | number;
  idle_expires_at: string | number;
  user_agent: string;
  ip_address: string;
};

// bigint columns arrive as strings; ids and epoch milliseconds fit in a double.
export const sessionRowFromPostgres = (r: RawSession): SessionRow => ({
  idHash: r.id_hash,
  userId: r.user_id == null ? null : Number(r.user_id),
  data: r.data,
  lastSeenAt: Number(r.last_seen_at),
  expiresAt: Number(r.expires_at),
  idleExpiresAt: Number(r.idle_expires_at),
  userAgent: r.user_agent,
  ipAddress: r.ip_address,
});

const toCounts = (r: { sessions: string | number; api_tokens: string | number }): RevokedCounts => ({
  sessions: Number(r.sessions),
  apiTokens: Number(r.api_tokens),
});

export function postgresSessionStore(sqlOrTx: PgSql): SessionStore {
  const sql = sqlOrTx as postgres.Sql;
  return {
    engine: "postgres",
    async create(row) {
      await sql`INSERT INTO sessions (id_hash, user_id, data, last_seen_at, expires_at, idle_expires_at, user_agent, ip_address)
        VALUES (${row.idHash}, ${row.userId}, ${row.data}, ${row.lastSeenAt}, ${row.expiresAt}, ${row.idleExpiresAt}, ${row.userAgent}, ${row.ipAddress})`;
    },
    async read(idHash, now) {
      const [raw] = await sql<RawSession[]>`SELECT id_hash, user_id, data, last_seen_at, expires_at, idle_expires_at, user_agent, ip_address
        FROM sessions WHERE id_hash = ${idHash}`;
      if (!raw) return null;
      const row = sessionRowFromPostgres(raw);
      if (isExpired(row, now)) {
        await sql`DELETE FROM sessions WHERE id_hash = ${idHash} AND (expires_at <= ${now} OR idle_expires_at <= ${now})`;
        return null;
      }
      const touch = touchOf(row, now);
      if (touch) {
        await sql`UPDATE sessions SET last_seen_at = ${touch.lastSeenAt}, idle_expires_at = ${touch.idleExpiresAt}
          WHERE id_hash = ${idHash}`;
      }
      return row;
    },
    async update(idHash, userId, data) {
      return (await sql`UPDATE sessions SET user_id = ${userId}, data = ${data} WHERE id_hash = ${idHash}`).count > 0;
    },
    async destroy(idHash) {
      await sql`DELETE FROM sessions WHERE id_hash = ${idHash}`;
    },
    async revokeAll(userId) {
      // One statement: both deletions commit together even outside a transaction.
      const [counts] = await sql<{ sessions: string; api_tokens: string }[]>`WITH
          s AS (DELETE FROM sessions WHERE user_id = ${userId} RETURNING 1),
          t AS (DELETE FROM api_tokens WHERE user_id = ${userId} RETURNING 1)
        SELECT (SELECT count(*) FROM s) AS sessions, (SELECT count(*) FROM t) AS api_tokens`;
      return toCounts(counts);
    },
    async prune(now) {
      const [counts] = await sql<{ sessions: string; api_tokens: string }[]>`WITH
          s AS (DELETE FROM sessions WHERE expires_at < ${now} OR idle_expires_at < ${now} RETURNING 1),
          t AS (DELETE FROM api_tokens WHERE expires_at < ${now} RETURNING 1)
        SELECT (SELECT count(*) FROM s) AS sessions, (SELECT count(*) FROM t) AS api_tokens`;
      return toCounts(counts);
    },
  };
}
