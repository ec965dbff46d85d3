// /v1's last resort (server/api-errors.mjs, ADR 0130): an unexpected failure that Remix answers
// as plain text reaches an API client as JSON `{ message }`, compressed or not; JSON answers
// (the spec's token errors) and pages are left alone.
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiJsonErrorsMiddleware } from "../../server/api-errors.mjs";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(compression({ threshold: 0 }));
  app.use(apiJsonErrorsMiddleware());
  type Res = { status: (n: number) => Res; type: (t: string) => Res; send: (b: string) => void; json: (b: unknown) => void; write: (b: string) => void; end: () => void };
  // What Remix's last-resort answer looks like: text/plain 500, sent at once or streamed.
  app.get("/v1/crash", (_req: unknown, res: Res) => res.status(500).type("text/plain").send("Unexpected Server Error"));
  app.get("/v1/crash-streamed", (_req: unknown, res: Res) => {
    res.status(500).type("text/plain");
    res.write("Unexpected ");
    res.write("Server Error");
    res.end();
  });
  app.get("/v1/token", (_req: unknown, res: Res) => res.status(500).json({ name: "TokenExpiredError", message: "jwt expired" }));
  app.get("/v1/ok", (_req: unknown, res: Res) => res.status(200).type("text/plain").send("fine"));
  app.get("/page", (_req: unknown, res: Res) => res.status(500).type("text/html").send("<h1>Oops</h1>"));
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}

describe("/v1 unexpected errors", () => {
  it("turns a plain-text 500 into JSON with a message, without a stack trace, with or without compression", async () => {
    for (const path of ["/v1/crash", "/v1/crash-streamed"]) {
      for (const encoding of ["identity", "gzip"]) {
        const answer = await get(path, { "Accept-Encoding": encoding });
        expect(answer.status, path).toBe(500);
        expect(answer.type, path).toContain("application/json");
        expect(JSON.parse(answer.text), path).toEqual({ message: "Unexpected Server Error" });
      }
    }
  });

  it("leaves JSON errors, successes and pages as they are", async () => {
    expect(JSON.parse((await get("/v1/token")).text)).toEqual({ name: "TokenExpiredError", message: "jwt expired" });
    expect((await get("/v1/ok")).text).toBe("fine");
    const page = await get("/page");
    expect(page.type).toContain("text/html");
    expect(page.text).toBe("<h1>Oops</h1>");
  });
});
