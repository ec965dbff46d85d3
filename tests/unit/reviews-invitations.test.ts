// Review invitations on the job runner (issue 28, ADR 0270): the day after the event (from 09:00
// Bali), once, with a link that carries the invoice's token; one reminder a week later while the
// line is still not reviewed; none for unpaid bookings or after the review.
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables } from "~/db.server";
import { sendReviewInvitations } from "~/reviews/invitations.server";
import { saveReview } from "~/reviews/reviews.server";
import { baliIsoDate, baliToUtc, addDaysIso } from "~/utils/format";
import { createPastBooking } from "../support/review-fixtures";
import { freshDatabase } from "../support/test-db";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let db: DB;
let productId = 0;
const mailsTo = async (email: string) => await db.select().from(tables.outbox).where(eq(tables.outbox.to, email));

beforeAll(async () => {
  db = await freshDatabase();
  productId = (await db.select().from(tables.products)).at(-5)!.id;
});

describe("review invitations", () => {
  it("go out the day after the event from 09:00 Bali, once, with a link that opens the review for a guest", async () => {
    const booking = await createPastBooking(db, { productId, endedHoursAgo: 1, email: "invite.guest@example.test" });
    const endDay = baliIsoDate(booking.line.endsAt);
    const nextDay8 = baliToUtc(addDaysIso(endDay, 1), "08:00");
    const nextDay9 = baliToUtc(addDaysIso(endDay, 1), "09:05");
    await sendReviewInvitations(new Date(booking.line.endsAt.getTime() + HOUR), "http://localhost");
    await sendReviewInvitations(nextDay8, "http://localhost");
    expect(await mailsTo("invite.guest@example.test")).toHaveLength(0);
    await sendReviewInvitations(nextDay9, "http://localhost");
    await sendReviewInvitations(new Date(nextDay9.getTime() + HOUR), "http://localhost");
    const mails = await mailsTo("invite.guest@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(booking.venue.name);
    expect(mails[0].text).toContain(`http://localhost/review/${booking.line.id}?token=${encodeURIComponent(booking.invoice.accessToken)}`);
  });

  it("remind once a week later, and not after the review", async () => {
    const start = new Date();
    const a = await createPastBooking(db, { productId, endedHoursAgo: 40, email: "remind.me@example.test" });
    const b = await createPastBooking(db, { productId, endedHoursAgo: 40, email: "reviewed.already@example.test" });
    await sendReviewInvitations(start, "http://localhost");
    expect(await mailsTo("remind.me@example.test")).toHaveLength(1);
    expect(await mailsTo("reviewed.already@example.test")).toHaveLength(1);
    const saved = await saveReview(b.line.id, { user: null, token: b.invoice.accessToken }, {
      rating: 4, spaceRating: 4, serviceRating: 4, valueRating: 4, body: "Everything went to plan and the staff were lovely to work with.", eventType: "meeting",
    }, new Date(start.getTime() + DAY));
    expect(saved.ok).toBe(true);
    await sendReviewInvitations(new Date(start.getTime() + 6 * DAY), "http://localhost");
    expect(await mailsTo("remind.me@example.test")).toHaveLength(1);
    await sendReviewInvitations(new Date(start.getTime() + 7 * DAY + HOUR), "http://localhost");
    await sendReviewInvitations(new Date(start.getTime() + 8 * DAY), "http://localhost");
    const reminders = await mailsTo("remind.me@example.test");
    expect(reminders).toHaveLength(2);
    expect(reminders[1].subject).toMatch(/^Reminder: review your event/);
    expect(await mailsTo("reviewed.already@example.test")).toHaveLength(1);
  });

  it("none for unpaid bookings or events more than 30 days ago", async () => {
    await createPastBooking(db, { productId, endedHoursAgo: 30, status: "pending", email: "unpaid.invite@example.test" });
    await createPastBooking(db, { productId, endedHoursAgo: 31 * 24, email: "old.invite@example.test" });
    await sendReviewInvitations(new Date(), "http://localhost");
    expect(await mailsTo("unpaid.invite@example.test")).toHaveLength(0);
    expect(await mailsTo("old.invite@example.test")).toHaveLength(0);
    expect((await db.select().from(tables.sentReminders).where(like(tables.sentReminders.kind, "review-%"))).length).toBeGreaterThan(0);
  });
});
