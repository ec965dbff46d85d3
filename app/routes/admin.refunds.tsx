// /admin/refunds: refunds to send by bank transfer (the planner's receiving account, "Mark sent"
// with the transfer's reference), failed gateway refunds with the gateway's message and Retry,
// those in progress at the gateway, and the latest done (ADRs 0251, 0253). Plain forms.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import type { ReactNode } from "react";
import { requireAdmin } from "~/accounts/session.server";
import { auditActor } from "~/audit/audit.server";
import { markRefundSent, REFUND_SENT_MESSAGES, refundIdOf, refundsConsole, retryRefund, type AdminRefundView } from "~/admin/refunds.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SubmitButton } from "~/components/forms";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/url.server";
import { fill } from "~/i18n/config";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";

const PATH = "/admin/refunds";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { lang, i18n } = pageLanguage(request, "admin");
  const t = i18n.admin;
  // Who cancelled and the refund's state in the page's language.
  const words = (r: AdminRefundView) => ({
    ...r,
    cancelledBy: t[`refunds.by.${r.cancelledBy}`],
    stateLabel: messageText(lang, r.stateLabel),
  });
  const all = await refundsConsole();
  return json({ toSend: all.toSend.map(words), failed: all.failed.map(words), inProgress: all.inProgress.map(words), done: all.done.map(words) });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = auditActor(admin, "console");
  const form = await readFormData(request);
  const { lang, i18n } = pageLanguage(request, "admin");
  const t = i18n.admin;
  const id = refundIdOf(form.get("id"));
  const intent = form.get("intent");
  if (!id || (intent !== "sent" && intent !== "retry")) throw new Response("Bad Request", { status: 400 });
  if (intent === "retry") {
    if (!await retryRefund(id, actor)) return redirectWithToast(PATH, { type: "error", description: t["refunds.notFailed"] });
    return redirectWithToast(PATH, { type: "success", description: t["refunds.retried"] });
  }
  const reference = String(form.get("reference") ?? "").slice(0, 200);
  const result = await markRefundSent(id, { reference, actor, origin: appOrigin(request) });
  if (!result.ok) {
    // A typing mistake is shown at the field; a refund sent meanwhile (double submit) is not on the list any more.
    if (result.message === REFUND_SENT_MESSAGES.notOpen) return redirectWithToast(PATH, { type: "error", description: messageText(lang, result.message) });
    return json({ id, message: messageText(lang, result.message), reference }, { status: 400 });
  }
  return redirectWithToast(PATH, { type: "success", description: t["refunds.sent"] });
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

/** A refund as the page shows it: who cancelled and its state already in the page's language. */
type RefundRow = Omit<AdminRefundView, "cancelledBy"> & { cancelledBy: string };

function RefundFacts({ r }: { r: RefundRow }) {
  const t = useStrings("admin");
  return (
    <>
      <p className="font-semibold">
        {fill(t["refunds.amountTo"], { amount: r.amount, planner: r.planner })}{" "}
        <span className="font-normal text-slate-600">{fill(t["refunds.paid"], { amount: r.linePaid })}</span>
      </p>
      <p>
        <Link to={r.handleUrl} className="font-semibold text-teal-800 underline">{fill(t["refunds.invoice"], { no: r.invoiceNo })}</Link>: {fill(t["refunds.what"], { what: r.what })}
      </p>
      <p className="text-slate-600">
        {fill(t["refunds.cancelledBy"], { who: r.cancelledBy, at: r.requestedAt })}{r.reason ? `: ${r.reason}` : ""}. <span className="break-all">{r.refundKey}</span>
      </p>
    </>
  );
}

export default function AdminRefunds() {
  const { toSend, failed, inProgress, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const replyFor = (id: number) => (reply && reply.id === id ? reply : null);
  const card = "rounded-lg border border-slate-200 p-3 text-sm";
  const t = useStrings("admin");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["refunds.title"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{t["refunds.intro"]}</p>

      <Section id="refunds-to-send" title={t["refunds.toSend"]} count={toSend.length} empty={t["refunds.toSendNone"]}>
        {toSend.map((r) => {
          const mine = replyFor(r.id);
          const errorId = `refund-${r.id}-reference-error`;
          return (
            <li key={r.id} className={card} data-testid="refund-to-send" data-refund={r.id} data-invoice={r.invoiceNo}>
              <RefundFacts r={r} />
              {r.account ? (
                <p className="mt-1" data-testid="refund-account">
                  {fill(t["refunds.account"], { name: r.account.name, bank: r.account.bank, number: r.account.number })}
                </p>
              ) : (
                <p className="mt-1 font-semibold text-amber-900" data-testid="refund-account">
                  {fill(t["refunds.noAccount"], { email: r.plannerEmail, phone: r.plannerPhone })}
                </p>
              )}
              <Form method="post" className="mt-2 flex flex-wrap items-start gap-2">
                <input type="hidden" name="intent" value="sent" />
                <input type="hidden" name="id" value={r.id} />
                <div>
                  <label htmlFor={`refund-${r.id}-reference`} className="mr-2">{t["refunds.reference"]}</label>
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
                  {t["refunds.markSent"]}<span className="sr-only"> {fill(t["overview.refundTo"], { amount: r.amount, planner: r.planner, no: r.invoiceNo })}</span>
                </SubmitButton>
              </Form>
            </li>
          );
        })}
      </Section>

      <Section id="refunds-failed" title={t["refunds.failed"]} count={failed.length} empty={t["refunds.failedNone"]}>
        {failed.map((r) => (
          <li key={r.id} className={card} data-testid="refund-failed" data-refund={r.id} data-invoice={r.invoiceNo}>
            <RefundFacts r={r} />
            <p className="mt-1 text-red-800">{fill(t["refunds.gatewayAnswered"], { reason: r.failure || t["refunds.noReason"] })}</p>
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="retry" />
              <input type="hidden" name="id" value={r.id} />
              <SubmitButton className="rounded-md border border-teal-700 px-3 py-1 font-semibold text-teal-800 hover:bg-teal-50">
                {t["refunds.retry"]}<span className="sr-only"> {fill(t["refunds.retryOf"], { amount: r.amount, planner: r.planner, no: r.invoiceNo })}</span>
              </SubmitButton>
            </Form>
          </li>
        ))}
      </Section>

      <Section id="refunds-in-progress" title={t["refunds.inProgress"]} count={inProgress.length} empty={t["refunds.inProgressNone"]}>
        {inProgress.map((r) => (
          <li key={r.id} className={card} data-testid="refund-in-progress" data-refund={r.id} data-invoice={r.invoiceNo}>
            <RefundFacts r={r} />
            <p className="mt-1 font-semibold">{r.stateLabel}</p>
          </li>
        ))}
      </Section>

      <Section id="refunds-done" title={t["refunds.done"]} count={done.length} empty={t["refunds.doneNone"]}>
        {done.map((r) => (
          <li key={r.id} className={card} data-testid="refund-done" data-refund={r.id} data-invoice={r.invoiceNo}>
            <RefundFacts r={r} />
            <p className="mt-1 font-semibold text-emerald-800">
              {r.refundedAt ? fill(t["refunds.doneOn"], { state: r.stateLabel, at: r.refundedAt }) : r.stateLabel}
            </p>
          </li>
        ))}
      </Section>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  adminMeta(matches, ["refunds.title", "Refunds"], ["refunds.metaDescription", "Refunds to send by bank transfer, failed gateway refunds and the latest refunds made."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
