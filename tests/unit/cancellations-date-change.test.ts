// Moving a paid booking to another date (issue 22 item 8, ADR 0252): what the planner may ask,
// what the vendor's answer does to the slots, and a move racing a checkout for the same slot.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isSlotAvailable, liveBookingsDuring, occupiedWindow } from "~/availability/availability.server";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { cancelBooking } from "~/cancellations/cancellation.server";
import {
  DATE_CHANGE_MESSAGES,
  decideDateChange,
  listDateChangesForVendor,
  openDateChangeCount,
  requestDateChange,
  withdrawDateChange,
} from "~/cancellations/date-change.server";
import { cancellationCutoff } from "~/terms/cancellation-policies";
import { checkout, checkoutAndNotify } from "~/checkout/checkout.server";
import { type DB, tables, first, transaction } from "~/db.server";
import { markInvoicePaid } from "~/payments/invoice-status.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { bookableProduct, cartInput, daysAhead, makeUser, uniqueContact } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";
import { inEnglish } from "../support/in-english";

const ORIGIN = "https://balimice.test";
let db: DB;

beforeAll(async () => {
  db = await freshDatabase();
});

type Fixture = Awaited<ReturnType<typeof bookableProduct>>;

/** A planner's paid booking of `fixture` on `date` at `time` (2 hours). */
async function paidLine(fixture: Fixture, date: string, time: string) {
  const user = await makeUser(db, "planner", { isCustomer: true });
  const owner: CartOwner = { userId: user.id };
  const added = await addToCart(owner, cartInput(fixture, { date, time, qty: 2 }));
  if (!added.ok) throw new Error(`not bookable: ${JSON.stringify(added)}`);
  const result = await checkout({ owner, userId: user.id, contact: uniqueContact(), origin: ORIGIN });
  if (!result.ok) throw new Error(result.message);
  await transaction(async (tx) => void await markInvoicePaid(tx, result.invoice, { origin: ORIGIN, paidVia: "admin" }));
  const invoice = (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, result.invoice.id))))!;
  const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))!;
  return { user, invoice, line };
}

/** A fixture of its own (a room no other test uses) and a date at least `from` days ahead with 08:00-22:00 free. */
async function freshRoom(skip: number, from: number) {
  const fixture = await bookableProduct(db, "Hour", skip);
  for (let d = from; d < from + 8; d++) {
    const date = daysAhead(d);
    const window = { from: baliToUtc(date, "08:00"), to: baliToUtc(date, "22:00") };
    if (await isSlotAvailable(db, { subVenueId: fixture.subVenue.id, productId: fixture.product.id, window })) return { fixture, date };
  }
  throw new Error("no free day");
}

const slotOf = (fixture: Fixture, date: string, time: string, hours = 2) => {
  const from = baliToUtc(date, time);
  return { subVenueId: fixture.subVenue.id, productId: fixture.product.id, window: { from, to: new Date(from.getTime() + hours * 3600_000) } };
};
const lineNow = async (id: number) => (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, id))))!;
const requestNow = async (id: number) => (await first(db.select().from(tables.dateChangeRequests).where(eq(tables.dateChangeRequests.id, id))))!;
const mailTo = async (to: string) => await db.select().from(tables.outbox).where(eq(tables.outbox.to, to));
const vendorEmail = async (supplierId: number) =>
  (await first(db.select({ email: tables.users.email }).from(tables.suppliers).innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId)).where(eq(tables.suppliers.id, supplierId))))!.email;

async function ask(invoiceId: number, lineId: number, date: string, time: string, note = "") {
  return requestDateChange({ invoiceId, lineId, input: { date, time, note }, origin: ORIGIN });
}

