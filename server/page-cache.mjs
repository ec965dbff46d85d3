// In-process micro-cache of public pages (ADR 0014, amended by ADRs 0171 and 0470). Plain ESM so
// `node server.mjs` runs it without a build step; Vitest imports it directly.
//
// Looked up for GETs of home, search, venue and product pages without an Authorization
// header. The key is the public origin (ADR 0080) + full URL + what makes one visitor's page
// differ from another's (pageVariant): nothing for a visitor without cookies; for a guest, the
// number of items in the cart (the header's badge) and the remembered search tab. A logged-in
// visitor, a pending flash message (toast) or an unreadable session bypass the cache. Cookies
// the app does not read (analytics and the like) change nothing. Only complete 200 answers
// without Set-Cookie are stored, with the compressed variants made on the way out (br, gzip,
// identity: each encoding is compressed once per entry, ADR 0170), and only when the same key
// was asked for before within `ttlMs` (ADR 0470: a page asked for once is not kept; the keys
// asked for once are remembered, four times `maxEntries` at most). Entries live `ttlMs`; the
// least recently used one is dropped beyond `maxEntries`. An entry also ends with the hour it
// was rendered in (ADR 0464): these pages read the clock (a search's default start is the next
// whole hour, "today" is Bali's date), and Bali's hours and days begin on UTC hour boundaries.
//
// The CSP nonce: a stored page keeps the nonce it was rendered with, and a hit is answered
// with a policy naming that nonce (compressed bytes cannot be rewritten). The nonce stays
// unguessable before the page was rendered, and every other answer has its own (ADR 0171).
import { compressBody, MIN_COMPRESS_BYTES, negotiateEncoding } from "./compress.mjs";

/** Pages a guest sees the same way: home, search, venue and product pages. */
const CACHEABLE_PATH = /^\/(?:search\/?|venue-detail\/[^/]+\/?|product-detail\/\d+\/?)?$/;

/**
 * Longer URLs bypass the cache: no page of the site needs one, and a key is held twice, by an
 * entry and among the keys asked for once (ADR 0470), so this bounds what a stream of made-up
 * URLs can make the cache hold.
 */
const MAX_CACHED_URL_LENGTH = 2_000;

/** A guest's message draft (ADR 0112) travels in the product page's URL: never stored. */
const UNCACHEABLE_QUERY = /[?&]draft=/;

/** Cookies whose value changes a cacheable page, besides the session (see pageVariant). */
const SESSION_COOKIES = new Set(["__session", "__Host-session"]);
const FLASH_COOKIE = "__toast";
const SEARCH_TAB_COOKIE = "search_tab";

/** Bali is UTC+8: its hours, and so its days, begin where UTC hours do. */
const HOUR_MS = 3_600_000;

/** Headers of a rendered answer not to replay (per connection, recomputed, or ours). */
const UNSTORED_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date", "x-cache", "vary"]);

/**
 * @typedef {"br" | "gzip" | "identity"} Encoding
 * @typedef {{ status: number, headers: [string, string][], bodies: Partial<Record<Encoding, Buffer>>, nonce?: string, storedAt: number }} CachedPage
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
  /** Keys asked for once and not stored (yet), with when: a page is kept when asked for again. */
  /** @type {Map<string, number>} */
  const askedOnce = new Map();
  /** Whether a page rendered at `renderedAt` may still be replayed at `at`. */
  const fresh = (/** @type {number} */ renderedAt, /** @type {number} */ at) =>
    at - renderedAt < ttlMs && Math.floor(at / HOUR_MS) === Math.floor(renderedAt / HOUR_MS);

  return {
    enabled: ttlMs > 0,
    maxBodyBytes,
    stats,
    get size() {
      return entries.size;
    },
    /** The cache's clock: the middleware notes when a missed page's rendering began. */
    now,
    /** @param {string} key @returns {CachedPage | undefined} */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (!fresh(entry.storedAt, now())) return undefined;
      entries.set(key, entry);
      return entry;
    },
    /**
     * Whether a missed page is to be stored: when its key was asked for before, within the
     * TTL (ADR 0470). A page asked for once is rendered and not kept: most searches are, and
     * storing them pushed out the pages asked for again and held 30-50 MB of bodies under load.
     * @param {string} key @returns {boolean}
     */
    admits(key) {
      if (ttlMs <= 0) return false;
      const at = now();
      const first = askedOnce.get(key);
      askedOnce.delete(key);
      if (first !== undefined && at - first < ttlMs) return true;
      askedOnce.set(key, at);
      dropOldest(askedOnce, maxEntries * 4);
      return false;
    },
    /**
     * @param {string} key @param {Omit<CachedPage, "storedAt">} page
     * @param {number} [renderedAt] when its rendering began (its clock readings are from then)
     */
    set(key, page, renderedAt = now()) {
      const identity = page.bodies.identity;
      if (ttlMs <= 0 || !identity || identity.length > maxBodyBytes) return;
      entries.delete(key);
      if (!fresh(renderedAt, now())) return;
      entries.set(key, { ...page, storedAt: renderedAt });
      stats.stores++;
      dropOldest(entries, maxEntries);
    },
    clear() {
      entries.clear();
      askedOnce.clear();
    },
  };
}

