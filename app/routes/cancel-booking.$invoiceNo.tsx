// /cancel-booking/{invoiceNo}?token=...(&line=ID): the planner cancels one booking line or the
// whole invoice (ADR 0250). Two steps, both plain forms: choose (lines, reason, and where a
// bank-transfer refund goes), then confirm the exact refund shown. An unpaid reservation is
// cancelled as a whole and simply releases its hold. Owner when logged in, or the link's token.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { json, getCurrentUser, parseCancelForm, type CancelFormValues, cancelBooking, needsBankDetails, quoteLine, canActAsBooker, invoicePaths, loadInvoiceForViewer, plannerOwnsInvoice, readFormData, redirectWithToast, appOrigin, pageLanguage, messageText, ACCOUNT_NOTICES, cancelledWithRefund, CANCELLATION_MESSAGES, formatRupiah } from "~/server-imports/cancel-booking.$invoiceNo.server";
import { policyView } from "~/terms/cancellation-policies";
import { PolicyTimeline } from "~/components/cancellation-policy";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SubmitButton, TextareaField } from "~/components/forms";
import { MessageVenueLink } from "~/components/message-links";
import { formatDateTime } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";
import { Words } from "~/components/words";
import { fill, type Lang } from "~/i18n/config";

async function requireInvoice(request: Request, invoiceNo: string | undefined) {
  const url = new URL(request.url);
  const user = await getCurrentUser(request);
  const invoice = await loadInvoiceForViewer(invoiceNo, { user, token: url.searchParams.get("token") });
  if (!invoice) throw new Response("Not Found", { status: 404 });
  return { invoice, user };
}

function linesView(invoice: NonNullable<Awaited<ReturnType<typeof loadInvoiceForViewer>>>, now: Date, lang: Lang = "en") {
  const t = (text: string) => messageText(lang, text);
  return invoice.lines.map((l) => {
    const quote = quoteLine(invoice, l, now);
    const policy = policyView(l.cancellationPolicy, l.startsAt);
    return {
      id: l.id,
      productName: l.productName,
      venueName: l.venueName,
      subVenueName: l.subVenueName,
      when: formatDateTime(l.startsAt),
      policy: { label: t(policy.label), words: t(policy.words), timeline: policy.timeline.map((step) => ({ ...step, label: t(step.label) })) },
      cancellable: quote.cancellable,
      blocked: quote.blocked,
      percent: quote.percent,
      paid: quote.paid,
      refund: quote.refund,
    };
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { invoice, user } = await requireInvoice(request, params.invoiceNo);
  const now = new Date();
  const language = pageLanguage(request, "account");
  const lines = linesView(invoice, now, language.lang);
  const preselected = Number(new URL(request.url).searchParams.get("line")) || null;
  return json({
    ...language,
    invoiceNo: invoice.invoiceNo,
    status: invoice.status === "pending" && invoice.expiresAt.getTime() <= now.getTime() ? "expired" : invoice.status,
    lines,
    selected: lines.filter((l) => l.cancellable && (preselected === null || l.id === preselected)).map((l) => l.id),
    bankNeeded: await needsBankDetails(invoice.id, lines.filter((l) => l.cancellable)),
    canMessage: plannerOwnsInvoice(user, invoice.userId),
    voucherPath: invoicePaths(invoice).voucher,
    selfPath: `${new URL(request.url).pathname}${new URL(request.url).search}`,
  });
}

type Review = { lineIds: number[]; total: number; values: CancelFormValues };

export async function action({ request, params }: ActionFunctionArgs) {
  const { invoice, user } = await requireInvoice(request, params.invoiceNo);
  // The booker cancels here; an admin who only may view it cancels from the console (audited).
  if (!canActAsBooker(invoice, { user, token: new URL(request.url).searchParams.get("token") })) throw new Response("Forbidden", { status: 403 });
  const form = await readFormData(request);
  const intent = form.get("intent");
  const now = new Date();
  const origin = appOrigin(request);
  // Refusals and notices in the page's language (the domain keeps the English, ADR 0300).
  const { lang } = pageLanguage(request);
  const say = (message: string) => messageText(lang, message);
  const sayAll = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map(say)]));
  const backTo = user ? "/my-reservation" : invoicePaths(invoice).voucher;

  if (intent === "release") {
    const result = await cancelBooking({ invoiceId: invoice.id, lineIds: [], by: { kind: "planner", userId: user?.id ?? null }, reason: "", origin, now });
    if (!result.ok) return json({ review: null, errors: { "": [say(result.message)] } as Record<string, string[]>, values: null }, { status: result.status });
    return redirectWithToast(backTo, { type: "success", description: say(ACCOUNT_NOTICES.released) });
  }

  const parsed = parseCancelForm(form, { bankNeeded: await needsBankDetails(invoice.id, linesView(invoice, now).filter((l) => l.cancellable)) });
  if (!parsed.ok) return json({ review: null, errors: sayAll(parsed.errors), values: parsed.values }, { status: 400 });
  const quotes = invoice.lines.filter((l) => parsed.value.lineIds.includes(l.id)).map((l) => quoteLine(invoice, l, now));
  if (intent === "confirm" && quotes.length && quotes.every((q) => q.blocked === "cancelled")) {
    // The same confirmation again (a double submit, or back and resend): it is already done.
    return redirectWithToast(backTo, { type: "success", description: say(ACCOUNT_NOTICES.alreadyDone) });
  }
  if (quotes.length !== parsed.value.lineIds.length || quotes.some((q) => !q.cancellable)) {
    const closed = quotes.some((q) => q.blocked === "cutoff");
    return json(
      { review: null, errors: { line: [say(closed ? CANCELLATION_MESSAGES.cutoff : ACCOUNT_NOTICES.cannotCancel)] }, values: parsed.values },
      { status: 409 },
    );
  }
  const total = quotes.reduce((s, q) => s + q.refund, 0);
  if (intent !== "confirm") {
    const review: Review = { lineIds: parsed.value.lineIds, total, values: parsed.values };
    return json({ review, errors: null, values: parsed.values });
  }
  const result = await cancelBooking({
    invoiceId: invoice.id,
    lineIds: parsed.value.lineIds,
    by: { kind: "planner", userId: user?.id ?? null },
    reason: parsed.value.reason,
    expectedRefund: parsed.value.expectedRefund,
    bank: parsed.value.bank,
    origin,
    now,
  });
  if (!result.ok) {
    // The refund moved (a step passed meanwhile): show the new figure to confirm again.
    const review: Review | null = result.code === "quote" ? { lineIds: parsed.value.lineIds, total, values: parsed.values } : null;
    return json({ review, errors: { "": [say(result.message)] } as Record<string, string[]>, values: parsed.values }, { status: result.status });
  }
  const description = say(result.refundTotal
    ? cancelledWithRefund(formatRupiah(result.refundTotal))
    : ACCOUNT_NOTICES.cancelledNoRefund);
  return redirectWithToast(backTo, { type: "success", description });
}

