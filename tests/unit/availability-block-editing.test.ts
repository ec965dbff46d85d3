// Manage Availability without JavaScript: a block is edited through its own form (?edit=ID,
// a plain POST with its id), another vendor's block cannot be, and the month's live bookings
// are listed by the server (?month=YYYY-MM).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first, write } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action, loader } from "~/routes/dashboard.manage-availability";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let cookie: string;
let supplierId: number;
let product: typeof tables.products.$inferSelect;

beforeAll(async () => {
  db = await freshDatabase();
  const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!.id;
  cookie = await sessionCookieFor(user.id);
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!;
});

const post = (fields: Record<string, string>) =>
  callRoute(action, new Request("http://app.test/dashboard/manage-availability", { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams(fields) }));
const page = async (query: string) =>
  (await callRoute(loader, new Request(`http://app.test/dashboard/manage-availability${query}`, { headers: { Cookie: cookie } }))).json();
const blockTitled = async (title: string) =>
  await first(db.select().from(tables.availabilityBlocks).where(and(eq(tables.availabilityBlocks.supplierId, supplierId), eq(tables.availabilityBlocks.title, title))));

describe("editing a block without JavaScript", () => {
  it("opens the block's form and saves the new period, title and all-day choice", async () => {
    const day = addDaysIso(baliIsoDate(), 200);
    const base = { kind: "subVenue", targetId: String(product.subVenueId), startDate: day, endDate: day };
    expect((await post({ ...base, intent: "save", title: "Maintenance", startTime: "08:00", endTime: "10:00" })).status).toBe(302);
    const block = (await blockTitled("Maintenance"))!;

    const view = await page(`?edit=${block.id}`);
    expect(view.editing).toMatchObject({ id: block.id, title: "Maintenance", startDate: day, startTime: "08:00", endTime: "10:00", allDay: false });

    const next = addDaysIso(day, 1);
    const saved = await post({ ...base, intent: "save", id: String(block.id), title: "Deep cleaning", endDate: next, startTime: "14:00", endTime: "09:00", allDay: "no" });
    expect(saved.status).toBe(302);
    const after = (await first(db.select().from(tables.availabilityBlocks).where(eq(tables.availabilityBlocks.id, block.id))))!;
    expect(after).toMatchObject({ title: "Deep cleaning", allDay: false });
    expect(after.startsAt.toISOString()).toBe(baliToUtc(day, "14:00").toISOString());
    expect(after.endsAt.toISOString()).toBe(baliToUtc(next, "09:00").toISOString());

    // Made all day: the times sent by a form without JavaScript are ignored.
    expect((await post({ ...base, intent: "save", id: String(block.id), title: "Deep cleaning", startTime: "14:00", endTime: "09:00", allDay: "yes" })).status).toBe(302);
    const allDay = (await first(db.select().from(tables.availabilityBlocks).where(eq(tables.availabilityBlocks.id, block.id))))!;
    expect(allDay.allDay).toBe(true);
    expect(allDay.endsAt.toISOString()).toBe(baliToUtc(addDaysIso(day, 1)).toISOString());
  });

  it("answers a mistake next to the field of that block's form and keeps the block as it was", async () => {
    const day = addDaysIso(baliIsoDate(), 201);
    expect((await post({ intent: "save", kind: "subVenue", targetId: String(product.subVenueId), title: "Painting", startDate: day, endDate: day, startTime: "08:00", endTime: "12:00" })).status).toBe(302);
    const block = (await blockTitled("Painting"))!;
    const wrong = await post({ intent: "save", id: String(block.id), kind: "subVenue", targetId: String(product.subVenueId), title: "Painting", startDate: day, endDate: day, startTime: "12:00", endTime: "08:00" });
    expect(wrong.status).toBe(400);
    const body = await wrong.json();
    expect(body.editId).toBe(block.id);
    expect(body.error.endTime ?? body.error.endDate).toBeTruthy();
    expect(await first(db.select().from(tables.availabilityBlocks).where(eq(tables.availabilityBlocks.id, block.id)))).toEqual(block);
  });

  it("refuses to edit another vendor's block", async () => {
    const other = (await db.select().from(tables.products)).find((p) => p.supplierId !== supplierId)!;
    const theirs = (await write((db) => db.insert(tables.availabilityBlocks).values({
          supplierId: other.supplierId, subVenueId: other.subVenueId, title: "Theirs", startsAt: baliToUtc(addDaysIso(baliIsoDate(), 50), "08:00"), endsAt: baliToUtc(addDaysIso(baliIsoDate(), 50), "10:00"), allDay: false,
        }).returning()))[0];
    const day = addDaysIso(baliIsoDate(), 60);
    const res = await post({ intent: "save", id: String(theirs.id), kind: "subVenue", targetId: String(product.subVenueId), title: "Mine now", startDate: day, endDate: day, startTime: "08:00", endTime: "10:00" });
    expect(res.status).toBe(404);
    expect(await first(db.select().from(tables.availabilityBlocks).where(eq(tables.availabilityBlocks.id, theirs.id)))).toEqual(theirs);
    expect((await page(`?edit=${theirs.id}`)).editing).toBeNull();
  });
});

describe("bookings on the availability page", () => {
  it("lists the month's live bookings, server-rendered, and pages by month", async () => {
    const day = addDaysIso(baliIsoDate(), 95);
    const { invoice } = await createLineInvoice(db as never, { productId: product.id, startsAt: baliToUtc(day, "09:00"), hours: 2, name: "Wayan Listed" });
    const month = day.slice(0, 7);
    const view = await page(`?month=${month}`);
    expect(view.month).toBe(month);
    const row = view.monthBookings.find((b: { invoiceNo: string }) => b.invoiceNo === invoice.invoiceNo);
    expect(row).toMatchObject({ booker: "Wayan Listed", paid: false });
    expect(row.from).toBe(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} 09:00`);
    expect(row.to).toBe("11:00");

    const elsewhere = await page(`?month=${view.months.next}`);
    expect(elsewhere.monthBookings.map((b: { invoiceNo: string }) => b.invoiceNo)).not.toContain(invoice.invoiceNo);
    // An unreadable month falls back to this month.
    expect((await page("?month=2026-13")).month).toBe(baliIsoDate().slice(0, 7));
  });
});
