// CSRF in one place (server/csrf.mjs, ADR 0081), through the edge as server.mjs mounts it:
// unsafe requests another origin sends are refused with 403 before Remix sees them, for
// documents, `?_data=` calls and resource routes alike; clients that are not browsers pass.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgeMiddleware } from "../../server/edge.mjs";

const ORIGIN = "https://balimice.example";
let server: http.Server;
let port = 0;
let reached = 0;

beforeAll(async () => {
  const app = express();
  app.use(edgeMiddleware({ APP_URL: ORIGIN }, { trustProxyConfigured: false, warn: () => undefined }));
  app.all("*", (_req: unknown, res: { send: (body: string) => void }) => {
    reached++;
    res.send("reached the app");
  });
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const body = ["GET", "HEAD", "OPTIONS"].includes(method) ? "" : "intent=logout";
    const sent = { Host: "balimice.example", "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length), ...headers };
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: sent, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("unsafe requests from another origin", () => {
  const targets = ["/logout", "/login?_data=routes%2Flogin", "/checkout/pay", "/dashboard/supplier-info", "/v1/forgotpassword"];

  it("are refused with 403 and a short plain message, by Origin", async () => {
    for (const path of targets) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const origin of ["https://evil.example", "https://shop.balimice.example", "http://balimice.example", "null"]) {
          const before = reached;
          const res = await send(method, path, { Origin: origin });
          expect(res.status, `${method} ${path} from ${origin}`).toBe(403);
          expect(res.type).toMatch(/^text\/plain/);
          expect(res.body).toMatch(/another site/);
          expect(reached).toBe(before);
        }
      }
    }
  });

  it("are refused by Sec-Fetch-Site (cross-site or same-site) when there is no Origin", async () => {
    for (const site of ["cross-site", "same-site"]) {
      expect((await send("POST", "/logout", { "Sec-Fetch-Site": site })).status).toBe(403);
    }
  });

  it("a cookie-authenticated /v1 call is refused; one carrying the api-key header is not", async () => {
    expect((await send("POST", "/v1/reservation-venue", { Origin: "https://evil.example", Cookie: "__session=victim" })).status).toBe(403);
    expect((await send("POST", "/v1/reservation-venue", { Origin: "https://evil.example", "api-key": "token" })).status).toBe(200);
    // The api-key exemption is for the API only.
    expect((await send("POST", "/logout", { Origin: "https://evil.example", "api-key": "token" })).status).toBe(403);
  });
});

describe("requests that pass", () => {
  it("our own pages' posts (Origin or Sec-Fetch-Site same-origin / none)", async () => {
    expect((await send("POST", "/logout", { Origin: ORIGIN })).status).toBe(200);
    expect((await send("POST", "/login?_data=routes%2Flogin", { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await send("POST", "/checkout/pay", { "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await send("POST", "/login", { "Sec-Fetch-Site": "none" })).status).toBe(200);
  });

  it("clients that are not browsers (no Origin, no Sec-Fetch-Site): API clients, the gateway's webhook", async () => {
    expect((await send("POST", "/v1/payment/notification")).status).toBe(200);
    expect((await send("POST", "/v1/auth")).status).toBe(200);
  });

  it("safe methods from anywhere (links and images from other sites)", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect((await send(method, "/search", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status).toBe(200);
    }
  });
});
