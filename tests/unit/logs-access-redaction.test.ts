// The access log (ADR 0103): one JSON line per request with request id, method, path, status,
// duration and the logged-in user's id, and never a secret: query-string tokens (invoice,
// activation, reset, API keys, OAuth codes), the payment sandbox's and calendar feed's path tokens, cookies and
// api-key headers stay out of it.
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loadCurrentUser } from "~/accounts/session.server";
import { tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { accessLogMiddleware } from "../../server/access-log.mjs";
import { noteRequestUser, redactUrl, requestContext } from "../../server/logger.mjs";
import { freshDatabase } from "../support/test-db";

const lines: Record<string, unknown>[] = [];
let raw = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;

beforeAll(async () => {
  globalThis.__appLogger = pino({ level: "info" }, { write: (line: string) => ((raw += line), lines.push(JSON.parse(line))) });
  const app = express();
  app.use(accessLogMiddleware());
  app.get("/as-user", async (_req: unknown, res: { send: (s: string) => void }) => {
    await new Promise((r) => setTimeout(r, 5)); // the user is noted after an await, as in the app
    noteRequestUser(42);
    res.send("ok");
  });
  app.use((_req: unknown, res: { send: (s: string) => void }) => res.send("ok"));
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", resolve)));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  globalThis.__appLogger = undefined;
  await new Promise((resolve) => server.close(resolve));
});

const SECRET_URLS = [
  "/confirmation?id=INV-20260101-ABC&token=SECRET-invoice-token",
  "/voucher/INV-20260101-ABC?token=SECRET-voucher-token",
  "/activation?email=a%40example.test&activation=SECRET-activation",
  "/resetpassword?email=a%40example.test&token=SECRET-reset",
  "/v1/invoice/detail?access_token=SECRET-access&api-key=SECRET-apikey&apiKey=SECRET-apikey2",
  "/auth/google/callback?code=SECRET-oauth-code&state=SECRET-oauth-state",
  "/payment-sandbox/SECRET-sandbox-token",
  "/calendar-feed/SECRET-calendar-feed-token.ics",
  "/search?access%5Ftoken=SECRET-encoded-name",
];

describe("access log", () => {
  it("writes no secret from query strings, paths, cookies or api-key headers", async () => {
    for (const url of SECRET_URLS) {
      const res = await fetch(base + url, { headers: { Cookie: "__session=SECRET-cookie", "api-key": "SECRET-header-key" } });
      expect(res.status).toBe(200);
    }
    expect(lines.length).toBeGreaterThanOrEqual(SECRET_URLS.length);
    expect(raw).not.toContain("SECRET");
    const paths = lines.map((l) => (l.req as { path: string }).path);
    expect(paths).toContain("/confirmation?id=INV-20260101-ABC&token=[REDACTED]");
    expect(paths).toContain("/activation?email=a%40example.test&activation=[REDACTED]");
    expect(paths).toContain("/payment-sandbox/[REDACTED]");
    expect(paths).toContain("/calendar-feed/[REDACTED]");
    console.log(`${SECRET_URLS.length} requests with secrets logged, 0 secrets in ${raw.length} bytes of log`);
  });

  it("has request id, method, path, status, duration and the user id when logged in", async () => {
    lines.length = 0;
    const res = await fetch(`${base}/as-user?page=2`, { headers: { "X-Request-Id": "probe-123" } });
    expect(res.headers.get("x-request-id")).toBe("probe-123");
    await fetch(`${base}/anonymous`);
    const [user, anonymous] = lines;
    expect(user).toMatchObject({ reqId: "probe-123", req: { method: "GET", path: "/as-user?page=2" }, res: { status: 200 }, userId: 42 });
    expect(typeof user.ms).toBe("number");
    expect(anonymous.userId).toBeUndefined();
    expect(anonymous.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("redactUrl", () => {
  it("keeps harmless parameters and replaces secret ones", () => {
    expect(redactUrl("/search?keyword=ballroom&location=ubud&page=2")).toBe("/search?keyword=ballroom&location=ubud&page=2");
    expect(redactUrl("/x?Token=a&password=b&signature_key=c&q=d")).toBe("/x?Token=[REDACTED]&password=[REDACTED]&signature_key=[REDACTED]&q=d");
    expect(redactUrl("/x?%zz=1&token")).toBe("/x?%zz=1&token");
  });
});

describe("the user id in the access log", () => {
  it("is noted by the app when it loads the logged-in user of the request", async () => {
    const db = await freshDatabase();
    const admin = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.admin.email))))!;
    const context: { userId?: number } = {};
    await requestContext().run(context, async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect((await loadCurrentUser(admin.id))?.id).toBe(admin.id);
    });
    expect(context.userId).toBe(admin.id);
  });
});
