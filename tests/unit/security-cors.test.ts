// CORS for /v1 (server/cors.mjs, ADR 0130) through the edge as server.mjs mounts it: origins in
// CORS_ORIGINS get preflights answered and may call /v1 (a guest cart without api-key too);
// other origins get nothing, and pages stay protected from cross-site posts whatever CORS says.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCorsOrigins } from "../../server/cors.mjs";
import { edgeMiddleware } from "../../server/edge.mjs";

const ORIGIN = "https://balimice.example";
const CLIENT = "https://app.client.example";
const servers: http.Server[] = [];
let reached = 0;

async function start(env: Record<string, string>) {
  const app = express();
  app.use(edgeMiddleware({ APP_URL: ORIGIN, ...env }, { trustProxyConfigured: false, warn: () => undefined }));
  app.all("*", (_req: unknown, res: { json: (body: unknown) => void }) => {
    reached++;
    res.json({ data: null, message: "reached the app" });
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

let withCors = 0;
let withoutCors = 0;
beforeAll(async () => {
  withCors = await start({ CORS_ORIGINS: `${CLIENT}, https://other.client.example` });
  withoutCors = await start({});
});
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
function send(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const body = ["GET", "HEAD", "OPTIONS"].includes(method) ? "" : "{}";
    const sent = { Host: "balimice.example", "Content-Type": "application/json", "Content-Length": String(body.length), ...headers };
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: sent, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const preflight = (origin: string, method = "POST") => ({
  Origin: origin,
  "Access-Control-Request-Method": method,
  "Access-Control-Request-Headers": "api-key,session-id,content-type",
  "Sec-Fetch-Site": "cross-site",
});

describe("CORS for /v1", () => {
  it("answers a preflight from a configured origin with the API's headers, methods and exposed session-id", async () => {
    const before = reached;
    const answer = await send(withCors, "OPTIONS", "/v1/cart-reservation-venue", preflight(CLIENT));
    expect(answer.status).toBe(204);
    expect(answer.headers["access-control-allow-origin"]).toBe(CLIENT);
    const allowed = String(answer.headers["access-control-allow-headers"]).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(["api-key", "session-id", "content-type"]));
    expect(String(answer.headers["access-control-allow-methods"])).toMatch(/DELETE/);
    expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(reached).toBe(before);

    const get = await send(withCors, "GET", "/v1/cart-reservation-venue", { Origin: CLIENT, "Sec-Fetch-Site": "cross-site" });
    expect(get.headers["access-control-allow-origin"]).toBe(CLIENT);
    expect(String(get.headers["access-control-expose-headers"])).toMatch(/session-id/);
    expect(String(get.headers.vary)).toMatch(/Origin/);
  });

  it("lets a configured origin post to /v1 without api-key (a guest's cart and checkout)", async () => {
    const before = reached;
    for (const path of ["/v1/cart-reservation-venue", "/v1/checkout", "/v1/payment/process"]) {
      const answer = await send(withCors, "POST", path, { Origin: CLIENT, "Sec-Fetch-Site": "cross-site", "session-id": "abc" });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["access-control-allow-origin"]).toBe(CLIENT);
    }
    expect(reached).toBe(before + 3);
  });

  it("gives other origins nothing: preflight refused, no CORS headers, cross-site posts without api-key refused", async () => {
    const before = reached;
    const stranger = "https://evil.example";
    const pre = await send(withCors, "OPTIONS", "/v1/checkout", preflight(stranger));
    expect(pre.status).toBe(403);
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    const post = await send(withCors, "POST", "/v1/checkout", { Origin: stranger, "Sec-Fetch-Site": "cross-site" });
    expect(post.status).toBe(403);
    const get = await send(withCors, "GET", "/v1/products", { Origin: stranger });
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
    expect(reached).toBe(before + 1); // only the GET
  });

  it("keeps pages and cookie routes refused for a configured origin: CORS opens /v1 only", async () => {
    const before = reached;
    for (const path of ["/logout", "/checkout?_data=routes%2Fcheckout", "/dashboard/product-list", "/v1x/checkout"]) {
      const answer = await send(withCors, "POST", path, { Origin: CLIENT, "Sec-Fetch-Site": "cross-site", Cookie: "__session=abc" });
      expect(answer.status, path).toBe(403);
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    }
    expect(reached).toBe(before);
  });

  it("without CORS_ORIGINS no origin is allowed", async () => {
    const pre = await send(withoutCors, "OPTIONS", "/v1/products", preflight(CLIENT, "GET"));
    expect(pre.status).toBe(403);
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    const post = await send(withoutCors, "POST", "/v1/cart-reservation-venue", { Origin: CLIENT, "Sec-Fetch-Site": "cross-site" });
    expect(post.status).toBe(403);
  });

  it("CORS_ORIGINS accepts origins only, so a typo stops the start", () => {
    expect([...parseCorsOrigins("https://a.example,http://localhost:5173  https://b.example")]).toEqual([
      "https://a.example",
      "http://localhost:5173",
      "https://b.example",
    ]);
    expect(parseCorsOrigins(undefined).size).toBe(0);
    for (const bad of ["https://a.example/app", "a.example", "ftp://a.example", "https://a.example/"]) {
      expect(() => parseCorsOrigins(bad), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});
