// /general-partnership-agreement: the agreement a vendor accepts when setting a product Active
// (spec section 4; the linked PDF was not provided, so its substance is a page: ADR 0052).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { fill } from "~/i18n/config";
import { json, pageLanguage } from "~/server-imports/general-partnership-agreement.server";
import { BRAND } from "~/utils/brand";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(pageLanguage(request, "legal"));
}

export default function GeneralPartnershipAgreement() {
  const t = useLoaderData<typeof loader>().i18n.legal;
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t.gpaTitle}</h1>
      <ol className="mt-6 list-decimal space-y-3 pl-6 text-slate-700">
        {[t.gpa1, t.gpa2, t.gpa3, t.gpa4, t.gpa5].map((clause) => (
          <li key={clause}>{fill(clause, { brand: BRAND })}</li>
        ))}
      </ol>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.legal.gpaTitle ?? "General Partnership Agreement", data?.i18n.legal.gpaDescription ?? "The agreement between Bali MICE and the venues and vendors it lists.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
