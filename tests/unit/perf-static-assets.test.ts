// server/static-assets.mjs (ADR 0440): the build's bundles from memory answer as the static handler
// did: the copy the client accepts (brotli, gzip or the file), its type, the immutable cache
// header, a weak ETag that gives 304, HEAD without a body; anything else goes to the next handler.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryAssetsMiddleware } from "../../server/static-assets.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-assets-"));
const script = `export const words = "${"selamat datang ".repeat(200)}";\n`;
let server: http.Server;
let port: number;

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, "_shared"));
  fs.writeFileSync(path.join(dir, "_shared/chunk-A1.js"), script);
  fs.writeFileSync(path.join(dir, "_shared/chunk-A1.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "_shared/chunk-A1.js.gz"), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, "entry-B2.css"), "body{margin:0}");
  const app = express();
  app.use("/build", memoryAssetsMiddleware(dir, { maxAgeSeconds: 31_536_000 }), (_req: unknown, res: http.ServerResponse) => {
    res.statusCode = 404;
    res.end("next handler");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  return new Promise((r) => server.close(r));
});

function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("memoryAssetsMiddleware", () => {
  it("gives each client the copy it accepts, with the file's type and the immutable cache header", async () => {
    const br = await get("/build/_shared/chunk-A1.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({ "content-encoding": "br", vary: "Accept-Encoding", "cache-control": "public, max-age=31536000, immutable" });
    expect(br.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const gzip = await get("/build/_shared/chunk-A1.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get("/build/_shared/chunk-A1.js?v=1", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    // Each copy is its own representation.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);

    const css = await get("/build/entry-B2.css", { "accept-encoding": "br" });
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.headers.vary).toBeUndefined();
    expect(css.body.toString()).toBe("body{margin:0}");
  });

  it("answers 304 to a matching ETag and HEAD without a body", async () => {
    const first = await get("/build/_shared/chunk-A1.js", { "accept-encoding": "br" });
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get("/build/_shared/chunk-A1.js", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get("/build/_shared/chunk-A1.js", { "accept-encoding": "br", "if-none-match": 'W/"0-0"' });
    expect(other.status).toBe(200);
    const head = await get("/build/_shared/chunk-A1.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("leaves other paths and methods to the next handler", async () => {
    for (const [pathname, method] of [["/build/_shared/chunk-A1.js.br", "GET"], ["/build/missing.js", "GET"], ["/build/../secret.txt", "GET"], ["/build/entry-B2.css", "POST"]]) {
      const res = await get(pathname, { "accept-encoding": "br" }, method);
      expect(res.status, `${method} ${pathname}`).toBe(404);
      expect(res.body.toString()).toBe("next handler");
    }
  });
});
