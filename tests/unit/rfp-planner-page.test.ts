// The planner's RFP page (issue 45): the link's secret is the key, the proposals compare side by
// side, award goes straight to the checkout's confirmation page, decline needs a reason.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { tables, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action, loader } from "~/routes/rfp.$token";
import { loader as listLoader } from "~/routes/rfp._index";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeEach(async () => {
  db = await freshDatabase();
});

async function demo() {
  const planner = (await db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.customer.email)))[0]!;
  const rfp = (await db.select().from(tables.rfps).where(eq(tables.rfps.userId, planner.id)))[0]!;
  const recipients = await db.select().from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, rfp.id));
  const proposal = (await db.select().from(tables.rfpProposals).where(eq(tables.rfpProposals.rfpId, rfp.id)))[0]!;
  return { planner, rfp, recipients, proposal };
}

const page = (token: string, lang = "en") => callRoute(loader, new Request(`http://localhost/rfp/${token}`, { headers: { Cookie: `lang=${lang}` } }), { token });
const post = (token: string, fields: Record<string, string>, lang = "en") =>
  callRoute(action, new Request(`http://localhost/rfp/${token}`, { method: "POST", headers: { Cookie: `lang=${lang}`, "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": "203.0.113.7" }, body: new URLSearchParams(fields) }), { token });

type PageData = { rfp: { venues: { name: string; status: string; proposal: { total: string; perPerson: string; lines: { capacity: string; fits: boolean }[] } | null }[] } };

describe("/rfp/:token", () => {
  it("shows the proposals side by side to whoever holds the link; a wrong token is not found", async () => {
    const { rfp, proposal } = await demo();
    const res = await page(rfp.accessToken);
    expect(res.status).toBe(200);
    const data = (await res.json()) as PageData;
    expect(data.rfp.venues).toHaveLength(2);
    const proposing = data.rfp.venues.find((v) => v.proposal)!;
    expect(proposing.proposal!.total).toBe(`Rp ${proposal.total.toLocaleString("id-ID")}`);
    expect(proposing.proposal!.lines.every((l) => l.fits)).toBe(true);
    expect((await page("x".repeat(32))).status).toBe(404);
  });

  it("in Indonesian, statuses are Indonesian", async () => {
    const { rfp } = await demo();
    const data = (await (await page(rfp.accessToken, "id")).json()) as PageData;
    expect(data.rfp.venues.map((v) => v.status).sort()).toEqual(["Menunggu proposal", "Proposal terkirim"]);
  });

  it("decline needs a reason (shown on its field); award goes to the invoice's confirmation page", async () => {
    const { rfp, recipients, proposal } = await demo();
    const other = recipients.find((r) => r.id !== proposal.recipientId)!;
    const empty = await post(rfp.accessToken, { intent: "decline", id: String(other.id), reason: " " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { reply: { error: Record<string, string[]> } }).reply.error.reason).toEqual(["Please give a reason."]);
    const awarded = await post(rfp.accessToken, { intent: "award", id: String(proposal.id), reason: "Best price" });
    expect(awarded.status).toBe(302);
    const location = awarded.headers.get("Location")!;
    expect(location).toMatch(/^\/confirmation\?id=INV-/);
    const invoice = (await db.select().from(tables.invoices).where(eq(tables.invoices.id, (await db.select().from(tables.rfpProposals).where(eq(tables.rfpProposals.id, proposal.id)))[0]!.invoiceId!)))[0]!;
    expect(invoice.totalCost).toBe(proposal.total);
    expect((await db.select().from(tables.rfpRecipients).where(eq(tables.rfpRecipients.id, other.id)))[0]!.status).toBe("declined");
  });
});

describe("/rfp", () => {
  it("lists a signed-in planner's requests; a guest is sent to log in", async () => {
    const { planner, rfp } = await demo();
    const guest = await callRoute(listLoader, new Request("http://localhost/rfp"));
    expect(guest.headers.get("Location")).toContain("/login?redirectTo=");
    const data = (await (await callRoute(listLoader, new Request("http://localhost/rfp", { headers: { Cookie: await sessionCookieFor(planner.id) } }))).json()) as { rows: { path: string }[] };
    expect(data.rows.map((r) => r.path)).toEqual([`/rfp/${rfp.accessToken}`]);
  });
});
