// Issue 41: the roles x money-actions matrix, generated. Every role (a guest, the planner who
// booked, each vendor team role, the admin) against every action that moves money or decides
// that it moves (cancelling with a refund, marking paid, starting a payment, sending a refund,
// creating payouts), on the web pages and on /v1, for the role's own record and another's (another
// planner's booking at another vendor organisation). The expectations are written out here, not
// read from the permission table (ADR 0280, 0352). A refused call answers 401/403/404 or the
// login redirect AND changes nothing; an allowed one answers 2xx/3xx and does what it says.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { cancelBooking } from "~/cancellations/cancellation.server";
import { type DB, tables, first, run } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { LocalSandboxProvider, setPaymentProvider } from "~/payments/provider.server";
import { action as adminPaymentsAction } from "~/routes/admin.manage-payments";
import { action as adminPayoutsAction } from "~/routes/admin.payouts";
import { action as adminRefundsAction } from "~/routes/admin.refunds";
import { action as cancelBookingAction } from "~/routes/cancel-booking.$invoiceNo";
import { action as checkoutPayAction } from "~/routes/checkout.pay";
import { action as manageReservationsAction } from "~/routes/dashboard.manage-reservations";
import { makeUser } from "../support/cart-fixtures";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { addMember, seededVendor } from "../support/team-fixtures";
import { freshDatabase } from "../support/test-db";
import { dispatch } from "../support/v1-router";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";

const ORIGIN = "http://app.test";
const ROLES = ["guest", "planner", "owner", "manager", "coordinator", "finance", "admin"] as const;
type Role = (typeof ROLES)[number];
type Scope = "own" | "other";
type Expect = "allowed" | "refused";

let db: DB;
const cookie = {} as Record<Role, string>;
const apiKey = {} as Record<Role, string>;
/** Org A (the seeded vendor, whose team the vendor roles are) and org B (another vendor). */
const org = {} as Record<Scope, { supplierId: number; productId: number; plannerId: number; plannerEmail: string }>;

beforeAll(async () => {
  db = await freshDatabase();
  setPaymentProvider(new LocalSandboxProvider("SB-Mid-server-MATRIX"));
  const owner = await seededVendor(db);
  const ids: Partial<Record<Role, number>> = { owner: owner.userId };
  for (const role of ["manager", "coordinator", "finance"] as const) ids[role] = (await addMember(db, owner.supplierId, role)).userId;
  ids.admin = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.admin.email))))!.id;
  const planner = await makeUser(db, "matrix-planner");
  const otherPlanner = await makeUser(db, "matrix-other");
  ids.planner = planner.id;
  for (const role of ROLES) {
    cookie[role] = role === "guest" ? "" : await sessionCookieFor(ids[role]!);
    apiKey[role] = role === "guest" ? "" : await createAccessToken(ids[role]!);
  }
  const productA = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, owner.supplierId))))!;
  const productB = (await db.select().from(tables.products)).find((p) => p.supplierId !== owner.supplierId && p.isActive)!;
  org.own = { supplierId: owner.supplierId, productId: productA.id, plannerId: planner.id, plannerEmail: planner.email };
  org.other = { supplierId: productB.supplierId, productId: productB.id, plannerId: otherPlanner.id, plannerEmail: otherPlanner.email };
});
afterAll(() => setPaymentProvider(undefined));

let day = 60;
/** A fresh booking of the scope's planner at the scope's organisation; paid (by bank transfer) unless asked otherwise. */
async function booking(scope: Scope, { paid = true, refund = false } = {}) {
  const o = org[scope];
  const startsAt = baliToUtc(addDaysIso(baliIsoDate(), day++), "10:00");
  const { invoice, lineIds } = await createLineInvoice(db as never, { productId: o.productId, startsAt, hours: 2, email: o.plannerEmail });
  await run((db) => db.update(tables.invoices).set({ userId: o.plannerId }).where(eq(tables.invoices.id, invoice.id)));
  if (paid) {
    await run((db) => db.update(tables.invoices)
      .set({ status: "paid", paymentStatus: "Full Paid", paidAt: new Date(), paidVia: "admin", amountPaid: invoice.totalCost })
      .where(eq(tables.invoices.id, invoice.id)));
    await run((db) => db.update(tables.reservationLines).set({ paidAmount: invoice.totalCost }).where(eq(tables.reservationLines.id, lineIds[0]!)));
  }
  let refundId = 0;
  if (refund) {
    const done = await cancelBooking({ invoiceId: invoice.id, lineIds: [lineIds[0]!], by: { kind: "admin", actor: { id: null, email: "fixture@test", via: "console" } }, reason: "fixture", origin: ORIGIN, adminAmounts: { [lineIds[0]!]: invoice.totalCost } });
    if (!done.ok) throw new Error(done.message);
    refundId = (await first(db.select().from(tables.refunds).where(eq(tables.refunds.invoiceId, invoice.id))))!.id;
  }
  return { invoice, lineId: lineIds[0]!, refundId, supplierId: o.supplierId };
}
type Booking = Awaited<ReturnType<typeof booking>>;

