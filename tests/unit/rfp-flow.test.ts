// Requests for proposal (issue 45): matching, the venues' answers, the hold, the award through the
// checkout, the declines and their e-mails, on the demo seed.
import { messageText } from "~/i18n/catalog/text.server";
import { and, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "~/cart/cart.server";
import { runDueJobs } from "~/jobs/runner.server";
import { tables, type DB } from "~/db.server";
import { layoutCapacity, matchingVenues } from "~/rfp/matching.server";
import { baliToUtc } from "~/utils/format";
import {
  awardProposal,
  closeRfp,
  confirmReceipt,
  createRfp,
  expireRfps,
  plannerView,
  rfpByToken,
  submitProposal,
  turnDown,
  vendorRfp,
  type CreateRfpInput,
} from "~/rfp/rfps.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { makeUser, uniqueContact } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "http://localhost";
let db: DB;
beforeEach(async () => {
  db = await freshDatabase();
});

const day = (n: number) => addDaysIso(baliIsoDate(), n);

/** A city with at least two venues whose banquet rooms take 80 (the Nusa Dua when it has them). */
async function cityFor80() {
  const rooms = await db
    .select({ subVenue: tables.subVenues, location: tables.venues.location })
    .from(tables.subVenues)
    .innerJoin(tables.venues, eq(tables.venues.id, tables.subVenues.venueId));
  const venuesBy = new Map<string, Set<number>>();
  for (const r of rooms) {
    if (layoutCapacity(r.subVenue, "banquet") < 80) continue;
    venuesBy.set(r.location, (venuesBy.get(r.location) ?? new Set()).add(r.subVenue.venueId));
  }
  const ranked = [...venuesBy].filter(([, v]) => v.size >= 2).sort(([a], [b]) => (a === "Nusa Dua" ? -1 : b === "Nusa Dua" ? 1 : a.localeCompare(b)));
  expect(ranked.length).toBeGreaterThan(0);
  return ranked[0]![0];
}

function brief(location: string, over: Partial<CreateRfpInput> = {}): CreateRfpInput {
  const c = uniqueContact();
  return {
    userId: null,
    language: "en",
    name: c.name,
    email: c.email,
    phone: c.cellPhone,
    company: "PT Test",
    note: "Annual conference",
    eventType: "conference",
    location,
    headCount: 80,
    budget: null,
    flexibleDates: false,
    indoorOutdoor: "any",
    mustHaveFlags: 0,
    replyBy: day(7),
    days: [
      { date: day(20), startTime: "09:00", endTime: "17:00", layout: "banquet", headCount: 80 },
      { date: day(21), startTime: "09:00", endTime: "17:00", layout: "banquet", headCount: 80 },
    ],
    pickedVenueIds: [],
    ...over,
  };
}

async function recipientsOf(rfpId: number) {
  return await db.select().from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, rfpId));
}

async function mailsTo(email: string) {
  return await db.select().from(tables.outbox).where(eq(tables.outbox.to, email));
}

async function vendorMember(supplierId: number) {
  const supplier = (await db.select().from(tables.suppliers).where(eq(tables.suppliers.id, supplierId)))[0]!;
  const user = (await db.select().from(tables.users).where(eq(tables.users.id, supplier.userId)))[0]!;
  return { supplierId, userId: user.id, email: user.email };
}

/** A proposal of the recipient's venue: for each RFP day its cheapest per-person product that fits 80 in banquet. */
async function proposalLines(supplierId: number, recipientId: number) {
  const view = (await vendorRfp(supplierId, recipientId))!;
  const fitting = view.products
    .filter((p) => p.product.unit === "Person" && p.product.openTime === "08:00" && layoutCapacity(p.subVenue, "banquet") >= 80)
    .sort((a, b) => a.product.price - b.product.price);
  expect(fitting.length).toBeGreaterThan(0);
  return view.days.map((d) => ({ productId: fitting[0]!.product.id, dayId: d.id, setup: "banquet", headCount: 80, startTime: "09:00", endTime: "17:00" }));
}

