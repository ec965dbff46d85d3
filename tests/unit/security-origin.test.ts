// One public origin (ADR 0080): appOrigin() on its own, the server's 421 guard, and the attacks
// of issue 9 with `Host: attacker.example` (and X-Forwarded-Host) against a local installation
// (no APP_URL, the documented default): no stored e-mail and no gateway request names that host.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb, tables, type SqliteDb as DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { getEnv } from "~/env.server";
import { MidtransSnapProvider, setPaymentProvider } from "~/payments/provider.server";
import { action as payAction } from "~/routes/checkout.pay";
import { action as loginAction } from "~/routes/login";
import { action as resendAction } from "~/routes/register-complete";
import { loader as apiResendActivation } from "~/routes/v1.email-activation";
import { action as apiForgot } from "~/routes/v1.forgotpassword";
import { action as apiPaymentProcess } from "~/routes/v1.payment.process";
import { action as apiRegister } from "~/routes/v1.register";
import { appOrigin } from "~/utils/url.server";
import { edgeMiddleware } from "../../server/edge.mjs";
import { createPageCache, pageCacheMiddleware } from "../../server/page-cache.mjs";
import { remixHandler } from "../../server/remix-handler.mjs";
import { createTestInvoice } from "../support/invoices";
import { freshDatabase } from "../support/test-db";

const ATTACKER = "attacker.example";

function withAppUrl<T>(appUrl: string | undefined, run: () => T): T {
  const env = getEnv();
  const before = env.APP_URL;
  env.APP_URL = appUrl;
  try {
    return run();
  } finally {
    env.APP_URL = before;
  }
}

describe("appOrigin", () => {
  const request = (url: string) => new Request(url, { headers: { "X-Forwarded-Host": ATTACKER } });

  it("without APP_URL, uses the request's origin only when it names this machine", () => {
    withAppUrl(undefined, () => {
      const port = getEnv().PORT;
      expect(appOrigin(request("http://localhost:4000/x"))).toBe("http://localhost:4000");
      expect(appOrigin(request("http://127.0.0.1:5173/"))).toBe("http://127.0.0.1:5173");
      expect(appOrigin(request("http://[::1]:3000/"))).toBe("http://[::1]:3000");
      expect(appOrigin(request(`http://${ATTACKER}/v1/forgotpassword`))).toBe(`http://localhost:${port}`);
      expect(appOrigin(request("http://localhost.attacker.example/"))).toBe(`http://localhost:${port}`);
      expect(appOrigin(request("http://127.0.0.1.nip.io/"))).toBe(`http://localhost:${port}`);
      expect(appOrigin()).toBe(`http://localhost:${port}`);
    });
  });

  it("with APP_URL, always answers APP_URL's origin, whatever the request says", () => {
    withAppUrl("https://balimice.example/", () => {
      expect(appOrigin(request(`http://${ATTACKER}/`))).toBe("https://balimice.example");
      expect(appOrigin(request("http://localhost:3000/"))).toBe("https://balimice.example");
      expect(appOrigin()).toBe("https://balimice.example");
    });
  });
});

