// /v1 account calls (spec section 7) over the same rules as the pages.
import { MESSAGES, PASSWORD_MIN } from "~/accounts/account-schemas.server";
import { checkCredentials, INVALID_CREDENTIALS, NOT_ACTIVATED } from "~/accounts/accounts.server";
import { createAccessToken } from "~/accounts/api-auth.server";
import { loadCurrentUser } from "~/accounts/session.server";
import { apiError, apiJson } from "~/http/api.server";
import { clearRateLimit, failedLoginFromIp, loginFailedFor, loginLockedFor, slowDownLoginFromIp } from "~/accounts/rate-limit.server";

export const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** data: { accessToken, profile } as the spec's session profile. */
export async function sessionProfileResponse(userId: number, status = 200, message = "Login success") {
  const user = await loadCurrentUser(userId);
  if (!user) return apiError(403, NOT_ACTIVATED);
  return apiJson(
    {
      accessToken: await createAccessToken(user.id),
      profile: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        isAdmin: user.isAdmin,
        isSupplier: user.isSupplier,
        supplierId: user.supplierId,
        venueId: user.venueId,
      },
    },
    { status, message },
  );
}

export async function apiLogin(request: Request, body: Record<string, unknown>) {
  const email = str(body.email).trim().toLowerCase();
  const password = str(body.password);
  if (!email || !password) return apiError(400, MESSAGES.loginEmpty);
  await slowDownLoginFromIp(request);
  const locked = await loginLockedFor(email);
  if (locked) return apiError(429, locked);
  const result = await checkCredentials(email, password);
  if (result.status !== "ok") {
    await loginFailedFor(email);
    await failedLoginFromIp(request);
    return result.status === "inactive" ? apiError(403, NOT_ACTIVATED) : apiError(401, INVALID_CREDENTIALS);
  }
  await clearRateLimit(`login:email:${email}`);
  return await sessionProfileResponse(result.userId);
}

export { PASSWORD_MIN };
