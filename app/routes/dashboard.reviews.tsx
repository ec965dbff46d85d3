// /dashboard/reviews: the vendor's reviews (issue 28, ADR 0270), newest first. One public reply
// per review, and a report to the admin with a reason. Plain forms: works without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { requireVendorMember } from "~/supplier/access.server";
import { getOwnVenue } from "~/supplier/venue.server";
import { Pagination } from "~/components/catalog/pagination";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SubmitButton } from "~/components/forms";
import { RatingBadge } from "~/components/rating";
import { ReviewItem } from "~/components/reviews";
import { REASON_MAX, REPLY_MAX } from "~/reviews/review-rules";
import { ReasonSchema, ReplySchema } from "~/reviews/review-schema";
import { replyToReview, reportReview, supplierReviews, venueRatingSummary } from "~/reviews/reviews.server";
import { parseWithZod } from "~/utils/form-submission.server";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { metaStrings } from "~/i18n/meta-strings";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // Replies and reports speak to planners: the messages permission (ADR 0280).
  const { user } = await requireVendorMember(request, "messages", "view");
  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  const venue = await getOwnVenue(user.supplierId);
  // The page's words are the layout's ("dashboard"); the reviews' own words the venue page's.
  const language = pageLanguage(request, "venue");
  const list = await supplierReviews(user.supplierId, language.lang, page);
  return json({ ...language, ...list, rating: venue ? await venueRatingSummary(venue.id, language.lang) : null });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireVendorMember(request, "messages", "edit");
  const formData = await readFormData(request);
  const { lang, i18n } = pageLanguage(request, "dashboard");
  const say = (text: string) => messageText(lang, text);
  const sayAll = (errors: Record<string, string[] | null>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v ? v.map(say) : v]));
  const intent = formData.get("intent");
  if (intent === "reply") {
    const submission = parseWithZod(formData, { schema: ReplySchema });
    if (submission.status !== "success") return json({ intent, reviewId: Number(formData.get("reviewId")), errors: sayAll(submission.reply().error ?? {}) }, { status: 400 });
    const result = await replyToReview(user.supplierId, submission.value.reviewId, submission.value.reply);
    if (!result.ok) return json({ intent, reviewId: submission.value.reviewId, errors: { "": [say(result.message)] } }, { status: result.status });
    return redirectWithToast(new URL(request.url).pathname + new URL(request.url).search, { type: "success", description: i18n.dashboard.rvReplied });
  }
  if (intent === "report") {
    const submission = parseWithZod(formData, { schema: ReasonSchema });
    if (submission.status !== "success") return json({ intent, reviewId: Number(formData.get("reviewId")), errors: sayAll(submission.reply().error ?? {}) }, { status: 400 });
    const result = await reportReview(user.supplierId, submission.value.reviewId, submission.value.reason);
    if (!result.ok) return json({ intent, reviewId: submission.value.reviewId, errors: { "": [say(result.message)] } }, { status: result.status });
    return redirectWithToast(new URL(request.url).pathname + new URL(request.url).search, { type: "success", description: i18n.dashboard.rvReportedToast });
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function DashboardReviews() {
  const { reviews, page, pageCount, total, rating } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errorsFor = (reviewId: number, intent: string, name: string) =>
    failed && failed.reviewId === reviewId && failed.intent === intent ? (failed.errors as Record<string, string[] | undefined>)[name] : undefined;
  const t = useStrings("dashboard");
  const v = useStrings("venue");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t.reviews}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.rvIntro}</p>
      {rating ? <RatingBadge average={rating.average} count={rating.count} showEmpty className="mt-3" labels={v} /> : null}
      {total === 0 ? <p className="mt-6 rounded-xl bg-white p-4 text-slate-600 shadow-sm">{t.rvNone}</p> : null}
      <ul className="mt-4 space-y-4">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 px-4 pb-4" data-testid="vendor-review" data-review={r.id}>
            <ReviewItem review={r} headingLevel={2} labels={v} />
            <p className="text-xs text-slate-500">{r.productName}</p>
            {r.hidden ? <p className="mt-2 text-sm font-medium text-red-800">{fill(t.rvHidden, { reason: r.hiddenReason ?? "" })}</p> : null}
            {!r.reply ? (
              <Form method="post" className="mt-3" aria-label={fill(t.rvReplyTo, { name: r.authorName })}>
                <input type="hidden" name="intent" value="reply" />
                <input type="hidden" name="reviewId" value={r.id} />
                <label htmlFor={`reply-${r.id}`} className="mb-1 block text-sm font-medium text-slate-700">{t.rvPublicReply}</label>
                <textarea
                  id={`reply-${r.id}`}
                  name="reply"
                  rows={3}
                  maxLength={REPLY_MAX * 2}
                  aria-describedby={errorsFor(r.id, "reply", "reply") ? `reply-${r.id}-error` : undefined}
                  className="w-full rounded-md border border-slate-300 px-3 py-2"
                />
                <ErrorList id={`reply-${r.id}-error`} errors={[...(errorsFor(r.id, "reply", "reply") ?? []), ...(errorsFor(r.id, "reply", "") ?? [])]} />
                <SubmitButton name="intent" value="reply" className="rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">{t.rvPublish}</SubmitButton>
              </Form>
            ) : null}
            {r.reported ? (
              <p className="mt-3 text-sm text-slate-600">{fill(t.rvReported, { reason: r.reportReason ?? "" })}</p>
            ) : (
              <details className="mt-3" open={!!(errorsFor(r.id, "report", "reason") ?? errorsFor(r.id, "report", ""))}>
                <summary className="cursor-pointer text-sm font-medium text-slate-700">{t.rvReport}</summary>
                <Form method="post" className="mt-2" aria-label={fill(t.rvReportBy, { name: r.authorName })}>
                  <input type="hidden" name="intent" value="report" />
                  <input type="hidden" name="reviewId" value={r.id} />
                  <label htmlFor={`reason-${r.id}`} className="mb-1 block text-sm font-medium text-slate-700">{t.rvReason}</label>
                  <textarea
                    id={`reason-${r.id}`}
                    name="reason"
                    rows={2}
                    maxLength={REASON_MAX * 2}
                    aria-describedby={errorsFor(r.id, "report", "reason") ? `reason-${r.id}-error` : undefined}
                    className="w-full rounded-md border border-slate-300 px-3 py-2"
                  />
                  <ErrorList id={`reason-${r.id}-error`} errors={[...(errorsFor(r.id, "report", "reason") ?? []), ...(errorsFor(r.id, "report", "") ?? [])]} />
                  <SubmitButton name="intent" value="report" className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">{t.rvReportToAdmin}</SubmitButton>
                </Form>
              </details>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => `/dashboard/reviews${n > 1 ? `?page=${n}` : ""}`} labels={v} />
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "dashboard");
  return pageMeta(t?.reviews ?? "Reviews", t?.rvMetaDescription ?? "Reviews of your venue.", { noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
