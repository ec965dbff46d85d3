// Server-side sessions (ADR 0024). The cookie carries only a random id (signed, HttpOnly,
// SameSite=Lax; Secure with the __Host- prefix when APP_URL is https); the `sessions` table
// keeps its SHA-256 with the user id, the guest's cart id and coupon, the client and the
// expiries. Deleting rows revokes: logout deletes this session, revokeAllAccess() every
// session and /v1 token of a user. Roles are read from the database on every request. The rows
// are read and written through the SessionStore (session-store.server.ts, ADR 0337).
import crypto from "node:crypto";
import { createCookie, createSession, createSessionStorage, redirect, type Session } from "@remix-run/node";
import { eq, sql } from "drizzle-orm";
import { clientIp } from "~/accounts/rate-limit.server";
import {
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  sqliteSessions,
  sqliteSessionStore,
  type SessionStore,
} from "~/accounts/session-store.server";
import { postgresSessionStore } from "~/accounts/session-store-pg.server";
import { postgresSql } from "~/db/engine.server";
import { getDb, getEngine, preparedFirst, type DB, tables, first } from "~/db.server";
import type { MemberRole } from "~/db/schema";
import { getEnv } from "~/env.server";
import { noteRequestUser, requestContext } from "~/utils/logger.server";
import { cookieHeaderWithResponseCookies, noteResponseCookie } from "~/utils/response-cookies.server";

export type SessionData = { userId?: number; cartSessionId?: string; couponCode?: string; /** The venue a team member works on in the dashboard (ADR 0282). */ venueId?: number };
export type AppSession = Session<SessionData, SessionData>;

export { SESSION_ABSOLUTE_TTL_MS, SESSION_IDLE_TTL_MS, SESSION_TOUCH_INTERVAL_MS } from "~/accounts/session-store.server";

/** The running engine's session store (ADR 0337). */
function sessionStore(): SessionStore {
  const engine = getEngine();
  if (engine.kind === "postgres") return postgresSessionStore(postgresSql(engine));
  return sqliteSessionStore(getDb());
}

// Client details for a new row: commitSession() only gets the session, so getSession()
// remembers the request it was read from.
const requestOf = new WeakMap<object, Request>();
const CLIENT_KEY = "__client";
type ClientInfo = { userAgent: string; ipAddress: string };

function hashSessionId(id: string) {
  return crypto.createHash("sha256").update(id).digest("hex");
}

function isHttpsOrigin() {
  return !!getEnv().APP_URL?.startsWith("https:");
}

/** "__Host-session" on https (Secure, Path=/, no Domain), else "__session". */
export function sessionCookieName() {
  return isHttpsOrigin() ? "__Host-session" : "__session";
}

async function readRow(id: unknown, now = Date.now()): Promise<SessionData | null> {
  if (typeof id !== "string" || id.length < 20 || id.length > 100) return null;
  const row = await sessionStore().read(hashSessionId(id), now);
  if (!row) return null;
  let data: SessionData = {};
  try {
    data = JSON.parse(row.data) as SessionData;
  } catch {
    /* an unreadable row is an empty session */
  }
  // The column is the truth: revocation works on it.
  delete data.userId;
  return row.userId ? { ...data, userId: row.userId } : data;
}

function splitData(data: Record<string, unknown>) {
  const { [CLIENT_KEY]: client, userId, ...rest } = data;
  return {
    client: (client ?? { userAgent: "", ipAddress: "" }) as ClientInfo,
    userId: typeof userId === "number" && Number.isInteger(userId) ? userId : null,
    json: JSON.stringify(rest),
  };
}

type SessionRead = Promise<{ id: string; data: SessionData | null }>;

/** This request's session reads by Cookie header, in the request's store; null outside a request. */
function sessionReadsOfRequest(): Map<string, SessionRead> | null {
  const store = requestContext().getStore() as { sessionReads?: Map<string, SessionRead> } | undefined;
  if (!store) return null;
  return (store.sessionReads ??= new Map());
}

/** Any write to the sessions: the next read in this request goes to the database. */
function forgetSessionReads() {
  sessionReadsOfRequest()?.clear();
}

