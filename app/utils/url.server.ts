import { getEnv } from "~/env.server";

/** Host names of this machine: the only ones a local installation (no APP_URL) answers for. */
const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTNAMES.has(hostname.toLowerCase());
}

/**
 * The one public origin every absolute URL is built from (e-mail links, gateway callbacks,
 * canonical and Open Graph tags, /v1 answers; ADR 0080): APP_URL when set; else, for a local
 * installation, the request's origin if it names this machine, else http://localhost:PORT.
 * The request's Host is never trusted beyond loopback names, so a spoofed Host cannot reach a
 * link even where the server's 421 guard does not run (remix-serve, tests, timers).
 */
export function appOrigin(request?: Request): string {
  const env = getEnv();
  if (env.APP_URL) return new URL(env.APP_URL).origin;
  if (request) {
    const url = new URL(request.url);
    if (isLoopbackHostname(url.hostname)) return url.origin;
  }
  return `http://localhost:${env.PORT}`;
}

/** The base a redirect target is resolved against: any origin of ours would do, only the path is kept. */
const SAME_ORIGIN = "http://same-origin.invalid";

/**
 * A path whose text, as is or decoded (up to three times), names another host or a scheme, or
 * holds a backslash or control character: one server or proxy that decodes once more must not
 * find another site in it either.
 */
function looksForeign(path: string): boolean {
  let text = path;
  for (let i = 0; i < 3; i++) {
    if (/^[/\\]{2}/.test(text) || /[\\\x00-\x1f\x7f]/.test(text) || /^\/?[a-z][a-z0-9+.-]*:/i.test(text)) return true;
    // ... also once its dot segments are resolved ("/.//evil.com" is the path "//evil.com").
    if (text.startsWith("/") && /^[/\\]{2}/.test(URL.parse(text, SAME_ORIGIN)?.pathname ?? "//")) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return true; // a broken %-sequence: not one of our own links
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return true;
}

/**
 * The one check for every redirect target a request carries (`next`, `redirectTo`, `returnTo`,
 * a Referer's path...; ADR 0350): the same-site path to go to, or `fallback`. The text is
 * resolved as a browser would (against our origin: `.`/`..` segments, `%2e`, backslashes) and
 * only the resolved path is accepted and returned, so a later re-parse (withLang(), a prefix
 * check) sees what the browser will: `/.//evil.com` resolves to the path `//evil.com`, refused.
 * `within` (a path like "/dashboard") also requires the resolved path to be it or under it.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
  options: { within?: string } = {},
): string {
  if (!to || typeof to !== "string") return fallback;
  // Browsers drop tabs and newlines from URLs ("/\t/evil" is "//evil"), and a Location header
  // cannot carry non-ASCII (U+3000, U+2028 ...): only printable ASCII, as our own links are.
  if (!/^[\x21-\x7e]+$/.test(to)) return fallback;
  if (!to.startsWith("/") || looksForeign(to.split(/[?#]/)[0]!)) return fallback;
  let url: URL;
  try {
    url = new URL(to, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_ORIGIN || url.username || url.password) return fallback;
  const path = url.pathname;
  if (looksForeign(path)) return fallback;
  const { within } = options;
  if (within && path !== within && !path.startsWith(within.endsWith("/") ? within : `${within}/`)) return fallback;
  return `${path}${url.search}${url.hash}`;
}
