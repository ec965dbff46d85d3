// Messages of the add-to-reservation-list form (spec section 5) and a small check of the form's
// fields that the browser runs before submitting. The server validates with the Zod schema in
// add-to-cart-schema.ts; this file imports no Zod so the product page stays light (ADR 0124).
import { msg } from "~/i18n/message-ref";

/** References to the cart catalogue (ADR 0391): the browser compares them, the server renders them. */
export const ADD_TO_CART_MESSAGES = {
  layout: msg("cart.layout"),
  minimumOrder: msg("cart.minimumOrder"),
  /** Not the spec's: 95.5 used to get "Minimum order is 1", which names the wrong problem. */
  wholeNumber: msg("cart.wholeNumber"),
  minQuantity: (n: number) => msg("cart.minQuantity", { n }),
  eventName: msg("cart.eventName"),
  missing: msg("cart.missing"),
  reserved: msg("cart.reserved"),
  success: msg("cart.added"),
} as const;

export type AddToCartField = "date" | "time" | "setup" | "qty" | "eventName";
export type FieldErrors = Partial<Record<string, string[]>>;

/** The same messages the server's schema gives, for the fields it checks on its own. */
export function checkAddToCartField(name: AddToCartField, value: string, minQty: number): string | null {
  switch (name) {
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : ADD_TO_CART_MESSAGES.missing;
    case "time":
      return /^\d{2}:00$/.test(value) ? null : ADD_TO_CART_MESSAGES.missing;
    case "setup":
      return value ? null : ADD_TO_CART_MESSAGES.layout;
    case "qty": {
      const n = Number(value);
      if (value.trim() !== "" && Number.isFinite(n) && !Number.isInteger(n)) return ADD_TO_CART_MESSAGES.wholeNumber;
      if (value.trim() === "" || !Number.isInteger(n) || n < 1) return ADD_TO_CART_MESSAGES.minimumOrder;
      return n < minQty ? ADD_TO_CART_MESSAGES.minQuantity(minQty) : null;
    }
    case "eventName":
      return value.trim() ? null : ADD_TO_CART_MESSAGES.eventName;
  }
}

export const ADD_TO_CART_FIELDS: AddToCartField[] = ["date", "time", "setup", "qty", "eventName"];
