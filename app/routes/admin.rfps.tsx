// /admin/rfps: every request for proposal and its state (issue 45); an abusive one is closed
// with a reason: its venues are cancelled and their holds released.
import { adminRfpList, auditActor, closeRfp, json, pageLanguage, parseWithZod, ReasonSchema, readFormData, redirect, requireAdmin, rfpReplyIn } from "~/server-imports/admin.rfps.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Form } from "~/components/form";
import { SubmitButton, TextareaField, type FormReply } from "~/components/forms";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = pageLanguage(request, "rfp");
  return json({ ...page, rows: await adminRfpList(page.lang) });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) throw new Response("Bad Request", { status: 400 });
  const { lang } = pageLanguage(request);
  const submission = parseWithZod(form, { schema: ReasonSchema });
  if (submission.status !== "success") return json({ id, reply: rfpReplyIn(lang, submission.reply()) as FormReply }, { status: 400 });
  if (!(await closeRfp(id, submission.value.reason, auditActor(admin, "console")))) throw new Response("Not Found", { status: 404 });
  return redirect("/admin/rfps");
}

export default function AdminRfps() {
  const { i18n, rows } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = i18n.rfp;
  return (
    <main id="main-content">
      <h1 className="text-2xl font-bold">{t.adminTitle}</h1>
      <div className="mt-4 overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead>
            <tr className="text-left">
              <th className="p-2">#</th><th className="p-2">{t.created}</th><th className="p-2">{t.planner}</th><th className="p-2">{t.eventType}</th>
              <th className="p-2">{t.venues}</th><th className="p-2">{t.proposals}</th><th className="p-2">{t.adminTitle}</th><th className="p-2"><span className="sr-only">{t.adminClose}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-200 align-top" data-testid="admin-rfp">
                <td className="p-2">{r.id}</td>
                <td className="p-2">{r.created}</td>
                <td className="p-2">{r.planner}<br /><span className="text-slate-500">{r.email}</span></td>
                <td className="p-2">{r.eventType} · {t.people.replace("{count}", String(r.people))}</td>
                <td className="p-2">{r.venues}</td>
                <td className="p-2">{r.proposals}</td>
                <td className="p-2">{r.status}{r.closedReason ? `: ${r.closedReason}` : ""}</td>
                <td className="p-2">
                  {r.closable ? (
                    <Form method="post" className="min-w-56">
                      <input type="hidden" name="id" value={r.id} />
                      <TextareaField label={t.adminCloseReason} textareaProps={{ id: `close-reason-${r.id}`, name: "reason", rows: 1, maxLength: 1000 }} errors={failed?.id === r.id ? (failed.reply.error?.reason ?? undefined) : undefined} />
                      <SubmitButton aria-label={`${t.adminClose} #${r.id}`} className="rounded-full border border-red-700 px-4 py-1.5 text-sm font-semibold text-red-700">{t.adminClose}</SubmitButton>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.i18n.rfp.adminTitle ?? "Requests for proposal", "Requests for proposal sent to venues, their state and the venues’ answers.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
