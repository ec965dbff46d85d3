// What a proposal costs (issue 45, ADR 0411): each line at the catalogue's own price for its
// head count (headCountPrice, the minimum order applied; per hour or per day the product's
// price times the hours or days), the product's discount included (discountedPrice), then the
// venue's discount on the whole in percent, rounded as a coupon is (couponDiscount): the same
// figures the checkout computes from the cart when the proposal is awarded.
import { headCountPrice, minimumOrder } from "~/catalog/head-count";
import { couponDiscount } from "~/checkout/coupon.server";
import type { ProductUnit } from "~/db/schema";
import { discountedPrice } from "~/utils/format";

/** The largest discount a proposal may give, in percent. */
export const MAX_PROPOSAL_DISCOUNT = 50;

export type PricedProduct = { unit: ProductUnit; price: number; discountPercentage: number; minCapacity: number };

/**
 * One line: `headCount` people (Person), or `units` hours or days (Hour, Day). Returns what is
 * booked (qty), the unit price after the product's discount and the line's total.
 */
export function proposalLinePrice(product: PricedProduct, { headCount, units }: { headCount: number; units: number }) {
  const finalPrice = discountedPrice(product.price, product.discountPercentage);
  const perHead = headCountPrice({ unit: product.unit, finalPrice, minQty: minimumOrder(product) }, headCount);
  if (perHead) return { qty: perHead.qty, unitPrice: finalPrice, total: perHead.total, belowMinimum: perHead.belowMinimum };
  const qty = Math.max(1, Math.trunc(units));
  return { qty, unitPrice: finalPrice, total: finalPrice * qty, belowMinimum: false };
}

/** The proposal's totals from its lines' totals and the discount (percent, 0 to 50). */
export function proposalTotals(lineTotals: readonly number[], discountPercent: number) {
  const subtotal = lineTotals.reduce((sum, t) => sum + t, 0);
  const pct = Math.min(MAX_PROPOSAL_DISCOUNT, Math.max(0, Math.trunc(discountPercent)));
  const discountAmount = couponDiscount(subtotal, pct);
  return { subtotal, discountPercent: discountAmount > 0 ? pct : 0, discountAmount, total: subtotal - discountAmount };
}

/** Whole hours a line of an hourly product takes between two HH:mm times (at least 1). */
export function hoursBetween(start: string, end: string): number {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return Math.max(1, Math.ceil((toMin(end) - toMin(start)) / 60));
}
