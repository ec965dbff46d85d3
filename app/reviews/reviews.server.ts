// Reviews and ratings (issue 28, ADR 0270): only the planner of a paid reservation line whose
// event has ended may review it, once, within 30 days; the review is editable for 14 days. The
// venue's rating (count and sum of the visible reviews' overall ratings) is written in the same
// transaction as every change that moves it; triggers copy it onto the venue's products for search.
import { msg } from "~/i18n/message-ref";
import type { Lang } from "~/i18n/config";
import { messageText } from "~/i18n/catalog/text.server";
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { CurrentUser } from "~/accounts/session.server";
import { auditActor, recordAudit, type AuditActor } from "~/audit/audit.server";
import { tokenMatches } from "~/payments/invoice.server";
import { getDb, tables, first, write, run, transaction, type Tx } from "~/db.server";
import { maskContactDetails } from "~/messages/masking.server";
import {
  cleanReviewText,
  eventTypeLabel,
  REVIEW_EDIT_DAYS,
  REVIEW_WINDOW_DAYS,
  REVIEWS_PAGE_SIZE,
  SUB_RATINGS,
  type SubRatingName,
  verifiedLabel,
} from "~/reviews/review-rules";
import type { ReviewInput } from "~/reviews/review-schema";
import { baliIsoDate, formatDate } from "~/utils/format";
import { pageToShow, type PastLastPage } from "~/utils/paging";

const DAY = 24 * 3600_000;
export type Review = typeof tables.reviews.$inferSelect;
type Line = typeof tables.reservationLines.$inferSelect;
type Invoice = typeof tables.invoices.$inferSelect;

export const REVIEW_PHONE_REMOVED = "[phone number removed]";
export const REVIEW_EMAIL_REMOVED = "[e-mail address removed]";

/** Review text as shown to anyone: contact details masked as in messages (ADR 0110). */
export function maskedReviewText(text: string): string {
  return maskContactDetails(text, { phone: REVIEW_PHONE_REMOVED, email: REVIEW_EMAIL_REMOVED });
}

/** Who is asking: a logged-in account, and/or the invoice's access token from the e-mailed link. */
export type ReviewViewer = { user: Pick<CurrentUser, "id"> | null; token?: string | null };

/**
 * Whether the line was cancelled. Reservation lines have no cancelled state yet; when one is
 * added (a `cancelled_at` column or a `status` of "cancelled"), this rule already excludes it.
 * The invoice's own cancelled or expired status is excluded by the paid rule.
 */
export function isCancelledLine(line: object): boolean {
  const l = line as { cancelledAt?: unknown; status?: unknown };
  return (l.cancelledAt !== undefined && l.cancelledAt !== null) || l.status === "cancelled";
}

export type Eligibility =
  | { ok: true; closesAt: Date }
  | { ok: false; code: "unpaid" | "cancelled" | "not-ended" | "closed"; message: string };

/**
 * Whether a line may be reviewed now: its invoice is paid, the line is not cancelled, its event
 * has ended, and it ended at most 30 days ago.
 */
export function reviewEligibility(line: Pick<Line, "endsAt"> & object, invoice: Pick<Invoice, "status">, now = new Date()): Eligibility {
  const closesAt = new Date(line.endsAt.getTime() + REVIEW_WINDOW_DAYS * DAY);
  if (invoice.status !== "paid") return { ok: false, code: "unpaid", message: msg("reviews.onlyPaid") };
  if (isCancelledLine(line)) return { ok: false, code: "cancelled", message: msg("reviews.cancelled") };
  if (line.endsAt.getTime() > now.getTime()) {
    return { ok: false, code: "not-ended", message: msg("reviews.notEnded", { date: formatDate(line.endsAt) }) };
  }
  if (now.getTime() > closesAt.getTime()) {
    return { ok: false, code: "closed", message: msg("reviews.closed", { days: REVIEW_WINDOW_DAYS, date: formatDate(closesAt) }) };
  }
  return { ok: true, closesAt };
}

