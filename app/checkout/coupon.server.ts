// Coupons (voucher codes): case-insensitive code, validity dates, optional usage limit.
// The discount is a whole percentage of the subtotal, in integer rupiah (ADR 0032).
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/availability/availability.server";
import { getDb, tables, first, run } from "~/db.server";
import { msg } from "~/i18n/message-ref";

/** The coupon's answers: references to the checkout catalogue (ADR 0391). */
export const COUPON_MESSAGES = {
  empty: msg("checkout.couponEmpty"),
  valid: msg("checkout.couponValid"),
  unknown: msg("checkout.couponUnknown"),
  notYet: msg("checkout.couponNotYet"),
  expired: msg("checkout.couponExpired"),
  usedUp: msg("checkout.couponUsedUp"),
} as const;

export type Coupon = typeof tables.coupons.$inferSelect;
export type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; message: string };

export function normalizeCouponCode(code: unknown): string {
  return typeof code === "string" ? code.trim().toUpperCase() : "";
}

/** Looks the code up and checks that it can be used now. */
export async function checkCoupon(code: unknown, now = new Date(), db: DbOrTx = getDb()): Promise<CouponCheck> {
  const normalized = normalizeCouponCode(code);
  if (!normalized) return { ok: false, message: COUPON_MESSAGES.empty };
  const coupon = await first(db.select().from(tables.coupons).where(eq(tables.coupons.code, normalized)));
  const refusal = couponRefusal(coupon, now);
  return refusal ? { ok: false, message: refusal } : { ok: true, coupon: coupon! };
}

/** Why a looked-up coupon (undefined: no such code) cannot be used now, or null: one rule for both engines. */
export function couponRefusal(
  coupon: Pick<Coupon, "isActive" | "validFrom" | "validTo" | "maxUses" | "usedCount"> | undefined,
  now: Date,
): string | null {
  if (!coupon || !coupon.isActive) return COUPON_MESSAGES.unknown;
  if (now.getTime() < coupon.validFrom.getTime()) return COUPON_MESSAGES.notYet;
  if (now.getTime() > coupon.validTo.getTime()) return COUPON_MESSAGES.expired;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return COUPON_MESSAGES.usedUp;
  return null;
}

/** Discount in rupiah: percentage of the subtotal, rounded half up to the rupiah. */
export function couponDiscount(subtotal: number, discountPercentage: number): number {
  if (!Number.isInteger(subtotal) || subtotal <= 0 || discountPercentage <= 0) return 0;
  const pct = Math.min(100, Math.max(0, Math.trunc(discountPercentage)));
  // Integer arithmetic: floor((subtotal * pct + 50) / 100) is round-half-up of subtotal * pct / 100.
  return Math.floor((subtotal * pct + 50) / 100);
}

export type Totals = { subtotal: number; discountPercentage: number; discountAmount: number; totalCost: number };

export function computeTotals(subtotal: number, discountPercentage = 0): Totals {
  const discountAmount = couponDiscount(subtotal, discountPercentage);
  return { subtotal, discountPercentage: discountAmount > 0 ? discountPercentage : 0, discountAmount, totalCost: subtotal - discountAmount };
}

/**
 * Counts one use of the coupon, only while it is under its limit. Returns false when the
 * last use was taken meanwhile (the caller's transaction then fails).
 */
export async function useCoupon(db: DbOrTx, couponId: number): Promise<boolean> {
  const result = await run((db) => db
      .update(tables.coupons)
      .set({ usedCount: sql`${tables.coupons.usedCount} + 1` })
      .where(
        sql`${tables.coupons.id} = ${couponId} and (${tables.coupons.maxUses} is null or ${tables.coupons.usedCount} < ${tables.coupons.maxUses})`,
      ));
  return result.changes === 1;
}
