// Called once a user has logged in (form, social), before the session drops the guest's
// cart id, so the guest's reservation list moves to the account: nothing is lost.
import { mergeGuestCart } from "~/cart/cart.server";

export async function afterLogin({ userId, guestCartSessionId }: { userId: number; guestCartSessionId: string | null }): Promise<void> {
  await mergeGuestCart(guestCartSessionId, userId);
}
