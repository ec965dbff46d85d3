// In-process micro-cache for anonymous page GETs (ADR 0014). Plain ESM so `node server.mjs`
// runs it without a build step; Vitest imports it directly.
//
// Only requests without a Cookie (or Authorization) header are looked up, so logged-in users
// and guests with a cart or a remembered tab always get a fresh render. Only complete 200
// answers without Set-Cookie are stored, keyed by the public origin they were rendered for +
// full URL (the `_data` loader calls of client navigations have their own keys; ADR 0080: the
// origin comes from the server's host check, never from a Host a client made up). Entries live
// `ttlMs`; the least recently used one is dropped beyond `maxEntries`. A replayed page gets
// this request's CSP nonce in place of the one it was rendered with (ADR 0082).

/** Pages a guest sees the same way: home, search and venue pages. */
const CACHEABLE_PATH = /^\/(?:search\/?|venue-detail\/[^/]+\/?)?$/;

/** Headers not to replay from a stored answer (per connection, recomputed, or ours). */
const UNSTORED_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "date",
  "x-cache",
  // Per request: the policy with this request's nonce is already set when a hit is served.
  "content-security-policy",
]);

/**
 * @typedef {{ status: number, headers: [string, string | string[]][], body: Buffer, nonce?: string, storedAt: number }} CachedPage
 * @typedef {{ method: string, url: string, origin: string, headers: Record<string, string | string[] | undefined> }} CacheRequest
 */

/**
 * @param {{ ttlMs: number, maxEntries?: number, maxBodyBytes?: number, now?: () => number }} options
 */
export function createPageCache({ ttlMs, maxEntries = 500, maxBodyBytes = 1024 * 1024, now = Date.now }) {
  /** Insertion order of a Map is the recency order: a hit is re-inserted at the end. */
  /** @type {Map<string, CachedPage>} */
  const entries = new Map();
  const stats = { hits: 0, misses: 0, stores: 0 };

  return {
    enabled: ttlMs > 0,
    maxBodyBytes,
    stats,
    get size() {
      return entries.size;
    },
    /** @param {string} key @returns {CachedPage | undefined} */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt >= ttlMs) return undefined;
      entries.set(key, entry);
      return entry;
    },
    /** @param {string} key @param {Omit<CachedPage, "storedAt">} page */
    set(key, page) {
      if (ttlMs <= 0 || page.body.length > maxBodyBytes) return;
      entries.delete(key);
      entries.set(key, { ...page, storedAt: now() });
      stats.stores++;
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * The cache key of a request, or null when it must bypass the cache.
 * @param {CacheRequest} req
 * @returns {string | null}
 */
export function pageCacheKey({ method, url, origin, headers }) {
  if (method !== "GET") return null;
  if (headers.cookie || headers.authorization) return null;
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!CACHEABLE_PATH.test(pathname)) return null;
  // Links and the canonical URL use the public origin (a loopback one varies by request
  // when APP_URL is unset).
  return `${origin}${url}`;
}

/**
 * Whether an answer may be replayed to other guests.
 * @param {number} status
 * @param {Record<string, number | string | string[] | undefined>} headers lower-case names
 */
export function isCacheableResponse(status, headers) {
  if (status !== 200) return false;
  if (headers["set-cookie"] !== undefined) return false;
  const cacheControl = String(headers["cache-control"] ?? "");
  return !/\b(?:no-store|private)\b/i.test(cacheControl);
}

/**
 * A stored body with the nonce it was rendered with replaced by this request's.
 * @param {Buffer} body @param {string | undefined} storedNonce @param {string | undefined} nonce
 */
export function withNonce(body, storedNonce, nonce) {
  if (!storedNonce || !nonce || storedNonce === nonce) return body;
  return Buffer.from(body.toString("utf8").replaceAll(`nonce="${storedNonce}"`, `nonce="${nonce}"`), "utf8");
}

/**
 * Express middleware: answers hits from the cache, records cacheable misses as they stream
 * out. Mount it after compression, so it sees (and stores) the uncompressed body, and after
 * the host check (res.locals.publicOrigin) and the security headers (res.locals.cspNonce).
 * @param {ReturnType<typeof createPageCache>} cache
 * @returns {(req: any, res: any, next: () => void) => void}
 */
export function pageCacheMiddleware(cache) {
  return (req, res, next) => {
    if (!cache.enabled) return next();
    const origin = res.locals?.publicOrigin;
    if (!origin) return next();
    const key = pageCacheKey({ method: req.method, url: req.originalUrl, origin, headers: req.headers });
    if (key === null) return next();
    /** @type {string | undefined} */
    const nonce = res.locals.cspNonce;

    const hit = cache.get(key);
    if (hit) {
      cache.stats.hits++;
      res.statusCode = hit.status;
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Cache", "HIT");
      res.end(withNonce(hit.body, hit.nonce, nonce));
      return;
    }
    cache.stats.misses++;
    res.setHeader("X-Cache", "MISS");

    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let storable = true;
    /** @type {{ status: number, headers: Record<string, any> } | undefined} */
    let head;
    const capture = (/** @type {any} */ chunk, /** @type {any} */ encoding) => {
      if (!storable) return;
      // Headers as the app set them, before compression or Node adds its own on the way out.
      if (!head) {
        if (res.headersSent) return void (storable = false);
        head = { status: res.statusCode, headers: res.getHeaders() };
        if (!isCacheableResponse(head.status, head.headers)) return void (storable = false);
      }
      if (chunk == null || typeof chunk === "function") return;
      const buffer = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
      size += buffer.length;
      if (size > cache.maxBodyBytes) return void (storable = false);
      chunks.push(buffer);
    };

    const write = res.write;
    const end = res.end;
    res.write = function (/** @type {any[]} */ ...args) {
      capture(args[0], args[1]);
      return write.apply(this, args);
    };
    res.end = function (/** @type {any[]} */ ...args) {
      capture(args[0], args[1]);
      if (storable && head) {
        const headers = Object.entries(head.headers).filter(([name]) => !UNSTORED_HEADERS.has(name));
        cache.set(key, { status: head.status, headers, body: Buffer.concat(chunks), nonce });
      }
      return end.apply(this, args);
    };
    next();
  };
}