/**
 * Drops a Map's first-inserted keys until it holds at most `max` (insertion order is recency).
 * @param {Map<string, unknown>} map @param {number} max
 */
function dropOldest(map, max) {
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

/**
 * Cookie names and values of a Cookie header (the first of a repeated name wins, as the
 * app's cookie parser does).
 * @param {string} header @returns {Map<string, string>}
 */
export function parseCookieHeader(header) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * What of this visitor changes a cacheable page, as a key part ("" for a visitor like any
 * other), or null when the page must be rendered for them alone.
 * @param {string | undefined} cookieHeader
 * @param {(cookieHeader: string) => Promise<string | null>} sessionVariant the app's answer for
 *   a session cookie: null for a logged-in visitor, else what the session shows (cart size)
 * @returns {Promise<string | null>}
 */
export async function pageVariant(cookieHeader, sessionVariant) {
  if (!cookieHeader) return "";
  const cookies = parseCookieHeader(cookieHeader);
  // A flash message is shown once and then cleared with a Set-Cookie.
  if (cookies.has(FLASH_COOKIE)) return null;
  const parts = [];
  if ([...SESSION_COOKIES].some((name) => cookies.has(name))) {
    const session = await sessionVariant(cookieHeader);
    if (session === null) return null;
    if (session) parts.push(session);
  }
  const tab = cookies.get(SEARCH_TAB_COOKIE);
  if (tab !== undefined) {
    if (tab.length > 64) return null;
    parts.push(`tab=${tab}`);
  }
  return parts.join("&");
}

/**
 * The cache key of a request, or null when it must bypass the cache.
 * @param {CacheRequest & { variant: string | null }} req
 * @returns {string | null}
 */
export function pageCacheKey({ method, url, origin, headers, variant }) {
  if (method !== "GET" || variant === null) return null;
  if (headers.authorization || url.length > MAX_CACHED_URL_LENGTH) return null;
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!CACHEABLE_PATH.test(pathname)) return null;
  if (queryStart !== -1 && UNCACHEABLE_QUERY.test(url.slice(queryStart))) return null;
  // Links and the canonical URL use the public origin (a loopback one varies by request
  // when APP_URL is unset).
  return variant ? `${origin}${url} ${variant}` : `${origin}${url}`;
}

/**
 * Whether an answer may be replayed to other visitors with the same key.
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
 * The body in `encoding`, made and kept on the entry the first time it is asked for.
 * @param {CachedPage} page @param {Encoding} encoding @returns {Buffer}
 */
export function cachedBody(page, encoding) {
  const identity = /** @type {Buffer} */ (page.bodies.identity);
  if (encoding === "identity") return identity;
  const made = page.bodies[encoding];
  if (made) return made;
  const body = compressBody(identity, encoding);
  page.bodies[encoding] = body;
  return body;
}

/**
 * Writes a complete answer: status, headers and the body as given (already encoded).
 * @param {any} res Express response
 * @param {{ status: number, headers: Iterable<[string, string]>, body: Buffer, encoding: Encoding, varies: boolean }} answer
 */
