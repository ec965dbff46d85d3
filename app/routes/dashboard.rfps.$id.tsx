// /dashboard/rfps/:id: one request for proposal as the vendor answers it (issue 45): confirm
// receipt, turn it down with a reason, or propose from the venue's own catalogue. Plain forms.
import { appOrigin, json, pageLanguage, parseId, readFormData, redirectWithToast, requireVendorMember, vendorRfpAction, vendorRfpPage } from "~/server-imports/dashboard.rfps.$id.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Form } from "~/components/form";
import { type FormReply } from "~/components/forms";
import { RfpProposalForm, RfpTurnDownForm } from "~/components/rfp-vendor-forms";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "reservations", "view");
  const id = parseId(params.id);
  const page = pageLanguage(request, "rfp");
  const rfp = id ? await vendorRfpPage(member, id, page.lang) : null;
  if (!rfp) throw new Response("Not Found", { status: 404 });
  return json({ ...page, rfp });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "reservations", "edit");
  const id = parseId(params.id);
  if (!id) throw new Response("Not Found", { status: 404 });
  const form = await readFormData(request);
  // Sending a price is the owner's and managers' (the "prices" permission).
  if (form.get("intent") === "propose" && member.access.prices !== "edit") throw new Response("Forbidden: your team role does not allow this", { status: 403 });
  const { lang } = pageLanguage(request);
  const result = await vendorRfpAction(member, id, form, lang, appOrigin(request));
  if (result.ok) return redirectWithToast(`/dashboard/rfps/${id}`, { type: "success", description: result.notice });
  if (result.status === 404) throw new Response("Not Found", { status: 404 });
  return json({ intent: result.intent, reply: (result.reply ?? null) as FormReply | null, message: result.message ?? null }, { status: result.status });
}

export default function VendorRfp() {
  const { i18n, rfp } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = i18n.rfp;
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t.listTitle} #{rfp.rfpId}</h1>
      <p className="mt-1 text-slate-700">{rfp.planner} · {rfp.eventType} · {t.people.replace("{count}", String(rfp.people))} · {rfp.venueName}</p>
      <p className="text-sm text-slate-600">{t.replyByLine.replace("{date}", rfp.replyBy)}{rfp.budget ? ` · ${rfp.budget}` : ""}</p>
      <p className="mt-2"><span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm" data-testid="rfp-status">{rfp.status}</span></p>
      {rfp.reason ? <p className="mt-1 text-sm text-slate-700">{rfp.reason}</p> : null}
      <ul className="mt-3 list-disc pl-5 text-sm">
        {rfp.days.map((d) => <li key={d.id}>{d.label} · {d.layout} · {t.people.replace("{count}", String(d.headCount))}</li>)}
      </ul>
      {rfp.flexibleNote ? <p className="mt-2 text-sm font-medium text-teal-800">{rfp.flexibleNote}</p> : null}
      {rfp.note ? <p className="mt-3 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm">{rfp.note}</p> : null}
      {failed?.message ? <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{failed.message}</p> : null}

      {rfp.proposal ? (
        <section className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4" aria-labelledby="own-proposal">
          <h2 id="own-proposal" className="font-semibold">{t.yourProposal}</h2>
          <ul className="mt-2 text-sm">{rfp.proposal.lines.map((l) => <li key={l}>{l}</li>)}</ul>
          <p className="mt-2 text-sm">{rfp.proposal.discount ? `${t.discount}: ${rfp.proposal.discount} · ` : ""}{t.total}: <strong>{rfp.proposal.total}</strong> · {t.validUntil}: {rfp.proposal.validUntil}{rfp.proposal.held ? ` · ${t.held}` : ""}</p>
        </section>
      ) : null}

      {rfp.open && rfp.canAnswer ? (
        <div className="mt-6 space-y-6">
          {rfp.statusValue === "awaiting_proposal" ? (
            <Form method="post" preventScrollReset>
              <button type="submit" name="intent" value="confirm" className="rounded-full border border-teal-700 px-5 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50">{t.confirmReceipt}</button>
            </Form>
          ) : null}
          {rfp.canPrice ? (
            <RfpProposalForm rfp={rfp} t={t} reply={failed?.intent === "propose" ? failed.reply : null} />
          ) : (
            <p className="text-sm text-slate-600">{t.cannotPrice}</p>
          )}
          <RfpTurnDownForm t={t} reply={failed?.intent === "turnDown" ? failed.reply : null} />
        </div>
      ) : null}
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.i18n.rfp.listTitle ?? "Requests for proposal"} #${data?.rfp.rfpId ?? ""}`, "A request for proposal: its days, head-count and budget, and your answer.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
