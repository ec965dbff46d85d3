// A date change and the money (issue 40, finding 6): accepting a move takes the balance's due
// date with the booking, a move into the balance window asks for the balance first, and a start
// the closing time cuts short is asked for only once the planner accepts the shorter time.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "~/cart/cart.server";
import { decideDateChange, DATE_CHANGE_MESSAGES, movedBalanceDueAt, requestDateChange } from "~/cancellations/date-change.server";
import { checkout } from "~/checkout/checkout.server";
import { type DB, tables, run, first, transaction } from "~/db.server";
import { markInvoicePaid } from "~/payments/invoice-status.server";
import { moneyStateById } from "~/payments/money-state.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { messageText } from "~/i18n/catalog/text.server";
import { bookableProduct, cartInput, daysAhead, makeUser, uniqueContact } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "https://balimice.test";
let db: DB;

beforeAll(async () => {
  db = await freshDatabase();
});

const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;

/** A paid deposit booking (30 %, balance 30 days before) of an Hour product `daysOut` ahead at 10:00. */
async function depositBooking(skip: number, daysOut: number) {
  const fixture = await bookableProduct(db, "Hour", skip);
  await run((db) => db.update(tables.venues).set({ depositPercent: 30, balanceDaysBefore: 30 }).where(eq(tables.venues.id, fixture.product.venueId)));
  const user = await makeUser(db, "planner", { isCustomer: true });
  const added = await addToCart({ userId: user.id }, cartInput(fixture, { date: daysAhead(daysOut), time: "10:00", qty: 2 }));
  if (!added.ok) throw new Error(JSON.stringify(added));
  const result = await checkout({ owner: { userId: user.id }, userId: user.id, contact: uniqueContact(), paymentPlan: "deposit", origin: ORIGIN });
  if (!result.ok) throw new Error(result.message);
  await transaction(async (tx) => void (await markInvoicePaid(tx, result.invoice, { origin: ORIGIN, paidVia: "admin", part: "deposit" })));
  const invoice = await invoiceRow(result.invoice.id);
  const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))!;
  return { fixture, invoice, line };
}

describe("a deposit booking moved to another date", () => {
  it("keeps its balance due 30 days before the event once the vendor accepts (the lapse job and reminders key on it)", async () => {
    const { fixture, invoice, line } = await depositBooking(0, 200);
    expect(baliIsoDate(invoice.balanceDueAt!)).toBe(addDaysIso(daysAhead(200), -30));
    const newDate = daysAhead(120);
    const asked = await requestDateChange({ invoiceId: invoice.id, lineId: line.id, input: { date: newDate, time: "10:00" }, origin: ORIGIN });
    if (!asked.ok) throw new Error(JSON.stringify(asked));
    const decided = await decideDateChange({ requestId: asked.request.id, supplierId: fixture.product.supplierId, userId: 1, decision: "accept", origin: ORIGIN });
    expect(decided.ok).toBe(true);
    const after = await invoiceRow(invoice.id);
    expect(baliIsoDate(after.balanceDueAt!)).toBe(addDaysIso(newDate, -30));
    // Every page reads the same date from the money state.
    expect(baliIsoDate((await moneyStateById(invoice.id))!.balanceDueAt!)).toBe(addDaysIso(newDate, -30));
  });

  it("into its balance window is refused until the balance is paid", async () => {
    const { invoice, line } = await depositBooking(1, 200);
    const asked = await requestDateChange({ invoiceId: invoice.id, lineId: line.id, input: { date: daysAhead(20), time: "10:00" }, origin: ORIGIN });
    expect(asked).toMatchObject({ ok: false, status: 409, formError: DATE_CHANGE_MESSAGES.balanceFirst });
    expect(await db.select().from(tables.dateChangeRequests).where(eq(tables.dateChangeRequests.lineId, line.id))).toEqual([]);
  });

  it("movedBalanceDueAt keeps the days-before of the terms and follows the earliest live deposit booking", () => {
    const start = baliToUtc(daysAhead(100), "10:00");
    const invoice = { balanceDueAt: baliToUtc(addDaysIso(daysAhead(100), -30)) };
    const lines = [
      { id: 1, startsAt: start, cancelledAt: null, depositAmount: 300 },
      { id: 2, startsAt: baliToUtc(daysAhead(150), "10:00"), cancelledAt: null, depositAmount: 300 },
    ];
    // Line 1 moved later than line 2: line 2 is now the earliest.
    expect(baliIsoDate(movedBalanceDueAt(invoice, lines, { lineId: 1, startsAt: baliToUtc(daysAhead(170), "10:00") })!)).toBe(addDaysIso(daysAhead(150), -30));
    expect(baliIsoDate(movedBalanceDueAt(invoice, lines, { lineId: 1, startsAt: baliToUtc(daysAhead(90), "10:00") })!)).toBe(addDaysIso(daysAhead(90), -30));
    expect(movedBalanceDueAt({ balanceDueAt: null }, lines, { lineId: 1, startsAt: start })).toBeNull();
  });
});

describe("a booking the closing time would shorten", () => {
  it("is asked for only with the planner's consent, and the request holds the exact shorter times", async () => {
    const fixture = await bookableProduct(db, "Person", 0);
    const user = await makeUser(db, "planner", { isCustomer: true });
    const open = fixture.product.openTime;
    const date = daysAhead(12);
    const added = await addToCart({ userId: user.id }, cartInput(fixture, { date, time: open, qty: Math.max(1, fixture.subVenue.minCapacity) }));
    if (!added.ok) throw new Error(JSON.stringify(added));
    const result = await checkout({ owner: { userId: user.id }, userId: user.id, contact: uniqueContact(), origin: ORIGIN });
    if (!result.ok) throw new Error(result.message);
    await transaction(async (tx) => void (await markInvoicePaid(tx, result.invoice, { origin: ORIGIN, paidVia: "admin" })));
    const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, result.invoice.id))))!;
    const later = `${String(Number(open.slice(0, 2)) + 1).padStart(2, "0")}:00`;
    const newDate = addDaysIso(date, 1);

    const refused = await requestDateChange({ invoiceId: result.invoice.id, lineId: line.id, input: { date: newDate, time: later }, origin: ORIGIN });
    expect(refused).toMatchObject({ ok: false, status: 400, code: "shorter" });
    const shorter = !refused.ok && refused.fieldErrors?.time?.[0] ? refused.fieldErrors.time[0] : "";
    expect(messageText("en", shorter)).toMatch(new RegExp(`^From ${later} the booking would end at ${fixture.product.closeTime} \\(\\d+ hours instead of \\d+\\)`));
    expect(messageText("id", shorter)).toMatch(new RegExp(`^Mulai ${later.replace(":", ".")}, reservasi akan berakhir pukul ${fixture.product.closeTime.replace(":", ".")} \\(\\d+ jam, bukan \\d+\\)`));
    expect(await db.select().from(tables.dateChangeRequests).where(eq(tables.dateChangeRequests.lineId, line.id))).toEqual([]);

    const asked = await requestDateChange({ invoiceId: result.invoice.id, lineId: line.id, input: { date: newDate, time: later, acceptShorter: "on" }, origin: ORIGIN });
    if (!asked.ok) throw new Error(JSON.stringify(asked));
    expect(asked.request.startsAt).toEqual(baliToUtc(newDate, later));
    expect(asked.request.endsAt).toEqual(baliToUtc(newDate, fixture.product.closeTime));
  });
});
