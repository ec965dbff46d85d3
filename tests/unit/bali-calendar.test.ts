// Bali's calendar (issue 27 item 5, ADR 0310): island-wide closure days set by the admin refuse
// every booking that touches the Bali day (add to cart on the web and /v1, checkout, date
// change request and acceptance, search), with one clear message; public holidays are shown,
// not refused; only the admin manages closure days, each change audited.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { INDONESIAN_PUBLIC_HOLIDAYS } from "~/bali-calendar/holidays";
import { isSlotAvailable } from "~/availability/availability.server";
import { addToCart, listCart, type CartOwner } from "~/cart/cart.server";
import { dayAvailability } from "~/availability/day-availability.server";
import { decideDateChange, requestDateChange } from "~/cancellations/date-change.server";
import { loadSearchScreen } from "~/catalog/search-page.server";
import { checkout } from "~/checkout/checkout.server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DB, tables, first, transaction } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { markInvoicePaid } from "~/payments/invoice-status.server";
import { action, loader } from "~/routes/admin.closure-days";
import { action as v1CartAdd } from "~/routes/v1.cart-reservation-venue";
import { loader as productPage } from "~/routes/product-detail.$id";
import { addDaysIso, baliIsoDate, baliToUtc, isoDateLabel } from "~/utils/format";
import { messageText } from "~/i18n/catalog/text.server";
import { bookableProduct, cartInput, daysAhead, makeUser, uniqueContact } from "../support/cart-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";
import { inEnglish } from "../support/in-english";

const ORIGIN = "https://balimice.test";
let db: DB;
let adminCookie: string;
let vendorCookie: string;

beforeAll(async () => {
  db = await freshDatabase();
  const byEmail = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
  adminCookie = await sessionCookieFor((await byEmail(DEMO_ACCOUNTS.admin.email)).id);
  vendorCookie = await sessionCookieFor((await byEmail(DEMO_ACCOUNTS.vendor.email)).id);
});

const post = (fields: Record<string, string>, cookie = adminCookie) =>
  callRoute(
    action,
    new Request("http://app.test/admin/closure-days", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );
const closureRow = async (date: string) => await first(db.select().from(tables.closureDays).where(eq(tables.closureDays.date, date)));
/** The admin closes `date` through the console. */
async function close(date: string, name = "Nyepi, Day of Silence") {
  const res = await post({ intent: "add", date, name, note: "" });
  expect(res.status).toBe(302);
  return (await closureRow(date))!;
}
const refusal = (date: string, name = "Nyepi, Day of Silence") => `Bali is closed on ${isoDateLabel(date)} (${name}): please choose another date`;
const planner = async (): Promise<CartOwner> => ({ userId: (await makeUser(db, "planner", { isCustomer: true })).id });

describe("closure days in the admin console", () => {
  it("the next Nyepi days are seeded by the migration", async () => {
    // A database of its own: the shared test database drops them (tests/support/test-db.ts).
    const migrated = openDatabase(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "balimice-closure-")), "seed.db"));
    const seeded = await migrated.select({ date: tables.closureDays.date, name: tables.closureDays.name }).from(tables.closureDays);
    expect(seeded).toEqual([
      { date: "2027-03-08", name: "Nyepi, Day of Silence" },
      { date: "2028-03-26", name: "Nyepi, Day of Silence" },
    ]);
    migrated.$client.close();
  });

  it("adds and removes a closure day, each change one audit row naming the admin", async () => {
    const date = daysAhead(40);
    const row = await close(date, "Ngembak Geni test");
    const added = (await db.select().from(tables.adminAudit).where(eq(tables.adminAudit.action, "closureDayAdd"))).at(-1)!;
    expect(added).toMatchObject({ actorEmail: DEMO_ACCOUNTS.admin.email, via: "console", newValue: `${isoDateLabel(date)} Ngembak Geni test` });
    const listed = await (await callRoute(loader, new Request("http://app.test/admin/closure-days", { headers: { Cookie: adminCookie } }))).json();
    expect(listed.days.map((d: { date: string }) => d.date)).toContain(date);

    expect((await post({ intent: "remove", id: String(row.id) })).status).toBe(302);
    expect(await closureRow(date)).toBeUndefined();
    const removed = (await db.select().from(tables.adminAudit).where(eq(tables.adminAudit.action, "closureDayRemove"))).at(-1)!;
    expect(removed).toMatchObject({ actorEmail: DEMO_ACCOUNTS.admin.email, oldValue: `${isoDateLabel(date)} Ngembak Geni test` });
  });

  it("refuses a day already closed, a past day, a missing name, with the message beside the field", async () => {
    const date = daysAhead(41);
    await close(date);
    const twice = await post({ intent: "add", date, name: "Again" });
    expect(twice.status).toBe(400);
    expect((await twice.json()).errors.date).toEqual([`${isoDateLabel(date)} is already a closure day`]);
    const past = await post({ intent: "add", date: addDaysIso(baliIsoDate(), -1), name: "Yesterday" });
    expect((await past.json()).errors.date).toEqual(["Please choose today or a later date"]);
    const nameless = await post({ intent: "add", date: daysAhead(42), name: " " });
    expect((await nameless.json()).errors.name).toEqual(["Please give the day's name"]);
    expect(await closureRow(daysAhead(42))).toBeUndefined();
  });

  it("only the admin reads or changes them (a vendor and a guest are sent to log in)", async () => {
    const before = (await db.select().from(tables.closureDays)).length;
    for (const cookie of [vendorCookie, ""]) {
      const read = await callRoute(loader, new Request("http://app.test/admin/closure-days", { headers: { Cookie: cookie } }));
      expect(read.status).toBe(302);
      expect(read.headers.get("Location")).toMatch(/^\/login/);
      expect((await post({ intent: "add", date: daysAhead(43), name: "Sneaky" }, cookie)).status).toBe(302);
      expect((await post({ intent: "remove", id: String((await closureRow(daysAhead(41)))!.id) }, cookie)).status).toBe(302);
    }
    expect((await db.select().from(tables.closureDays)).length).toBe(before);
  });
});

