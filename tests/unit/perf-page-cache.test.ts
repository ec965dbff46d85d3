// The micro-cache of public pages (server/page-cache.mjs, ADR 0014 amended by ADRs 0171 and 0470) and
// whole-document compression (server/remix-handler.mjs, ADR 0170).
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROTLI_QUALITY, GZIP_LEVEL, negotiateEncoding } from "../../server/compress.mjs";
import { createPageCache, isCacheableResponse, pageCacheKey, pageCacheMiddleware, pageVariant } from "../../server/page-cache.mjs";
import { publicOriginMiddleware } from "../../server/public-origin.mjs";
import { remixHandler } from "../../server/remix-handler.mjs";
import { securityHeadersMiddleware } from "../../server/security-headers.mjs";

const page = (text: string) => ({ status: 200, headers: [["content-type", "text/html"]] as [string, string][], bodies: { identity: Buffer.from(text) } });

describe("pageCacheKey", () => {
  const get = (url: string, headers: Record<string, string> = {}, variant: string | null = "") =>
    pageCacheKey({ method: "GET", url, origin: "http://shop.test", headers, variant });

  it("keys GETs of home, search, venue and product pages by public origin, full URL and visitor variant", () => {
    expect(get("/")).toBe("http://shop.test/");
    expect(get("/search?keyword=Ubud&page=2")).toBe("http://shop.test/search?keyword=Ubud&page=2");
    expect(get("/search?keyword=Ubud&page=3")).not.toBe(get("/search?keyword=Ubud&page=2"));
    expect(get("/venue-detail/12?tab=venue")).toBe("http://shop.test/venue-detail/12?tab=venue");
    expect(get("/product-detail/7?date=2030-01-02")).toBe("http://shop.test/product-detail/7?date=2030-01-02");
    // A client navigation's loader call is its own entry (JSON, not HTML).
    expect(get("/search?keyword=Ubud&_data=routes%2Fsearch")).toBe("http://shop.test/search?keyword=Ubud&_data=routes%2Fsearch");
    expect(pageCacheKey({ method: "GET", url: "/search", origin: "http://localhost:3000", headers: {}, variant: "" })).toBe("http://localhost:3000/search");
    // A guest with two items in the cart shares pages only with guests with two items.
    expect(get("/search", {}, "cart=2")).not.toBe(get("/search"));
    expect(get("/search", {}, "cart=2")).not.toBe(get("/search", {}, "cart=1"));
  });

  it("bypasses a visitor of their own (variant null), credentials, other methods, other pages and message drafts", () => {
    expect(get("/search", {}, null)).toBeNull();
    expect(get("/search", { authorization: "Bearer x" })).toBeNull();
    expect(pageCacheKey({ method: "POST", url: "/search", origin: "http://shop.test", headers: {}, variant: "" })).toBeNull();
    expect(pageCacheKey({ method: "HEAD", url: "/search", origin: "http://shop.test", headers: {}, variant: "" })).toBeNull();
    for (const url of ["/cart", "/login", "/v1/products", "/product-detail/1/availability", "/searching", "/venue-detail/1/x", "/product-detail/1?draft=abc"]) {
      expect(get(url), url).toBeNull();
    }
    // A made-up URL over 2,000 characters is rendered for its asker alone (ADR 0470).
    expect(get(`/search?keyword=${"x".repeat(1_984)}`)).not.toBeNull();
    expect(get(`/search?keyword=${"x".repeat(1_985)}`)).toBeNull();
  });
});

