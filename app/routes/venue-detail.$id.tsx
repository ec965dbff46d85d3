// /venue-detail/{id}: the venue page (ADR 0121). Facts, gallery, address, every space with its
// capacities and seating plans, and the packages as product cards with BOOK NOW.
import { kmText } from "~/catalog/nearby";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { json, getVenuePage, venueReplyTime, getMapConfig, venueRatingSummary, venueReviews, jsonLdText, venueJsonLd, appOrigin, pageLanguage, messageText, vendorText, AIRPORT_NAME, withLang, SEARCH_TAB_LABELS } from "~/server-imports/venue-detail.$id.server";
import { Gallery } from "~/components/catalog/gallery";
import { SeatingPlans } from "~/components/catalog/seating-plans";
import { VenueCard } from "~/components/catalog/venue-card";
import { RatingBadge } from "~/components/rating";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ReplyTimeNote } from "~/components/message-links";
import { mapLinks, MapView } from "~/components/map-view";
import { RatingSummaryBlock, ReviewList } from "~/components/reviews";
import { BRAND } from "~/utils/brand";
import { pageMeta } from "~/utils/meta";
import { PolicyTimeline } from "~/components/cancellation-policy";
import { fill, optionLabel } from "~/i18n/config";
import { VendorText } from "~/components/vendor-text";
import { useLang, useStrings } from "~/i18n/use-strings";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await getVenuePage(Number(params.id));
  if (!found) throw new Response("Not Found", { status: 404 });
  const language = pageLanguage(request, "venue");
  const { lang } = language;
  const t = language.i18n.venue;
  const tr = (text: string) => messageText(lang, text);
  const policy = found.venue.policy;
  // The tier's words are references: rendered in English too.
  const venue = { ...found.venue, policy: { label: tr(policy.label), words: tr(policy.words), timeline: policy.timeline.map((s) => ({ ...s, label: tr(s.label) })) } };
  const page = lang === "en" ? { ...found, venue } : {
    ...found,
    venue,
    facts: { ...found.facts, nearby: found.facts.nearby.map((a) => (a.name === AIRPORT_NAME ? { ...a, name: t.airport } : a)) },
  };
  const origin = appOrigin(request);
  const canonical = `${origin}${withLang(`/venue-detail/${page.venue.id}`, lang)}`;
  const image = `${origin}${page.images[0]?.url ?? "/images/placeholder.jpg"}`;
  // Reviews (ADR 0270): ?reviews=N is the page of the list; the rating is the venue's aggregate.
  const rating = await venueRatingSummary(page.venue.id, lang);
  const reviews = await venueReviews(page.venue.id, lang, Number(new URL(request.url).searchParams.get("reviews")) || 1);
  const replyTime = await venueReplyTime(page.venue.id);
  return json({
    ...page,
    // The vendor's texts in the page's language, or the other one marked (ADR 0325).
    texts: {
      about: vendorText(lang, { en: page.venue.description, id: page.venue.descriptionId }),
      rooms: Object.fromEntries(page.spaces.map((sv) => [sv.id, vendorText(lang, { en: sv.description, id: sv.descriptionId })])),
    },
    ...language,
    rating,
    reviews,
    jsonLd: jsonLdText(venueJsonLd(page.venue, rating, reviews.reviews, canonical, image)),
    map: getMapConfig(),
    replyTime: replyTime ? tr(replyTime) : null,
    // The search tabs' names, here rather than search-params.ts in the page's bundle.
    tabs: {
      venue: optionLabel(t, "tab", "venue", SEARCH_TAB_LABELS.venue),
      transport: optionLabel(t, "tab", "transport", SEARCH_TAB_LABELS.transport),
      equipment: optionLabel(t, "tab", "equipment", SEARCH_TAB_LABELS.equipment),
    },
    seo: {
      canonical,
      image,
      description: `${fill(t.seoDescription, { venue: page.venue.name, location: page.venue.location, spaces: page.spaces.length, packages: page.packages.length })} ${page.venue.description}`.slice(0, 200),
    },
  });
}


