// A guest's "Message the venue" text kept while they log in or sign up (ADR 0112): stored
// under a random token for a day; the token rides in the login page's redirectTo, so the
// product page finds the text again. Only the token's hash is stored.
import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { getDb, tables, first, run } from "~/db.server";

export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

/** Stores the text for the product; null when there is no such product. */
export async function saveDraft(productId: number, body: string, now = Date.now()): Promise<string | null> {
  const token = crypto.randomBytes(18).toString("base64url");
  const db = getDb();
  if (!await first(db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.id, productId)))) return null;
  await run((db) => db.delete(tables.messageDrafts).where(lt(tables.messageDrafts.expiresAt, new Date(now))));
  await run((db) => db.insert(tables.messageDrafts).values({ tokenHash: hashToken(token), productId, body, expiresAt: new Date(now + DRAFT_TTL_MS) }));
  return token;
}

/** The draft's text when the token is live and was issued for this product. */
export async function loadDraft(token: string | null | undefined, productId: number, now = Date.now()): Promise<string | null> {
  if (!token || token.length > 64) return null;
  return (
    (await first(getDb()
            .select({ body: tables.messageDrafts.body })
            .from(tables.messageDrafts)
            .where(
              and(
                eq(tables.messageDrafts.tokenHash, hashToken(token)),
                eq(tables.messageDrafts.productId, productId),
                gt(tables.messageDrafts.expiresAt, new Date(now)),
              ),
            )))?.body ?? null
  );
}

export async function deleteDraft(token: string | null | undefined) {
  if (!token || token.length > 64) return;
  await run((db) => db.delete(tables.messageDrafts).where(eq(tables.messageDrafts.tokenHash, hashToken(token))));
}

/** Where a guest goes to log in: back to the product page's form with the text kept. */
export function draftReturnPath(productId: number, token: string) {
  return `/product-detail/${productId}?${new URLSearchParams({ draft: token })}#message-the-venue`;
}
