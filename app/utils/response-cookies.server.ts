// Cookies an action has set in the response being built, for the loaders of the same response.
// After a document POST (no JavaScript) Remix runs the page's loaders in the same request, with
// the request's old Cookie header: without this the header would show the state before the
// action (e.g. no cart badge after a guest's first item, whose cart session the action created).
// Kept in the per-request store of the access log (server/logger.mjs); a no-op outside a request.
import { requestContext } from "../../server/logger.mjs";

type Store = { responseCookies?: Map<string, string> };

/** Remember a Set-Cookie value ("name=value; Path=/; ...") committed during this request. */
export function noteResponseCookie(setCookie: string) {
  const store = requestContext().getStore() as Store | undefined;
  if (!store) return;
  const [pair] = setCookie.split(";");
  const eq = pair.indexOf("=");
  if (eq < 1) return;
  store.responseCookies ??= new Map();
  store.responseCookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
}

/** The request's Cookie header with the cookies set earlier in this request taking their place. */
export function cookieHeaderWithResponseCookies(header: string | null): string | null {
  const set = (requestContext().getStore() as Store | undefined)?.responseCookies;
  if (!set?.size) return header;
  const kept = (header ?? "")
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c && !set.has(c.slice(0, c.indexOf("=")).trim()));
  return [...kept, ...[...set].map(([name, value]) => `${name}=${value}`)].join("; ");
}
