// CSRF, in one place (ADR 0081): every unsafe request (POST, PUT, PATCH, DELETE) to a page, a
// `?_data=` call or a resource route is refused with 403 when the browser says it comes from
// another origin: the Origin header, or without it Sec-Fetch-Site (cross-site or same-site).
// Requests without either header are not from a browser form or fetch (API clients, the
// payment gateway's webhook) and pass. /v1 calls carrying the `api-key` header pass as well:
// a browser cannot send that header cross-origin without a CORS preflight, which only the
// CORS_ORIGINS origins get. Those origins may call /v1 without api-key too (a guest's cart with
// its session-id, ADR 0130): /v1 reads no cookies, so nothing rides on the visitor's session.
// Everywhere else (pages, `?_data=`, cookie-authenticated resource routes) they are refused.

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Why a request must be refused, or null when it may pass.
 * @param {{ method: string, path: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {string} publicOrigin
 * @param {Set<string>} [corsOrigins] CORS_ORIGINS: may call /v1 cross-origin (nothing else)
 */
export function crossSiteRefusal({ method, path, headers }, publicOrigin, corsOrigins = new Set()) {
  if (!UNSAFE_METHODS.has(method)) return null;
  const api = path.startsWith("/v1/");
  if (api && headers["api-key"]) return null;
  const origin = headers.origin;
  if (api && typeof origin === "string" && corsOrigins.has(origin)) return null;
  if (typeof origin === "string") {
    // "null" is an opaque origin (sandboxed frame, data: page, cross-origin redirect chain).
    return origin === publicOrigin ? null : `Origin ${origin === "null" ? "null" : "is another site"}`;
  }
  const fetchSite = headers["sec-fetch-site"];
  if (fetchSite === "cross-site" || fetchSite === "same-site") return `Sec-Fetch-Site ${fetchSite}`;
  return null;
}

/**
 * Express middleware; mount it after publicOriginMiddleware (res.locals.publicOrigin).
 * @param {{ log?: (message: string) => void, corsOrigins?: Set<string> }} [options]
 */
export function csrfMiddleware({ log = console.warn, corsOrigins = new Set() } = {}) {
  return (/** @type {any} */ req, /** @type {any} */ res, /** @type {() => void} */ next) => {
    const refusal = crossSiteRefusal({ method: req.method, path: req.path, headers: req.headers }, res.locals.publicOrigin, corsOrigins);
    if (refusal === null) return next();
    log(`[csrf] refused ${req.method} ${req.path}: ${refusal}`);
    res
      .status(403)
      .type("text/plain")
      .set("Cache-Control", "no-store")
      .send("Forbidden: this request came from another site. Go back to the page and try again.\n");
  };
}
