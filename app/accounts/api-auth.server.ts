// /v1 API authentication: clients send the access token from POST /v1/auth in the
// `api-key` header (spec section 7). A token is an opaque random string; the api_tokens
// table keeps only its SHA-256 and expiry, so tokens can be revoked (ADR 0024). Roles are
// still read from the database on each call.
import crypto from "node:crypto";
import { json } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { loadCurrentUser, revokeAllAccess, type CurrentUser } from "~/accounts/session.server";
import { getDb, tables, run, first } from "~/db.server";
import { getEnv } from "~/env.server";
import { apiError } from "~/http/api.server";
import { noteDeliberateApiError } from "~/utils/logger.server";

export const API_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function hashApiToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export async function createAccessToken(userId: number, now = Date.now()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await run((db) => db
        .insert(tables.apiTokens)
        .values({ userId, tokenHash: hashApiToken(token), expiresAt: new Date(now + API_TOKEN_TTL_MS) }));
  return token;
}

/** What an `api-key` header amounts to: none sent, a live token, an expired one, or not a token of ours. */
export type ApiTokenState =
  | { kind: "none" }
  | { kind: "valid"; userId: number }
  | { kind: "expired" }
  | { kind: "invalid" }
  /** Revoked when its user was removed from an organisation (issue 41, ADR 0351). */
  | { kind: "removed" };

// Original clients send the header whatever local storage holds, so "null"/"undefined" mean "no token".
const NO_TOKEN = new Set(["", "null", "undefined"]);

export async function apiTokenState(token: string | null | undefined, now = Date.now()): Promise<ApiTokenState> {
  const value = token?.trim() ?? "";
  if (NO_TOKEN.has(value)) return { kind: "none" };
  if (value.length > 200) return { kind: "invalid" };
  const row = await first(getDb()
      .select({ userId: tables.apiTokens.userId, expiresAt: tables.apiTokens.expiresAt })
      .from(tables.apiTokens)
      .where(eq(tables.apiTokens.tokenHash, hashApiToken(value))));
  // A revoked token has no row left: it reads as invalid (ADR 0130), unless it was revoked by a
  // removal from a team, which leaves a mark until the token would have expired (ADR 0351).
  if (!row) {
    const mark = await first(getDb()
        .select({ expiresAt: tables.apiTokens.expiresAt })
        .from(tables.apiTokens)
        .where(eq(tables.apiTokens.tokenHash, `${REMOVED_MARK}${hashApiToken(value)}`)));
    return mark && mark.expiresAt.getTime() > now ? { kind: "removed" } : { kind: "invalid" };
  }
  if (row.expiresAt.getTime() <= now) return { kind: "expired" };
  return { kind: "valid", userId: row.userId };
}

/** The token_hash prefix of a mark left for a token revoked by a removal from a team: never a live token's hash. */
const REMOVED_MARK = "removed:";

/**
 * Every session and /v1 token of a user removed from an organisation is revoked (ADR 0280);
 * each live token leaves a mark (its hash, prefixed, with its expiry), so that a client still
 * holding it hears 401 "Unauthorized", not the spec's 500 "invalid token" (issue 41 item 6).
 * The marks go with expired tokens (pruning) and with any later revocation of the account.
 */
export async function revokeAccessOfRemovedMember(userId: number) {
  const live = await getDb()
    .select({ tokenHash: tables.apiTokens.tokenHash, expiresAt: tables.apiTokens.expiresAt })
    .from(tables.apiTokens)
    .where(eq(tables.apiTokens.userId, userId));
  await revokeAllAccess(userId);
  const marks = live.filter((t) => !t.tokenHash.startsWith(REMOVED_MARK)).map((t) => ({ userId, tokenHash: `${REMOVED_MARK}${t.tokenHash}`, expiresAt: t.expiresAt }));
  if (marks.length) await run((db) => db.insert(tables.apiTokens).values(marks));
}

/** The user id of a stored, unexpired token, else null. */
export async function verifyAccessToken(token: string | null | undefined, now = Date.now()): Promise<number | null> {
  const state = await apiTokenState(token, now);
  return state.kind === "valid" ? state.userId : null;
}

/** Revokes one token (a client logging out); true when it existed. */
export async function revokeAccessToken(token: string): Promise<boolean> {
  return (await run((db) => db.delete(tables.apiTokens).where(eq(tables.apiTokens.tokenHash, hashApiToken(token))))).changes > 0;
}

/**
 * The spec's token errors (section 8): the original clients log out only on status 500 with
 * the jsonwebtoken library's error names, so an expired or unknown token answers exactly that
 * (ADR 0130). The names stay although tokens are no longer JWTs.
 */
export const API_TOKEN_ERRORS = {
  expired: { name: "TokenExpiredError", message: "jwt expired" },
  invalid: { name: "JsonWebTokenError", message: "invalid token" },
} as const;

export function apiTokenError(kind: keyof typeof API_TOKEN_ERRORS): Response {
  // Meant, not a failure: the access log writes it at warn, without a stack.
  noteDeliberateApiError(API_TOKEN_ERRORS[kind].name);
  return json(API_TOKEN_ERRORS[kind], { status: 500, headers: { "Cache-Control": "no-store" } });
}

/**
 * The api-key's user, or null when no token was sent. A token that was sent but is expired,
 * revoked, unknown or belongs to a removed account throws the spec's 500 token error, also on
 * endpoints guests may call: the client then logs out instead of acting as someone else.
 */
export async function getApiUser(request: Request): Promise<CurrentUser | null> {
  const state = await apiTokenState(request.headers.get("api-key"));
  if (state.kind === "none") return null;
  if (state.kind === "expired") throw apiTokenError("expired");
  if (state.kind === "removed") throw apiError(401, "Unauthorized");
  const user = state.kind === "valid" ? await loadCurrentUser(state.userId) : null;
  if (!user) throw apiTokenError("invalid");
  return user;
}

/** The api-key's user; no token at all answers 401, a bad one the spec's 500 token error. */
export async function requireApiUser(request: Request): Promise<CurrentUser> {
  const user = await getApiUser(request);
  if (!user) throw apiError(401, "Unauthorized");
  return user;
}

// Guest cart ids of /v1 clients are issued by the server: "<random>.<HMAC>" signed with
// SESSION_SECRET, so a client cannot pick (or guess) another client's cart key (ADR 0026).
function signGuestCartId(random: string) {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRET).update(`guest-cart:${random}`).digest("base64url");
}

/** A new guest cart id to hand to a client (it sends it back in the `session-id` header). */
export function issueGuestCartId(): string {
  const random = crypto.randomBytes(18).toString("base64url");
  return `${random}.${signGuestCartId(random)}`;
}

/** The cart key of a valid, server-issued id; null for anything else (unsigned, forged, absent). */
export function verifyGuestCartId(id: string | null | undefined): string | null {
  const value = id?.trim() ?? "";
  const [random, signature, extra] = value.split(".");
  if (!random || !signature || extra !== undefined || random.length !== 24) return null;
  const expected = Buffer.from(signGuestCartId(random));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return `api:${random}`;
}

/** Guest cart key for API clients from the `session-id` header (spec: "session id header"), when the server issued it. */
export function apiCartSessionId(request: Request): string | null {
  return verifyGuestCartId(request.headers.get("session-id"));
}
