// Reservation lists for real work (ADR 0143): search by invoice, booker or event name; filters
// by payment status, acknowledgement and event date range; sort by event date (upcoming first);
// CSV of the filtered list with quoting and no spreadsheet formulas; vendors see only their own.
import { eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first, run } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { loader as vendorCsv } from "~/routes/dashboard.manage-reservations[.csv]";
import { loader as vendorLoader } from "~/routes/dashboard.manage-reservations";
import { csvField, toCsv } from "~/utils/csv";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { parseReservationFilters } from "~/supplier/reservation-filters";
import { listReservations } from "~/supplier/reservations.server";
import { createLineInvoice } from "../support/ops-fixtures";
import { sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let vendorUserId: number;
let supplierId: number;
let product: number;
let otherProduct: number;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  db = await freshDatabase();
  vendorUserId = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!.id;
  supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, vendorUserId))))!.id;
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!.id;
  otherProduct = (await first(db.select().from(tables.products).where(ne(tables.products.supplierId, supplierId))))!.id;
});

const cookieFor = sessionCookieFor;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("reservation list filters and sort", () => {
  it("searches invoice no., booker and event name; filters status, acknowledgement and dates", async () => {
    const day = addDaysIso(baliIsoDate(), 700);
    const a = await createLineInvoice(db as never, { productId: product, startsAt: baliToUtc(day, "10:00"), name: "Wayan Filterable" });
    const b = await createLineInvoice(db as never, { productId: product, startsAt: baliToUtc(addDaysIso(day, 1), "10:00") });
    await run((db) => db.update(tables.reservationLines).set({ eventName: "Sunset Gala 50%_off", acknowledge: true }).where(eq(tables.reservationLines.id, b.lineIds[0])));
    await run((db) => db.update(tables.invoices).set({ paymentStatus: "Down Payment" }).where(eq(tables.invoices.id, b.invoice.id)));
    const scope = { supplierId };
    const list = async (params: string) => ids((await listReservations(scope, { limit: 100, filters: parseReservationFilters(new URLSearchParams(params), "upcoming") })).rows);

    expect(await list("q=Wayan+Filterable")).toEqual([a.lineIds[0]]);
    expect(await list(`q=${a.invoice.invoiceNo}`)).toEqual([a.lineIds[0]]);
    expect(await list("q=50%25_off")).toEqual([b.lineIds[0]]); // % and _ are literal
    expect(await list("q=50%25_of_")).toEqual([]);
    expect(await list(`from=${day}&to=${day}`)).toEqual([a.lineIds[0]]);
    expect(await list(`from=${day}&to=${addDaysIso(day, 1)}&paymentStatus=Down+Payment`)).toEqual([b.lineIds[0]]);
    expect(await list(`from=${day}&to=${addDaysIso(day, 1)}&acknowledged=no`)).toEqual([a.lineIds[0]]);
    // The admin's venue filter (ADR 0230): one venue's lines only; a malformed id means any venue.
    const c = await createLineInvoice(db as never, { productId: otherProduct, startsAt: baliToUtc(day, "12:00") });
    const venueOf = async (productId: number) => (await first(db.select().from(tables.products).where(eq(tables.products.id, productId))))!.venueId;
    const admin = async (params: string) => ids((await listReservations({ admin: true }, { limit: 100, filters: parseReservationFilters(new URLSearchParams(params), "upcoming") })).rows);
    expect((await admin(`from=${day}&to=${day}`)).sort()).toEqual([a.lineIds[0], c.lineIds[0]].sort());
    expect(await admin(`from=${day}&to=${day}&venue=${await venueOf(otherProduct)}`)).toEqual([c.lineIds[0]]);
    expect(await admin(`from=${day}&to=${day}&venue=${await venueOf(product)}`)).toEqual([a.lineIds[0]]);
    expect(parseReservationFilters(new URLSearchParams("venue=1%20or%201=1"), "booked").venue).toBe(0);
    // Nonsense values are ignored, not errors.
    expect(parseReservationFilters(new URLSearchParams("paymentStatus=Paid-ish&from=2026-13-45&sort=x&acknowledged=maybe"), "upcoming")).toMatchObject({
      paymentStatus: "",
      from: "",
      ack: "",
      sort: "upcoming",
    });
  });

  it("sorts upcoming events first (soonest first), past events after them", async () => {
    const past = await createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() - 3 * DAY) });
    const far = await createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 900 * DAY) });
    const near = await createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 2 * DAY) });
    const order = ids((await listReservations({ supplierId }, { limit: 1000, filters: { sort: "upcoming" } })).rows);
    expect(order.indexOf(near.lineIds[0])).toBeLessThan(order.indexOf(far.lineIds[0]));
    expect(order.indexOf(far.lineIds[0])).toBeLessThan(order.indexOf(past.lineIds[0]));
    const latest = ids((await listReservations({ supplierId }, { limit: 1000, filters: { sort: "event-desc" } })).rows);
    expect(latest.indexOf(far.lineIds[0])).toBeLessThan(latest.indexOf(near.lineIds[0]));
  });

  it("the page reads its filters from the query string", async () => {
    const cookie = await cookieFor(vendorUserId);
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 710 * DAY), name: "Query String Booker" });
    const res = (await vendorLoader({ request: new Request(`http://app.test/dashboard/manage-reservations?q=${invoice.invoiceNo}`, { headers: { Cookie: cookie } }), params: {}, context: {} } as never)) as Response;
    const data = await res.json();
    expect(ids(data.rows)).toEqual([lineIds[0]]);
    expect(data.csvHref).toBe(`/dashboard/manage-reservations.csv?q=${invoice.invoiceNo}`);
  });
});

describe("CSV export", () => {
  it("quotes fields and neutralises formulas", () => {
    expect(csvField('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvField("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+62 361 123")).toBe("'+62 361 123");
    expect(csvField(-5)).toBe("-5");
    expect(toCsv(["a"], [["line\nbreak"]])).toBe('\uFEFFa\r\n"line\nbreak"\r\n');
  });

  it("exports the vendor's filtered lines only", async () => {
    const cookie = await cookieFor(vendorUserId);
    const own = await createLineInvoice(db as never, { productId: product, startsAt: new Date(Date.now() + 720 * DAY), name: "=cmd|' /C calc'!A0" });
    const foreign = await createLineInvoice(db as never, { productId: otherProduct, startsAt: new Date(Date.now() + 720 * DAY) });
    const all = (await vendorCsv({ request: new Request("http://app.test/dashboard/manage-reservations.csv", { headers: { Cookie: cookie } }), params: {}, context: {} } as never)) as Response;
    expect(all.headers.get("Content-Type")).toMatch(/text\/csv/);
    const text = await all.text();
    expect(text).toContain(own.invoice.invoiceNo);
    expect(text).toContain("'=cmd|");
    expect(text).not.toContain(foreign.invoice.invoiceNo);
    const one = (await vendorCsv({ request: new Request(`http://app.test/dashboard/manage-reservations.csv?q=${own.invoice.invoiceNo}`, { headers: { Cookie: cookie } }), params: {}, context: {} } as never)) as Response;
    expect((await one.text()).trim().split("\r\n")).toHaveLength(2);
  });
});
