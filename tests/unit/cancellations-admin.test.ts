// The admin's side of cancellations and refunds (issue 22, ADR 0253): /admin/refunds (refunds
// to send with the planner's account and Mark sent, failed gateway refunds with Retry), the
// admin cancelling a line from the payments console with a refund of its choosing (never more
// than paid), cancellations in the console and its CSV, the audit log's words, the overview's
// refunds count and each vendor's cancellation rate; admins only.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/audit/audit.server";
import { parseRupiah, vendorCancellationRates } from "~/admin/refunds.server";
import { cancelBooking } from "~/cancellations/cancellation.server";
import { type DB, tables, first as firstRow } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { runDueJobs } from "~/jobs/runner.server";
import { setPaymentProvider } from "~/payments/provider.server";
import { loader as overviewLoader } from "~/routes/admin._index";
import { action as paymentsAction, loader as paymentsLoader } from "~/routes/admin.manage-payments";
import { loader as paymentsCsvLoader } from "~/routes/admin.manage-payments[.csv]";
import { action as refundsAction, loader as refundsLoader } from "~/routes/admin.refunds";
import { formatRupiah } from "~/utils/format";
import { paidBooking } from "../e2e/support/bookings";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { ScriptedGateway } from "../support/scripted-gateway";
import { freshDatabase } from "../support/test-db";
import { messageText } from "~/i18n/messages.server";

const ORIGIN = "http://app.test";
const bank = { accountName: "Komang Tester", bankName: "BCA", accountNumber: "1234567890" };
const gateway = new ScriptedGateway("SB-Mid-server-test");
let db: DB;
let adminCookie: string;
let vendorCookie: string;
let adminId: number;

beforeAll(async () => {
  db = await freshDatabase();
  setPaymentProvider(gateway);
  const byEmail = async (email: string) => (await firstRow(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
  adminId = (await byEmail(DEMO_ACCOUNTS.admin.email)).id;
  adminCookie = await sessionCookieFor(adminId);
  vendorCookie = await sessionCookieFor((await byEmail(DEMO_ACCOUNTS.vendor.email)).id);
});
afterAll(() => setPaymentProvider(undefined));

const booking = async (options: Parameters<typeof paidBooking>[1]) => await paidBooking(db as never, options);
const refundOf = async (lineId: number) => await firstRow(db.select().from(tables.refunds).where(eq(tables.refunds.lineId, lineId)));
const lineOf = async (lineId: number) => (await firstRow(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, lineId))))!;

function get(path: string, cookie = adminCookie) {
  return new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
}
function post(path: string, fields: Record<string, string>, cookie = adminCookie) {
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN } });
}

type RefundRow = { id: number; invoiceNo: string; amount: string; cancelledBy: string; account: { name: string; bank: string; number: string } | null; failure: string | null; stateLabel: string; reference: string | null };
type Console = { toSend: RefundRow[]; failed: RefundRow[]; inProgress: RefundRow[]; done: RefundRow[] };
const readConsole = async (cookie = adminCookie) => (await (await callRoute(refundsLoader, get("/admin/refunds", cookie))).json()) as Console;

