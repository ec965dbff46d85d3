// Login limits (ADR 0025): social logins have their own key, an address with many failures
// is slowed down but a correct password still logs in, one e-mail is still locked after 5. The
// rate-limit store's shared behaviour (ADR 0337, also run on PostgreSQL) on SQLite.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { failedLoginFromIp, loginDelayMs, loginSlowdown } from "~/accounts/rate-limit.server";
import { sqliteRateLimitStore } from "~/accounts/rate-limit-store.server";
import { openDatabase, type SqliteDb as DB, tables, run as runWrite } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { getEnv } from "~/env.server";
import { action as loginAction } from "~/routes/login";
import { action as apiAuth } from "~/routes/v1.auth";
import { action as apiSocial } from "~/routes/v1.auth-with-socialmedia";
import { rateLimitStoreBehaviour } from "../support/accounts-store-behaviour";
import { callRoute } from "../support/route-call";
import { freshDatabase, testsOnPostgres } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const realSleep = loginSlowdown.sleep;
const waits: number[] = [];
afterEach(() => {
  loginSlowdown.sleep = realSleep;
  waits.length = 0;
});
function recordWaits() {
  loginSlowdown.sleep = async (ms) => {
    waits.push(ms);
  };
}

let ipCounter = 0;
const freshIp = () => `10.7.0.${++ipCounter}`;
const customer = DEMO_ACCOUNTS.customer;

const run = callRoute;
const formLogin = (email: string, password: string, ip: string) =>
  run(loginAction, new Request("http://app.test/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
    body: new URLSearchParams({ intent: "login", email, password }),
  }));
const json = (url: string, body: unknown, ip: string) =>
  new Request(`http://app.test${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(body),
  });

describe("social logins", () => {
  it("are counted under their own key: 110 social attempts do not lock password logins from that address", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 110; i++) {
      statuses.push((await run(apiSocial, json("/v1/auth-with-socialmedia", { email: customer.email }, ip))).status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(getEnv().RATE_LIMIT_PER_IP);
    expect(statuses.at(-1)).toBe(429); // social logins themselves are limited
    expect((await formLogin(customer.email, customer.password, ip)).status).toBe(302);
    expect((await run(apiAuth, json("/v1/auth", { email: customer.email, password: customer.password }, ip))).status).toBe(200);
  });
});

describe("per-address limit", () => {
  it("a correct password still logs in from an address with many failures for other accounts, after a delay", async () => {
    recordWaits();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await formLogin(`someone${i}@example.test`, "wrong-password", ip)).status).toBe(400);
    }
    expect(waits).toEqual([]); // under the limit: no delay
    const request = json("/login", {}, ip);
    for (let i = 0; i < getEnv().RATE_LIMIT_PER_IP + 20; i++) await failedLoginFromIp(request);
    expect(await loginDelayMs(request)).toBe(loginSlowdown.maxMs);

    expect((await formLogin(customer.email, customer.password, ip)).status).toBe(302);
    expect((await run(apiAuth, json("/v1/auth", { email: customer.email, password: customer.password }, ip))).status).toBe(200);
    expect(waits).toEqual([loginSlowdown.maxMs, loginSlowdown.maxMs]);
    // Another address is not slowed.
    expect((await formLogin(customer.email, customer.password, freshIp())).status).toBe(302);
    expect(waits).toHaveLength(2);
  });

  it("the delay grows with the failures over the limit", async () => {
    const request = json("/login", {}, freshIp());
    const limit = getEnv().RATE_LIMIT_PER_IP;
    for (let i = 0; i < limit - 1; i++) await failedLoginFromIp(request);
    expect(await loginDelayMs(request)).toBe(0);
    await failedLoginFromIp(request);
    expect(await loginDelayMs(request)).toBe(loginSlowdown.stepMs);
    await failedLoginFromIp(request);
    expect(await loginDelayMs(request)).toBe(2 * loginSlowdown.stepMs);
  });

  it("per-e-mail lockout still stops guessing one account from that address", async () => {
    recordWaits();
    const email = "guessed@example.test";
    const hash = (await db.select().from(tables.users)).find((u) => u.email === customer.email)!.passwordHash;
    await runWrite((db) => db.insert(tables.users).values({ email, firstName: "Guessed", passwordHash: hash, isActive: true }));
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await formLogin(email, `guess-${i}`, ip)).status).toBe(400);
    const locked = await formLogin(email, customer.password, ip);
    expect(locked.status).toBe(400);
    expect(JSON.stringify(await locked.json())).toMatch(/Too many attempts/);
  });
});

let second: DB | undefined;
if (!testsOnPostgres) rateLimitStoreBehaviour("SQLite", () => ({
  // A second connection to the same file: another process.
  stores: () => [sqliteRateLimitStore(db), sqliteRateLimitStore((second ??= openDatabase(db.$client.name)))],
  clear: async () => void await runWrite((db) => db.delete(tables.rateLimits)),
}));
