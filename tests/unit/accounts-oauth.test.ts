// The web social login (remix-auth OAuth 2 strategies) with the providers' HTTP calls stubbed.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { resetAuthenticator } from "~/accounts/auth.server";
import { getSessionStorage } from "~/accounts/session.server";
import { type DB, tables, first } from "~/db.server";
import { getEnv } from "~/env.server";
import { action as startLogin } from "~/routes/auth_.$provider";
import { loader as callback } from "~/routes/auth_.$provider_.callback";
import { loader as loginLoader } from "~/routes/login";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => {
  const env = getEnv();
  Object.assign(env, { GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined, FACEBOOK_CLIENT_ID: undefined, FACEBOOK_CLIENT_SECRET: undefined, APP_URL: undefined });
  resetAuthenticator();
});

async function call(fn: (args: never) => Promise<Response>, request: Request, params: Record<string, string>) {
  try {
    return await fn({ request, params, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

it("hides the buttons and answers 404 while a provider is not configured", async () => {
  resetAuthenticator();
  const page = await call(loginLoader, new Request("http://app.test/login"), {});
  expect((await page.json()).social).toEqual({ google: false, facebook: false });
  const r = await call(startLogin, new Request("http://app.test/auth/google", { method: "POST" }), { provider: "google" });
  expect(r.status).toBe(404);
});

it("Facebook: redirects with state, then the callback creates an active customer and logs in", async () => {
  Object.assign(getEnv(), { FACEBOOK_CLIENT_ID: "fb-app", FACEBOOK_CLIENT_SECRET: "fb-secret", APP_URL: "https://balimice.example" });
  resetAuthenticator();
  const page = await call(loginLoader, new Request("http://app.test/login"), {});
  expect((await page.json()).social).toEqual({ google: false, facebook: true });

  const start = await call(startLogin, new Request("http://app.test/auth/facebook", { method: "POST" }), { provider: "facebook" });
  expect(start.status).toBe(302);
  const to = new URL(start.headers.get("Location")!);
  expect(to.origin + to.pathname).toBe("https://www.facebook.com/v19.0/dialog/oauth");
  expect(to.searchParams.get("client_id")).toBe("fb-app");
  expect(to.searchParams.get("redirect_uri")).toBe("https://balimice.example/auth/facebook/callback");
  const state = to.searchParams.get("state")!;
  const cookie = start.headers.get("Set-Cookie")!.split(";")[0];

  // A callback whose state does not match the session is refused.
  const forged = await call(callback, new Request(`http://app.test/auth/facebook/callback?state=other&code=c`, { headers: { Cookie: cookie } }), { provider: "facebook" });
  expect(forged.headers.get("Location")).toBe("/login");

  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname.endsWith("/oauth/access_token")) return Response.json({ access_token: "fb-token", token_type: "bearer" });
    if (url.pathname.endsWith("/me")) {
      // eslint-disable-next-line test-honesty/conditional-expect -- inside the fetch mock, which answers each gateway call: the login below needs this /me answer, so it runs
      expect(url.searchParams.get("appsecret_proof")).toMatch(/^[0-9a-f]{64}$/);
      return Response.json({ id: "42", email: "Fb.Person@Example.test", first_name: "Luh", last_name: "De" });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  const done = await call(callback, new Request(`http://app.test/auth/facebook/callback?state=${state}&code=abc`, { headers: { Cookie: cookie } }), { provider: "facebook" });
  expect(done.status).toBe(302);
  expect(done.headers.get("Location")).toBe("/");
  const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, "fb.person@example.test"))))!;
  expect(user).toMatchObject({ isActive: true, isCustomer: true, isAdmin: false, username: "luhde" });
  const session = await getSessionStorage().getSession(done.headers.get("Set-Cookie"));
  expect(session.get("userId")).toBe(user.id);
});

it("Google: an unverified e-mail is refused", async () => {
  Object.assign(getEnv(), { GOOGLE_CLIENT_ID: "g-client", GOOGLE_CLIENT_SECRET: "g-secret", APP_URL: "https://balimice.example" });
  resetAuthenticator();
  const start = await call(startLogin, new Request("http://app.test/auth/google", { method: "POST" }), { provider: "google" });
  const to = new URL(start.headers.get("Location")!);
  expect(to.hostname).toBe("accounts.google.com");
  const cookie = start.headers.get("Set-Cookie")!.split(";")[0];
  vi.stubGlobal("fetch", vi.fn(async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("oauth2.googleapis.com/token")) return Response.json({ access_token: "g-token", id_token: "x" });
    return Response.json({ sub: "1", email: "unverified@example.test", email_verified: false, given_name: "U", family_name: "V" });
  }));
  const done = await call(callback, new Request(`http://app.test/auth/google/callback?state=${to.searchParams.get("state")}&code=abc`, { headers: { Cookie: cookie } }), { provider: "google" });
  expect(done.headers.get("Location")).toBe("/login");
  expect(await first(db.select().from(tables.users).where(eq(tables.users.email, "unverified@example.test")))).toBeUndefined();
});