export function sendWhole(res, { status, headers, body, encoding, varies }) {
  res.statusCode = status;
  for (const [name, value] of headers) {
    if (name === "set-cookie") res.append("Set-Cookie", value);
    else res.setHeader(name, value);
  }
  if (varies) res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** @param {any} req */
export function encodingFor(req) {
  return negotiateEncoding(req.headers["accept-encoding"]);
}

/**
 * Express middleware: answers hits from the cache; on a miss, leaves the key in
 * res.locals.pageCacheKey for the Remix handler to store the rendered answer (storeRendered).
 * Mount it after the host check (res.locals.publicOrigin) and the security headers
 * (res.locals.cspNonce).
 * @param {ReturnType<typeof createPageCache>} cache
 * @param {{ sessionVariant: (cookieHeader: string) => Promise<string | null>, language?: (url: string, cookieHeader: string | undefined, acceptLanguage: string | undefined) => string }} options
 *   language: the page's language for this visitor (ADR 0300); a non-default one is part of the key
 * @returns {(req: any, res: any, next: (error?: unknown) => void) => void}
 */
export function pageCacheMiddleware(cache, { sessionVariant, language }) {
  return (req, res, next) => {
    if (!cache.enabled || req.method !== "GET") return next();
    const origin = res.locals?.publicOrigin;
    if (!origin) return next();
    if (pageCacheKey({ method: req.method, url: req.originalUrl, origin, headers: req.headers, variant: "" }) === null) return next();
    pageVariant(req.headers.cookie, sessionVariant)
      .then(async (sessionPart) => {
        const lang = language?.(req.originalUrl, req.headers.cookie, req.headers["accept-language"]) ?? "en";
        const variant = sessionPart === null || lang === "en" ? sessionPart : [sessionPart, `lang=${lang}`].filter(Boolean).join("&");
        const key = pageCacheKey({ method: req.method, url: req.originalUrl, origin, headers: req.headers, variant });
        if (key === null) return next();
        const hit = cache.get(key);
        if (!hit) {
          cache.stats.misses++;
          res.setHeader("X-Cache", "MISS");
          if (cache.admits(key)) {
            res.locals.pageCacheKey = key;
            res.locals.pageCacheRenderedAt = cache.now();
          }
          return next();
        }
        cache.stats.hits++;
        if (hit.nonce) useStoredNonce(res, hit.nonce);
        res.setHeader("X-Cache", "HIT");
        const identity = /** @type {Buffer} */ (hit.bodies.identity);
        const encoding = identity.length < MIN_COMPRESS_BYTES ? "identity" : encodingFor(req);
        sendWhole(res, { status: hit.status, headers: hit.headers, body: cachedBody(hit, encoding), encoding, varies: true });
      })
      .catch(next);
  };
}

/**
 * The policy of this answer names the stored page's nonce instead of the fresh one.
 * @param {any} res @param {string} storedNonce
 */
function useStoredNonce(res, storedNonce) {
  const fresh = res.locals.cspNonce;
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string" && fresh) res.setHeader("Content-Security-Policy", policy.replaceAll(`'nonce-${fresh}'`, `'nonce-${storedNonce}'`));
  res.locals.cspNonce = storedNonce;
}

/**
 * Stores a rendered answer under the key the middleware left, when it may be replayed.
 * @param {ReturnType<typeof createPageCache>} cache
 * @param {any} res
 * @param {{ status: number, headers: [string, string][], body: Buffer, encoding: Encoding, encoded?: Buffer }} rendered
 */
export function storeRendered(cache, res, { status, headers, body, encoding, encoded }) {
  const key = res.locals?.pageCacheKey;
  if (!key) return;
  /** @type {Record<string, string>} */
  const byName = {};
  for (const [name, value] of headers) byName[name] = value;
  if (!isCacheableResponse(status, byName)) return;
  /** @type {Partial<Record<Encoding, Buffer>>} */
  const bodies = { identity: body };
  if (encoded && encoding !== "identity") bodies[encoding] = encoded;
  cache.set(key, { status, headers: headers.filter(([name]) => !UNSTORED_HEADERS.has(name)), bodies, nonce: res.locals.cspNonce }, res.locals.pageCacheRenderedAt);
}