/** Until when a review can be edited (14 days after it was written). */
export const editableUntil = (review: Pick<Review, "createdAt">) => new Date(review.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY);
export const canEditReview = (review: Pick<Review, "createdAt">, now = new Date()) => now.getTime() <= editableUntil(review).getTime();

/** The public name of a booker: first names and the last name's initial ("Ketut A."). */
export function authorNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? "Planner";
  return `${words.slice(0, -1).join(" ")} ${[...words[words.length - 1]][0].toUpperCase()}.`;
}

/** Whether the line's booking included food and beverage (its inclusion text names it). */
export function includesFood(line: Pick<Line, "inclusion" | "productName">): boolean {
  return /\b(lunch|dinner|breakfast|coffee|tea break|meal|buffet|catering|food|beverage|snack|canap)/i.test(`${line.inclusion} ${line.productName}`);
}

/** A line with its invoice and review, when the viewer may see it (its planner or the token holder); else null. */
export async function lineForReviewer(lineId: number, viewer: ReviewViewer) {
  if (!Number.isSafeInteger(lineId) || lineId < 1) return null;
  const row = await first(getDb()
      .select({ line: tables.reservationLines, invoice: tables.invoices })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .where(eq(tables.reservationLines.id, lineId)));
  if (!row) return null;
  const owner = !!viewer.user && row.invoice.userId === viewer.user.id;
  if (!owner && !tokenMatches(viewer.token, row.invoice.accessToken)) return null;
  const review = await first(getDb().select().from(tables.reviews).where(eq(tables.reviews.reservationLineId, lineId))) ?? null;
  return { ...row, review };
}

/**
 * Recounts a venue's visible reviews into venues.review_count and rating_sum, in the caller's
 * transaction (the triggers of drizzle/0040 copy the average onto its products).
 */
export async function refreshVenueRating(tx: Tx, venueId: number) {
  const visible = and(eq(tables.reviews.venueId, venueId), isNull(tables.reviews.hiddenAt));
  await tx
    .update(tables.venues)
    .set({
      reviewCount: sql`(select count(*) from ${tables.reviews} where ${visible})`,
      ratingSum: sql`(select coalesce(sum(${tables.reviews.rating}), 0) from ${tables.reviews} where ${visible})`,
    })
    .where(eq(tables.venues.id, venueId));
}

export type SaveResult =
  | { ok: true; review: Review; created: boolean }
  | { ok: false; status: 403 | 404 | 409; message: string };

