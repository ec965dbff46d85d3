// CORS for the /v1 API (ADR 0130): browser clients served from the origins CORS_ORIGINS names
// (comma- or space-separated; none by default) may call /v1 from another origin. Preflights are
// answered here; the answer exposes `session-id` (guest cart ids) and the paging headers.
// Credentials (cookies) are never allowed: /v1 authenticates with the api-key header only.

export const CORS_ALLOW_HEADERS = "api-key, session-id, content-type, invoice-token";
export const CORS_ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";
export const CORS_EXPOSE_HEADERS = "session-id, X-Total-Count, X-Total-Count-Capped, X-Page, X-Page-Count, X-Limit, X-Subtotal";

/**
 * CORS_ORIGINS as a set of origins; throws on an entry that is not an http(s) origin, so a typo
 * stops the start instead of silently refusing a client.
 * @param {string | undefined} raw
 * @returns {Set<string>}
 */
export function parseCorsOrigins(raw) {
  const origins = new Set();
  for (const entry of (raw ?? "").split(/[\s,]+/).filter(Boolean)) {
    let url;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`CORS_ORIGINS entries must be origins such as https://app.example, got "${entry}"`);
    }
    if (!/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash || url.username || entry.endsWith("/")) {
      throw new Error(`CORS_ORIGINS entries must be origins such as https://app.example (no path), got "${entry}"`);
    }
    origins.add(url.origin);
  }
  return origins;
}

/** @param {string} path */
export function isApiPath(path) {
  return path === "/v1" || path.startsWith("/v1/");
}

/**
 * @param {Set<string>} origins
 */
export function corsMiddleware(origins) {
  return (/** @type {any} */ req, /** @type {any} */ res, /** @type {() => void} */ next) => {
    if (!isApiPath(req.path)) return next();
    res.vary("Origin");
    const origin = req.headers.origin;
    const allowed = typeof origin === "string" && origins.has(origin);
    const preflight = req.method === "OPTIONS" && req.headers["access-control-request-method"];
    if (preflight) {
      if (!allowed) {
        res.status(403).set("Cache-Control", "no-store").json({ message: "This origin may not call the API" });
        return;
      }
      res
        .status(204)
        .set({
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Allow-Methods": CORS_ALLOW_METHODS,
          "Access-Control-Allow-Headers": CORS_ALLOW_HEADERS,
          "Access-Control-Max-Age": "600",
        })
        .end();
      return;
    }
    if (allowed) {
      res.set({ "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": CORS_EXPOSE_HEADERS });
    }
    next();
  };
}
