// The session cookie: signed, httpOnly, SameSite=Lax, secure in production.
// It carries the user id (roles are read from the database on every request, so a
// cookie can never raise them) and, for guests, an anonymous cart id.
import crypto from "node:crypto";
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { getEnv } from "~/env.server";
import { noteRequestUser } from "~/utils/logger.server";

export type SessionData = { userId?: number; cartSessionId?: string; couponCode?: string };

let storage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production" && !!env.APP_URL?.startsWith("https:"),
      secrets: [env.SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}
export function getSessionStorage() {
  storage ??= createStorage();
  return storage;
}

export async function getSession(request: Request) {
  return getSessionStorage().getSession(request.headers.get("Cookie"));
}

export async function commitSession(session: Awaited<ReturnType<typeof getSession>>) {
  return getSessionStorage().commitSession(session);
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
  return loadCurrentUser(userId);
}

export function loadCurrentUser(userId: number): CurrentUser | null {
  const db = getDb();
  const row = db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      isAdmin: schema.users.isAdmin,
      isSupplier: schema.users.isSupplier,
      isCustomer: schema.users.isCustomer,
      isActive: schema.users.isActive,
      supplierId: schema.suppliers.id,
    })
    .from(schema.users)
    .leftJoin(schema.suppliers, eq(schema.suppliers.userId, schema.users.id))
    .where(eq(schema.users.id, userId))
    .get();
  if (!row || !row.isActive) return null;
  noteRequestUser(row.id); // the access log's user id
  let venueId: number | null = null;
  if (row.supplierId) {
    venueId =
      db
        .select({ id: schema.venues.id })
        .from(schema.venues)
        .where(eq(schema.venues.supplierId, row.supplierId))
        .get()?.id ?? null;
  }
  const { isActive: _active, ...user } = row;
  return { ...user, supplierId: row.supplierId ?? null, venueId };
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
