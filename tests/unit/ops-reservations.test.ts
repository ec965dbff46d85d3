// Vendor reservations and the admin console: ownership, roles (pages and /v1), acknowledge as a
// real boolean, admin Full Paid, and deleting a line keeps the invoice consistent.
import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { PAYMENT_STATUS_OPTIONS } from "~/db/enums";
import { deleteReservationLine } from "~/admin/payments.server";
import { ADMIN_PAYMENT_STATUSES } from "~/db/schema";
import { type SqliteDb as DB, tables, first, write, sqlRows } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.manage-payments";
import { loader as receiptLoader } from "~/routes/admin.receipts.$id";
import { action as vendorAction, loader as vendorLoader } from "~/routes/dashboard.manage-reservations";
import { loader as apiVendorList } from "~/routes/v1.reservation-venue";
import { action as apiVendorPut } from "~/routes/v1.reservation-venue.$id";
import { loader as apiAdminList } from "~/routes/v1.reservation-venue-admin";
import { action as apiAdminAction } from "~/routes/v1.reservation-venue-admin.$id";
import { listReservations, setAcknowledge } from "~/supplier/reservations.server";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase, refusalOf, testsOnPostgres, whileWritesFail } from "../support/test-db";

let db: DB;
let vendor: { userId: number; supplierId: number };
let otherVendor: { userId: number; supplierId: number };
let adminId: number;
let customerId: number;
let ownProduct: number;
let otherProduct: number;
const farAhead = (days: number) => new Date(Date.now() + days * 24 * 3600_000);

beforeAll(async () => {
  db = await freshDatabase();
  const byEmail = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
  const supplierOf = async (userId: number) => (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, userId))))!.id;
  const v = await byEmail(DEMO_ACCOUNTS.vendor.email);
  vendor = { userId: v.id, supplierId: await supplierOf(v.id) };
  const other = (await first(db.select().from(tables.suppliers).where(ne(tables.suppliers.id, vendor.supplierId))))!;
  otherVendor = { userId: other.userId, supplierId: other.id };
  adminId = (await byEmail(DEMO_ACCOUNTS.admin.email)).id;
  customerId = (await byEmail(DEMO_ACCOUNTS.customer.email)).id;
  ownProduct = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, vendor.supplierId))))!.id;
  otherProduct = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, otherVendor.supplierId))))!.id;
});

const cookieFor = sessionCookieFor;

const call = callRoute;

const page = (url: string, cookie?: string) => new Request(`http://app.test${url}`, { headers: cookie ? { Cookie: cookie } : {} });
const post = (url: string, fields: Record<string, string>, cookie: string) =>
  new Request(`http://app.test${url}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
const api = async (url: string, userId: number, method = "GET", body?: unknown) =>
  new Request(`http://app.test${url}`, {
    method,
    headers: { "api-key": await createAccessToken(userId), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const lineRow = async (id: number) => await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, id)));
const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;

