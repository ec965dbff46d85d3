// Activation and password-reset tokens. The link carries a random token; the database keeps
// only its SHA-256 hash, so a leaked database does not leak working links. Tokens expire and
// are single use; issuing a new token of a kind retires the user's older ones.
import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type DB, tables, run, first } from "~/db.server";

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
export async function issueUserToken(tx: Tx, userId: number, kind: TokenKind, now = Date.now()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await run((db) => db.update(tables.userTokens)
        .set({ usedAt: new Date(now) })
        .where(and(eq(tables.userTokens.userId, userId), eq(tables.userTokens.kind, kind), isNull(tables.userTokens.usedAt))));
  await run((db) => db.insert(tables.userTokens)
        .values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(now + TOKEN_TTL_MS[kind]) }));
  return token;
}

/** The live token row (valid for this e-mail, unused, unexpired), if any. */
async function findLiveToken(
  db: Pick<DB, "select">,
  { email, token, kind }: { email: string; token: string; kind: TokenKind },
  now: number,
) {
  if (!email || !token) return undefined;
  return await first(db
      .select({ id: tables.userTokens.id, userId: tables.userTokens.userId })
      .from(tables.userTokens)
      .innerJoin(tables.users, eq(tables.users.id, tables.userTokens.userId))
      .where(
        and(
          eq(tables.userTokens.tokenHash, hashToken(token)),
          eq(tables.userTokens.kind, kind),
          eq(tables.users.email, email.trim().toLowerCase()),
          isNull(tables.userTokens.usedAt),
          gt(tables.userTokens.expiresAt, new Date(now)),
        ),
      ));
}

/**
 * Marks the token used and returns its user id when it is valid for this e-mail, unused and
 * unexpired; otherwise null. Call inside a transaction together with the change it allows.
 */
export async function consumeUserToken(
  tx: Tx,
  args: { email: string; token: string; kind: TokenKind },
  now = Date.now(),
): Promise<number | null> {
  const row = await findLiveToken(tx, args, now);
  if (!row) return null;
  await run((db) => db.update(tables.userTokens).set({ usedAt: new Date(now) }).where(eq(tables.userTokens.id, row.id)));
  return row.userId;
}

/** True when the token would be accepted (used to show the reset form only for live links). */
export async function isUserTokenValid(
  db: Pick<DB, "select">,
  args: { email: string; token: string; kind: TokenKind },
  now = Date.now(),
): Promise<boolean> {
  return !!await findLiveToken(db, args, now);
}

/** True when a password reset link (email, token) is live in the app's database. */
export async function isResetTokenLive(email: string, token: string, now = Date.now()): Promise<boolean> {
  return await isUserTokenValid(getDb(), { email, token, kind: "reset" }, now);
}
