// The planner's phone numbers and e-mail addresses in a vendor's reservation detail follow the
// messages' rule (ADR 0110): hidden until the planner has paid a booking with this vendor. The
// web page's loader data and /v1 (list and acknowledge answer) carry nothing to read them from;
// the admin sees them as booked.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { type DB, tables, first, run } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { EMAIL_HIDDEN, PHONE_HIDDEN } from "~/messages/masking.server";
import { loader as vendorLoader } from "~/routes/dashboard.manage-reservations";
import { loader as apiVendorList } from "~/routes/v1.reservation-venue";
import { action as apiVendorPut } from "~/routes/v1.reservation-venue.$id";
import { loader as apiAdminList } from "~/routes/v1.reservation-venue-admin";
import { makeUser } from "../support/cart-fixtures";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let vendor: { userId: number; supplierId: number };
let adminId: number;
let productId: number;
let day = 300;

beforeAll(async () => {
  db = await freshDatabase();
  const byEmail = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
  const v = await byEmail(DEMO_ACCOUNTS.vendor.email);
  vendor = { userId: v.id, supplierId: (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, v.id))))!.id };
  adminId = (await byEmail(DEMO_ACCOUNTS.admin.email)).id;
  productId = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, vendor.supplierId))))!.id;
});

/** A booking of the vendor's product with recognisable contact details, by a planner account or a guest. */
async function booking({ plannerId = null as number | null, paid = false } = {}) {
  const tag = Math.random().toString(36).slice(2, 8);
  const email = `secret.${tag}@planner.test`;
  const made = await createLineInvoice(db as never, { productId, startsAt: new Date(Date.now() + day++ * 24 * 3600_000), email });
  const officePhone = `0361 7${String(day).padStart(3, "0")} 123`;
  await run((db) => db.update(tables.invoices)
        .set({ userId: plannerId, officePhone, ...(paid ? { status: "paid" as const, paymentStatus: "Full Paid", paidAt: new Date() } : {}) })
        .where(eq(tables.invoices.id, made.invoice.id)));
  return { lineId: made.lineIds[0]!, secrets: [email, made.invoice.cellPhone, officePhone] };
}

const api = async (url: string, userId: number, method = "GET", body?: unknown) =>
  new Request(`http://app.test${url}`, {
    method,
    headers: { "api-key": await createAccessToken(userId), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Everything the vendor can read about one line: web detail, /v1 list entry, /v1 acknowledge answer. */
async function vendorViews(lineId: number) {
  const cookie = await sessionCookieFor(vendor.userId);
  const web = await (await callRoute(vendorLoader, new Request(`http://app.test/dashboard/manage-reservations?detail=${lineId}`, { headers: { Cookie: cookie } }))).json();
  const list = await (await callRoute(apiVendorList, await api("/v1/reservation-venue?limit=100", vendor.userId))).json();
  const put = await (await callRoute(apiVendorPut, await api(`/v1/reservation-venue/${lineId}`, vendor.userId, "PUT", { acknowledge: true }), { id: String(lineId) })).json();
  const listed = list.data.find((l: { id: number }) => l.id === lineId);
  expect(listed, "the line is in the vendor's /v1 list").toBeTruthy();
  return { web: web.dialog.detail, listed, put: put.data };
}

describe("a vendor's reservation detail: the planner's contact details", () => {
  it("are hidden in the web detail and in /v1 while a guest's booking is unpaid, and shown once it is paid", async () => {
    const unpaid = await booking();
    const views = await vendorViews(unpaid.lineId);
    expect(Object.keys(views).length).toBeGreaterThan(0);
    for (const [where, view] of Object.entries(views)) {
      const text = JSON.stringify(view);
      expect(unpaid.secrets.length).toBeGreaterThan(0);
      for (const secret of unpaid.secrets) expect(text, `${where} shows ${secret}`).not.toContain(secret);
      expect(view.invoiceReservationVenue, where).toMatchObject({ email: EMAIL_HIDDEN, cellPhone: PHONE_HIDDEN, officePhone: PHONE_HIDDEN });
      expect(view.contactsHidden, where).toBe(true);
      // What is not a contact detail stays: the vendor knows who booked.
      expect(view.invoiceReservationVenue.name, where).toBe("Gusti Booker");
    }

    const paid = await booking({ paid: true });
    const paidViews = await vendorViews(paid.lineId);
    expect(Object.keys(paidViews).length).toBeGreaterThan(0);
    for (const [where, view] of Object.entries(paidViews)) {
      expect(paid.secrets.length).toBeGreaterThan(0);
      for (const secret of paid.secrets) expect(JSON.stringify(view), `${where} hides ${secret}`).toContain(secret);
      expect(view.contactsHidden, where).toBe(false);
    }
  });

  it("follow the planner account: its e-mail is hidden too, and everything shows once it has paid any booking with this vendor", async () => {
    const planner = await makeUser(db, "privacy");
    const unpaid = await booking({ plannerId: planner.id });
    const hidden = await vendorViews(unpaid.lineId);
    expect(Object.keys(hidden).length).toBeGreaterThan(0);
    for (const [where, view] of Object.entries(hidden)) {
      const text = JSON.stringify(view);
      for (const secret of [...unpaid.secrets, planner.email]) expect(text, `${where} shows ${secret}`).not.toContain(secret);
      expect(view.user, where).toMatchObject({ firstName: planner.firstName, email: EMAIL_HIDDEN });
    }
    // Paying another booking with the vendor reveals them in messages: here as well.
    await booking({ plannerId: planner.id, paid: true });
    const shown = await vendorViews(unpaid.lineId);
    expect(Object.keys(shown).length).toBeGreaterThan(0);
    for (const [where, view] of Object.entries(shown)) {
      const text = JSON.stringify(view);
      for (const secret of [...unpaid.secrets, planner.email]) expect(text, `${where} hides ${secret}`).toContain(secret);
    }
  });

  it("are shown to the admin as booked", async () => {
    const unpaid = await booking();
    const list = await (await callRoute(apiAdminList, await api("/v1/reservation-venue-admin?limit=100", adminId))).json();
    const line = list.data.find((l: { id: number }) => l.id === unpaid.lineId);
    expect(unpaid.secrets.length).toBeGreaterThan(0);
    for (const secret of unpaid.secrets) expect(JSON.stringify(line)).toContain(secret);
  });
});
