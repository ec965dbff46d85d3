// /review/{lineId}?token=...: a planner reviews one booked line (issue 28, ADR 0270), from the
// e-mailed link (the invoice's access token, so guests need no account) or from their account.
// Writes a new review, edits it for 14 days, or shows it; a line that may not be reviewed says why.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser, loginRedirect } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SelectField, SubmitButton, TextareaField, useFormReply } from "~/components/forms";
import { ReviewItem } from "~/components/reviews";
import {
  canEditReview,
  editableUntil,
  includesFood,
  lineForReviewer,
  publicReview,
  reviewEligibility,
  saveReview,
} from "~/reviews/reviews.server";
import { REVIEW_BODY_MAX, REVIEW_EDIT_DAYS, REVIEW_EVENT_TYPES, SUB_RATINGS } from "~/reviews/review-rules";
import { ReviewSchema } from "~/reviews/review-schema";
import { parseWithZod } from "~/utils/form-submission.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";

async function viewerOf(request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  const user = await getCurrentUser(request);
  return { user, token };
}

/** The line for this viewer; a guest without the link's token is asked to log in first. */
async function requireLine(request: Request, lineId: string | undefined) {
  const viewer = await viewerOf(request);
  const found = lineForReviewer(Number(lineId), viewer);
  if (found) return found;
  if (!viewer.user && !viewer.token) throw loginRedirect(request, new URL(request.url).pathname);
  throw new Response("Not Found", { status: 404 });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { line, invoice, review } = await requireLine(request, params.lineId);
  const now = new Date();
  const eligibility = reviewEligibility(line, invoice, now);
  const editable = review ? canEditReview(review, now) : eligibility.ok;
  return json({
    line: {
      id: line.id,
      productName: line.productName,
      subVenueName: line.subVenueName,
      venueName: line.venueName,
      venueId: line.venueId,
      when: formatDateTime(line.startsAt),
      foodIncluded: includesFood(line),
    },
    review: review ? publicReview(review) : null,
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
    refusal: !review && !eligibility.ok ? eligibility.message : null,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await viewerOf(request);
  if (!lineForReviewer(Number(params.lineId), viewer)) {
    if (!viewer.user && !viewer.token) throw loginRedirect(request, new URL(request.url).pathname);
    throw new Response("Not Found", { status: 404 });
  }
  const submission = parseWithZod(await readFormData(request), { schema: ReviewSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const saved = saveReview(Number(params.lineId), viewer, submission.value);
  if (!saved.ok) return json({ result: submission.reply({ formErrors: [saved.message] }) }, { status: saved.status });
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, {
    type: "success",
    description: saved.created ? "Thank you: your review is published on the venue page." : "Your review has been updated.",
  });
}

function StarRadios({ name, legend, optional, value, errors }: { name: string; legend: string; optional: boolean; value?: string; errors?: string[] }) {
  const errorId = errors?.length ? `review-${name}-error` : undefined;
  return (
    <fieldset className="min-w-0" aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600">
            <input type="radio" name={name} value={n} defaultChecked={value === String(n)} className="h-4 w-4 accent-teal-700" />
            {`${n} ★`}
            <span className="sr-only">{n === 1 ? "star" : "stars"}</span>
          </label>
        ))}
        {optional ? (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
            <input type="radio" name={name} value="" defaultChecked={value === ""} className="h-4 w-4 accent-teal-700" />
            Not included
          </label>
        ) : null}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

export default function ReviewRoute() {
  const { line, review, values, editable, editableUntil: until, closesAt, refusal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = useFormReply("review", actionData?.result, values as Record<string, string>);
  const title = review ? (editable ? "Edit your review" : "Your review") : "Review your booking";
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700" data-testid="review-line">
        {`${line.productName}, ${line.subVenueName} at `}
        <Link to={`/venue-detail/${line.venueId}`} className="font-semibold text-teal-800 hover:underline">{line.venueName}</Link>
        {` · ${line.when} (Bali time)`}
      </p>
      {refusal ? (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800" data-testid="review-refused" role="status">{refusal}</p>
      ) : null}
      {review && !editable ? (
        <>
          <p className="mt-4 text-sm text-slate-600">{`Reviews can be edited for ${REVIEW_EDIT_DAYS} days; this one can no longer be changed.`}</p>
          <div className="mt-2 rounded-xl bg-white px-4 shadow-sm"><ReviewItem review={review} headingLevel={2} /></div>
        </>
      ) : null}
      {editable && !refusal ? (
        <Form method="post" key={form.formKey} {...form.form} className="mt-6 space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <p className="text-sm text-slate-600">
            {review
              ? `You can edit your review until ${until}.`
              : `Only planners who booked, paid and held their event can review. Reviews are open until ${closesAt}; you can edit yours for ${REVIEW_EDIT_DAYS} days.`}
          </p>
          <StarRadios name="rating" legend="Overall rating" optional={false} value={form.value("rating") as string | undefined} errors={form.errors("rating")} />
          <div className="grid gap-4 sm:grid-cols-2">
            {SUB_RATINGS.map((s) => (
              <StarRadios
                key={s.name}
                name={s.name}
                legend={s.optional ? `${s.label} (if it was included)` : s.label}
                optional={s.optional}
                value={form.value(s.name) as string | undefined ?? (s.optional && !line.foodIncluded ? "" : undefined)}
                errors={form.errors(s.name)}
              />
            ))}
          </div>
          <SelectField
            label="Type of event"
            selectProps={{ ...form.field("eventType"), defaultValue: (form.value("eventType") as string | undefined) ?? "" }}
            options={[{ value: "", label: "Choose...", disabled: true }, ...REVIEW_EVENT_TYPES]}
            errors={form.errors("eventType")}
          />
          <TextareaField
            label="Your review"
            textareaProps={{ ...form.field("body"), rows: 7, maxLength: REVIEW_BODY_MAX * 2, placeholder: "How were the space, the service and the food? Would you hold your event here again?" }}
            errors={form.errors("body")}
          />
          <p className="-mt-4 text-xs text-slate-500">Plain text. Phone numbers and e-mail addresses are removed when shown.</p>
          {form.formErrors?.length ? (
            <div id={form.formErrorId} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {form.formErrors.map((e) => <p key={e}>{e}</p>)}
            </div>
          ) : null}
          <SubmitButton pendingText="Publishing...">{review ? "Save changes" : "Publish review"}</SubmitButton>
        </Form>
      ) : null}
      {review ? (
        <p className="mt-6 text-sm">
          <Link to={`/venue-detail/${line.venueId}#reviews`} className="font-semibold text-teal-700 hover:underline">See it on the venue page</Link>
        </p>
      ) : null}
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Review your booking", "Review a venue you booked and held your event at.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
