// /review/{lineId}?token=...: a planner reviews one booked line (issue 28, ADR 0270), from the
// e-mailed link (the invoice's access token, so guests need no account) or from their account.
// Writes a new review, edits it for 14 days, or shows it; a line that may not be reviewed says why.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { json, getCurrentUser, loginRedirect, canEditReview, editableUntil, includesFood, lineForReviewer, publicReview, reviewEligibility, saveReview, parseWithZod, readFormData, redirectWithToast, pageLanguage, messageText, translateReply, REVIEW_NOTICES, REVIEW_EVENT_TYPES, SUB_RATINGS, ReviewSchema, formatDate, formatDateTime, withLang } from "~/server-imports/review.$lineId.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SelectField, SubmitButton, TextareaField, useFormReply } from "~/components/forms";
import { ReviewItem } from "~/components/reviews";
import { REVIEW_BODY_MAX, REVIEW_EDIT_DAYS } from "~/reviews/review-rules";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";

async function viewerOf(request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  const user = await getCurrentUser(request);
  return { user, token };
}

/** The line for this viewer; a guest without the link's token is asked to log in first. */
async function requireLine(request: Request, lineId: string | undefined) {
  const viewer = await viewerOf(request);
  const found = await lineForReviewer(Number(lineId), viewer);
  if (found) return found;
  if (!viewer.user && !viewer.token) throw loginRedirect(request, new URL(request.url).pathname);
  throw new Response("Not Found", { status: 404 });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { line, invoice, review } = await requireLine(request, params.lineId);
  const now = new Date();
  const eligibility = reviewEligibility(line, invoice, now);
  const editable = review ? canEditReview(review, now) : eligibility.ok;
  // The page's language (ADR 0300): the server's English words (aspects, event types, refusals) translated here.
  const { lang, i18n } = pageLanguage(request, "account", "venue");
  const tr = (text: string) => messageText(lang, text);
  const shown = review ? publicReview(review, lang) : null;
  return json({
    lang,
    i18n,
    subRatings: SUB_RATINGS.map((s) => ({ ...s, label: tr(s.label) })),
    eventTypes: REVIEW_EVENT_TYPES.map((e) => ({ ...e, label: tr(e.label) })),
    line: {
      id: line.id,
      productName: line.productName,
      subVenueName: line.subVenueName,
      venueName: line.venueName,
      venueId: line.venueId,
      when: formatDateTime(line.startsAt, lang),
      foodIncluded: includesFood(line),
    },
    review: shown,
    values: review
      ? {
          rating: String(review.rating),
          spaceRating: String(review.spaceRating),
          serviceRating: String(review.serviceRating),
          foodRating: review.foodRating ? String(review.foodRating) : "",
          valueRating: String(review.valueRating),
          body: review.body,
          eventType: review.eventType,
        }
      : { foodRating: includesFood(line) ? undefined : "" },
    editable,
    editableUntil: review ? formatDate(editableUntil(review)) : null,
    closesAt: eligibility.ok ? formatDate(eligibility.closesAt) : null,
    refusal: !review && !eligibility.ok ? tr(eligibility.message) : null,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await viewerOf(request);
  if (!await lineForReviewer(Number(params.lineId), viewer)) {
    if (!viewer.user && !viewer.token) throw loginRedirect(request, new URL(request.url).pathname);
    throw new Response("Not Found", { status: 404 });
  }
  const submission = parseWithZod(await readFormData(request), { schema: ReviewSchema });
  const { lang } = pageLanguage(request);
  if (submission.status !== "success") return json({ result: translateReply(lang, submission.reply()) }, { status: 400 });
  const saved = await saveReview(Number(params.lineId), viewer, submission.value);
  if (!saved.ok) return json({ result: translateReply(lang, submission.reply({ formErrors: [saved.message] })) }, { status: saved.status });
  const url = new URL(request.url);
  return redirectWithToast(withLang(`${url.pathname}${url.search}`, lang), {
    type: "success",
    description: messageText(lang, saved.created ? REVIEW_NOTICES.published : REVIEW_NOTICES.updated),
  });
}

type PageStrings = { star: string; stars: string; notIncluded: string };

function StarRadios({ name, legend, optional, value, errors, t }: { name: string; legend: string; optional: boolean; value?: string; errors?: string[]; t: PageStrings }) {
  const errorId = errors?.length ? `review-${name}-error` : undefined;
  return (
    <fieldset className="min-w-0" aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600">
            <input type="radio" name={name} value={n} defaultChecked={value === String(n)} className="h-4 w-4 accent-teal-700" />
            {`${n} ★`}
            <span className="sr-only">{n === 1 ? t.star : t.stars}</span>
          </label>
        ))}
        {optional ? (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
            <input type="radio" name={name} value="" defaultChecked={value === ""} className="h-4 w-4 accent-teal-700" />
            {t.notIncluded}
          </label>
        ) : null}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

export default function ReviewRoute() {
  const { line, review, values, editable, editableUntil: until, closesAt, refusal, i18n, subRatings, eventTypes } = useLoaderData<typeof loader>();
  const t = i18n.account;
  const actionData = useActionData<typeof action>();
  const form = useFormReply("review", actionData?.result, values as Record<string, string>);
  const title = review ? (editable ? t.reviewEdit : t.reviewShow) : t.reviewNew;
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700" data-testid="review-line">
        {`${line.productName}, ${line.subVenueName} ${t.reviewAt} `}
        <Link to={`/venue-detail/${line.venueId}`} className="font-semibold text-teal-800 hover:underline">{line.venueName}</Link>
        {` · ${line.when} ${t.baliTime}`}
      </p>
      {refusal ? (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800" data-testid="review-refused" role="status">{refusal}</p>
      ) : null}
      {review && !editable ? (
        <>
          <p className="mt-4 text-sm text-slate-600">{fill(t.reviewLocked, { days: REVIEW_EDIT_DAYS })}</p>
          <div className="mt-2 rounded-xl bg-white px-4 shadow-sm"><ReviewItem review={review} headingLevel={2} labels={i18n.venue} /></div>
        </>
      ) : null}
      {editable && !refusal ? (
        <Form method="post" key={form.formKey} {...form.form} className="mt-6 space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <p className="text-sm text-slate-600">
            {review ? fill(t.reviewEditUntil, { date: until ?? "" }) : fill(t.reviewWho, { date: closesAt ?? "", days: REVIEW_EDIT_DAYS })}
          </p>
          <StarRadios t={t} name="rating" legend={t.overallRating} optional={false} value={form.value("rating") as string | undefined} errors={form.errors("rating")} />
          <div className="grid gap-4 sm:grid-cols-2">
            {subRatings.map((s) => (
              <StarRadios
                t={t}
                key={s.name}
                name={s.name}
                legend={s.optional ? fill(t.ifIncluded, { label: s.label }) : s.label}
                optional={s.optional}
                value={form.value(s.name) as string | undefined ?? (s.optional && !line.foodIncluded ? "" : undefined)}
                errors={form.errors(s.name)}
              />
            ))}
          </div>
          <SelectField
            label={t.typeOfEvent}
            selectProps={{ ...form.field("eventType"), defaultValue: (form.value("eventType") as string | undefined) ?? "" }}
            options={[{ value: "", label: t.choose, disabled: true }, ...eventTypes]}
            errors={form.errors("eventType")}
          />
          <TextareaField
            label={t.yourReview}
            textareaProps={{ ...form.field("body"), rows: 7, maxLength: REVIEW_BODY_MAX * 2, placeholder: t.reviewPlaceholder }}
            errors={form.errors("body")}
          />
          <p className="-mt-4 text-xs text-slate-500">{t.reviewPlainText}</p>
          {form.formErrors?.length ? (
            <div id={form.formErrorId} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {form.formErrors.map((e) => <p key={e}>{e}</p>)}
            </div>
          ) : null}
          <SubmitButton pendingText={t.publishing}>{review ? t.saveChanges : t.publishReview}</SubmitButton>
        </Form>
      ) : null}
      {review ? (
        <p className="mt-6 text-sm">
          <Link to={`/venue-detail/${line.venueId}#reviews`} className="font-semibold text-teal-700 hover:underline">{t.seeOnVenuePage}</Link>
        </p>
      ) : null}
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.reviewNew ?? "Review your booking", data?.i18n.account.reviewDescription ?? "Review a venue you booked and held your event at.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
