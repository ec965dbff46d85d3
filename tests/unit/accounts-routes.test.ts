// Route actions called directly with real Requests (no server): roles, answers, rate limits,
// the session after login, and the /v1 account calls.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyAccessToken } from "~/accounts/api-auth.server";
import { getSessionStorage } from "~/accounts/session.server";
import { type DB, tables, first, run as runWrite } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action as loginAction } from "~/routes/login";
import { action as vendorAction } from "~/routes/register-vendor";
import { action as apiAuth } from "~/routes/v1.auth";
import { action as apiRegister } from "~/routes/v1.register";
import { action as apiSocial } from "~/routes/v1.auth-with-socialmedia";
import { action as apiForgot } from "~/routes/v1.forgotpassword";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

let ipCounter = 0;
/** A distinct client address per request group, so IP limits do not leak between tests. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function formRequest(url: string, fields: Record<string, string>, init: { cookie?: string; ip?: string } = {}) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": init.ip ?? freshIp() });
  if (init.cookie) headers.set("Cookie", init.cookie);
  return new Request(`http://app.test${url}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

function jsonRequest(url: string, body: unknown, ip = freshIp()) {
  return new Request(`http://app.test${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(body),
  });
}

async function run(fn: (args: never) => Promise<Response>, request: Request): Promise<Response> {
  try {
    return await fn({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const user = async (email: string) => await first(db.select().from(tables.users).where(eq(tables.users.email, email)));

describe("roles cannot be raised through form fields", () => {
  it("planner sign-up ignores posted isAdmin / isSupplier", async () => {
    const email = "raise.me@example.test";
    const response = await run(loginAction, formRequest("/login?tab=signup", {
      intent: "signup", firstName: "Eve", lastName: "Hacker", email, password: "Lontar-Sunrise-42", passwordConfirm: "Lontar-Sunrise-42",
      isAdmin: "true", isSupplier: "true", isActive: "true",
    }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/register-complete?email=${encodeURIComponent(email)}`);
    expect(await user(email)).toMatchObject({ isAdmin: false, isSupplier: false, isCustomer: true, isActive: false });
  });

  it("vendor sign-up makes a supplier but never an admin", async () => {
    const email = "vendor.raise@example.test";
    const response = await run(vendorAction, formRequest("/register-vendor", {
      intent: "signup", firstName: "Vee", lastName: "Endor", email, password: "Lontar-Sunrise-42", passwordConfirm: "Lontar-Sunrise-42", isAdmin: "1",
    }));
    expect(response.status).toBe(302);
    const u = (await user(email))!;
    expect(u).toMatchObject({ isAdmin: false, isSupplier: true });
    expect(await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, u.id)))).toBeTruthy();
  });

  it("the API ignores isAdmin; isSupplier is the vendor sign-up (200), planners get 201", async () => {
    const a = await run(apiRegister, jsonRequest("/v1/register", {
      firstName: "Api", lastName: "Admin", email: "api.admin@example.test", password: "Lontar-Sunrise-42", passwordConfirm: "Lontar-Sunrise-42", isAdmin: true,
    }));
    expect(a.status).toBe(201);
    expect(await user("api.admin@example.test")).toMatchObject({ isAdmin: false, isSupplier: false });
    const v = await run(apiRegister, jsonRequest("/v1/register", {
      firstName: "Api", lastName: "Vendor", email: "api.vendor@example.test", password: "Lontar-Sunrise-42", passwordConfirm: "Lontar-Sunrise-42", isSupplier: true,
    }));
    expect(v.status).toBe(200);
    expect(await user("api.vendor@example.test")).toMatchObject({ isAdmin: false, isSupplier: true });
  });
});

describe("login form", () => {
  it("shows the spec's messages for empty fields and mismatched passwords", async () => {
    const empty = await run(loginAction, formRequest("/login", { intent: "login", email: "", password: "" }));
    expect(empty.status).toBe(400);
    // Field-level (ADR 0181): the spec's text on each empty field, none at form level.
    const emptyBody = await empty.json();
    expect(emptyBody.result.error).toEqual({ email: ["E-mail or Password is empty!"], password: ["E-mail or Password is empty!"] });
    const noPassword = await run(loginAction, formRequest("/login", { intent: "login", email: "a@b.test", password: "" }));
    expect((await noPassword.json()).result.error).toEqual({ password: ["E-mail or Password is empty!"] });

    const incomplete = await run(loginAction, formRequest("/login", { intent: "signup", firstName: "A", email: "a@b.test" }));
    const body = await incomplete.json();
    expect(body.result.error).toEqual({
      lastName: ["Please complete form registration!"],
      password: ["Please complete form registration!"],
      passwordConfirm: ["Please complete form registration!"],
    });
    expect(body.result.initialValue).toMatchObject({ firstName: "A", email: "a@b.test" }); // kept for the form

    const mismatch = await run(loginAction, formRequest("/login", {
      intent: "signup", firstName: "A", lastName: "B", email: "a@b.test", password: "Lontar-Sunrise-42", passwordConfirm: "Lontar-Sunrise-43",
    }));
    const mismatchBody = await mismatch.json();
    expect(JSON.stringify(mismatchBody)).toContain("Password not match!");
    expect(mismatchBody.result.initialValue.password).toBeUndefined(); // passwords are not sent back
  });

  it("answers a wrong password and an unknown e-mail identically", async () => {
    const wrong = await run(loginAction, formRequest("/login", { intent: "login", email: DEMO_ACCOUNTS.customer.email, password: "nope-nope" }));
    const unknown = await run(loginAction, formRequest("/login", { intent: "login", email: "ghost@example.test", password: "nope-nope" }));
    expect(wrong.status).toBe(unknown.status);
    const [w, u] = [await wrong.json(), await unknown.json()];
    expect(w.result.error).toEqual(u.result.error);
    expect(w.result.error[""]).toEqual(["Incorrect e-mail or password."]);
  });

  it("logs in: hands the guest cart id to afterLogin, drops it from the session, and sends a vendor to /dashboard", async () => {
    const storage = getSessionStorage();
    const guest = await storage.getSession();
    guest.set("cartSessionId", "guest-cart-123");
    const cookie = (await storage.commitSession(guest)).split(";")[0];
    const afterLogin = await import("~/login/after-login.server");
    const spy = vi.spyOn(afterLogin, "afterLogin");

    const response = await run(loginAction, formRequest("/login", {
      intent: "login", email: DEMO_ACCOUNTS.vendor.email.toUpperCase(), password: DEMO_ACCOUNTS.vendor.password,
    }, { cookie }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const session = await storage.getSession(response.headers.get("Set-Cookie"));
    const vendorId = (await user(DEMO_ACCOUNTS.vendor.email))!.id;
    expect(session.get("userId")).toBe(vendorId);
    expect(session.get("cartSessionId")).toBeUndefined();
    expect(spy).toHaveBeenCalledWith({ userId: vendorId, guestCartSessionId: "guest-cart-123" });
  });

  it("goes back to a safe redirectTo, never to another site", async () => {
    const ok = await run(loginAction, formRequest("/login", {
      intent: "login", email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password, redirectTo: "/my-reservation",
    }));
    expect(ok.headers.get("Location")).toBe("/my-reservation");
    const evil = await run(loginAction, formRequest("/login", {
      intent: "login", email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password, redirectTo: "//evil.example/x",
    }));
    expect(evil.headers.get("Location")).toBe("/admin/manage-payments");
  });

  it("locks an e-mail after 5 failed logins, even for the right password, without touching other accounts", async () => {
    const email = "lockme@example.test";
    // An account of its own, so the lock does not disturb other tests.
    const passwordHash = (await user(DEMO_ACCOUNTS.customer.email))!.passwordHash;
    await runWrite((db) => db.insert(tables.users).values({ email, firstName: "Lock", passwordHash, isActive: true }));
    for (let i = 0; i < 5; i++) {
      const r = await run(loginAction, formRequest("/login", { intent: "login", email, password: `wrong-${i}` }));
      expect(JSON.stringify(await r.json())).toContain("Incorrect e-mail or password.");
    }
    const locked = await run(loginAction, formRequest("/login", { intent: "login", email, password: DEMO_ACCOUNTS.customer.password }));
    expect(locked.status).toBe(400);
    expect(JSON.stringify(await locked.json())).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./);
    const other = await run(loginAction, formRequest("/login", { intent: "login", email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password }));
    expect(other.status).toBe(302);
  });

  it("limits attempts per IP", async () => {
    vi.stubEnv("RATE_LIMIT_PER_IP", "3");
    const { getEnv } = await import("~/env.server");
    const env = getEnv();
    const saved = env.RATE_LIMIT_PER_IP;
    env.RATE_LIMIT_PER_IP = 3; // the parsed env is cached
    try {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await run(loginAction, formRequest("/login", { intent: "forgot", email: `ip${i}@example.test` }, { ip }));
        statuses.push(r.status);
      }
      expect(statuses).toEqual([302, 302, 302, 429, 429]);
    } finally {
      env.RATE_LIMIT_PER_IP = saved;
    }
  });

  it("forgot password answers the same for known and unknown addresses", async () => {
    const known = await run(loginAction, formRequest("/login", { intent: "forgot", email: DEMO_ACCOUNTS.customer.email, js: "1" }));
    const unknown = await run(loginAction, formRequest("/login", { intent: "forgot", email: "ghost2@example.test", js: "1" }));
    const [k, u] = [await known.json(), await unknown.json()];
    expect(k.success.message.replace(DEMO_ACCOUNTS.customer.email, "X")).toBe(u.success.message.replace("ghost2@example.test", "X"));
    const apiKnown = await run(apiForgot, jsonRequest("/v1/forgotpassword", { email: DEMO_ACCOUNTS.customer.email }));
    const apiUnknown = await run(apiForgot, jsonRequest("/v1/forgotpassword", { email: "ghost3@example.test" }));
    expect(apiKnown.status).toBe(201);
    expect(await apiKnown.json()).toEqual(await apiUnknown.json());
  });
});

describe("/v1 auth", () => {
  it("returns data.accessToken for the right password and the same 401 for wrong password or unknown e-mail", async () => {
    const ok = await run(apiAuth, jsonRequest("/v1/auth", { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password }));
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(await verifyAccessToken(body.data.accessToken)).toBe((await user(DEMO_ACCOUNTS.customer.email))!.id);
    expect(body.data.profile).toMatchObject({ email: DEMO_ACCOUNTS.customer.email, isAdmin: false, supplierId: null });

    const wrong = await run(apiAuth, jsonRequest("/v1/auth", { email: DEMO_ACCOUNTS.customer.email, password: "x-wrong" }));
    const unknown = await run(apiAuth, jsonRequest("/v1/auth", { email: "ghost@example.test", password: "x-wrong" }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("auth-with-socialmedia refuses a bare e-mail (no one can log in as someone else)", async () => {
    const r = await run(apiSocial, jsonRequest("/v1/auth-with-socialmedia", {
      email: DEMO_ACCOUNTS.admin.email, firstName: "Ayu", lastName: "Admin", username: "ayuadmin",
    }));
    expect(r.status).toBe(401);
    expect((await r.json()).data).toBeUndefined();
  });

  it("auth-with-socialmedia accepts a Google ID token for our client id and takes the e-mail from Google", async () => {
    const { getEnv } = await import("~/env.server");
    const env = getEnv();
    env.GOOGLE_CLIENT_ID = "our-client-id";
    try {
      const fetchMock = vi.fn(async (url: string | URL) => {
        const token = new URL(String(url)).searchParams.get("id_token");
        const aud = token === "good" ? "our-client-id" : "someone-else";
        return Response.json({ aud, email: "Google.User@Example.test", email_verified: "true", given_name: "Gede", family_name: "Putra" });
      });
      vi.stubGlobal("fetch", fetchMock);
      const ok = await run(apiSocial, jsonRequest("/v1/auth-with-socialmedia", { provider: "google", idToken: "good", email: DEMO_ACCOUNTS.admin.email }));
      expect(ok.status).toBe(200);
      const body = await ok.json();
      expect(body.data.profile).toMatchObject({ email: "google.user@example.test", isAdmin: false });
      expect(await user("google.user@example.test")).toMatchObject({ username: "gedeputra", isActive: true });

      const otherApp = await run(apiSocial, jsonRequest("/v1/auth-with-socialmedia", { provider: "google", idToken: "foreign" }));
      expect(otherApp.status).toBe(401);
    } finally {
      env.GOOGLE_CLIENT_ID = undefined;
    }
  });
});
