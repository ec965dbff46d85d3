// The planner's RFP page body (issue 45): the brief, then one column per venue (a stack on a
// phone): status, proposal total, per person, what is included, capacity fit, deposit and
// cancellation terms, rating, response time, distance to the airport; award and decline forms.
import { Link } from "@remix-run/react";
import { Form } from "~/components/form";
import type { FormReply } from "~/components/forms";
import type { en as RfpStrings } from "~/i18n/dict/rfp.server";

type Line = { id: number; text: string; included: string; capacity: string; fits: boolean };
type Proposal = {
  id: number; total: string; subtotal: string; perPerson: string; discount: string | null; validUntil: string; expired: boolean; held: boolean;
  concessions: string; message: string; askProduct: number | null; lines: Line[];
};
type Venue = {
  recipientId: number; name: string; location: string; status: string; statusValue: string; reason: string; rating: string;
  responseTime: string | null; airport: string; deposit: string; cancellation: string; proposal: Proposal | null;
};
type Page = {
  id: number; status: string; open: boolean; eventType: string; people: number; location: string; replyBy: string;
  days: { id: number; label: string; layout: string; headCount: number }[]; venues: Venue[];
};
type Failed = { intent: string; id: number; reply: FormReply | null; message: string | null } | null;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-slate-100 py-1.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** A reason field with its error below it (plain: this page loads no form library). */
function Reason({ id, label, errors }: { id: string; label: string; errors: string[] | undefined }) {
  return (
    <div className="mb-2">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <textarea id={id} name="reason" rows={2} maxLength={1000} aria-invalid={errors ? true : undefined} aria-describedby={errors ? `${id}-error` : undefined} className="w-full rounded-md border border-slate-300 px-3 py-2" />
      {errors ? <p id={`${id}-error`} className="text-sm text-red-700">{errors.join(" ")}</p> : null}
    </div>
  );
}

export function RfpComparison({ rfp, t, failed }: { rfp: Page; t: typeof RfpStrings; failed: Failed }) {
  const withProposal = rfp.venues.filter((v) => v.proposal);
  const errorsOf = (intent: string, id: number, field: string) => (failed && failed.intent === intent && failed.id === id ? (failed.reply?.error?.[field] ?? undefined) : undefined);
  return (
    <>
      <h1 className="text-3xl font-bold">{t.pageTitle} #{rfp.id}</h1>
      <p className="mt-1"><span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm" data-testid="rfp-state">{rfp.status}</span></p>
      <section aria-labelledby="brief" className="mt-4 rounded-xl bg-slate-50 p-4">
        <h2 id="brief" className="font-semibold">{t.brief}</h2>
        <p className="text-sm">{rfp.eventType} · {t.people.replace("{count}", String(rfp.people))}{rfp.location ? ` · ${rfp.location}` : ""} · {t.replyByLine.replace("{date}", rfp.replyBy)}</p>
        <ul className="mt-1 list-disc pl-5 text-sm">
          {rfp.days.map((d) => <li key={d.id}>{d.label} · {d.layout} · {t.people.replace("{count}", String(d.headCount))}</li>)}
        </ul>
      </section>
      {failed?.message ? <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{failed.message}</p> : null}
      <h2 className="mt-8 text-xl font-semibold">{t.proposals}</h2>
      {withProposal.length ? null : <p className="mt-2 text-slate-600">{t.noProposals.replace("{date}", rfp.replyBy)}</p>}
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {rfp.venues.map((v) => (
          <article key={v.recipientId} className="rounded-xl border border-slate-200 p-4" data-testid="rfp-venue" aria-labelledby={`venue-${v.recipientId}`}>
            <h3 id={`venue-${v.recipientId}`} className="text-lg font-semibold">{v.name}</h3>
            <p className="text-sm text-slate-600">{v.location} · <span data-testid="rfp-venue-status">{v.status}</span></p>
            {v.reason ? <p className="mt-1 text-sm italic">{v.reason}</p> : null}
            <dl className="mt-2">
              {v.proposal ? (
                <>
                  <Row label={t.total}><strong className="text-lg" data-testid="rfp-total">{v.proposal.total}</strong>{v.proposal.discount ? ` (${t.discount} ${v.proposal.discount})` : ""}</Row>
                  <Row label={t.perPerson}>{v.proposal.perPerson}</Row>
                  <Row label={t.included}>
                    <ul>{v.proposal.lines.map((l) => <li key={l.id}>{l.text}{l.included ? `: ${l.included}` : ""}</li>)}</ul>
                  </Row>
                  <Row label={t.capacityFit}>
                    <ul>{v.proposal.lines.map((l) => <li key={l.id} className={l.fits ? "" : "text-red-700"}>{l.capacity}</li>)}</ul>
                  </Row>
                  <Row label={t.depositTerms}>{v.deposit}</Row>
                  <Row label={t.cancellation}>{v.cancellation}</Row>
                  <Row label={t.validUntil}>{v.proposal.validUntil}{v.proposal.held ? ` · ${t.held}` : ""}</Row>
                  {v.proposal.concessions ? <Row label={t.concessions}>{v.proposal.concessions}</Row> : null}
                  {v.proposal.message ? <Row label={t.message}>{v.proposal.message}</Row> : null}
                </>
              ) : null}
              <Row label={t.rating}>{v.rating}</Row>
              <Row label={t.responseTime}>{v.responseTime ?? "-"}</Row>
              <Row label={t.airport}>{v.airport}</Row>
            </dl>
            {v.proposal?.expired ? <p className="mt-2 text-sm text-amber-800">{t.expired}</p> : null}
            {v.proposal?.askProduct ? <Link to={`/messages/new?product=${v.proposal.askProduct}`} className="mt-2 inline-block text-sm text-teal-800 underline">{t.askQuestion}</Link> : null}
            {rfp.open && v.proposal && !v.proposal.expired && v.statusValue === "proposal_submitted" ? (
              <div className="mt-3 space-y-3">
                <Form method="post">
                  <input type="hidden" name="intent" value="award" />
                  <input type="hidden" name="id" value={v.proposal.id} />
                  <Reason id={`award-reason-${v.recipientId}`} label={t.awardReason} errors={errorsOf("award", v.proposal.id, "reason")} />
                  <button type="submit" aria-label={`${t.award}: ${v.name}`} className="rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800">{t.award}</button>
                </Form>
              </div>
            ) : null}
            {rfp.open && ["awaiting_proposal", "receipt_confirmed", "proposal_submitted"].includes(v.statusValue) ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="decline" />
                <input type="hidden" name="id" value={v.recipientId} />
                <Reason id={`decline-reason-${v.recipientId}`} label={t.declineReason} errors={errorsOf("decline", v.recipientId, "reason")} />
                <button type="submit" aria-label={`${t.decline}: ${v.name}`} className="rounded-full border border-red-700 px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50">{t.decline}</button>
              </Form>
            ) : null}
          </article>
        ))}
      </div>
    </>
  );
}
