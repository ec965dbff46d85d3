// The login flow's last step, shared by every way of logging in (form, social, team invitation).
// It lives outside app/accounts so that accounts does not import the cart: the guest's
// reservation list is merged by the flow (afterLogin), not by the account rules.
import { redirect } from "@remix-run/node";
import { loginDestination } from "~/accounts/auth.server";
import { commitSession, getSession, loadCurrentUser, rotateSession } from "~/accounts/session.server";
import { afterLogin } from "~/login/after-login.server";

/**
 * Starts the logged-in session: the guest cart id is read before the session changes and
 * handed to afterLogin(). The session gets a new id (the old row is deleted, so an id known
 * before login is worth nothing after it) carrying the user id and a chosen coupon.
 */
export async function completeLogin(request: Request, userId: number, redirectTo?: string | null) {
  const old = await getSession(request);
  const guestCartSessionId = old.get("cartSessionId") ?? null;
  await afterLogin({ userId, guestCartSessionId });
  const couponCode = old.get("couponCode");
  const session = await rotateSession(request, old, { userId, ...(couponCode ? { couponCode } : {}) });
  const user = await loadCurrentUser(userId);
  return redirect(loginDestination(user, redirectTo), {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
