// /dashboard/rfps: the requests for proposal sent to the vendor's venues (issue 45).
import { json, pageLanguage, requireVendorMember, vendorRfpList } from "~/server-imports/dashboard.rfps._index.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "reservations", "view");
  const page = pageLanguage(request, "rfp");
  return json({ ...page, rows: await vendorRfpList(member, page.lang) });
}

export default function VendorRfps() {
  const { i18n, rows } = useLoaderData<typeof loader>();
  const t = i18n.rfp;
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t.listTitle}</h1>
      {rows.length ? (
        <ul className="mt-4 space-y-3">
          {rows.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 p-4" data-testid="vendor-rfp">
              <p className="font-semibold">#{r.rfpId} · {r.planner} · {r.eventType} · {t.people.replace("{count}", String(r.people))}</p>
              <p className="text-sm text-slate-600">{r.venueName} · {r.days.join(", ")} · {t.replyByLine.replace("{date}", r.replyBy)}</p>
              <p className="mt-1 text-sm">
                <span className="rounded-full bg-slate-100 px-2 py-0.5">{r.status}</span>
                {r.proposalTotal ? <span className="ml-2">{t.total}: {r.proposalTotal}</span> : null}
              </p>
              <Link to={`/dashboard/rfps/${r.id}`} className="mt-2 inline-block text-teal-800 underline">{t.open} #{r.rfpId}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-600">{t.listEmpty}</p>
      )}
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.i18n.rfp.listTitle ?? "Requests for proposal", "Requests for proposal sent to your venues: confirm, turn down or propose.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