function createStorage() {
  const https = isHttpsOrigin();
  const cookie = createCookie(sessionCookieName(), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: https,
    secrets: [getEnv().SESSION_SECRET],
    maxAge: SESSION_ABSOLUTE_TTL_MS / 1000,
  });
  const storage = createSessionStorage<SessionData>({
    cookie,
    async createData(data) {
      const id = crypto.randomBytes(32).toString("base64url");
      const now = Date.now();
      forgetSessionReads();
      const { client, userId, json } = splitData(data as Record<string, unknown>);
      await sessionStore().create({
        idHash: hashSessionId(id),
        userId,
        data: json,
        lastSeenAt: now,
        expiresAt: now + SESSION_ABSOLUTE_TTL_MS,
        idleExpiresAt: now + SESSION_IDLE_TTL_MS,
        userAgent: client.userAgent.slice(0, 300),
        ipAddress: client.ipAddress.slice(0, 100),
      });
      if (Math.random() < 0.01) await pruneExpiredSessions(now);
      return id;
    },
    async readData(id) {
      return readRow(id);
    },
    async updateData(id, data) {
      // Only an existing row is updated: a revoked id is never written back to life.
      forgetSessionReads();
      const { userId, json } = splitData(data as Record<string, unknown>);
      await sessionStore().update(hashSessionId(id), userId, json);
    },
    async deleteData(id) {
      forgetSessionReads();
      await sessionStore().destroy(hashSessionId(id));
    },
  });
  /** A session for a Cookie header: an unknown, expired or revoked id gives a new, empty session. */
  async function getSessionFromHeader(cookieHeader?: string | null): Promise<AppSession> {
    // The layout, the page and the page cache each ask for the session of one request: its
    // row is read once per request and cookie (ADR 0445), again after any session write.
    const readSession = async () => {
      const id = cookieHeader ? await cookie.parse(cookieHeader) : null;
      return { id: id as string, data: await readRow(id) };
    };
    const reads = sessionReadsOfRequest();
    const key = cookieHeader ?? "";
    let read = reads?.get(key);
    if (reads && !read) {
      const started = readSession();
      reads.set(key, started);
      // A failed read is not kept.
      started.catch(() => reads.get(key) === started && reads.delete(key));
      read = started;
    }
    const { id, data } = await (read ?? readSession());
    // A new Session each time: it copies the data, so one loader's changes stay its own.
    return data ? createSession<SessionData, SessionData>(data, id) : createSession<SessionData, SessionData>({}, "");
  }
  return { ...storage, getSession: getSessionFromHeader };
}

let storage: ReturnType<typeof createStorage> | undefined;
let storageFor: string | undefined;
export function getSessionStorage() {
  // Rebuilt when the settings it depends on change (tests switch APP_URL).
  const key = `${getEnv().APP_URL ?? ""}|${getEnv().SESSION_SECRET}`;
  if (!storage || storageFor !== key) {
    storage = createStorage();
    storageFor = key;
  }
  return storage;
}

export async function getSession(request: Request): Promise<AppSession> {
  // A session committed earlier in this request (by the action) wins over the request's cookie.
  const session = await getSessionStorage().getSession(cookieHeaderWithResponseCookies(request.headers.get("Cookie")));
  requestOf.set(session, request);
  return session;
}

/** The Set-Cookie value for the session; a new row is written only when there is data to keep. */
export async function commitSession(session: AppSession): Promise<string> {
  const request = requestOf.get(session);
  if (!session.id && Object.keys(session.data).length === 0) {
    // Nothing to store for a visitor without a session: no row, and no cookie.
    const cleared = await getSessionStorage().destroySession(session);
    noteResponseCookie(cleared);
    return cleared;
  }
  if (!session.id && request) {
    // Set only for the insert; updateData() and readData() drop it.
    (session as unknown as Session).set(CLIENT_KEY, {
      userAgent: request.headers.get("user-agent") ?? "",
      ipAddress: clientIp(request),
    } satisfies ClientInfo);
  }
  const cookie = await getSessionStorage().commitSession(session);
  (session as unknown as Session).unset(CLIENT_KEY);
  noteResponseCookie(cookie);
  return cookie;
}

export async function destroySession(session: AppSession): Promise<string> {
  const cleared = await getSessionStorage().destroySession(session);
  noteResponseCookie(cleared);
  return cleared;
}

