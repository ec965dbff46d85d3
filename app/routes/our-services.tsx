// /our-services: the three services, each with a Learn More link to where it lives (ADR 0070).
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/utils/meta";

const SERVICES = [
  {
    title: "Event Needs",
    text: "Meeting rooms, ballrooms and garden venues across Bali, plus transport and equipment for your meeting, incentive, conference or exhibition. Search by date, location and number of attendees and book in minutes.",
    to: "/search",
    linkLabel: "Learn More about Event Needs",
  },
  {
    title: "Supplier Marketplace",
    text: "Venue owners and suppliers list their venues and products for free and pay a commission only when a planner pays for a booking.",
    to: "/list-business",
    linkLabel: "Learn More about the Supplier Marketplace",
  },
  {
    title: "Event Planning Tools",
    text: "Send one request for proposal and let venues compete for your event. Budgeting, run-sheets and guest management are in development.",
    to: "/auction",
    linkLabel: "Learn More about Event Planning Tools",
  },
] as const;

const SPECIAL = [
  { title: "Plan a big event", text: "Conferences, incentive trips, weddings and celebrations, organised for you.", to: "/page-big-plan" },
  { title: "SHE events", text: "Spiritual, humanity and environmental events for communities and non-profits.", to: "/page-she" },
  { title: "10 destinasi baru di Bali", text: "Ideas for your team's free afternoon (in Bahasa Indonesia).", to: "/page-10-Bali-baru" },
] as const;

export default function OurServices() {
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">Our Services</h1>
      <p className="mt-2 max-w-3xl text-slate-600">Everything an event in Bali needs, from the first idea to the last guest leaving the venue.</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {SERVICES.map((s) => (
          <li key={s.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-xl font-semibold text-teal-900">{s.title}</h2>
            <p className="mt-2 flex-1 text-slate-600">{s.text}</p>
            <Link to={s.to} aria-label={s.linkLabel} className="mt-6 inline-block self-start rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">
              Learn More
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-14 text-2xl font-semibold">Planning something special?</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {SPECIAL.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-teal-600">
              <span className="font-semibold text-teal-800">{s.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Our Services", "Venue sourcing, event planning and booking support for meetings and events in Bali.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
