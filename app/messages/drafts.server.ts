// A guest's "Message the venue" text kept while they log in or sign up (ADR 0112): stored
// under a random token for a day; the token rides in the login page's redirectTo, so the
// product page finds the text again. Only the token's hash is stored.
import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { getDb, schema } from "~/db.server";

export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

/** Stores the text for the product; null when there is no such product. */
export function saveDraft(productId: number, body: string, now = Date.now()): string | null {
  const token = crypto.randomBytes(18).toString("base64url");
  const db = getDb();
  if (!db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.id, productId)).get()) return null;
  db.delete(schema.messageDrafts).where(lt(schema.messageDrafts.expiresAt, new Date(now))).run();
  db.insert(schema.messageDrafts).values({ tokenHash: hashToken(token), productId, body, expiresAt: new Date(now + DRAFT_TTL_MS) }).run();
  return token;
}

/** The draft's text when the token is live and was issued for this product. */
export function loadDraft(token: string | null | undefined, productId: number, now = Date.now()): string | null {
  if (!token || token.length > 64) return null;
  return (
    getDb()
      .select({ body: schema.messageDrafts.body })
      .from(schema.messageDrafts)
      .where(
        and(
          eq(schema.messageDrafts.tokenHash, hashToken(token)),
          eq(schema.messageDrafts.productId, productId),
          gt(schema.messageDrafts.expiresAt, new Date(now)),
        ),
      )
      .get()?.body ?? null
  );
}

export function deleteDraft(token: string | null | undefined) {
  if (!token || token.length > 64) return;
  getDb().delete(schema.messageDrafts).where(eq(schema.messageDrafts.tokenHash, hashToken(token))).run();
}

/** Where a guest goes to log in: back to the product page's form with the text kept. */
export function draftReturnPath(productId: number, token: string) {
  return `/product-detail/${productId}?${new URLSearchParams({ draft: token })}#message-the-venue`;
}