describe("the planner asks", () => {
  it("for a free slot in the opening hours and booking window: the vendor is e-mailed, nothing moves yet", async () => {
    const { fixture, date } = await freshRoom(0, 10);
    const { invoice, line } = await paidLine(fixture, date, "10:00");
    const newDate = addDaysIso(date, 1);
    const asked = await ask(invoice.id, line.id, newDate, "14:00", "The minister's visit moved");
    expect(asked).toMatchObject({ ok: true, request: { status: "requested", startsAt: baliToUtc(newDate, "14:00"), endsAt: baliToUtc(newDate, "16:00") } });
    expect((await lineNow(line.id)).startsAt).toEqual(line.startsAt);
    expect(await isSlotAvailable(db, slotOf(fixture, newDate, "14:00"))).toBe(true);
    const mail = (await mailTo(await vendorEmail(line.supplierId))).find((m) => m.subject === `Bali MICE date change requested ${invoice.invoiceNo}`);
    expect(mail?.text).toContain("The planner's message: The minister's visit moved");
    expect(await openDateChangeCount(line.supplierId)).toBeGreaterThanOrEqual(1);

    // One open request per line; withdrawing it allows a new one.
    expect(await ask(invoice.id, line.id, newDate, "16:00")).toMatchObject({ ok: false, status: 409, formError: DATE_CHANGE_MESSAGES.openRequest });
    expect(await withdrawDateChange({ invoiceId: invoice.id, lineId: line.id, origin: ORIGIN })).toBe(true);
    expect(await ask(invoice.id, line.id, newDate, "16:00")).toMatchObject({ ok: true });
  });

  it("is refused outside the window, the opening hours, at the booked time, or on a taken slot; the line's own hours do not count", async () => {
    const { fixture, date } = await freshRoom(1, 10);
    const { invoice, line } = await paidLine(fixture, date, "10:00");
    const other = await paidLine(fixture, addDaysIso(date, 2), "12:00");
    expect(inEnglish(await ask(invoice.id, line.id, addDaysIso(baliIsoDate(), 400), "10:00"))).toMatchObject({ ok: false, fieldErrors: { date: [expect.stringMatching(/^Please choose a date from/)] } });
    expect(inEnglish(await ask(invoice.id, line.id, date, "21:00"))).toMatchObject({ ok: false, fieldErrors: { time: [expect.stringMatching(/^Closes at 22:00/)] } });
    expect(inEnglish(await ask(invoice.id, line.id, date, "06:00"))).toMatchObject({ ok: false, fieldErrors: { time: [expect.stringMatching(/opening hours/)] } });
    expect(await ask(invoice.id, line.id, date, "10:00")).toMatchObject({ ok: false, fieldErrors: { time: [DATE_CHANGE_MESSAGES.sameTime] } });
    const clash = await ask(invoice.id, line.id, addDaysIso(date, 2), "13:00");
    expect(inEnglish(clash)).toMatchObject({ ok: false, status: 409, fieldErrors: { time: [expect.stringContaining(`${fixture.subVenue.name} is booked on`)] } });
    expect(await db.select().from(tables.dateChangeRequests).where(eq(tables.dateChangeRequests.lineId, line.id))).toEqual([]);
    // An hour later the same day overlaps only the line itself.
    expect(await ask(invoice.id, line.id, date, "11:00")).toMatchObject({ ok: true });
    expect(await db.select().from(tables.dateChangeRequests).where(eq(tables.dateChangeRequests.lineId, line.id))).toMatchObject([{ status: "requested", startsAt: baliToUtc(date, "11:00") }]);
    // Asking moves nothing: the other booking still holds its slot.
    expect(await isSlotAvailable(db, slotOf(fixture, addDaysIso(date, 2), "12:00"))).toBe(false);
  });

  it("is refused from the cancellation cut-off, and for a cancelled line", async () => {
    const { fixture, date } = await freshRoom(2, 10);
    const { user, invoice, line } = await paidLine(fixture, date, "10:00");
    const dayBefore = new Date(cancellationCutoff(line.startsAt).getTime() + 60_000);
    const late = await requestDateChange({ invoiceId: invoice.id, lineId: line.id, input: { date, time: "15:00" }, origin: ORIGIN, now: dayBefore });
    expect(late).toMatchObject({ ok: false, status: 409, formError: DATE_CHANGE_MESSAGES.cutoff });
    expect(await db.select().from(tables.dateChangeRequests).where(eq(tables.dateChangeRequests.lineId, line.id))).toEqual([]);

    expect(await cancelBooking({ invoiceId: invoice.id, lineIds: [line.id], by: { kind: "planner", userId: user.id }, reason: "", origin: ORIGIN, bank: { accountName: "A", bankName: "BCA", accountNumber: "1" } })).toMatchObject({ ok: true });
    expect(await ask(invoice.id, line.id, date, "15:00")).toMatchObject({ ok: false, formError: DATE_CHANGE_MESSAGES.cancelled });
  });
});

