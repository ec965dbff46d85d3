// Issue 40, item 8: a paid reservation cannot be hard-deleted from Manage Payments (deleting it
// erased its money trail): the row offers Cancel, not Delete; the delete is refused (console,
// /v1) and the ledger stays. Unpaid and TEST (sandbox) records may still be deleted, audited.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { deleteReservationLine } from "~/admin/payments.server";
import { first, run, tables, transaction, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { applyAdminPaymentStatus, markInvoicePaid } from "~/payments/invoice-status.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.manage-payments";
import { action as apiAdminAction } from "~/routes/v1.reservation-venue-admin.$id";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "https://balimice.test";
let db: DB;
let adminId: number;
let product: number;
const admin = () => ({ id: adminId, email: DEMO_ACCOUNTS.admin.email, via: "console" as const });
const daysAhead = (days: number) => baliToUtc(addDaysIso(baliIsoDate(), days), "09:00");

beforeAll(async () => {
  db = await freshDatabase();
  adminId = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.admin.email))))!.id;
  const vendorUser = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  const supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, vendorUser.id))))!.id;
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!.id;
});

const lineRow = async (id: number) => await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, id)));
const ledgerOf = async (invoiceId: number) => await db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.invoiceId, invoiceId));
const post = (fields: Record<string, string>, cookie: string) =>
  new Request("http://app.test/admin/manage-payments", { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
const rowsOf = async (invoiceNo: string, cookie: string) =>
  (await (await callRoute(adminLoader, new Request(`http://app.test/admin/manage-payments?q=${invoiceNo}`, { headers: { Cookie: cookie } }))).json()).rows as { id: number; canDelete: boolean; canCancel: boolean }[];

describe("deleting a reservation", () => {
  it("is refused once it is paid: the row offers Cancel, not Delete, and the money trail stays", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt: daysAhead(400) });
    const cookie = await sessionCookieFor(adminId);
    expect((await rowsOf(invoice.invoiceNo, cookie))[0]).toMatchObject({ canDelete: true });
    expect((await applyAdminPaymentStatus(invoice.id, "Full Paid", { origin: ORIGIN })).ok).toBe(true);
    const trail = await ledgerOf(invoice.id);
    expect(trail.filter((e) => e.kind === "payment").reduce((s, e) => s + e.amount, 0)).toBe(invoice.totalCost);
    expect((await rowsOf(invoice.invoiceNo, cookie))[0]).toMatchObject({ canDelete: false, canCancel: true });

    expect(await deleteReservationLine(lineIds[0], admin())).toMatchObject({ ok: false, status: 409, message: "A paid reservation cannot be deleted: cancel it with a refund instead." });
    const res = await callRoute(adminAction, post({ intent: "delete", id: String(lineIds[0]) }, cookie));
    expect(res.status).toBe(302);
    const id = String(lineIds[0]);
    const api = await callRoute(apiAdminAction, new Request(`http://app.test/v1/reservation-venue-admin/${id}`, { method: "DELETE", headers: { "api-key": await createAccessToken(adminId) } }), { id });
    expect(api.status).toBe(409);
    expect(await lineRow(lineIds[0])).toBeDefined();
    expect(await ledgerOf(invoice.id)).toEqual(trail);
    expect(await first(db.select().from(tables.deletedReservationLines).where(eq(tables.deletedReservationLines.id, lineIds[0])))).toBeUndefined();
    expect((await db.select().from(tables.adminAudit).where(eq(tables.adminAudit.invoiceId, invoice.id))).map((r) => r.action)).not.toContain("deleteLine");

    // The delete dialog (without JavaScript, ?delete=ID) says why and points to Cancel.
    const dialog = (await (await callRoute(adminLoader, new Request(`http://app.test/admin/manage-payments?delete=${id}`, { headers: { Cookie: cookie } }))).json()).dialog;
    expect(dialog).toMatchObject({ kind: "delete", canDelete: false });
  });

  it("a deposit paid is paid too", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt: daysAhead(410) });
    const deposit = Math.round(invoice.totalCost * 0.3);
    await run((d) => d.update(tables.invoices).set({ paymentPlan: "deposit", depositAmount: deposit, balanceDueAt: daysAhead(396) }).where(eq(tables.invoices.id, invoice.id)));
    await run((d) => d.update(tables.reservationLines).set({ depositAmount: deposit }).where(eq(tables.reservationLines.id, lineIds[0])));
    expect(await applyAdminPaymentStatus(invoice.id, "Down Payment", { origin: ORIGIN })).toMatchObject({ ok: true, invoice: { status: "paid", amountPaid: deposit } });
    expect(await deleteReservationLine(lineIds[0], admin())).toMatchObject({ ok: false, status: 409 });
  });

  it("stays for unpaid and TEST (sandbox) records, audited", async () => {
    const unpaid = await createLineInvoice(db as never, { productId: product, startsAt: daysAhead(420) });
    expect(await deleteReservationLine(unpaid.lineIds[0], admin())).toMatchObject({ ok: true });

    const test = await createLineInvoice(db as never, { productId: product, startsAt: daysAhead(430) });
    await transaction(async (tx) => {
      await markInvoicePaid(tx, (await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, test.invoice.id))))!, { origin: ORIGIN, paidVia: "sandbox" });
    });
    expect((await ledgerOf(test.invoice.id)).some((e) => e.kind === "payment")).toBe(true);
    const cookie = await sessionCookieFor(adminId);
    expect((await rowsOf(test.invoice.invoiceNo, cookie))[0]).toMatchObject({ canDelete: true });
    expect(await deleteReservationLine(test.lineIds[0], admin())).toMatchObject({ ok: true });
    const audit = (await db.select().from(tables.adminAudit).where(eq(tables.adminAudit.invoiceId, test.invoice.id))).find((r) => r.action === "deleteLine")!;
    expect(audit.newValue).toContain("TEST payment");
    expect(audit.actorEmail).toBe(DEMO_ACCOUNTS.admin.email);
  });
});
