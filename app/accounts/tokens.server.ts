// Activation and password-reset tokens. The link carries a random token; the database keeps
// only its SHA-256 hash, so a leaked database does not leak working links. Tokens expire and
// are single use; issuing a new token of a kind retires the user's older ones.
import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, schema, type DB } from "~/db.server";

export type TokenKind = "activation" | "reset";

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  activation: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

type Tx = Pick<DB, "insert" | "select" | "update">;

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Creates a token for the user (inside the caller's transaction); returns the raw token. */
export function issueUserToken(tx: Tx, userId: number, kind: TokenKind, now = Date.now()): string {
  const token = crypto.randomBytes(32).toString("base64url");
  tx.update(schema.userTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(schema.userTokens.userId, userId), eq(schema.userTokens.kind, kind), isNull(schema.userTokens.usedAt)))
    .run();
  tx.insert(schema.userTokens)
    .values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(now + TOKEN_TTL_MS[kind]) })
    .run();
  return token;
}

/** The live token row (valid for this e-mail, unused, unexpired), if any. */
function findLiveToken(
  db: Pick<DB, "select">,
  { email, token, kind }: { email: string; token: string; kind: TokenKind },
  now: number,
) {
  if (!email || !token) return undefined;
  return db
    .select({ id: schema.userTokens.id, userId: schema.userTokens.userId })
    .from(schema.userTokens)
    .innerJoin(schema.users, eq(schema.users.id, schema.userTokens.userId))
    .where(
      and(
        eq(schema.userTokens.tokenHash, hashToken(token)),
        eq(schema.userTokens.kind, kind),
        eq(schema.users.email, email.trim().toLowerCase()),
        isNull(schema.userTokens.usedAt),
        gt(schema.userTokens.expiresAt, new Date(now)),
      ),
    )
    .get();
}

/**
 * Marks the token used and returns its user id when it is valid for this e-mail, unused and
 * unexpired; otherwise null. Call inside a transaction together with the change it allows.
 */
export function consumeUserToken(
  tx: Tx,
  args: { email: string; token: string; kind: TokenKind },
  now = Date.now(),
): number | null {
  const row = findLiveToken(tx, args, now);
  if (!row) return null;
  tx.update(schema.userTokens).set({ usedAt: new Date(now) }).where(eq(schema.userTokens.id, row.id)).run();
  return row.userId;
}

/** True when the token would be accepted (used to show the reset form only for live links). */
export function isUserTokenValid(
  db: Pick<DB, "select">,
  args: { email: string; token: string; kind: TokenKind },
  now = Date.now(),
): boolean {
  return !!findLiveToken(db, args, now);
}

/** True when a password reset link (email, token) is live in the app's database. */
export function isResetTokenLive(email: string, token: string, now = Date.now()): boolean {
  return isUserTokenValid(getDb(), { email, token, kind: "reset" }, now);
}
