// The cart owner of a /v1 call: the api-key's user, else the guest cart named by a
// server-issued `session-id` header. A guest without a valid id gets a new one (ADR 0026);
// withGuestCartId() returns it to the client in the body and the `session-id` header.
import { apiCartSessionId, issueGuestCartId, verifyGuestCartId } from "~/accounts/api-auth.server";
import { getApiUser } from "~/accounts/api-auth.server";
import type { CurrentUser } from "~/accounts/session.server";
import type { CartOwner } from "~/cart/cart.server";

export type ApiCartOwner = { owner: CartOwner; user: CurrentUser | null; guestCartId: string | null };

export async function requireApiCartOwner(request: Request): Promise<ApiCartOwner> {
  const user = await getApiUser(request);
  if (user) return { owner: { userId: user.id }, user, guestCartId: null };
  const given = request.headers.get("session-id")?.trim() ?? "";
  const guestCartId = apiCartSessionId(request) ? given : issueGuestCartId();
  return { owner: { cartSessionId: verifyGuestCartId(guestCartId)! }, user: null, guestCartId };
}

/** Adds the guest's cart id to a JSON answer (`sessionId` in the body, `session-id` header). */
export async function withGuestCartId(response: Response, { guestCartId }: Pick<ApiCartOwner, "guestCartId">): Promise<Response> {
  if (!guestCartId) return response;
  const headers = new Headers(response.headers);
  headers.set("session-id", guestCartId);
  headers.delete("content-length");
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    return new Response(null, { status: response.status, headers });
  }
  const withId = body && typeof body === "object" && !Array.isArray(body) ? { ...body, sessionId: guestCartId } : body;
  return new Response(JSON.stringify(withId), { status: response.status, headers });
}
