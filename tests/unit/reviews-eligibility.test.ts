// Who may review (issue 28): only the planner of a paid line whose event has ended, within 30
// days, once; edits for 14 days; the token of the e-mailed link stands in for the account.
// The venue's rating follows every write, hide and restore, in the same transaction.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first, write, run } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { adminReviews, authorNameOf, isCancelledLine, moderateReview, publicReview, replyToReview, reportReview, reviewEligibility, saveReview, venueRatingSummary } from "~/reviews/reviews.server";
import type { ReviewInput } from "~/reviews/review-schema";
import { createPastBooking } from "../support/review-fixtures";
import { freshDatabase } from "../support/test-db";

const DAY = 24 * 3_600_000;
let db: DB;
let productId: number;
let venueId: number;
let supplierId: number;
let plannerId: number;
let otherPlannerId: number;
let admin: { id: number; email: string };

const input = (over: Partial<ReviewInput> = {}): ReviewInput => ({
  rating: 4, spaceRating: 5, serviceRating: 4, foodRating: 3, valueRating: 4,
  body: "A calm room, friendly staff and a lunch everybody liked. We would book it again.", eventType: "meeting", ...over,
});

beforeAll(async () => {
  db = await freshDatabase();
  // A venue without seeded reviews, so its rating is only what these tests write.
  const venue = (await db.select().from(tables.venues).where(eq(tables.venues.reviewCount, 0))).at(-1)!;
  const product = (await first(db.select().from(tables.products).where(eq(tables.products.venueId, venue.id))))!;
  productId = product.id;
  venueId = venue.id;
  supplierId = venue.supplierId;
  plannerId = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.customer.email))))!.id;
  otherPlannerId = ((await write((db) => db.insert(tables.users).values({ email: "other.planner@example.test", firstName: "Other", isActive: true }).returning()))[0]).id;
  const a = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.admin.email))))!;
  admin = { id: a.id, email: a.email };
});

describe("who may review", () => {
  it("refuses unpaid, not yet ended and too old bookings, and says why", () => {
    const now = new Date();
    const line = { endsAt: new Date(now.getTime() - DAY) };
    expect(reviewEligibility(line, { status: "paid" }, now).ok).toBe(true);
    expect(reviewEligibility(line, { status: "pending" }, now)).toMatchObject({ ok: false, code: "unpaid" });
    expect(reviewEligibility(line, { status: "cancelled" }, now)).toMatchObject({ ok: false, code: "unpaid" });
    expect(reviewEligibility({ endsAt: new Date(now.getTime() + 3_600_000) }, { status: "paid" }, now)).toMatchObject({ ok: false, code: "not-ended" });
    expect(reviewEligibility({ endsAt: new Date(now.getTime() - 30 * DAY + 60_000) }, { status: "paid" }, now).ok).toBe(true);
    expect(reviewEligibility({ endsAt: new Date(now.getTime() - 31 * DAY) }, { status: "paid" }, now)).toMatchObject({ ok: false, code: "closed" });
  });

  it("leaves out a cancelled line, by a cancelled_at or a cancelled status", () => {
    const endsAt = new Date(Date.now() - DAY);
    expect(isCancelledLine({ endsAt })).toBe(false);
    expect(isCancelledLine({ endsAt, cancelledAt: null })).toBe(false);
    expect(reviewEligibility({ endsAt, cancelledAt: new Date() } as { endsAt: Date }, { status: "paid" })).toMatchObject({ ok: false, code: "cancelled" });
    expect(reviewEligibility({ endsAt, status: "cancelled" } as { endsAt: Date }, { status: "paid" })).toMatchObject({ ok: false, code: "cancelled" });
  });

  it("lets the planner review a paid, ended booking once; another planner cannot even see it", async () => {
    const { line } = await createPastBooking(db, { productId, userId: plannerId, name: "Kadek Ayu Planner" });
    expect(await saveReview(line.id, { user: { id: otherPlannerId } }, input())).toMatchObject({ ok: false, status: 404 });
    expect(await saveReview(line.id, { user: null, token: "not-the-token" }, input())).toMatchObject({ ok: false, status: 404 });
    const first = await saveReview(line.id, { user: { id: plannerId } }, input());
    expect(first).toMatchObject({ ok: true, created: true });
    if (!first.ok) throw new Error("the review was not saved");
    expect(first.review.authorName).toBe("Kadek Ayu P.");
    // A second write is an edit of the same review, not a second review.
    const again = await saveReview(line.id, { user: { id: plannerId } }, input({ rating: 2 }));
    expect(again).toMatchObject({ ok: true, created: false });
    expect(await db.select().from(tables.reviews).where(eq(tables.reviews.reservationLineId, line.id))).toHaveLength(1);
  });

  it("works for a guest through the invoice's token; an unpaid or future booking is refused", async () => {
    const guest = await createPastBooking(db, { productId, userId: null });
    expect(await saveReview(guest.line.id, { user: null, token: guest.invoice.accessToken }, input())).toMatchObject({ ok: true, created: true });
    const unpaid = await createPastBooking(db, { productId, status: "pending", userId: plannerId });
    expect(await saveReview(unpaid.line.id, { user: { id: plannerId } }, input())).toMatchObject({ ok: false, status: 403 });
    const future = await createPastBooking(db, { productId, endedHoursAgo: -48, userId: plannerId });
    expect(await saveReview(future.line.id, { user: { id: plannerId } }, input())).toMatchObject({ ok: false, status: 403 });
    const old = await createPastBooking(db, { productId, endedHoursAgo: 31 * 24, userId: plannerId });
    expect(await saveReview(old.line.id, { user: { id: plannerId } }, input())).toMatchObject({ ok: false, status: 403 });
  });

  it("allows edits for 14 days only", async () => {
    const { line } = await createPastBooking(db, { productId, userId: plannerId });
    const now = new Date();
    expect((await saveReview(line.id, { user: { id: plannerId } }, input(), now)).ok).toBe(true);
    expect((await saveReview(line.id, { user: { id: plannerId } }, input({ rating: 5 }), new Date(now.getTime() + 13 * DAY))).ok).toBe(true);
    expect(await saveReview(line.id, { user: { id: plannerId } }, input({ rating: 1 }), new Date(now.getTime() + 15 * DAY))).toMatchObject({ ok: false, status: 409 });
    expect((await first(db.select().from(tables.reviews).where(eq(tables.reviews.reservationLineId, line.id))))!.rating).toBe(5);
  });
});

