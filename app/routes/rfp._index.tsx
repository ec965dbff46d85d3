// /rfp: a signed-in planner's requests for proposal (issue 45); a guest is sent to log in
// (guests reach their request through the link in its e-mail).
import { getCurrentUser, json, loginRedirect, pageLanguage, plannerRfpList } from "~/server-imports/rfp._index.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user) throw loginRedirect(request);
  const page = pageLanguage(request, "rfp");
  return json({ ...page, rows: await plannerRfpList(user.id, page.lang) });
}

export default function PlannerRfps() {
  const { i18n, rows } = useLoaderData<typeof loader>();
  const t = i18n.rfp;
  return (
    <main id="main-content" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t.mailYourRequests}</h1>
      {rows.length ? (
        <ul className="mt-6 space-y-3">
          {rows.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 p-4">
              <Link to={r.path} className="font-semibold text-teal-800 underline">#{r.id} · {r.eventType} · {t.people.replace("{count}", String(r.people))}</Link>
              <p className="text-sm text-slate-600">{r.created} · {r.status}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-600">{t.listEmpty}</p>
      )}
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.i18n.rfp.mailYourRequests ?? "Your requests", "Your requests for proposal and the answers of the venues.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
