import { getEnv } from "~/env.server";

/** Public origin for links in e-mails and gateway callbacks: APP_URL, else this request's. */
export function appOrigin(request: Request): string {
  return getEnv().APP_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}

/** A same-site path to return to, or the fallback (prevents open redirects). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string") return fallback;
  // Browsers drop tabs and newlines from URLs ("/\t/evil" is "//evil"): refuse control characters.
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
