// The vendor's RFP pages (issue 45): only the organisation's own requests, the team's permissions
// decide who may answer and who may send a price, plain form posts with field errors.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { tables, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { loader as listLoader } from "~/routes/dashboard.rfps._index";
import { action as rfpAction, loader as rfpLoader } from "~/routes/dashboard.rfps.$id";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { addMember, seededVendor } from "../support/team-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeEach(async () => {
  db = await freshDatabase();
});

/** The demo RFP's recipient row of the demo vendor, and the other one. */
async function demoRecipients() {
  const planner = (await db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.customer.email)))[0]!;
  const rfp = (await db.select().from(tables.rfps).where(eq(tables.rfps.userId, planner.id)))[0]!;
  const vendor = await seededVendor(db);
  const all = await db.select().from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, rfp.id));
  return { rfp, vendor, mine: all.find((r) => r.supplierId === vendor.supplierId)!, other: all.find((r) => r.supplierId !== vendor.supplierId)! };
}

const get = async (fn: typeof listLoader | typeof rfpLoader, path: string, userId: number | null, params: Record<string, string> = {}) =>
  await callRoute(fn, new Request(`http://localhost${path}`, { headers: userId ? { Cookie: await sessionCookieFor(userId) } : {} }), params);
const post = async (path: string, userId: number, fields: Record<string, string>, params: Record<string, string>) =>
  await callRoute(rfpAction, new Request(`http://localhost${path}`, { method: "POST", headers: { Cookie: await sessionCookieFor(userId), "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) }), params);

describe("/dashboard/rfps", () => {
  it("lists the organisation's RFPs; a guest is sent to log in; another vendor's reads as not found", async () => {
    const { vendor, mine, other } = await demoRecipients();
    const list = (await (await get(listLoader, "/dashboard/rfps", vendor.userId)).json()) as { rows: { id: number; statusValue: string }[] };
    expect(list.rows.map((r) => r.id)).toEqual([mine.id]);
    const guest = await get(listLoader, "/dashboard/rfps", null);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toContain("/login?redirectTo=");
    expect((await get(rfpLoader, `/dashboard/rfps/${other.id}`, vendor.userId, { id: String(other.id) })).status).toBe(404);
    expect((await get(rfpLoader, `/dashboard/rfps/${mine.id}`, vendor.userId, { id: String(mine.id) })).status).toBe(200);
  });

  it("the other venue confirms receipt, then proposes: a field error keeps what was typed, a good one is saved", async () => {
    const { other } = await demoRecipients();
    const owner = (await db.select().from(tables.suppliers).where(eq(tables.suppliers.id, other.supplierId)))[0]!;
    const params = { id: String(other.id) };
    const path = `/dashboard/rfps/${other.id}`;
    expect((await post(path, owner.userId, { intent: "confirm" }, params)).status).toBe(302);
    expect((await db.select().from(tables.rfpRecipients).where(eq(tables.rfpRecipients.id, other.id)))[0]!.status).toBe("receipt_confirmed");

    const page = (await (await get(rfpLoader, path, owner.userId, params)).json()) as { rfp: { days: { id: number }[]; products: { id: number }[] } };
    expect(page.rfp.days).toHaveLength(2);
    // A daytime per-person product of this venue whose room takes 20 in classroom style.
    const offered = new Set(page.rfp.products.map((p) => p.id));
    const rows = await db.select({ product: tables.products, room: tables.subVenues }).from(tables.products).innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId)).where(eq(tables.products.venueId, other.venueId));
    const pick = rows.find((r) => offered.has(r.product.id) && r.product.unit === "Person" && r.product.openTime === "08:00" && r.room.maxClassroom >= Math.max(20, r.room.minCapacity) && r.product.validTo.getTime() > Date.now() + 60 * 86400_000)!;
    expect(pick).toBeDefined();
    const fields: Record<string, string> = {
      intent: "propose", validUntil: addDaysIso(baliIsoDate(), 60), discountPercent: "5", concessions: "Free parking",
      line1Product: String(pick.product.id), line1Day: String(page.rfp.days[0]!.id), line1Setup: "classroom", line1People: "20", line1Start: "09:00", line1End: "12:00",
    };
    // Valid until after the event: the error sits on its field and what was typed comes back.
    const bad = await post(path, owner.userId, fields, params);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { reply: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(body.reply.error.validUntil).toEqual(["A proposal must expire before the event starts."]);
    expect(body.reply.initialValue.concessions).toBe("Free parking");
    const res = await post(path, owner.userId, { ...fields, validUntil: addDaysIso(baliIsoDate(), 10) }, params);
    expect(res.status).toBe(302);
    const proposal = (await db.select().from(tables.rfpProposals).where(eq(tables.rfpProposals.recipientId, other.id)))[0]!;
    expect(proposal.discountPercent).toBe(5);
    expect(proposal.concessions).toBe("Free parking");
  });

  it("a coordinator may turn a request down but not send a price", async () => {
    const { vendor, mine } = await demoRecipients();
    await db.update(tables.rfpRecipients).set({ status: "awaiting_proposal" }).where(eq(tables.rfpRecipients.id, mine.id));
    const coordinator = await addMember(db, vendor.supplierId, "coordinator");
    const params = { id: String(mine.id) };
    const path = `/dashboard/rfps/${mine.id}`;
    expect((await post(path, coordinator.userId, { intent: "propose", validUntil: baliIsoDate() }, params)).status).toBe(403);
    const empty = await post(path, coordinator.userId, { intent: "turnDown", reason: "" }, params);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { reply: { error: Record<string, string[]> } }).reply.error.reason).toEqual(["Please give a reason."]);
    expect((await post(path, coordinator.userId, { intent: "turnDown", reason: "Closed for renovation" }, params)).status).toBe(302);
    const row = (await db.select().from(tables.rfpRecipients).where(and(eq(tables.rfpRecipients.id, mine.id))))[0]!;
    expect(row).toMatchObject({ status: "turned_down", reason: "Closed for renovation" });
  });
});
