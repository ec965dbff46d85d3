// /change-date/{invoiceNo}?line={id}(&token=...): the planner asks to move one paid booking to
// another date and start time (issue 22 item 8, ADR 0252). Same access as the voucher: the
// owner, an admin, or the invoice's link token. A plain form validated on the server; the
// answer comes from the vendor, by e-mail and on this page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { json, getCurrentUser, loginRedirect, DATE_CHANGE_NOTE_MAX, DateChangeSchema, loadDateChangePage, requestDateChange, spanWords, withdrawDateChange, parseWithZod, pageLanguage, messageText, translateReply, ACCOUNT_NOTICES, readFormData, redirectWithToast, appOrigin, baliIsoDate, baliToUtc, formatDate, formatRupiah, quantityRef } from "~/server-imports/change-date.$invoiceNo.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, SelectField, SubmitButton, TextareaField, useFormReply } from "~/components/forms";
import { baliTime } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { Words } from "~/components/words";

async function requirePage(request: Request, invoiceNo: string | undefined) {
  const url = new URL(request.url);
  const user = await getCurrentUser(request);
  const token = url.searchParams.get("token");
  const page = await loadDateChangePage(invoiceNo, url.searchParams.get("line"), { user, token });
  if (!page) {
    // A guest without the link logs in first (their own bookings); anyone else learns nothing.
    if (!user && !token) throw loginRedirect(request);
    throw new Response("Not Found", { status: 404 });
  }
  return { page, token, user, url };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page, token, user } = await requirePage(request, params.invoiceNo);
  const { invoice, line, open, lastAnswered } = page;
  const no = encodeURIComponent(invoice.invoiceNo);
  const language = pageLanguage(request, "account");
  const spanIn = (from: Date, to: Date) => spanWords(from, to, language.lang);
  return json({
    ...language,
    invoiceNo: invoice.invoiceNo,
    line: {
      id: line.id,
      title: line.productName,
      place: `${line.subVenueName}, ${line.venueName}`,
      eventName: line.eventName,
      when: spanIn(line.startsAt, line.endsAt),
      quantity: messageText(language.lang, quantityRef(line.qty, line.unit)),
      total: formatRupiah(line.totalPrice),
      date: baliIsoDate(line.startsAt),
      time: baliTime(line.startsAt),
    },
    times: page.times,
    window: { min: page.window.min, max: page.window.max, minLabel: formatDate(baliToUtc(page.window.min)), maxLabel: formatDate(baliToUtc(page.window.max)) },
    noteMax: DATE_CHANGE_NOTE_MAX,
    blocked: page.blocked ? messageText(language.lang, page.blocked) : page.blocked,
    open: open ? { to: spanIn(open.startsAt, open.endsAt), note: open.note } : null,
    lastAnswered: lastAnswered
      ? { status: lastAnswered.status, to: spanIn(lastAnswered.startsAt, lastAnswered.endsAt), from: spanIn(lastAnswered.fromStartsAt, lastAnswered.fromEndsAt), message: lastAnswered.decisionNote }
      : null,
    voucherPath: `/voucher/${no}${token ? `?${new URLSearchParams({ token })}` : ""}`,
    messagePath: user ? `/messages/new?line=${line.id}` : null,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { page, url } = await requirePage(request, params.invoiceNo);
  const formData = await readFormData(request);
  const here = `${url.pathname}${url.search}`;
  // Answers in the page's language (the domain keeps the English, ADR 0300).
  const { lang } = pageLanguage(request);
  const say = (message: string) => messageText(lang, message);
  if (formData.get("intent") === "withdraw") {
    const withdrawn = await withdrawDateChange({ invoiceId: page.invoice.id, lineId: page.line.id, origin: appOrigin(request) });
    return redirectWithToast(here, withdrawn ? { type: "success", description: say(ACCOUNT_NOTICES.withdrawn) } : { type: "error", description: say(ACCOUNT_NOTICES.nothingToWithdraw) });
  }
  const submission = parseWithZod(formData, { schema: DateChangeSchema });
  if (submission.status !== "success") return json({ result: translateReply(lang, submission.reply()) }, { status: 400 });
  const result = await requestDateChange({ invoiceId: page.invoice.id, lineId: page.line.id, input: submission.value, origin: appOrigin(request) });
  if (!result.ok) {
    return json({ result: translateReply(lang, submission.reply({ formErrors: result.formError ? [result.formError] : [], fieldErrors: result.fieldErrors ?? {} })), shorter: result.code === "shorter" }, { status: result.status });
  }
  return redirectWithToast(here, { type: "success", description: say(ACCOUNT_NOTICES.dateChangeSent) });
}

export default function ChangeDatePage() {
  const { invoiceNo, line, times, window, noteMax, blocked, open, lastAnswered, voucherPath, messagePath, i18n } = useLoaderData<typeof loader>();
  const t = i18n.account;
  const data = useActionData<typeof action>();
  const f = useFormReply("change-date-form", data?.result, { date: line.date, time: line.time, note: "" });
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm"><Link to={voucherPath} className="font-semibold text-teal-800 underline">{t.backToYourBooking}</Link></p>
      <h1 className="mt-2 text-2xl font-bold">{t.changeDate}</h1>
      <p className="mt-1 text-sm text-slate-600">{fill(t.invoiceNo, { no: invoiceNo })}</p>

      <section aria-labelledby="booked-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="booked-line">
        <h2 id="booked-heading" className="font-semibold">{t.booked}</h2>
        <p className="mt-1 font-semibold">{line.title}</p>
        <p className="text-sm text-slate-700">{line.place}{line.eventName ? ` · ${line.eventName}` : ""}</p>
        <p className="mt-1 text-sm"><span data-testid="booked-when">{line.when}</span> {t.baliTime} · {line.quantity} · {line.total}</p>
      </section>

      {lastAnswered && !open ? (
        <p
          role="status"
          className={`mt-4 rounded-md px-3 py-2 text-sm ring-1 ${lastAnswered.status === "accepted" ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-amber-50 text-amber-900 ring-amber-200"}`}
          data-testid="last-answer"
        >
          {lastAnswered.status === "accepted"
            ? fill(t.dateChangeAccepted, { from: lastAnswered.from, to: lastAnswered.to })
            : `${fill(t.dateChangeDeclined, { to: lastAnswered.to })}${lastAnswered.message ? ` ${fill(t.venueMessage, { message: lastAnswered.message })}` : ""}`}
        </p>
      ) : null}

      {open ? (
        <section aria-labelledby="open-heading" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="open-request">
          <h2 id="open-heading" className="font-semibold text-amber-900">{t.waitingForAnswer}</h2>
          <p className="mt-1 text-sm"><Words template={t.youAskedToMove} parts={{ to: <strong>{open.to}</strong> }} /></p>
          {open.note ? <p className="mt-1 text-sm text-slate-700">{fill(t.yourMessage, { note: open.note })}</p> : null}
          <Form method="post" className="mt-3">
            <SubmitButton name="intent" value="withdraw" pendingText={t.withdrawing} className="rounded-full border border-slate-400 bg-white px-5 py-2 text-sm font-semibold hover:bg-slate-50">
              {t.withdrawRequest}
            </SubmitButton>
          </Form>
        </section>
      ) : blocked ? (
        <div role="alert" className="mt-6 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="change-blocked">
          <p>{blocked}</p>
          {messagePath ? <p className="mt-2"><Link to={messagePath} className="font-semibold underline">{t.messageTheVenue}</Link></p> : null}
        </div>
      ) : (
        <section aria-labelledby="new-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="new-heading" className="font-semibold">{t.newDateAndTime}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {fill(t.sameSpace, { quantity: line.quantity })}
          </p>
          {f.formErrors?.length ? (
            <div id={f.formErrorId} role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
              {f.formErrors.map((e) => <p key={e}>{e}</p>)}
            </div>
          ) : null}
          <Form method="post" key={f.formKey} {...f.form} className="mt-4 grid gap-x-4 sm:grid-cols-2">
            <Field
              label={t.newDate}
              inputProps={{ ...f.field("date"), type: "date", min: window.min, max: window.max, required: true }}
              hint={fill(t.dateRange, { min: window.minLabel, max: window.maxLabel })}
              errors={f.errors("date")}
            />
            <SelectField
              label={t.newStartTime}
              selectProps={{ ...f.field("time"), required: true }}
              options={times.map((t) => ({ value: t, label: t }))}
              errors={f.errors("time")}
            />
            <TextareaField
              className="sm:col-span-2"
              label={t.messageToVenue}
              textareaProps={{ ...f.field("note"), rows: 3, maxLength: noteMax }}
              errors={f.errors("note")}
            />
            {/* Shown once the server has said the new start ends early (closing time): never shortened silently. */}
            {data && "shorter" in data && data.shorter ? (
              <label className="mb-3 flex items-center gap-2 text-sm sm:col-span-2">
                <input type="checkbox" name="acceptShorter" value="on" data-testid="accept-shorter" /> {t.acceptShorter}
              </label>
            ) : null}
            <div className="sm:col-span-2">
              <SubmitButton name="intent" value="request" pendingText={t.sending}>{t.askTheVenue}</SubmitButton>
            </div>
          </Form>
        </section>
      )}
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.changeDate ?? "Change the date", data?.i18n.account.changeDateDescription ?? "Ask the venue to move your booking to another date.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
