// The recurring work of the job runner (ADR 0102), the mail attachments' drawers and the start-up
// of background work: wiring of the whole app, above the domain modules (ADR 0390).
// Each task is one row in `jobs`, so with several processes only one runs it each time.
import { getDb } from "~/db.server";
// Registers the refund job (its definition lives with the refunds).
import "~/payments/refunds.server";
// ... and the expiry of a released invoice's payment sessions (ADR 0353).
import "~/payments/expire-sessions.server";
import { sendDueReminders } from "~/checkout/reminders.server";
import { defineMailAttachment, requeueOrphanedMail } from "~/mail/mail.server";
import { expireUnpaidInvoices } from "~/payments/invoice-status.server";
import { deleteUnreferencedUploads } from "~/payments/receipt-cleanup.server";
import { lapseOverdueBalances } from "~/cancellations/lapsed-balances.server";
import { sendReviewInvitations } from "~/reviews/invitations.server";
import { endLapsedHold, expireRfps, RFP_HOLD_END_JOB } from "~/rfp/rfps.server";
import { appOrigin } from "~/utils/url.server";
import { appJobStore, defineJob, scheduleRecurring, startJobRunner } from "~/jobs/runner.server";
import { log } from "~/utils/logger.server";

const MINUTE = 60_000;
const FINISHED_JOBS_KEPT_MS = 7 * 24 * 60 * MINUTE;

export const RECURRING_JOBS = {
  /** Unpaid invoices past their deadline expire and free their slots. */
  "invoices.expire": 5 * MINUTE,
  /** Payment-deadline, day-before-event and acknowledge reminders. */
  "reminders.send": 10 * MINUTE,
  /** Review invitations the day after the event, and their one reminder (ADR 0270). */
  "reviews.invite": 30 * MINUTE,
  /** API receipt uploads nobody used within 24 hours. */
  "uploads.cleanup": 60 * MINUTE,
  /** Balances of deposit bookings overdue past their grace period: cancelled under their policy (ADR 0256). */
  "balances.lapse": 60 * MINUTE,
  /** Proposal holds past their valid-until date end; RFPs without answers by their reply-by tell the planner (ADR 0412). */
  "rfps.expire": 10 * MINUTE,
  /** Finished one-off jobs older than a week. */
  "jobs.purge": 6 * 60 * MINUTE,
} as const;

defineJob("invoices.expire", {
  async run(_payload, { now }) {
    const expired = await expireUnpaidInvoices(now);
    if (expired) log().info({ expired }, "unpaid invoices expired");
  },
});

defineJob("reminders.send", {
  async run(_payload, { now }) {
    const counts = await sendDueReminders(now);
    if (counts.paymentDeadline + counts.eventEve + counts.vendorAcknowledge + counts.balance) log().info(counts, "reminders queued");
  },
});

defineJob("balances.lapse", {
  async run(_payload, { now }) {
    const lapsed = await lapseOverdueBalances(now);
    if (lapsed) log().info({ lapsed }, "bookings with an overdue balance cancelled");
  },
});

defineJob("reviews.invite", {
  async run(_payload, { now }) {
    const counts = await sendReviewInvitations(now);
    if (counts.invitations + counts.reminders) log().info(counts, "review invitations queued");
  },
});

defineJob("rfps.expire", {
  async run(_payload, { now }) {
    const counts = await expireRfps(now, appOrigin());
    if (counts.released + counts.notified) log().info(counts, "RFP holds released, planners told");
  },
});

defineJob(RFP_HOLD_END_JOB, {
  async run(payload, { now }) {
    const { proposalId } = payload as { proposalId: number };
    if (await endLapsedHold(proposalId, now)) log().info({ proposalId }, "RFP hold ended at its valid-until");
  },
});

defineJob("uploads.cleanup", {
  async run(_payload, { now }) {
    await deleteUnreferencedUploads(now);
  },
});

defineJob("jobs.purge", {
  async run(_payload, { now }) {
    await appJobStore().purgeFinished(new Date(now.getTime() - FINISHED_JOBS_KEPT_MS));
  },
});

// The invoice (or receipt) PDF that confirmation and payment mails attach (ADR 0258), drawn by
// the delivery; the PDF library is loaded on the first one.
defineMailAttachment("invoice-pdf", async ({ invoiceId }) => {
  const { invoiceAttachment } = await import("~/documents/invoice-document.server");
  const file = await invoiceAttachment(invoiceId);
  return file ? { ...file, contentType: "application/pdf" } : null;
});

/** Registers the recurring tasks (due at once the first time). */
export async function scheduleRecurringJobs(now = new Date()): Promise<void> {
  for (const [kind, interval] of Object.entries(RECURRING_JOBS)) await scheduleRecurring(kind, interval, now);
}

/** At start-up: schedule recurring work, pick up mail left queued, and start this process's runner. */
export async function startBackgroundWork(): Promise<void> {
  await scheduleRecurringJobs();
  const requeued = await requeueOrphanedMail();
  if (requeued) log().info({ requeued }, "queued mail without a delivery job picked up");
  startJobRunner();
}