describe("a booking on a closure day", () => {
  it("is refused when added to the reservation list, beside the date, with the day's name", async () => {
    const date = daysAhead(20);
    await close(date);
    const fixture = await bookableProduct(db, "Hour", 0);
    const result = await addToCart(await planner(), cartInput(fixture, { date, time: "10:00", qty: 2 }));
    expect(inEnglish(result)).toEqual({ ok: false, status: 400, fieldErrors: { date: [refusal(date)] } });
  });

  it("is refused for a multi-day booking that reaches into the closure day, not for one ending at its midnight", async () => {
    const date = daysAhead(50); // the days before it closed by no other test
    await close(date);
    const fixture = await bookableProduct(db, "Day", 0);
    const across = await addToCart(await planner(), cartInput(fixture, { date: addDaysIso(date, -2), qty: 3 }));
    expect(inEnglish(across)).toEqual({ ok: false, status: 400, fieldErrors: { date: [refusal(date)] } });
    const before = await addToCart(await planner(), cartInput(fixture, { date: addDaysIso(date, -2), qty: 2 }));
    expect(before.ok).toBe(true);
  });

  it("is refused by /v1 with the spec's error body (message and the date's errors)", async () => {
    const date = daysAhead(22);
    await close(date);
    const fixture = await bookableProduct(db, "Day", 1);
    const res = await callRoute(
      v1CartAdd,
      new Request("http://localhost/v1/cart-reservation-venue", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ productId: fixture.product.id, datetime: baliToUtc(date, "09:00").getTime(), setup: fixture.layout.value, qty: 1 }),
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: refusal(date), errors: { date: [refusal(date)] } });
  });

  it("already in the reservation list when the admin closes the day: listed with the problem, refused at checkout", async () => {
    const date = daysAhead(23);
    const fixture = await bookableProduct(db, "Hour", 1);
    const owner = await planner();
    expect((await addToCart(owner, cartInput(fixture, { date, time: "10:00", qty: 2 }))).ok).toBe(true);
    await close(date);
    expect(messageText("en", (await listCart(owner)).items[0]!.problem!)).toBe(refusal(date));
    const result = await checkout({ owner, userId: "userId" in owner ? owner.userId : null, contact: uniqueContact(), origin: ORIGIN });
    expect(result.ok).toBe(false);
    expect(!result.ok && messageText("en", result.message)).toContain(refusal(date));
    expect(!result.ok && result.status).toBe(400);
  });

  it("is refused as a date change, and a request accepted after the day was closed is refused too", async () => {
    const fixture = await bookableProduct(db, "Hour", 2);
    const owner = await planner();
    const userId = "userId" in owner ? owner.userId : 0;
    expect((await addToCart(owner, cartInput(fixture, { date: daysAhead(24), time: "10:00", qty: 2 }))).ok).toBe(true);
    const paid = await checkout({ owner, userId, contact: uniqueContact(), origin: ORIGIN });
    if (!paid.ok) throw new Error(paid.message);
    await transaction(async (tx) => void await markInvoicePaid(tx, paid.invoice, { origin: ORIGIN, paidVia: "admin" }));
    const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, paid.invoice.id))))!;

    const closed = daysAhead(25);
    await close(closed);
    const asked = await requestDateChange({ invoiceId: paid.invoice.id, lineId: line.id, input: { date: closed, time: "10:00" }, origin: ORIGIN });
    expect(inEnglish(asked)).toMatchObject({ ok: false, status: 400, fieldErrors: { date: [refusal(closed)] } });

    const later = daysAhead(26);
    const open = await requestDateChange({ invoiceId: paid.invoice.id, lineId: line.id, input: { date: later, time: "10:00" }, origin: ORIGIN });
    if (!open.ok) throw new Error(JSON.stringify(open));
    await close(later);
    const accepted = await decideDateChange({ requestId: open.request.id, supplierId: line.supplierId, userId: 1, decision: "accept", origin: ORIGIN });
    expect(inEnglish(accepted)).toMatchObject({ ok: false, status: 409, formError: `${refusal(later)}. Please decline the request.` });
    expect((await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, line.id))))!.startsAt).toEqual(line.startsAt);
  });

  it("is not searched: the search says the day is closed and shows nothing bookable", async () => {
    const date = daysAhead(27);
    await close(date);
    const { data } = await loadSearchScreen(new Request(`http://app.test/search?date=${date}&time=10:00`));
    expect(data.filters.dateRefused).toBe(refusal(date));
    expect(data.results.items).toEqual([]);
    const open = await loadSearchScreen(new Request(`http://app.test/search?date=${addDaysIso(date, 1)}&time=10:00`));
    expect(open.data.filters.dateRefused).toBeNull();
    expect(open.data.results.items.length).toBeGreaterThan(0);
  });

  it("the product page lists the closure day by the picker and shows every start time taken that day", async () => {
    const date = daysAhead(28);
    await close(date, "Galungan test closure");
    const fixture = await bookableProduct(db, "Hour", 3);
    const res = await callRoute(productPage, new Request(`http://app.test/product-detail/${fixture.product.id}?date=${date}`), { id: String(fixture.product.id) });
    const page = await res.json();
    expect(page.calendarNotes.closed).toContainEqual({ date, name: "Galungan test closure" });
    expect(page.day.closed).toBe(refusal(date, "Galungan test closure"));
    expect(page.day.times.every((t: { taken: boolean }) => t.taken)).toBe(true);
    const next = (await dayAvailability(db, { id: fixture.product.id, subVenueId: fixture.subVenue.id, unit: "Hour", openTime: fixture.product.openTime, closeTime: fixture.product.closeTime }, addDaysIso(date, 1)))!;
    expect(next.closed).toBeNull();
  });
});