describe("the vendor answers", () => {
  it("accepting moves the line: the old slot is free, the new one taken, the planner e-mailed", async () => {
    const { fixture, date } = await freshRoom(3, 10);
    const { invoice, line } = await paidLine(fixture, date, "10:00");
    const newDate = addDaysIso(date, 3);
    const asked = await ask(invoice.id, line.id, newDate, "15:00");
    if (!asked.ok) throw new Error(JSON.stringify(asked));
    expect((await listDateChangesForVendor(line.supplierId)).find((r) => r.id === asked.request.id)).toMatchObject({ status: "requested", problem: null, to: `${newDate.split("-").reverse().join("/")} 15:00 to 17:00` });

    const result = await decideDateChange({ requestId: asked.request.id, supplierId: line.supplierId, userId: 99, decision: "accept", origin: ORIGIN });
    expect(result).toMatchObject({ ok: true, request: { status: "accepted", decidedByUserId: 99 } });
    expect(await lineNow(line.id)).toMatchObject({ startsAt: baliToUtc(newDate, "15:00"), endsAt: baliToUtc(newDate, "17:00"), totalPrice: line.totalPrice, price: line.price });
    expect(await isSlotAvailable(db, slotOf(fixture, date, "10:00"))).toBe(true);
    expect(await isSlotAvailable(db, slotOf(fixture, newDate, "15:00"))).toBe(false);
    const mail = (await mailTo(invoice.email)).find((m) => m.subject === `Bali MICE date change accepted ${invoice.invoiceNo}`);
    expect(mail?.text).toContain(`is now on ${newDate.split("-").reverse().join("/")} 15:00 to 17:00`);
    // Answered once: a second click changes nothing.
    expect(await decideDateChange({ requestId: asked.request.id, supplierId: line.supplierId, userId: 99, decision: "decline", origin: ORIGIN })).toMatchObject({ ok: false, status: 409 });
    expect((await requestNow(asked.request.id)).status).toBe("accepted");
  });

  it("declining leaves everything as it was and tells the planner why", async () => {
    const { fixture, date } = await freshRoom(4, 10);
    const { invoice, line } = await paidLine(fixture, date, "10:00");
    const newDate = addDaysIso(date, 1);
    const asked = await ask(invoice.id, line.id, newDate, "09:00");
    if (!asked.ok) throw new Error(JSON.stringify(asked));
    const result = await decideDateChange({ requestId: asked.request.id, supplierId: line.supplierId, userId: 99, decision: "decline", note: "Wedding set-up that morning", origin: ORIGIN });
    expect(result).toMatchObject({ ok: true, request: { status: "declined", decisionNote: "Wedding set-up that morning" } });
    expect(await lineNow(line.id)).toEqual(line);
    expect(await isSlotAvailable(db, slotOf(fixture, date, "10:00"))).toBe(false);
    expect(await isSlotAvailable(db, slotOf(fixture, newDate, "09:00"))).toBe(true);
    const mail = (await mailTo(invoice.email)).find((m) => m.subject === `Bali MICE date change declined ${invoice.invoiceNo}`);
    expect(mail?.text).toContain("The venue's message: Wedding set-up that morning");
    expect(mail?.text).toContain("Your booking stays as it was");
  });

  it("another vendor's request is not found and stays open", async () => {
    const { fixture, date } = await freshRoom(5, 10);
    const { invoice, line } = await paidLine(fixture, date, "10:00");
    const asked = await ask(invoice.id, line.id, addDaysIso(date, 1), "10:00");
    if (!asked.ok) throw new Error(JSON.stringify(asked));
    for (const decision of ["accept", "decline"] as const) {
      expect(await decideDateChange({ requestId: asked.request.id, supplierId: line.supplierId + 1000, userId: 5, decision, origin: ORIGIN })).toMatchObject({ ok: false, status: 404 });
    }
    expect((await listDateChangesForVendor(line.supplierId + 1000)).some((r) => r.id === asked.request.id)).toBe(false);
    expect((await requestNow(asked.request.id)).status).toBe("requested");
    expect((await lineNow(line.id)).startsAt).toEqual(line.startsAt);
  });

  it("accepting is refused when the new slot was booked meanwhile, and the line stays", async () => {
    const { fixture, date } = await freshRoom(6, 10);
    const { invoice, line } = await paidLine(fixture, date, "10:00");
    const newDate = addDaysIso(date, 1);
    const asked = await ask(invoice.id, line.id, newDate, "10:00");
    if (!asked.ok) throw new Error(JSON.stringify(asked));
    await paidLine(fixture, newDate, "11:00");
    expect(inEnglish((await listDateChangesForVendor(line.supplierId)).find((r) => r.id === asked.request.id)?.problem)).toMatch(/^The new time is no longer free/);
    const result = await decideDateChange({ requestId: asked.request.id, supplierId: line.supplierId, userId: 99, decision: "accept", origin: ORIGIN });
    expect(inEnglish(result)).toMatchObject({ ok: false, status: 409, formError: expect.stringMatching(/no longer free: .* is booked on .*\. Please decline the request\.$/) });
    expect((await lineNow(line.id)).startsAt).toEqual(line.startsAt);
    expect((await requestNow(asked.request.id)).status).toBe("requested");
  });
});

