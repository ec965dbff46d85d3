// The admin audit trail (ADR 0141): payment status, acknowledge, delete and restore, from the
// console and /v1, each write one row with who/when/old/new; a deleted line frees its slot and
// is restored only while the slot is still free; a failed change leaves no audit row.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { auditForLine, listAudit } from "~/audit/audit.server";
import { deleteReservationLine, restoreReservationLine, setPaymentStatusOfLine } from "~/admin/payments.server";
import { isSlotAvailable, occupiedWindow } from "~/availability/availability.server";
import { type SqliteDb as DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action as auditAction, loader as auditLoader } from "~/routes/admin.audit";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.manage-payments";
import { action as apiAdminAction } from "~/routes/v1.reservation-venue-admin.$id";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase, refusalOf, whileWritesFail } from "../support/test-db";

let db: DB;
let adminId: number;
let vendorUserId: number;
let product: number;
const farAhead = (days: number) => new Date(Date.now() + days * 24 * 3600_000);
const admin = () => ({ id: adminId, email: DEMO_ACCOUNTS.admin.email, via: "console" as const });

beforeAll(async () => {
  db = await freshDatabase();
  const byEmail = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
  adminId = (await byEmail(DEMO_ACCOUNTS.admin.email)).id;
  vendorUserId = (await byEmail(DEMO_ACCOUNTS.vendor.email)).id;
  const supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, vendorUserId))))!.id;
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!.id;
});

const cookieFor = sessionCookieFor;
const call = callRoute;
const post = (url: string, fields: Record<string, string>, cookie: string) =>
  new Request(`http://app.test${url}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
const api = async (url: string, userId: number, method: string, body?: unknown) =>
  new Request(`http://app.test${url}`, {
    method,
    headers: { "api-key": await createAccessToken(userId), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const auditRows = async (invoiceId: number) =>
  (await db.select().from(tables.adminAudit).where(eq(tables.adminAudit.invoiceId, invoiceId))).sort((a, b) => a.id - b.id);
const lineRow = async (id: number) => await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, id)));
const invoiceRow = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!;

describe("admin console changes are audited", () => {
  it("acknowledge, delete and restore while unpaid, then Down Payment and Full Paid: each a row with old and new value; a paid line is not deleted", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt: farAhead(500) });
    const id = String(lineIds[0]);
    const cookie = await cookieFor(adminId);
    const before = Date.now();

    expect((await call(adminAction, post("/admin/manage-payments", { intent: "acknowledge", id, acknowledge: "yes" }, cookie))).status).toBe(302);
    expect((await call(adminAction, post("/admin/manage-payments", { intent: "delete", id }, cookie))).status).toBe(302);
    expect(await lineRow(lineIds[0])).toBeUndefined();
    expect((await call(auditAction, post("/admin/audit", { intent: "restore", id }, cookie))).status).toBe(302);
    expect(await lineRow(lineIds[0])).toMatchObject({ acknowledge: true, invoiceId: invoice.id });
    expect((await call(adminAction, post("/admin/manage-payments", { intent: "status", id, paymentStatus: "Down Payment" }, cookie))).status).toBe(302);
    expect((await call(adminAction, post("/admin/manage-payments", { intent: "status", id, paymentStatus: "Full Paid" }, cookie))).status).toBe(302);
    // Paid: the delete is refused (cancel with a refund instead, ADR 0357) and writes no row.
    expect((await call(adminAction, post("/admin/manage-payments", { intent: "delete", id }, cookie))).status).toBe(302);
    expect(await lineRow(lineIds[0])).toBeDefined();

    const rows = await auditRows(invoice.id);
    expect(rows.map((r) => [r.action, r.oldValue?.split(",")[0], r.newValue?.split(",")[0]])).toEqual([
      ["acknowledge", "No", "Yes"],
      ["deleteLine", "active", "deleted"],
      ["restoreLine", "deleted", "active"],
      ["paymentStatus", "Waiting Payment", "Down Payment"],
      ["paymentStatus", "Down Payment", "Full Paid"],
    ]);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r).toMatchObject({ actorId: adminId, actorEmail: DEMO_ACCOUNTS.admin.email, via: "console" });
      expect(r.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }

    // The reservation detail and the audit page show them.
    const detail = await (await call(adminLoader, new Request(`http://app.test/admin/manage-payments?detail=${id}`, { headers: { Cookie: cookie } }))).json();
    expect(detail.dialog.history).toHaveLength(5);
    expect(detail.dialog.history[0]).toMatchObject({ action: "Payment status", who: DEMO_ACCOUNTS.admin.email, oldValue: "Down Payment", newValue: "Full Paid" });
    // In Indonesian the action and the payment status labels are translated; other values stay as recorded.
    const detailId = await (await call(adminLoader, new Request(`http://app.test/admin/manage-payments?detail=${id}`, { headers: { Cookie: `${cookie}; lang=id` } }))).json();
    expect(detailId.dialog.history[0]).toMatchObject({ action: "Status pembayaran", oldValue: "Uang Muka", newValue: "Lunas" });
    expect(detailId.dialog.history.at(-1)).toMatchObject({ oldValue: "No", newValue: "Yes" });
    const page = await (await call(auditLoader, new Request("http://app.test/admin/audit", { headers: { Cookie: cookie } }))).json();
    expect(page.audit.rows.slice(0, 5).map((r: { action: string }) => r.action)).toContain("Payment status");
  });

  it("the /v1 admin calls write the same rows, marked as API", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt: farAhead(510) });
    const id = String(lineIds[0]);
    const put = await call(apiAdminAction, await api(`/v1/reservation-venue-admin/${id}`, adminId, "PUT", { paymentStatus: "Booking Fee", acknowledge: true }), { id });
    expect(put.status).toBe(200);
    const del = await call(apiAdminAction, await api(`/v1/reservation-venue-admin/${id}`, adminId, "DELETE"), { id });
    expect(del.status).toBe(200);
    const rows = await auditRows(invoice.id);
    expect(rows.map((r) => [r.action, r.via])).toEqual([
      ["paymentStatus", "api"],
      ["acknowledge", "api"],
      ["deleteLine", "api"],
    ]);
    expect(rows[0]).toMatchObject({ oldValue: "Waiting Payment", newValue: "Booking Fee", actorId: adminId });
  });

  it("a non-admin cannot restore, and a refused change writes no row", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt: farAhead(520) });
    await deleteReservationLine(lineIds[0], admin());
    const vendorCookie = await cookieFor(vendorUserId);
    const refused = await call(auditAction, post("/admin/audit", { intent: "restore", id: String(lineIds[0]) }, vendorCookie));
    expect(refused.status).toBe(302); // to the login page
    expect(refused.headers.get("Location")).toMatch(/login/);
    expect(await lineRow(lineIds[0])).toBeUndefined();
    const result = await setPaymentStatusOfLine(lineIds[0], "Full Paid", admin());
    expect(result.ok).toBe(false);
    expect((await auditRows(invoice.id)).map((r) => r.action)).toEqual(["deleteLine"]);
  });
});

