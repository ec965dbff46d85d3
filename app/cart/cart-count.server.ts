import { count, eq, sql } from "drizzle-orm";
import { getSession } from "~/accounts/session.server";
import { getDb, preparedQuery, schema } from "~/db.server";

/** Number of items in the reservation list of this request's user or guest cart. */
export async function getCartCount(request: Request, userId: number | null): Promise<number> {
  const db = getDb();
  if (userId) {
    return (
      preparedQuery(db, "cart-count-of-user", (d) =>
        d.select({ n: count() }).from(schema.cartItems).where(eq(schema.cartItems.userId, sql.placeholder("userId"))).prepare(),
      ).get({ userId })?.n ?? 0
    );
  }
  const cartSessionId = (await getSession(request)).get("cartSessionId");
  if (!cartSessionId) return 0;
  return (
    preparedQuery(db, "cart-count-of-guest", (d) =>
      d.select({ n: count() }).from(schema.cartItems).where(eq(schema.cartItems.cartSessionId, sql.placeholder("cartSessionId"))).prepare(),
    ).get({ cartSessionId })?.n ?? 0
  );
}