describe("sending an RFP", () => {
  it("a signed-in planner's RFP goes at once to the venues that fit: location, capacity in the layout, free, up to the limit", async () => {
    const city = await cityFor80();
    const planner = await makeUser(db, "planner");
    const { id } = await createRfp(brief(city, { userId: planner.id, email: planner.email }), { origin: ORIGIN });
    const recipients = await recipientsOf(id);
    expect(recipients.length).toBeGreaterThanOrEqual(2);
    expect(recipients.length).toBeLessThanOrEqual(5);
    for (const r of recipients) {
      const venue = (await db.select().from(tables.venues).where(eq(tables.venues.id, r.venueId)))[0]!;
      expect(venue.location).toBe(city);
      const rooms = await db.select().from(tables.subVenues).where(eq(tables.subVenues.venueId, r.venueId));
      expect(rooms.some((room) => layoutCapacity(room, "banquet") >= 80)).toBe(true);
      expect(r.status).toBe("awaiting_proposal");
      expect(r.sentAt).not.toBeNull();
    }
    // Each venue's owner got the RFP by e-mail.
    const first = await vendorMember(recipients[0]!.supplierId);
    expect((await mailsTo(first.email)).some((m) => m.subject.includes(`#${id}`))).toBe(true);
  });

  it("a guest's RFP goes nowhere until the mailed link is opened (the e-mail verified)", async () => {
    const city = await cityFor80();
    const input = brief(city);
    const { id, token } = await createRfp(input, { origin: ORIGIN });
    expect((await recipientsOf(id)).filter((r) => r.sentAt)).toHaveLength(0);
    const mail = (await mailsTo(input.email))[0]!;
    expect(mail.text).toContain(`/rfp/${token}`);
    const rfp = (await rfpByToken(token, { origin: ORIGIN }))!;
    expect(rfp.status).toBe("open");
    expect((await recipientsOf(id)).filter((r) => r.sentAt).length).toBeGreaterThanOrEqual(2);
    expect(await rfpByToken("not-the-token-but-long-enough-xyz", { origin: ORIGIN })).toBeNull();
  });

  it("picked venues: the RFP goes to those only, whatever matches", async () => {
    const venues = await db.select().from(tables.venues).limit(2);
    const { id, token } = await createRfp(brief("Ubud", { pickedVenueIds: venues.map((v) => v.id) }), { origin: ORIGIN });
    await rfpByToken(token, { origin: ORIGIN });
    const recipients = await recipientsOf(id);
    expect(recipients.map((r) => r.venueId).sort()).toEqual(venues.map((v) => v.id).sort());
    expect(recipients.every((r) => r.source === "picked")).toBe(true);
  });

  it("no venue fits a head count larger than every room", async () => {
    const planner = await makeUser(db, "planner");
    const { id } = await createRfp(brief("", { userId: planner.id, headCount: 100_000, days: [{ date: day(20), startTime: "09:00", endTime: "17:00", layout: "banquet", headCount: 100_000 }] }), { origin: ORIGIN });
    expect(await recipientsOf(id)).toHaveLength(0);
  });
});

