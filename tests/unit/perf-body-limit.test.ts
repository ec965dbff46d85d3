// server/body-limit.mjs: bodies are bounded before Remix buffers them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitMiddleware } from "../../server/body-limit.mjs";

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimitMiddleware(1000));
  app.all("*", (req: http.IncomingMessage, res: http.ServerResponse & { send(body: string): void }) => {
    let n = 0;
    req.on("data", (c: Buffer) => (n += c.length));
    req.on("end", () => res.send(`read ${n}`));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

function send(body: string | null, headers: Record<string, string>, method = "POST") {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: "/x", headers }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

describe("bodyLimitMiddleware", () => {
  it("lets bodies within the limit through", async () => {
    expect(await send("a".repeat(500), { "content-length": "500" })).toEqual({ status: 200, text: "read 500" });
    expect((await send(null, {}, "GET")).status).toBe(200);
  });
  it("refuses a declared length over the limit before reading", async () => {
    expect((await send("a".repeat(1500), { "content-length": "1500" })).status).toBe(413);
  });
  it("refuses a chunked body of unknown length", async () => {
    expect((await send("a".repeat(10), { "transfer-encoding": "chunked" })).status).toBe(411);
  });
});