/** Everything a money action can change about a booking (and the payouts). */
async function snapshot(b: Booking) {
  const count = async (table: typeof tables.refunds | typeof tables.paymentTransactions | typeof tables.ledgerEntries) =>
    Number((await first(db.select({ n: sql<number>`count(*)` }).from(table).where(eq(table.invoiceId, b.invoice.id))))!.n);
  const invoice = (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, b.invoice.id))))!;
  const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, b.lineId))))!;
  const refunds = await db.select({ state: tables.refunds.state }).from(tables.refunds).where(eq(tables.refunds.invoiceId, b.invoice.id));
  const payouts = Number((await first(db.select({ n: sql<number>`count(*)` }).from(tables.payouts)))!.n);
  return JSON.stringify({
    status: invoice.status, paymentStatus: invoice.paymentStatus, amountPaid: invoice.amountPaid, cancelledAt: line.cancelledAt, paidAmount: line.paidAmount,
    refunds: await count(tables.refunds), sessions: await count(tables.paymentTransactions), ledger: await count(tables.ledgerEntries), refundStates: refunds.map((r) => r.state), payouts,
  });
}

const form = (role: Role, path: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie[role]) headers.Cookie = cookie[role];
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
};
const api = async (role: Role, method: string, path: string, body?: unknown) => {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (apiKey[role]) headers["api-key"] = apiKey[role];
  return (await dispatch(new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }))).response;
};
const bank = { accountName: "Putu Planner", bankName: "BCA", accountNumber: "1234567890" };

type Action = {
  /** What the fixture needs. */
  needs: { paid?: boolean; refund?: boolean };
  call: (role: Role, b: Booking) => Promise<Response>;
  /** Who may, per scope (roles not listed are refused). */
  allowed: Record<Scope, Role[]>;
};

const ADMIN_ONLY = { own: ["admin"], other: ["admin"] } satisfies Record<Scope, Role[]>;