describe("vendor Manage Reservation", () => {
  it("lists only the vendor's own lines, and another vendor's line is a 404", async () => {
    const own = await createLineInvoice(db as never, { productId: ownProduct, startsAt: farAhead(200) });
    const foreign = await createLineInvoice(db as never, { productId: otherProduct, startsAt: farAhead(201) });
    const cookie = await cookieFor(vendor.userId);

    const res = await call(vendorLoader, page("/dashboard/manage-reservations", cookie));
    const data = await res.json();
    const ids = data.rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(own.lineIds[0]);
    expect(ids).not.toContain(foreign.lineIds[0]);
    expect(data.pageSize).toBe(20);

    expect((await call(vendorLoader, page(`/dashboard/manage-reservations?detail=${foreign.lineIds[0]}`, cookie))).status).toBe(404);
    const detail = await (await call(vendorLoader, page(`/dashboard/manage-reservations?detail=${own.lineIds[0]}`, cookie))).json();
    expect(detail.dialog.detail.invoiceReservationVenue.invoiceNo).toBe(own.invoice.invoiceNo);

    const refused = await call(vendorAction, post("/dashboard/manage-reservations", { intent: "acknowledge", id: String(foreign.lineIds[0]), acknowledge: "yes" }, cookie));
    expect(refused.status).toBe(404);
    expect((await lineRow(foreign.lineIds[0]))!.acknowledge).toBe(false);
  });

  it("saves acknowledge as a boolean, both ways", async () => {
    const own = await createLineInvoice(db as never, { productId: ownProduct, startsAt: farAhead(202) });
    const cookie = await cookieFor(vendor.userId);
    const yes = await call(vendorAction, post("/dashboard/manage-reservations", { intent: "acknowledge", id: String(own.lineIds[0]), acknowledge: "yes", returnTo: "/dashboard/manage-reservations?page=1&ack=1" }, cookie));
    expect(yes.status).toBe(302);
    expect(yes.headers.get("Location")).toBe("/dashboard/manage-reservations?page=1");
    expect((await lineRow(own.lineIds[0]))!.acknowledge).toBe(true);
    // Stored as the integer 1 (SQLite) or true (PostgreSQL's boolean), never as a string.
    const stored = await sqlRows<{ a: unknown }>(sql`select acknowledge as a from reservation_lines where id = ${own.lineIds[0]}`);
    expect(stored).toEqual([{ a: testsOnPostgres ? true : 1 }]);
    await call(vendorAction, post("/dashboard/manage-reservations", { intent: "acknowledge", id: String(own.lineIds[0]), acknowledge: "no" }, cookie));
    expect((await lineRow(own.lineIds[0]))!.acknowledge).toBe(false);
    // An unknown value changes nothing.
    const bad = await call(vendorAction, post("/dashboard/manage-reservations", { intent: "acknowledge", id: String(own.lineIds[0]), acknowledge: "maybe" }, cookie));
    expect(bad.status).toBe(400);
  });

  it("is for vendors only: guests go to login, customers and admins are sent to login too", async () => {
    const guest = await call(vendorLoader, page("/dashboard/manage-reservations"));
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    for (const id of [customerId, adminId]) {
      const res = await call(vendorLoader, page("/dashboard/manage-reservations", await cookieFor(id)));
      expect(res.headers.get("Location")).toMatch(/^\/login/);
    }
  });
});

