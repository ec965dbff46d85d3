import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lastBookableDate, parseSearchParams } from "~/catalog/search-params";
import { baliCalendarNotes } from "~/bali-calendar/closure-days.server";
import { listPartners } from "~/catalog/venue.server";
import { HeroCarousel, type HeroSlide } from "~/components/catalog/hero-carousel";
import { SearchForm } from "~/components/catalog/search-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND, DISTRICTS } from "~/utils/constants";
import { baliIsoDate } from "~/utils/format";
import { appOrigin } from "~/utils/url.server";
import { ResponsiveImage, SLOT_SIZES } from "~/components/responsive-image";

const HOME_TABS = ["venue", "transport", "equipment", "more"] as const;
type HomeTab = (typeof HOME_TABS)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const today = baliIsoDate();
  const tab: HomeTab = HOME_TABS.find((t) => t === url.searchParams.get("tab")) ?? "venue";
  return json({
    today,
    tab,
    filters: parseSearchParams(new URLSearchParams(), { today }),
    calendarNotes: baliCalendarNotes(today, lastBookableDate(today)),
    partners: listPartners().map((p) => ({ id: p.id, name: p.name, url: p.url, logoUrl: p.logoUrl })),
    origin: appOrigin(request),
  });
}

const SLIDES: HeroSlide[] = [
  { image: "/images/hero-1.jpg", alt: "Meet in paradise: ballrooms and meeting rooms across Bali" },
  { image: "/images/hero-2.jpg", alt: "Gala dinners by the beach" },
  { image: "/images/hero-3.jpg", alt: "Conferences made simple" },
  { image: "/images/hero-4.jpg", alt: "Garden and cliff-top venues" },
];

const FAQ = [
  { q: "How do I book a venue?", a: "Search by location, date and number of attendees, open a product, choose the date, time and seat layout, and add it to your reservation list. Check out as a guest or with your account." },
  { q: "How many people in charge do we need?", a: "We recommend one person in charge for every 20 participants." },
  { q: "Can I cancel a reservation?", a: "You can cancel until one day before the event. Refunds follow the venue's policy." },
  { q: "How do I pay?", a: "Pay by bank transfer within 2x24 hours, or online through our payment provider. Your voucher is issued once payment is confirmed." },
  { q: "I own a venue. How do I list it?", a: "Sign up as a vendor: up to 10 products are free, and commission is charged only when the planner pays. You are notified of each booking by e-mail and set your own availability." },
];

const STEPS = [
  { title: "Search", text: "Filter venues by district, date, time and attendees." },
  { title: "Book", text: "Pick the layout and quantity and add it to your reservation list." },
  { title: "Execute", text: "Pay securely, get your voucher and meet the venue team on the day." },
];

const tabClass = (active: boolean) =>
  `rounded-t-lg px-4 py-2 text-sm font-semibold ${active ? "bg-white text-teal-800" : "bg-white/20 text-white hover:bg-white/30"}`;

