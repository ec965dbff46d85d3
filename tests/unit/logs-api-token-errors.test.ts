// The spec's token errors (section 8: status 500 with TokenExpiredError or JsonWebTokenError,
// ADR 0130) are answers the server means to give, not failures: the access log writes them at
// warn with the error's name and no stack trace. An unexpected 500 stays an error.
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { API_TOKEN_TTL_MS, createAccessToken } from "~/accounts/api-auth.server";
import { tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { accessLogMiddleware } from "../../server/access-log.mjs";
import { freshDatabase } from "../support/test-db";
import { dispatch } from "../support/v1-router";

type Line = { level: number; msg: string; err?: { stack?: string }; res?: { status: number }; [key: string]: unknown };
const lines: Line[] = [];
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;
let expired = "";

beforeAll(async () => {
  const db = await freshDatabase();
  const vendor = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  expired = await createAccessToken(vendor.id, Date.now() - API_TOKEN_TTL_MS - 60_000);
  globalThis.__appLogger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = express();
  app.use(accessLogMiddleware());
  app.get("/crash", (_req: unknown, res: { status: (n: number) => { send: (s: string) => void } }) => res.status(500).send("Unexpected Server Error"));
  // The /v1 routes as the server runs them, inside the request's log context.
  type Req = { originalUrl: string; method: string; headers: Record<string, string | string[] | undefined> };
  type Res = { status: (n: number) => void; setHeader: (name: string, value: string) => void; send: (body: Buffer) => void };
  app.use(async (req: Req, res: Res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const { response } = await dispatch(new Request(`http://localhost${req.originalUrl}`, { method: req.method, headers }));
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", resolve)));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  globalThis.__appLogger = undefined;
  await new Promise((resolve) => server.close(resolve));
});

/** The access log line of one request (written when the answer is finished). */
async function logged(path: string, headers: Record<string, string> = {}) {
  lines.length = 0;
  const res = await fetch(base + path, { headers });
  await res.arrayBuffer();
  await expect.poll(() => lines.length).toBeGreaterThan(0);
  return { status: res.status, line: lines[0]! };
}

describe("access log of the spec's token errors", () => {
  it("writes an expired or unknown api-key's 500 at warn, with the error's name and without a stack", async () => {
    for (const [token, name] of [[expired, "TokenExpiredError"], ["not-a-token", "JsonWebTokenError"]] as const) {
      const { status, line } = await logged("/v1/profile/supplier", { "api-key": token });
      expect(status).toBe(500);
      expect(line.level, name).toBe(pino.levels.values.warn);
      expect(line.err, name).toBeUndefined();
      expect(JSON.stringify(line), name).not.toMatch(/\bat .+:\d+:\d+/);
      expect(line).toMatchObject({ res: { status: 500 }, apiError: name, msg: "GET /v1/profile/supplier 500" });
      expect(JSON.stringify(line)).not.toContain(token);
    }
  });

  it("still writes an unexpected 500 as an error with its stack", async () => {
    const { status, line } = await logged("/crash");
    expect(status).toBe(500);
    expect(line.level).toBe(pino.levels.values.error);
    expect(line.err?.stack).toBeTruthy();
  });
});