describe("answering and awarding", () => {
  it("one venue turns down, another proposes with a hold and 5 %; the planner awards; the others are declined and told", async () => {
    const city = await cityFor80();
    const input = brief(city);
    const { id, token } = await createRfp(input, { origin: ORIGIN });
    let rfp = (await rfpByToken(token, { origin: ORIGIN }))!;
    const [first, second] = await recipientsOf(id);
    const a = await vendorMember(first!.supplierId);
    const b = await vendorMember(second!.supplierId);

    // Another vendor cannot see or answer the RFP.
    expect(await vendorRfp(b.supplierId, first!.id)).toBeNull();
    expect(await confirmReceipt(b.supplierId, first!.id)).toMatchObject({ ok: false, status: 404 });

    expect(await confirmReceipt(a.supplierId, first!.id)).toEqual({ ok: true });
    expect(await turnDown(a.supplierId, first!.id, "Fully booked for a wedding", { origin: ORIGIN })).toEqual({ ok: true });
    expect((await mailsTo(input.email)).some((m) => m.text.includes("Fully booked for a wedding"))).toBe(true);
    expect(await turnDown(a.supplierId, first!.id, "again", { origin: ORIGIN })).toMatchObject({ ok: false, message: "errAnswered" });

    const lines = await proposalLines(b.supplierId, second!.id);
    const sent = await submitProposal(b, second!.id, { lines, discountPercent: 5, concessions: "Free parking", message: "Welcome!", validUntil: day(10), hold: true, paymentPlan: "full" }, { origin: ORIGIN });
    expect(sent).toMatchObject({ ok: true });
    const proposal = (await db.select().from(tables.rfpProposals).where(eq(tables.rfpProposals.recipientId, second!.id)))[0]!;
    expect(proposal.discountPercent).toBe(5);
    expect(proposal.total).toBe(proposal.subtotal - Math.floor((proposal.subtotal * 5 + 50) / 100));
    const held = await db.select().from(tables.availabilityBlocks).where(like(tables.availabilityBlocks.title, `RFP #${id} hold`));
    expect(held).toHaveLength(2);

    // The held date blocks another planner through the one availability rule.
    const other = await makeUser(db, "other");
    const refused = await addToCart({ userId: other.id }, { productId: lines[0]!.productId, date: day(20), time: "10:00", setup: "banquet", qty: 80, eventName: "Other", note: "" });
    expect(refused.ok).toBe(false);

    // The planner compares and awards.
    const view = await plannerView(rfp);
    const row = view.recipients.find((r) => r.recipient.id === second!.id)!;
    expect(row.proposal!.total).toBe(proposal.total);
    expect(row.proposal!.perPerson).toBe(Math.round(proposal.total / 80));
    const third = (await recipientsOf(id)).find((r) => r.id !== first!.id && r.id !== second!.id);

    const awarded = await awardProposal(rfp, proposal.id, { reason: "Closer to our hotel", clientAddress: "203.0.113.9", origin: ORIGIN });
    expect(awarded.ok).toBe(true);
    const invoice = (awarded as { invoice: typeof tables.invoices.$inferSelect }).invoice;
    expect(invoice.totalCost).toBe(proposal.total);
    expect(invoice.discountPercentage).toBe(5);
    expect(invoice.email).toBe(input.email);
    const booked = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
    expect(booked).toHaveLength(2);
    expect(booked.every((l) => l.supplierId === b.supplierId)).toBe(true);
    // The hold gave way to the booking, which now blocks the room itself.
    expect(await db.select().from(tables.availabilityBlocks).where(like(tables.availabilityBlocks.title, `RFP #${id} hold`))).toHaveLength(0);

    rfp = (await db.select().from(tables.rfps).where(eq(tables.rfps.id, id)))[0]!;
    expect(rfp.status).toBe("awarded");
    const after = await recipientsOf(id);
    expect(after.find((r) => r.id === first!.id)!.status).toBe("turned_down");
    expect(after.find((r) => r.id === second!.id)!.status).toBe("awarded");
    expect(third).toBeDefined();
    expect(after.find((r) => r.id === third!.id)!.status).toBe("declined");
    const thirdVendor = await vendorMember(third!.supplierId);
    expect((await mailsTo(thirdVendor.email)).some((m) => m.text.includes("Closer to our hotel"))).toBe(true);
    // The planner's booking confirmation, from the checkout.
    expect((await mailsTo(input.email)).some((m) => m.subject.includes(invoice.invoiceNo))).toBe(true);
    // A second award is refused.
    expect(await awardProposal(rfp, proposal.id, { reason: "", clientAddress: "", origin: ORIGIN })).toMatchObject({ ok: false, status: 409 });
  });

  it("holds end when the proposal expires (the recurring job), and an expired proposal cannot be awarded", async () => {
    const city = await cityFor80();
    const { id, token } = await createRfp(brief(city), { origin: ORIGIN });
    const rfp = (await rfpByToken(token, { origin: ORIGIN }))!;
    const [r] = await recipientsOf(id);
    const v = await vendorMember(r!.supplierId);
    const sent = await submitProposal(v, r!.id, { lines: await proposalLines(v.supplierId, r!.id), discountPercent: 0, concessions: "", message: "", validUntil: day(3), hold: true, paymentPlan: "full" }, { origin: ORIGIN });
    expect(sent.ok).toBe(true);
    const later = new Date(Date.now() + 5 * 24 * 3600_000);
    const result = await expireRfps(later, ORIGIN);
    expect(result.released).toBe(1);
    expect(await db.select().from(tables.availabilityBlocks).where(like(tables.availabilityBlocks.title, `RFP #${id} hold`))).toHaveLength(0);
    const proposal = (await db.select().from(tables.rfpProposals).where(eq(tables.rfpProposals.rfpId, id)))[0]!;
    expect(await awardProposal(rfp, proposal.id, { reason: "", clientAddress: "", origin: ORIGIN, now: later })).toMatchObject({ ok: false, message: "errExpired" });
  });

  it("a hold ends at its valid-until itself: its job is due then, not at the next recurring sweep", async () => {
    const city = await cityFor80();
    const { id, token } = await createRfp(brief(city), { origin: ORIGIN });
    await rfpByToken(token, { origin: ORIGIN });
    const [r] = await recipientsOf(id);
    const v = await vendorMember(r!.supplierId);
    expect((await submitProposal(v, r!.id, { lines: await proposalLines(v.supplierId, r!.id), discountPercent: 0, concessions: "", message: "", validUntil: day(3), hold: true, paymentPlan: "full" }, { origin: ORIGIN })).ok).toBe(true);
    const proposal = (await db.select().from(tables.rfpProposals).where(eq(tables.rfpProposals.rfpId, id)))[0]!;
    const holds = async () => await db.select().from(tables.availabilityBlocks).where(like(tables.availabilityBlocks.title, `RFP #${id} hold`));
    expect((await holds()).length).toBeGreaterThan(0);
    // A second before valid-until the room is still held; a second after, its job has ended the hold.
    await runDueJobs({ now: new Date(proposal.validUntil.getTime() - 1000) });
    expect((await holds()).length).toBeGreaterThan(0);
    await runDueJobs({ now: new Date(proposal.validUntil.getTime() + 1000) });
    expect(await holds()).toHaveLength(0);
    expect((await db.select().from(tables.rfpProposals).where(eq(tables.rfpProposals.id, proposal.id)))[0]!.held).toBe(false);
  });

  it("a proposal is refused when a line's room is taken, or its valid-until is after the event", async () => {
    const city = await cityFor80();
    const { id, token } = await createRfp(brief(city), { origin: ORIGIN });
    await rfpByToken(token, { origin: ORIGIN });
    const [r] = await recipientsOf(id);
    const v = await vendorMember(r!.supplierId);
    const lines = await proposalLines(v.supplierId, r!.id);
    expect(await submitProposal(v, r!.id, { lines, discountPercent: 0, concessions: "", message: "", validUntil: day(25), hold: false, paymentPlan: "full" }, { origin: ORIGIN }))
      .toMatchObject({ ok: false, message: "errValidUntilAfterEvent" });
    expect(await submitProposal(v, r!.id, { lines: [lines[0]!, lines[0]!], discountPercent: 0, concessions: "", message: "", validUntil: day(5), hold: false, paymentPlan: "full" }, { origin: ORIGIN }))
      .toMatchObject({ ok: false, message: "errLinesOverlap" });
    expect(await db.select().from(tables.rfpProposals).where(eq(tables.rfpProposals.rfpId, id))).toHaveLength(0);
  });

  it("the admin closes an RFP: the venues are cancelled, holds released, answers refused", async () => {
    const city = await cityFor80();
    const { id, token } = await createRfp(brief(city), { origin: ORIGIN });
    await rfpByToken(token, { origin: ORIGIN });
    const [r] = await recipientsOf(id);
    const v = await vendorMember(r!.supplierId);
    expect((await submitProposal(v, r!.id, { lines: await proposalLines(v.supplierId, r!.id), discountPercent: 0, concessions: "", message: "", validUntil: day(5), hold: true, paymentPlan: "full" }, { origin: ORIGIN })).ok).toBe(true);
    const admin = await makeUser(db, "admin", { isAdmin: true });
    expect(await closeRfp(id, "Spam", { id: admin.id, email: admin.email, via: "console" })).toBe(true);
    expect((await recipientsOf(id)).every((x) => x.status === "cancelled")).toBe(true);
    // The close is in the admin audit log: who, what and why.
    const audit = await db.select().from(tables.adminAudit).where(eq(tables.adminAudit.action, "rfpClose"));
    expect(audit.map((a) => ({ actorId: a.actorId, via: a.via, subject: a.subject, newValue: a.newValue }))).toEqual([
      { actorId: admin.id, via: "console", subject: `RFP #${id} of ${(await db.select().from(tables.rfps).where(eq(tables.rfps.id, id)))[0]!.email}`, newValue: "closed: Spam" },
    ]);
    expect(await db.select().from(tables.availabilityBlocks).where(and(like(tables.availabilityBlocks.title, `RFP #${id} hold`)))).toHaveLength(0);
    expect(await confirmReceipt(v.supplierId, r!.id)).toMatchObject({ ok: false, message: "errClosed" });
  });
});

