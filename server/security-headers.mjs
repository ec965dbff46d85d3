// Security headers on every answer: pages, JSON, static and stored files, errors (ADR 0082).
// helmet writes them; a per-request nonce (res.locals.cspNonce) lets Remix's and React's
// inline scripts run under `script-src 'self' 'nonce-...'`. Permissions-Policy is ours
// (helmet has none).
import crypto from "node:crypto";
import helmet from "helmet";

/** Where the checkout's form post may redirect: Midtrans Snap (sandbox and production). */
export const PAYMENT_GATEWAY_ORIGINS = ["https://app.sandbox.midtrans.com", "https://app.midtrans.com"];

/** Where "Continue with Google/Facebook" (a form post) redirects, when configured. */
const SOCIAL_LOGIN_ORIGINS = { google: "https://accounts.google.com", facebook: "https://www.facebook.com" };

/** Powerful features the site never uses, off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * The origins forms may be sent to (and redirect to) besides our own, from the environment.
 * @param {Record<string, string | undefined>} env
 */
export function formActionOrigins(env) {
  const origins = new Set(PAYMENT_GATEWAY_ORIGINS);
  // A Snap stand-in (tests, a proxy) answers with redirect URLs on its own host.
  if (env.MIDTRANS_SNAP_URL) {
    try {
      origins.add(new URL(env.MIDTRANS_SNAP_URL).origin);
    } catch {
      // env.server.ts reports a bad value; the policy just leaves it out.
    }
  }
  if (env.GOOGLE_CLIENT_ID) origins.add(SOCIAL_LOGIN_ORIGINS.google);
  if (env.FACEBOOK_CLIENT_ID) origins.add(SOCIAL_LOGIN_ORIGINS.facebook);
  return [...origins];
}

/** The default of MAP_TILE_URL (app/env.server.ts): OpenStreetMap's tile server. */
const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/**
 * Where map tiles come from (img-src): the host of MAP_TILE_URL, with a `{s}` subdomain
 * placeholder as a wildcard (ADR 0121). Without it a map's tiles would be blocked by the CSP.
 * @param {Record<string, string | undefined>} env
 */
export function mapTileOrigins(env) {
  const template = env.MAP_TILE_URL?.trim() || DEFAULT_MAP_TILE_URL;
  const match = /^(https?:)\/\/([^/?#]+)/.exec(template);
  if (!match) return [];
  return [`${match[1]}//${match[2].replace(/\{s\}/g, "*")}`];
}

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;
let nonceBytes = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * 16 random bytes, base64: a CSP nonce. Taken from a buffer the system's random source fills for
 * 256 nonces at a time, as Node does for randomUUID(); one system call per request was 1 % of a
 * page view's CPU (ADR 0445). Each nonce is used once.
 */
export function freshNonce() {
  if (nonceOffset + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = crypto.randomBytes(NONCE_BYTES * NONCES_PER_FILL);
    nonceOffset = 0;
  }
  const nonce = nonceBytes.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Express middleware (an array, for app.use): nonce, helmet, Permissions-Policy, and route
 * headers that repeat one already set are not doubled ("nosniff, nosniff").
 * @param {{ https: boolean, formActions: string[], imgOrigins?: string[] }} options
 */
export function securityHeadersMiddleware({ https, formActions, imgOrigins = [] }) {
  const nonce = (/** @type {any} */ _req, /** @type {any} */ res, /** @type {() => void} */ next) => {
    res.locals.cspNonce = freshNonce();
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${/** @type {any} */ (res).locals.cspNonce}'`],
        "script-src-attr": ["'none'"],
        // <style> elements only from our files; style attributes (React style props,
        // react-big-calendar's event positions) are allowed: see ADR 0082.
        "style-src": ["'self'"],
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...imgOrigins],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'", ...formActions],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // HSTS only for an https public origin: on http (a local installation) it would pin
    // localhost to https for a year.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  const permissionsAndDedupe = (/** @type {any} */ _req, /** @type {any} */ res, /** @type {() => void} */ next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // @remix-run/express appends route headers; skip a value that is already there.
    const append = res.append;
    res.append = function (/** @type {string} */ name, /** @type {any} */ value) {
      const current = this.getHeader(name);
      if (current !== undefined && String(current).toLowerCase() === String(value).toLowerCase()) return this;
      return append.call(this, name, value);
    };
    next();
  };
  return [nonce, headers, permissionsAndDedupe];
}
