// The planner's RFP page (issue 45): the proposals side by side (total, per person, what is
// included, capacity fit, deposit and cancellation terms, rating, response time, distance to the
// airport), and its two forms: award (then straight to the checkout's confirmation page, to pay
// the deposit or in full as the proposal says) and decline with a reason.
import { inclusionText } from "~/catalog/sanitize.server";
import { invoicePaths } from "~/payments/invoice.server";
import type { Lang } from "~/i18n/config";
import { fill, optionLabel } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { layoutIn } from "~/mail/mail-language.server";
import { policyIn } from "~/terms/policy-language.server";
import { parseWithZod } from "~/utils/form-submission.server";
import { OptionalReasonSchema, ReasonSchema, refusalIn, rfpReplyIn } from "~/rfp/rfp-schema.server";
import { adminRfps, awardProposal, declineProposal, plannerView, rfpPath, rfpsOfUser, type Rfp } from "~/rfp/rfps.server";
import { baliToUtc, formatDate, formatDecimal, formatRupiah } from "~/utils/format";

const lastDay = (at: Date) => formatDate(at.getTime() - 1);

function hoursText(lang: Lang, ms: number | null): string | null {
  if (ms === null) return null;
  const hours = ms / 3_600_000;
  return lang === "id" ? `${formatDecimal(hours, lang)} jam` : `${formatDecimal(hours, lang)} h`;
}

export async function plannerRfpPage(rfp: Rfp, lang: Lang, now = new Date()) {
  const t = strings(lang, "rfp");
  const view = await plannerView(rfp, now);
  return {
    id: rfp.id,
    status: optionLabel(t, "status", rfp.status, rfp.status),
    statusValue: rfp.status,
    open: rfp.status === "open",
    eventType: optionLabel(t, "eventType", rfp.eventType, rfp.eventType),
    people: rfp.headCount,
    location: rfp.location,
    replyBy: lastDay(rfp.replyBy),
    days: view.days.map((d) => ({ id: d.id, label: `${formatDate(baliToUtc(d.date, "12:00"))} ${d.startTime}-${d.endTime}`, layout: layoutIn(lang, d.layout), headCount: d.headCount })),
    venues: view.recipients.map(({ recipient, venue, responseMs, proposal }) => {
      const policy = policyIn(lang, venue.cancellationPolicy);
      return {
        recipientId: recipient.id,
        name: venue.name,
        location: venue.location,
        status: optionLabel(t, "recipient", recipient.status, recipient.status),
        statusValue: recipient.status,
        reason: recipient.reason,
        rating: venue.rating === null ? t.noRating : `${formatDecimal(venue.rating, lang)} / 5 (${venue.reviewCount})`,
        responseTime: hoursText(lang, responseMs),
        airport: `${formatDecimal(venue.distanceToAirport, lang)} km`,
        deposit: proposal?.paymentPlan === "deposit" && venue.depositPercent > 0 && venue.depositPercent < 100
          ? fill(t.depositWords, { percent: venue.depositPercent, days: venue.balanceDaysBefore })
          : t.fullPayment,
        cancellation: `${policy.tier}: ${policy.words}`,
        proposal: proposal && {
          id: proposal.id,
          total: formatRupiah(proposal.total),
          subtotal: formatRupiah(proposal.subtotal),
          perPerson: formatRupiah(proposal.perPerson),
          discount: proposal.discountPercent ? `${proposal.discountPercent}% (-${formatRupiah(proposal.discountAmount)})` : null,
          validUntil: lastDay(proposal.validUntil),
          expired: proposal.expired,
          held: proposal.held,
          concessions: proposal.concessions,
          message: proposal.message,
          askProduct: proposal.lines[0]?.line.productId ?? null,
          lines: proposal.lines.map((l) => ({
            id: l.line.id,
            text: `${formatDate(l.line.startsAt)} · ${l.subVenueName}: ${l.productName} · ${formatRupiah(l.line.total)}`,
            included: inclusionText(l.inclusion),
            capacity: fill(t.capacityLine, { room: l.subVenueName, capacity: l.capacity, layout: layoutIn(lang, l.line.setup), people: l.line.headCount }),
            fits: l.capacity >= l.line.headCount,
          })),
        },
      };
    }),
  };
}

export type PlannerActionResult = { ok: true; redirect: string } | { ok: false; status: number; intent: string; id: number; reply?: unknown; message?: string };

export async function plannerRfpAction(rfp: Rfp, form: FormData, lang: Lang, { origin, clientAddress, selfPath }: { origin: string; clientAddress: string; selfPath: string }): Promise<PlannerActionResult> {
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) return { ok: false, status: 400, intent, id: 0, message: strings(lang, "rfp").errNotFound };
  if (intent === "award") {
    const submission = parseWithZod(form, { schema: OptionalReasonSchema });
    if (submission.status !== "success") return { ok: false, status: 400, intent, id, reply: rfpReplyIn(lang, submission.reply()) };
    const done = await awardProposal(rfp, id, { reason: submission.value.reason ?? "", clientAddress, origin });
    if (done.ok) return { ok: true, redirect: invoicePaths(done.invoice).confirmation };
    // The checkout's refusals are English messages, the RFP's are ids.
    return { ok: false, status: done.status, intent, id, message: refusalIn(lang, done) };
  }
  if (intent === "decline") {
    const submission = parseWithZod(form, { schema: ReasonSchema });
    if (submission.status !== "success") return { ok: false, status: 400, intent, id, reply: rfpReplyIn(lang, submission.reply()) };
    const done = await declineProposal(rfp, id, submission.value.reason);
    return done.ok ? { ok: true, redirect: selfPath } : { ok: false, status: done.status, intent, id, message: refusalIn(lang, done) };
  }
  return { ok: false, status: 400, intent, id, message: strings(lang, "rfp").errNotFound };
}

/** A signed-in planner's RFPs, newest first, each with its link. */
export async function plannerRfpList(userId: number, lang: Lang) {
  const t = strings(lang, "rfp");
  return (await rfpsOfUser(userId)).map((rfp) => ({
    id: rfp.id,
    path: rfpPath(rfp.accessToken),
    eventType: optionLabel(t, "eventType", rfp.eventType, rfp.eventType),
    people: rfp.headCount,
    status: optionLabel(t, "status", rfp.status, rfp.status),
    created: formatDate(rfp.createdAt),
  }));
}

/** The admin's list (issue 45): every RFP, its state, venues and proposals. */
export async function adminRfpList(lang: Lang) {
  const t = strings(lang, "rfp");
  return (await adminRfps()).map(({ rfp, venues, proposals }) => ({
    id: rfp.id,
    created: formatDate(rfp.createdAt),
    planner: rfp.company ? `${rfp.name} (${rfp.company})` : rfp.name,
    email: rfp.email,
    eventType: optionLabel(t, "eventType", rfp.eventType, rfp.eventType),
    people: rfp.headCount,
    status: optionLabel(t, "status", rfp.status, rfp.status),
    closable: rfp.status === "open" || rfp.status === "unverified",
    closedReason: rfp.closedReason,
    venues,
    proposals,
  }));
}
