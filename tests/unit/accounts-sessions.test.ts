// Server-side sessions and /v1 tokens (ADR 0024): a cookie or token saved before logout, a
// password reset or "log out everywhere" opens nothing afterwards; the cookie carries only an id.
// The session store's shared behaviour (ADR 0337, also run on PostgreSQL) on SQLite.
import { createCookieSessionStorage } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { verifyAccessToken } from "~/accounts/api-auth.server";
import { requestPasswordReset, resetPassword } from "~/accounts/accounts.server";
import {
  commitSession,
  getCurrentUser,
  getSession,
  pruneExpiredSessions,
  SESSION_TOUCH_INTERVAL_MS,
} from "~/accounts/session.server";
import { sqliteSessionStore } from "~/accounts/session-store.server";
import { openDatabase, type SqliteDb as DB, tables, first, run as runWrite } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { getEnv } from "~/env.server";
import { action as changePasswordAction } from "~/routes/account.password";
import { action as logoutAction } from "~/routes/logout";
import { action as loginAction } from "~/routes/login";
import { loader as myReservationLoader } from "~/routes/my-reservation";
import { action as apiAuth } from "~/routes/v1.auth";
import { loader as apiInvoices } from "~/routes/v1.invoice";
import { sessionStoreBehaviour } from "../support/accounts-store-behaviour";
import { callRoute } from "../support/route-call";
import { freshDatabase, testsOnPostgres } from "../support/test-db";
import { requestContext } from "../../server/logger.mjs";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const customer = DEMO_ACCOUNTS.customer;
let ipCounter = 0;
const freshIp = () => `10.9.0.${++ipCounter}`;

const run = callRoute;

const post = (url: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://app.test${url}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": freshIp(),
      "User-Agent": "UnitTest/1.0",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });

/** Logs in through the /login action like a browser; returns the cookie to send back. */
async function browserLogin(email: string = customer.email, password: string = customer.password) {
  const response = await run(loginAction, post("/login", { intent: "login", email, password }));
  expect(response.status).toBe(302);
  return response.headers.get("Set-Cookie")!.split(";")[0];
}

async function apiLogin(email: string = customer.email, password: string = customer.password) {
  const response = await run(apiAuth, new Request("http://app.test/v1/auth", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
    body: JSON.stringify({ email, password }),
  }));
  expect(response.status).toBe(200);
  return (await response.json()).data.accessToken as string;
}

/** True when the cookie still opens the customer's /my-reservation page. */
async function opensMyReservation(cookie: string) {
  const response = await run(myReservationLoader, new Request("http://app.test/my-reservation", { headers: { Cookie: cookie } }));
  if (response.status === 200) return true;
  expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fmy-reservation");
  return false;
}

async function apiTokenWorks(token: string) {
  const response = await run(apiInvoices, new Request("http://app.test/v1/invoice", { headers: { "api-key": token } }));
  return response.status === 200;
}

const customerId = async () => (await first(db.select().from(tables.users).where(eq(tables.users.email, customer.email))))!.id;
const sessionRows = async () => await db.select().from(tables.sessions);

