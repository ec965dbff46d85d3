// /admin/mail: e-mail the runner has not delivered yet (retrying, or given up after 24 hours),
// with "Retry now" per message (a plain form: works without JS). ADR 0101.
import { readFormData } from "~/utils/request-body.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { getEnv } from "~/env.server";
import { getTransport, listUndeliveredMail, retryMailNow } from "~/mail/mail.server";
import { formatDateTime } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta } from "~/utils/meta";

const PATH = "/admin/mail";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({
    smtpConfigured: !!getEnv().SMTP_HOST,
    messages: listUndeliveredMail().map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      error: m.error,
      nextAttemptAt: m.nextAttemptAt ? formatDateTime(m.nextAttemptAt) : null,
      createdAt: formatDateTime(m.createdAt),
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readFormData(request);
  const id = Number(form.get("id"));
  if (form.get("intent") !== "retry" || !Number.isInteger(id) || id <= 0) throw new Response("Bad Request", { status: 400 });
  if (!getTransport()) return redirectWithToast(PATH, { type: "error", description: "SMTP is not configured: mail stays in the outbox." });
  if (!retryMailNow(id)) return redirectWithToast(PATH, { type: "error", description: "That e-mail is no longer waiting for delivery." });
  return redirectWithToast(PATH, { type: "success", description: "The e-mail will be sent again now." });
}

export default function AdminMail() {
  const { messages, smtpConfigured } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1 className="text-2xl font-bold">Undelivered e-mail</h1>
      <p className="mt-1 text-sm text-slate-600">
        E-mail is retried automatically (first after 15 seconds, then less and less often) for 24 hours, then given up.
      </p>
      {!smtpConfigured ? <p className="mt-4 text-sm text-slate-600">SMTP is not configured: e-mail is kept in the outbox and never sent.</p> : null}
      {messages.length === 0 ? (
        <p className="mt-6 text-slate-600" data-testid="undelivered-empty">Every e-mail has been delivered.</p>
      ) : (
        <div className="mt-6 rounded-xl bg-white shadow-sm">
          <table className="table-cards w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-3 py-2">Recipient</th>
                <th className="px-3 py-2">Subject</th>
                <th className="px-3 py-2">Queued</th>
                <th className="px-3 py-2">Attempts</th>
                <th className="px-3 py-2">Last error</th>
                <th className="px-3 py-2">Next attempt</th>
                <th className="px-3 py-2"><span className="sr-only">Action</span></th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id} className="border-t border-slate-100 align-top" data-testid="undelivered-mail">
                  <td data-label="Recipient" className="px-3 py-2 break-all">{m.to}</td>
                  <td data-label="Subject" className="px-3 py-2">{m.subject}</td>
                  <td data-label="Queued" className="px-3 py-2 whitespace-nowrap">{m.createdAt}</td>
                  <td data-label="Attempts" className="px-3 py-2">{m.attempts}</td>
                  <td data-label="Last error" className="px-3 py-2 break-all text-red-700">{m.error ?? "-"}</td>
                  <td data-label="Next attempt" className="px-3 py-2 whitespace-nowrap">{m.status === "failed" ? "given up" : (m.nextAttemptAt ?? "now")}</td>
                  <td className="px-3 py-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="id" value={m.id} />
                      <SubmitButton className="rounded-full bg-teal-700 px-3 py-1 text-xs font-semibold text-white">Retry now</SubmitButton>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Undelivered e-mail", "E-mail the platform could not deliver, to retry or follow up.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
