// Several venues per organisation (issue 25 item 3, ADR 0282): an owner adds a second venue in
// the dashboard and edits it; the venue switcher and the lists' venue filter only ever take the
// organisation's own venues (a forged id of another vendor's venue reads nothing of it); the
// reservation, earnings and message lists show one venue's rows or all of them.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getSessionStorage } from "~/accounts/session.server";
import { type DB, tables, first as firstRow, write, run } from "~/db.server";
import { callRoute } from "../support/route-call";
import { addMember, seededVendor } from "../support/team-fixtures";
import { createTestInvoice } from "../support/invoices";
import { secondVendor } from "../support/messaging-fixtures";
import { freshDatabase } from "../support/test-db";
import { listConversations, sendAboutProduct } from "~/messages/conversations.server";
import { createPlanner } from "../support/messaging-fixtures";

import * as venueInfo from "~/routes/dashboard.venue-info";
import * as switchVenue from "~/routes/dashboard.switch-venue";
import * as subVenueList from "~/routes/dashboard.subvenue-list";
import * as productList from "~/routes/dashboard.product-list";
import * as reservations from "~/routes/dashboard.manage-reservations";
import * as reservationsCsv from "~/routes/dashboard.manage-reservations[.csv]";
import * as earnings from "~/routes/dashboard.earnings";
import * as earningsCsv from "~/routes/dashboard.earnings[.csv]";
import * as messages from "~/routes/dashboard.messages._index";

let db: DB;
let owner: { userId: number; supplierId: number };
let other: { userId: number; supplierId: number };
let firstVenueId: number;
let otherVenueId: number;

/** A fresh session of the user, optionally with a venue already chosen (as a forged cookie would carry). */
async function cookieOf(userId: number, venueId?: number) {
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("userId", userId);
  if (venueId !== undefined) session.set("venueId", venueId);
  return (await storage.commitSession(session)).split(";")[0]!;
}

function get(url: string, cookie: string) {
  return new Request(`http://localhost${url}`, { headers: { Cookie: cookie } });
}

