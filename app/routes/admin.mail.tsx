// /admin/mail: e-mail the runner has not delivered yet (retrying, or given up after 24 hours),
// with "Retry now" per message (a plain form: works without JS). ADR 0101.
import { readFormData } from "~/utils/request-body.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { requireAdmin } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { getEnv } from "~/env.server";
import { getTransport, listUndeliveredMail, retryMailNow } from "~/mail/mail.server";
import { formatDateTime, timesIn } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage } from "~/i18n/page-language.server";
import { useStrings, useLang } from "~/i18n/use-strings";

const PATH = "/admin/mail";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({
    smtpConfigured: !!getEnv().SMTP_HOST,
    messages: (await listUndeliveredMail()).map((m) => ({
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
  const t = pageLanguage(request, "admin").i18n.admin;
  const id = Number(form.get("id"));
  if (form.get("intent") !== "retry" || !Number.isInteger(id) || id <= 0) throw new Response("Bad Request", { status: 400 });
  if (!getTransport()) return redirectWithToast(PATH, { type: "error", description: t["mail.noTransport"] });
  if (!await retryMailNow(id)) return redirectWithToast(PATH, { type: "error", description: t["mail.notWaiting"] });
  return redirectWithToast(PATH, { type: "success", description: t["mail.retried"] });
}

export default function AdminMail() {
  const lang = useLang();
  const { messages, smtpConfigured } = useLoaderData<typeof loader>();
  const t = useStrings("admin");
  return (
    <main id="main-content">
      <h1 className="text-2xl font-bold">{t["mail.title"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{t["mail.intro"]}</p>
      {!smtpConfigured ? <p className="mt-4 text-sm text-slate-600">{t["mail.noSmtp"]}</p> : null}
      {messages.length === 0 ? (
        <p className="mt-6 text-slate-600" data-testid="undelivered-empty">{t.allDelivered}</p>
      ) : (
        <div className="mt-6 rounded-xl bg-white shadow-sm">
          <table className="table-cards w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-3 py-2">{t["mail.recipient"]}</th>
                <th className="px-3 py-2">{t["mail.subject"]}</th>
                <th className="px-3 py-2">{t["mail.queued"]}</th>
                <th className="px-3 py-2">{t["mail.attempts"]}</th>
                <th className="px-3 py-2">{t["mail.lastError"]}</th>
                <th className="px-3 py-2">{t["mail.nextAttempt"]}</th>
                <th className="px-3 py-2"><span className="sr-only">{t.action}</span></th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id} className="border-t border-slate-100 align-top" data-testid="undelivered-mail">
                  <td data-label={t["mail.recipient"]} className="px-3 py-2 break-all">{m.to}</td>
                  <td data-label={t["mail.subject"]} className="px-3 py-2">{m.subject}</td>
                  <td data-label={t["mail.queued"]} className="px-3 py-2 whitespace-nowrap">{timesIn(m.createdAt, lang)}</td>
                  <td data-label={t["mail.attempts"]} className="px-3 py-2">{m.attempts}</td>
                  <td data-label={t["mail.lastError"]} className="px-3 py-2 break-all text-red-700">{m.error ?? "-"}</td>
                  <td data-label={t["mail.nextAttempt"]} className="px-3 py-2 whitespace-nowrap">{m.status === "failed" ? t["mail.givenUp"] : (m.nextAttemptAt ?? t["mail.now"])}</td>
                  <td className="px-3 py-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="id" value={m.id} />
                      <SubmitButton className="rounded-full bg-teal-700 px-3 py-1 text-xs font-semibold text-white">{t["mail.retry"]}</SubmitButton>
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

export const meta: MetaFunction = ({ matches }) =>
  adminMeta(matches, ["mail.title", "Undelivered e-mail"], ["mail.metaDescription", "E-mail the platform could not deliver, to retry or follow up."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
