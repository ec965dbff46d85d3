// Availability before submitting (ADR 0120): start times offered are the opening hours, taken
// hours are shown as taken, opening hours are enforced on the server for every unit, and a
// refusal names what is taken; the spec's 'Product has been reserved...' stays for a slot
// already in the planner's own list. The /v1 cart call gives the same answers.
import { beforeAll, describe, expect, it } from "vitest";
import { ADD_TO_CART_MESSAGES } from "~/cart/add-to-cart-schema";
import { bookingEnd, takenMessage } from "~/availability/availability.server";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { dayAvailability } from "~/availability/day-availability.server";
import { hoursLabel, OPENING_HOURS_MESSAGES, openingHoursProblem, startTimes } from "~/availability/opening-hours";
import { type DB, tables, write, run } from "~/db.server";
import { action as cartAdd } from "~/routes/v1.cart-reservation-venue";
import { loader as availabilityLoader } from "~/routes/product-detail_.$id.availability";
import { messageText } from "~/i18n/catalog/text.server";
import { baliToUtc, formatDate } from "~/utils/format";
import { bookableProduct, cartInput, daysAhead } from "../support/cart-fixtures";
import { inEnglish } from "../support/in-english";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const guest = (): CartOwner => ({ cartSessionId: `hours-${Math.random().toString(36).slice(2)}` });

/** A paid booking of the fixture's room on `date` from `from` to `to` (Bali time). */
async function bookRoom(fixture: Awaited<ReturnType<typeof bookableProduct>>, date: string, from: string, to: string) {
  const invoice = (await write((db) => db
      .insert(tables.invoices)
      .values({
        invoiceNo: `INV-H-${Math.random().toString(36).slice(2)}`, accessToken: "x".repeat(32), name: "Other", cellPhone: "0812",
        email: "o@example.test", subtotal: 1, totalCost: 1, status: "paid", expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning()))[0];
  const p = fixture.product;
  await run((db) => db.insert(tables.reservationLines)
        .values({
          invoiceId: invoice.id, productId: p.id, subVenueId: p.subVenueId, venueId: p.venueId, supplierId: p.supplierId,
          productName: p.productName, venueName: "v", subVenueName: fixture.subVenue.name, setup: "theater",
          startsAt: baliToUtc(date, from), endsAt: baliToUtc(date, to), qty: 1, unit: "Hour", price: 1, totalPrice: 1,
        }));
}

describe("opening hours", () => {
  it("offers start times from opening to the last hour before closing; a midnight close means until 24:00", () => {
    expect(startTimes({ openTime: "08:00", closeTime: "18:00" })).toEqual(
      ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"],
    );
    expect(startTimes({ openTime: "09:30", closeTime: "12:00" })).toEqual(["10:00", "11:00"]);
    expect(startTimes({ openTime: "20:00", closeTime: "00:00" })).toEqual(["20:00", "21:00", "22:00", "23:00"]);
  });

  it("refuses a start outside the hours for every unit, and an hourly booking running past closing", () => {
    const hours = { openTime: "08:00", closeTime: "18:00" };
    for (const unit of ["Hour", "Day", "Person"]) {
      expect(openingHoursProblem(unit, "22:00", 1, hours)).toBe(OPENING_HOURS_MESSAGES.startOutside(hours));
      expect(openingHoursProblem(unit, "07:00", 1, hours)).toBe(OPENING_HOURS_MESSAGES.startOutside(hours));
      expect(openingHoursProblem(unit, "08:00", 1, hours)).toBeNull();
    }
    expect(openingHoursProblem("Hour", "16:00", 2, hours)).toBeNull();
    expect(openingHoursProblem("Hour", "16:00", 3, hours)).toBe(OPENING_HOURS_MESSAGES.pastClosing(hours, 2));
    expect(openingHoursProblem("Person", "16:00", 300, hours)).toBeNull();
  });

  it("addToCart refuses 22:00 for each unit with the opening-hours message next to Time", async () => {
    for (const unit of ["Day", "Person", "Hour"] as const) {
      const fixture = await bookableProduct(db, unit, 4);
      const late = fixture.product.closeTime >= "22:00" ? "23:00" : "22:00";
      const result = await addToCart(guest(), cartInput(fixture, { date: daysAhead(10), time: late }));
      expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { time: [OPENING_HOURS_MESSAGES.startOutside(fixture.product)] } });
      expect((await addToCart(guest(), cartInput(fixture, { date: daysAhead(10), time: fixture.product.openTime }))).ok).toBe(true);
    }
  });
});