describe(`route actions reached with Host: ${ATTACKER} (no APP_URL)`, () => {
  let db: DB;
  let gateway: http.Server;
  const gatewayRequests: string[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    gateway = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        gatewayRequests.push(JSON.stringify({ url: req.url, headers: req.headers, body }));
        res.writeHead(201, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ token: "snap-token", redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token" }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    setPaymentProvider(new MidtransSnapProvider("SB-Mid-server-origin-test", `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`));
  });
  afterAll(async () => {
    setPaymentProvider(undefined);
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  const headers = (extra: Record<string, string> = {}) => ({ Host: ATTACKER, "X-Forwarded-Host": ATTACKER, "X-Forwarded-Proto": "https", ...extra });
  const formPost = (path: string, fields: Record<string, string>) =>
    new Request(`http://${ATTACKER}${path}`, {
      method: "POST",
      headers: headers({ "Content-Type": "application/x-www-form-urlencoded" }),
      body: new URLSearchParams(fields),
    });
  const jsonPost = (path: string, body: unknown) =>
    new Request(`http://${ATTACKER}${path}`, { method: "POST", headers: headers({ "Content-Type": "application/json" }), body: JSON.stringify(body) });
  const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
  async function settle(promise: Promise<unknown>) {
    try {
      return await promise;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const outboxText = async () => JSON.stringify(await getDb().select().from(tables.outbox));
  const mailCount = async () => (await getDb().select({ id: tables.outbox.id }).from(tables.outbox)).length;

  afterEach(async () => {
    expect(await outboxText()).not.toContain(ATTACKER);
    for (const request of gatewayRequests) expect(request).not.toContain(ATTACKER);
  });

  it("sign-up (page and /v1) and activation resend (page and /v1) mail links to localhost", async () => {
    const before = await mailCount();
    const password = "Tropical-Lagoon-Sunset-42!";
    const pageEmail = `origin.page.${Date.now()}@example.test`;
    const apiEmail = `origin.api.${Date.now()}@example.test`;
    await settle(loginAction(args(formPost("/login", { intent: "signup", firstName: "Ayu", lastName: "Lestari", email: pageEmail, password, passwordConfirm: password }))));
    await settle(apiRegister(args(jsonPost("/v1/register", { firstName: "Made", lastName: "Wirawan", email: apiEmail, password, passwordConfirm: password }))));
    await settle(resendAction(args(formPost("/register-complete", { email: pageEmail }))));
    await settle(apiResendActivation(args(new Request(`http://${ATTACKER}/v1/email-activation?email=${encodeURIComponent(apiEmail)}`, { headers: headers() }))));
    expect(await mailCount()).toBe(before + 4);
    expect(await outboxText()).toContain(`http://localhost:${getEnv().PORT}/activation?`);
  });

  it("forgot password (login page and /v1) mails a reset link to localhost", async () => {
    const before = await mailCount();
    await settle(loginAction(args(formPost("/login", { intent: "forgot", email: DEMO_ACCOUNTS.customer.email }))));
    await settle(apiForgot(args(jsonPost("/v1/forgotpassword", { email: DEMO_ACCOUNTS.customer.email }))));
    expect(await mailCount()).toBe(before + 2);
    expect(await outboxText()).toContain(`http://localhost:${getEnv().PORT}/forgotpassword?`);
  });

  it("PROCEED PAYMENT and /v1/payment/process tell the gateway localhost URLs", async () => {
    gatewayRequests.length = 0;
    const first = await createTestInvoice(db);
    const response = (await settle(payAction(args(formPost("/checkout/pay", { invoiceNo: first.invoiceNo, token: first.accessToken }))))) as Response;
    expect(response.status).toBe(302);
    const second = await createTestInvoice(db);
    const api = (await settle(
      apiPaymentProcess(args(jsonPost("/v1/payment/process", { order_id: second.invoiceNo, gross_amount: second.totalCost, token: second.accessToken }))),
    )) as Response;
    expect(api.status).toBe(200);
    expect(gatewayRequests).toHaveLength(2);
    for (const request of gatewayRequests) expect(request).toContain(`http://localhost:${getEnv().PORT}/`);
  });
});

/** A request with any Host header (fetch cannot set one). */
function rawRequest(port: number, { method = "GET", path = "/", headers = {} }: { method?: string; path?: string; headers?: Record<string, string> }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The edge as server.mjs mounts it, a page cache, and a stand-in for Remix echoing what it saw. */
async function startEdge(env: Record<string, string | undefined>, trustProxy: boolean | string = false) {
  const warnings: string[] = [];
  const cache = createPageCache({ ttlMs: 60_000 });
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(edgeMiddleware(env, { trustProxyConfigured: trustProxy !== false, warn: (m: string) => warnings.push(m) }));
  app.use(pageCacheMiddleware(cache, { sessionVariant: async () => null }));
  // The Remix handler as server.mjs mounts it, with a stand-in for the build that echoes the
  // origin of the Request URL it was given.
  const handleRequest = async (request: Request) =>
    new Response(`<p>rendered for ${new URL(request.url).origin}</p>`, { headers: { "Content-Type": "text/html" } });
  app.all("*", remixHandler({ handleRequest, pageCache: cache, getLoadContext: () => ({}) }));
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return { port, cache, warnings, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the server's host guard (server/public-origin.mjs)", () => {
  it("without APP_URL answers loopback names on any port and 421 for any other host", async () => {
    const edge = await startEdge({});
    try {
      for (const host of [`localhost:${edge.port}`, `127.0.0.1:${edge.port}`, "[::1]:8080", "LOCALHOST"]) {
        expect((await rawRequest(edge.port, { headers: { Host: host } })).status, host).toBe(200);
      }
      for (const host of [ATTACKER, `${ATTACKER}:${edge.port}`, "localhost.attacker.example", "127.0.0.2", "a@localhost", "localhost:3000/x"]) {
        const res = await rawRequest(edge.port, { headers: { Host: host } });
        expect(res.status, host).toBe(421);
        expect(res.body).toContain("set APP_URL");
        expect(res.body).not.toContain(ATTACKER);
      }
    } finally {
      await edge.close();
    }
  });

  it("ignores X-Forwarded-* without TRUST_PROXY, and warns once about X-Forwarded-For", async () => {
    const edge = await startEdge({});
    try {
      const forwarded = { Host: `127.0.0.1:${edge.port}`, "X-Forwarded-Host": ATTACKER, "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7" };
      const res = await rawRequest(edge.port, { path: "/search", headers: forwarded });
      expect(res.status).toBe(200);
      expect(res.body).toContain(`rendered for http://127.0.0.1:${edge.port}`);
      await rawRequest(edge.port, { headers: forwarded });
      expect(edge.warnings.filter((w) => w.includes("TRUST_PROXY"))).toHaveLength(1);
    } finally {
      await edge.close();
    }
  });

  it("with TRUST_PROXY, reads the proxy's X-Forwarded-Host and holds it to the same rule", async () => {
    const edge = await startEdge({ APP_URL: "https://balimice.example" }, "loopback");
    try {
      const ok = await rawRequest(edge.port, { headers: { Host: "internal:3000", "X-Forwarded-Host": "balimice.example", "X-Forwarded-Proto": "https" } });
      expect(ok.status).toBe(200);
      const spoofed = await rawRequest(edge.port, { headers: { Host: "balimice.example", "X-Forwarded-Host": ATTACKER } });
      expect(spoofed.status).toBe(421);
      expect(edge.warnings).toHaveLength(0);
    } finally {
      await edge.close();
    }
  });

  it("with APP_URL answers only its host (default port or none) and 421 for every other, localhost included", async () => {
    const edge = await startEdge({ APP_URL: "https://balimice.example" });
    try {
      expect((await rawRequest(edge.port, { headers: { Host: "balimice.example" } })).status).toBe(200);
      expect((await rawRequest(edge.port, { headers: { Host: "BaliMice.example:443" } })).status).toBe(200);
      for (const host of [ATTACKER, "balimice.example:8443", `localhost:${edge.port}`, "www.balimice.example"]) {
        const res = await rawRequest(edge.port, { headers: { Host: host } });
        expect(res.status, host).toBe(421);
        expect(res.body).toContain("https://balimice.example");
      }
    } finally {
      await edge.close();
    }
  });

  it("the page cache never serves a page rendered for another host", async () => {
    const edge = await startEdge({});
    try {
      const spoofed = await rawRequest(edge.port, { path: "/search?keyword=Ubud", headers: { Host: ATTACKER } });
      expect(spoofed.status).toBe(421);
      // Asked for twice, the page is kept (ADR 0470): neither time rendered for the forwarded host.
      for (let i = 0; i < 2; i++) {
        const viaForwarded = await rawRequest(edge.port, { path: "/", headers: { Host: `localhost:${edge.port}`, "X-Forwarded-Host": ATTACKER } });
        expect(viaForwarded.body).not.toContain(ATTACKER);
      }
      for (const host of [`localhost:${edge.port}`, `127.0.0.1:${edge.port}`]) {
        const first = await rawRequest(edge.port, { path: "/search?keyword=Ubud", headers: { Host: host } });
        const kept = await rawRequest(edge.port, { path: "/search?keyword=Ubud", headers: { Host: host } });
        const again = await rawRequest(edge.port, { path: "/search?keyword=Ubud", headers: { Host: host } });
        expect(again.headers["x-cache"]).toBe("HIT");
        // Each loopback origin has its own entry, rendered for it.
        expect(first.body).toContain(`rendered for http://${host}`);
        expect(again.body).toBe(kept.body);
        expect(again.body).toContain(`rendered for http://${host}`);
      }
      expect(edge.cache.size).toBe(3);
    } finally {
      await edge.close();
    }
  });

  it("refuses to start with an APP_URL that is not an origin", () => {
    for (const bad of ["balimice.example", "ftp://balimice.example", "https://balimice.example/shop"]) {
      expect(() => edgeMiddleware({ APP_URL: bad }, { trustProxyConfigured: false }), bad).toThrow(/APP_URL/);
    }
  });
});