/** A new session id for the same visitor (at login): the old row is deleted. */
export async function rotateSession(request: Request, old: AppSession, data: SessionData): Promise<AppSession> {
  if (old.id) await getSessionStorage().destroySession(old);
  const session = createSession<SessionData, SessionData>(data, "");
  requestOf.set(session, request);
  return session;
}

/** A new logged-in session for this browser (after a password change revoked the old one). */
export function createSessionFor(request: Request, userId: number): AppSession {
  const session = createSession<SessionData, SessionData>({ userId }, "");
  requestOf.set(session, request);
  return session;
}

type Tx = Pick<DB, "delete">;

/**
 * Logs a user out everywhere: deletes every session and /v1 access token of the user. Called
 * on a password reset, an e-mail or role change, and by "Log out everywhere". Pass the
 * transaction of the change so both happen together.
 */
export async function revokeAllAccess(userId: number, tx: Tx = getDb()) {
  forgetSessionReads();
  await sqliteSessions.revokeAll(tx, userId);
}

/** Deletes expired sessions and /v1 tokens; safe to schedule (ops) and also called now and then. */
export async function pruneExpiredSessions(now = Date.now()): Promise<{ sessions: number; apiTokens: number }> {
  forgetSessionReads();
  return await sqliteSessions.prune(getDb(), now);
}

export type CurrentUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isSupplier: boolean;
  isCustomer: boolean;
  supplierId: number | null;
  /** The user's role in their vendor organisation (ADR 0280); null when not a team member. */
  memberRole: MemberRole | null;
  venueId: number | null;
};

export async function getUserId(request: Request): Promise<number | null> {
  const session = await getSession(request);
  return session.get("userId") ?? null;
}

/** The logged-in, active user with role flags and supplier/venue ids, or null. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  const userId = await getUserId(request);
  if (!userId) return null;
  return await loadCurrentUser(userId);
}

export async function loadCurrentUser(userId: number): Promise<CurrentUser | null> {
  const db = getDb();
  const row = await preparedFirst("current-user", (d) =>
    d
      .select({
        id: tables.users.id,
        email: tables.users.email,
        firstName: tables.users.firstName,
        lastName: tables.users.lastName,
        isAdmin: tables.users.isAdmin,
        isSupplier: tables.users.isSupplier,
        isCustomer: tables.users.isCustomer,
        isActive: tables.users.isActive,
        supplierId: tables.supplierMembers.supplierId,
        memberRole: tables.supplierMembers.role,
      })
      .from(tables.users)
      // Team membership, not suppliers.user_id, says which organisation a vendor works for.
      .leftJoin(tables.supplierMembers, eq(tables.supplierMembers.userId, tables.users.id))
      .where(eq(tables.users.id, sql.placeholder("userId"))),
    { userId },
  );
  if (!row || !row.isActive) return null;
  noteRequestUser(row.id); // the access log's user id
  let venueId: number | null = null;
  if (row.supplierId) {
    venueId =
      (await first(db
                .select({ id: tables.venues.id })
                .from(tables.venues)
                .where(eq(tables.venues.supplierId, row.supplierId))
                .orderBy(tables.venues.id)))?.id ?? null;
  }
  const { isActive: _active, ...user } = row;
  return { ...user, supplierId: row.supplierId ?? null, memberRole: row.memberRole ?? null, venueId };
}

/** Where to come back to after logging in: the path and query of this request. */
export function originOf(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loginRedirect(request: Request, redirectTo = originOf(request)) {
  return redirect(`/login?${new URLSearchParams({ redirectTo })}`);
}

export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

export async function requireSupplier(
  request: Request,
): Promise<CurrentUser & { supplierId: number }> {
  const user = await getCurrentUser(request);
  if (!user || !user.isSupplier || user.isAdmin || !user.supplierId) throw loginRedirect(request);
  return user as CurrentUser & { supplierId: number };
}

export async function requireAdmin(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user || !user.isAdmin) throw loginRedirect(request);
  return user;
}

/** Anonymous cart id for guests, created on first use (the caller commits the session). */
export function ensureCartSessionId(session: Awaited<ReturnType<typeof getSession>>): string {
  let id = session.get("cartSessionId");
  if (!id) {
    id = crypto.randomBytes(16).toString("base64url");
    session.set("cartSessionId", id);
  }
  return id;
}