export default function VenueDetailRoute() {
  const { venue: v, texts, facts, images, spaces, packages, map, replyTime, rating, reviews, jsonLd, tabs } = useLoaderData<typeof loader>();
  const t = useStrings("venue");
  const lang = useLang();
  const facts4 = [
    { label: t.meetingRooms, value: facts.spaces || "-" },
    { label: t.guestRooms, value: facts.totalGuestRoom || "-" },
    { label: t.largestRoom, value: facts.largestArea ? fill(t.sqm, { n: facts.largestArea }) : "-" },
    { label: t.smallestRoom, value: facts.smallestArea ? fill(t.sqm, { n: facts.smallestArea }) : "-" },
    { label: t.toTheAirport, value: kmText(facts.distanceToAirport, lang) || "-" },
    // The highest capacity of each layout over the spaces (computed, ADR 0362).
    ...facts.maxByLayout.map((l) => ({ label: fill(t.mostGuests, { layout: optionLabel(t, "layout", l.value, l.label) }), value: l.capacity })),
  ];
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={t.breadcrumb} className="mb-4 text-sm text-slate-500">
        <Link to="/search" className="hover:underline">{t.venues}</Link> /{" "}
        <Link to={`/search?keyword=${encodeURIComponent(v.location)}`} className="hover:underline">{v.location}</Link> / {v.name}
      </nav>
      <nav aria-label={t.categories} className="mb-6 flex gap-1 border-b border-slate-200 sm:gap-2">
        <span aria-current="page" className="-mb-px border-b-2 border-teal-700 px-3 py-2 sm:px-4 text-sm font-semibold text-teal-800">{tabs.venue}</span>
        <Link to="/search?tab=transport" className="-mb-px border-b-2 border-transparent px-3 py-2 sm:px-4 text-sm font-semibold text-slate-500 hover:text-slate-800">{tabs.transport}</Link>
        <Link to="/search?tab=equipment" className="-mb-px border-b-2 border-transparent px-3 py-2 sm:px-4 text-sm font-semibold text-slate-500 hover:text-slate-800">{tabs.equipment}</Link>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="min-w-0">
          <Gallery images={images} alt={v.name} labels={t} />
        </div>
        <div>
          <h1 className="text-3xl font-bold">{v.name}</h1>
          <p className="mt-1 text-slate-600">{v.location}, Bali</p>
          <RatingBadge average={rating.average} count={rating.count} href="#reviews" className="mt-1" labels={t} />
          <ReplyTimeNote text={replyTime} />
          <Link to={`/auction?venue=${v.id}`} className="mt-2 inline-block rounded-full border border-teal-700 px-4 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50" data-testid="add-to-request">{t.addToRequest}</Link>
          <p className="mt-1 text-sm text-slate-600" data-testid="venue-address">
            {v.address}
            {v.maps ? (
              <>
                {" · "}
                <a href={v.maps} target="_blank" rel="noreferrer" className="text-teal-700 underline">{t.viewMap}</a>
              </>
            ) : null}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 text-sm shadow-sm" aria-label={t.venueFacts} data-testid="venue-facts">
            {facts4.map((f) => (
              <div key={f.label}><dt className="text-slate-500">{f.label}</dt><dd className="font-semibold">{f.value}</dd></div>
            ))}
          </dl>
          {v.position ? (
            <div className="mt-4">
              <MapView place={{ ...v.position, label: v.name }} tileUrl={map.tileUrl} attribution={map.attribution} linkHref={v.maps} labels={t} />
            </div>
          ) : null}
          <a href="#packages" className="mt-4 inline-block rounded-full bg-amber-500 px-6 py-2.5 font-bold text-slate-900 hover:bg-amber-600">
            {fill(packages.length === 1 ? t.seePackage : t.seePackages, { n: packages.length })}
          </a>
        </div>
      </div>

      <section className="mt-10" aria-labelledby="about">
        <h2 id="about" className="text-2xl font-bold">{fill(t.about, { venue: v.name })}</h2>
        <VendorText shown={texts.about} className="mt-2 max-w-3xl whitespace-pre-line text-slate-700" />
        <div className="mt-4 max-w-3xl"><PolicyTimeline policy={v.policy} labels={t} /></div>
        {facts.nearby.length ? (
          <table className="mt-4 w-full max-w-md text-left text-sm">
            <caption className="text-left font-semibold">{t.nearest}</caption>
            <thead><tr className="border-b border-slate-200 text-slate-500"><th className="py-2 font-medium">{t.place}</th><th className="py-2 text-right font-medium">{t.distance}</th></tr></thead>
            <tbody>
              {facts.nearby.map((a) => (
                <tr key={a.name} className="border-b border-slate-100"><td className="py-2">{a.name}</td><td className="py-2 text-right">{kmText(a.km, lang)}</td></tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {v.facebook || v.instagram || v.linkedin ? (
          <ul className="mt-3 flex gap-4 text-sm font-semibold text-teal-700">
            {v.facebook ? <li><a href={v.facebook} target="_blank" rel="noreferrer" className="hover:underline">Facebook</a></li> : null}
            {v.instagram ? <li><a href={v.instagram} target="_blank" rel="noreferrer" className="hover:underline">Instagram</a></li> : null}
            {v.linkedin ? <li><a href={v.linkedin} target="_blank" rel="noreferrer" className="hover:underline">LinkedIn</a></li> : null}
          </ul>
        ) : null}
      </section>

      <section className="mt-10" aria-labelledby="spaces">
        <h2 id="spaces" className="text-2xl font-bold">{t.spaces}</h2>
        {spaces.length === 0 ? <p className="mt-2 text-slate-600">{t.noSpaces}</p> : null}
        {spaces.map((sv) => (
          <article key={sv.id} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="space" aria-labelledby={`space-${sv.id}`}>
            <h3 id={`space-${sv.id}`} className="text-xl font-semibold">{sv.name}</h3>
            <p className="text-sm text-slate-600">
              <span className="capitalize">{optionLabel(t, "type", sv.subVenueType, sv.subVenueType)}</span> · {fill(t.spaceFacts, { length: sv.dimensionLength, width: sv.dimensionWidth, area: sv.area })}
              {sv.ceilingHeight ? ` · ${fill(t.ceiling, { n: sv.ceilingHeight })}` : ""} · {fill(t.fromPax, { n: sv.minCapacity })}
            </p>
            <VendorText shown={texts.rooms[sv.id] ?? null} className="mt-2 text-sm text-slate-700" />
            <ul className="mt-3 grid grid-cols-3 gap-2 text-center text-xs sm:grid-cols-6" aria-label={fill(t.capacityPerLayoutIn, { room: sv.name })}>
              {sv.layouts.map((l) => (
                <li key={l.value} className="rounded-lg bg-slate-100 p-2">
                  <span className="block text-base font-bold">{l.capacity || "-"}</span>{optionLabel(t, "layout", l.value, l.label)}
                </li>
              ))}
            </ul>
            <h4 className="mt-4 font-semibold">{t.seatingPlans}</h4>
            <div className="mt-2">
              <SeatingPlans roomName={sv.name} plans={sv.plans.map((pl) => ({ ...pl, label: optionLabel(t, "layout", pl.layout, pl.label) }))} labels={t} />
            </div>
          </article>
        ))}
      </section>

      <section className="mt-10" aria-labelledby="packages">
        <h2 id="packages" className="text-2xl font-bold">{t.packages}</h2>
        {packages.length === 0 ? (
          <p className="mt-2 text-slate-600">
            {t.noPackages} <Link to="/inquiry" className="font-semibold text-teal-700 hover:underline">{t.sendRfp}</Link>
          </p>
        ) : (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {packages.map((item) => <VenueCard key={item.id} item={item} labels={t} />)}
          </div>
        )}
      </section>

      <section className="mt-10" aria-labelledby="reviews">
        <h2 id="reviews" className="text-2xl font-bold">{t.reviewsTitle}</h2>
        <RatingSummaryBlock rating={rating} labels={t} />
        <ReviewList
          reviews={reviews.reviews}
          page={reviews.page}
          pageCount={reviews.pageCount}
          hrefFor={(n) => `/venue-detail/${v.id}${n > 1 ? `?reviews=${n}` : ""}#reviews`}
          labels={t}
        />
      </section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </main>
  );
}

export const links: LinksFunction = () => mapLinks();

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return pageMeta("Not found", "This venue does not exist or is no longer listed.", { noindex: true });
  const title = `${data.venue.name}, ${data.venue.location} | ${BRAND}`;
  return [
    { title },
    { name: "description", content: data.seo.description },
    { property: "og:title", content: title },
    { property: "og:description", content: data.seo.description },
    { property: "og:image", content: data.seo.image },
    { property: "og:url", content: data.seo.canonical },
    { tagName: "link", rel: "canonical", href: data.seo.canonical },
  ];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
