// /admin/inquiries: every message sent through the public forms, newest first.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/accounts/session.server";
import { listInquiries } from "~/admin/inquiries.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateTime, formatRupiah } from "~/utils/format";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const { rows, total, page: current, pageCount } = listInquiries(page);
  return json({
    total,
    page: current,
    pageCount,
    rows: rows.map((r) => ({
      id: r.id,
      at: formatDateTime(r.createdAt),
      kind: r.inquiryType === "AUCTION" ? "Request for proposal" : r.title || "Inquiry",
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      note: r.note,
      details: [
        r.location && `Location: ${r.location}`,
        r.startDate && `Dates: ${r.startDate}${r.endDate && r.endDate !== r.startDate ? ` to ${r.endDate}` : ""}`,
        r.participantNumber != null && `Participants: ${r.participantNumber}`,
        r.budget != null && `Budget: ${formatRupiah(r.budget)}`,
      ].filter(Boolean) as string[],
      hasDocument: !!r.documentKey,
    })),
  });
}

export default function AdminInquiries() {
  const { rows, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Inquiries</h1>
      <p className="mt-1 text-sm text-slate-600">{total} message(s) from the inquiry, request for proposal, Contact Us and enquiry forms.</p>
      {rows.length ? (
        <ul className="mt-6 divide-y divide-slate-200">
          {rows.map((r) => (
            <li key={r.id} id={`inquiry-${r.id}`} className="scroll-mt-20 py-4" data-testid="inquiry-row">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">{r.kind}</span>
                <span className="font-semibold">{r.name}</span>
                {r.company ? <span className="text-slate-600">{r.company}</span> : null}
                <span className="ml-auto text-xs text-slate-500">#{r.id}, {r.at}</span>
              </div>
              <p className="mt-1 text-sm">
                <a className="text-teal-700 underline" href={`mailto:${r.email}`}>{r.email}</a> · <a className="text-teal-700 underline" href={`tel:${r.phone}`}>{r.phone}</a>
              </p>
              {r.details.length ? <p className="mt-1 text-sm text-slate-600">{r.details.join(" · ")}</p> : null}
              <details className="mt-2">
                <summary className="cursor-pointer text-sm text-slate-700">Message</summary>
                <p className="mt-2 whitespace-pre-wrap text-sm text-slate-800">{r.note}</p>
              </details>
              {r.hasDocument ? (
                <a className="mt-2 inline-block text-sm font-semibold text-teal-700 underline" href={`/admin/inquiries/${r.id}/document`}>
                  Download document
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">No inquiries yet.</p>
      )}
      <nav aria-label="Pages" className="mt-6 flex items-center gap-3 text-sm">
        {page > 1 ? <Link className="rounded-full border px-4 py-1.5" to={`?page=${page - 1}`}>Previous</Link> : null}
        <span>Page {page} of {pageCount}</span>
        {page < pageCount ? <Link className="rounded-full border px-4 py-1.5" to={`?page=${page + 1}`}>Next</Link> : null}
      </nav>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Inquiries | Admin", "Inquiries and event enquiries received from planners.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
