// DELETE /v1/cart-reservation-venue/{id}: removes one of the caller's items.
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiCartOwner, withGuestCartId } from "~/cart/api-owner.server";
import { removeCartItem } from "~/cart/cart.server";
import { apiError, apiJson } from "~/http/api.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return apiError(405, "Method Not Allowed");
  const cart = await requireApiCartOwner(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || !await removeCartItem(cart.owner, id)) return withGuestCartId(apiError(404, "Not Found"), cart);
  return withGuestCartId(apiJson({ id }, { message: "Deleted" }), cart);
}