describe("public holidays", () => {
  it("are shown beside the picker and do not refuse a booking", async () => {
    const today = baliIsoDate();
    let holiday: (typeof INDONESIAN_PUBLIC_HOLIDAYS)[number] | undefined;
    for (const h of INDONESIAN_PUBLIC_HOLIDAYS) {
      if (h.date > addDaysIso(today, 2) && !(await closureRow(h.date))) {
        holiday = h;
        break;
      }
    }
    // The list is static (the SKB is published year by year): once it ends, planners see no holidays.
    if (!holiday) throw new Error("INDONESIAN_PUBLIC_HOLIDAYS has no date after the next two days: add the next year's SKB dates");
    const fixture = await bookableProduct(db, "Hour", 4);
    const page = await (await callRoute(productPage, new Request(`http://app.test/product-detail/${fixture.product.id}`), { id: String(fixture.product.id) })).json();
    expect(page.calendarNotes.holidays).toContainEqual({ date: holiday.date, name: messageText("en", holiday.name) });
    let time = "";
    for (const t of ["10:00", "12:00", "14:00", "16:00"]) {
      const window = { from: baliToUtc(holiday.date, t), to: baliToUtc(holiday.date, t) };
      if (await isSlotAvailable(db, { subVenueId: fixture.subVenue.id, productId: fixture.product.id, window })) {
        time = t;
        break;
      }
    }
    expect(time, "a free hour on the holiday").not.toBe("");
    const result = await addToCart(await planner(), cartInput(fixture, { date: holiday.date, time, qty: 2 }));
    expect(result.ok).toBe(true);
  });
});
