import { count, eq, sql } from "drizzle-orm";
import { getSession } from "~/accounts/session.server";
import { preparedFirst, tables } from "~/db.server";

/** Number of items in the reservation list of this request's user or guest cart. */
export async function getCartCount(request: Request, userId: number | null): Promise<number> {
  if (userId) {
    return (
      (await preparedFirst("cart-count-of-user", (d) => d.select({ n: count() }).from(tables.cartItems).where(eq(tables.cartItems.userId, sql.placeholder("userId"))), { userId }))
        ?.n ?? 0
    );
  }
  const cartSessionId = (await getSession(request)).get("cartSessionId");
  if (!cartSessionId) return 0;
  return (
    (
      await preparedFirst(
        "cart-count-of-guest",
        (d) => d.select({ n: count() }).from(tables.cartItems).where(eq(tables.cartItems.cartSessionId, sql.placeholder("cartSessionId"))),
        { cartSessionId },
      )
    )?.n ?? 0
  );
}