describe("flexible dates (ADR 0414)", () => {
  /** Blocks every room of a venue for the whole of the given Bali days. */
  async function blockVenue(venueId: number, supplierId: number, dates: string[]) {
    const rooms = await db.select().from(tables.subVenues).where(eq(tables.subVenues.venueId, venueId));
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      for (const date of dates) {
        await db.insert(tables.availabilityBlocks).values({ supplierId, subVenueId: room.id, title: "Wedding", startsAt: baliToUtc(date), endsAt: baliToUtc(addDaysIso(date, 1)) });
      }
    }
  }

  it("a venue taken on the asked days reaches a flexible request by the nearest free shift, not a fixed one", async () => {
    const city = await cityFor80();
    const asked = brief(city);
    const base = { location: city, indoorOutdoor: "any" as const, mustHaveFlags: 0, budget: null, days: asked.days };
    const [first] = await matchingVenues(base, { limit: 5 });
    expect(first).toBeDefined();
    await blockVenue(first!.venueId, first!.supplierId, asked.days.map((d) => d.date));
    expect((await matchingVenues(base, { limit: 50 })).map((m) => m.venueId)).not.toContain(first!.venueId);
    const flexible = await matchingVenues({ ...base, flexibleDays: 3 }, { limit: 50 });
    // Days 20 and 21 are taken: one day earlier still touches day 20; two earlier or later are the nearest free.
    expect(flexible.find((m) => m.venueId === first!.venueId)?.shiftDays).toBe(-2);
  });

  /** A request (flexible or not) answered by its first venue with every day moved two days later. */
  async function proposeTwoDaysLater(flexibleDates: boolean) {
    const city = await cityFor80();
    const { id, token } = await createRfp(brief(city, { flexibleDates }), { origin: ORIGIN });
    await rfpByToken(token, { origin: ORIGIN });
    const [r] = await recipientsOf(id);
    const v = await vendorMember(r!.supplierId);
    const sent = await submitProposal(v, r!.id, { lines: await proposalLines(v.supplierId, r!.id), discountPercent: 0, concessions: "", message: "", validUntil: day(5), hold: false, paymentPlan: "full", shiftDays: 2 }, { origin: ORIGIN });
    return { id, v, sent };
  }

  it("a fixed request refuses a proposal on other dates", async () => {
    const { sent } = await proposeTwoDaysLater(false);
    expect(sent).toMatchObject({ ok: false, status: 400, message: "errShiftDays", field: "shiftDays" });
  });

  it("a venue proposes the days moved together on a flexible request, and its e-mail said the dates are flexible", async () => {
    const { id, v, sent } = await proposeTwoDaysLater(true);
    expect(sent.ok).toBe(true);
    const lines = await db.select().from(tables.rfpProposalLines).innerJoin(tables.rfpProposals, eq(tables.rfpProposals.id, tables.rfpProposalLines.proposalId)).where(eq(tables.rfpProposals.rfpId, id));
    expect(lines.map((l) => baliIsoDate(l.rfp_proposal_lines.startsAt)).sort()).toEqual([day(22), day(23)]);
    const mail = (await mailsTo(v.email)).find((m) => m.subject.includes(`#${id}`));
    expect(mail?.text).toContain("dates are flexible: up to 3 days earlier or later");
  });
});

