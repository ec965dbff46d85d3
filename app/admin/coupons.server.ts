// Coupons in the admin console: list, create, deactivate. Whether a code can be applied stays
// in one place, checkCoupon (~/checkout/coupon.server), which already refuses inactive, not yet
// valid, expired and used-up coupons; this module only writes coupons, each change audited in
// its own transaction (ADR 0141, 0231).
import { desc, eq } from "drizzle-orm";
import * as z from "zod";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import { checkCoupon, normalizeCouponCode } from "~/checkout/coupon.server";
import { getDb, tables, first, write, run, transaction } from "~/db.server";
import { msg } from "~/i18n/message-ref";
import { addDaysIso, baliIsoDate, baliToUtc, formatDate, isIsoDate } from "~/utils/format";

const isoDate = (day: "first" | "last") => {
  const empty = msg(day === "first" ? "admin.couponFirstDateEmpty" : "admin.couponLastDateEmpty");
  return z
    .string({ error: empty })
    .trim()
    .min(1, { message: empty, abort: true })
    .refine(isIsoDate, msg(day === "first" ? "admin.couponFirstDateFormat" : "admin.couponLastDateFormat"));
};

/** The create form. Dates are Bali calendar days: valid from 00:00 of the first to 24:00 of the last. */
export const CouponFormSchema = z
  .object({
    code: z
      .string({ error: msg("admin.couponCodeEmpty") })
      .trim()
      .min(1, { message: msg("admin.couponCodeEmpty"), abort: true })
      .max(30, msg("admin.couponCodeTooLong"))
      .regex(/^[A-Za-z0-9_-]+$/, msg("admin.couponCodeCharacters"))
      .transform((v) => v.toUpperCase()),
    discountPercentage: z
      .string({ error: msg("admin.couponDiscountEmpty") })
      .trim()
      .min(1, { message: msg("admin.couponDiscountEmpty"), abort: true })
      .regex(/^\d+$/, msg("admin.couponDiscountPercent"))
      .transform(Number)
      .refine((n) => n >= 1 && n <= 100, msg("admin.couponDiscountPercent")),
    validFrom: isoDate("first"),
    validTo: isoDate("last"),
    maxUses: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^\d+$/.test(v), msg("admin.couponUsesWhole"))
      .transform((v) => (v === null ? null : Number(v)))
      .refine((v) => v === null || (v >= 1 && v <= 1_000_000), msg("admin.couponUsesRange")),
  })
  .superRefine((v, ctx) => {
    if (isIsoDate(v.validFrom) && isIsoDate(v.validTo)) {
      if (v.validTo < v.validFrom) ctx.addIssue({ code: "custom", path: ["validTo"], message: msg("admin.couponLastBeforeFirst") });
      else if (v.validTo < baliIsoDate()) ctx.addIssue({ code: "custom", path: ["validTo"], message: msg("admin.couponLastPassed") });
    }
  });
export type CouponForm = z.output<typeof CouponFormSchema>;
export type CouponFieldErrors = Partial<Record<keyof CouponForm, string[]>>;

async function couponState(c: typeof tables.coupons.$inferSelect, now: Date) {
  if (!c.isActive) return "Deactivated";
  const check = await checkCoupon(c.code, now);
  if (check.ok) return "Active";
  if (now < c.validFrom) return "Not valid yet";
  if (now > c.validTo) return "Expired";
  return "Used up";
}

/** "BALI10, 10 %, 01/01/2027 - 31/12/2027, limit 100" : what the audit row says a coupon is. */
function describeCoupon(c: typeof tables.coupons.$inferSelect) {
  return `${c.code}, ${c.discountPercentage} %, ${formatDate(c.validFrom)} - ${formatDate(c.validTo)}, ${
    c.maxUses === null ? "no usage limit" : `limit ${c.maxUses}`
  }, active`;
}

export async function listCoupons(now = new Date()) {
  return await Promise.all((await getDb()
      .select()
      .from(tables.coupons)
      .orderBy(desc(tables.coupons.isActive), desc(tables.coupons.createdAt), desc(tables.coupons.id)))
    .map(async (c) => ({
      id: c.id,
      code: c.code,
      discountPercentage: c.discountPercentage,
      validFrom: formatDate(c.validFrom),
      validTo: formatDate(c.validTo),
      uses: c.maxUses === null ? `${c.usedCount} (no limit)` : `${c.usedCount} of ${c.maxUses}`,
      usedCount: c.usedCount,
      maxUses: c.maxUses,
      state: await couponState(c, now),
      isActive: c.isActive,
    })));
}

export type CreateCouponResult = { ok: true; code: string } | { ok: false; errors: CouponFieldErrors };

/** Creates a coupon from the form's checked values; a taken code is a field error, not a 500. */
export async function createCoupon(value: CouponForm, actor: AuditActor, now = new Date()): Promise<CreateCouponResult> {
  const code = normalizeCouponCode(value.code);
  return await transaction(async (tx): Promise<CreateCouponResult> => {
        const taken = await first(tx.select({ id: tables.coupons.id }).from(tables.coupons).where(eq(tables.coupons.code, code)));
        if (taken) return { ok: false, errors: { code: [msg("admin.couponExists", { code })] } };
        const coupon = (await write((db) => db
                .insert(tables.coupons)
                .values({
                  code,
                  discountPercentage: value.discountPercentage,
                  validFrom: baliToUtc(value.validFrom),
                  // The last instant of the last day: checkCoupon refuses from the next Bali midnight on.
                  validTo: new Date(baliToUtc(addDaysIso(value.validTo, 1)).getTime() - 1),
                  maxUses: value.maxUses,
                  isActive: true,
                  createdAt: now,
                })
                .returning()))[0];
        await recordAudit(tx, actor, { action: "couponCreate", subject: `coupon ${code}`, couponId: coupon.id, oldValue: null, newValue: describeCoupon(coupon) }, now);
        return { ok: true, code };
      });
}

export type DeactivateCouponResult = { ok: true; code: string; changed: boolean } | { ok: false; status: 404 };

/** Deactivates a coupon: checkout refuses it from now on; invoices that used it keep their discount. */
export async function deactivateCoupon(id: number, actor: AuditActor, now = new Date()): Promise<DeactivateCouponResult> {
  return await transaction(async (tx): Promise<DeactivateCouponResult> => {
        const coupon = await first(tx.select().from(tables.coupons).where(eq(tables.coupons.id, id)));
        if (!coupon) return { ok: false, status: 404 };
        if (!coupon.isActive) return { ok: true, code: coupon.code, changed: false };
        await run((db) => db.update(tables.coupons).set({ isActive: false }).where(eq(tables.coupons.id, id)));
        await recordAudit(tx, actor, { action: "couponDeactivate", subject: `coupon ${coupon.code}`, couponId: id, oldValue: "active", newValue: "deactivated" }, now);
        return { ok: true, code: coupon.code, changed: true };
      });
}
