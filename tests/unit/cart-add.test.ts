import { bookingWindowFrom } from "~/availability/booking-window";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkAddToCartField } from "~/cart/add-to-cart-messages";
import { ADD_TO_CART_MESSAGES, addToCartSchema } from "~/cart/add-to-cart-schema";
import { bookingEnd } from "~/availability/availability.server";
import {
  addToCart,
  bookingDateRange,
  CART_MESSAGES,
  listCart,
  mergeGuestCart,
  removeCartItem,
  type CartOwner,
} from "~/cart/cart.server";
import { type DB, tables, write, run, first } from "~/db.server";
import { messageText } from "~/i18n/catalog/text.server";
import { LAYOUTS } from "~/utils/constants";
import { addDaysIso, baliIsoDate, baliToUtc, discountedPrice } from "~/utils/format";
import { bookableProduct, cartInput, daysAhead, makeUser } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const guest = (): CartOwner => ({ cartSessionId: `guest-${Math.random().toString(36).slice(2)}` });

async function insertInvoice(status: "pending" | "paid" | "expired", expiresInMs: number) {
  return (await write((db) => db
      .insert(tables.invoices)
      .values({
        invoiceNo: `INV-T-${Math.random().toString(36).slice(2)}`,
        accessToken: "x".repeat(32),
        name: "Other",
        cellPhone: "0812",
        email: "o@example.test",
        subtotal: 1,
        totalCost: 1,
        status,
        expiresAt: new Date(Date.now() + expiresInMs),
      })
      .returning()))[0];
}

async function bookLine(invoiceId: number, fixture: Awaited<ReturnType<typeof bookableProduct>>, startsAt: Date, endsAt: Date) {
  const p = fixture.product;
  await run((db) => db.insert(tables.reservationLines)
        .values({
          invoiceId, productId: p.id, subVenueId: p.subVenueId, venueId: p.venueId, supplierId: p.supplierId,
          productName: p.productName, venueName: "v", subVenueName: "sv", setup: "theater",
          startsAt, endsAt, qty: 1, unit: p.unit, price: 1, totalPrice: 1,
        }));
}

