// The vendor marketing page behind /list-business and /vendor-benefit: tabs Benefits and FAQ
// chosen by ?tab= (plain links, so they work without JavaScript) and the sign-up call to action.
import { Link } from "@remix-run/react";
import { VendorBenefits, VendorFaq } from "~/components/vendor-benefits";
import { BRAND } from "~/utils/constants";

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
  return (
    <main id="main-content">
      <section className="bg-cover bg-center px-4 py-16 text-white" style={{ backgroundImage: "linear-gradient(rgba(15,23,42,.6),rgba(15,23,42,.6)),url(/images/hero-1.jpg)" }}>
        <div className="mx-auto max-w-5xl">
          <h1 className="text-4xl font-extrabold">{heading}</h1>
          <p className="mt-3 max-w-2xl text-lg">
            Put your meeting rooms, ballrooms and garden venues in front of event planners looking for a place in Bali. Listing is free; you pay a commission only on paid bookings.
          </p>
          <ListYourBusinessLink className="mt-6 inline-block rounded-full bg-amber-400 px-6 py-3 font-bold text-slate-900 hover:bg-amber-300" />
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <nav role="tablist" aria-label={`Why ${BRAND}`} className="mb-6 flex gap-2">
          {MARKETING_TABS.map((t) => (
            <Link
              key={t.id}
              role="tab"
              aria-selected={t.id === tab}
              to={`${path}?tab=${t.id}`}
              preventScrollReset
              replace
              className={`rounded-full px-4 py-2 text-sm font-semibold ${t.id === tab ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm hover:text-teal-700"}`}
            >
              {t.label}
            </Link>
          ))}
        </nav>
        <div role="tabpanel" aria-label={MARKETING_TABS.find((t) => t.id === tab)?.label}>
          {tab === "benefits" ? <VendorBenefits /> : <VendorFaq />}
        </div>
        <div className="mt-10 rounded-2xl bg-teal-50 p-6 text-center ring-1 ring-teal-200">
          <p className="text-lg font-semibold text-teal-900">Ready to welcome your next event?</p>
          <ListYourBusinessLink className="mt-4 inline-block rounded-full bg-teal-700 px-6 py-3 font-bold text-white hover:bg-teal-800" />
        </div>
      </div>
    </main>
  );
}

/** The spec points this link at /list-business itself; it goes to the vendor sign-up (ADR 0070). */
function ListYourBusinessLink({ className }: { className: string }) {
  return (
    <Link to="/register-vendor" className={className}>
      List Your Business Now
    </Link>
  );
}
