import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/utils/meta";

const TEAM = [
  ["Putu Ardana", "Founder & CEO"], ["Sarah Lim", "Head of Partnerships"], ["Komang Sutama", "CTO"],
  ["Ni Luh Ayu", "Event Planning Lead"], ["David Tan", "Product Manager"], ["Gede Pradnya", "Vendor Success"],
  ["Wayan Sari", "Customer Care"], ["Rina Hartono", "Finance"],
] as const;

const SERVICES = [
  ["Event Needs", "Venues, transport and equipment for meetings, incentives, conferences and exhibitions."],
  ["Supplier Marketplace", "Vendors list their venues and products for free and pay commission only on paid bookings."],
  ["Event Planning Tools", "Budgeting, run-sheets and guest management for planners (in development)."],
] as const;

export default function AboutUs() {
  return (
    <main id="main-content" className="mx-auto max-w-5xl space-y-12 px-4 py-12">
      <section>
        <h1 className="text-3xl font-bold">About Us</h1>
        <p className="mt-3 text-slate-700">We connect event planners with Bali's best venues and suppliers, so a meeting, incentive, conference or exhibition can be searched, booked and executed in one place.</p>
      </section>
      <section>
        <h2 className="text-2xl font-semibold">Core Purpose</h2>
        <p className="mt-2 text-slate-700">Make event planning in Bali simple, transparent and fair for planners and local businesses.</p>
      </section>
      <section>
        <h2 className="text-2xl font-semibold">Core Value</h2>
        <ul className="mt-2 list-disc pl-6 text-slate-700">
          <li>Honest prices, shown up front</li><li>Local knowledge</li><li>Respect for people and place</li>
        </ul>
      </section>
      <section>
        <h2 className="text-2xl font-semibold">Our Team</h2>
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {TEAM.map(([name, role]) => (
            <li key={name} className="rounded-xl bg-white p-4 text-center shadow-sm">
              <p className="font-semibold">{name}</p><p className="text-sm text-slate-500">{role}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">Want to join the team? <a className="text-teal-700 underline" href="mailto:careers@balimice.local">Send us your CV</a>.</p>
      </section>
      <section>
        <h2 className="text-2xl font-semibold">Our Services</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {SERVICES.map(([title, text]) => (
            <li key={title} className="rounded-xl bg-white p-5 shadow-sm"><p className="font-semibold">{title}</p><p className="mt-1 text-sm text-slate-600">{text}</p></li>
          ))}
        </ul>
        <p className="mt-4 text-sm"><Link className="text-teal-700 underline" to="/our-services">More about our services</Link></p>
      </section>
      <p className="flex gap-4">
        <Link className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white" to="/login">Log in or sign up</Link>
        <Link className="rounded-full border border-teal-700 px-5 py-2 font-semibold text-teal-800" to="/contact-us">Contact Us</Link>
      </p>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("About Us", "Bali MICE helps planners find and book meeting, incentive, conference and event venues across Bali.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
