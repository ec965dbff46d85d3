// Reservation list (cart) domain. Product detail, the search card's BOOK NOW form, the
// reservation summary and /v1 all call these functions. Prices are never stored in the cart:
// they are computed from the product whenever the list is read (ADR 0031).
import type { TaxAndService } from "~/db/enums";
import { termsFor, type PaymentTerms } from "~/terms/payment-schedule";
import type { CancellationPolicy } from "~/db/enums";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import {
  commitSession,
  ensureCartSessionId,
  getCurrentUser,
  getSession,
  type CurrentUser,
} from "~/accounts/session.server";
import { ADD_TO_CART_MESSAGES, type AddToCartInput } from "~/cart/add-to-cart-schema";
import { bookingDateRange, dateWindowMessage } from "~/availability/booking-window";
import { openingHoursProblem } from "~/availability/opening-hours";
import {
  bookingEnd,
  findSlotConflict,
  isSlotAvailable,
  takenMessage,
  occupiedWindow,
  windowsOverlap,
  type DbOrTx,
} from "~/availability/availability.server";
import { closureRefusal } from "~/bali-calendar/closure-days.server";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { getDb, tables, first, write, run, transaction, isUniqueViolation } from "~/db.server";
import type { ProductUnit } from "~/db/schema";
import { LAYOUTS, PAGE_SIZES } from "~/utils/constants";
import { baliTime, baliToUtc, discountedPrice, isIsoDate } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

/** Who owns a cart: a logged-in user, or a guest's anonymous cart id. */
export type CartOwner = { userId: number } | { cartSessionId: string };

export type AddToCartResult =
  | { ok: true; itemId: number; productName: string; venueName: string; location: string }
  | { ok: false; status: 400 | 404 | 409; formError?: string; fieldErrors?: Record<string, string[]> };

/** Texts the spec does not give (ADR 0031): references to the cart catalogue (ADR 0391). */
export const CART_MESSAGES = {
  notFound: msg("cart.notFound"),
  inactive: msg("cart.inactive"),
  rateInvalid: msg("cart.rateInvalid"),
  pastTime: msg("cart.pastTime"),
  maxPax: (layout: string, cap: number) => msg("cart.maxPax", { layout, cap }),
  maxHours: msg("cart.maxHours"),
  maxDays: msg("cart.maxDays"),
  full: msg("cart.full", { max: PAGE_SIZES.cart }),
  overlapInCart: msg("cart.overlapInCart"),
  slotTaken: msg("cart.slotTaken"),
  passed: msg("cart.passed"),
  dateWindow: dateWindowMessage,
} as const;

export const MAX_HOURS = 24;
export const MAX_DAYS = 30;

/** Booking window: today to one calendar month ahead (Bali dates, inclusive). */
export { bookingDateRange } from "~/availability/booking-window";

export function ownerWhere(owner: CartOwner) {
  return "userId" in owner
    ? eq(tables.cartItems.userId, owner.userId)
    : and(eq(tables.cartItems.cartSessionId, owner.cartSessionId), isNull(tables.cartItems.userId));
}

/** loadBookableProduct on the app's database (the API's add-to-cart checks the product first). */
export async function findBookableProduct(productId: number) {
  return await loadBookableProduct(getDb(), productId);
}

/** A product with what booking rules need: its sub venue (capacities) and venue. */
export async function loadBookableProduct(db: DbOrTx, productId: number) {
  return await first(db
      .select({
        product: tables.products,
        subVenue: tables.subVenues,
        venueName: tables.venues.name,
        venueLocation: tables.venues.location,
      })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId))
      .where(eq(tables.products.id, productId)));
}
export type BookableProduct = NonNullable<Awaited<ReturnType<typeof loadBookableProduct>>>;

/** Seat layouts this sub venue offers: capacity above 0 (sub venue values override defaults). */
export function availableLayouts(subVenue: BookableProduct["subVenue"]) {
  return LAYOUTS.map((l) => ({ value: l.value, label: l.label, capacity: subVenue[l.column] })).filter(
    (l) => l.capacity > 0,
  );
}

/** Minimum quantity: the sub venue's minimum capacity for per-person units, else 1. */
export function minQuantity(unit: ProductUnit, subVenue: { minCapacity: number }) {
  return unit === "Person" ? Math.max(1, subVenue.minCapacity) : 1;
}

export function layoutLabel(value: string) {
  return LAYOUTS.find((l) => l.value === value)?.label ?? value;
}

