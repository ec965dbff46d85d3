// Fixtures for cart and checkout tests: bookable products from the seed, users, dates.
import { and, eq, gt, lt } from "drizzle-orm";
import { type DB, tables, write } from "~/db.server";
import type * as s from "~/db/schema";
import type { AddToCartInput } from "~/cart/add-to-cart-schema";
import { availableLayouts } from "~/cart/cart.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";

/** An active product with a valid rate and the given unit, from a demo vendor's venue first. */
/** `daytime`: only products opening at 08:00 (not the evening packages, 17:00-23:00, issue 42). */
export async function bookableProduct(db: DB, unit: s.ProductUnit, skip = 0, { daytime = false }: { daytime?: boolean } = {}) {
  const now = new Date();
  const rows = await db
      .select({ product: tables.products, subVenue: tables.subVenues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .where(and(eq(tables.products.unit, unit), eq(tables.products.isActive, true), lt(tables.products.validFrom, now), gt(tables.products.validTo, now)))
      .orderBy(tables.products.id);
  // Distinct sub venues, so two fixtures never share a room by accident.
  const seen = new Set<number>();
  const distinct = rows.filter((r) => !daytime || r.product.openTime === "08:00").filter((r) => (seen.has(r.subVenue.id) ? false : (seen.add(r.subVenue.id), true)));
  const row = distinct[skip];
  if (!row) throw new Error(`no bookable ${unit} product #${skip}`);
  return { ...row, layout: availableLayouts(row.subVenue)[0] };
}

export async function makeUser(db: DB, label: string, extra: Partial<typeof tables.users.$inferInsert> = {}) {
  return (await write((db) => db
      .insert(tables.users)
      .values({ email: `${label}.${Math.random().toString(36).slice(2, 8)}@example.test`, firstName: label, isActive: true, ...extra })
      .returning()))[0];
}

/** A Bali date some days ahead (inside the one-month booking window). */
export function daysAhead(n: number) {
  return addDaysIso(baliIsoDate(), n);
}

export function cartInput(
  fixture: Awaited<ReturnType<typeof bookableProduct>>,
  over: Partial<AddToCartInput> = {},
): AddToCartInput {
  return {
    productId: fixture.product.id,
    date: daysAhead(3),
    time: "10:00",
    setup: fixture.layout.value,
    qty: fixture.product.unit === "Person" ? Math.max(1, fixture.subVenue.minCapacity) : 1,
    eventName: "Annual meeting",
    note: "",
    ...over,
  };
}

export const contact = {
  name: "Wayan Test",
  companyName: "PT Test",
  address: "Jl. Test 1",
  officePhone: "0361123456",
  cellPhone: "081234567890",
  email: "wayan@example.test",
};

/** Contact details of a booker of their own (hold limits count per e-mail and per phone). */
export function uniqueContact(over: Partial<typeof contact> = {}) {
  const n = Math.floor(Math.random() * 1e8).toString().padStart(8, "0");
  return { ...contact, email: `booker.${n}@example.test`, cellPhone: `0812${n}`, ...over };
}
