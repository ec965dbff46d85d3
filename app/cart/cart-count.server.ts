import { count, eq } from "drizzle-orm";
import { getSession } from "~/accounts/session.server";
import { getDb, schema } from "~/db.server";

/** Number of items in the reservation list of this request's user or guest cart. */
export async function getCartCount(request: Request, userId: number | null): Promise<number> {
  const db = getDb();
  if (userId) {
    return db.select({ n: count() }).from(schema.cartItems).where(eq(schema.cartItems.userId, userId)).get()?.n ?? 0;
  }
  const cartSessionId = (await getSession(request)).get("cartSessionId");
  if (!cartSessionId) return 0;
  return (
    db.select({ n: count() }).from(schema.cartItems).where(eq(schema.cartItems.cartSessionId, cartSessionId)).get()?.n ?? 0
  );
}
