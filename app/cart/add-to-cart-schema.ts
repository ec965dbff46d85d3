// The add-to-reservation-list form's server schema (the browser runs add-to-cart-messages.ts).
// Texts are the spec's (section 5). The per-person minimum ('Min quantity is {n}') depends on
// the product's sub venue, so it is checked by the server in addToCart and by the client
// through `minQty`.
import * as z from "zod";
import { ADD_TO_CART_MESSAGES } from "~/cart/add-to-cart-messages";
import { LAYOUTS } from "~/utils/constants";

export { ADD_TO_CART_MESSAGES };

const layoutValues = LAYOUTS.map((l) => l.value) as [string, ...string[]];

export function addToCartSchema({ minQty = 1 }: { minQty?: number } = {}) {
  return z.object({
    productId: z.coerce.number().int().positive(),
    date: z
      .string({ error: ADD_TO_CART_MESSAGES.missing })
      .regex(/^\d{4}-\d{2}-\d{2}$/, ADD_TO_CART_MESSAGES.missing),
    time: z
      .string({ error: ADD_TO_CART_MESSAGES.missing })
      .regex(/^\d{2}:00$/, ADD_TO_CART_MESSAGES.missing),
    setup: z.enum(layoutValues, { error: ADD_TO_CART_MESSAGES.layout }),
    qty: z.coerce
      .number({ error: ADD_TO_CART_MESSAGES.minimumOrder })
      .int(ADD_TO_CART_MESSAGES.wholeNumber)
      .min(1, ADD_TO_CART_MESSAGES.minimumOrder)
      .refine((n) => n >= minQty, ADD_TO_CART_MESSAGES.minQuantity(minQty)),
    eventName: z
      .string({ error: ADD_TO_CART_MESSAGES.eventName })
      .trim()
      .min(1, ADD_TO_CART_MESSAGES.eventName)
      .max(120),
    note: z.string().trim().max(1000).optional(),
  });
}
export type AddToCartInput = z.infer<ReturnType<typeof addToCartSchema>>;