describe("pageVariant", () => {
  const sessions: Record<string, string | null> = { guest: "", cart: "cart=3", planner: null };
  const sessionVariant = async (cookie: string) => {
    const id = /session=(\w+)/.exec(cookie)?.[1] ?? "";
    return id in sessions ? sessions[id]! : "";
  };

  it("is the same for visitors whose cookies do not change the page", async () => {
    expect(await pageVariant(undefined, sessionVariant)).toBe("");
    expect(await pageVariant("_ga=GA1.1.2; theme=dark", sessionVariant)).toBe("");
    expect(await pageVariant("__session=guest", sessionVariant)).toBe("");
  });

  it("names what changes the page: the guest's cart size and the remembered search tab", async () => {
    expect(await pageVariant("__session=cart", sessionVariant)).toBe("cart=3");
    expect(await pageVariant("search_tab=InRyYW5zcG9ydCI%3D", sessionVariant)).toBe("tab=InRyYW5zcG9ydCI%3D");
    expect(await pageVariant("__session=cart; search_tab=x", sessionVariant)).toBe("cart=3&tab=x");
  });

  it("is null (render for this visitor alone) when logged in or a flash message is pending", async () => {
    expect(await pageVariant("__session=planner", sessionVariant)).toBeNull();
    expect(await pageVariant("__Host-session=planner", sessionVariant)).toBeNull();
    expect(await pageVariant("__toast=abc", sessionVariant)).toBeNull();
  });
});

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0 and *", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("gzip;q=0")).toBe("identity");
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
    expect(cache.get("a")?.bodies.identity?.toString()).toBe("A");
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("ends an entry with the Bali hour it was rendered in: a search's default start never goes stale (ADR 0464)", () => {
    // 21:59:50 Bali (13:59:50 UTC); /search then defaults to 22:00, in the past ten seconds on.
    let now = Date.UTC(2026, 10, 30, 13, 59, 50);
    const cache = createPageCache({ ttlMs: 15_000, now: () => now });
    cache.set("/search", page("time 22:00"));
    now += 9_999;
    expect(cache.get("/search")?.bodies.identity?.toString()).toBe("time 22:00");
    now += 1; // 22:00:00 Bali, 5 s inside the TTL
    expect(cache.get("/search")).toBeUndefined();
    // A page whose rendering began before the hour and ended after it is not stored at all.
    const renderedAt = now - 200;
    cache.set("/search", page("time 22:00"), renderedAt);
    expect(cache.get("/search")).toBeUndefined();
    // The same after midnight in Bali (16:00 UTC): yesterday's "today" is not replayed.
    now = Date.UTC(2026, 10, 30, 15, 59, 58);
    cache.set("/", page("today 30/11/2026"));
    now += 2_000;
    expect(cache.get("/")).toBeUndefined();
    // Within one hour the TTL alone decides.
    cache.set("/", page("today 01/12/2026"));
    now += 14_999;
    expect(cache.get("/")?.bodies.identity?.toString()).toBe("today 01/12/2026");
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 3 });
    for (const key of ["a", "b", "c"]) cache.set(key, page(key));
    expect(cache.get("a")).toBeDefined(); // a is now the most recent; b the oldest
    cache.set("d", page("d"));
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((k) => cache.get(k)?.bodies.identity?.toString())).toEqual(["a", "c", "d"]);
  });

  it("stores nothing when disabled (TTL 0) or for a body over the size bound", () => {
    const off = createPageCache({ ttlMs: 0 });
    off.set("a", page("A"));
    expect(off.enabled).toBe(false);
    expect(off.get("a")).toBeUndefined();
    const small = createPageCache({ ttlMs: 1_000, maxBodyBytes: 4 });
    small.set("big", page("12345"));
    expect(small.get("big")).toBeUndefined();
    expect(off.admits("a")).toBe(false);
    expect(off.admits("a")).toBe(false);
  });

  it("admits a page for storing the second time it is asked for within the TTL, and remembers four times maxEntries keys (ADR 0470)", () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 15_000, maxEntries: 2, now: () => now });
    expect(cache.admits("a")).toBe(false);
    now += 14_999;
    expect(cache.admits("a")).toBe(true);
    // Asked for once more after that: a new first time (the entry stored then holds the page).
    expect(cache.admits("a")).toBe(false);
    // Too late for the first ask: it counts as a first one again.
    expect(cache.admits("b")).toBe(false);
    now += 15_000;
    expect(cache.admits("b")).toBe(false);
    now += 1;
    expect(cache.admits("b")).toBe(true);
    // Eight keys asked for once are remembered (4 x maxEntries); the ninth pushes out the oldest.
    for (let i = 0; i < 9; i++) expect(cache.admits(`once ${i}`)).toBe(false);
    expect(cache.admits("once 8")).toBe(true);
    expect(cache.admits("once 0")).toBe(false);
    cache.clear();
    expect(cache.admits("once 7")).toBe(false);
  });
});