function post(url: string, cookie: string, form: Record<string, string>) {
  return new Request(`http://localhost${url}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
}

const venueForm = (name: string, extra: Record<string, string> = {}) => ({
  name,
  location: "Ubud",
  address: "Jl. Raya Ubud 1",
  description: "A hill venue",
  cancellationPolicy: "flexible",
  depositPercent: "0",
  balanceDaysBefore: "30",
  ...extra,
});

const orgVenues = async () => await db.select().from(tables.venues).where(eq(tables.venues.supplierId, owner.supplierId)).orderBy(tables.venues.id);

/** A copy of one of the organisation's products and sub venues on another of its venues. */
async function productOn(venueId: number) {
  const base = (await firstRow(db.select().from(tables.products).where(eq(tables.products.supplierId, owner.supplierId)).orderBy(tables.products.id)))!;
  const baseSv = (await firstRow(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, base.subVenueId))))!;
  const { id: _sv, ...sv } = baseSv;
  const subVenue = (await write((db) => db.insert(tables.subVenues).values({ ...sv, venueId, name: `Ballroom of ${venueId}` }).returning()))[0];
  const { id: _p, ...p } = base;
  return (await write((db) => db.insert(tables.products).values({ ...p, venueId, subVenueId: subVenue.id, productName: `Package of ${venueId}` }).returning()))[0];
}

/** A reservation line on the product, in a new invoice. */
async function lineOn(product: typeof tables.products.$inferSelect, eventName: string) {
  const invoice = await createTestInvoice(db, { lines: 1 });
  const template = (await firstRow(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))!;
  const { id: _id, ...rest } = template;
  await run((db) => db.delete(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id)));
  return (await write((db) => db
      .insert(tables.reservationLines)
      .values({ ...rest, productId: product.id, subVenueId: product.subVenueId, venueId: product.venueId, supplierId: product.supplierId, productName: product.productName, eventName })
      .returning()))[0];
}

beforeAll(async () => {
  db = await freshDatabase();
  owner = await seededVendor(db);
  other = await secondVendor(db);
  firstVenueId = (await orgVenues())[0]!.id;
  otherVenueId = (await firstRow(db.select().from(tables.venues).where(eq(tables.venues.supplierId, other.supplierId))))!.id;
});

describe("adding and editing a second venue", () => {
  let cookie: string;
  let secondVenueId: number;

  it("lets the owner add a venue from Venue Info, then works on it", async () => {
    cookie = await cookieOf(owner.userId);
    const firstBefore = (await orgVenues())[0]!;
    const response = await callRoute(venueInfo.action, post("/dashboard/venue-info?new=1", cookie, { ...venueForm("Hill Resort Ubud"), intent: "add" }));
    expect(response.status).toBe(302);
    const venues = await orgVenues();
    expect(venues).toHaveLength(2);
    expect(venues[1]!.name).toBe("Hill Resort Ubud");
    secondVenueId = venues[1]!.id;
    // The first venue is untouched, and the page now shows the new one.
    expect(venues[0]!.name).toBe(firstBefore.name);
    const page = await (await callRoute(venueInfo.loader, get("/dashboard/venue-info", cookie))).json();
    expect(page.venue.id).toBe(secondVenueId);
  });

  it("saves Venue Info into the chosen venue, not the first", async () => {
    const firstBefore = (await orgVenues())[0]!;
    const response = await callRoute(venueInfo.action, post("/dashboard/venue-info", cookie, venueForm("Hill Resort Ubud & Spa", { location: "Sanur" })));
    expect(response.status).toBe(302);
    const [first, second] = await orgVenues();
    expect(second!.name).toBe("Hill Resort Ubud & Spa");
    expect(second!.location).toBe("Sanur");
    expect(first!.name).toBe(firstBefore.name);
    expect(first!.location).toBe(firstBefore.location);
  });

  it("adds a sub venue to the chosen venue and lists only that venue's rooms", async () => {
    const response = await callRoute(
      subVenueList.action,
      post("/dashboard/subvenue-list", cookie, { intent: "create", name: "Rice Terrace Hall", subVenueType: "indoor", minCapacity: "10", maxTheatre: "80", dimensionLength: "10", dimensionWidth: "8", ceilingHeight: "4" }),
    );
    expect(response.status).toBe(302);
    const created = (await firstRow(db.select().from(tables.subVenues).where(eq(tables.subVenues.name, "Rice Terrace Hall"))))!;
    expect(created.venueId).toBe(secondVenueId);
    const list = await (await callRoute(subVenueList.loader, get("/dashboard/subvenue-list", cookie))).json();
    expect(list.subVenues.map((s: { name: string }) => s.name)).toEqual(["Rice Terrace Hall"]);
  });

  it("switches back to the first venue through the switcher", async () => {
    const response = await callRoute(switchVenue.loader, get(`/dashboard/switch-venue?venue=${firstVenueId}&returnTo=${encodeURIComponent("/dashboard/venue-info")}`, cookie));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/venue-info");
    const page = await (await callRoute(venueInfo.loader, get("/dashboard/venue-info", cookie))).json();
    expect(page.venue.id).toBe(firstVenueId);
    const rooms = await (await callRoute(subVenueList.loader, get("/dashboard/subvenue-list", cookie))).json();
    expect(rooms.subVenues.map((s: { name: string }) => s.name)).not.toContain("Rice Terrace Hall");
  });

  it("keeps POST /v1/venue refusing a second venue (the spec's one venue per supplier)", async () => {
    const { action } = await import("~/routes/v1.venue");
    const { createAccessToken } = await import("~/accounts/api-auth.server");
    const request = new Request("http://localhost/v1/venue", {
      method: "POST",
      headers: { "api-key": await createAccessToken(owner.userId), "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Third", location: "Ubud" }),
    });
    expect((await callRoute(action, request)).status).toBe(409);
    expect(await orgVenues()).toHaveLength(2);
  });

  it("refuses adding a venue to a coordinator (listings view only)", async () => {
    const coordinator = await addMember(db, owner.supplierId, "coordinator");
    const c = await cookieOf(coordinator.userId);
    expect((await callRoute(venueInfo.action, post("/dashboard/venue-info?new=1", c, { ...venueForm("Sneaky"), intent: "add" }))).status).toBe(403);
    expect((await callRoute(venueInfo.loader, get("/dashboard/venue-info?new=1", c))).status).toBe(403);
    expect(await orgVenues()).toHaveLength(2);
  });
});

describe("another organisation's venue", () => {
  it("cannot be chosen in the switcher", async () => {
    const cookie = await cookieOf(owner.userId);
    const response = await callRoute(switchVenue.loader, get(`/dashboard/switch-venue?venue=${otherVenueId}`, cookie));
    expect(response.status).toBe(404);
    const page = await (await callRoute(venueInfo.loader, get("/dashboard/venue-info", cookie))).json();
    expect(page.venue.id).not.toBe(otherVenueId);
  });

  it("is neither read nor written with a forged session value", async () => {
    const cookie = await cookieOf(owner.userId, otherVenueId);
    const otherBefore = (await firstRow(db.select().from(tables.venues).where(eq(tables.venues.id, otherVenueId))))!;
    const page = await (await callRoute(venueInfo.loader, get("/dashboard/venue-info", cookie))).json();
    expect(page.venue.id).toBe(firstVenueId);
    await callRoute(venueInfo.action, post("/dashboard/venue-info", cookie, venueForm("Taken over")));
    expect((await firstRow(db.select().from(tables.venues).where(eq(tables.venues.id, otherVenueId))))!.name).toBe(otherBefore.name);
    const rooms = await (await callRoute(subVenueList.loader, get("/dashboard/subvenue-list", cookie))).json();
    const otherRooms = (await db.select({ id: tables.subVenues.id }).from(tables.subVenues).where(eq(tables.subVenues.venueId, otherVenueId))).map((r) => r.id);
    expect(rooms.subVenues.some((s: { id: number }) => otherRooms.includes(s.id))).toBe(false);
    const products = await (await callRoute(productList.loader, get("/dashboard/product-list", cookie))).json();
    const otherProducts = (await db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.supplierId, other.supplierId))).map((r) => r.id);
    expect(products.products.length).toBeGreaterThan(0);
    expect(products.products.some((p: { id: number }) => otherProducts.includes(p.id))).toBe(false);
    expect(products.subVenues.some((s: { id: number }) => otherRooms.includes(s.id))).toBe(false);
  });

  it("answers 404 for its sub venues and products by id (IDOR)", async () => {
    const cookie = await cookieOf(owner.userId);
    const room = (await firstRow(db.select().from(tables.subVenues).where(eq(tables.subVenues.venueId, otherVenueId))))!;
    const product = (await firstRow(db.select().from(tables.products).where(eq(tables.products.venueId, otherVenueId))))!;
    expect((await callRoute(subVenueList.loader, get(`/dashboard/subvenue-list?edit=${room.id}`, cookie))).status).toBe(404);
    expect((await callRoute(productList.loader, get(`/dashboard/product-list?edit=${product.id}`, cookie))).status).toBe(404);
    const update = await callRoute(
      subVenueList.action,
      post("/dashboard/subvenue-list", cookie, { intent: "update", id: String(room.id), name: "Hijacked", subVenueType: "indoor", minCapacity: "1", maxTheatre: "1", dimensionLength: "1", dimensionWidth: "1", ceilingHeight: "1" }),
    );
    expect(update.status).toBe(404);
    expect((await firstRow(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, room.id))))!.name).toBe(room.name);
  });

  it("never filters a list to it: its reservations stay out of reach", async () => {
    const cookie = await cookieOf(owner.userId);
    const theirs = (await firstRow(db.select().from(tables.products).where(eq(tables.products.venueId, otherVenueId))))!;
    const line = await lineOn(theirs, "Their private event");
    const page = await (await callRoute(reservations.loader, get(`/dashboard/manage-reservations?venue=${otherVenueId}`, cookie))).json();
    expect(page.rows.some((r: { id: number }) => r.id === line.id)).toBe(false);
    const csv = await (await callRoute(reservationsCsv.loader, get(`/dashboard/manage-reservations.csv?venue=${otherVenueId}`, cookie))).text();
    expect(csv).not.toContain("Their private event");
  });
});

describe("lists per venue or all venues", () => {
  let secondVenueId: number;
  let lineFirst: { id: number };
  let lineSecond: { id: number };

  beforeAll(async () => {
    secondVenueId = (await orgVenues())[1]!.id;
    const onFirst = (await firstRow(db.select().from(tables.products).where(and(eq(tables.products.supplierId, owner.supplierId), eq(tables.products.venueId, firstVenueId)))))!;
    const onSecond = await productOn(secondVenueId);
    lineFirst = await lineOn(onFirst, "Gala on the first venue");
    lineSecond = await lineOn(onSecond, "Retreat on the second venue");
    // Both paid, so the ledger has their earnings.
    for (const l of [lineFirst, lineSecond]) {
      const row = (await firstRow(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, l.id))))!;
      await run((db) => db.insert(tables.ledgerEntries).values([
                { at: new Date(), ref: `test-pay-${l.id}`, supplierId: owner.supplierId, lineId: l.id, invoiceId: row.invoiceId, kind: "payment", amount: row.totalPrice },
                { at: new Date(), ref: `test-share-${l.id}`, supplierId: owner.supplierId, lineId: l.id, invoiceId: row.invoiceId, kind: "vendor_share", amount: row.totalPrice - 1000 },
              ]));
    }
  });

  const ids = (rows: { id?: number; lineId?: number }[]) => rows.map((r) => r.id ?? r.lineId);

  it("reservations: one venue's, all venues', and the chosen venue's by default", async () => {
    const cookie = await cookieOf(owner.userId);
    const one = await (await callRoute(reservations.loader, get(`/dashboard/manage-reservations?venue=${secondVenueId}`, cookie))).json();
    expect(ids(one.rows)).toContain(lineSecond.id);
    expect(ids(one.rows)).not.toContain(lineFirst.id);
    expect(one.csvHref).toContain(`venue=${secondVenueId}`);
    const all = await (await callRoute(reservations.loader, get("/dashboard/manage-reservations?venue=all", cookie))).json();
    expect(ids(all.rows)).toEqual(expect.arrayContaining([lineFirst.id, lineSecond.id]));
    expect(all.csvHref).toContain("venue=all");
    // No choice made yet: all venues; after switching: the chosen venue.
    const fresh = await (await callRoute(reservations.loader, get("/dashboard/manage-reservations", cookie))).json();
    expect(ids(fresh.rows)).toEqual(expect.arrayContaining([lineFirst.id, lineSecond.id]));
    const chosen = await cookieOf(owner.userId, firstVenueId);
    const mine = await (await callRoute(reservations.loader, get("/dashboard/manage-reservations", chosen))).json();
    expect(ids(mine.rows)).toContain(lineFirst.id);
    expect(ids(mine.rows)).not.toContain(lineSecond.id);
    const csv = await (await callRoute(reservationsCsv.loader, get(`/dashboard/manage-reservations.csv?venue=${firstVenueId}`, cookie))).text();
    expect(csv).toContain("Gala on the first venue");
    expect(csv).not.toContain("Retreat on the second venue");
  });

  it("earnings and their CSV: one venue's bookings or all", async () => {
    const cookie = await cookieOf(owner.userId);
    const one = await (await callRoute(earnings.loader, get(`/dashboard/earnings?venue=${secondVenueId}`, cookie))).json();
    expect(ids(one.rows)).toEqual([lineSecond.id]);
    const all = await (await callRoute(earnings.loader, get("/dashboard/earnings?venue=all", cookie))).json();
    expect(ids(all.rows)).toEqual(expect.arrayContaining([lineFirst.id, lineSecond.id]));
    const csv = await (await callRoute(earningsCsv.loader, get(`/dashboard/earnings.csv?venue=${firstVenueId}`, cookie))).text();
    const invoiceOf = async (id: number) => (await firstRow(db.select({ no: tables.invoices.invoiceNo }).from(tables.reservationLines).innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId)).where(eq(tables.reservationLines.id, id))))!.no;
    expect(csv).toContain(await invoiceOf(lineFirst.id));
    expect(csv).not.toContain(await invoiceOf(lineSecond.id));
  });

  it("messages: one venue's conversations or all", async () => {
    const planner = await createPlanner(db);
    const second = (await firstRow(db.select().from(tables.products).where(eq(tables.products.venueId, secondVenueId))))!;
    const first = (await firstRow(db.select().from(tables.products).where(eq(tables.products.venueId, firstVenueId))))!;
    for (const p of [first, second]) {
      const sent = await sendAboutProduct(planner.viewer, p.id, `About ${p.productName}`, { origin: "http://localhost" });
      expect(sent.ok).toBe(true);
    }
    const viewer = { role: "vendor" as const, userId: owner.userId, supplierId: owner.supplierId };
    // The planner sees each conversation under the hotel it is about.
    const names = (await listConversations(planner.viewer)).rows.map((r) => r.counterpart);
    expect(names.sort()).toEqual([(await orgVenues())[0]!.name, (await orgVenues())[1]!.name].sort());
    const secondOnly = (await listConversations(viewer, { venueId: secondVenueId })).rows.map((r) => r.subject.title);
    expect(secondOnly).toContain(second.productName);
    expect(secondOnly).not.toContain(first.productName);
    const cookie = await cookieOf(owner.userId);
    const page = await (await callRoute(messages.loader, get(`/dashboard/messages?venue=${firstVenueId}`, cookie))).json();
    expect(page.rows.map((r: { subject: { title: string } }) => r.subject.title)).not.toContain(second.productName);
    const all = await (await callRoute(messages.loader, get("/dashboard/messages?venue=all", cookie))).json();
    expect(all.rows.map((r: { subject: { title: string } }) => r.subject.title)).toEqual(expect.arrayContaining([first.productName, second.productName]));
  });
});
