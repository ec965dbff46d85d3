// What of a visitor's session changes a shared page (server/page-cache.mjs, ADR 0171): the
// header's cart badge for a guest. A logged-in visitor's pages are their own (greeting,
// messages, supplier or admin links): null, never cached.
import { getSessionStorage } from "~/accounts/session.server";
import { getCartCount } from "~/cart/cart-count.server";

export async function pageCacheSessionVariant(cookieHeader: string): Promise<string | null> {
  // Reading the session also keeps it alive (last seen), as a rendered page would.
  const session = await getSessionStorage().getSession(cookieHeader);
  if (session.get("userId")) return null;
  if (!session.get("cartSessionId")) return "";
  const count = await getCartCount(new Request("http://page-cache.invalid/", { headers: { cookie: cookieHeader } }), null);
  return `cart=${count}`;
}