describe("the demo seed", () => {
  it("has an open RFP of the demo planner with a proposal from the demo vendor's venue, priced by the catalogue", async () => {
    const { DEMO_ACCOUNTS } = await import("~/seed/seed.server");
    const planner = (await db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.customer.email)))[0]!;
    const rfps = await db.select().from(tables.rfps).where(eq(tables.rfps.userId, planner.id));
    expect(rfps).toHaveLength(1);
    expect(rfps[0]!.status).toBe("open");
    const vendor = await vendorMember((await db.select().from(tables.suppliers).innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId)).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email)))[0]!.suppliers.id);
    const recipients = await recipientsOf(rfps[0]!.id);
    const mine = recipients.find((r) => r.supplierId === vendor.supplierId)!;
    expect(mine.status).toBe("proposal_submitted");
    expect(await vendorRfp(vendor.supplierId, mine.id)).not.toBeNull();
    const view = await plannerView(rfps[0]!);
    const proposal = view.recipients.find((r) => r.recipient.id === mine.id)!.proposal!;
    expect(proposal.lines).toHaveLength(2);
    const subtotal = proposal.lines.reduce((sum, l) => sum + l.line.total, 0);
    expect(proposal.subtotal).toBe(subtotal);
    expect(proposal.total).toBe(subtotal - Math.floor((subtotal * 5 + 50) / 100));
  });
});

