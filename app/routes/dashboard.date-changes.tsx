// /dashboard/date-changes: planners' requests to move a booking (issue 22 item 8, ADR 0252).
// Accept moves the booking at once when the new time is still free; Decline leaves it, with an
// optional message to the planner. Plain forms (no JS needed); only the vendor's own requests.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { DATE_CHANGE_NOTE_MAX, DECISION_NOTE_TOO_LONG, decideDateChange, listDateChangesForVendor, REQUEST_NOT_ANSWERED } from "~/cancellations/date-change.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton, TextareaField } from "~/components/forms";
import { pageMeta } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/url.server";
import { requireVendorMember } from "~/supplier/access.server";
import { fill, optionLabel } from "~/i18n/config";
import { msg } from "~/i18n/message-ref";
import { metaStrings } from "~/i18n/meta-strings";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings, useLang } from "~/i18n/use-strings";
import { timesIn } from "~/utils/format";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireVendorMember(request, "reservations", "view");
  // The page's words come from the layout ("dashboard"); the server's notes are translated here.
  const { lang } = pageLanguage(request);
  const requests = (await listDateChangesForVendor(user.supplierId)).map((r) => ({ ...r, problem: r.problem ? messageText(lang, r.problem) : r.problem }));
  return json({ requests, noteMax: DATE_CHANGE_NOTE_MAX });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireVendorMember(request, "reservations", "edit");
  const form = await readFormData(request);
  const { lang, i18n } = pageLanguage(request, "dashboard");
  const say = (text: string) => messageText(lang, text);
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if ((intent !== "accept" && intent !== "decline") || !Number.isSafeInteger(id) || id < 1) throw new Response("Bad Request", { status: 400 });
  const note = String(form.get("note") ?? "");
  if (note.length > DATE_CHANGE_NOTE_MAX) {
    return json({ id, message: say(DECISION_NOTE_TOO_LONG), note }, { status: 400 });
  }
  const result = await decideDateChange({ requestId: id, supplierId: user.supplierId, userId: user.id, decision: intent, note, origin: appOrigin(request) });
  if (!result.ok) {
    if (result.status === 404) throw new Response("Not Found", { status: 404 });
    return json({ id, message: say(result.formError ?? REQUEST_NOT_ANSWERED), note }, { status: result.status });
  }
  return redirectWithToast("/dashboard/date-changes", {
    type: "success",
    description: intent === "accept" ? i18n.dashboard.dcAcceptedToast : i18n.dashboard.dcDeclinedToast,
  });
}


export default function DateChanges() {
  const lang = useLang();
  const { requests, noteMax } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const open = requests.filter((r) => r.status === "requested");
  const answered = requests.filter((r) => r.status !== "requested");
  const t = useStrings("dashboard");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t.dcTitle}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.dcIntro}</p>

      <section aria-labelledby="open-heading" className="mt-6">
        <h2 id="open-heading" className="font-semibold">{open.length ? fill(t.dcWaiting, { n: open.length }) : t.dcNoneWaiting}</h2>
        <ul className="mt-3 space-y-4">
          {open.map((r) => {
            const error = failed && failed.id === r.id ? failed : null;
            const errorId = `date-change-${r.id}-error`;
            return (
              <li key={r.id} className="rounded-xl border border-slate-200 p-4" data-testid="date-change" data-request={r.id}>
                <p className="font-semibold">{r.title}</p>
                <p className="text-sm text-slate-600">
                  {r.booker} · {fill(t.dcInvoice, { no: r.invoiceNo })}{r.eventName ? ` · ${r.eventName}` : ""} · {fill(t.dcAsked, { at: r.requestedAt })}
                </p>
                <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
                  <dt className="text-slate-600">{t.dcBooked}</dt>
                  <dd>{timesIn(r.from, lang)}</dd>
                  <dt className="text-slate-600">{t.dcAskedFor}</dt>
                  <dd className="font-semibold">{timesIn(r.to, lang)}</dd>
                </dl>
                {r.note ? <p className="mt-2 text-sm">{fill(t.dcPlannerMessage, { note: r.note })}</p> : null}
                {r.problem ? <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{r.problem}</p> : null}
                {error ? (
                  <p id={errorId} role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{error.message}</p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-start gap-4">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="id" value={r.id} />
                    <SubmitButton
                      name="intent"
                      value="accept"
                      pendingText={t.dcAccepting}
                      aria-describedby={error ? errorId : undefined}
                      className="rounded-full bg-teal-700 px-5 py-2 text-sm font-semibold text-white hover:bg-teal-800"
                      aria-label={fill(t.dcAcceptLabel, { title: r.title, to: r.to })}
                    >
                      {t.dcAccept}
                    </SubmitButton>
                  </Form>
                  <Form method="post" preventScrollReset className="min-w-0 flex-1 basis-64">
                    <input type="hidden" name="id" value={r.id} />
                    <TextareaField
                      label={t.dcNoteLabel}
                      textareaProps={{ id: `decline-note-${r.id}`, name: "note", rows: 2, maxLength: noteMax, defaultValue: error?.note ?? "" }}
                    />
                    <SubmitButton
                      name="intent"
                      value="decline"
                      pendingText={t.dcDeclining}
                      className="rounded-full border border-red-700 px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                      aria-label={fill(t.dcDeclineLabel, { title: r.title, to: r.to })}
                    >
                      {t.dcDecline}
                    </SubmitButton>
                  </Form>
                </div>
                <p className="mt-2 text-sm"><Link to={`/dashboard/manage-reservations?detail=${r.lineId}`} className="text-teal-800 underline">{t.dcBookingDetail}</Link></p>
              </li>
            );
          })}
        </ul>
      </section>

      {answered.length ? (
        <section aria-labelledby="answered-heading" className="mt-8">
          <h2 id="answered-heading" className="font-semibold">{t.dcAnswered}</h2>
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {answered.map((r) => (
              <li key={r.id} className="py-2" data-testid="date-change-answered" data-request={r.id}>
                <span className="font-semibold">{optionLabel(t, "dcStatus", r.status, r.status)}</span> · {r.title} · {r.booker}: {timesIn(r.from, lang)} → {timesIn(r.to, lang)}
                {r.decidedAt ? <span className="text-slate-600"> ({timesIn(r.decidedAt, lang)})</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "dashboard");
  return pageMeta(t?.dcTitle ?? "Date changes", t?.dcMetaDescription ?? "Planners' requests to move a booking.", { noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