describe("the venue's rating", () => {
  it("is the average of the visible reviews, copied onto every product of the venue; hide and restore move it, audited", async () => {
    await run((db) => db.delete(tables.reviews).where(eq(tables.reviews.venueId, venueId)));
    const a = await createPastBooking(db, { productId, userId: plannerId });
    const b = await createPastBooking(db, { productId, userId: plannerId });
    await saveReview(a.line.id, { user: { id: plannerId } }, input({ rating: 5 }));
    const second = await saveReview(b.line.id, { user: { id: plannerId } }, input({ rating: 2 }));
    if (!second.ok) throw new Error("not saved");
    const products = async () => await db.select().from(tables.products).where(eq(tables.products.venueId, venueId));
    expect(await venueRatingSummary(venueId, "en")).toMatchObject({ count: 2, average: 3.5 });
    const bothShown = await products();
    expect(bothShown.length).toBeGreaterThan(0);
    for (const p of bothShown) expect([p.searchRating, p.searchReviewCount]).toEqual([350, 2]);

    expect(await moderateReview(admin, second.review.id, "hide", "Insults the staff by name")).toEqual({ ok: true });
    expect(await venueRatingSummary(venueId, "en")).toMatchObject({ count: 1, average: 5 });
    const oneHidden = await products();
    expect(oneHidden.length).toBeGreaterThan(0);
    for (const p of oneHidden) expect([p.searchRating, p.searchReviewCount]).toEqual([500, 1]);
    const audit = (await db.select().from(tables.adminAudit).where(eq(tables.adminAudit.action, "reviewHide"))).at(-1)!;
    expect(audit.actorEmail).toBe(admin.email);
    expect(audit.newValue).toBe("hidden: Insults the staff by name");

    expect(await moderateReview(admin, second.review.id, "restore", "Checked with the planner")).toEqual({ ok: true });
    expect(await venueRatingSummary(venueId, "en")).toMatchObject({ count: 2, average: 3.5 });
  });

  it("a product added later gets the venue's rating at once", async () => {
    const p = (await first(db.select().from(tables.products).where(eq(tables.products.venueId, venueId))))!;
    const { id: _id, createdAt: _c, searchRating: _r, searchReviewCount: _n, ...copy } = p;
    const { id } = (await write((db) => db.insert(tables.products).values({ ...copy, productName: "Added later" }).returning({ id: tables.products.id })))[0];
    const added = (await first(db.select().from(tables.products).where(eq(tables.products.id, id))))!;
    const venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.id, venueId))))!;
    expect(added.searchReviewCount).toBe(venue.reviewCount);
    expect(added.searchRating).toBe(Math.round((venue.ratingSum * 100) / venue.reviewCount));
  });
});

