// /auction as an RFP (issue 45): the spec's fields, texts and plain-inquiry path stay; with a head
// count and days it becomes an RFP; field errors come back next to their fields, in Indonesian too.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { tables, type DB } from "~/db.server";
import { action, loader } from "~/routes/auction";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { makeUser } from "../support/cart-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeEach(async () => {
  db = await freshDatabase();
});

const day = (n: number) => addDaysIso(baliIsoDate(), n);
const base = { name: "Ketut Planner", email: "ketut.rfp@example.test", phone: "081234567890", note: "Sales kick-off" };
const post = (fields: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  return callRoute(action, new Request("http://localhost/auction", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body }));
};
type Reply = { result: { error?: Record<string, string[]> | null; initialValue?: Record<string, unknown> | null }; success: string | null };

describe("/auction", () => {
  it("without days it stays the spec's auction inquiry, with its text", async () => {
    const res = await post({ ...base, participantNumber: "120" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Reply;
    expect(body.success).toBe("Thank you for your auction. Your request has been submitted, we will contact you shortly");
    expect(await db.select().from(tables.inquiries).where(eq(tables.inquiries.email, base.email))).toHaveLength(1);
    expect(await db.select().from(tables.rfps)).toHaveLength(1); // the seed's only
  });

  it("a guest's brief with a head count and two days becomes an RFP waiting for the e-mail confirmation", async () => {
    const res = await post({
      ...base, participantNumber: "80", location: "nusa dua", eventType: "conference", indoorOutdoor: "indoor", mustHave: ["projector"],
      day1Date: day(20), day1Start: "09:00", day1End: "17:00", day1Layout: "banquet", day1People: "80",
      day2Date: day(21), day2Start: "09:00", day2End: "17:00", day2Layout: "banquet",
    });
    const body = (await res.json()) as Reply;
    expect(body.success).toContain("We sent you an e-mail");
    const rfp = (await db.select().from(tables.rfps).where(eq(tables.rfps.email, base.email)))[0]!;
    expect(rfp).toMatchObject({ status: "unverified", location: "Nusa Dua", headCount: 80, eventType: "conference", indoorOutdoor: "indoor", mustHaveFlags: 1 });
    expect(rfp.inquiryId).not.toBeNull();
    const days = await db.select().from(tables.rfpDays).where(eq(tables.rfpDays.rfpId, rfp.id));
    expect(days.map((d) => [d.date, d.headCount])).toEqual([[day(20), 80], [day(21), 80]]);
    const mail = (await db.select().from(tables.outbox).where(eq(tables.outbox.to, base.email))).map((m) => m.text).join("\n");
    expect(mail).toContain(`/rfp/${rfp.accessToken}`);
  });

  it("a signed-in planner's RFP goes out at once, and the banner links to its page", async () => {
    const planner = await makeUser(db, "planner");
    const res = await post({ ...base, email: planner.email, participantNumber: "30", day1Date: day(20), day1Start: "09:00", day1End: "12:00", day1Layout: "theater" }, { Cookie: await sessionCookieFor(planner.id) });
    const body = (await res.json()) as Reply;
    const rfp = (await db.select().from(tables.rfps).where(eq(tables.rfps.userId, planner.id)))[0]!;
    expect(rfp.status).toBe("open");
    expect(body.success).toContain(`/rfp/${rfp.accessToken}`);
  });

  it("a day row's errors sit next to its fields and what was typed comes back; nothing is stored", async () => {
    const res = await post({ ...base, day1Date: day(-1), day1Start: "17:00", day1End: "09:00", day1Layout: "ballroom", location: "Ubud" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Reply;
    expect(body.result.error).toMatchObject({
      day1Date: ["Choose a date from today on."],
      day1End: ["The end time must be after the start time."],
      day1Layout: ["Choose a layout."],
      day1People: ["Enter the number of people (1 or more)."],
    });
    expect(body.result.initialValue).toMatchObject({ location: "Ubud", day1Start: "17:00" });
    expect(await db.select().from(tables.inquiries).where(eq(tables.inquiries.email, base.email))).toHaveLength(0);
  });

  it("in Indonesian the RFP's errors are Indonesian", async () => {
    const res = await post({ ...base, day1Date: "tomorrow" }, { Cookie: "lang=id" });
    const body = (await res.json()) as Reply;
    expect(body.result.error?.day1Date).toEqual(["Gunakan pemilih tanggal (TTTT-BB-HH)."]);
    expect(body.result.error?.day1Layout).toEqual(["Pilih tata letak."]);
  });

  it("the page lists the venues picked with 'Add to request'", async () => {
    const venue = (await db.select().from(tables.venues).limit(1))[0]!;
    const res = await callRoute(loader, new Request(`http://localhost/auction?venue=${venue.id}&venue=abc`));
    const body = (await res.json()) as { options: { picked: { id: number; name: string }[] } };
    expect(body.options.picked).toEqual([expect.objectContaining({ id: venue.id, name: venue.name })]);
  });
});
