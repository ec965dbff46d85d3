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

/** A same-site path to return to, or the fallback (prevents open redirects). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string") return fallback;
  // Browsers drop tabs and newlines from URLs ("/\t/evil" is "//evil"), and a Location header
  // cannot carry non-ASCII (U+3000, U+2028 ...): only printable ASCII, as our own links are.
  if (!/^[\x21-\x7e]+$/.test(to)) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
