// The vendor's products ("venue_products"). Inclusions are sanitized on save; the date window
// is checked against "now" in Bali time; products that were ever reserved are deactivated
// instead of deleted (invoices reference them), and at most 10 can be active (ADR 0052).
import { hoursMisfit, inclusionsMisfit, packageKind } from "~/catalog/package-fit";
import { termsTextConflict } from "~/catalog/terms-text";
import { termsFor } from "~/terms/payment-schedule";
import { addMonths, parseISO, format as formatDateFns } from "date-fns";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { inclusionFeaturesOf, inclusionFlagsOf } from "~/catalog/catalog-tags";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { getDb, tables, first, write, run, transaction } from "~/db.server";
import { baliIsoDate, baliToUtc } from "~/utils/format";
import { DASHBOARD_PAGE_SIZE } from "~/supplier/paging";
import { timeLabel, VENDOR_MESSAGES, type ProductInput } from "~/supplier/schemas";
import { hasEither } from "~/i18n/content-language";
import { cleanText } from "~/utils/text";
import { FREE_ACTIVE_PRODUCTS } from "~/utils/limits";
import { msg } from "~/i18n/message-ref";

/** The free plan's limit of active products, a reference (ADR 0391). */
export const PRODUCT_LIMIT_MESSAGE = msg("listing.productLimit", { max: FREE_ACTIVE_PRODUCTS });
export { FREE_ACTIVE_PRODUCTS } from "~/utils/limits";
const DAY_MS = 24 * 60 * 60 * 1000;

export type ProductRow = typeof tables.products.$inferSelect;

/** The columns of the product list (a function: `tables` are the engine's at query time). */
const listColumns = () => ({
  id: tables.products.id,
  subVenueId: tables.products.subVenueId,
  subVenueName: tables.subVenues.name,
  productName: tables.products.productName,
  unit: tables.products.unit,
  price: tables.products.price,
  discountPercentage: tables.products.discountPercentage,
  taxAndService: tables.products.taxAndService,
  depositPercent: tables.products.depositPercent,
  balanceDaysBefore: tables.products.balanceDaysBefore,
  inclusion: tables.products.inclusion,
  inclusionId: tables.products.inclusionId,
  termCondition: tables.products.termCondition,
  openTime: tables.products.openTime,
  closeTime: tables.products.closeTime,
  validFrom: tables.products.validFrom,
  validTo: tables.products.validTo,
  isActive: tables.products.isActive,
  supplierId: tables.products.supplierId,
  packageType: tables.products.packageType,
  inclusionFlags: tables.products.inclusionFlags,
});

export async function listOwnProducts(
  supplierId: number,
  { page = 1, limit = DASHBOARD_PAGE_SIZE, keyword = "", venueId }: { page?: number; limit?: number; keyword?: string; venueId?: number | null } = {},
) {
  const db = getDb();
  const k = cleanText(keyword).trim();
  // With venueId: one venue's products (the dashboard's chosen venue, ADR 0282).
  const owner = and(eq(tables.products.supplierId, supplierId), venueId ? eq(tables.products.venueId, venueId) : undefined);
  // LIKE with ESCAPE so % and _ in the keyword are taken literally; lower() on both sides, since
  // PostgreSQL's LIKE tells cases apart and SQLite's does not.
  const whereSql = k
    ? and(owner, sql`lower(${tables.products.productName}) like lower(${`%${k.replace(/[\\%_]/g, "\\$&")}%`}) escape '\\'`)
    : owner;
  const total = (await first(db.select({ n: count() }).from(tables.products).where(whereSql)))?.n ?? 0;
  const items = await db
      .select(listColumns())
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .where(whereSql)
      .orderBy(asc(tables.products.id))
      .limit(limit)
      .offset((page - 1) * limit);
  return { total, items };
}
export type OwnProduct = Awaited<ReturnType<typeof listOwnProducts>>["items"][number];

export async function getOwnProduct(supplierId: number, id: number): Promise<OwnProduct | null> {
  return (
    await first(getDb()
            .select(listColumns())
            .from(tables.products)
            .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
            .where(and(eq(tables.products.id, id), eq(tables.products.supplierId, supplierId)))) ?? null
  );
}