describe("the session cookie", () => {
  it("carries only a random id: two logins of the same user get different cookies, no user id inside", async () => {
    const response = await run(loginAction, post("/login", { intent: "login", email: customer.email, password: customer.password }));
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // http origin in tests
    const value = decodeURIComponent(setCookie.split(";")[0].split("=").slice(1).join("="));
    expect(Buffer.from(value.split(".")[0], "base64").toString("latin1")).not.toContain("userId");
    const second = await browserLogin();
    expect(second).not.toBe(setCookie.split(";")[0]);
    const row = (await db.select().from(tables.sessions).where(eq(tables.sessions.userId, await customerId()))).at(-1)!;
    expect(row.userAgent).toBe("UnitTest/1.0");
    expect(row.idHash).toMatch(/^[0-9a-f]{64}$/); // only the hash of the id is stored
  });

  it("is Secure with the __Host- prefix when the public origin is https", async () => {
    const env = getEnv();
    const saved = env.APP_URL;
    env.APP_URL = "https://balimice.example";
    try {
      const cookie = await browserLogin();
      expect(cookie).toMatch(/^__Host-session=/);
      const response = await run(loginAction, post("/login", { intent: "login", email: customer.email, password: customer.password }));
      expect(response.headers.get("Set-Cookie")).toMatch(/; Secure/i);
      expect(response.headers.get("Set-Cookie")).not.toMatch(/Domain=/i);
    } finally {
      env.APP_URL = saved;
    }
  });

  it("a cookie of the old format (signed user id) opens nothing", async () => {
    const old = createCookieSessionStorage({ cookie: { name: "__session", secrets: [getEnv().SESSION_SECRET], path: "/" } });
    const session = await old.getSession();
    session.set("userId", await customerId());
    const cookie = (await old.commitSession(session)).split(";")[0];
    expect(await opensMyReservation(cookie)).toBe(false);
  });

  it("writes no row for a visitor with nothing to keep, one guest row (no user) once there is a cart", async () => {
    const before = (await sessionRows()).length;
    const empty = await getSession(new Request("http://app.test/"));
    const header = await commitSession(empty);
    expect(header).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await sessionRows()).toHaveLength(before);
    const guest = await getSession(new Request("http://app.test/"));
    guest.set("cartSessionId", "guest-cart-for-row-test");
    await commitSession(guest);
    const rows = await sessionRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.userId).toBeNull();
  });
});

describe("within one request", () => {
  const page = (cookie: string) => new Request("http://app.test/search", { headers: { Cookie: cookie } });

  it("the session row is read once for the layout, the page and the cache (ADR 0445); a write in the request is seen by the next read", async () => {
    const cookie = await browserLogin();
    const userId = await customerId();
    await requestContext().run({}, async () => {
      const first = await getSession(page(cookie));
      expect(first.get("userId")).toBe(userId);
      // The row changed behind the request's back (another request): this request keeps what it read.
      await runWrite((d) => d.update(tables.sessions).set({ data: JSON.stringify({ couponCode: "FROM-ELSEWHERE" }) }).where(eq(tables.sessions.userId, userId)));
      expect((await getSession(page(cookie))).get("couponCode")).toBeUndefined();
      // This request's own write (an action committing the session) is read back by its loaders.
      const session = await getSession(page(cookie));
      session.set("couponCode", "MINE");
      await commitSession(session);
      expect((await getSession(page(cookie))).get("couponCode")).toBe("MINE");
    });
    // The next request reads the row again.
    await requestContext().run({}, async () => {
      await runWrite((d) => d.update(tables.sessions).set({ data: JSON.stringify({ couponCode: "NEXT" }) }).where(eq(tables.sessions.userId, userId)));
      expect((await getSession(page(cookie))).get("couponCode")).toBe("NEXT");
    });
  });
});