describe("refunds to send by bank transfer", () => {
  it("list the planner's account; Mark sent needs the reference, then the refund is done, audited and the planner e-mailed, once", async () => {
    const paid = await booking({ daysOut: 20, via: "bank" });
    const cancel = await cancelBooking({ invoiceId: paid.invoice.id, lineIds: [paid.line.id], by: { kind: "planner", userId: null }, reason: "Budget cut", bank, origin: ORIGIN });
    expect(cancel).toMatchObject({ ok: true, refundTotal: paid.paid });
    const refund = (await refundOf(paid.line.id))!;

    let view = await readConsole();
    const row = view.toSend.find((r) => r.id === refund.id);
    expect(row).toMatchObject({ invoiceNo: paid.invoice.invoiceNo, amount: formatRupiah(paid.paid), account: { name: "Komang Tester", bank: "BCA", number: "1234567890" }, cancelledBy: "planner" });
    // Who cancelled is worded from the stored role, in the console's language.
    expect((await readConsole(`${adminCookie}; lang=id`)).toSend.find((r) => r.id === refund.id)?.cancelledBy).toBe("perencana acara");
    const overview = (await (await callRoute(overviewLoader, get("/admin"))).json()) as { refunds: { toSend: number; rows: { invoiceNo: string }[] } };
    expect(overview.refunds.toSend).toBeGreaterThanOrEqual(1);
    expect(overview.refunds.rows.map((r) => r.invoiceNo)).toContain(paid.invoice.invoiceNo);

    // No reference: the message comes back at the field with what was typed, nothing changes.
    const blank = await callRoute(refundsAction, post("/admin/refunds", { intent: "sent", id: String(refund.id), reference: "   " }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ id: refund.id, message: "Enter the bank transfer's reference" });
    expect((await refundOf(paid.line.id))?.state).toBe("requested");

    const sent = await callRoute(refundsAction, post("/admin/refunds", { intent: "sent", id: String(refund.id), reference: "TRF-20261130-01" }));
    expect(sent.status).toBe(302);
    expect(await refundOf(paid.line.id)).toMatchObject({ state: "refunded", transferReference: "TRF-20261130-01" });
    // The same form again (a double submit without JS): a notice, no second change.
    const again = await callRoute(refundsAction, post("/admin/refunds", { intent: "sent", id: String(refund.id), reference: "TRF-OTHER" }));
    expect(again.status).toBe(302);
    expect((await refundOf(paid.line.id))?.transferReference).toBe("TRF-20261130-01");

    view = await readConsole();
    expect(view.toSend.map((r) => r.id)).not.toContain(refund.id);
    expect(view.done.find((r) => r.id === refund.id)?.stateLabel).toBe("Sent (reference TRF-20261130-01)");
    const audit = (await listAudit()).rows.filter((a) => a.subject === `refund ${refund.refundKey}`);
    expect(audit).toHaveLength(1);
    // The action is a message id (ADR 0391): the audit page shows its English.
    expect({ ...audit[0], action: messageText("en", audit[0].action) }).toMatchObject({ action: "Refund sent", oldValue: "requested", newValue: `refunded, ${formatRupiah(paid.paid)}, reference TRF-20261130-01` });
    const mail = (await db.select().from(tables.outbox).where(eq(tables.outbox.to, paid.invoice.email))).map((m) => m.subject);
    expect(mail.filter((s) => s === `Bali MICE refund sent ${paid.invoice.invoiceNo}`)).toHaveLength(1);
  });

  it("are the admin's only: guests and vendors are sent to log in, their posts change nothing", async () => {
    const paid = await booking({ daysOut: 21, via: "bank" });
    await cancelBooking({ invoiceId: paid.invoice.id, lineIds: [paid.line.id], by: { kind: "planner", userId: null }, reason: "", bank, origin: ORIGIN });
    const refund = (await refundOf(paid.line.id))!;
    for (const cookie of ["", vendorCookie]) {
      const page = await callRoute(refundsLoader, get("/admin/refunds", cookie));
      expect(page.status).toBe(302);
      expect(page.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
      const forged = await callRoute(refundsAction, post("/admin/refunds", { intent: "sent", id: String(refund.id), reference: "TRF-1" }, cookie));
      expect(forged.status).toBe(302);
      expect(forged.headers.get("Location")).toMatch(/^\/login/);
      const cancel = await callRoute(paymentsAction, post("/admin/manage-payments", { intent: "cancel", id: String(paid.line.id), refund: "0" }, cookie));
      expect(cancel.headers.get("Location")).toMatch(/^\/login/);
    }
    expect((await refundOf(paid.line.id))?.state).toBe("requested");
    // Bad ids are a 400, not a 500.
    expect((await callRoute(refundsAction, post("/admin/refunds", { intent: "sent", id: "1e3x", reference: "TRF-1" }))).status).toBe(400);
  });
});

describe("the admin cancels from the payments console", () => {
  it("offers what was paid, refuses more next to the field keeping what was typed, then refunds the chosen amount through the gateway; a failed refund is retried", async () => {
    const paid = await booking({ daysOut: 30, via: "card", policy: "standard_30" });
    gateway.report(paid.invoice.invoiceNo, "settlement", `${paid.paid}.00`);
    const path = `/admin/manage-payments?q=${paid.invoice.invoiceNo}`;
    const dialog = (await (await callRoute(paymentsLoader, get(`${path}&cancel=${paid.line.id}`))).json()) as { dialog: { cancel: { mode: string; paid: number; method: string } }; rows: { id: number; canCancel: boolean }[] };
    expect(dialog.dialog.cancel).toMatchObject({ mode: "refund", paid: paid.paid, method: "gateway" });
    expect(dialog.rows.find((r) => r.id === paid.line.id)?.canCancel).toBe(true);

    const tooMuch = await callRoute(paymentsAction, post(path, { intent: "cancel", id: String(paid.line.id), refund: String(paid.paid + 1), reason: "Venue closed by the regency" }));
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({ cancel: { errors: { refund: ["The refund cannot be more than what was paid for this booking."] }, values: { refund: String(paid.paid + 1), reason: "Venue closed by the regency" } } });
    const garbage = await callRoute(paymentsAction, post(path, { intent: "cancel", id: String(paid.line.id), refund: "12,5" }));
    expect(garbage.status).toBe(400);
    expect((await lineOf(paid.line.id)).cancelledAt).toBeNull();
    expect(await refundOf(paid.line.id)).toBeUndefined();

    gateway.refundMode = "refuse";
    const chosen = Math.floor(paid.paid / 4);
    const done = await callRoute(paymentsAction, post(path, { intent: "cancel", id: String(paid.line.id), refund: formatRupiah(chosen), reason: "Venue closed by the regency", returnTo: path }));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(path);
    expect(await lineOf(paid.line.id)).toMatchObject({ cancelledBy: "admin", cancelledByUserId: adminId, cancelReason: "Venue closed by the regency" });
    expect(await refundOf(paid.line.id)).toMatchObject({ amount: chosen, method: "gateway", initiatedBy: "admin" });
    // A second submit of the same form cancels nothing more.
    const twice = await callRoute(paymentsAction, post(path, { intent: "cancel", id: String(paid.line.id), refund: String(chosen) }));
    expect(twice.status).toBe(409);
    expect(await db.select().from(tables.refunds).where(eq(tables.refunds.invoiceId, paid.invoice.id))).toHaveLength(1);

    await runDueJobs();
    let view = await readConsole();
    const failed = view.failed.find((r) => r.invoiceNo === paid.invoice.invoiceNo)!;
    expect(failed.failure).toBe("Payment type cannot be refunded");
    gateway.refundMode = "accept";
    expect((await callRoute(refundsAction, post("/admin/refunds", { intent: "retry", id: String(failed.id) }))).status).toBe(302);
    view = await readConsole();
    expect(view.failed.map((r) => r.id)).not.toContain(failed.id);
    expect(view.inProgress.find((r) => r.id === failed.id)?.stateLabel).toBe("Requested from the gateway");
    await runDueJobs();
    expect((await refundOf(paid.line.id))?.state).toBe("refunded");

    // The console row, the detail and the CSV say it is cancelled, by whom, and the refund.
    const list = (await (await callRoute(paymentsLoader, get(`${path}&detail=${paid.line.id}`))).json()) as {
      rows: { id: number; canCancel: boolean; cancellation: { by: string; refund: { amount: number; stateLabel: string } } }[];
      dialog: { history: { action: string; newValue: string }[]; cancellation: { reason: string } };
    };
    expect(list.rows.find((r) => r.id === paid.line.id)).toMatchObject({ canCancel: false, cancellation: { by: `Admin (${DEMO_ACCOUNTS.admin.email})`, refund: { amount: chosen, stateLabel: "Refunded" } } });
    expect(list.dialog.cancellation.reason).toBe("Venue closed by the regency");
    expect(list.dialog.history.map((h) => h.action)).toEqual(expect.arrayContaining(["Cancel reservation", "Refund retried"]));
    expect(list.dialog.history.find((h) => h.action === "Cancel reservation")?.newValue).toBe(`cancelled, refund ${formatRupiah(chosen)} (Venue closed by the regency)`);
    const csv = await (await callRoute(paymentsCsvLoader, get(`/admin/manage-payments.csv?q=${paid.invoice.invoiceNo}`))).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header).toContain("Cancelled (Bali),Cancelled by,Cancellation reason,Refund (IDR),Refund state");
    expect(row).toContain(`,Admin (${DEMO_ACCOUNTS.admin.email}),Venue closed by the regency,${chosen},Refunded`);
  });

  it("sends a bank-transfer booking's refund to the refunds page, and can cancel with no refund at all", async () => {
    const paid = await booking({ daysOut: 25, via: "bank" });
    const result = await callRoute(paymentsAction, post("/admin/manage-payments", { intent: "cancel", id: String(paid.line.id), refund: "" }));
    expect(result.status).toBe(400);
    expect(await callRoute(paymentsAction, post("/admin/manage-payments", { intent: "cancel", id: String(paid.line.id), refund: String(paid.paid) }))).toHaveProperty("status", 302);
    const refund = (await readConsole()).toSend.find((r) => r.invoiceNo === paid.invoice.invoiceNo);
    expect(refund).toMatchObject({ amount: formatRupiah(paid.paid), account: null });

    const none = await booking({ daysOut: 26, via: "card" });
    expect(await callRoute(paymentsAction, post("/admin/manage-payments", { intent: "cancel", id: String(none.line.id), refund: "0" }))).toHaveProperty("status", 302);
    expect((await lineOf(none.line.id)).cancelledBy).toBe("admin");
    expect(await refundOf(none.line.id)).toBeUndefined();
    const unknown = await callRoute(paymentsAction, post("/admin/manage-payments", { intent: "cancel", id: "99999999", refund: "0" }));
    expect(unknown.status).toBe(404);
  });
});