/** Today and the last day a rate may reach (12 months ahead), Bali dates. */
export function rateWindow(now = new Date()) {
  const today = baliIsoDate(now);
  const last = formatDateFns(addMonths(parseISO(today), 12), "yyyy-MM-dd");
  return { today, last };
}

export type SaveProductResult =
  | { ok: true; product: ProductRow }
  | { ok: false; status: 404 }
  | { ok: false; status: 400; fieldErrors: Record<string, string[]> };

/**
 * Creates (id undefined) or updates one of the supplier's products. The sub venue must be the
 * supplier's; a rate validity date outside today .. 12 months is refused unless it is the
 * date already stored (editing an older product must not force new dates).
 */
export async function saveProduct(
  supplierId: number,
  input: ProductInput,
  { id, now = new Date() }: { id?: number; now?: Date } = {},
): Promise<SaveProductResult> {
  const db = getDb();
  return await transaction(async (tx) => {
      const existing = id === undefined ? null : await first(tx.select().from(tables.products).where(and(eq(tables.products.id, id), eq(tables.products.supplierId, supplierId))));
      if (id !== undefined && !existing) return { ok: false, status: 404 } as const;
      const sv = await first(tx.select({ id: tables.subVenues.id, venueId: tables.subVenues.venueId, depositPercent: tables.venues.depositPercent, balanceDaysBefore: tables.venues.balanceDaysBefore })
            .from(tables.subVenues)
            .innerJoin(tables.venues, eq(tables.venues.id, tables.subVenues.venueId))
            .where(and(eq(tables.subVenues.id, input.subVenueId ?? 0), eq(tables.subVenues.supplierId, supplierId))));
      const fieldErrors: Record<string, string[]> = {};
      if (!sv) fieldErrors.subVenueId = [msg("listing.chooseSubVenue")];

      const { today, last } = rateWindow(now);
      const storedFrom = existing ? baliIsoDate(existing.validFrom) : null;
      const storedTo = existing ? baliIsoDate(existing.validTo) : null;
      const from = input.validFrom!;
      const to = input.validTo!;
      const inWindow = (d: string) => d >= today && d <= last;
      const windowMessage = msg("listing.rateWindow", { from: today, to: last });
      if (!inWindow(from) && from !== storedFrom) fieldErrors.validFrom = [windowMessage];
      if (!inWindow(to) && to !== storedTo) fieldErrors.validTo = [windowMessage];

      const inclusion = sanitizeInclusion(input.inclusion ?? "");
      // Not sent (a /v1 client knows only the English field): the stored Indonesian ones stay.
      const inclusionId = input.inclusionId === undefined ? (existing?.inclusionId ?? "") : sanitizeInclusion(input.inclusionId);
      if (!hasEither({ en: inclusion, id: inclusionId })) fieldErrors.inclusion = [VENDOR_MESSAGES.inclusionEither];

      // The terms text is for house rules: money terms other than the settings are refused (ADR 0360).
      const depositPercent = input.depositPercent !== undefined ? input.depositPercent : (existing?.depositPercent ?? null);
      const balanceDaysBefore = input.balanceDaysBefore !== undefined ? input.balanceDaysBefore : (existing?.balanceDaysBefore ?? null);
      if (sv) {
        const conflict = termsTextConflict(input.termCondition ?? "", termsFor({ depositPercent, balanceDaysBefore }, sv));
        if (conflict) fieldErrors.termCondition = [conflict];
      }
      // Hours and inclusions fit the package type (issue 42 item 2, ADR 0361).
      const kind = packageKind({ productName: input.productName ?? "", packageType: input.packageType === undefined ? existing?.packageType : input.packageType });
      const hours = input.openTime && input.closeTime ? hoursMisfit(kind, input.openTime, input.closeTime) : null;
      if (hours) fieldErrors.closeTime = [hours];
      const misfit = inclusionsMisfit(kind, `${inclusion} ${inclusionId}`);
      if (misfit) fieldErrors.inclusion = [...(fieldErrors.inclusion ?? []), misfit];

      const willBeActive = input.status === "active";
      if (willBeActive && !existing?.isActive) {
        const active = (await first(tx.select({ n: count() }).from(tables.products)
                .where(and(eq(tables.products.supplierId, supplierId), eq(tables.products.isActive, true), id === undefined ? undefined : ne(tables.products.id, id)))))?.n ?? 0;
        if (active >= FREE_ACTIVE_PRODUCTS) fieldErrors.status = [PRODUCT_LIMIT_MESSAGE];
      }
      if (Object.keys(fieldErrors).length || !sv) return { ok: false, status: 400, fieldErrors } as const;

      const values = {
        subVenueId: sv.id,
        venueId: sv.venueId,
        supplierId,
        productName: input.productName!,
        unit: input.unit!,
        price: input.price!,
        discountPercentage: input.discountPercentage,
        taxAndService: input.taxAndService ?? existing?.taxAndService ?? "included",
        depositPercent,
        balanceDaysBefore,
        inclusion,
        inclusionId,
        termCondition: input.termCondition ?? "",
        openTime: input.openTime!,
        closeTime: input.closeTime!,
        validFrom: baliToUtc(from),
        // Inclusive: the last instant of the "to" day in Bali.
        validTo: new Date(baliToUtc(to).getTime() + DAY_MS - 1),
        isActive: willBeActive,
        // Search filters (ADR 0200): equipment named in the inclusion, and the package type
        // (not sent by an older /v1 client: kept).
        inclusionFlags: inclusionFlagsOf(`${inclusion} ${inclusionId}`),
        packageType: input.packageType === undefined ? (existing?.packageType ?? null) : input.packageType || null,
      };
      const product = existing
        ? (await write((db) => db.update(tables.products).set(values).where(eq(tables.products.id, existing.id)).returning()))[0]
        : (await write((db) => db.insert(tables.products).values(values).returning()))[0];
      return { ok: true, product } as const;
    });
}