describe("soft delete", () => {
  it("frees the slot, keeps the record, and the invoice the delete cancelled comes back on restore", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt: farAhead(530) });
    const line = (await lineRow(lineIds[0]))!;
    const slot = { subVenueId: line.subVenueId, productId: line.productId, window: occupiedWindow(line.unit, line.startsAt, line.endsAt) };
    expect(await isSlotAvailable(db as never, slot)).toBe(false);

    expect(await deleteReservationLine(line.id, admin())).toMatchObject({ ok: true, invoiceCancelled: true });
    expect(await isSlotAvailable(db as never, slot)).toBe(true);
    expect((await invoiceRow(invoice.id)).status).toBe("cancelled");
    expect(await first(db.select().from(tables.deletedReservationLines).where(eq(tables.deletedReservationLines.id, line.id)))).toBeDefined();

    expect(await restoreReservationLine(line.id, admin())).toMatchObject({ ok: true, totalCost: invoice.totalCost });
    expect(await lineRow(line.id)).toEqual(line);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "pending", totalCost: invoice.totalCost });
    expect(await isSlotAvailable(db as never, slot)).toBe(false);
    expect(await restoreReservationLine(line.id, admin())).toMatchObject({ ok: false, status: 404 });
  });

  it("is not restored when the slot was booked since, and nothing changes", async () => {
    const first = await createLineInvoice(db as never, { productId: product, startsAt: farAhead(540) });
    await deleteReservationLine(first.lineIds[0], admin());
    const second = await createLineInvoice(db as never, { productId: product, startsAt: farAhead(540) });
    const auditBefore = (await listAudit()).total;

    const result = await restoreReservationLine(first.lineIds[0], admin());
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(await lineRow(first.lineIds[0])).toBeUndefined();
    expect(await lineRow(second.lineIds[0])).toBeDefined();
    expect((await invoiceRow(first.invoice.id)).status).toBe("cancelled");
    expect((await listAudit()).total).toBe(auditBefore);
  });

  it("a failed delete writes neither the archive nor an audit row", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, extraProductId: undefined, startsAt: farAhead(550) });
    await whileWritesFail(db, "admin_audit", "insert", async () => {
      expect(await refusalOf(deleteReservationLine(lineIds[0], admin()))).toMatch(/boom/);
    });
    expect(await lineRow(lineIds[0])).toBeDefined();
    expect((await invoiceRow(invoice.id)).status).toBe("pending");
    expect(await first(db.select().from(tables.deletedReservationLines).where(eq(tables.deletedReservationLines.id, lineIds[0])))).toBeUndefined();
    expect(await auditForLine(lineIds[0], invoice.id)).toHaveLength(0);
  });
});