type BookingErrors = { status: 400 | 404; formError?: string; fieldErrors?: Record<string, string[]> };

/**
 * The booking rules shared by add-to-cart and checkout: product active, rate valid at the
 * start, start not past, seat layout offered, quantity within the unit's limits.
 * Returns null when the booking is acceptable.
 */
export function checkBookingRules(
  found: BookableProduct | undefined,
  booking: { startsAt: Date; setup: string; qty: number },
  now: Date,
): BookingErrors | null {
  if (!found) return { status: 404, formError: CART_MESSAGES.notFound };
  const { product, subVenue } = found;
  if (!product.isActive) return { status: 400, formError: CART_MESSAGES.inactive };
  const start = booking.startsAt.getTime();
  if (start < product.validFrom.getTime() || start > product.validTo.getTime()) {
    return { status: 400, formError: CART_MESSAGES.rateInvalid, fieldErrors: { date: [CART_MESSAGES.rateInvalid] } };
  }
  if (start <= now.getTime()) return { status: 400, fieldErrors: { time: [CART_MESSAGES.pastTime] } };
  const layout = availableLayouts(subVenue).find((l) => l.value === booking.setup);
  if (!layout) return { status: 400, fieldErrors: { setup: [ADD_TO_CART_MESSAGES.layout] } };
  const qty = booking.qty;
  if (Number.isFinite(qty) && !Number.isInteger(qty)) return { status: 400, fieldErrors: { qty: [ADD_TO_CART_MESSAGES.wholeNumber] } };
  if (!Number.isInteger(qty) || qty < 1) return { status: 400, fieldErrors: { qty: [ADD_TO_CART_MESSAGES.minimumOrder] } };
  const min = minQuantity(product.unit, subVenue);
  if (qty < min) return { status: 400, fieldErrors: { qty: [ADD_TO_CART_MESSAGES.minQuantity(min)] } };
  if (product.unit === "Person" && qty > layout.capacity) {
    return { status: 400, fieldErrors: { qty: [CART_MESSAGES.maxPax(layout.label, layout.capacity)] } };
  }
  if (product.unit === "Hour" && qty > MAX_HOURS) return { status: 400, fieldErrors: { qty: [CART_MESSAGES.maxHours] } };
  if (product.unit === "Day" && qty > MAX_DAYS) return { status: 400, fieldErrors: { qty: [CART_MESSAGES.maxDays] } };
  // Opening hours hold for every unit (ADR 0120).
  const outside = openingHoursProblem(product.unit, baliTime(booking.startsAt), qty, product);
  if (outside) return { status: 400, fieldErrors: { time: [outside] } };
  return null;
}

const reserved = (): AddToCartResult => ({ ok: false, status: 409, formError: ADD_TO_CART_MESSAGES.reserved });

/**
 * Adds a product to the owner's reservation list. `input` comes from the shared schema
 * (already parsed); every rule that depends on the product is checked here.
 */
