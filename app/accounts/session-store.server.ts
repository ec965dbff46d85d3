// The sessions' storage boundary (ADR 0024, 0337): every read and write of the `sessions` rows
// (and, for revocation and pruning, the /v1 `api_tokens`) behind one asynchronous interface,
// with a SQLite implementation (here) and a PostgreSQL one (session-store-pg.server.ts). Deleting
// rows revokes; a write never brings a deleted row back (updates, not upserts), so a session
// revoked by one process stays dead for every other.
import { and, eq, lt, lte, or, sql } from "drizzle-orm";
import { preparedFirst, type DB, tables, run, transaction } from "~/db.server";

/** A session ends 30 days after login at the latest, or after 7 days without a request. */
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so page views do not each write a row. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** A session row; instants are epoch milliseconds on both engines. */
export type SessionRow = {
  idHash: string;
  userId: number | null;
  /** JSON: cart id, coupon, OAuth state. */
  data: string;
  lastSeenAt: number;
  expiresAt: number;
  idleExpiresAt: number;
  userAgent: string;
  ipAddress: string;
};

export type RevokedCounts = { sessions: number; apiTokens: number };

export interface SessionStore {
  readonly engine: "sqlite" | "postgres";
  create(row: SessionRow): Promise<void>;
  /**
   * The live session of `idHash` at `now`, or null. An expired row is deleted; a live one is
   * touched (last seen, idle expiry extended up to the absolute one) at most every
   * SESSION_TOUCH_INTERVAL_MS. Returns the row as it was read.
   */
  read(idHash: string, now: number): Promise<SessionRow | null>;
  /** Writes the user and data of an existing row only; false when the row is gone (revoked). */
  update(idHash: string, userId: number | null, data: string): Promise<boolean>;
  /** Logout, and the old id at rotation (a new row is created for the new id). */
  destroy(idHash: string): Promise<void>;
  /** Every session and /v1 token of the user. */
  revokeAll(userId: number): Promise<RevokedCounts>;
  /** Expired sessions and /v1 tokens. */
  prune(now: number): Promise<RevokedCounts>;
}

/** The touch a read makes, or null when the last one is recent enough (both engines). */
export function touchOf(row: Pick<SessionRow, "lastSeenAt" | "expiresAt">, now: number) {
  if (now - row.lastSeenAt < SESSION_TOUCH_INTERVAL_MS) return null;
  return { lastSeenAt: now, idleExpiresAt: Math.min(now + SESSION_IDLE_TTL_MS, row.expiresAt) };
}

export const isExpired = (row: Pick<SessionRow, "expiresAt" | "idleExpiresAt">, now: number) =>
  row.expiresAt <= now || row.idleExpiresAt <= now;

type Tx = Pick<DB, "delete">;

/**
 * The SQLite statements, synchronous: revocation runs inside the caller's synchronous
 * transaction (a password or role change and its revocation commit together).
 */
export const sqliteSessions = {
  async create(db: DB, row: SessionRow) {
    await run((db) => db.insert(tables.sessions)
              .values({
                ...row,
                lastSeenAt: new Date(row.lastSeenAt),
                expiresAt: new Date(row.expiresAt),
                idleExpiresAt: new Date(row.idleExpiresAt),
              }));
  },
  async read(db: DB, idHash: string, now: number): Promise<SessionRow | null> {
    // Prepared once: this runs on every page view.
    const found = await preparedFirst("session-by-id-hash", (d) => d.select().from(tables.sessions).where(eq(tables.sessions.idHash, sql.placeholder("idHash"))), { idHash });
    if (!found) return null;
    const row: SessionRow = {
      idHash: found.idHash,
      userId: found.userId,
      data: found.data,
      lastSeenAt: found.lastSeenAt.getTime(),
      expiresAt: found.expiresAt.getTime(),
      idleExpiresAt: found.idleExpiresAt.getTime(),
      userAgent: found.userAgent,
      ipAddress: found.ipAddress,
    };
    const at = new Date(now);
    if (isExpired(row, now)) {
      // Guarded: a touch by another process since our read may have revived the idle expiry.
      await run((db) => db.delete(tables.sessions)
                .where(and(eq(tables.sessions.idHash, idHash), or(lte(tables.sessions.expiresAt, at), lte(tables.sessions.idleExpiresAt, at)))));
      return null;
    }
    const touch = touchOf(row, now);
    if (touch) {
      await run((db) => db.update(tables.sessions)
                .set({ lastSeenAt: new Date(touch.lastSeenAt), idleExpiresAt: new Date(touch.idleExpiresAt) })
                .where(eq(tables.sessions.idHash, idHash)));
    }
    return row;
  },
  async update(db: DB, idHash: string, userId: number | null, data: string): Promise<boolean> {
    return (await run((db) => db.update(tables.sessions).set({ userId, data }).where(eq(tables.sessions.idHash, idHash)))).changes > 0;
  },
  async destroy(db: DB, idHash: string) {
    await run((db) => db.delete(tables.sessions).where(eq(tables.sessions.idHash, idHash)));
  },
  async revokeAll(tx: Tx, userId: number): Promise<RevokedCounts> {
    const sessions = (await run((db) => db.delete(tables.sessions).where(eq(tables.sessions.userId, userId)))).changes;
    const apiTokens = (await run((db) => db.delete(tables.apiTokens).where(eq(tables.apiTokens.userId, userId)))).changes;
    return { sessions, apiTokens };
  },
  async prune(db: DB, now: number): Promise<RevokedCounts> {
    const at = new Date(now);
    const sessions = (await run((db) => db
          .delete(tables.sessions)
          .where(or(lt(tables.sessions.expiresAt, at), lt(tables.sessions.idleExpiresAt, at))))).changes;
    const apiTokens = (await run((db) => db.delete(tables.apiTokens).where(lt(tables.apiTokens.expiresAt, at)))).changes;
    return { sessions, apiTokens };
  },
};

const stores = new WeakMap<DB, SessionStore>();

/** The session store on a SQLite database (one per connection). */
export function sqliteSessionStore(db: DB): SessionStore {
  let store = stores.get(db);
  if (store) return store;
  store = {
    engine: "sqlite",
    create: async (row) => await sqliteSessions.create(db, row),
    read: async (idHash, now) => await sqliteSessions.read(db, idHash, now),
    update: async (idHash, userId, data) => await sqliteSessions.update(db, idHash, userId, data),
    destroy: async (idHash) => await sqliteSessions.destroy(db, idHash),
    revokeAll: async (userId) => await transaction(async (tx) => await sqliteSessions.revokeAll(tx, userId)),
    prune: async (now) => await sqliteSessions.prune(db, now),
  };
  stores.set(db, store);
  return store;
}