describe("revocation", () => {
  it("a cookie saved before logout is refused after it", async () => {
    const cookie = await browserLogin();
    expect(await opensMyReservation(cookie)).toBe(true);
    const out = await run(logoutAction, post("/logout", {}, cookie));
    expect(out.status).toBe(302);
    expect(await opensMyReservation(cookie)).toBe(false);
    // Sending the dead cookie again does not bring the session back.
    const session = await getSession(new Request("http://app.test/", { headers: { Cookie: cookie } }));
    expect(session.id).toBe("");
  });

  it("a cookie and a /v1 token saved before a password reset are refused after it", async () => {
    const cookie = await browserLogin();
    const token = await apiLogin();
    expect(await opensMyReservation(cookie)).toBe(true);
    expect(await apiTokenWorks(token)).toBe(true);

    // The reset link from the outbox, as the owner would follow it.
    await requestPasswordReset(customer.email, "http://app.test");
    const mail = (await db.select().from(tables.outbox)).at(-1)!;
    const resetToken = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("resetPassword")!;
    expect(await resetPassword({ email: customer.email, token: resetToken, password: customer.password })).toBe(true);

    expect(await opensMyReservation(cookie)).toBe(false);
    expect(await apiTokenWorks(token)).toBe(false);
    expect(await verifyAccessToken(token)).toBeNull();
    // Logging in again works.
    expect(await opensMyReservation(await browserLogin())).toBe(true);
  });

  it("log out everywhere ends the other sessions and the /v1 tokens of the account, not other accounts'", async () => {
    const laptop = await browserLogin();
    const phone = await browserLogin();
    const app = await apiLogin();
    const vendor = await browserLogin(DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
    const out = await run(logoutAction, post("/logout", { intent: "everywhere" }, phone));
    expect(out.status).toBe(302);
    expect(out.headers.get("Set-Cookie")).toContain("__toast=");
    expect(await opensMyReservation(laptop)).toBe(false);
    expect(await opensMyReservation(phone)).toBe(false);
    expect(await apiTokenWorks(app)).toBe(false);
    const vendorSession = await getCurrentUser(new Request("http://app.test/dashboard", { headers: { Cookie: vendor } }));
    expect(vendorSession?.email).toBe(DEMO_ACCOUNTS.vendor.email);
  });

  it("a password change ends the other sessions and /v1 tokens; this browser gets a new session", async () => {
    const email = "changer@example.test";
    const hash = (await first(db.select().from(tables.users).where(eq(tables.users.id, await customerId()))))!.passwordHash;
    await runWrite((db) => db.insert(tables.users).values({ email, firstName: "Made", lastName: "Changer", passwordHash: hash, isActive: true, isCustomer: true }));
    const other = await browserLogin(email);
    const token = await apiLogin(email);
    const here = await browserLogin(email);

    const weak = await run(changePasswordAction, post("/account/password", { currentPassword: customer.password, password: "MadeChanger1", passwordConfirm: "MadeChanger1" }, here));
    expect(weak.status).toBe(400);
    expect((await weak.json()).result.error.password).toEqual(["Your password must not contain your e-mail address or name."]);
    const wrong = await run(changePasswordAction, post("/account/password", { currentPassword: "not-it", password: "Frangipani-Terrace-7", passwordConfirm: "Frangipani-Terrace-7" }, here));
    expect((await wrong.json()).result.error.currentPassword).toEqual(["Your current password is not correct."]);
    expect(await opensMyReservation(other)).toBe(true); // nothing changed yet

    const done = await run(changePasswordAction, post("/account/password", { currentPassword: customer.password, password: "Frangipani-Terrace-7", passwordConfirm: "Frangipani-Terrace-7" }, here));
    expect(done.status).toBe(302);
    expect(await opensMyReservation(other)).toBe(false);
    expect(await opensMyReservation(here)).toBe(false); // the old id is gone too...
    expect(await opensMyReservation(done.headers.get("Set-Cookie")!.match(/__session=[^;]+/)![0])).toBe(true); // ...this browser has a new one
    expect(await apiTokenWorks(token)).toBe(false);
  });

  it("a /v1 client logging out (DELETE /v1/auth) revokes its token only", async () => {
    const phone = await apiLogin();
    const tablet = await apiLogin();
    const out = await run(apiAuth, new Request("http://app.test/v1/auth", { method: "DELETE", headers: { "api-key": phone } }));
    expect(out.status).toBe(200);
    expect(await apiTokenWorks(phone)).toBe(false);
    expect(await apiTokenWorks(tablet)).toBe(true);
    const again = await run(apiAuth, new Request("http://app.test/v1/auth", { method: "DELETE", headers: { "api-key": phone } }));
    // A revoked token is no token of ours: the spec's error that makes the client log out (ADR 0130).
    expect(again.status).toBe(500);
    expect(await again.json()).toEqual({ name: "JsonWebTokenError", message: "invalid token" });
  });

  it("a /v1 token is stored hashed and expires", async () => {
    const token = await apiLogin();
    const rows = await db.select().from(tables.apiTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const userId = await customerId();
    await runWrite((db) => db.update(tables.apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tables.apiTokens.userId, userId)));
    expect(await apiTokenWorks(token)).toBe(false);
  });
});

describe("expiry", () => {
  afterEach(async () => {
    await runWrite((db) => db.delete(tables.sessions));
  });

  it("refuses a session past its idle or absolute expiry; prune deletes expired rows", async () => {
    const idle = await browserLogin();
    const absolute = await browserLogin();
    const [idleRow, absoluteRow] = (await db.select().from(tables.sessions).where(eq(tables.sessions.userId, await customerId()))).slice(-2);
    const past = new Date(Date.now() - 1000);
    await runWrite((db) => db.update(tables.sessions).set({ idleExpiresAt: past }).where(eq(tables.sessions.idHash, idleRow.idHash)));
    await runWrite((db) => db.update(tables.sessions).set({ expiresAt: past }).where(eq(tables.sessions.idHash, absoluteRow.idHash)));
    expect(await opensMyReservation(idle)).toBe(false);
    expect(await opensMyReservation(absolute)).toBe(false);

    // Reading an expired session already deleted it; prune finds the ones nobody read.
    await browserLogin();
    const live = (await sessionRows()).length;
    const stale = await browserLogin();
    const idHash = (await sessionRows()).at(-1)!.idHash;
    await runWrite((db) => db.update(tables.sessions).set({ idleExpiresAt: past }).where(eq(tables.sessions.idHash, idHash)));
    expect((await pruneExpiredSessions()).sessions).toBe(1);
    expect(await sessionRows()).toHaveLength(live);
    expect(await opensMyReservation(stale)).toBe(false);
  });

  it("writes last-seen at most every few minutes", async () => {
    const cookie = await browserLogin();
    const row = async () => (await sessionRows()).at(-1)!;
    const recent = new Date(Date.now() - 60_000);
    await runWrite((db) => db.update(tables.sessions).set({ lastSeenAt: recent }));
    await opensMyReservation(cookie);
    expect((await row()).lastSeenAt.getTime()).toBe(recent.getTime());
    const old = new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS - 1000);
    await runWrite((db) => db.update(tables.sessions).set({ lastSeenAt: old }));
    await opensMyReservation(cookie);
    expect((await row()).lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 5000);
    expect((await row()).idleExpiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
  });
});

let second: DB | undefined;
// SQLite's own store: on PostgreSQL `db` is no file to open a second connection to.
if (!testsOnPostgres) sessionStoreBehaviour("SQLite", () => ({
  // A second connection to the same file: another process.
  stores: () => [sqliteSessionStore(db), sqliteSessionStore((second ??= openDatabase(db.$client.name)))],
  users: async () => [await customerId(), (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!.id],
  row: async (idHash) => {
    const r = await first(db.select().from(tables.sessions).where(eq(tables.sessions.idHash, idHash)));
    if (!r) return undefined;
    const { createdAt: _created, ...rest } = r;
    return { ...rest, lastSeenAt: r.lastSeenAt.getTime(), expiresAt: r.expiresAt.getTime(), idleExpiresAt: r.idleExpiresAt.getTime() };
  },
  addApiToken: async (userId, tokenHash, expiresAt) =>
    void await runWrite((db) => db.insert(tables.apiTokens).values({ userId, tokenHash, expiresAt: new Date(expiresAt) })),
  apiTokenHashes: async () => (await db.select().from(tables.apiTokens)).map((t) => t.tokenHash).sort(),
  clear: async () => {
    await runWrite((db) => db.delete(tables.sessions));
    await runWrite((db) => db.delete(tables.apiTokens));
  },
}));
