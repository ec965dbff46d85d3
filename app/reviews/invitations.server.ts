// Review invitations (issue 28, ADR 0270), sent by the job runner like the other reminders
// (ADR 0102): at 09:00 Bali the day after the event, one e-mail per invoice and event day with a
// link per line that works without an account (the invoice's access token); one reminder a week
// later for the lines still not reviewed, while the 30 days last. sent_reminders makes each go
// out once, in the same transaction as the queued mail.
import { and, eq, gt, inArray, isNull, lt, lte } from "drizzle-orm";
import { getDb, tables, write, transaction } from "~/db.server";
import { queueMail } from "~/mail/mail.server";
import { defaultOrigin, type Tx } from "~/payments/invoice-status.server";
import { isCancelledLine } from "~/reviews/reviews.server";
import { REVIEW_WINDOW_DAYS } from "~/reviews/review-rules";
import { BRAND } from "~/utils/constants";
import { fill, invoiceLanguage, mailStrings } from "~/mail/mail-language.server";
import { baliIsoDate, baliStartOfDay, formatDate } from "~/utils/format";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Invitations go out from this Bali hour of the day after the event. */
export const INVITE_HOUR = 9;
export const REVIEW_REMINDER_AFTER_MS = 7 * DAY;

type Line = typeof tables.reservationLines.$inferSelect;
type Invoice = typeof tables.invoices.$inferSelect;

/** The review page of a line, with the invoice's token so it works for guests. */
export function reviewUrl(origin: string, lineId: number, invoice: Pick<Invoice, "accessToken">) {
  return `${origin}/review/${lineId}?token=${encodeURIComponent(invoice.accessToken)}`;
}

async function claim(tx: Tx, kind: "review-invite" | "review-reminder", ref: string, now: Date): Promise<boolean> {
  return !!(await write((db) => db.insert(tables.sentReminders).values({ kind, ref, sentAt: now }).onConflictDoNothing().returning({ ref: tables.sentReminders.ref })))[0];
}

/** Paid lines not yet reviewed that ended in [from, to), with their invoice. */
async function unreviewedLines(from: Date, to: Date, invoiceIds?: number[]) {
  return (await getDb()
      .select({ line: tables.reservationLines, invoice: tables.invoices })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .leftJoin(tables.reviews, eq(tables.reviews.reservationLineId, tables.reservationLines.id))
      .where(
        and(
          eq(tables.invoices.status, "paid"),
          isNull(tables.reviews.id),
          gt(tables.reservationLines.endsAt, from),
          lt(tables.reservationLines.endsAt, to),
          invoiceIds ? inArray(tables.invoices.id, invoiceIds) : undefined,
        ),
      )
      .orderBy(tables.reservationLines.startsAt))
    .filter((r) => !isCancelledLine(r.line));
}

function groupByInvoiceDay(rows: { line: Line; invoice: Invoice }[]) {
  const groups = new Map<string, { line: Line; invoice: Invoice }[]>();
  for (const row of rows) {
    const ref = `${row.invoice.id}:${baliIsoDate(row.line.endsAt)}`;
    groups.set(ref, [...(groups.get(ref) ?? []), row]);
  }
  return groups;
}

function mailText(origin: string, group: { line: Line; invoice: Invoice }[], reminder: boolean) {
  const { invoice } = group[0];
  const t = mailStrings(invoiceLanguage(invoice));
  const closes = new Date(Math.min(...group.map((r) => r.line.endsAt.getTime())) + REVIEW_WINDOW_DAYS * DAY);
  return [
    fill(t.dear, { name: invoice.name }),
    reminder ? fill(t.reviewReminder, { date: formatDate(group[0].line.startsAt) }) : fill(t.reviewAsk, { brand: BRAND }),
    group.map((r) => `- ${r.line.productName}, ${r.line.subVenueName}, ${r.line.venueName}:\n  ${reviewUrl(origin, r.line.id, invoice)}`).join("\n"),
    fill(t.reviewOpen, { date: formatDate(closes) }),
    BRAND,
  ].join("\n\n");
}

export type ReviewMailCounts = { invitations: number; reminders: number };

export async function sendReviewInvitations(now = new Date(), origin = defaultOrigin()): Promise<ReviewMailCounts> {
  const db = getDb();
  // Lines that ended before today's Bali day once 09:00 has passed (before, before yesterday).
  const endedBefore = baliStartOfDay(new Date(now.getTime() - INVITE_HOUR * HOUR));
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY);
  let invitations = 0;
  for (const [ref, group] of groupByInvoiceDay(await unreviewedLines(windowStart, endedBefore))) {
    await transaction(async (tx) => {
            if (!await claim(tx, "review-invite", ref, now)) return;
            await queueMail(tx, {
              to: group[0].invoice.email,
              subject: fill(mailStrings(invoiceLanguage(group[0].invoice)).reviewSubject, { venue: group[0].line.venueName }),
              text: mailText(origin, group, false),
            });
            invitations++;
          });
  }

  // Reminders: invitations sent a week ago or more, for the lines still without a review.
  const invited = await db
      .select()
      .from(tables.sentReminders)
      .where(and(eq(tables.sentReminders.kind, "review-invite"), lte(tables.sentReminders.sentAt, new Date(now.getTime() - REVIEW_REMINDER_AFTER_MS)), gt(tables.sentReminders.sentAt, new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY))));
  const reminded = new Set(
    (await db.select({ ref: tables.sentReminders.ref }).from(tables.sentReminders).where(eq(tables.sentReminders.kind, "review-reminder"))).map((r) => r.ref),
  );
  const due = invited.filter((r) => !reminded.has(r.ref));
  let reminders = 0;
  if (due.length) {
    const invoiceIds = [...new Set(due.map((r) => Number(r.ref.split(":")[0])))];
    const groups = groupByInvoiceDay(await unreviewedLines(windowStart, endedBefore, invoiceIds));
    for (const { ref } of due) {
      const group = groups.get(ref);
      if (!group) continue; // every line reviewed (or the window closed)
      await transaction(async (tx) => {
                if (!await claim(tx, "review-reminder", ref, now)) return;
                await queueMail(tx, {
                  to: group[0].invoice.email,
                  subject: fill(mailStrings(invoiceLanguage(group[0].invoice)).reviewReminderSubject, { venue: group[0].line.venueName }),
                  text: mailText(origin, group, true),
                });
                reminders++;
              });
    }
  }
  return { invitations, reminders };
}
