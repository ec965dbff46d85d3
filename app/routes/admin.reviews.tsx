// /admin/reviews: moderation (issue 28, ADR 0270). Reported reviews not yet handled first, then
// the newest; hide or restore with a reason, or keep a reported review. Every decision is in
// the audit trail, and the venue's rating is recounted with it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { requireAdmin } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SubmitButton } from "~/components/forms";
import { ReviewItem } from "~/components/reviews";
import { REASON_MAX } from "~/reviews/review-rules";
import { ReasonSchema } from "~/reviews/review-schema";
import { adminReviews, moderateReview, type ModerationAction } from "~/reviews/reviews.server";
import { parseWithZod } from "~/utils/form-submission.server";
import { fill } from "~/i18n/config";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // The reviews as the venue page shows them: its labels ("venue" strings) and its words in the page's language.
  const language = pageLanguage(request, "venue");
  const found = await adminReviews({ lang: language.lang, limit: 100 });
  return json({ ...found, ...language });
}

const DONE = { hide: "reviews.doneHide", restore: "reviews.doneRestore", keep: "reviews.doneKeep" } as const satisfies Record<ModerationAction, string>;

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const { lang, i18n } = pageLanguage(request, "admin");
  const say = (errors: Record<string, string[] | null | undefined>) =>
    Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list ? list.map((m) => messageText(lang, m)) : []])) as Record<string, string[]>;
  const intent = String(formData.get("intent") ?? "") as ModerationAction;
  if (!(intent in DONE)) throw new Response("Bad Request", { status: 400 });
  const submission = parseWithZod(formData, { schema: ReasonSchema });
  const reviewId = Number(formData.get("reviewId"));
  if (submission.status !== "success") return json({ reviewId, errors: say(submission.reply().error ?? {}) }, { status: 400 });
  const result = await moderateReview(admin, submission.value.reviewId, intent, submission.value.reason);
  if (!result.ok) return json({ reviewId, errors: { "": [messageText(lang, result.message)] } as Record<string, string[]> }, { status: result.status });
  return redirectWithToast("/admin/reviews", { type: "success", description: i18n.admin[DONE[intent]] });
}

export default function AdminReviews() {
  const { reviews, reportedTotal } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useStrings("admin");
  const labels = useStrings("venue");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["reviews.title"]}</h1>
      <p className="mt-1 text-sm text-slate-600" data-testid="reported-count">
        {reportedTotal ? fill(t["reviews.waiting"], { count: reportedTotal }) : t["reviews.noneWaiting"]}
      </p>
      <ul className="mt-4 space-y-4">
        {reviews.map((r) => {
          const errors = failed && failed.reviewId === r.id ? (failed.errors as Record<string, string[] | undefined>) : undefined;
          const errorList = [...(errors?.reason ?? []), ...(errors?.[""] ?? [])];
          return (
            <li key={r.id} id={`moderate-${r.id}`} className={`rounded-xl border p-4 ${r.reported ? "border-amber-400" : "border-slate-200"}`} data-testid="admin-review" data-review={r.id}>
              <p className="text-sm font-semibold text-slate-700">
                {r.venueName}
                {r.hidden ? <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">{t["reviews.hidden"]}</span> : null}
                {r.reported ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t["reviews.reported"]}</span> : null}
              </p>
              <ReviewItem review={r} headingLevel={2} labels={labels} />
              {r.reported ? <p className="text-sm text-amber-900">{fill(t["reviews.reportedBy"], { date: r.reportedDate ?? "", reason: r.reportReason ?? "" })}</p> : null}
              {r.hidden ? <p className="text-sm text-red-800">{fill(t["reviews.hiddenReason"], { reason: r.hiddenReason ?? "" })}</p> : null}
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" aria-label={fill(t["reviews.moderate"], { author: r.authorName, venue: r.venueName })}>
                <input type="hidden" name="reviewId" value={r.id} />
                <div className="min-w-0 flex-1 basis-64">
                  <label htmlFor={`reason-${r.id}`} className="mb-1 block text-sm font-medium text-slate-700">{t["reviews.reason"]}</label>
                  <input
                    id={`reason-${r.id}`}
                    name="reason"
                    maxLength={REASON_MAX * 2}
                    aria-describedby={errorList.length ? `reason-${r.id}-error` : undefined}
                    aria-invalid={errorList.length ? true : undefined}
                    className="w-full rounded-md border border-slate-300 px-3 py-2"
                  />
                  <ErrorList id={`reason-${r.id}-error`} errors={errorList} />
                </div>
                <div className="flex gap-2 pb-6">
                  {r.hidden ? (
                    <SubmitButton name="intent" value="restore" className="rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">{t.restore}</SubmitButton>
                  ) : (
                    <SubmitButton name="intent" value="hide" className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">{t["reviews.hide"]}</SubmitButton>
                  )}
                  {r.reported && !r.hidden ? (
                    <SubmitButton name="intent" value="keep" className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">{t["reviews.keep"]}</SubmitButton>
                  ) : null}
                </div>
              </Form>
            </li>
          );
        })}
      </ul>
      {reviews.length === 0 ? <p className="mt-4 text-slate-600">{t["reviews.none"]}</p> : null}
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, ["reviews.title", "Reviews"], ["reviews.metaDescription", "Moderate planners' reviews."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
