// The cart owner of a /v1 call: the api-key's user, else the guest's session-id header.
import { apiCartSessionId, getApiUser } from "~/accounts/api-auth.server";
import type { CurrentUser } from "~/accounts/session.server";
import type { CartOwner } from "~/cart/cart.server";
import { apiError } from "~/utils/api.server";

export function requireApiCartOwner(request: Request): { owner: CartOwner; user: CurrentUser | null } {
  const user = getApiUser(request);
  if (user) return { owner: { userId: user.id }, user };
  const cartSessionId = apiCartSessionId(request);
  if (cartSessionId) return { owner: { cartSessionId }, user: null };
  throw apiError(401, "Send an api-key header, or a session-id header for a guest cart");
}