const ACTIONS: Record<string, Action> = {
  "web: planner cancels a paid booking (refund by policy) - POST /cancel-booking/{no}": {
    needs: { paid: true },
    call: (role, b) => callRoute(cancelBookingAction, form(role, `/cancel-booking/${b.invoice.invoiceNo}`, { intent: "confirm", line: String(b.lineId), reason: "matrix", ...bank }), { invoiceNo: b.invoice.invoiceNo }),
    allowed: { own: ["planner"], other: [] },
  },
  "web: vendor cancels a paid booking (full refund) - POST /dashboard/manage-reservations intent=cancel": {
    needs: { paid: true },
    call: (role, b) => callRoute(manageReservationsAction, form(role, "/dashboard/manage-reservations", { intent: "cancel", id: String(b.lineId), reason: "matrix", returnTo: "/dashboard/manage-reservations" })),
    allowed: { own: ["owner", "manager"], other: [] },
  },
  "web: admin cancels with a refund - POST /admin/manage-payments intent=cancel": {
    needs: { paid: true },
    call: (role, b) => callRoute(adminPaymentsAction, form(role, "/admin/manage-payments", { intent: "cancel", id: String(b.lineId), refund: String(b.invoice.totalCost), reason: "matrix", returnTo: "/admin/manage-payments" })),
    allowed: ADMIN_ONLY,
  },
  "web: admin marks a booking paid - POST /admin/manage-payments intent=status": {
    needs: { paid: false },
    call: (role, b) => callRoute(adminPaymentsAction, form(role, "/admin/manage-payments", { intent: "status", id: String(b.lineId), paymentStatus: "Full Paid", returnTo: "/admin/manage-payments" })),
    allowed: ADMIN_ONLY,
  },
  "web: admin marks a bank refund sent - POST /admin/refunds intent=sent": {
    needs: { refund: true },
    call: (role, b) => callRoute(adminRefundsAction, form(role, "/admin/refunds", { intent: "sent", id: String(b.refundId), reference: "TRF-MATRIX" })),
    allowed: ADMIN_ONLY,
  },
  "web: admin creates a vendor's payout - POST /admin/payouts intent=create": {
    needs: { paid: true },
    call: (role, b) => callRoute(adminPayoutsAction, form(role, "/admin/payouts", { intent: "create", id: String(b.supplierId) })),
    allowed: ADMIN_ONLY,
  },
  "web: start a payment - POST /checkout/pay": {
    needs: { paid: false },
    call: (role, b) => callRoute(checkoutPayAction, form(role, "/checkout/pay", { invoiceNo: b.invoice.invoiceNo })),
    allowed: { own: ["planner"], other: [] },
  },
  "v1: planner cancels a paid booking - POST /v1/invoice/{no}/cancellation": {
    needs: { paid: true },
    call: (role, b) => api(role, "POST", `/v1/invoice/${b.invoice.invoiceNo}/cancellation`, { lineIds: [b.lineId], reason: "matrix", ...bank }),
    allowed: { own: ["planner"], other: [] },
  },
  "v1: start a payment - POST /v1/payment/process": {
    needs: { paid: false },
    call: (role, b) => api(role, "POST", "/v1/payment/process", { order_id: b.invoice.invoiceNo, gross_amount: b.invoice.totalCost }),
    allowed: { own: ["planner"], other: [] },
  },
  "v1: admin marks a booking paid - PUT /v1/reservation-venue-admin/{id}": {
    needs: { paid: false },
    call: (role, b) => api(role, "PUT", `/v1/reservation-venue-admin/${b.lineId}`, { paymentStatus: "Full Paid" }),
    allowed: ADMIN_ONLY,
  },
  "v1: an invoice's refunds - GET /v1/invoice/{no}/refunds": {
    needs: { refund: true },
    call: (role, b) => api(role, "GET", `/v1/invoice/${b.invoice.invoiceNo}/refunds`),
    // The admin reads every invoice (the console's data); vendors none through this call.
    allowed: { own: ["planner", "admin"], other: ["admin"] },
  },
};

function outcome(response: Response): "refused" | "answered" {
  if ([401, 403, 404].includes(response.status)) return "refused";
  const location = response.headers.get("Location") ?? "";
  if (response.status >= 300 && response.status < 400 && location.startsWith("/login")) return "refused";
  // The spec's 500 token error (never expected here: every token is live).
  return "answered";
}

const CASES = Object.entries(ACTIONS).flatMap(([name, action]) =>
  ROLES.flatMap((role) => (["own", "other"] as const).map((scope) => ({ name, action, role, scope, expected: (action.allowed[scope].includes(role) ? "allowed" : "refused") as Expect }))),
);

describe(`the roles x money-actions matrix (${Object.keys(ACTIONS).length} actions x ${ROLES.length} roles x own/other = ${CASES.length} cases)`, () => {
  it.each(CASES.map((c) => [c.name, c.role, c.scope, c.expected, c] as const))("%s | %s | %s record: %s", async (_name, role, scope, expected, c) => {
    const b = await booking(scope, c.action.needs);
    const before = await snapshot(b);
    const response = await c.action.call(role, b);
    const after = await snapshot(b);
    if (expected === "refused") {
      expect(outcome(response), `status ${response.status} ${response.headers.get("Location") ?? ""}`).toBe("refused");
      expect(after, "a refused call changes nothing").toBe(before);
    } else {
      expect(response.status, await response.clone().text().catch(() => "")).toBeLessThan(400);
      expect(outcome(response)).toBe("answered");
    }
  });

  it("covers every role and both web and /v1", () => {
    expect(CASES.length).toBe(Object.keys(ACTIONS).length * ROLES.length * 2);
    expect(Object.keys(ACTIONS).some((n) => n.startsWith("v1:"))).toBe(true);
    expect(Object.keys(ACTIONS).some((n) => n.startsWith("web:"))).toBe(true);
  });
});
