// /admin/inquiries: every message sent through the public forms, newest first.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/accounts/session.server";
import { listInquiries } from "~/admin/inquiries.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateTime, formatRupiah, timesIn } from "~/utils/format";
import { fill } from "~/i18n/config";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage } from "~/i18n/page-language.server";
import { useStrings, useLang } from "~/i18n/use-strings";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const { rows, total, page: current, pageCount } = await listInquiries(page);
  const t = pageLanguage(request, "admin").i18n.admin;
  return json({
    total,
    page: current,
    pageCount,
    rows: rows.map((r) => ({
      id: r.id,
      at: formatDateTime(r.createdAt),
      kind: r.inquiryType === "AUCTION" ? t["inquiries.rfp"] : r.title || t["inquiries.inquiry"],
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      note: r.note,
      details: [
        r.location && fill(t["inquiries.location"], { value: r.location }),
        r.startDate &&
          (r.endDate && r.endDate !== r.startDate
            ? fill(t["inquiries.datesRange"], { from: r.startDate, to: r.endDate })
            : fill(t["inquiries.dates"], { value: r.startDate })),
        r.participantNumber != null && fill(t["inquiries.participants"], { value: r.participantNumber }),
        r.budget != null && fill(t["inquiries.budget"], { value: formatRupiah(r.budget) }),
      ].filter(Boolean) as string[],
      hasDocument: !!r.documentKey,
    })),
  });
}

export default function AdminInquiries() {
  const lang = useLang();
  const { rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const t = useStrings("admin");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["inquiries.title"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{fill(t["inquiries.count"], { count: total })}</p>
      {rows.length ? (
        <ul className="mt-6 divide-y divide-slate-200">
          {rows.map((r) => (
            <li key={r.id} id={`inquiry-${r.id}`} className="scroll-mt-20 py-4" data-testid="inquiry-row">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">{r.kind}</span>
                <span className="font-semibold">{r.name}</span>
                {r.company ? <span className="text-slate-600">{r.company}</span> : null}
                <span className="ml-auto text-xs text-slate-500">#{r.id}, {timesIn(r.at, lang)}</span>
              </div>
              <p className="mt-1 text-sm">
                <a className="text-teal-700 underline" href={`mailto:${r.email}`}>{r.email}</a> · <a className="text-teal-700 underline" href={`tel:${r.phone}`}>{r.phone}</a>
              </p>
              {r.details.length ? <p className="mt-1 text-sm text-slate-600">{r.details.join(" · ")}</p> : null}
              <details className="mt-2">
                <summary className="cursor-pointer text-sm text-slate-700">{t["inquiries.message"]}</summary>
                <p className="mt-2 whitespace-pre-wrap text-sm text-slate-800">{r.note}</p>
              </details>
              {r.hasDocument ? (
                <a className="mt-2 inline-block text-sm font-semibold text-teal-700 underline" href={`/admin/inquiries/${r.id}/document`}>
                  {t["inquiries.document"]}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{t.noInquiries}</p>
      )}
      <nav aria-label={t.pagesNav} className="mt-6 flex items-center gap-3 text-sm">
        {page > 1 ? <Link className="rounded-full border px-4 py-1.5" to={`?page=${page - 1}`}>{t.previous}</Link> : null}
        <span>{fill(t.pageOf, { page, last: pageCount })}</span>
        {page < pageCount ? <Link className="rounded-full border px-4 py-1.5" to={`?page=${page + 1}`}>{t.next}</Link> : null}
      </nav>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  adminMeta(matches, ["inquiries.metaTitle", "Inquiries | Admin"], ["inquiries.metaDescription", "Inquiries and event enquiries received from planners."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
