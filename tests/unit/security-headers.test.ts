// Security headers (server/security-headers.mjs, ADR 0082) as configuration changes them:
// HSTS only for an https public origin, form-action naming the gateway (and a Snap stand-in,
// social login when configured), a fresh nonce per rendered response, a cached page replayed
// under a policy naming the nonce it was rendered with (ADR 0171). The headers of the real server per kind of response are
// checked end to end in tests/e2e/security-headers.spec.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { edgeMiddleware } from "../../server/edge.mjs";
import { createPageCache, pageCacheMiddleware } from "../../server/page-cache.mjs";
import { remixHandler } from "../../server/remix-handler.mjs";
import { freshNonce } from "../../server/security-headers.mjs";

async function withServer(env: Record<string, string>, run: (get: (path: string) => Promise<Response>) => Promise<void>) {
  const app = express();
  app.use(edgeMiddleware(env, { trustProxyConfigured: false, warn: () => undefined }));
  const pageCache = createPageCache({ ttlMs: 60_000 });
  app.use(pageCacheMiddleware(pageCache, { sessionVariant: async () => null }));
  // The Remix handler as server.mjs mounts it; the stand-in page puts the nonce on its scripts.
  const handleRequest = async (_request: Request, { cspNonce }: { cspNonce: string }) =>
    new Response(`<script nonce="${cspNonce}">1</script><script nonce="${cspNonce}">2</script>`, { headers: { "Content-Type": "text/html" } });
  app.get("*", remixHandler({ handleRequest: handleRequest as never, pageCache, getLoadContext: (_req: unknown, res: any) => ({ cspNonce: res.locals.cspNonce }) }));
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // fetch sends Host 127.0.0.1:port; with an APP_URL the guard wants that host, so the tests
    // use http://127.0.0.1:port-like origins only where they need a 200.
    await run((path) => fetch(`http://${host}${path}`));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("security headers", () => {
  it("a local installation (http): CSP with a nonce, no HSTS, frame and referrer policies", async () => {
    await withServer({}, async (get) => {
      const res = await get("/");
      const csp = res.headers.get("content-security-policy") ?? "";
      for (const directive of [
        "script-src 'self' 'nonce-",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self' https://app.sandbox.midtrans.com https://app.midtrans.com",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    });
  });

  it("every rendered page has its own nonce; a page replayed from the cache is sent under a policy naming its nonce", async () => {
    await withServer({}, async (get) => {
      const seen = new Set<string>();
      // Rendered the first two times (the second is kept, ADR 0470), then replayed.
      for (let i = 0; i < 4; i++) {
        const res = await get("/search?keyword=Ubud");
        const nonce = nonceOf(res.headers.get("content-security-policy"));
        expect(res.headers.get("x-cache")).toBe(i < 2 ? "MISS" : "HIT");
        expect(nonce).toBeTruthy();
        expect(await res.text()).toBe(`<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`);
        seen.add(nonce!);
      }
      // Stored compressed, the page keeps the nonce it was rendered with.
      expect(seen.size).toBe(2);
      for (const path of ["/search?keyword=Kuta", "/search?keyword=Sanur", "/"]) seen.add(nonceOf((await get(path)).headers.get("content-security-policy"))!);
      expect(seen.size).toBe(5);
      // Pages not cached (other paths) get a fresh nonce every time.
      const fresh = new Set<string>();
      for (let i = 0; i < 3; i++) fresh.add(nonceOf((await get("/cart")).headers.get("content-security-policy"))!);
      expect(fresh.size).toBe(3);
    });
  });

  it("nonces drawn from the pooled random bytes are 16 bytes and never repeat, across refills", () => {
    const drawn = Array.from({ length: 600 }, () => freshNonce());
    expect(new Set(drawn).size).toBe(600);
    expect(drawn.every((n) => Buffer.from(n, "base64").length === 16)).toBe(true);
  });

  it("a NUL in the path or query is a 400 with the security headers, before any handler reads it", async () => {
    await withServer({}, async (get) => {
      for (const path of ["/voucher/%00/invoice.pdf", "/search?keyword=%00", "/v1/sendemail/a%00b", "/x?y=%2500%00"]) {
        const res = await get(path);
        expect(res.status, path).toBe(400);
        expect(await res.text()).toBe("Bad Request");
        expect(res.headers.get("content-security-policy"), path).toContain("default-src");
      }
      // A "%00" that is itself escaped is text, not a NUL: the page is served.
      expect((await get("/search?keyword=%2500")).status).toBe(200);
    });
  });

  it("an https public origin adds HSTS (also on the 421 page) and upgrade-insecure-requests", async () => {
    await withServer({ APP_URL: "https://balimice.example" }, async (get) => {
      const res = await get("/");
      expect(res.status).toBe(421);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000");
      expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    });
  });

  it("form-action also names a Snap stand-in and the social login providers that are configured", async () => {
    await withServer({ MIDTRANS_SNAP_URL: "http://127.0.0.1:9999/snap", GOOGLE_CLIENT_ID: "id" }, async (get) => {
      const csp = (await get("/")).headers.get("content-security-policy") ?? "";
      expect(csp).toContain("http://127.0.0.1:9999");
      expect(csp).toContain("https://accounts.google.com");
      expect(csp).not.toContain("https://www.facebook.com");
    });
  });

  it("img-src lets a map's tiles in: OpenStreetMap by default, the host of MAP_TILE_URL when set", async () => {
    const imgSrc = (csp: string) => /img-src ([^;]+)/.exec(csp)?.[1] ?? "";
    await withServer({}, async (get) => {
      expect(imgSrc((await get("/")).headers.get("content-security-policy") ?? "")).toContain("https://tile.openstreetmap.org");
    });
    await withServer({ MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png" }, async (get) => {
      const src = imgSrc((await get("/")).headers.get("content-security-policy") ?? "");
      expect(src).toContain("https://*.tiles.example.org");
      expect(src).not.toContain("openstreetmap");
    });
  });
});