export default function Home() {
  const { today, tab, filters, calendarNotes, partners } = useLoaderData<typeof loader>();
  const listingsQuery = (t: "transport" | "equipment") =>
    `/search?${new URLSearchParams({ keyword: "", page: "1", limit: "100", date: today, tab: t })}`;
  return (
    <main id="main-content">
      <HeroCarousel slides={SLIDES} title="Find your event venue in Bali" subtitle="Meeting rooms, ballrooms and garden venues from Nusa Dua to Ubud.">
        <nav aria-label="Services" className="flex flex-wrap gap-1">
          <Link to="/" preventScrollReset aria-current={tab === "venue" ? "page" : undefined} className={tabClass(tab === "venue")}>Venue</Link>
          <Link to={listingsQuery("transport")} className={tabClass(false)}>Transport</Link>
          <Link to={listingsQuery("equipment")} className={tabClass(false)}>Equipment</Link>
          <Link to="/?tab=more" preventScrollReset aria-current={tab === "more" ? "page" : undefined} className={tabClass(tab === "more")}>More</Link>
        </nav>
        <div className="rounded-b-xl rounded-tr-xl bg-white p-4 text-slate-900 shadow-xl">
          {tab === "more" ? (
            <p className="py-4 text-center text-slate-700">
              Catering, talent and other services are coming soon. <Link to="/contact-us" className="font-semibold text-teal-700 hover:underline">Contact us</Link> in the meantime.
            </p>
          ) : (
            <SearchForm action="/search" filters={filters} today={today} variant="home" dateNotes={calendarNotes} />
          )}
        </div>
      </HeroCarousel>

      <section className="mx-auto mt-10 max-w-6xl px-4">
        <Link to="/auction" className="flex flex-col items-start justify-between gap-3 rounded-2xl bg-gradient-to-r from-teal-800 to-teal-600 p-6 text-white shadow sm:flex-row sm:items-center">
          <span>
            <span className="block text-xl font-bold">Request for Proposal</span>
            <span className="text-teal-50">Tell us about your event and let venues send you their best offer.</span>
          </span>
          <span className="rounded-full bg-amber-500 px-5 py-2 font-bold text-slate-900">Send a request</span>
        </Link>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="districts-heading">
        <h2 id="districts-heading" className="text-2xl font-bold">Explore by district</h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {DISTRICTS.map((d) => (
            <li key={d}>
              <Link
                to={`/search?${new URLSearchParams({ keyword: d, date: today, page: "1" })}`}
                className="group relative block overflow-hidden rounded-xl shadow hover:shadow-lg"
              >
                <ResponsiveImage
                  src={`/images/districts/${d.toLowerCase().replace(/ /g, "-")}.jpg`}
                  sizes={SLOT_SIZES.tile}
                  alt=""
                  width={600}
                  height={400}
                  className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-900/80 to-transparent p-3 text-lg font-semibold text-white">{d}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white py-12" aria-labelledby="why-heading">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 md:grid-cols-2">
          <figure className="overflow-hidden rounded-2xl shadow">
            <ResponsiveImage src="/images/why-us.jpg" sizes={SLOT_SIZES.half} alt="Event planners at a Bali venue" width={1280} height={720} className="w-full" />
          </figure>
          <div>
            <h2 id="why-heading" className="text-2xl font-bold">Why plan with {BRAND}?</h2>
            <ul className="mt-4 space-y-3 text-slate-700">
              <li><strong>Every venue in one place.</strong> Compare rooms, layouts and capacities across Bali.</li>
              <li><strong>Clear prices in rupiah.</strong> Discounts shown up front, no hidden fees.</li>
              <li><strong>Local support.</strong> Our Bali team answers six days a week by phone, WhatsApp and e-mail.</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-2xl font-bold">Three steps to your event</h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-teal-700 font-bold text-white">{i + 1}</span>
              <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
              <p className="mt-1 text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {partners.length ? (
        <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="partners-heading">
          <h2 id="partners-heading" className="text-2xl font-bold">Our partners</h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {partners.map((p) => (
              <li key={p.id} className="overflow-hidden rounded-lg bg-white shadow-sm">
                <ResponsiveImage src={p.logoUrl} sizes={SLOT_SIZES.tile} alt={p.name} width={480} height={240} className="aspect-[2/1] w-full object-cover" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl font-bold">Frequently asked questions</h2>
        <div className="mt-6 space-y-2">
          {FAQ.map((item, i) => (
            // `name` groups the <details> so one is open at a time, natively (no JS needed).
            <details key={item.q} {...{ name: "faq" }} open={i === 0} className="group rounded-lg bg-white p-4 shadow-sm">
              <summary className="cursor-pointer list-none font-semibold marker:hidden">
                <span className="mr-2 inline-block transition-transform group-open:rotate-90">›</span>
                {item.q}
              </summary>
              <p className="mt-2 text-slate-700">{item.a}</p>
            </details>
          ))}
        </div>
      </section>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${BRAND} | Venues and events in Bali` },
  { name: "description", content: "Search and book venues for meetings, incentives, conferences and events in Bali." },
  { property: "og:title", content: `${BRAND} | Venues and events in Bali` },
  ...(data ? [{ property: "og:image", content: `${data.origin}/images/hero-1.jpg` }, { tagName: "link", rel: "canonical", href: `${data.origin}/` }] : []),
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
