// Who may review (issue 28): only the planner of a paid line whose event has ended, within 30
// days, once; edits for 14 days; the token of the e-mailed link stands in for the account.
// The venue's rating follows every write, hide and restore, in the same transaction.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema, type DB } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/db/seed.server";
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
  const venue = db.select().from(schema.venues).where(eq(schema.venues.reviewCount, 0)).all().at(-1)!;
  const product = db.select().from(schema.products).where(eq(schema.products.venueId, venue.id)).get()!;
  productId = product.id;
  venueId = venue.id;
  supplierId = venue.supplierId;
  plannerId = db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.customer.email)).get()!.id;
  otherPlannerId = db.insert(schema.users).values({ email: "other.planner@example.test", firstName: "Other", isActive: true }).returning().get().id;
  const a = db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.admin.email)).get()!;
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

  it("lets the planner review a paid, ended booking once; another planner cannot even see it", () => {
    const { line } = createPastBooking(db, { productId, userId: plannerId, name: "Kadek Ayu Planner" });
    expect(saveReview(line.id, { user: { id: otherPlannerId } }, input())).toMatchObject({ ok: false, status: 404 });
    expect(saveReview(line.id, { user: null, token: "not-the-token" }, input())).toMatchObject({ ok: false, status: 404 });
    const first = saveReview(line.id, { user: { id: plannerId } }, input());
    expect(first).toMatchObject({ ok: true, created: true });
    if (!first.ok) return;
    expect(first.review.authorName).toBe("Kadek Ayu P.");
    // A second write is an edit of the same review, not a second review.
    const again = saveReview(line.id, { user: { id: plannerId } }, input({ rating: 2 }));
    expect(again).toMatchObject({ ok: true, created: false });
    expect(db.select().from(schema.reviews).where(eq(schema.reviews.reservationLineId, line.id)).all()).toHaveLength(1);
  });

  it("works for a guest through the invoice's token; an unpaid or future booking is refused", () => {
    const guest = createPastBooking(db, { productId, userId: null });
    expect(saveReview(guest.line.id, { user: null, token: guest.invoice.accessToken }, input())).toMatchObject({ ok: true, created: true });
    const unpaid = createPastBooking(db, { productId, status: "pending", userId: plannerId });
    expect(saveReview(unpaid.line.id, { user: { id: plannerId } }, input())).toMatchObject({ ok: false, status: 403 });
    const future = createPastBooking(db, { productId, endedHoursAgo: -48, userId: plannerId });
    expect(saveReview(future.line.id, { user: { id: plannerId } }, input())).toMatchObject({ ok: false, status: 403 });
    const old = createPastBooking(db, { productId, endedHoursAgo: 31 * 24, userId: plannerId });
    expect(saveReview(old.line.id, { user: { id: plannerId } }, input())).toMatchObject({ ok: false, status: 403 });
  });

  it("allows edits for 14 days only", () => {
    const { line } = createPastBooking(db, { productId, userId: plannerId });
    const now = new Date();
    expect(saveReview(line.id, { user: { id: plannerId } }, input(), now).ok).toBe(true);
    expect(saveReview(line.id, { user: { id: plannerId } }, input({ rating: 5 }), new Date(now.getTime() + 13 * DAY)).ok).toBe(true);
    expect(saveReview(line.id, { user: { id: plannerId } }, input({ rating: 1 }), new Date(now.getTime() + 15 * DAY))).toMatchObject({ ok: false, status: 409 });
    expect(db.select().from(schema.reviews).where(eq(schema.reviews.reservationLineId, line.id)).get()!.rating).toBe(5);
  });
});