describe("addToCart", () => {
  it("adds an item and prices it from the product, discount applied, ignoring any price sent", async () => {
    const discounted = (await db.select().from(tables.products)).find((p) => p.discountPercentage > 0 && p.isActive && p.validTo > new Date() && p.unit === "Day");
    expect(discounted).toBeTruthy();
    const fixture = { ...await bookableProduct(db, "Day"), product: discounted! };
    const sub = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, discounted!.subVenueId))))!;
    fixture.subVenue = sub;
    fixture.layout = { value: LAYOUTS.find((l) => sub[l.column] > 0)!.value, label: "", capacity: 1 } as never;
    const owner = guest();
    // A forged price/total in the input is not part of the schema and must have no effect.
    const forged = { ...cartInput(fixture, { qty: 2 }), price: 1, totalPrice: 2 } as never;
    const result = await addToCart(owner, forged);
    expect(result).toMatchObject({ ok: true, productName: discounted!.productName });

    const { items, subtotal } = await listCart(owner);
    expect(items).toHaveLength(1);
    const expectedUnit = discountedPrice(discounted!.price, discounted!.discountPercentage);
    expect(expectedUnit).toBeLessThan(discounted!.price);
    expect(items[0].price).toBe(expectedUnit);
    expect(items[0].totalPrice).toBe(expectedUnit * 2);
    expect(subtotal).toBe(expectedUnit * 2);
    expect(Number.isInteger(subtotal)).toBe(true);
    expect(items[0].problem).toBeNull();
  });

  it("asks for the sub venue's minimum capacity on per-person products", async () => {
    const fixture = await bookableProduct(db, "Person");
    const min = fixture.subVenue.minCapacity;
    expect(min).toBeGreaterThan(1);
    const result = await addToCart(guest(), cartInput(fixture, { qty: min - 1 }));
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { qty: [ADD_TO_CART_MESSAGES.minQuantity(min)] } });
    expect((await addToCart(guest(), cartInput(fixture, { qty: min }))).ok).toBe(true);
  });

  it("says a fractional quantity is not a whole number (browser, schema and cart alike)", async () => {
    const fixture = await bookableProduct(db, "Day");
    expect(await addToCart(guest(), cartInput(fixture, { qty: 95.5 }))).toMatchObject({ ok: false, status: 400, fieldErrors: { qty: [ADD_TO_CART_MESSAGES.wholeNumber] } });
    const parsed = addToCartSchema().safeParse({ productId: "1", date: "2030-01-01", time: "09:00", setup: LAYOUTS[0]!.value, qty: "95.5", eventName: "Gala" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([ADD_TO_CART_MESSAGES.wholeNumber]);
    expect(checkAddToCartField("qty", "95.5", 1)).toBe(ADD_TO_CART_MESSAGES.wholeNumber);
    // The spec's text stays for what it names: nothing, or less than one.
    expect(checkAddToCartField("qty", "0", 1)).toBe(ADD_TO_CART_MESSAGES.minimumOrder);
    expect(checkAddToCartField("qty", "", 1)).toBe(ADD_TO_CART_MESSAGES.minimumOrder);
  });

  it("refuses more people than the chosen layout holds", async () => {
    const fixture = await bookableProduct(db, "Person", 1);
    const result = await addToCart(guest(), cartInput(fixture, { qty: fixture.layout.capacity + 1 }));
    expect(result).toMatchObject({ ok: false, fieldErrors: { qty: [expect.any(String)] } });
    const refusal = !result.ok ? result.fieldErrors!.qty![0]! : "";
    expect(messageText("en", refusal)).toBe(`Maximum for ${fixture.layout.label} is ${fixture.layout.capacity} pax`);
    expect(messageText("id", refusal)).toBe(`Maksimal untuk ${fixture.layout.label} adalah ${fixture.layout.capacity} pax`);
  });

  it("refuses a seat layout the sub venue does not offer", async () => {
    const fixture = await bookableProduct(db, "Day", 1);
    const missing = LAYOUTS.find((l) => fixture.subVenue[l.column] === 0);
    const setup = missing?.value ?? "nonsense";
    const result = await addToCart(guest(), cartInput(fixture, { setup }));
    expect(result).toMatchObject({ ok: false, fieldErrors: { setup: [ADD_TO_CART_MESSAGES.layout] } });
  });

  it("keeps bookings between today and twelve months ahead, and not in the past", async () => {
    const fixture = await bookableProduct(db, "Hour");
    const { min, max } = bookingDateRange();
    expect(min).toBe(baliIsoDate());
    const tooLate = await addToCart(guest(), cartInput(fixture, { date: addDaysIso(max, 1) }));
    expect(tooLate).toMatchObject({ ok: false, fieldErrors: { date: [expect.any(String)] } });
    expect(messageText("en", !tooLate.ok ? tooLate.fieldErrors!.date![0]! : "")).toMatch(/^Please choose a date from \d\d\/\d\d\/\d{4} to/);
    const yesterday = await addToCart(guest(), cartInput(fixture, { date: addDaysIso(min, -1) }));
    expect(yesterday.ok).toBe(false);
    // Today at an hour that has already passed (midnight is always past, except at exactly 00:00).
    const past = await addToCart(guest(), cartInput(fixture, { date: min, time: "00:00" }), new Date(baliToUtc(min, "00:30")));
    expect(past).toMatchObject({ ok: false, fieldErrors: { time: [CART_MESSAGES.pastTime] } });
    expect((await addToCart(guest(), cartInput(fixture, { date: max, time: "09:00" }))).ok).toBe(true);
    // A conference booked two months ahead (refused under the old one-month window).
    expect((await addToCart(guest(), cartInput(fixture, { date: addDaysIso(min, 60), time: "09:00" }))).ok).toBe(true);
  });

  it("month arithmetic clamps to the last day of the month twelve months on", () => {
    expect(bookingDateRange(baliToUtc("2027-02-28", "12:00"))).toEqual({ min: "2027-02-28", max: "2028-02-28" });
    expect(bookingDateRange(baliToUtc("2028-02-29", "12:00"))).toEqual({ min: "2028-02-29", max: "2029-02-28" });
    expect(bookingDateRange(baliToUtc("2026-12-15", "12:00"))).toEqual({ min: "2026-12-15", max: "2027-12-15" });
    expect(bookingWindowFrom("2027-01-31", 1)).toEqual({ min: "2027-01-31", max: "2027-02-28" });
  });

  it("gives a clear error for an inactive product or a rate that is not valid on the date", async () => {
    const fixture = await bookableProduct(db, "Day", 2);
    await run((db) => db.update(tables.products).set({ isActive: false }).where(eq(tables.products.id, fixture.product.id)));
    expect(await addToCart(guest(), cartInput(fixture))).toMatchObject({ ok: false, formError: CART_MESSAGES.inactive });
    await run((db) => db.update(tables.products)
            .set({ isActive: true, validTo: baliToUtc(daysAhead(2), "00:00") })
            .where(eq(tables.products.id, fixture.product.id)));
    expect(await addToCart(guest(), cartInput(fixture, { date: daysAhead(5) }))).toMatchObject({ ok: false, formError: CART_MESSAGES.rateInvalid });
    expect(await addToCart(guest(), cartInput(fixture, { productId: 99_999_999 }))).toMatchObject({ ok: false, status: 404 });
  });

  it("answers 'Product has been reserved' for a second add of the same slot or an overlapping one", async () => {
    const fixture = await bookableProduct(db, "Hour", 1);
    const owner = guest();
    expect((await addToCart(owner, cartInput(fixture, { time: "10:00", qty: 2 }))).ok).toBe(true);
    const again = await addToCart(owner, cartInput(fixture, { time: "10:00", qty: 2 }));
    expect(again).toMatchObject({ ok: false, status: 409, formError: ADD_TO_CART_MESSAGES.reserved });
    // 11:00 overlaps the 10:00-12:00 booking of the same room.
    expect(await addToCart(owner, cartInput(fixture, { time: "11:00" }))).toMatchObject({ ok: false, status: 409 });
    expect((await addToCart(owner, cartInput(fixture, { time: "12:00" }))).ok).toBe(true);
    // Another guest may still hold the same slot in their own list (carts do not reserve).
    expect((await addToCart(guest(), cartInput(fixture, { time: "10:00" }))).ok).toBe(true);
    expect((await listCart(owner)).items).toHaveLength(2);
  });

  it("treats a slot as taken by a live invoice or an availability block, not by an expired one", async () => {
    const fixture = await bookableProduct(db, "Hour", 2);
    const date = daysAhead(6);
    const start = baliToUtc(date, "14:00");
    const live = await insertInvoice("pending", 60_000);
    await bookLine(live.id, fixture, start, bookingEnd("Hour", start, 1, fixture.product.closeTime));
    expect(await addToCart(guest(), cartInput(fixture, { date, time: "14:00" }))).toMatchObject({ ok: false, status: 409 });
    expect(await addToCart(guest(), cartInput(fixture, { date, time: "13:00", qty: 2 }))).toMatchObject({ ok: false, status: 409 });

    const date2 = daysAhead(7);
    const start2 = baliToUtc(date2, "14:00");
    const stale = await insertInvoice("pending", -60_000); // pending but past its deadline
    await bookLine(stale.id, fixture, start2, bookingEnd("Hour", start2, 1, fixture.product.closeTime));
    expect((await addToCart(guest(), cartInput(fixture, { date: date2, time: "14:00" }))).ok).toBe(true);

    const date3 = daysAhead(8);
    await run((db) => db.insert(tables.availabilityBlocks)
            .values({ supplierId: fixture.product.supplierId, subVenueId: fixture.subVenue.id, startsAt: baliToUtc(date3, "00:00"), endsAt: baliToUtc(addDaysIso(date3, 1), "00:00"), allDay: true }));
    expect(await addToCart(guest(), cartInput(fixture, { date: date3, time: "09:00" }))).toMatchObject({ ok: false, status: 409 });
  });

  it("a Day booking holds the whole Bali day of its room", async () => {
    const day = await bookableProduct(db, "Day", 3);
    const date = daysAhead(9);
    const paid = await insertInvoice("paid", -1);
    const start = baliToUtc(date, "16:00");
    await bookLine(paid.id, day, start, bookingEnd("Day", start, 1, day.product.closeTime));
    // Paid invoices hold the slot even past their payment deadline; 08:00 the same day clashes.
    expect(await addToCart(guest(), cartInput(day, { date, time: "08:00" }))).toMatchObject({ ok: false, status: 409 });
    expect((await addToCart(guest(), cartInput(day, { date: addDaysIso(date, 1), time: "08:00" }))).ok).toBe(true);
  });
});