describe("pages through remixHandler and the page cache, as in server.mjs", () => {
  let server: Server;
  let base = "";
  let renders = 0;
  const cache = createPageCache({ ttlMs: 60_000 });
  // Stands in for the Remix build: a page that shows who asks (cart badge, greeting) and
  // carries the request's CSP nonce on its inline script, as root.tsx does.
  const handleRequest = async (request: Request, context: { cspNonce: string }) => {
    renders++;
    const url = new URL(request.url);
    const cookie = request.headers.get("cookie") ?? "";
    const who = /__session=planner/.test(cookie) ? "Hello, Kadek" : /__session=cart/.test(cookie) ? "cart badge 3" : "guest";
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    if (url.searchParams.get("tab")) headers.append("Set-Cookie", "search_tab=x; Path=/");
    const body = `<html><body><p>render ${renders} of ${url.pathname}${url.search} for ${who}</p>${"<li>venue</li>".repeat(400)}<script nonce="${context.cspNonce}">1</script></body></html>`;
    return new Response(body, { status: url.pathname === "/venue-detail/404" ? 404 : 200, headers });
  };

  beforeAll(async () => {
    const app = express();
    app.use(securityHeadersMiddleware({ https: false, formActions: [] }));
    app.use(publicOriginMiddleware({ appOrigin: undefined, trustProxyConfigured: false }));
    app.use(compression());
    const sessions: Record<string, string | null> = { cart: "cart=3", planner: null };
    const sessionVariant = async (cookie: string) => {
      const id = /session=(\w+)/.exec(cookie)?.[1] ?? "";
      return id in sessions ? sessions[id]! : "";
    };
    app.use(pageCacheMiddleware(cache, { sessionVariant }));
    app.all("*", remixHandler({ handleRequest: handleRequest as never, pageCache: cache, getLoadContext: (_req: unknown, res: { locals: { cspNonce: string } }) => ({ cspNonce: res.locals.cspNonce }) }));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function fetchPage(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(base + path, { headers });
    const body = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    return { status: res.status, cache: res.headers.get("x-cache"), encoding: res.headers.get("content-encoding"), body, nonce };
  }

  it("renders a page the first two times it is asked for and keeps the second, then replays it in every encoding until the TTL ends, its nonce matching the policy", async () => {
    const first = await fetchPage("/search?keyword=Ubud", { "accept-encoding": "identity" });
    expect(first).toMatchObject({ status: 200, cache: "MISS", encoding: null });
    expect(first.body).toContain("render 1 of /search?keyword=Ubud for guest");
    expect(first.body).toContain(`nonce="${first.nonce}"`);
    const second = await fetchPage("/search?keyword=Ubud", { "accept-encoding": "identity" });
    expect(second).toMatchObject({ status: 200, cache: "MISS" });
    expect(second.body).toContain("render 2 of /search?keyword=Ubud for guest");
    for (const encoding of ["br", "gzip", "identity"]) {
      const again = await fetchPage("/search?keyword=Ubud", { "accept-encoding": encoding });
      expect(again).toMatchObject({ status: 200, cache: "HIT", encoding: encoding === "identity" ? null : encoding, body: second.body });
      expect(again.body).toContain(`nonce="${again.nonce}"`);
    }
    expect(renders).toBe(2);
    expect((await fetchPage("/search?keyword=Kuta")).body).toContain("render 3 of /search?keyword=Kuta");
  });

  it("keeps a page asked for again while pages asked for once go by (ADR 0470)", async () => {
    const small = createPageCache({ ttlMs: 60_000, maxEntries: 2 });
    const app = express();
    app.use(securityHeadersMiddleware({ https: false, formActions: [] }));
    app.use(publicOriginMiddleware({ appOrigin: undefined, trustProxyConfigured: false }));
    app.use(pageCacheMiddleware(small, { sessionVariant: async () => "" }));
    app.all("*", remixHandler({ handleRequest: handleRequest as never, pageCache: small, getLoadContext: (_req: unknown, res: { locals: { cspNonce: string } }) => ({ cspNonce: res.locals.cspNonce }) }));
    const own = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const at = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
      const cacheOf = async (path: string) => (await fetch(at + path)).headers.get("x-cache");
      expect([await cacheOf("/"), await cacheOf("/")]).toEqual(["MISS", "MISS"]);
      // Twenty searches asked for once each, ten times the cache's two entries: none is kept.
      for (let i = 0; i < 20; i++) expect(await cacheOf(`/search?keyword=once-${i}`)).toBe("MISS");
      expect(small.size).toBe(1);
      expect(await cacheOf("/")).toBe("HIT");
    } finally {
      await new Promise<void>((resolve) => own.close(() => resolve()));
    }
  });

  it("compresses a page in one piece: brotli and gzip as served are what compressing it whole gives", async () => {
    const url = `${base}/search?keyword=Sanur`;
    await (await fetch(url)).arrayBuffer(); // the first ask: the next one is kept
    const plain = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    const raw = async (encoding: string) =>
      new Promise<Buffer>((resolve, reject) => {
        void import("node:http").then(({ get }) =>
          get(url, { headers: { "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve(Buffer.concat(chunks)));
          }).on("error", reject),
        );
      });
    const br = await raw("br");
    const gz = await raw("gzip");
    expect(zlib.brotliDecompressSync(br).equals(plain)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(plain)).toBe(true);
    // Whole at the documents' levels (ADR 0425); compressed in 2 KB flushes it was 2x larger.
    expect(gz.length).toBeLessThanOrEqual(zlib.gzipSync(plain, { level: GZIP_LEVEL }).length * 1.1);
    expect(br.length).toBeLessThanOrEqual(zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length * 1.1);
  });

  it("never serves one visitor's page to another: guests with a cart and planners get their own", async () => {
    const path = "/search?keyword=Canggu";
    expect((await fetchPage(path)).body).toContain("for guest");
    expect(await fetchPage(path)).toMatchObject({ cache: "MISS" });
    const cart = await fetchPage(path, { cookie: "__session=cart" });
    expect(cart).toMatchObject({ cache: "MISS" });
    expect(cart.body).toContain("for cart badge 3");
    // A cookie the app does not read: the same visitor kind, so its entry is kept now.
    const cartAgain = await fetchPage(path, { cookie: "__session=cart; _ga=1" });
    expect(cartAgain).toMatchObject({ cache: "MISS" });
    expect(await fetchPage(path, { cookie: "__session=cart" })).toMatchObject({ cache: "HIT", body: cartAgain.body });
    for (let i = 0; i < 3; i++) {
      const planner = await fetchPage(path, { cookie: "__session=planner" });
      expect(planner.cache).toBeNull();
      expect(planner.body).toContain("Hello, Kadek");
    }
    for (const cookie of ["", "_ga=1"]) {
      const guest = await fetchPage(path, cookie ? { cookie } : {});
      expect(guest.cache).toBe("HIT");
      expect(guest.body).toContain("for guest");
      expect(guest.body).not.toContain("Kadek");
      expect(guest.body).not.toContain("cart badge");
    }
  });

  it("always renders a Set-Cookie answer, a non-200 answer or a pending flash message", async () => {
    const before = renders;
    for (let i = 0; i < 3; i++) expect((await fetchPage("/search?tab=transport")).cache).toBe("MISS");
    for (let i = 0; i < 3; i++) expect(await fetchPage("/venue-detail/404")).toMatchObject({ status: 404, cache: "MISS" });
    expect((await fetchPage("/search?keyword=Ubud", { cookie: "__toast=x" })).cache).toBeNull();
    expect(renders).toBe(before + 7);
  });
});

describe("a page rendered across the hour, through remixHandler (ADR 0464)", () => {
  it("is served but not stored: its clock readings are from the hour before", async () => {
    let now = Date.UTC(2026, 10, 30, 13, 59, 59, 900); // 21:59:59.9 Bali
    let renders = 0;
    const cache = createPageCache({ ttlMs: 15_000, now: () => now });
    const handleRequest = async () => {
      renders++;
      const body = `<p>default time ${renders === 1 ? "22:00" : "23:00"}</p>`;
      now += 200; // the render ends at 22:00:00.1
      return new Response(body, { status: 200, headers: { "Content-Type": "text/html" } });
    };
    const app = express();
    app.use(securityHeadersMiddleware({ https: false, formActions: [] }));
    app.use(publicOriginMiddleware({ appOrigin: undefined, trustProxyConfigured: false }));
    app.use(pageCacheMiddleware(cache, { sessionVariant: async () => "" }));
    app.all("*", remixHandler({ handleRequest: handleRequest as never, pageCache: cache, getLoadContext: () => ({}) }));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
      const first = await fetch(url);
      expect([first.headers.get("x-cache"), await first.text()]).toEqual(["MISS", "<p>default time 22:00</p>"]);
      const second = await fetch(url);
      expect([second.headers.get("x-cache"), await second.text()]).toEqual(["MISS", "<p>default time 23:00</p>"]);
      const third = await fetch(url);
      expect([third.headers.get("x-cache"), await third.text()]).toEqual(["HIT", "<p>default time 23:00</p>"]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