/** Writes or edits the line's review for its planner (or the token holder), with every rule checked. */
export async function saveReview(lineId: number, viewer: ReviewViewer, input: ReviewInput, now = new Date()): Promise<SaveResult> {
  const found = await lineForReviewer(lineId, viewer);
  if (!found) return { ok: false, status: 404, message: msg("reviews.bookingNotFound") };
  const { line, invoice, review } = found;
  const values = {
    rating: input.rating,
    spaceRating: input.spaceRating,
    serviceRating: input.serviceRating,
    foodRating: input.foodRating ?? null,
    valueRating: input.valueRating,
    body: cleanReviewText(input.body),
    eventType: input.eventType,
    updatedAt: now,
  };
  if (review) {
    if (!canEditReview(review, now)) {
      return { ok: false, status: 409, message: msg("reviews.editClosed", { days: REVIEW_EDIT_DAYS, date: formatDate(review.createdAt) }) };
    }
    const updated = await transaction(async (tx) => {
          const row = (await write((db) => db.update(tables.reviews).set(values).where(eq(tables.reviews.id, review.id)).returning()))[0];
          await refreshVenueRating(tx, review.venueId);
          return row;
        });
    return { ok: true, review: updated, created: false };
  }
  const eligibility = reviewEligibility(line, invoice, now);
  if (!eligibility.ok) return { ok: false, status: 403, message: eligibility.message };
  const created = await transaction(async (tx) => {
      const row = (await write((db) => db
            .insert(tables.reviews)
            .values({
              ...values,
              reservationLineId: line.id,
              invoiceId: invoice.id,
              userId: invoice.userId,
              venueId: line.venueId,
              productId: line.productId,
              supplierId: line.supplierId,
              authorName: authorNameOf(invoice.name),
              eventMonth: baliIsoDate(line.startsAt).slice(0, 7),
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning()))[0];
      if (row) await refreshVenueRating(tx, line.venueId);
      return row;
    });
  // Two submits at once: the second finds the first's review.
  if (!created) return { ok: false, status: 409, message: msg("reviews.alreadyReviewed") };
  return { ok: true, review: created, created: true };
}

/**
 * A review as the public sees it (venue page, /v1): masked text, no report or moderation data;
 * its words (event type, verified line) in the language (/v1: English).
 */
export function publicReview(r: Review, lang: Lang) {
  return {
    id: r.id,
    venueId: r.venueId,
    productId: r.productId,
    authorName: r.authorName,
    rating: r.rating,
    subRatings: { space: r.spaceRating, service: r.serviceRating, foodAndBeverage: r.foodRating, value: r.valueRating },
    body: maskedReviewText(r.body),
    eventType: r.eventType,
    eventTypeLabel: messageText(lang, eventTypeLabel(r.eventType)),
    eventMonth: r.eventMonth,
    /** "Verified booking - event in Mar 2027". */
    verifiedLabel: messageText(lang, verifiedLabel(r.eventMonth)),
    createdAt: r.createdAt.toISOString(),
    createdDate: formatDate(r.createdAt),
    edited: r.updatedAt.getTime() - r.createdAt.getTime() > 60_000,
    reply: r.reply ? { body: maskedReviewText(r.reply), date: formatDate(r.repliedAt ?? r.updatedAt) } : null,
  };
}
export type PublicReview = ReturnType<typeof publicReview>;

export type RatingSummary = {
  count: number;
  /** Average overall rating (unrounded), null without reviews. */
  average: number | null;
  sub: { name: SubRatingName; label: string; average: number | null }[];
};

/** A venue's rating from its aggregate, and the sub-ratings' averages over its visible reviews (their labels in the language). */
export async function venueRatingSummary(venueId: number, lang: Lang): Promise<RatingSummary> {
  const db = getDb();
  const venue = await first(db.select({ n: tables.venues.reviewCount, sum: tables.venues.ratingSum }).from(tables.venues).where(eq(tables.venues.id, venueId)));
  const n = venue?.n ?? 0;
  const subs = n
    ? await first(db
              .select({
                spaceRating: sql<number | null>`avg(${tables.reviews.spaceRating})`,
                serviceRating: sql<number | null>`avg(${tables.reviews.serviceRating})`,
                foodRating: sql<number | null>`avg(${tables.reviews.foodRating})`,
                valueRating: sql<number | null>`avg(${tables.reviews.valueRating})`,
              })
              .from(tables.reviews)
              .where(and(eq(tables.reviews.venueId, venueId), isNull(tables.reviews.hiddenAt))))
    : undefined;
  return {
    count: n,
    average: n ? venue!.sum / n : null,
    sub: SUB_RATINGS.map((s) => ({ name: s.name, label: messageText(lang, s.label), average: subs?.[s.name] ?? null })),
  };
}

/** One page of a venue's visible reviews, newest first; past the last page, the last one (the venue page) or none (/v1). */
export async function venueReviews(venueId: number, lang: Lang, page = 1, limit = REVIEWS_PAGE_SIZE, { pastLastPage = "last-page" }: { pastLastPage?: PastLastPage } = {}) {
  const db = getDb();
  const where = and(eq(tables.reviews.venueId, venueId), isNull(tables.reviews.hiddenAt));
  const total = (await first(db.select({ n: count() }).from(tables.reviews).where(where)))?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const current = pageToShow(page, pageCount, pastLastPage);
  const rows = await db
      .select()
      .from(tables.reviews)
      .where(where)
      .orderBy(desc(tables.reviews.createdAt), desc(tables.reviews.id))
      .limit(limit)
      .offset((current - 1) * limit);
  return { reviews: rows.map((r) => publicReview(r, lang)), total, page: current, pageCount, limit };
}

// The vendor's side: its reviews, one public reply each, a report to the admin.

/** The supplier's reviews, newest first, with their reply and report state (hidden ones marked). */
export async function supplierReviews(supplierId: number, lang: Lang, page = 1, limit = 20) {
  const db = getDb();
  const total = (await first(db.select({ n: count() }).from(tables.reviews).where(eq(tables.reviews.supplierId, supplierId))))?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
      .select({ review: tables.reviews, productName: tables.products.productName })
      .from(tables.reviews)
      .leftJoin(tables.products, eq(tables.products.id, tables.reviews.productId))
      .where(eq(tables.reviews.supplierId, supplierId))
      .orderBy(desc(tables.reviews.createdAt), desc(tables.reviews.id))
      .limit(limit)
      .offset((current - 1) * limit);
  return {
    total,
    page: current,
    pageCount,
    reviews: rows.map(({ review, productName }) => ({
      ...publicReview(review, lang),
      productName: productName ?? "",
      hidden: !!review.hiddenAt,
      hiddenReason: review.hiddenReason,
      reported: !!review.reportedAt,
      reportReason: review.reportReason,
    })),
  };
}

/** Reviews written in the last 14 days: the vendor's action centre shows them as new. */
export async function newSupplierReviews(supplierId: number, now = new Date(), limit = 5) {
  const since = new Date(now.getTime() - 14 * DAY);
  const rows = await getDb()
      .select()
      .from(tables.reviews)
      .where(and(eq(tables.reviews.supplierId, supplierId), isNull(tables.reviews.hiddenAt), sql`${tables.reviews.createdAt} >= ${since.getTime()}`))
      .orderBy(desc(tables.reviews.createdAt));
  return {
    total: rows.length,
    unanswered: rows.filter((r) => !r.reply).length,
    rows: rows.slice(0, limit).map((r) => ({ id: r.id, authorName: r.authorName, rating: r.rating, date: formatDate(r.createdAt), replied: !!r.reply })),
  };
}

type VendorResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

async function ownReview(supplierId: number, reviewId: number) {
  return await first(getDb()
      .select()
      .from(tables.reviews)
      .where(and(eq(tables.reviews.id, reviewId), eq(tables.reviews.supplierId, supplierId))));
}

/** The vendor's one public reply to a review of its venue. */
export async function replyToReview(supplierId: number, reviewId: number, reply: string, now = new Date()): Promise<VendorResult> {
  const review = await ownReview(supplierId, reviewId);
  if (!review) return { ok: false, status: 404, message: msg("reviews.reviewNotFound") };
  const done = (await write((db) => db
      .update(tables.reviews)
      .set({ reply: cleanReviewText(reply), repliedAt: now })
      .where(and(eq(tables.reviews.id, reviewId), isNull(tables.reviews.reply)))
      .returning({ id: tables.reviews.id })))[0];
  return done ? { ok: true } : { ok: false, status: 409, message: msg("reviews.alreadyReplied") };
}

/** The vendor reports a review to the admin, once, with a reason. */
export async function reportReview(supplierId: number, reviewId: number, reason: string, now = new Date()): Promise<VendorResult> {
  const review = await ownReview(supplierId, reviewId);
  if (!review) return { ok: false, status: 404, message: msg("reviews.reviewNotFound") };
  const done = (await write((db) => db
      .update(tables.reviews)
      .set({ reportedAt: now, reportReason: cleanReviewText(reason), reportResolvedAt: null })
      .where(and(eq(tables.reviews.id, reviewId), isNull(tables.reviews.reportedAt)))
      .returning({ id: tables.reviews.id })))[0];
  return done ? { ok: true } : { ok: false, status: 409, message: msg("reviews.alreadyReported") };
}

// The admin's side: hide or restore with a reason (audited), the reported queue.

function reviewSubject(r: Review, venueName: string) {
  return `review ${r.id} by ${r.authorName} of ${venueName} (${r.rating}/5)`;
}

export type ModerationAction = "hide" | "restore" | "keep";

/**
 * Hides, restores or keeps (dismisses the report of) a review, with the admin's reason in the
 * audit trail and the venue's rating recounted in the same transaction.
 */
export async function moderateReview(actor: AuditActor | Pick<CurrentUser, "id" | "email">, reviewId: number, action: ModerationAction, reason: string, now = new Date()): Promise<VendorResult> {
  const who: AuditActor = "via" in actor ? actor : auditActor(actor, "console");
  const db = getDb();
  const review = await first(db.select().from(tables.reviews).where(eq(tables.reviews.id, reviewId)));
  if (!review) return { ok: false, status: 404, message: msg("admin.reviewNotFound") };
  if (action === "hide" && review.hiddenAt) return { ok: false, status: 409, message: msg("admin.reviewHiddenAlready") };
  if (action === "restore" && !review.hiddenAt) return { ok: false, status: 409, message: msg("admin.reviewNotHidden") };
  const venueName = (await first(db.select({ name: tables.venues.name }).from(tables.venues).where(eq(tables.venues.id, review.venueId))))?.name ?? `venue ${review.venueId}`;
  const text = cleanReviewText(reason);
  await transaction(async (tx) => {
        const resolved = review.reportedAt && !review.reportResolvedAt ? { reportResolvedAt: now } : {};
        if (action === "hide") await run((db) => db.update(tables.reviews).set({ hiddenAt: now, hiddenReason: text, ...resolved }).where(eq(tables.reviews.id, reviewId)));
        else if (action === "restore") await run((db) => db.update(tables.reviews).set({ hiddenAt: null, hiddenReason: null }).where(eq(tables.reviews.id, reviewId)));
        else await run((db) => db.update(tables.reviews).set(resolved).where(eq(tables.reviews.id, reviewId)));
        await refreshVenueRating(tx, review.venueId);
        await recordAudit(tx, who, {
          action: action === "hide" ? "reviewHide" : action === "restore" ? "reviewRestore" : "reviewKeep",
          subject: reviewSubject(review, venueName),
          invoiceId: review.invoiceId,
          lineId: review.reservationLineId,
          oldValue: review.hiddenAt ? `hidden: ${review.hiddenReason ?? ""}` : "visible",
          newValue: action === "hide" ? `hidden: ${text}` : `visible: ${text}`,
        }, now);
      });
  return { ok: true };
}

/** Reviews for the admin: the reported ones not yet handled first, then the newest. */
export async function adminReviews({ lang, reportedOnly = false, limit = 50 }: { lang: Lang; reportedOnly?: boolean; limit?: number }) {
  const db = getDb();
  const open = and(isNotNull(tables.reviews.reportedAt), isNull(tables.reviews.reportResolvedAt));
  const rows = await db
      .select({ review: tables.reviews, venueName: tables.venues.name })
      .from(tables.reviews)
      .innerJoin(tables.venues, eq(tables.venues.id, tables.reviews.venueId))
      .where(reportedOnly ? open : undefined)
      .orderBy(sql`(${tables.reviews.reportedAt} is not null and ${tables.reviews.reportResolvedAt} is null) desc`, desc(tables.reviews.createdAt), asc(tables.reviews.id))
      .limit(limit);
  const reportedTotal = (await first(db.select({ n: count() }).from(tables.reviews).where(open)))?.n ?? 0;
  return {
    reportedTotal,
    reviews: rows.map(({ review, venueName }) => ({
      ...publicReview(review, lang),
      venueName,
      hidden: !!review.hiddenAt,
      hiddenReason: review.hiddenReason,
      reported: !!review.reportedAt && !review.reportResolvedAt,
      reportReason: review.reportReason,
      reportedDate: review.reportedAt ? formatDate(review.reportedAt) : null,
    })),
  };
}