export async function addToCart(owner: CartOwner, input: AddToCartInput, now = new Date()): Promise<AddToCartResult> {
  const range = bookingDateRange(now);
  if (!isIsoDate(input.date) || input.date < range.min || input.date > range.max) {
    const message = CART_MESSAGES.dateWindow(range.min, range.max);
    return { ok: false, status: 400, fieldErrors: { date: [message] } };
  }
  let startsAt: Date;
  try {
    startsAt = baliToUtc(input.date, input.time);
  } catch {
    return { ok: false, status: 400, formError: ADD_TO_CART_MESSAGES.missing, fieldErrors: { time: [ADD_TO_CART_MESSAGES.missing] } };
  }
  const db = getDb();
  try {
    return await transaction(async (tx): Promise<AddToCartResult> => {
            const found = await loadBookableProduct(tx, input.productId);
            const problem = checkBookingRules(found, { startsAt, setup: input.setup, qty: input.qty }, now);
            if (problem || !found) return { ok: false, ...(problem ?? { status: 404 }) };
            const { product, subVenue } = found;

            const mine = ownerWhere(owner);
            const countInCart = (await first(tx.select({ n: count() }).from(tables.cartItems).where(mine)))?.n ?? 0;
            if (countInCart >= PAGE_SIZES.cart) return { ok: false, status: 400, formError: CART_MESSAGES.full };

            const endsAt = bookingEnd(product.unit, startsAt, input.qty, product.closeTime);
            const window = occupiedWindow(product.unit, startsAt, endsAt);
            const closed = await closureRefusal(tx, window); // an island-wide closure day (ADR 0310)
            if (closed) return { ok: false, status: 400, fieldErrors: { date: [closed] } };
            // The same product at the same time, or any overlap on the same room, in this cart.
            const sameRoom = await tx
                      .select({ productId: tables.cartItems.productId, startsAt: tables.cartItems.startsAt, endsAt: tables.cartItems.endsAt, unit: tables.products.unit })
                      .from(tables.cartItems)
                      .innerJoin(tables.products, eq(tables.products.id, tables.cartItems.productId))
                      .where(and(mine, eq(tables.products.subVenueId, subVenue.id)));
            if (
              sameRoom.some(
                (i) =>
                  (i.productId === product.id && i.startsAt.getTime() === startsAt.getTime()) ||
                  windowsOverlap(occupiedWindow(i.unit, i.startsAt, i.endsAt), window),
              )
            ) {
              return reserved();
            }
            // Taken by someone else's booking or a vendor's block: say what is taken (ADR 0120).
            const conflict = await findSlotConflict(tx, { subVenueId: subVenue.id, productId: product.id, window }, now);
            if (conflict) return { ok: false, status: 409, fieldErrors: { time: [takenMessage(subVenue.name, conflict)] } };

            const row = (await write((db) => db
                      .insert(tables.cartItems)
                      .values({
                        ...("userId" in owner ? { userId: owner.userId } : { cartSessionId: owner.cartSessionId }),
                        productId: product.id,
                        startsAt,
                        endsAt,
                        setup: input.setup,
                        qty: input.qty,
                        eventName: input.eventName.trim(),
                        note: input.note?.trim() ?? "",
                      })
                      .returning({ id: tables.cartItems.id })))[0];
            return { ok: true, itemId: row.id, productName: product.productName, venueName: found.venueName, location: found.venueLocation };
          });
  } catch (error) {
    // The unique index (owner, product, start) answers a racing second add.
    if (isUniqueViolation(error, "cart_items")) return reserved();
    throw error;
  }
}

export type CartLine = {
  id: number;
  productId: number;
  productName: string;
  venueName: string;
  venueLocation: string;
  subVenueName: string;
  subVenueId: number;
  supplierId: number;
  venueId: number;
  inclusion: string;
  setup: string;
  setupLabel: string;
  eventName: string;
  note: string;
  startsAt: Date;
  endsAt: Date;
  qty: number;
  unit: ProductUnit;
  /** Unit price after the product's discount (integer rupiah). */
  price: number;
  originalPrice: number;
  discountPercentage: number;
  totalPrice: number;
  /** Why this line cannot be checked out now, or null. */
  problem: string | null;
  /** The venue's cancellation tier now: copied onto the booked line at checkout. */
  cancellationPolicy: CancellationPolicy;
  /** Whether the price includes tax and service charge: copied onto the booked line (ADR 0263). */
  taxAndService: TaxAndService;
  /** The payment terms in force (the product's own, else the venue's; ADR 0256). */
  terms: PaymentTerms;
};

