// /admin/refunds: refunds to send by bank transfer (the planner's receiving account, "Mark sent"
// with the transfer's reference), failed gateway refunds with the gateway's message and Retry,
// those in progress at the gateway, and the latest done (ADRs 0251, 0253). Plain forms.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { requireAdmin } from "~/accounts/session.server";
import { auditActor } from "~/admin/audit.server";
import { markRefundSent, REFUND_SENT_MESSAGES, refundIdOf, refundsConsole, retryRefund, type AdminRefundView } from "~/admin/refunds.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SubmitButton } from "~/components/forms";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta } from "~/utils/meta";

const PATH = "/admin/refunds";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(refundsConsole());
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = auditActor(admin, "console");
  const form = await readFormData(request);
  const id = refundIdOf(form.get("id"));
  const intent = form.get("intent");
  if (!id || (intent !== "sent" && intent !== "retry")) throw new Response("Bad Request", { status: 400 });
  if (intent === "retry") {
    if (!retryRefund(id, actor)) return redirectWithToast(PATH, { type: "error", description: "This refund is not a failed gateway refund (any more)." });
    return redirectWithToast(PATH, { type: "success", description: "The refund is being asked from the gateway again." });
  }
  const reference = String(form.get("reference") ?? "").slice(0, 200);
  const result = await markRefundSent(id, { reference, actor });
  if (!result.ok) {
    // A typing mistake is shown at the field; a refund sent meanwhile (double submit) is not on the list any more.
    if (result.message === REFUND_SENT_MESSAGES.notOpen) return redirectWithToast(PATH, { type: "error", description: result.message });
    return json({ id, message: result.message, reference }, { status: 400 });
  }
  return redirectWithToast(PATH, { type: "success", description: "Refund marked sent; the planner has been e-mailed." });
}

function Section({ id, title, count, children, empty }: { id: string; title: string; count: number; children: ReactNode; empty: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8" data-testid={id}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title} <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">{count}</span>
      </h2>
      {count ? <ul className="mt-3 space-y-3">{children}</ul> : <p className="mt-2 text-sm text-slate-600">{empty}</p>}
    </section>
  );
}

function RefundFacts({ r }: { r: AdminRefundView }) {
  return (
    <>
      <p className="font-semibold">
        <span className="whitespace-nowrap">{r.amount}</span> to {r.planner}{" "}
        <span className="font-normal text-slate-600">(paid <span className="whitespace-nowrap">{r.linePaid}</span>)</span>
      </p>
      <p>
        <Link to={r.handleUrl} className="font-semibold text-teal-800 underline">Invoice {r.invoiceNo}</Link>: {r.what} (Bali time)
      </p>
      <p className="text-slate-600">
        Cancelled by {r.cancelledBy.toLowerCase()} on {r.requestedAt}{r.reason ? `: ${r.reason}` : ""}. <span className="break-all">{r.refundKey}</span>
      </p>
    </>
  );
}

export default function AdminRefunds() {
  const { toSend, failed, inProgress, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const replyFor = (id: number) => (reply && reply.id === id ? reply : null);
  const card = "rounded-lg border border-slate-200 p-3 text-sm";
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Refunds</h1>
      <p className="mt-1 text-sm text-slate-600">
        Card and e-wallet payments are refunded through the gateway by the job runner. Bank transfers and virtual accounts
        cannot be: send those by bank transfer and mark them sent with the transfer's reference (the planner is e-mailed).
        Times are Bali time.
      </p>

      <Section id="refunds-to-send" title="To send by bank transfer" count={toSend.length} empty="No refund waits to be sent.">
        {toSend.map((r) => {
          const mine = replyFor(r.id);
          const errorId = `refund-${r.id}-reference-error`;
          return (
            <li key={r.id} className={card} data-testid="refund-to-send" data-refund={r.id} data-invoice={r.invoiceNo}>
              <RefundFacts r={r} />
              {r.account ? (
                <p className="mt-1" data-testid="refund-account">
                  To: <span className="font-semibold">{r.account.name}</span>, {r.account.bank}, account <span className="font-semibold">{r.account.number}</span>
                </p>
              ) : (
                <p className="mt-1 font-semibold text-amber-900" data-testid="refund-account">
                  No receiving account given: ask the planner ({r.plannerEmail}, {r.plannerPhone}).
                </p>
              )}
              <Form method="post" className="mt-2 flex flex-wrap items-start gap-2">
                <input type="hidden" name="intent" value="sent" />
                <input type="hidden" name="id" value={r.id} />
                <div>
                  <label htmlFor={`refund-${r.id}-reference`} className="mr-2">Transfer reference</label>
                  <input
                    id={`refund-${r.id}-reference`}
                    name="reference"
                    required
                    maxLength={100}
                    autoComplete="off"
                    defaultValue={mine?.reference ?? ""}
                    aria-invalid={mine ? true : undefined}
                    aria-describedby={mine ? errorId : undefined}
                    className="w-48 rounded-md border border-slate-300 px-2 py-1 aria-[invalid=true]:border-red-500"
                  />
                  <ErrorList id={errorId} errors={mine ? [mine.message] : undefined} />
                </div>
                <SubmitButton className="rounded-md bg-slate-800 px-3 py-1 font-semibold text-white">
                  Mark sent<span className="sr-only"> {r.amount} to {r.planner}, invoice {r.invoiceNo}</span>
                </SubmitButton>
              </Form>
            </li>
          );
        })}
      </Section>

      <Section id="refunds-failed" title="Failed gateway refunds" count={failed.length} empty="No gateway refund has failed.">
        {failed.map((r) => (
          <li key={r.id} className={card} data-testid="refund-failed" data-refund={r.id} data-invoice={r.invoiceNo}>
            <RefundFacts r={r} />
            <p className="mt-1 text-red-800">The gateway answered: {r.failure || "no reason given"}</p>
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="retry" />
              <input type="hidden" name="id" value={r.id} />
              <SubmitButton className="rounded-md border border-teal-700 px-3 py-1 font-semibold text-teal-800 hover:bg-teal-50">
                Retry<span className="sr-only"> the refund of {r.amount} to {r.planner}, invoice {r.invoiceNo}</span>
              </SubmitButton>
            </Form>
          </li>
        ))}
      </Section>

      <Section id="refunds-in-progress" title="In progress at the gateway" count={inProgress.length} empty="No gateway refund is in progress.">
        {inProgress.map((r) => (
          <li key={r.id} className={card} data-testid="refund-in-progress" data-refund={r.id} data-invoice={r.invoiceNo}>
            <RefundFacts r={r} />
            <p className="mt-1 font-semibold">{r.stateLabel}</p>
          </li>
        ))}
      </Section>

      <Section id="refunds-done" title="Latest done" count={done.length} empty="No refund has been made yet.">
        {done.map((r) => (
          <li key={r.id} className={card} data-testid="refund-done" data-refund={r.id} data-invoice={r.invoiceNo}>
            <RefundFacts r={r} />
            <p className="mt-1 font-semibold text-emerald-800">
              {r.stateLabel}{r.refundedAt ? ` on ${r.refundedAt}` : ""}
            </p>
          </li>
        ))}
      </Section>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Refunds", "Refunds to send by bank transfer, failed gateway refunds and the latest refunds made.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
