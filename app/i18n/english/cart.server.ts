// The English of the reservation list's replies, owned by the string catalogue (ADR 0390):
// app/cart refers to it; the Indonesian is app/i18n/messages.server.ts. Server-only.
import { PAGE_SIZES } from "~/utils/constants";

/** Texts the spec does not give (ADR 0031). */
export const CART_MESSAGE_TEXTS = {
  notFound: "Product not found",
  inactive: "This product is not available for booking",
  rateInvalid: "The rate of this product is not valid on the chosen date",
  pastTime: "Please choose a time later than now",
  maxPax: (layout: string, cap: number) => `Maximum for ${layout} is ${cap} pax`,
  maxHours: "Maximum is 24 hours",
  maxDays: "Maximum is 30 days",
  full: `Your reservation list is full (${PAGE_SIZES.cart} items). Please check out or remove an item first.`,
  overlapInCart: "Overlaps another item in your reservation list",
  slotTaken: "This date and time is no longer available",
  passed: "This date and time has passed",
} as const;