describe("vendor and admin", () => {
  it("the vendor replies once and reports once, only on its own reviews; the report waits in the admin's queue", async () => {
    const { line } = await createPastBooking(db, { productId, userId: plannerId });
    const saved = await saveReview(line.id, { user: { id: plannerId } }, input());
    if (!saved.ok) throw new Error("not saved");
    const id = saved.review.id;
    expect(await replyToReview(supplierId + 1, id, "Not mine")).toMatchObject({ ok: false, status: 404 });
    expect(await replyToReview(supplierId, id, "Thank you for coming!")).toEqual({ ok: true });
    expect(await replyToReview(supplierId, id, "A second reply")).toMatchObject({ ok: false, status: 409 });
    expect(await reportReview(supplierId, id, "Names a staff member")).toEqual({ ok: true });
    expect(await reportReview(supplierId, id, "Again")).toMatchObject({ ok: false, status: 409 });
    expect((await adminReviews({ lang: "en", reportedOnly: true })).reviews.map((r) => r.id)).toContain(id);
    expect(await moderateReview(admin, id, "keep", "Within the rules")).toEqual({ ok: true });
    expect((await adminReviews({ lang: "en", reportedOnly: true })).reviews.map((r) => r.id)).not.toContain(id);
  });

  it("masks phone numbers and e-mail addresses in what the public sees", async () => {
    const { line } = await createPastBooking(db, { productId, userId: plannerId });
    const saved = await saveReview(line.id, { user: { id: plannerId } }, input({ body: "Call the manager on +62 812-3456-7890 or write to events@venue.example.com for the same deal." }));
    if (!saved.ok) throw new Error("not saved");
    const shown = publicReview(saved.review, "en").body;
    expect(shown).not.toMatch(/3456|events@/);
    expect(shown).toContain("[phone number removed]");
    expect(shown).toContain("[e-mail address removed]");
  });

  it("shows the booker's first names and an initial", () => {
    expect(authorNameOf("Ni Luh Sari")).toBe("Ni Luh S.");
    expect(authorNameOf("  madonna ")).toBe("madonna");
  });
});

describe("seeded reviews", () => {
  it("are on paid bookings that had ended, varied, and the venues' ratings match them", async () => {
    const rows = (await db
          .select({ review: tables.reviews, line: tables.reservationLines, invoice: tables.invoices })
          .from(tables.reviews)
          .innerJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.reviews.reservationLineId))
          .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reviews.invoiceId)))
      .filter((r) => r.invoice.invoiceNo.startsWith("INV-REVIEW-") || r.invoice.invoiceNo.startsWith("INV-DEMO-"));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const { review, line, invoice } of rows) {
      expect(invoice.status).toBe("paid");
      expect(review.createdAt.getTime()).toBeGreaterThan(line.endsAt.getTime());
    }
    expect(new Set(rows.map((r) => r.review.rating)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.review.eventType)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((r) => r.review.reply)).toBe(true);
    expect(rows.some((r) => r.review.foodRating === null)).toBe(true);
    const venueIds = new Set(rows.map((r) => r.review.venueId));
    expect(venueIds.size).toBeGreaterThan(0);
    for (const id of venueIds) {
      const own = rows.filter((r) => r.review.venueId === id && !r.review.hiddenAt);
      const venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.id, id))))!;
      expect([venue.reviewCount, venue.ratingSum]).toEqual([own.length, own.reduce((s, r) => s + r.review.rating, 0)]);
    }
  });
});