describe("the venue's rating", () => {
  it("is the average of the visible reviews, copied onto every product of the venue; hide and restore move it, audited", () => {
    db.delete(schema.reviews).where(eq(schema.reviews.venueId, venueId)).run();
    const a = createPastBooking(db, { productId, userId: plannerId });
    const b = createPastBooking(db, { productId, userId: plannerId });
    saveReview(a.line.id, { user: { id: plannerId } }, input({ rating: 5 }));
    const second = saveReview(b.line.id, { user: { id: plannerId } }, input({ rating: 2 }));
    if (!second.ok) throw new Error("not saved");
    const products = () => db.select().from(schema.products).where(eq(schema.products.venueId, venueId)).all();
    expect(venueRatingSummary(venueId)).toMatchObject({ count: 2, average: 3.5 });
    for (const p of products()) expect([p.searchRating, p.searchReviewCount]).toEqual([350, 2]);

    expect(moderateReview(admin, second.review.id, "hide", "Insults the staff by name")).toEqual({ ok: true });
    expect(venueRatingSummary(venueId)).toMatchObject({ count: 1, average: 5 });
    for (const p of products()) expect([p.searchRating, p.searchReviewCount]).toEqual([500, 1]);
    const audit = db.select().from(schema.adminAudit).where(eq(schema.adminAudit.action, "reviewHide")).all().at(-1)!;
    expect(audit.actorEmail).toBe(admin.email);
    expect(audit.newValue).toBe("hidden: Insults the staff by name");

    expect(moderateReview(admin, second.review.id, "restore", "Checked with the planner")).toEqual({ ok: true });
    expect(venueRatingSummary(venueId)).toMatchObject({ count: 2, average: 3.5 });
  });

  it("a product added later gets the venue's rating at once", () => {
    const p = db.select().from(schema.products).where(eq(schema.products.venueId, venueId)).get()!;
    const { id: _id, createdAt: _c, searchRating: _r, searchReviewCount: _n, ...copy } = p;
    const { id } = db.insert(schema.products).values({ ...copy, productName: "Added later" }).returning({ id: schema.products.id }).get();
    const added = db.select().from(schema.products).where(eq(schema.products.id, id)).get()!;
    const venue = db.select().from(schema.venues).where(eq(schema.venues.id, venueId)).get()!;
    expect(added.searchReviewCount).toBe(venue.reviewCount);
    expect(added.searchRating).toBe(Math.round((venue.ratingSum * 100) / venue.reviewCount));
  });
});

describe("vendor and admin", () => {
  it("the vendor replies once and reports once, only on its own reviews; the report waits in the admin's queue", () => {
    const { line } = createPastBooking(db, { productId, userId: plannerId });
    const saved = saveReview(line.id, { user: { id: plannerId } }, input());
    if (!saved.ok) throw new Error("not saved");
    const id = saved.review.id;
    expect(replyToReview(supplierId + 1, id, "Not mine")).toMatchObject({ ok: false, status: 404 });
    expect(replyToReview(supplierId, id, "Thank you for coming!")).toEqual({ ok: true });
    expect(replyToReview(supplierId, id, "A second reply")).toMatchObject({ ok: false, status: 409 });
    expect(reportReview(supplierId, id, "Names a staff member")).toEqual({ ok: true });
    expect(reportReview(supplierId, id, "Again")).toMatchObject({ ok: false, status: 409 });
    expect(adminReviews({ reportedOnly: true }).reviews.map((r) => r.id)).toContain(id);
    expect(moderateReview(admin, id, "keep", "Within the rules")).toEqual({ ok: true });
    expect(adminReviews({ reportedOnly: true }).reviews.map((r) => r.id)).not.toContain(id);
  });

  it("masks phone numbers and e-mail addresses in what the public sees", () => {
    const { line } = createPastBooking(db, { productId, userId: plannerId });
    const saved = saveReview(line.id, { user: { id: plannerId } }, input({ body: "Call the manager on +62 812-3456-7890 or write to events@venue.example.com for the same deal." }));
    if (!saved.ok) throw new Error("not saved");
    const shown = publicReview(saved.review).body;
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
  it("are on paid bookings that had ended, varied, and the venues' ratings match them", () => {
    const rows = db
      .select({ review: schema.reviews, line: schema.reservationLines, invoice: schema.invoices })
      .from(schema.reviews)
      .innerJoin(schema.reservationLines, eq(schema.reservationLines.id, schema.reviews.reservationLineId))
      .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reviews.invoiceId))
      .all()
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
    for (const id of venueIds) {
      const own = rows.filter((r) => r.review.venueId === id && !r.review.hiddenAt);
      const venue = db.select().from(schema.venues).where(eq(schema.venues.id, id)).get()!;
      expect([venue.reviewCount, venue.ratingSum]).toEqual([own.length, own.reduce((s, r) => s + r.review.rating, 0)]);
    }
  });
});
