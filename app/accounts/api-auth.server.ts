// /v1 API authentication: clients send the access token from POST /v1/auth in the
// `api-key` header (spec section 7). Tokens are HMAC-signed "userId.expiresAt"; roles are
// still read from the database on each call.
import crypto from "node:crypto";
import { loadCurrentUser, type CurrentUser } from "~/accounts/session.server";
import { getEnv } from "~/env.server";
import { apiError } from "~/utils/api.server";

const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function sign(payload: string) {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRET).update(`api:${payload}`).digest("base64url");
}

export function createAccessToken(userId: number, now = Date.now()): string {
  const payload = `${userId}.${now + TOKEN_TTL_MS}`;
  return `${payload}.${sign(payload)}`;
}

/** The user id of a valid, unexpired token, else null. */
export function verifyAccessToken(token: string | null | undefined, now = Date.now()): number | null {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [userId, expiresAt, signature] = parts;
  const expected = Buffer.from(sign(`${userId}.${expiresAt}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (!(Number(expiresAt) > now)) return null;
  const id = Number(userId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function getApiUser(request: Request): CurrentUser | null {
  const userId = verifyAccessToken(request.headers.get("api-key"));
  return userId ? loadCurrentUser(userId) : null;
}

export function requireApiUser(request: Request): CurrentUser {
  const user = getApiUser(request);
  if (!user) throw apiError(401, "Unauthorized");
  return user;
}

/** Guest cart id for API clients: the `session-id` header (spec: "session id header"). */
export function apiCartSessionId(request: Request): string | null {
  const id = request.headers.get("session-id")?.trim();
  return id && id.length >= 8 && id.length <= 128 ? `api:${id}` : null;
}
