// /admin/reviews: moderation (issue 28, ADR 0270). Reported reviews not yet handled first, then
// the newest; hide or restore with a reason, or keep a reported review. Every decision is in
// the audit trail, and the venue's rating is recounted with it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SubmitButton } from "~/components/forms";
import { ReviewItem } from "~/components/reviews";
import { REASON_MAX } from "~/reviews/review-rules";
import { ReasonSchema } from "~/reviews/review-schema";
import { adminReviews, moderateReview, type ModerationAction } from "~/reviews/reviews.server";
import { parseWithZod } from "~/utils/form-submission.server";
import { pageMeta } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(adminReviews({ limit: 100 }));
}

const DONE: Record<ModerationAction, string> = {
  hide: "Review hidden; the venue's rating no longer counts it.",
  restore: "Review restored; the venue's rating counts it again.",
  keep: "Report closed; the review stays visible.",
};

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "") as ModerationAction;
  if (!(intent in DONE)) throw new Response("Bad Request", { status: 400 });
  const submission = parseWithZod(formData, { schema: ReasonSchema });
  const reviewId = Number(formData.get("reviewId"));
  if (submission.status !== "success") return json({ reviewId, errors: submission.reply().error ?? {} }, { status: 400 });
  const result = moderateReview(admin, submission.value.reviewId, intent, submission.value.reason);
  if (!result.ok) return json({ reviewId, errors: { "": [result.message] } as Record<string, string[]> }, { status: result.status });
  return redirectWithToast("/admin/reviews", { type: "success", description: DONE[intent] });
}

export default function AdminReviews() {
  const { reviews, reportedTotal } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Reviews</h1>
      <p className="mt-1 text-sm text-slate-600" data-testid="reported-count">
        {reportedTotal ? `${reportedTotal} reported review(s) wait for a decision.` : "No reported review waits for a decision."}
      </p>
      <ul className="mt-4 space-y-4">
        {reviews.map((r) => {
          const errors = failed && failed.reviewId === r.id ? (failed.errors as Record<string, string[] | undefined>) : undefined;
          const errorList = [...(errors?.reason ?? []), ...(errors?.[""] ?? [])];
          return (
            <li key={r.id} id={`moderate-${r.id}`} className={`rounded-xl border p-4 ${r.reported ? "border-amber-400" : "border-slate-200"}`} data-testid="admin-review" data-review={r.id}>
              <p className="text-sm font-semibold text-slate-700">
                {r.venueName}
                {r.hidden ? <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">Hidden</span> : null}
                {r.reported ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Reported</span> : null}
              </p>
              <ReviewItem review={r} headingLevel={2} />
              {r.reported ? <p className="text-sm text-amber-900">{`Reported by the venue on ${r.reportedDate ?? ""}: ${r.reportReason ?? ""}`}</p> : null}
              {r.hidden ? <p className="text-sm text-red-800">{`Hidden: ${r.hiddenReason ?? ""}`}</p> : null}
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" aria-label={`Moderate the review by ${r.authorName} of ${r.venueName}`}>
                <input type="hidden" name="reviewId" value={r.id} />
                <div className="min-w-0 flex-1 basis-64">
                  <label htmlFor={`reason-${r.id}`} className="mb-1 block text-sm font-medium text-slate-700">Reason (kept in the audit trail)</label>
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
                    <SubmitButton name="intent" value="restore" className="rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">Restore</SubmitButton>
                  ) : (
                    <SubmitButton name="intent" value="hide" className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">Hide</SubmitButton>
                  )}
                  {r.reported && !r.hidden ? (
                    <SubmitButton name="intent" value="keep" className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">Keep</SubmitButton>
                  ) : null}
                </div>
              </Form>
            </li>
          );
        })}
      </ul>
      {reviews.length === 0 ? <p className="mt-4 text-slate-600">No reviews yet.</p> : null}
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Reviews", "Moderate planners' reviews.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