export async function productHasReservations(productId: number) {
  return !!await first(getDb().select({ id: tables.reservationLines.id }).from(tables.reservationLines).where(eq(tables.reservationLines.productId, productId)).limit(1));
}

export type DeleteProductResult =
  | { ok: true; outcome: "deleted" | "deactivated"; name: string }
  | { ok: false; reason: "not-found" };

/** Deletes a product, or sets it Inactive when reservations reference it. */
export async function deleteProduct(supplierId: number, id: number): Promise<DeleteProductResult> {
  const db = getDb();
  return await transaction(async (tx) => {
      const p = await first(tx.select({ id: tables.products.id, name: tables.products.productName }).from(tables.products)
            .where(and(eq(tables.products.id, id), eq(tables.products.supplierId, supplierId))));
      if (!p) return { ok: false, reason: "not-found" } as const;
      if (await productHasReservations(p.id)) {
        await run((db) => db.update(tables.products).set({ isActive: false }).where(eq(tables.products.id, p.id)));
        return { ok: true, outcome: "deactivated", name: p.name } as const;
      }
      await run((db) => db.delete(tables.products).where(eq(tables.products.id, p.id)));
      return { ok: true, outcome: "deleted", name: p.name } as const;
    });
}

/** The spec's API shape ("Supplier product"). */
export function toApiProduct(p: OwnProduct | (ProductRow & { subVenueName?: string })) {
  return {
    id: p.id,
    subvenue: { id: p.subVenueId, name: "subVenueName" in p ? p.subVenueName ?? "" : "" },
    productName: p.productName,
    unit: p.unit,
    price: p.price,
    discountPercentage: p.discountPercentage,
    taxAndService: p.taxAndService,
    depositPercent: p.depositPercent,
    balanceDaysBefore: p.balanceDaysBefore,
    inclusion: p.inclusion,
    termCondition: p.termCondition,
    open: timeLabel(p.openTime),
    close: timeLabel(p.closeTime),
    from: `${baliIsoDate(p.validFrom)} 00:00:00`,
    to: `${baliIsoDate(p.validTo)} 23:59:59`,
    status: p.isActive,
    supplier: p.supplierId,
    packageType: p.packageType ?? "",
    inclusions: inclusionFeaturesOf(p.inclusionFlags),
  };
}
