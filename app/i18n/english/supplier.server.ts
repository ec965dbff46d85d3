// The English of the vendor dashboard's server replies, owned by the string catalogue (ADR 0390):
// app/supplier refers to it; the Indonesian is app/i18n/messages/*.server.ts. Server-only.
import { FREE_ACTIVE_PRODUCTS } from "~/utils/limits";

export const PRODUCT_LIMIT_MESSAGE =
  `You can have up to ${FREE_ACTIVE_PRODUCTS} active products for free. Set another product to Inactive, or contact us to list more.`;
