// /our-services: the three services, each with a Learn More link to where it lives (ADR 0070).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { json, pageLanguage } from "~/server-imports/our-services.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(pageLanguage(request, "pages"));
}

export default function OurServices() {
  const t = useLoaderData<typeof loader>().i18n.pages;
  const services = [
    { title: t.eventNeeds, text: t.eventNeedsText, to: "/search", linkLabel: t.eventNeedsLink },
    { title: t.supplierMarketplace, text: t.supplierMarketplaceText, to: "/list-business", linkLabel: t.supplierMarketplaceLink },
    { title: t.planningTools, text: t.planningToolsText, to: "/auction", linkLabel: t.planningToolsLink },
  ];
  const special = [
    { title: t.bigEvent, text: t.bigEventText, to: "/page-big-plan" },
    { title: t.sheEvents, text: t.sheEventsText, to: "/page-she" },
    // The article is in Bahasa Indonesia only (ADR 0326): its title is not translated.
    { title: t.tenDestinations, text: t.tenDestinationsText, to: "/page-10-Bali-baru", lang: "id" },
  ];
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t.ourServices}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t.servicesIntro}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {services.map((s) => (
          <li key={s.to} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-xl font-semibold text-teal-900">{s.title}</h2>
            <p className="mt-2 flex-1 text-slate-600">{s.text}</p>
            <Link to={s.to} aria-label={s.linkLabel} className="mt-6 inline-block self-start rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">
              {t.learnMore}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-14 text-2xl font-semibold">{t.planningSpecial}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {special.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-teal-600">
              <span className="font-semibold text-teal-800" lang={s.lang}>{s.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.pages.ourServices ?? "Our Services", data?.i18n.pages.servicesDescription ?? "Venue sourcing, event planning and booking support for meetings and events in Bali.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
