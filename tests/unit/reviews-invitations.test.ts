// Review invitations on the job runner (issue 28, ADR 0270): the day after the event (from 09:00
// Bali), once, with a link that carries the invoice's token; one reminder a week later while the
// line is still not reviewed; none for unpaid bookings or after the review.
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema, type DB } from "~/db.server";
import { sendReviewInvitations } from "~/reviews/invitations.server";
import { saveReview } from "~/reviews/reviews.server";
import { baliIsoDate, baliToUtc, addDaysIso } from "~/utils/format";
import { createPastBooking } from "../support/review-fixtures";
import { freshDatabase } from "../support/test-db";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let db: DB;
let productId = 0;
const mailsTo = (email: string) => db.select().from(schema.outbox).where(eq(schema.outbox.to, email)).all();

beforeAll(async () => {
  db = await freshDatabase();
  productId = db.select().from(schema.products).all().at(-5)!.id;
});

describe("review invitations", () => {
  it("go out the day after the event from 09:00 Bali, once, with a link that opens the review for a guest", () => {
    const booking = createPastBooking(db, { productId, endedHoursAgo: 1, email: "invite.guest@example.test" });
    const endDay = baliIsoDate(booking.line.endsAt);
    const nextDay8 = baliToUtc(addDaysIso(endDay, 1), "08:00");
    const nextDay9 = baliToUtc(addDaysIso(endDay, 1), "09:05");
    sendReviewInvitations(new Date(booking.line.endsAt.getTime() + HOUR), "http://localhost");
    sendReviewInvitations(nextDay8, "http://localhost");
    expect(mailsTo("invite.guest@example.test")).toHaveLength(0);
    sendReviewInvitations(nextDay9, "http://localhost");
    sendReviewInvitations(new Date(nextDay9.getTime() + HOUR), "http://localhost");
    const mails = mailsTo("invite.guest@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(booking.venue.name);
    expect(mails[0].text).toContain(`http://localhost/review/${booking.line.id}?token=${encodeURIComponent(booking.invoice.accessToken)}`);
  });

  it("remind once a week later, and not after the review", () => {
    const start = new Date();
    const a = createPastBooking(db, { productId, endedHoursAgo: 40, email: "remind.me@example.test" });
    const b = createPastBooking(db, { productId, endedHoursAgo: 40, email: "reviewed.already@example.test" });
    sendReviewInvitations(start, "http://localhost");
    expect(mailsTo("remind.me@example.test")).toHaveLength(1);
    expect(mailsTo("reviewed.already@example.test")).toHaveLength(1);
    const saved = saveReview(b.line.id, { user: null, token: b.invoice.accessToken }, {
      rating: 4, spaceRating: 4, serviceRating: 4, valueRating: 4, body: "Everything went to plan and the staff were lovely to work with.", eventType: "meeting",
    }, new Date(start.getTime() + DAY));
    expect(saved.ok).toBe(true);
    sendReviewInvitations(new Date(start.getTime() + 6 * DAY), "http://localhost");
    expect(mailsTo("remind.me@example.test")).toHaveLength(1);
    sendReviewInvitations(new Date(start.getTime() + 7 * DAY + HOUR), "http://localhost");
    sendReviewInvitations(new Date(start.getTime() + 8 * DAY), "http://localhost");
    const reminders = mailsTo("remind.me@example.test");
    expect(reminders).toHaveLength(2);
    expect(reminders[1].subject).toMatch(/^Reminder: review your event/);
    expect(mailsTo("reviewed.already@example.test")).toHaveLength(1);
  });

  it("none for unpaid bookings or events more than 30 days ago", () => {
    createPastBooking(db, { productId, endedHoursAgo: 30, status: "pending", email: "unpaid.invite@example.test" });
    createPastBooking(db, { productId, endedHoursAgo: 31 * 24, email: "old.invite@example.test" });
    sendReviewInvitations(new Date(), "http://localhost");
    expect(mailsTo("unpaid.invite@example.test")).toHaveLength(0);
    expect(mailsTo("old.invite@example.test")).toHaveLength(0);
    expect(db.select().from(schema.sentReminders).where(like(schema.sentReminders.kind, "review-%")).all().length).toBeGreaterThan(0);
  });
});
