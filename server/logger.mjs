// The one logger of the process (ADR 0103): pino JSON lines, one per request (access-log.mjs in
// server.mjs) and per job run or mail attempt (the app imports it via app/utils/logger.server).
// Kept on globalThis so server.mjs and the Remix build (which bundles its own copy of this
// file) write through the same instance. Human-readable with pino-pretty in development.
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function levelFromEnv() {
  const raw = process.env.LOG_LEVEL?.trim();
  if (raw) {
    if (!LEVELS.includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(", ")}, got "${raw}"`);
    return raw;
  }
  return process.env.NODE_ENV === "test" ? "silent" : "info";
}

/** @returns {import("pino").Logger} */
export function getLogger() {
  if (!globalThis.__appLogger) {
    const pretty = process.env.NODE_ENV === "development" && process.env.LOG_FORMAT !== "json";
    globalThis.__appLogger = pino({
      level: levelFromEnv(),
      base: { pid: process.pid },
      // Belt and braces: whatever object is logged, these never reach the log.
      redact: {
        paths: ["password", "*.password", "token", "*.token", "accessToken", "*.accessToken", "headers.cookie", "headers.authorization", 'headers["api-key"]'],
        censor: "[REDACTED]",
      },
      ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid" } } } : {}),
    });
  }
  return globalThis.__appLogger;
}

// Query parameters whose values are secrets: invoice access tokens, activation and reset
// tokens, API keys, OAuth codes and states, signatures.
// ("keyword" and "page" are not secrets; "api-key", "apiKey", "access_token" are.)
const SECRET_PARAM = /token|secret|passw|activation|reset|signature|session|auth|apikey|(^|[-_])key$|^code$|[-_]code$|^state$|^sig$/i;
// Path segments that are secrets themselves (the payment sandbox page and the vendor's calendar
// feed are addressed by token).
const SECRET_PATHS = [/^(\/payment-sandbox\/)[^/?#]+/, /^(\/calendar-feed\/)[^/?#]+/];

/** The request path for logs, with secret query values and secret path segments replaced. */
export function redactUrl(url) {
  if (typeof url !== "string") return "";
  const q = url.indexOf("?");
  let pathname = q === -1 ? url : url.slice(0, q);
  for (const pattern of SECRET_PATHS) pathname = pathname.replace(pattern, "$1[REDACTED]");
  if (q === -1) return pathname;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // a malformed escape: judge the raw name
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[REDACTED]` : pair;
    })
    .join("&");
  return `${pathname}?${query}`;
}

/** Per-request context (the logged-in user's id) that the app fills in and the access log reads. */
export function requestContext() {
  globalThis.__requestContext ??= new AsyncLocalStorage();
  return globalThis.__requestContext;
}

/** Called by the app once it knows who is asking; a no-op outside a request. */
export function noteRequestUser(userId) {
  const store = requestContext().getStore();
  if (store) store.userId = userId;
}

/**
 * Called by the app when it answers a 500 on purpose (the spec's token errors, ADR 0130): the
 * access log writes the request at warn with this name instead of an error with a stack.
 */
export function noteDeliberateApiError(name) {
  const store = requestContext().getStore();
  if (store) store.apiError = name;
}