describe("a move racing a checkout for a freed slot", () => {
  for (const first of ["checkout", "accept"] as const) {
    it(`gives one booking (${first} submitted first)`, async () => {
      const { fixture, date } = await freshRoom(first === "checkout" ? 7 : 8, 10);
      const target = addDaysIso(date, 1);
      // The slot is taken, then freed by a cancellation.
      const earlier = await paidLine(fixture, target, "14:00");
      expect(await cancelBooking({ invoiceId: earlier.invoice.id, lineIds: [earlier.line.id], by: { kind: "vendor", userId: 1, supplierId: earlier.line.supplierId }, reason: "Double entry", origin: ORIGIN })).toMatchObject({ ok: true });
      // Planner A asks to move there; planner B has it in the cart.
      const mover = await paidLine(fixture, date, "10:00");
      const asked = await ask(mover.invoice.id, mover.line.id, target, "14:00");
      if (!asked.ok) throw new Error(JSON.stringify(asked));
      const other = await makeUser(db, "rival", { isCustomer: true });
      expect((await addToCart({ userId: other.id }, cartInput(fixture, { date: target, time: "14:00", qty: 2 }))).ok).toBe(true);

      const runCheckout = () => checkoutAndNotify({ owner: { userId: other.id }, userId: other.id, contact: uniqueContact(), origin: ORIGIN });
      const runAccept = () => decideDateChange({ requestId: asked.request.id, supplierId: mover.line.supplierId, userId: 1, decision: "accept", origin: ORIGIN });
      const [checkoutResult, acceptResult] =
        first === "checkout" ? await Promise.all([runCheckout(), runAccept()]) : (await Promise.all([runAccept(), runCheckout()])).reverse() as [Awaited<ReturnType<typeof runCheckout>>, Awaited<ReturnType<typeof runAccept>>];

      expect([checkoutResult.ok, acceptResult.ok].filter(Boolean)).toHaveLength(1);
      const holders = await liveBookingsDuring(slotOf(fixture, target, "14:00").window, { subVenueId: fixture.subVenue.id });
      expect(holders).toHaveLength(1);
      if (acceptResult.ok) {
        expect(holders[0].id).toBe(mover.line.id);
        expect(checkoutResult).toMatchObject({ ok: false, status: 409 });
      } else {
        expect(holders[0].id).not.toBe(mover.line.id);
        expect((await lineNow(mover.line.id)).startsAt).toEqual(mover.line.startsAt);
        expect((await requestNow(asked.request.id)).status).toBe("requested");
        // The mover's old slot is still theirs: never neither.
        expect(await isSlotAvailable(db, { ...slotOf(fixture, date, "10:00"), window: occupiedWindow(mover.line.unit, mover.line.startsAt, mover.line.endsAt) })).toBe(false);
      }
      expect(
        (await db.select().from(tables.reservationLines).where(and(eq(tables.reservationLines.subVenueId, fixture.subVenue.id), eq(tables.reservationLines.startsAt, baliToUtc(target, "14:00"))))).filter((l) => !l.cancelledAt),
      ).toHaveLength(1);
    });
  }
});