describe("taken hours", () => {
  it("a room booked 08:00-18:00 shows those hours taken, offers only opening hours, and refuses with the room named", async () => {
    const fixture = await bookableProduct(db, "Person", 5);
    const date = daysAhead(12);
    await bookRoom(fixture, date, "08:00", "18:00");
    const day = (await dayAvailability(db, { ...fixture.product }, date))!;
    expect(day.times.map((t) => t.value)).toEqual(startTimes(fixture.product));
    expect(day.times.every((t) => t.taken)).toBe(true);
    expect(day.taken).toEqual([{ from: "08:00", to: "18:00", kind: "booked" }]);

    const refused = await addToCart(guest(), cartInput(fixture, { date, time: "10:00" }));
    const message = `${fixture.subVenue.name} is booked on ${formatDate(baliToUtc(date))} from 08:00 to 18:00`;
    expect(inEnglish(refused)).toMatchObject({ ok: false, status: 409, fieldErrors: { time: [message] } });
    // The next day is free.
    const next = (await dayAvailability(db, { ...fixture.product }, daysAhead(13)))!;
    expect(next.taken).toEqual([]);
    expect(next.times.some((t) => !t.taken)).toBe(true);
  });

  it("marks only the hours an hourly room is booked, and a block as not available", async () => {
    const fixture = await bookableProduct(db, "Hour", 5);
    const date = daysAhead(14);
    await bookRoom(fixture, date, "10:00", "12:00");
    await run((db) => db.insert(tables.availabilityBlocks)
            .values({ supplierId: fixture.product.supplierId, subVenueId: fixture.subVenue.id, startsAt: baliToUtc(date, "15:00"), endsAt: baliToUtc(date, "16:00"), allDay: false }));
    const day = (await dayAvailability(db, { ...fixture.product }, date))!;
    const taken = day.times.filter((t) => t.taken).map((t) => t.value);
    expect(taken).toEqual(["10:00", "11:00", "15:00"]);
    expect(day.taken).toEqual([{ from: "10:00", to: "12:00", kind: "booked" }, { from: "15:00", to: "16:00", kind: "blocked" }]);
    const blocked = await addToCart(guest(), cartInput(fixture, { date, time: "14:00", qty: 2 }));
    expect(inEnglish(blocked)).toMatchObject({ ok: false, status: 409, fieldErrors: { time: [`${fixture.subVenue.name} is not available on ${formatDate(baliToUtc(date))} from 15:00 to 16:00`] } });
  });

  it("keeps the spec's message for a slot already in the planner's own list", async () => {
    const fixture = await bookableProduct(db, "Hour", 6);
    const owner = guest();
    const date = daysAhead(15);
    expect((await addToCart(owner, cartInput(fixture, { date, time: "10:00" }))).ok).toBe(true);
    expect(await addToCart(owner, cartInput(fixture, { date, time: "10:00" }))).toMatchObject({ ok: false, status: 409, formError: ADD_TO_CART_MESSAGES.reserved });
  });

  it("writes a whole-day or multi-day window plainly", () => {
    const date = daysAhead(16);
    const from = baliToUtc(date);
    expect(messageText("en", takenMessage("Grand Ballroom", { kind: "booked", from, to: bookingEnd("Day", from, 1, "18:00") }))).toBe(
      `Grand Ballroom is booked on ${formatDate(from)} from 00:00 to 24:00`,
    );
    expect(messageText("en", takenMessage("Grand Ballroom", { kind: "booked", from, to: bookingEnd("Day", from, 2, "18:00") }))).toBe(
      `Grand Ballroom is booked from ${formatDate(from)} 00:00 to ${formatDate(baliToUtc(daysAhead(18)))} 00:00`,
    );
    // In Indonesian, from the same reference (times written HH.mm).
    expect(messageText("id", takenMessage("Grand Ballroom", { kind: "blocked", from: baliToUtc(date, "09:00"), to: baliToUtc(date, "12:30") }))).toBe(
      `Grand Ballroom tidak tersedia pada ${formatDate(from)} pukul 09.00 sampai 12.30`,
    );
  });
});

describe("the /v1 cart call and the availability resource route", () => {
  it("answers 409 naming what is taken, 400 outside opening hours", async () => {
    const fixture = await bookableProduct(db, "Person", 7, { daytime: true });
    const date = daysAhead(17);
    await bookRoom(fixture, date, "08:00", "18:00");
    const post = (time: string) =>
      cartAdd({
        request: new Request("http://localhost/v1/cart-reservation-venue", {
          method: "POST",
          headers: { "content-type": "application/json", "session-id": `api-hours-${Math.random().toString(36).slice(2, 10)}` },
          body: JSON.stringify({ productId: fixture.product.id, datetime: baliToUtc(date, time).getTime(), setup: fixture.layout.value, qty: Math.max(1, fixture.subVenue.minCapacity) }),
        }),
        params: {},
        context: {},
      });
    const taken = await post("09:00");
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe(`${fixture.subVenue.name} is booked on ${formatDate(baliToUtc(date))} from 08:00 to 18:00`);
    const late = await post("22:00");
    expect(late.status).toBe(400);
    expect((await late.json()).message).toBe(`Please choose a start time within the opening hours (${hoursLabel(fixture.product)})`);

    const response = await availabilityLoader({ request: new Request(`http://localhost/product-detail/${fixture.product.id}/availability?date=${date}`), params: { id: String(fixture.product.id) }, context: {} });
    const body = (await response.json()) as { taken: unknown; times: { value: string }[] };
    expect(body.taken).toEqual([{ from: "08:00", to: "18:00", kind: "booked" }]);
    expect(body.times.map((t: { value: string }) => t.value)).not.toContain("22:00");
  });
});
