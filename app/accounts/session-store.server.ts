// The sessions' storage boundary (ADR 0024, 0337): every read and write of the `sessions` rows
// (and, for revocation and pruning, the /v1 `api_tokens`) behind one asynchronous interface,
// with a SQLite implementation (here) and a PostgreSQL one (session-store-pg.server.ts). Deleting
// rows revokes; a write never brings a deleted row back (updates, not upserts), so a session
// revoked by one process stays dead for every other.
import { and, eq, lt, lte, or, sql } from "drizzle-orm";
import { preparedQuery, schema, type DB } from "~/db.server";

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
  create(db: DB, row: SessionRow) {
    db.insert(schema.sessions)
      .values({
        ...row,
        lastSeenAt: new Date(row.lastSeenAt),
        expiresAt: new Date(row.expiresAt),
        idleExpiresAt: new Date(row.idleExpiresAt),
      })
      .run();
  },
  read(db: DB, idHash: string, now: number): SessionRow | null {
    // Prepared once: this runs on every page view.
    const found = preparedQuery(db, "session-by-id-hash", (d) =>
      d.select().from(schema.sessions).where(eq(schema.sessions.idHash, sql.placeholder("idHash"))).prepare(),
    ).get({ idHash });
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
      db.delete(schema.sessions)
        .where(and(eq(schema.sessions.idHash, idHash), or(lte(schema.sessions.expiresAt, at), lte(schema.sessions.idleExpiresAt, at))))
        .run();
      return null;
    }
    const touch = touchOf(row, now);
    if (touch) {
      db.update(schema.sessions)
        .set({ lastSeenAt: new Date(touch.lastSeenAt), idleExpiresAt: new Date(touch.idleExpiresAt) })
        .where(eq(schema.sessions.idHash, idHash))
        .run();
    }
    return row;
  },
  update(db: DB, idHash: string, userId: number | null, data: string): boolean {
    return db.update(schema.sessions).set({ userId, data }).where(eq(schema.sessions.idHash, idHash)).run().changes > 0;
  },
  destroy(db: DB, idHash: string) {
    db.delete(schema.sessions).where(eq(schema.sessions.idHash, idHash)).run();
  },
  revokeAll(tx: Tx, userId: number): RevokedCounts {
    const sessions = tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId)).run().changes;
    const apiTokens = tx.delete(schema.apiTokens).where(eq(schema.apiTokens.userId, userId)).run().changes;
    return { sessions, apiTokens };
  },
  prune(db: DB, now: number): RevokedCounts {
    const at = new Date(now);
    const sessions = db
      .delete(schema.sessions)
      .where(or(lt(schema.sessions.expiresAt, at), lt(schema.sessions.idleExpiresAt, at)))
      .run().changes;
    const apiTokens = db.delete(schema.apiTokens).where(lt(schema.apiTokens.expiresAt, at)).run().changes;
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
    create: async (row) => sqliteSessions.create(db, row),
    read: async (idHash, now) => sqliteSessions.read(db, idHash, now),
    update: async (idHash, userId, data) => sqliteSessions.update(db, idHash, userId, data),
    destroy: async (idHash) => sqliteSessions.destroy(db, idHash),
    revokeAll: async (userId) => db.transaction((tx) => sqliteSessions.revokeAll(tx, userId)),
    prune: async (now) => sqliteSessions.prune(db, now),
  };
  stores.set(db, store);
  return store;
}
