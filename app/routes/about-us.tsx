import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { optionLabel } from "~/i18n/config";
import { json, pageLanguage } from "~/server-imports/about-us.server";
import { pageMeta } from "~/utils/meta";

const TEAM = [
  ["Putu Ardana", "Founder & CEO"], ["Sarah Lim", "Head of Partnerships"], ["Komang Sutama", "CTO"],
  ["Ni Luh Ayu", "Event Planning Lead"], ["David Tan", "Product Manager"], ["Gede Pradnya", "Vendor Success"],
  ["Wayan Sari", "Customer Care"], ["Rina Hartono", "Finance"],
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  return json(pageLanguage(request, "pages"));
}

export default function AboutUs() {
  const t = useLoaderData<typeof loader>().i18n.pages;
  const services = [
    [t.eventNeeds, t.eventNeedsShort],
    [t.supplierMarketplace, t.supplierMarketplaceShort],
    [t.planningTools, t.planningToolsShort],
  ] as const;
  return (
    <main id="main-content" className="mx-auto max-w-5xl space-y-12 px-4 py-12">
      <section>
        <h1 className="text-3xl font-bold">{t.aboutTitle}</h1>
        <p className="mt-3 text-slate-700">{t.aboutIntro}</p>
      </section>
      <section>
        <h2 className="text-2xl font-semibold">{t.corePurpose}</h2>
        <p className="mt-2 text-slate-700">{t.corePurposeText}</p>
      </section>
      <section>
        <h2 className="text-2xl font-semibold">{t.coreValue}</h2>
        <ul className="mt-2 list-disc pl-6 text-slate-700">
          <li>{t.value1}</li><li>{t.value2}</li><li>{t.value3}</li>
        </ul>
      </section>
      <section>
        <h2 className="text-2xl font-semibold">{t.ourTeam}</h2>
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {TEAM.map(([name, role]) => (
            <li key={name} className="rounded-xl bg-white p-4 text-center shadow-sm">
              <p className="font-semibold">{name}</p><p className="text-sm text-slate-500">{optionLabel(t, "role", role, role)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">{t.joinTeam} <a className="text-teal-700 underline" href="mailto:careers@balimice.local">{t.sendCv}</a>.</p>
      </section>
      <section>
        <h2 className="text-2xl font-semibold">{t.ourServices}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {services.map(([title, text]) => (
            <li key={title} className="rounded-xl bg-white p-5 shadow-sm"><p className="font-semibold">{title}</p><p className="mt-1 text-sm text-slate-600">{text}</p></li>
          ))}
        </ul>
        <p className="mt-4 text-sm"><Link className="text-teal-700 underline" to="/our-services">{t.moreAboutServices}</Link></p>
      </section>
      <p className="flex flex-wrap gap-4">
        <Link className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white" to="/login">{t.logInOrSignUp}</Link>
        <Link className="rounded-full border border-teal-700 px-5 py-2 font-semibold text-teal-800" to="/contact-us">{t.contactUs}</Link>
      </p>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.pages.aboutTitle ?? "About Us", data?.i18n.pages.aboutDescription ?? "Bali MICE helps planners find and book meeting, incentive, conference and event venues across Bali.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
