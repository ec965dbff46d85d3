import { getEnv } from "~/env.server";

/** Public origin for links in e-mails and gateway callbacks: APP_URL, else this request's. */
export function appOrigin(request: Request): string {
  return getEnv().APP_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
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
