// Fixtures for cart and checkout tests: bookable products from the seed, users, dates.
import { and, eq, gt, lt } from "drizzle-orm";
import type { DB } from "~/db.server";
import * as s from "~/db/schema";
import type { AddToCartInput } from "~/cart/add-to-cart-schema";
import { availableLayouts } from "~/cart/cart.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";

/** An active product with a valid rate and the given unit, from a demo vendor's venue first. */
export function bookableProduct(db: DB, unit: s.ProductUnit, skip = 0) {
  const now = new Date();
  const rows = db
    .select({ product: s.products, subVenue: s.subVenues })
    .from(s.products)
    .innerJoin(s.subVenues, eq(s.subVenues.id, s.products.subVenueId))
    .where(and(eq(s.products.unit, unit), eq(s.products.isActive, true), lt(s.products.validFrom, now), gt(s.products.validTo, now)))
    .orderBy(s.products.id)
    .all();
  // Distinct sub venues, so two fixtures never share a room by accident.
  const seen = new Set<number>();
  const distinct = rows.filter((r) => (seen.has(r.subVenue.id) ? false : (seen.add(r.subVenue.id), true)));
  const row = distinct[skip];
  if (!row) throw new Error(`no bookable ${unit} product #${skip}`);
  return { ...row, layout: availableLayouts(row.subVenue)[0] };
}

export function makeUser(db: DB, label: string, extra: Partial<typeof s.users.$inferInsert> = {}) {
  return db
    .insert(s.users)
    .values({ email: `${label}.${Math.random().toString(36).slice(2, 8)}@example.test`, firstName: label, isActive: true, ...extra })
    .returning()
    .get();
}

/** A Bali date some days ahead (inside the one-month booking window). */
export function daysAhead(n: number) {
  return addDaysIso(baliIsoDate(), n);
}

export function cartInput(
  fixture: ReturnType<typeof bookableProduct>,
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
