// /general-partnership-agreement: the agreement a vendor accepts when setting a product Active
// (spec section 4; the linked PDF was not provided, so its substance is a page: ADR 0052).
import type { MetaFunction } from "@remix-run/node";
import { BRAND } from "~/utils/constants";
import { pageMeta } from "~/utils/meta";

export default function GeneralPartnershipAgreement() {
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">General Partnership Agreement</h1>
      <ol className="mt-6 list-decimal space-y-3 pl-6 text-slate-700">
        <li>The vendor lists up to 10 active products free of charge; more products are listed by arrangement with {BRAND}.</li>
        <li>{BRAND} earns a commission only on reservations that the planner has paid.</li>
        <li>The vendor keeps prices, inclusions, opening hours and rate validity accurate, and honours reservations made at the listed price.</li>
        <li>The vendor is notified of each booking by e-mail and acknowledges it from the dashboard.</li>
        <li>The vendor keeps availability and blackout dates up to date. Cancellations follow the vendor's refund policy.</li>
      </ol>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("General Partnership Agreement", "The agreement between Bali MICE and the venues and vendors it lists.");
