// The vendor marketing page behind /list-business and /vendor-benefit: tabs Benefits and FAQ
// chosen by ?tab= (plain links, so they work without JavaScript) and the sign-up call to action.
import { Link } from "@remix-run/react";
import { VendorBenefits, VendorFaq } from "~/components/vendor-benefits";
import { fill, optionLabel } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";
import { BRAND } from "~/utils/brand";

export const MARKETING_TABS = [
  { id: "benefits", label: "Benefits" },
  { id: "faq", label: "FAQ" },
] as const;
export type MarketingTab = (typeof MARKETING_TABS)[number]["id"];

export function marketingTab(request: Request): MarketingTab {
  const tab = new URL(request.url).searchParams.get("tab");
  return MARKETING_TABS.find((t) => t.id === tab)?.id ?? "benefits";
}

export function VendorMarketing({ path, tab, heading }: { path: string; tab: MarketingTab; heading: string }) {
  const t = useStrings("pages");
  const tabLabel = (id: MarketingTab) => optionLabel(t, "tab", id, MARKETING_TABS.find((m) => m.id === id)?.label ?? id);
  return (
    <main id="main-content">
      <section className="bg-cover bg-center px-4 py-16 text-white" style={{ backgroundImage: "linear-gradient(rgba(15,23,42,.6),rgba(15,23,42,.6)),url(/images/hero-1.jpg)" }}>
        <div className="mx-auto max-w-5xl">
          <h1 className="text-4xl font-extrabold [overflow-wrap:anywhere]">{heading}</h1>
          <p className="mt-3 max-w-2xl text-lg">{t.marketingIntro}</p>
          <ListYourBusinessLink label={t.listYourBusinessNow} className="mt-6 inline-block rounded-full bg-amber-400 px-6 py-3 font-bold text-slate-900 hover:bg-amber-300" />
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <nav role="tablist" aria-label={fill(t.whyBrand, { brand: BRAND })} className="mb-6 flex gap-2">
          {MARKETING_TABS.map((m) => (
            <Link
              key={m.id}
              role="tab"
              aria-selected={m.id === tab}
              to={`${path}?tab=${m.id}`}
              preventScrollReset
              replace
              className={`rounded-full px-4 py-2 text-sm font-semibold ${m.id === tab ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm hover:text-teal-700"}`}
            >
              {tabLabel(m.id)}
            </Link>
          ))}
        </nav>
        <div role="tabpanel" aria-label={tabLabel(tab)}>
          {tab === "benefits" ? <VendorBenefits labels={t} /> : <VendorFaq labels={t} />}
        </div>
        <div className="mt-10 rounded-2xl bg-teal-50 p-6 text-center ring-1 ring-teal-200">
          <p className="text-lg font-semibold text-teal-900">{t.readyToWelcome}</p>
          <ListYourBusinessLink label={t.listYourBusinessNow} className="mt-4 inline-block rounded-full bg-teal-700 px-6 py-3 font-bold text-white hover:bg-teal-800" />
        </div>
      </div>
    </main>
  );
}

/** The spec points this link at /list-business itself; it goes to the vendor sign-up (ADR 0070). */
function ListYourBusinessLink({ className, label }: { className: string; label: string }) {
  return (
    <Link to="/register-vendor" className={className}>
      {label}
    </Link>
  );
}