describe("removeCartItem", () => {
  it("removes only the owner's own item", async () => {
    const fixture = await bookableProduct(db, "Day", 4);
    const owner = guest();
    const added = await addToCart(owner, cartInput(fixture, { date: daysAhead(10) }));
    if (!added.ok) throw new Error("add failed");
    expect(await removeCartItem(guest(), added.itemId)).toBe(false);
    expect((await listCart(owner)).items).toHaveLength(1);
    expect(await removeCartItem(owner, added.itemId)).toBe(true);
    expect((await listCart(owner)).items).toHaveLength(0);
  });
});

describe("mergeGuestCart", () => {
  it("moves the guest's items to the user, keeping a duplicate once and losing nothing", async () => {
    const user = await makeUser(db, "merger");
    const a = await bookableProduct(db, "Day", 5);
    const b = await bookableProduct(db, "Hour", 3);
    const guestOwner = guest() as { cartSessionId: string };
    expect((await addToCart({ userId: user.id }, cartInput(a, { date: daysAhead(11) }))).ok).toBe(true);
    expect((await addToCart(guestOwner, cartInput(a, { date: daysAhead(11) }))).ok).toBe(true); // same product and slot
    expect((await addToCart(guestOwner, cartInput(b, { date: daysAhead(11) }))).ok).toBe(true);
    expect((await addToCart(guestOwner, cartInput(a, { date: daysAhead(12) }))).ok).toBe(true);

    expect(await mergeGuestCart(guestOwner.cartSessionId, user.id)).toBe(2);
    const merged = (await listCart({ userId: user.id })).items;
    expect(merged).toHaveLength(3);
    expect(merged.map((i) => `${i.productId}@${i.startsAt.toISOString()}`).sort()).toEqual(
      [
        `${a.product.id}@${baliToUtc(daysAhead(11), "10:00").toISOString()}`,
        `${b.product.id}@${baliToUtc(daysAhead(11), "10:00").toISOString()}`,
        `${a.product.id}@${baliToUtc(daysAhead(12), "10:00").toISOString()}`,
      ].sort(),
    );
    expect((await listCart(guestOwner)).items).toHaveLength(0);
    expect(await mergeGuestCart(guestOwner.cartSessionId, user.id)).toBe(0);
    expect(await mergeGuestCart(undefined, user.id)).toBe(0);
  });
});
