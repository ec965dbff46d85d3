import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";
import { useCompany } from "~/components/company";

/** Layout of the customer policies (terms, privacy, cancellation): plain text, printable. */
export function PolicyPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const t = useStrings("legal");
  const company = useCompany();
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">{`${fill(t.lastUpdated, { date: updated })} ${company.name}, ${company.address}.`}</p>
      <div className="mt-6 space-y-4 text-slate-700 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
      <p className="mt-10 text-sm print:hidden">
        {t.seeAlso} <Link className="font-semibold text-teal-800 underline" to="/terms">{t.termsTitle}</Link>,{" "}
        <Link className="font-semibold text-teal-800 underline" to="/privacy">{t.privacyTitle}</Link> {t.and}{" "}
        <Link className="font-semibold text-teal-800 underline" to="/cancellation-policy">{t.cancellationTitle}</Link>.
      </p>
    </main>
  );
}
