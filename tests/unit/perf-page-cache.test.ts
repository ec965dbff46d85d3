// The micro-cache of anonymous pages (server/page-cache.mjs, ADR 0014).
import type { AddressInfo } from "node:net";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, isCacheableResponse, pageCacheKey, pageCacheMiddleware } from "../../server/page-cache.mjs";
import { publicOriginMiddleware } from "../../server/public-origin.mjs";

const page = (text: string) => ({ status: 200, headers: [["content-type", "text/html"]] as [string, string][], body: Buffer.from(text) });

describe("pageCacheKey", () => {
  const get = (url: string, headers: Record<string, string> = {}) => pageCacheKey({ method: "GET", url, origin: "http://shop.test", headers });

  it("keys anonymous GETs of home, search and venue pages by public origin and full URL", () => {
    expect(get("/")).toBe("http://shop.test/");
    expect(get("/search?keyword=Ubud&page=2")).toBe("http://shop.test/search?keyword=Ubud&page=2");
    expect(get("/search?keyword=Ubud&page=3")).not.toBe(get("/search?keyword=Ubud&page=2"));
    expect(get("/venue-detail/12?tab=venue")).toBe("http://shop.test/venue-detail/12?tab=venue");
    // A client navigation's loader call is its own entry (JSON, not HTML).
    expect(get("/search?keyword=Ubud&_data=routes%2Fsearch")).toBe("http://shop.test/search?keyword=Ubud&_data=routes%2Fsearch");
    expect(pageCacheKey({ method: "GET", url: "/search", origin: "http://localhost:3000", headers: {} })).toBe("http://localhost:3000/search");
  });

  it("bypasses requests with a cookie or credentials, other methods and other pages", () => {
    expect(get("/search", { cookie: "__session=abc" })).toBeNull();
    expect(get("/search", { cookie: "search_tab=x" })).toBeNull();
    expect(get("/search", { authorization: "Bearer x" })).toBeNull();
    expect(pageCacheKey({ method: "POST", url: "/search", origin: "http://shop.test", headers: {} })).toBeNull();
    expect(pageCacheKey({ method: "HEAD", url: "/search", origin: "http://shop.test", headers: {} })).toBeNull();
    for (const url of ["/cart", "/login", "/v1/products", "/product-detail/1", "/searching", "/venue-detail/1/x"]) {
      expect(get(url), url).toBeNull();
    }
  });
});

describe("isCacheableResponse", () => {
  it("stores only 200 answers without Set-Cookie or private/no-store", () => {
    expect(isCacheableResponse(200, { "content-type": "text/html" })).toBe(true);
    expect(isCacheableResponse(200, { "set-cookie": ["search_tab=x"] })).toBe(false);
    expect(isCacheableResponse(200, { "cache-control": "private, max-age=0" })).toBe(false);
    expect(isCacheableResponse(200, { "cache-control": "no-store" })).toBe(false);
    for (const status of [204, 301, 302, 404, 500]) expect(isCacheableResponse(status, {})).toBe(false);
  });
});

describe("createPageCache", () => {
  it("expires entries after the TTL (injected clock)", () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 15_000, now: () => now });
    cache.set("a", page("A"));
    now += 14_999;
    expect(cache.get("a")?.body.toString()).toBe("A");
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 3 });
    for (const key of ["a", "b", "c"]) cache.set(key, page(key));
    expect(cache.get("a")).toBeDefined(); // a is now the most recent; b the oldest
    cache.set("d", page("d"));
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((k) => cache.get(k)?.body.toString())).toEqual(["a", "c", "d"]);
  });

  it("stores nothing when disabled (TTL 0) or for a body over the size bound", () => {
    const off = createPageCache({ ttlMs: 0 });
    off.set("a", page("A"));
    expect(off.enabled).toBe(false);
    expect(off.get("a")).toBeUndefined();
    const small = createPageCache({ ttlMs: 1_000, maxBodyBytes: 4 });
    small.set("big", page("12345"));
    expect(small.get("big")).toBeUndefined();
  });
});

describe("pageCacheMiddleware behind compression, as in server.mjs", () => {
  let server: Server;
  let base = "";
  let renders = 0;
  const cache = createPageCache({ ttlMs: 60_000 });

  beforeAll(async () => {
    const app = express();
    app.use(publicOriginMiddleware({ appOrigin: undefined, trustProxyConfigured: false }));
    app.use(compression());
    app.use(pageCacheMiddleware(cache));
    // Stands in for the Remix handler: streams its body in chunks, like sendRemixResponse.
    app.get("*", (req: IncomingMessage, res: ServerResponse) => {
      renders++;
      const url = new URL(req.url ?? "/", "http://x");
      res.statusCode = url.pathname === "/venue-detail/404" ? 404 : 200;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const tab = url.searchParams.get("tab");
      if (tab) res.setHeader("Set-Cookie", [`search_tab=${tab}`]);
      res.write(`<p>render ${renders} of ${req.url}</p>`);
      res.end("x".repeat(4000));
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function fetchPage(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(base + path, { headers });
    return { status: res.status, cache: res.headers.get("x-cache"), encoding: res.headers.get("content-encoding"), body: await res.text() };
  }

  it("renders once, then replays the same page (also gzipped) until the TTL ends", async () => {
    const first = await fetchPage("/search?keyword=Ubud");
    expect(first).toMatchObject({ status: 200, cache: "MISS" });
    expect(first.body).toContain("render 1 of /search?keyword=Ubud");
    const again = await fetchPage("/search?keyword=Ubud", { "accept-encoding": "gzip" });
    expect(again).toMatchObject({ status: 200, cache: "HIT", encoding: "gzip", body: first.body });
    const plain = await fetchPage("/search?keyword=Ubud", { "accept-encoding": "identity" });
    expect(plain).toMatchObject({ cache: "HIT", encoding: null, body: first.body });
    expect(renders).toBe(1);
    expect((await fetchPage("/search?keyword=Kuta")).body).toContain("render 2 of /search?keyword=Kuta");
  });

  it("always renders for a cookie, a Set-Cookie answer or a non-200 answer", async () => {
    const before = renders;
    const withCookie = await fetchPage("/search?keyword=Ubud", { cookie: "__session=abc" });
    expect(withCookie.cache).toBeNull();
    expect(withCookie.body).toContain(`render ${before + 1} `);

    for (let i = 0; i < 2; i++) expect((await fetchPage("/search?tab=transport")).cache).toBe("MISS");
    for (let i = 0; i < 2; i++) expect(await fetchPage("/venue-detail/404")).toMatchObject({ status: 404, cache: "MISS" });
    expect(renders).toBe(before + 5);
  });
});
