// Start-up checks (ADR 0105): a deployment (APP_URL set) must bring SESSION_SECRET; malformed
// settings stop the start naming the variable; a deployment without SMTP starts but the admin
// console warns; a local installation (no APP_URL) runs on the embedded defaults.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getSessionStorage } from "~/accounts/session.server";
import { tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { ConfigError, getEnv, mailOnlyInOutbox, parseEnv } from "~/env.server";
import { loader as adminLoader } from "~/routes/admin";
import { eq } from "drizzle-orm";
import { freshDatabase } from "../support/test-db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-env-"));
const local = { DATABASE_PATH: path.join(dir, "app.db") };
const secret = "a-deployment-secret-0123456789";

function refusal(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the settings were accepted");
}

describe("settings at start-up", () => {
  it("a local installation starts on the embedded defaults, with a generated session secret", () => {
    const env = parseEnv(local);
    expect(env).toMatchObject({ PORT: 3000, JOB_LEASE_SECONDS: 120, SMTP_TIMEOUT_SECONDS: 10 });
    expect(env.APP_URL ?? env.SMTP_HOST).toBeUndefined();
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(mailOnlyInOutbox(env)).toBe(false);
  });

  it("a deployment without SESSION_SECRET does not start, and says what to set", () => {
    expect(refusal({ ...local, APP_URL: "https://balimice.example" })).toMatch(/SESSION_SECRET: required when APP_URL is set/);
    expect(parseEnv({ ...local, APP_URL: "https://balimice.example", SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });

  it("a DATABASE_URL selects PostgreSQL: it must be a PostgreSQL URL and come with a shared SESSION_SECRET", () => {
    const url = "postgres://app:hunter2@db.internal:5432/balimice";
    const withoutSecret = refusal({ ...local, DATABASE_URL: url });
    expect(withoutSecret).toMatch(/SESSION_SECRET: required with DATABASE_URL/);
    expect(withoutSecret).not.toContain("hunter2"); // the URL (it may hold a password) is not echoed
    const notPostgres = refusal({ ...local, DATABASE_URL: "mysql://app:hunter2@db.internal/balimice", SESSION_SECRET: secret });
    expect(notPostgres).toMatch(/DATABASE_URL: must be a PostgreSQL URL/);
    expect(notPostgres).not.toContain("hunter2");
    expect(parseEnv({ ...local, DATABASE_URL: url, SESSION_SECRET: secret }).DATABASE_URL).toBe(url);
  });

  it("passwords are hashed at bcrypt cost 10 unless a test run asks for less (ADR 0437)", () => {
    expect(parseEnv(local).PASSWORD_HASH_COST).toBe(10);
    expect(parseEnv({ ...local, PASSWORD_HASH_COST: "12" }).PASSWORD_HASH_COST).toBe(12);
    expect(refusal({ ...local, PASSWORD_HASH_COST: "4" })).toMatch(/PASSWORD_HASH_COST: at least 10 outside test runs/);
    expect(refusal({ ...local, NODE_ENV: "production", APP_URL: "https://balimice.example", SESSION_SECRET: secret, PASSWORD_HASH_COST: "9" })).toMatch(/PASSWORD_HASH_COST/);
    expect(parseEnv({ ...local, NODE_ENV: "test", PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
    expect(parseEnv({ ...local, E2E: "true", PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
    expect(refusal({ ...local, NODE_ENV: "test", PASSWORD_HASH_COST: "3" })).toMatch(/^\s+PASSWORD_HASH_COST: /m);
  });

  it("malformed settings stop the start, naming the variable", () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: "eighty" }, "PORT"],
      [{ SMTP_PORT: "-25" }, "SMTP_PORT"],
      [{ APP_URL: "balimice.example" }, "APP_URL"],
      [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
      [{ JOB_LEASE_SECONDS: "0" }, "JOB_LEASE_SECONDS"],
      [{ SMTP_TIMEOUT_SECONDS: "soon" }, "SMTP_TIMEOUT_SECONDS"],
      [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
      [{ WEB_CONCURRENCY: "0" }, "WEB_CONCURRENCY"],
    ];
    for (const [source, name] of cases) expect(refusal({ ...local, ...source })).toMatch(new RegExp(`^\\s+${name}: `, "m"));
  });

  it("a deployment without SMTP starts, and the admin console warns that mail only reaches the outbox", async () => {
    expect(mailOnlyInOutbox(parseEnv({ ...local, APP_URL: "https://balimice.example", SESSION_SECRET: secret }))).toBe(true);
    expect(mailOnlyInOutbox(parseEnv({ ...local, APP_URL: "https://balimice.example", SESSION_SECRET: secret, SMTP_HOST: "smtp.example" }))).toBe(false);

    const db = await freshDatabase();
    const admin = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.admin.email))))!;
    // The session cookie's name follows APP_URL (__Host-session on https): log in under each setting.
    const adminCookie = async () => {
      const session = await getSessionStorage().getSession();
      session.set("userId", admin.id);
      return (await getSessionStorage().commitSession(session)).split(";")[0];
    };
    const env = getEnv();
    const saved = env.APP_URL;
    try {
      env.APP_URL = "https://balimice.example";
      let cookie = await adminCookie();
      const page = await adminLoader({ request: new Request("http://app.test/admin/mail", { headers: { Cookie: cookie } }), params: {}, context: {} });
      expect(await page.json()).toMatchObject({ mailOnlyInOutbox: true });
      env.APP_URL = undefined;
      cookie = await adminCookie();
      const localPage = await adminLoader({ request: new Request("http://app.test/admin/mail", { headers: { Cookie: cookie } }), params: {}, context: {} });
      expect(await localPage.json()).toMatchObject({ mailOnlyInOutbox: false });
    } finally {
      env.APP_URL = saved;
    }
  });
});
