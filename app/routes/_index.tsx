import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { json, baliCalendarNotes, listPartners, appOrigin, calendarNotesIn, pageLanguage, lastBookableDate, parseSearchParams, baliIsoDate } from "~/server-imports/_index.server";
import { HeroCarousel, type HeroSlide } from "~/components/catalog/hero-carousel";
import { SearchForm } from "~/components/catalog/search-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND, DISTRICTS } from "~/utils/constants";
import { ResponsiveImage, SLOT_SIZES } from "~/components/responsive-image";
import { fill, withLang } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";

const HOME_TABS = ["venue", "transport", "equipment", "more"] as const;
type HomeTab = (typeof HOME_TABS)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const today = baliIsoDate();
  const tab: HomeTab = HOME_TABS.find((t) => t === url.searchParams.get("tab")) ?? "venue";
  const language = pageLanguage(request, "home", "search");
  return json({
    ...language,
    today,
    tab,
    filters: parseSearchParams(new URLSearchParams(), { today }),
    calendarNotes: calendarNotesIn(language.lang, await baliCalendarNotes(today, lastBookableDate(today))),
    partners: (await listPartners()).map((p) => ({ id: p.id, name: p.name, url: p.url, logoUrl: p.logoUrl })),
    origin: appOrigin(request),
  });
}

// Texts come from the home dictionary (app/i18n/dict/home.server.ts) in the visitor's language.
const SLIDE_IMAGES = ["/images/hero-1.jpg", "/images/hero-2.jpg", "/images/hero-3.jpg", "/images/hero-4.jpg"];
const FAQ_KEYS = [1, 2, 3, 4, 5] as const;
const STEP_KEYS = [1, 2, 3] as const;

const tabClass = (active: boolean) =>
  `rounded-t-lg px-4 py-2 text-sm font-semibold ${active ? "bg-white text-teal-800" : "bg-white/20 text-white hover:bg-white/30"}`;

export default function Home() {
  const { today, tab, filters, calendarNotes, partners } = useLoaderData<typeof loader>();
  const t = useStrings("home");
  const slides: HeroSlide[] = SLIDE_IMAGES.map((image, i) => ({ image, alt: t[`slide${(i + 1) as 1 | 2 | 3 | 4}`] }));
  const listingsQuery = (t: "transport" | "equipment") =>
    `/search?${new URLSearchParams({ keyword: "", page: "1", limit: "100", date: today, tab: t })}`;
  return (
    <main id="main-content">
      <HeroCarousel slides={slides} title={t.heroTitle} subtitle={t.heroSubtitle} labels={t}>
        <nav aria-label={t.services} className="flex flex-wrap gap-1">
          <Link to="/" preventScrollReset aria-current={tab === "venue" ? "page" : undefined} className={tabClass(tab === "venue")}>{t.tabVenue}</Link>
          <Link to={listingsQuery("transport")} className={tabClass(false)}>{t.tabTransport}</Link>
          <Link to={listingsQuery("equipment")} className={tabClass(false)}>{t.tabEquipment}</Link>
          <Link to="/?tab=more" preventScrollReset aria-current={tab === "more" ? "page" : undefined} className={tabClass(tab === "more")}>{t.tabMore}</Link>
        </nav>
        <div className="rounded-b-xl rounded-tr-xl bg-white p-4 text-slate-900 shadow-xl">
          {tab === "more" ? (
            <p className="py-4 text-center text-slate-700">
              {t.moreComingSoon} <Link to="/contact-us" className="font-semibold text-teal-700 hover:underline">{t.moreContactUs}</Link> {t.moreInTheMeantime}
            </p>
          ) : (
            <SearchForm action="/search" filters={filters} today={today} variant="home" dateNotes={calendarNotes} />
          )}
        </div>
      </HeroCarousel>

      <section className="mx-auto mt-10 max-w-6xl px-4">
        <Link to="/auction" className="flex flex-col items-start justify-between gap-3 rounded-2xl bg-gradient-to-r from-teal-800 to-teal-600 p-6 text-white shadow sm:flex-row sm:items-center">
          <span>
            <span className="block text-xl font-bold">{t.rfpTitle}</span>
            <span className="text-teal-50">{t.rfpText}</span>
          </span>
          <span className="rounded-full bg-amber-500 px-5 py-2 font-bold text-slate-900">{t.rfpButton}</span>
        </Link>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="districts-heading">
        <h2 id="districts-heading" className="text-2xl font-bold">{t.exploreByDistrict}</h2>
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
            <ResponsiveImage src="/images/why-us.jpg" sizes={SLOT_SIZES.half} alt={t.whyImageAlt} width={1280} height={720} className="w-full" />
          </figure>
          <div>
            <h2 id="why-heading" className="text-2xl font-bold">{fill(t.whyTitle, { brand: BRAND })}</h2>
            <ul className="mt-4 space-y-3 text-slate-700">
              <li><strong>{t.why1Title}</strong> {t.why1Text}</li>
              <li><strong>{t.why2Title}</strong> {t.why2Text}</li>
              <li><strong>{t.why3Title}</strong> {t.why3Text}</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-2xl font-bold">{t.stepsTitle}</h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {STEP_KEYS.map((n) => (
            <li key={n} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-teal-700 font-bold text-white">{n}</span>
              <h3 className="mt-3 text-lg font-semibold">{t[`step${n}Title`]}</h3>
              <p className="mt-1 text-slate-600">{t[`step${n}Text`]}</p>
            </li>
          ))}
        </ol>
      </section>

      {partners.length ? (
        <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="partners-heading">
          <h2 id="partners-heading" className="text-2xl font-bold">{t.partners}</h2>
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
        <h2 id="faq-heading" className="text-2xl font-bold">{t.faqTitle}</h2>
        <div className="mt-6 space-y-2">
          {FAQ_KEYS.map((n, i) => (
            // `name` groups the <details> so one is open at a time, natively (no JS needed).
            <details key={n} {...{ name: "faq" }} open={i === 0} className="group rounded-lg bg-white p-4 shadow-sm">
              <summary className="cursor-pointer list-none font-semibold marker:hidden">
                <span className="mr-2 inline-block transition-transform group-open:rotate-90">›</span>
                {t[`faq${n}Q`]}
              </summary>
              <p className="mt-2 text-slate-700">{t[`faq${n}A`]}</p>
            </details>
          ))}
        </div>
      </section>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${BRAND} | ${data?.i18n.home.metaTitle ?? "Venues and events in Bali"}` },
  { name: "description", content: data?.i18n.home.metaDescription ?? "Search and book venues for meetings, incentives, conferences and events in Bali." },
  { property: "og:title", content: `${BRAND} | ${data?.i18n.home.metaTitle ?? "Venues and events in Bali"}` },
  // Each language's page is its own canonical (the Indonesian one carries ?lang=id, ADR 0300).
  ...(data ? [{ property: "og:image", content: `${data.origin}/images/hero-1.jpg` }, { tagName: "link", rel: "canonical", href: `${data.origin}${withLang("/", data.lang)}` }] : []),
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
