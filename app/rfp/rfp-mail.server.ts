// The RFP e-mails (issue 45): the planner's in the RFP's language (the page it was sent from),
// a vendor's in its owner's account language. Queued through the mail module's outbox and jobs.
import { fill, isLang, optionLabel, type Lang } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { withLinks, type MailMessage } from "~/mail/mail.server";
import { FLEXIBLE_DATE_DAYS } from "~/rfp/rfp-states";
import { BRAND } from "~/utils/constants";
import { formatDate, formatRupiah } from "~/utils/format";

type RfpLike = { id: number; name: string; email: string; language: string; eventType: string; headCount: number; replyBy: Date; status: string; flexibleDates?: boolean };

const langOf = (value: string): Lang => (isLang(value) ? value : "en");
const t = (lang: string) => strings(langOf(lang), "rfp");
const greeting = (lang: string, name: string) => fill(strings(langOf(lang), "mail").dear, { name });

function message(to: string, subject: string, lines: string[], links: string[]): MailMessage {
  return withLinks({ to, subject: `${BRAND}: ${subject}`, text: lines.filter(Boolean).join("\n\n") }, links);
}

export const rfpMail = {
  plannerCreated(rfp: RfpLike, link: string) {
    const s = t(rfp.language);
    const body = rfp.status === "unverified" ? s.mailPlannerCreatedVerify : s.mailPlannerCreated;
    return message(rfp.email, fill(s.mailPlannerCreatedSubject, { id: rfp.id }), [greeting(rfp.language, rfp.name), fill(body, { link })], [link]);
  },
  vendorNew(lang: string, to: string, rfp: RfpLike, venue: string, days: string, link: string) {
    const s = t(lang);
    return message(to, fill(s.mailVendorNewSubject, { id: rfp.id, venue }), [
      fill(s.mailVendorNew, {
        name: rfp.name,
        venue,
        eventType: optionLabel(s, "eventType", rfp.eventType, rfp.eventType),
        people: rfp.headCount,
        days,
        replyBy: formatDate(rfp.replyBy.getTime() - 1),
        link,
      }),
      // Flexible dates (ADR 0414): the venue may propose the days moved together.
      ...(rfp.flexibleDates ? [fill(s.flexibleNote, { days: FLEXIBLE_DATE_DAYS })] : []),
    ], [link]);
  },
  plannerTurnedDown(rfp: RfpLike, venue: string, reason: string, link: string) {
    const s = t(rfp.language);
    return message(rfp.email, fill(s.mailTurnedDownSubject, { id: rfp.id, venue }), [greeting(rfp.language, rfp.name), fill(s.mailTurnedDown, { venue, reason }), `${s.mailYourRequests}: ${link}`], [link]);
  },
  plannerProposal(rfp: RfpLike, venue: string, proposal: { total: number; validUntil: Date }, link: string) {
    const s = t(rfp.language);
    return message(rfp.email, fill(s.mailProposalSubject, { id: rfp.id, venue }), [
      greeting(rfp.language, rfp.name),
      fill(s.mailProposal, { venue, total: formatRupiah(proposal.total), validUntil: formatDate(proposal.validUntil.getTime() - 1), link }),
    ], [link]);
  },
  vendorDeclined(lang: string, to: string, rfp: RfpLike, venue: string, reason: string) {
    const s = t(lang);
    return message(to, fill(s.mailDeclinedSubject, { id: rfp.id }), [fill(s.mailDeclined, { id: rfp.id, venue, reason: reason || s.mailNoReason })], []);
  },
  plannerNoAnswer(rfp: RfpLike, venues: string[], link: string) {
    const s = t(rfp.language);
    return message(rfp.email, fill(s.mailNoAnswerSubject, { id: rfp.id }), [
      greeting(rfp.language, rfp.name),
      fill(s.mailNoAnswer, { venues: venues.length ? venues.join(", ") : s.mailNoSuggestions, link }),
    ], [link]);
  },
};