/** The owner's reservation list with current prices and any problem per line. */
export async function listCart(owner: CartOwner, now = new Date(), db: DbOrTx = getDb()): Promise<{ items: CartLine[]; subtotal: number }> {
  const rows = await db
      .select({
        item: tables.cartItems,
        product: tables.products,
        subVenue: tables.subVenues,
        venueName: tables.venues.name,
        venueLocation: tables.venues.location,
        venuePolicy: tables.venues.cancellationPolicy,
        venueDeposit: tables.venues.depositPercent,
        venueBalanceDays: tables.venues.balanceDaysBefore,
      })
      .from(tables.cartItems)
      .innerJoin(tables.products, eq(tables.products.id, tables.cartItems.productId))
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId))
      .where(ownerWhere(owner))
      .orderBy(asc(tables.cartItems.startsAt), asc(tables.cartItems.id));

  const seen: { subVenueId: number; window: ReturnType<typeof occupiedWindow> }[] = [];
  const items = await Promise.all(rows.map(async ({ item, product, subVenue, venueName, venueLocation, venuePolicy, venueDeposit, venueBalanceDays }): Promise<CartLine> => {
    const price = discountedPrice(product.price, product.discountPercentage);
    const window = occupiedWindow(product.unit, item.startsAt, item.endsAt);
    const rules = checkBookingRules({ product, subVenue, venueName, venueLocation }, item, now);
    let problem: string | null = rules ? (rules.formError ?? Object.values(rules.fieldErrors ?? {})[0]?.[0] ?? null) : null;
    if (problem === CART_MESSAGES.pastTime) problem = CART_MESSAGES.passed;
    problem ??= await closureRefusal(db, window);
    if (!problem && seen.some((s) => s.subVenueId === subVenue.id && windowsOverlap(s.window, window))) {
      problem = CART_MESSAGES.overlapInCart;
    }
    if (!problem && !await isSlotAvailable(db, { subVenueId: subVenue.id, productId: product.id, window }, now)) {
      problem = CART_MESSAGES.slotTaken;
    }
    seen.push({ subVenueId: subVenue.id, window });
    return {
      id: item.id,
      productId: product.id,
      productName: product.productName,
      venueName,
      venueLocation,
      subVenueName: subVenue.name,
      subVenueId: subVenue.id,
      supplierId: product.supplierId,
      venueId: product.venueId,
      inclusion: sanitizeInclusion(product.inclusion),
      setup: item.setup,
      setupLabel: layoutLabel(item.setup),
      eventName: item.eventName,
      note: item.note,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      qty: item.qty,
      unit: product.unit,
      price,
      originalPrice: product.price,
      discountPercentage: product.discountPercentage,
      totalPrice: price * item.qty,
      problem,
      cancellationPolicy: venuePolicy,
      taxAndService: product.taxAndService,
      terms: termsFor(product, { depositPercent: venueDeposit, balanceDaysBefore: venueBalanceDays }),
    };
  }));
  return { items, subtotal: items.reduce((sum, i) => sum + i.totalPrice, 0) };
}

/** Removes one of the owner's items; false when it is not theirs or does not exist. */
export async function removeCartItem(owner: CartOwner, id: number): Promise<boolean> {
  const result = await run((db) => db
      .delete(tables.cartItems)
      .where(and(eq(tables.cartItems.id, id), ownerWhere(owner))));
  return result.changes > 0;
}

/**
 * Moves a guest's reservation list into the user's after login. Nothing is lost; an item the
 * user already has (same product and start) is kept once. Returns the number of items moved.
 */
export async function mergeGuestCart(guestCartSessionId: string | null | undefined, userId: number): Promise<number> {
  if (!guestCartSessionId) return 0;
  const db = getDb();
  return await transaction(async (tx) => {
        const guestItems = await tx.select().from(tables.cartItems).where(ownerWhere({ cartSessionId: guestCartSessionId }));
        let moved = 0;
        for (const item of guestItems) {
          const duplicate = await first(tx
                    .select({ id: tables.cartItems.id })
                    .from(tables.cartItems)
                    .where(
                      and(
                        eq(tables.cartItems.userId, userId),
                        eq(tables.cartItems.productId, item.productId),
                        eq(tables.cartItems.startsAt, item.startsAt),
                      ),
                    ));
          if (duplicate) {
            await run((db) => db.delete(tables.cartItems).where(eq(tables.cartItems.id, item.id)));
          } else {
            await run((db) => db.update(tables.cartItems).set({ userId, cartSessionId: null }).where(eq(tables.cartItems.id, item.id)));
            moved++;
          }
        }
        return moved;
      });
}

/** The cart owner of a page request, without creating a guest cart. */
export async function getCartOwner(request: Request): Promise<{ owner: CartOwner | null; user: CurrentUser | null }> {
  const user = await getCurrentUser(request);
  if (user) return { owner: { userId: user.id }, user };
  const cartSessionId = (await getSession(request)).get("cartSessionId");
  return { owner: cartSessionId ? { cartSessionId } : null, user: null };
}

/**
 * The cart owner of a page request, creating a guest cart id when needed. When `headers` is
 * set, the response must carry it (it commits the new session cookie).
 */
export async function ensureCartOwner(
  request: Request,
): Promise<{ owner: CartOwner; user: CurrentUser | null; headers?: Headers }> {
  const user = await getCurrentUser(request);
  if (user) return { owner: { userId: user.id }, user };
  const session = await getSession(request);
  const existing = session.get("cartSessionId");
  if (existing) return { owner: { cartSessionId: existing }, user: null };
  const cartSessionId = ensureCartSessionId(session);
  return {
    owner: { cartSessionId },
    user: null,
    headers: new Headers({ "Set-Cookie": await commitSession(session) }),
  };
}
