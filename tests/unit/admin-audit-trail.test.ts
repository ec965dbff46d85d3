// The admin audit trail (ADR 0141): payment status, acknowledge, delete and restore, from the
// console and /v1, each write one row with who/when/old/new; a deleted line frees its slot and
// is restored only while the slot is still free; a failed change leaves no audit row.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { auditForLine, listAudit } from "~/admin/audit.server";
import { deleteReservationLine, restoreReservationLine, setPaymentStatusOfLine } from "~/admin/payments.server";
import { isSlotAvailable, occupiedWindow } from "~/availability/availability.server";
import { schema, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/db/seed.server";
import { action as auditAction, loader as auditLoader } from "~/routes/admin.audit";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.manage-payments";
import { action as apiAdminAction } from "~/routes/v1.reservation-venue-admin.$id";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let adminId: number;
let vendorUserId: number;
let product: number;
const farAhead = (days: number) => new Date(Date.now() + days * 24 * 3600_000);
const admin = () => ({ id: adminId, email: DEMO_ACCOUNTS.admin.email, via: "console" as const });

beforeAll(async () => {
  db = await freshDatabase();
  const byEmail = (email: string) => db.select().from(schema.users).where(eq(schema.users.email, email)).get()!;
  adminId = byEmail(DEMO_ACCOUNTS.admin.email).id;
  vendorUserId = byEmail(DEMO_ACCOUNTS.vendor.email).id;
  const supplierId = db.select().from(schema.suppliers).where(eq(schema.suppliers.userId, vendorUserId)).get()!.id;
  product = db.select().from(schema.products).where(eq(schema.products.supplierId, supplierId)).get()!.id;
});

const cookieFor = sessionCookieFor;
const call = callRoute;
const post = (url: string, fields: Record<string, string>, cookie: string) =>
  new Request(`http://app.test${url}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
const api = (url: string, userId: number, method: string, body?: unknown) =>
  new Request(`http://app.test${url}`, {
    method,
    headers: { "api-key": createAccessToken(userId), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const auditRows = (invoiceId: number) =>
  db.select().from(schema.adminAudit).where(eq(schema.adminAudit.invoiceId, invoiceId)).all().sort((a, b) => a.id - b.id);
const lineRow = (id: number) => db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, id)).get();
const invoiceRow = (id: number) => db.select().from(schema.invoices).where(eq(schema.invoices.id, id)).get()!;

describe("admin console changes are audited", () => {
  it("Down Payment then Full Paid, acknowledge, delete and restore: each a row with old and new value", async () => {
    const { invoice, lineIds } = createLineInvoice(db as never, { productId: product, startsAt: farAhead(500) });
    const id = String(lineIds[0]);
    const cookie = await cookieFor(adminId);
    const before = Date.now();

    expect((await call(adminAction, post("/admin/manage-payments", { intent: "status", id, paymentStatus: "Down Payment" }, cookie))).status).toBe(302);
    expect((await call(adminAction, post("/admin/manage-payments", { intent: "status", id, paymentStatus: "Full Paid" }, cookie))).status).toBe(302);
    expect((await call(adminAction, post("/admin/manage-payments", { intent: "acknowledge", id, acknowledge: "yes" }, cookie))).status).toBe(302);
    expect((await call(adminAction, post("/admin/manage-payments", { intent: "delete", id }, cookie))).status).toBe(302);
    expect(lineRow(lineIds[0])).toBeUndefined();
    expect((await call(auditAction, post("/admin/audit", { intent: "restore", id }, cookie))).status).toBe(302);
    expect(lineRow(lineIds[0])).toMatchObject({ acknowledge: true, invoiceId: invoice.id });

    const rows = auditRows(invoice.id);
    expect(rows.map((r) => [r.action, r.oldValue?.split(",")[0], r.newValue?.split(",")[0]])).toEqual([
      ["paymentStatus", "Waiting Payment", "Down Payment"],
      ["paymentStatus", "Down Payment", "Full Paid"],
      ["acknowledge", "No", "Yes"],
      ["deleteLine", "active", "deleted"],
      ["restoreLine", "deleted", "active"],
    ]);
    for (const r of rows) {
      expect(r).toMatchObject({ actorId: adminId, actorEmail: DEMO_ACCOUNTS.admin.email, via: "console" });
      expect(r.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }

    // The reservation detail and the audit page show them.
    const detail = await (await call(adminLoader, new Request(`http://app.test/admin/manage-payments?detail=${id}`, { headers: { Cookie: cookie } }))).json();
    expect(detail.dialog.history).toHaveLength(5);
    expect(detail.dialog.history[0]).toMatchObject({ action: "Restore reservation", who: DEMO_ACCOUNTS.admin.email });
    const page = await (await call(auditLoader, new Request("http://app.test/admin/audit", { headers: { Cookie: cookie } }))).json();
    expect(page.audit.rows.slice(0, 5).map((r: { action: string }) => r.action)).toContain("Payment status");
  });

  it("the /v1 admin calls write the same rows, marked as API", async () => {
    const { invoice, lineIds } = createLineInvoice(db as never, { productId: product, startsAt: farAhead(510) });
    const id = String(lineIds[0]);
    const put = await call(apiAdminAction, api(`/v1/reservation-venue-admin/${id}`, adminId, "PUT", { paymentStatus: "Booking Fee", acknowledge: true }), { id });
    expect(put.status).toBe(200);
    const del = await call(apiAdminAction, api(`/v1/reservation-venue-admin/${id}`, adminId, "DELETE"), { id });
    expect(del.status).toBe(200);
    const rows = auditRows(invoice.id);
    expect(rows.map((r) => [r.action, r.via])).toEqual([
      ["paymentStatus", "api"],
      ["acknowledge", "api"],
      ["deleteLine", "api"],
    ]);
    expect(rows[0]).toMatchObject({ oldValue: "Waiting Payment", newValue: "Booking Fee", actorId: adminId });
  });

  it("a non-admin cannot restore, and a refused change writes no row", async () => {
    const { invoice, lineIds } = createLineInvoice(db as never, { productId: product, startsAt: farAhead(520) });
    deleteReservationLine(lineIds[0], admin());
    const vendorCookie = await cookieFor(vendorUserId);
    const refused = await call(auditAction, post("/admin/audit", { intent: "restore", id: String(lineIds[0]) }, vendorCookie));
    expect(refused.status).toBe(302); // to the login page
    expect(refused.headers.get("Location")).toMatch(/login/);
    expect(lineRow(lineIds[0])).toBeUndefined();
    const result = await setPaymentStatusOfLine(lineIds[0], "Full Paid", admin());
    expect(result.ok).toBe(false);
    expect(auditRows(invoice.id).map((r) => r.action)).toEqual(["deleteLine"]);
  });
});

describe("soft delete", () => {
  it("frees the slot, keeps the record, and the invoice the delete cancelled comes back on restore", () => {
    const { invoice, lineIds } = createLineInvoice(db as never, { productId: product, startsAt: farAhead(530) });
    const line = lineRow(lineIds[0])!;
    const slot = { subVenueId: line.subVenueId, productId: line.productId, window: occupiedWindow(line.unit, line.startsAt, line.endsAt) };
    expect(isSlotAvailable(db as never, slot)).toBe(false);

    expect(deleteReservationLine(line.id, admin())).toMatchObject({ ok: true, invoiceCancelled: true });
    expect(isSlotAvailable(db as never, slot)).toBe(true);
    expect(invoiceRow(invoice.id).status).toBe("cancelled");
    expect(db.select().from(schema.deletedReservationLines).where(eq(schema.deletedReservationLines.id, line.id)).get()).toBeDefined();

    expect(restoreReservationLine(line.id, admin())).toMatchObject({ ok: true, totalCost: invoice.totalCost });
    expect(lineRow(line.id)).toEqual(line);
    expect(invoiceRow(invoice.id)).toMatchObject({ status: "pending", totalCost: invoice.totalCost });
    expect(isSlotAvailable(db as never, slot)).toBe(false);
    expect(restoreReservationLine(line.id, admin())).toMatchObject({ ok: false, status: 404 });
  });

  it("is not restored when the slot was booked since, and nothing changes", () => {
    const first = createLineInvoice(db as never, { productId: product, startsAt: farAhead(540) });
    deleteReservationLine(first.lineIds[0], admin());
    const second = createLineInvoice(db as never, { productId: product, startsAt: farAhead(540) });
    const auditBefore = listAudit().total;

    const result = restoreReservationLine(first.lineIds[0], admin());
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(lineRow(first.lineIds[0])).toBeUndefined();
    expect(lineRow(second.lineIds[0])).toBeDefined();
    expect(invoiceRow(first.invoice.id).status).toBe("cancelled");
    expect(listAudit().total).toBe(auditBefore);
  });

  it("a failed delete writes neither the archive nor an audit row", () => {
    const { invoice, lineIds } = createLineInvoice(db as never, { productId: product, extraProductId: undefined, startsAt: farAhead(550) });
    db.$client.exec("create trigger audit_fail before insert on admin_audit begin select raise(abort, 'boom'); end");
    try {
      expect(() => deleteReservationLine(lineIds[0], admin())).toThrow(/boom/);
    } finally {
      db.$client.exec("drop trigger audit_fail");
    }
    expect(lineRow(lineIds[0])).toBeDefined();
    expect(invoiceRow(invoice.id).status).toBe("pending");
    expect(db.select().from(schema.deletedReservationLines).where(eq(schema.deletedReservationLines.id, lineIds[0])).get()).toBeUndefined();
    expect(auditForLine(lineIds[0], invoice.id)).toHaveLength(0);
  });
});