describe("vendor cancellation rate", () => {
  it("counts each vendor's paid bookings and its own cancellations, listing only vendors that cancelled", async () => {
    const first = await booking({ daysOut: 40, via: "card" });
    const supplierId = first.line.supplierId;
    const rateOf = async () => (await vendorCancellationRates()).find((v) => v.supplierId === supplierId);
    const before = (await rateOf())?.cancelledByVendor ?? 0;
    // A planner's cancellation is not the vendor's.
    await cancelBooking({ invoiceId: first.invoice.id, lineIds: [first.line.id], by: { kind: "planner", userId: null }, reason: "", origin: ORIGIN });
    expect((await rateOf())?.cancelledByVendor ?? 0).toBe(before);

    const second = await booking({ daysOut: 41, via: "card" });
    const vendorUser = (await firstRow(db.select({ userId: tables.suppliers.userId }).from(tables.suppliers).where(eq(tables.suppliers.id, second.line.supplierId))))!.userId;
    expect(await cancelBooking({ invoiceId: second.invoice.id, lineIds: [second.line.id], by: { kind: "vendor", userId: vendorUser, supplierId: second.line.supplierId }, reason: "Ballroom flooded", origin: ORIGIN })).toMatchObject({ ok: true });
    const paidLines = (await firstRow(db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(tables.reservationLines)
          .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
          .where(and(eq(tables.reservationLines.supplierId, second.line.supplierId), eq(tables.invoices.status, "paid")))))!.n;
    const after = (await vendorCancellationRates()).find((v) => v.supplierId === second.line.supplierId)!;
    const cancelledBefore = second.line.supplierId === supplierId ? before : 0;
    expect(after).toMatchObject({ paidLines, cancelledByVendor: cancelledBefore + 1 });
    expect(after.rateLabel).toBe(`${(Math.round(((cancelledBefore + 1) * 1000) / paidLines) / 10).toLocaleString("en-US")} %`);
    const overview = (await (await callRoute(overviewLoader, get("/admin"))).json()) as { vendorCancellations: { supplierId: number }[] };
    expect(overview.vendorCancellations.map((v) => v.supplierId)).toContain(second.line.supplierId);
    expect((await vendorCancellationRates()).every((v) => v.cancelledByVendor > 0)).toBe(true);
  });
});

describe("typed rupiah", () => {
  it("takes whole rupiah with or without thousands separators, nothing else", () => {
    expect(parseRupiah("1500000")).toBe(1_500_000);
    expect(parseRupiah("Rp 1.500.000")).toBe(1_500_000);
    expect(parseRupiah(" 1,500,000 ")).toBe(1_500_000);
    expect(parseRupiah("0")).toBe(0);
    for (const bad of ["", "12,5", "1.50", "-100", "1e6", "Rp", "1.5000.000", null]) expect(parseRupiah(bad)).toBeNull();
  });
});