describe("admin Manage Payment", () => {
  it("offers exactly the model's payment statuses", () => {
    expect([...PAYMENT_STATUS_OPTIONS]).toEqual([...ADMIN_PAYMENT_STATUSES]);
  });

  it("is for admins only", async () => {
    for (const id of [customerId, vendor.userId]) {
      const res = await call(adminLoader, page("/admin/manage-payments", await cookieFor(id)));
      expect(res.headers.get("Location")).toMatch(/^\/login/);
      const act = await call(adminAction, post("/admin/manage-payments", { intent: "delete", id: "1" }, await cookieFor(id)));
      expect(act.headers.get("Location")).toMatch(/^\/login/);
    }
    const res = await call(adminLoader, page("/admin/manage-payments", await cookieFor(adminId)));
    const data = await res.json();
    expect(data.pageSize).toBe(5);
    expect(data.rows.length).toBe(5);
  });

  it("Full Paid makes the invoice paid and queues the voucher e-mail", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: otherProduct, startsAt: farAhead(210) });
    const cookie = await cookieFor(adminId);
    const res = await call(adminAction, post("/admin/manage-payments", { intent: "status", id: String(lineIds[0]), paymentStatus: "Full Paid", returnTo: `/admin/manage-payments?q=${invoice.invoiceNo}&status=${lineIds[0]}` }, cookie));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/manage-payments?q=${invoice.invoiceNo}`);
    const after = await invoiceRow(invoice.id);
    expect(after).toMatchObject({ status: "paid", paymentStatus: "Full Paid" });
    expect(after.voucherNo).toMatch(/^VC-/);
    const mail = await db.select().from(tables.outbox).where(eq(tables.outbox.to, invoice.email));
    expect(mail.some((m) => m.text.includes(`/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`))).toBe(true);

    // A label outside the four is refused and changes nothing.
    await call(adminAction, post("/admin/manage-payments", { intent: "status", id: String(lineIds[0]), paymentStatus: "Refunded" }, cookie));
    expect((await invoiceRow(invoice.id)).paymentStatus).toBe("Full Paid");
  });

  it("delete recomputes the invoice totals with its coupon, and cancels an invoice left empty", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: ownProduct, extraProductId: otherProduct, startsAt: farAhead(220), discountPercentage: 10 });
    const [first, second] = lineIds;
    const remaining = (await lineRow(second))!.totalPrice;
    const cookie = await cookieFor(adminId);
    const res = await call(adminAction, post("/admin/manage-payments", { intent: "delete", id: String(first) }, cookie));
    expect(res.status).toBe(302);
    expect(await lineRow(first)).toBeUndefined();
    const after = await invoiceRow(invoice.id);
    const discount = Math.floor((remaining * 10 + 50) / 100);
    expect(after).toMatchObject({ subtotal: remaining, discountAmount: discount, totalCost: remaining - discount, status: "pending" });

    const last = await deleteReservationLine(second, { id: adminId, email: DEMO_ACCOUNTS.admin.email, via: "console" });
    expect(last).toMatchObject({ ok: true, invoiceCancelled: true, totalCost: 0 });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "cancelled", subtotal: 0, totalCost: 0 });
    expect(await deleteReservationLine(second, { id: adminId, email: DEMO_ACCOUNTS.admin.email, via: "console" })).toMatchObject({ ok: false, status: 404 });
  });

  it("a failed delete leaves the database as it was", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: ownProduct, extraProductId: otherProduct, startsAt: farAhead(230) });
    const before = await invoiceRow(invoice.id);
    await whileWritesFail(db, "invoices", "update of total_cost", async () => {
      expect(await refusalOf(deleteReservationLine(lineIds[0], { id: adminId, email: DEMO_ACCOUNTS.admin.email, via: "console" }))).toMatch(/boom/);
    });
    expect(await lineRow(lineIds[0])).toBeDefined();
    expect(await invoiceRow(invoice.id)).toEqual(before);
  });

  it("receipts are served to admins only", async () => {
    const { invoice } = await createLineInvoice(db as never, { productId: otherProduct, startsAt: farAhead(240) });
    const conf = (await write((db) => db.insert(tables.paymentConfirmations).values({
          invoiceId: invoice.id, fullName: "A", email: "a@example.test", paymentTime: "2026-01-01 10:00:00", amount: 1,
          bankAccountName: "A", bankName: "BCA", bankAccount: "1", fileKey: "receipts/none/missing.pdf",
        }).returning()))[0];
    const vendorRes = await call(receiptLoader, page(`/admin/receipts/${conf.id}`, await cookieFor(vendor.userId)), { id: String(conf.id) });
    expect(vendorRes.headers.get("Location")).toMatch(/^\/login/);
    const missing = await call(receiptLoader, page(`/admin/receipts/${conf.id}`, await cookieFor(adminId)), { id: String(conf.id) });
    expect(missing.status).toBe(404);
  });
});

describe("/v1 reservation-venue", () => {
  it("vendors see and acknowledge only their own lines", async () => {
    const own = await createLineInvoice(db as never, { productId: ownProduct, startsAt: farAhead(250) });
    const foreign = await createLineInvoice(db as never, { productId: otherProduct, startsAt: farAhead(251) });
    const list = await call(apiVendorList, await api("/v1/reservation-venue?page=1&limit=100", vendor.userId));
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.data.every((l: { invoiceReservationVenue: { id: number } }) => typeof l.invoiceReservationVenue.id === "number")).toBe(true);
    const ids = body.data.map((l: { id: number }) => l.id);
    expect(ids).toContain(own.lineIds[0]);
    expect(ids).not.toContain(foreign.lineIds[0]);

    const otherSupplier = await call(apiVendorList, await api(`/v1/reservation-venue?supplier=${otherVendor.supplierId}`, vendor.userId));
    expect(otherSupplier.status).toBe(403);
    expect((await call(apiVendorList, await api("/v1/reservation-venue", customerId))).status).toBe(403);
    expect((await call(apiVendorList, new Request("http://app.test/v1/reservation-venue"))).status).toBe(401);

    const put = await call(apiVendorPut, await api(`/v1/reservation-venue/${own.lineIds[0]}`, vendor.userId, "PUT", { acknowledge: true, supplier: vendor.supplierId }), { id: String(own.lineIds[0]) });
    expect(put.status).toBe(200);
    expect((await put.json()).data.acknowledge).toBe(true);
    const putForeign = await call(apiVendorPut, await api(`/v1/reservation-venue/${foreign.lineIds[0]}`, vendor.userId, "PUT", { acknowledge: true }), { id: String(foreign.lineIds[0]) });
    expect(putForeign.status).toBe(404);
    expect((await lineRow(foreign.lineIds[0]))!.acknowledge).toBe(false);
  });

  it("admin endpoints: list, acknowledge, payment status, delete; others are refused", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: ownProduct, startsAt: farAhead(260) });
    const id = String(lineIds[0]);
    expect((await call(apiAdminList, await api("/v1/reservation-venue-admin", vendor.userId))).status).toBe(403);
    expect((await call(apiAdminAction, await api(`/v1/reservation-venue-admin/${id}`, vendor.userId, "DELETE"), { id })).status).toBe(403);

    const list = await (await call(apiAdminList, await api(`/v1/reservation-venue-admin?q=${invoice.invoiceNo}`, adminId))).json();
    expect(list.data.map((l: { id: number }) => l.id)).toEqual([lineIds[0]]);

    const bad = await call(apiAdminAction, await api(`/v1/reservation-venue-admin/${id}`, adminId, "PUT", { paymentStatus: "Paid-ish", acknowledge: true }), { id });
    expect(bad.status).toBe(400);
    expect((await lineRow(lineIds[0]))!.acknowledge).toBe(false);

    const dp = await call(apiAdminAction, await api(`/v1/reservation-venue-admin/${id}`, adminId, "PUT", { paymentStatus: "Down Payment", acknowledge: "true" }), { id });
    expect(dp.status).toBe(200);
    expect((await dp.json()).data).toMatchObject({ paymentStatus: "Down Payment", acknowledge: true });
    expect((await invoiceRow(invoice.id)).status).toBe("pending");

    const del = await call(apiAdminAction, await api(`/v1/reservation-venue-admin/${id}`, adminId, "DELETE"), { id });
    expect(del.status).toBe(200);
    expect((await invoiceRow(invoice.id)).status).toBe("cancelled");
    expect((await call(apiAdminAction, await api(`/v1/reservation-venue-admin/${id}`, adminId, "DELETE"), { id })).status).toBe(404);
  });
});

describe("paging", () => {
  it("pages are newest first and sized per role", async () => {
    const p1 = await listReservations({ admin: true }, { page: 1 });
    const p2 = await listReservations({ admin: true }, { page: 2 });
    expect(p1.rows).toHaveLength(5);
    expect(p1.rows[0].id).toBeGreaterThan(p2.rows[0].id);
    expect(await setAcknowledge({ supplierId: vendor.supplierId }, 999_999, true)).toBe(false);
    const mine = await db.select().from(tables.reservationLines).where(and(eq(tables.reservationLines.supplierId, vendor.supplierId)));
    expect((await listReservations({ supplierId: vendor.supplierId })).total).toBe(mine.length);
  });
});
