// /admin/rfps (issue 45): admins see every RFP and its state, and close an abusive one with a reason.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { tables, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action, loader } from "~/routes/admin.rfps";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeEach(async () => {
  db = await freshDatabase();
});

const userId = async (email: string) => (await db.select().from(tables.users).where(eq(tables.users.email, email)))[0]!.id;
const post = async (who: number, fields: Record<string, string>) =>
  await callRoute(action, new Request("http://localhost/admin/rfps", { method: "POST", headers: { Cookie: await sessionCookieFor(who), "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) }));

describe("/admin/rfps", () => {
  it("lists RFPs with their state for admins only, and closes one with a reason", async () => {
    const admin = await userId(DEMO_ACCOUNTS.admin.email);
    const planner = await userId(DEMO_ACCOUNTS.customer.email);
    const notAdmin = await callRoute(loader, new Request("http://localhost/admin/rfps", { headers: { Cookie: await sessionCookieFor(planner) } }));
    expect(notAdmin.status).toBe(302);
    const data = (await (await callRoute(loader, new Request("http://localhost/admin/rfps", { headers: { Cookie: await sessionCookieFor(admin) } }))).json()) as { rows: { id: number; status: string; venues: number; proposals: number; closable: boolean }[] };
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]).toMatchObject({ status: "Open", venues: 2, proposals: 1, closable: true });
    const id = String(data.rows[0]!.id);
    expect((await post(planner, { id, reason: "x" })).status).toBe(302);
    const empty = await post(admin, { id, reason: "" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { reply: { error: Record<string, string[]> } }).reply.error.reason).toEqual(["Please give a reason."]);
    expect((await post(admin, { id, reason: "Spam" })).status).toBe(302);
    const rfp = (await db.select().from(tables.rfps).where(eq(tables.rfps.id, Number(id))))[0]!;
    expect(rfp).toMatchObject({ status: "closed", closedReason: "Spam" });
    expect((await db.select().from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, rfp.id))).map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
  });
});
