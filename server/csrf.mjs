// CSRF, in one place (ADR 0081): every unsafe request (POST, PUT, PATCH, DELETE) to a page, a
// `?_data=` call or a resource route is refused with 403 when the browser says it comes from
// another origin: the Origin header, or without it Sec-Fetch-Site (cross-site or same-site).
// Requests without either header are not from a browser form or fetch (API clients, the
// payment gateway's webhook) and pass. /v1 calls carrying the `api-key` header pass as well:
// a browser cannot send that header cross-origin without a CORS preflight, which we never grant.

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Why a request must be refused, or null when it may pass.
 * @param {{ method: string, path: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {string} publicOrigin
 */
export function crossSiteRefusal({ method, path, headers }, publicOrigin) {
  if (!UNSAFE_METHODS.has(method)) return null;
  if (path.startsWith("/v1/") && headers["api-key"]) return null;
  const origin = headers.origin;
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
 * @param {{ log?: (message: string) => void }} [options]
 */
export function csrfMiddleware({ log = console.warn } = {}) {
  return (/** @type {any} */ req, /** @type {any} */ res, /** @type {() => void} */ next) => {
    const refusal = crossSiteRefusal({ method: req.method, path: req.path, headers: req.headers }, res.locals.publicOrigin);
    if (refusal === null) return next();
    log(`[csrf] refused ${req.method} ${req.path}: ${refusal}`);
    res
      .status(403)
      .type("text/plain")
      .set("Cache-Control", "no-store")
      .send("Forbidden: this request came from another site. Go back to the page and try again.\n");
  };
}