describe("response time", () => {
  it("a venue's response time counts its RFP answers like answered questions", async () => {
    const { vendorReplyTime } = await import("~/messages/reply-time.server");
    const now = Date.now();
    // A venue without conversations, so the figure is the RFPs' alone.
    const talked = new Set((await db.select({ id: tables.conversations.supplierId }).from(tables.conversations)).map((c) => c.id));
    const venue = (await db.select().from(tables.venues)).find((v) => !talked.has(v.supplierId))!;
    expect(venue).toBeDefined();
    await db.delete(tables.rfpRecipients).where(eq(tables.rfpRecipients.supplierId, venue.supplierId));
    expect(await vendorReplyTime(venue.supplierId, now)).toBeNull();
    // Five RFPs sent 3 days ago, answered after 1, 2, 2, 3 and 30 hours: the median is 2 hours.
    const sent = new Date(now - 3 * 24 * 3600_000);
    for (const [i, hours] of [1, 2, 2, 3, 30].entries()) {
      const rfp = (await db.insert(tables.rfps).values({ accessToken: `token-${i}-${now}-abcdefghijklmnop`, name: "P", email: "p@example.test", phone: "0812", headCount: 10, replyBy: new Date(now) }).returning())[0]!;
      await db.insert(tables.rfpRecipients).values({ rfpId: rfp.id, venueId: venue.id, supplierId: venue.supplierId, source: "picked", sentAt: sent, answeredAt: new Date(sent.getTime() + hours * 3600_000) });
    }
    expect(messageText("en", (await vendorReplyTime(venue.supplierId, now))!)).toBe("Usually replies within 2 hours");
  });
});
