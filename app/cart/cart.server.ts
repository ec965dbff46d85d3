// Reservation list (cart) domain. The cart issue implements the rules here; other routes
// (product detail, search card BOOK NOW, /v1) call these functions.
import type { AddToCartInput } from "~/cart/add-to-cart-schema";

/** Who owns a cart: a logged-in user, or a guest's anonymous cart id. */
export type CartOwner = { userId: number } | { cartSessionId: string };

export type AddToCartResult =
  | { ok: true; itemId: number; productName: string; venueName: string; location: string }
  | { ok: false; status: 400 | 404 | 409; formError?: string; fieldErrors?: Record<string, string[]> };

export function addToCart(_owner: CartOwner, _input: AddToCartInput, _now = new Date()): AddToCartResult {
  // Implemented by the cart issue (#5).
  throw new Error("addToCart is not implemented yet");
}
