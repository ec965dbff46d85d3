// Issue 41 item 3 (ADR 0352): cancelling a paid booking refunds it in full at once, so it is a
// permission of its own ("cancellations"), given to the owner and managers. An event
// coordinator (and finance) may not; a coordinator asks the owner instead, and the request shows
// in the action centre. The Team page's role summaries say so.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first } from "~/db.server";
import { loader as homeLoader } from "~/routes/dashboard._index";
import { action as reservationsAction, loader as reservationsLoader } from "~/routes/dashboard.manage-reservations";
import { loader as teamLoader } from "~/routes/dashboard.team";
import { actionCentre } from "~/supplier/action-centre.server";
import { can, ROLE_SUMMARIES } from "~/teams/permissions";
import { paidLine } from "../support/money-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { addMember, seededVendor } from "../support/team-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
let supplierId: number;
let productId: number;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  db = await freshDatabase();
  const owner = await seededVendor(db);
  supplierId = owner.supplierId;
  cookie.owner = await sessionCookieFor(owner.userId);
  for (const role of ["manager", "coordinator", "finance"] as const) cookie[role] = await sessionCookieFor((await addMember(db, supplierId, role)).userId);
  productId = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!.id;
});

const post = (who: string, fields: Record<string, string>) =>
  callRoute(reservationsAction, new Request("http://app.test/dashboard/manage-reservations", {
    method: "POST",
    headers: { Cookie: cookie[who]!, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ returnTo: "/dashboard/manage-reservations", ...fields }),
  }));
const lineRow = async (id: number) => (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, id))))!;
const refundsOf = async (invoiceId: number) => await db.select().from(tables.refunds).where(eq(tables.refunds.invoiceId, invoiceId));

describe("cancelling a paid booking (a full refund)", () => {
  it("is refused to an event coordinator: 403, nothing cancelled, nothing refunded", async () => {
    const booking = await paidLine(db, productId);
    const response = await post("coordinator", { intent: "cancel", id: String(booking.lineId), reason: "Double booked", expectedRefund: String(booking.paid) });
    expect(response.status).toBe(403);
    expect((await lineRow(booking.lineId)).cancelledAt).toBeNull();
    expect(await refundsOf(booking.invoice.id)).toEqual([]);
  });

  it("is refused to finance too (it reads reservations only)", async () => {
    const booking = await paidLine(db, productId);
    const response = await post("finance", { intent: "cancel", id: String(booking.lineId), reason: "x" });
    expect(response.status).toBe(403);
    expect((await lineRow(booking.lineId)).cancelledAt).toBeNull();
  });

  it("is the owner's and the manager's", async () => {
    for (const who of ["owner", "manager"]) {
      const booking = await paidLine(db, productId);
      const response = await post(who, { intent: "cancel", id: String(booking.lineId), reason: "Flooded room", expectedRefund: String(booking.paid) });
      expect(response.status, who).toBe(302);
      expect((await lineRow(booking.lineId)).cancelledAt, who).not.toBeNull();
      expect((await refundsOf(booking.invoice.id)).reduce((s, r) => s + r.amount, 0), who).toBe(booking.paid);
    }
  });

  it("is a permission of its own in the table: owner and manager only", () => {
    expect((["owner", "manager", "coordinator", "finance"] as const).filter((r) => can(r, "cancellations", "edit"))).toEqual(["owner", "manager"]);
  });
});

describe("a coordinator asks the owner to cancel", () => {
  it("the cancel step becomes a request, which shows in the action centre until someone cancels", async () => {
    const booking = await paidLine(db, productId, { name: "Made Request" });
    const page = await callRoute(reservationsLoader, new Request(`http://app.test/dashboard/manage-reservations?cancel=${booking.lineId}`, { headers: { Cookie: cookie.coordinator! } }));
    expect(((await page.json()) as { canCancel: boolean }).canCancel).toBe(false);

    const asked = await post("coordinator", { intent: "requestCancel", id: String(booking.lineId), reason: "The planner phoned: the event moves to Jakarta" });
    expect(asked.status).toBe(302);
    expect((await lineRow(booking.lineId)).cancelledAt).toBeNull();
    expect(await refundsOf(booking.invoice.id)).toEqual([]);

    const centre = await actionCentre(supplierId);
    expect(centre.cancelRequests.find((r) => r.id === booking.lineId)).toMatchObject({ booker: "Made Request", reason: "The planner phoned: the event moves to Jakarta" });
    const home = await callRoute(homeLoader, new Request("http://app.test/dashboard?index", { headers: { Cookie: cookie.owner! } }));
    const data = (await home.json()) as { mayCancel: boolean; centre: { cancelRequests: { id: number }[] } };
    expect(data.mayCancel).toBe(true);
    expect(data.centre.cancelRequests.map((r) => r.id)).toContain(booking.lineId);

    // The owner cancels it: the request leaves the action centre.
    expect((await post("owner", { intent: "cancel", id: String(booking.lineId), reason: "As asked", expectedRefund: String(booking.paid) })).status).toBe(302);
    expect((await actionCentre(supplierId)).cancelRequests.map((r) => r.id)).not.toContain(booking.lineId);
  });

  it("a request needs a reason, and only for the organisation's own lines", async () => {
    const booking = await paidLine(db, productId);
    expect((await post("coordinator", { intent: "requestCancel", id: String(booking.lineId), reason: " " })).status).toBe(400);
    const other = (await db.select().from(tables.reservationLines)).find((l) => l.supplierId !== supplierId);
    // The seeded demo has other organisations' bookings.
    if (!other) throw new Error("no line of another organisation in the seed");
    expect((await post("coordinator", { intent: "requestCancel", id: String(other.id), reason: "x" })).status).toBe(404);
  });
});

describe("the Team page's role summaries", () => {
  it("say who may cancel a paid booking and give its money back", async () => {
    const team = await callRoute(teamLoader, new Request("http://app.test/dashboard/team", { headers: { Cookie: cookie.owner! } }));
    const roles = ((await team.json()) as { roles: { role: string; summary: string }[] }).roles;
    const summary = Object.fromEntries(roles.map((r) => [r.role, r.summary]));
    expect(summary.owner).toMatch(/cancelling paid bookings/);
    expect(summary.manager).toMatch(/cancels paid bookings/);
    expect(summary.coordinator).toMatch(/Cannot cancel a paid booking: asks the owner/);
    expect(summary.finance).toMatch(/Does not cancel bookings/);
    expect(ROLE_SUMMARIES.coordinator).toBe(summary.coordinator);
  });
});