export default function CancelBooking() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const values = reply?.values ?? null;
  const errors = (name: string) => (reply?.errors as Record<string, string[]> | null | undefined)?.[name];
  const selected = values ? values.lineIds : data.selected;
  const review = reply?.review ?? null;
  const chosen = review ? data.lines.filter((l) => review.lineIds.includes(l.id)) : [];
  const t = data.i18n.account;

  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t.cancelBooking}</h1>
      <p className="mt-1 text-sm text-slate-600"><Words template={t.invoiceNo} parts={{ no: <span className="font-mono">{data.invoiceNo}</span> }} /></p>
      <ErrorList id="cancel-form-error" errors={errors("")} />

      {data.status === "pending" ? (
        <section className="mt-6 rounded-xl bg-white p-5 shadow-sm">
          <p>{t.notPaidYet}</p>
          <Form method="post" className="mt-4">
            <SubmitButton name="intent" value="release" className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">
              {t.cancelReservation}
            </SubmitButton>
          </Form>
        </section>
      ) : data.status !== "paid" ? (
        <p className="mt-6 rounded-xl bg-white p-5 shadow-sm">{fill(t.nothingToCancel, { status: t[`status.${data.status}` as keyof typeof t] ?? data.status })}</p>
      ) : review ? (
        <section className="mt-6 rounded-xl bg-white p-5 shadow-sm" aria-labelledby="review-heading" data-testid="cancel-review">
          <h2 id="review-heading" className="text-lg font-semibold">{t.confirmCancellation}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {chosen.map((l) => (
              <li key={l.id}>
                <Words template={t.reviewLine} parts={{ product: l.productName, venue: l.venueName, when: l.when, percent: l.percent, paid: <Money amount={l.paid} />, refund: <Money amount={l.refund} className="font-semibold" /> }} />
              </li>
            ))}
          </ul>
          <p className="mt-4 text-lg">
            {t.yourRefund} <strong className="whitespace-nowrap" data-testid="cancel-refund-total"><Money amount={review.total} /></strong>
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            {review.lineIds.map((id) => <input key={id} type="hidden" name="line" value={id} />)}
            <input type="hidden" name="expectedRefund" value={review.total} />
            <input type="hidden" name="reason" value={review.values.reason} />
            <input type="hidden" name="accountName" value={review.values.accountName} />
            <input type="hidden" name="bankName" value={review.values.bankName} />
            <input type="hidden" name="accountNumber" value={review.values.accountNumber} />
            <SubmitButton name="intent" value="confirm" className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">
              {t.confirmCancellationButton}
            </SubmitButton>
            <a href={data.voucherPath} className="rounded-full border border-slate-300 px-5 py-2 font-semibold">
              {t.keepMyBooking}
            </a>
          </Form>
        </section>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          {/* min-w-0: a fieldset is as wide as its widest line by default (the timelines' dates), wider than a phone. */}
          <fieldset className="min-w-0 space-y-3">
            <legend className="font-semibold">{t.whichBookings}</legend>
            {data.lines.map((l) => (
              <div key={l.id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="cancel-line">
                {l.cancellable ? (
                  <label className="flex items-start gap-3">
                    <input type="checkbox" name="line" value={l.id} defaultChecked={selected.includes(l.id)} className="mt-1 h-5 w-5" />
                    <span>
                      <span className="block font-semibold">{l.productName}</span>
                      <span className="block text-sm text-slate-600">{l.venueName}, {l.subVenueName} · {l.when}</span>
                      <span className="block text-sm">
                        <Words template={t.paidRefundNow} parts={{ percent: l.percent, paid: <Money amount={l.paid} />, refund: <strong className="whitespace-nowrap" data-testid="line-refund"><Money amount={l.refund} /></strong> }} />
                      </span>
                    </span>
                  </label>
                ) : (
                  <div>
                    <p className="font-semibold">{l.productName}</p>
                    <p className="text-sm text-slate-600">{l.venueName}, {l.subVenueName} · {l.when}</p>
                    <p className="mt-1 text-sm font-semibold text-slate-800" role={l.blocked === "cutoff" ? "note" : undefined}>
                      {l.blocked === "cancelled"
                        ? t.alreadyCancelled
                        : t.cannotCancelAnymore}
                    </p>
                    {l.blocked === "cutoff" ? (
                      <p className="mt-1 text-sm">{data.canMessage ? <MessageVenueLink lineId={l.id} label={t.messageTheVenue} /> : <Link className="underline" to="/contact-us">{t.contactUs}</Link>}</p>
                    ) : null}
                  </div>
                )}
                <div className="mt-2"><PolicyTimeline policy={l.policy} compact labels={t} /></div>
              </div>
            ))}
            <ErrorList id="cancel-line-error" errors={errors("line")} />
          </fieldset>
          {data.lines.some((l) => l.cancellable) ? (
            <>
              <TextareaField
                label={t.reasonOptional}
                textareaProps={{ name: "reason", id: "cancel-reason", defaultValue: values?.reason ?? "", maxLength: 500, rows: 3 }}
                errors={errors("reason")}
              />
              {data.bankNeeded ? (
                <fieldset className="min-w-0 space-y-1 rounded-xl bg-white p-4 shadow-sm">
                  <legend className="px-1 font-semibold">{t.whereRefund}</legend>
                  <p className="text-sm text-slate-600">{t.refundByTransfer}</p>
                  <Field label={t.accountHolder} inputProps={{ name: "accountName", id: "cancel-account-name", defaultValue: values?.accountName ?? "", autoComplete: "name" }} errors={errors("accountName")} />
                  <Field label={t.bank} inputProps={{ name: "bankName", id: "cancel-bank-name", defaultValue: values?.bankName ?? "" }} errors={errors("bankName")} />
                  <Field label={t.accountNumber} inputProps={{ name: "accountNumber", id: "cancel-account-number", defaultValue: values?.accountNumber ?? "", inputMode: "numeric" }} errors={errors("accountNumber")} />
                </fieldset>
              ) : null}
              <div className="flex flex-wrap gap-3">
                <SubmitButton name="intent" value="review" className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">
                  {t.reviewCancellation}
                </SubmitButton>
                <a href={data.voucherPath} className="rounded-full border border-slate-300 px-5 py-2 font-semibold">{t.backToBooking}</a>
              </div>
            </>
          ) : null}
        </Form>
      )}
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.cancelBooking ?? "Cancel booking", data?.i18n.account.cancelBookingDescription ?? "Cancel a booking and see the refund before confirming.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
