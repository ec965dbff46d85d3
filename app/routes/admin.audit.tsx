// /admin/audit: every admin change, newest first (who, when, what, old and new value), and the
// deleted reservations with Restore (allowed while the slot is still free). ADR 0141.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { requireAdmin } from "~/accounts/session.server";
import { auditActor, listAudit } from "~/audit/audit.server";
import { listDeletedLines, restoreReservationLine } from "~/admin/payments.server";
import { AuditTable } from "~/components/admin-audit";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { pageNumber } from "~/supplier/reservations.server";
import { fill } from "~/i18n/config";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";

const PATH = "/admin/audit";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const { lang } = pageLanguage(request);
  const audit = await listAudit({ page, lang });
  // The action's name in the page's language; who, about and the values are the record as written.
  const rows = audit.rows.map((r) => ({ ...r, action: messageText(lang, r.action) }));
  return json({ audit: { ...audit, rows }, deleted: page === 1 ? await listDeletedLines(50, lang) : [] });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const { lang, i18n } = pageLanguage(request, "admin");
  const id = Number(form.get("id"));
  if (form.get("intent") !== "restore" || !Number.isInteger(id) || id < 1) throw new Response("Bad Request", { status: 400 });
  const result = await restoreReservationLine(id, auditActor(admin, "console"));
  if (!result.ok) {
    if (result.status === 404) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(PATH, { type: "error", description: messageText(lang, result.message) });
  }
  return redirectWithToast(PATH, { type: "success", description: i18n.admin["audit.restored"] });
}

export default function AdminAudit() {
  const { audit, deleted } = useLoaderData<typeof loader>();
  const lastPage = Math.max(1, Math.ceil(audit.total / audit.pageSize));
  const t = useStrings("admin");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["audit.title"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{t["audit.intro"]}</p>

      {deleted.length ? (
        <section aria-labelledby="deleted-title" className="mt-6">
          <h2 id="deleted-title" className="text-lg font-semibold">{t["audit.deleted"]}</h2>
          <p className="mt-1 text-sm text-slate-600">{t["audit.deletedIntro"]}</p>
          <ul className="mt-3 space-y-2">
            {deleted.map((d) => (
              <li key={d.id} data-testid="deleted-line" data-line={d.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm">
                <div>
                  <p className="font-semibold">{d.subject}</p>
                  <p className="text-slate-600">{fill(t["audit.deletedBy"], { venue: d.venue, at: d.deletedAt, who: d.deletedBy })}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="id" value={d.id} />
                  <SubmitButton className="rounded-full border border-teal-700 px-4 py-1.5 font-semibold text-teal-800 hover:bg-teal-50" aria-label={fill(t["audit.restoreLabel"], { what: d.subject })}>
                    {t.restore}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="changes-title" className="mt-6">
        <h2 id="changes-title" className="text-lg font-semibold">{t["audit.changes"]}</h2>
        <p className="mt-1 text-sm text-slate-600">{fill(t["audit.count"], { count: audit.total })}</p>
        <div className="mt-3">
          {audit.rows.length ? <AuditTable entries={audit.rows} /> : <p className="text-slate-600">{t.noAdminChanges}</p>}
        </div>
        <nav aria-label={t.pagesNav} className="mt-4 flex items-center gap-3 text-sm">
          {audit.page > 1 ? <Link to={`${PATH}?page=${audit.page - 1}`} className="underline">{t.previous}</Link> : null}
          <span>{fill(t.pageOf, { page: audit.page, last: lastPage })}</span>
          {audit.page < lastPage ? <Link to={`${PATH}?page=${audit.page + 1}`} className="underline">{t.next}</Link> : null}
        </nav>
      </section>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, ["audit.title", "Audit log"], ["audit.metaDescription", "Every change made in the admin console: who, what and when."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
