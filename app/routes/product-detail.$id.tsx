import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { kmText } from "~/catalog/nearby";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { json, commitSession, ensureCartSessionId, getCurrentUser, getSession, addToCart, type CartOwner, productDayAvailability, dayIsFull, nextFreeDates, baliCalendarNotes, planSummaries, getProductDetail, type ProductDetail, htmlToText, getMapConfig, getPublicEnv, messageVenuePanel, appOrigin, readFormData, calendarNotesIn, pageLanguage, messageText, vendorText, AIRPORT_NAME, nearbyPlaces, addToCartSchema, lastBookableDate, withLang } from "~/server-imports/product-detail.$id.server";
import { msg } from "~/i18n/message-ref";
import { BaliCalendarNote } from "~/components/bali-calendar-notes";
import { hoursLabel, startTimes } from "~/availability/opening-hours";
import { headCountOf, headCountPrice } from "~/catalog/head-count";
import { RatingBadge } from "~/components/rating";
import { Gallery } from "~/components/catalog/gallery";
import { SeatingPlans } from "~/components/catalog/seating-plans";
import { whatsappLink } from "~/components/catalog/listing-cards";
import { ReservationForm, type ReservationResult, type ReservationValues } from "~/components/catalog/reservation-form";
import { errorStringsOf, GeneralErrorBoundary } from "~/components/error-boundary";
import { mapLinks, MapView } from "~/components/map-view";
import { MessageVenuePanel } from "~/components/message-venue-panel";
import { BRAND } from "~/utils/brand";
import { baliIsoDate, formatRupiah, isIsoDate, timesIn, unitLabel } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { PolicyTimeline } from "~/components/cancellation-policy";
import { Money } from "~/components/money";
import { fill, optionLabel } from "~/i18n/config";
import { VendorText } from "~/components/vendor-text";
import { useLang, useStrings } from "~/i18n/use-strings";
import type { Lang } from "~/i18n/config";

async function loadProduct(id: string | undefined): Promise<ProductDetail> {
  const product = await getProductDetail(Number(id));
  if (!product) throw new Response("Not Found", { status: 404 });
  return product;
}

const VALUE_NAMES = ["date", "time", "setup", "qty", "eventName", "note"] as const;

/** What the planner typed (query string or form body), so nothing is lost on a reload. */
function typedValues(get: (name: string) => unknown, minQty: number): ReservationValues {
  const text = (name: string) => {
    const v = get(name);
    return typeof v === "string" ? v.slice(0, name === "note" ? 1000 : 200) : "";
  };
  const values = Object.fromEntries(VALUE_NAMES.map((n) => [n, text(n)])) as ReservationValues;
  if (!values.qty) values.qty = String(minQty);
  return values;
}

async function productDay(product: ProductDetail, date: string) {
  return (await productDayAvailability(product, date))!;
}

/** The product's terms and cancellation tier (message references) in the page's language, English too. */
function productInLanguage(lang: Lang, product: ProductDetail): ProductDetail {
  const t = (text: string) => messageText(lang, text);
  const policy = product.venue.policy;
  return {
    ...product,
    paymentTerms: t(product.paymentTerms),
    venue: { ...product.venue, policy: { label: t(policy.label), words: t(policy.words), timeline: policy.timeline.map((step) => ({ ...step, label: t(step.label) })) } },
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = pageLanguage(request, "product");
  const { lang } = language;
  const t = language.i18n.product;
  const product = productInLanguage(lang, await loadProduct(params.id));
  const url = new URL(request.url);
  const today = baliIsoDate();
  const maxDate = lastBookableDate(today);
  // Prefill what the search's BOOK NOW link or the no-JS "Check times" reload carries.
  const typed = typedValues((n) => url.searchParams.get(n), product.minQty);
  // The search's head count (`pax`) fills the quantity of a per-person price (issue 42).
  const pax = headCountOf(url.searchParams.get("pax"));
  if (pax && product.unit === "Person" && !url.searchParams.get("qty")) typed.qty = String(pax);
  const date = isIsoDate(typed.date) && typed.date >= today && typed.date <= maxDate ? typed.date : "";
  // Taken hours are shown for a chosen date; before one is chosen, the opening hours only.
  const found = date ? await productDay(product, date) : null;
  // A full day says so and offers the next dates with a free start time (issue 42).
  const day = found
    ? { ...found, closed: found.closed ? messageText(lang, found.closed) : found.closed, nextFreeDates: dayIsFull(found) ? await nextFreeDates(product, date, maxDate) : [] }
    : null;
  const times = day?.times ?? startTimes(product).map((value) => ({ value, taken: false, past: false }));
  const free = times.filter((t) => !t.taken && !t.past).map((t) => t.value);
  const origin = appOrigin(request);
  const messaging = await messageVenuePanel(request, product.id);
  return json({
    ...language,
    product,
    // The vendor's texts in the page's language, or the other one marked (ADR 0325).
    texts: {
      inclusion: vendorText(lang, { en: product.inclusionHtml, id: product.inclusionIdHtml }),
      about: vendorText(lang, { en: product.venue.description, id: product.venue.descriptionId }),
      room: vendorText(lang, { en: product.subVenue.description, id: product.subVenue.descriptionId }),
    },
    today,
    maxDate,
    day,
    calendarNotes: calendarNotesIn(lang, await baliCalendarNotes(today, maxDate)),
    plans: planSummaries(product.subVenue),
    nearby: nearbyPlaces(product.venue).map((place) => (place.name === AIRPORT_NAME ? { ...place, name: t.airport } : place)),
    headCount: pax && product.unit === "Person" ? headCountPrice(product, pax) : null,
    defaults: { ...typed, date, time: free.includes(typed.time) ? typed.time : (free[0] ?? times[0]?.value ?? "08:00") },
    contact: getPublicEnv(),
    map: getMapConfig(),
    messaging: { ...messaging, replyTime: messaging.replyTime ? messageText(lang, messaging.replyTime) : null },
    seo: {
      canonical: `${origin}${withLang(`/product-detail/${product.id}`, lang)}`,
      image: product.images[0] ? `${origin}${product.images[0].url}` : `${origin}/images/placeholder.jpg`,
      description: `${fill(t.seoDescription, { room: product.subVenue.name, venue: product.venue.name, location: product.venue.location })} ${htmlToText(product.inclusionHtml)}`.slice(0, 200),
    },
  });
}

type ActionReply = { result: ReservationResult; total: number | null; added: { productName: string; venueName: string; location: string } | null };

export async function action({ request, params }: ActionFunctionArgs) {
  const product = await loadProduct(params.id);
  const formData = await readFormData(request);
  const { lang } = pageLanguage(request);
  const translate = (list: string[] | undefined) => (list ? list.map((m) => messageText(lang, m)) : list);
  // "Book the minimum" below the minimum order: the same booking for the minimum (issue 42).
  if (formData.get("intent") === "minimum") formData.set("qty", String(product.minQty));
  const values = typedValues((n) => formData.get(n), product.minQty);
  const parsed = addToCartSchema({ minQty: product.minQty }).safeParse(Object.fromEntries(formData));
  const qty = Number(formData.get("qty"));
  const total = Number.isInteger(qty) && qty > 0 ? product.finalPrice * qty : 0;
  const reply = (status: number, fieldErrors: Partial<Record<string, string[]>> = {}, formErrors: string[] = [], headers?: Headers) =>
    json<ActionReply>(
      { result: { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, translate(v)])), formErrors: translate(formErrors)!, values }, total, added: null },
      { status, headers },
    );

  if (formData.get("intent") === "total") {
    // No-JS "Update total": recompute only, without showing validation errors yet.
    return reply(200);
  }
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
    return reply(400, fieldErrors);
  }
  if (!product.isActive) return reply(409, {}, [msg("cart.inactiveProduct")]);

  const user = await getCurrentUser(request);
  const headers = new Headers();
  let owner: CartOwner;
  if (user) {
    owner = { userId: user.id };
  } else {
    const session = await getSession(request);
    owner = { cartSessionId: ensureCartSessionId(session) };
    headers.append("Set-Cookie", await commitSession(session));
  }
  const result = await addToCart(owner, { ...parsed.data, productId: product.id });
  if (!result.ok) {
    return reply(result.status, result.fieldErrors, result.formError ? [result.formError] : [], headers);
  }
  return json<ActionReply>(
    {
      result: { fieldErrors: {}, formErrors: [], values: { ...values, setup: "", qty: String(product.minQty), eventName: "", note: "" } },
      total: null,
      added: { productName: result.productName, venueName: result.venueName, location: result.location },
    },
    { headers },
  );
}

/**
 * BOOK NOW and the bar's Book: with JS, scroll to the form
 * (a second click on a link to the fragment already in the URL would not scroll again).
 * Without JS the fragment link does the jump.
 */
function jumpToForm(event: React.MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById("book");
  if (!form) return;
  event.preventDefault();
  form.scrollIntoView({ block: "start" });
  if (location.hash !== "#book") history.replaceState(history.state, "", "#book");
}

export default function ProductDetailRoute() {
  const { product: p, texts, today, maxDate, defaults, headCount, day, calendarNotes, plans, nearby, contact, map, messaging } = useLoaderData<typeof loader>();
  // The plan of the chosen layout is shown (the first until one is chosen); without JS, all (SeatingPlans).
  const [layout, setLayout] = useState<string | null>(defaults.setup || null);
  const actionData = useActionData<typeof action>();
  const t = useStrings("product");
  const lang = useLang();
  const sv = p.subVenue;
  const v = p.venue;
  const unit = optionLabel(t, "unit", p.unit, unitLabel(p.unit));
  const tax = p.taxAndService === "added" ? { short: t.taxAddedShort, long: t.taxAddedLong } : { short: t.taxIncludedShort, long: t.taxIncludedLong };
  const layouts = sv.layouts.map((l) => ({ ...l, label: optionLabel(t, "layout", l.value, l.label) }));
  const inquiry = whatsappLink(contact.CONTACT_WHATSAPP, fill(t.inquiryMessage, { product: p.productName, id: p.id, venue: v.name, location: v.location }));
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={t.breadcrumb} className="mb-4 text-sm text-slate-500">
        <Link to="/search" className="hover:underline">{t.venues}</Link> /{" "}
        <Link to={`/search?keyword=${encodeURIComponent(v.location)}`} className="hover:underline">{v.location}</Link> /{" "}
        <Link to={`/venue-detail/${v.id}`} className="hover:underline">{v.name}</Link>
      </nav>
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="min-w-0">
          <Gallery images={p.images} alt={v.name} labels={t} />
          <h1 className="mt-6 text-3xl font-bold">{p.productName}</h1>
          <p className="mt-1 text-lg text-slate-700">
            <Link to={`/venue-detail/${v.id}`} className="font-semibold text-teal-800 hover:underline">{v.name}</Link>
            {" · "}{sv.name}
          </p>
          <p className="text-slate-600">{v.location}, Bali</p>
          <RatingBadge average={p.rating.average} count={p.rating.count} href={`/venue-detail/${v.id}#reviews`} showEmpty labels={t} />
          <p className="text-sm text-slate-600">
            {v.address}
            {v.maps ? (
              <>
                {" · "}
                <a href={v.maps} target="_blank" rel="noreferrer" className="text-teal-700 underline">{t.viewMap}</a>
              </>
            ) : null}
          </p>

          <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 text-sm shadow-sm sm:grid-cols-4">
            <div><dt className="text-slate-500">{t.capacity}</dt><dd className="font-semibold">{`${sv.minCapacity} - ${sv.maxCapacity} ${optionLabel(t, "unit", "Person", "pax")}`}</dd></div>
            <div><dt className="text-slate-500">{t.area}</dt><dd className="font-semibold">{fill(t.areaValue, { length: sv.dimensionLength, width: sv.dimensionWidth, sqm: Math.round(sv.dimensionLength * sv.dimensionWidth) })}</dd></div>
            <div><dt className="text-slate-500">{t.type}</dt><dd className="font-semibold capitalize">{optionLabel(t, "type", sv.subVenueType, sv.subVenueType)}</dd></div>
            <div><dt className="text-slate-500">{t.hours}</dt><dd className="font-semibold">{timesIn(hoursLabel(p), lang)}</dd></div>
          </dl>
          <ul className="mt-3 grid grid-cols-3 gap-2 text-center text-xs sm:grid-cols-6" aria-label={t.capacityPerLayout}>
            {layouts.map((l) => (
              <li key={l.value} className="rounded-lg bg-slate-100 p-2">
                <span className="block text-base font-bold">{l.capacity || "-"}</span>{l.label}
              </li>
            ))}
          </ul>

          <VendorText shown={texts.room} className="mt-3 text-slate-700" />

          <section className="mt-6" aria-labelledby="plans">
            <h2 id="plans" className="text-xl font-bold">{t.seatingPlans}</h2>
            <p className="text-sm text-slate-600">{fill(t.drawnToScale, { length: sv.dimensionLength, width: sv.dimensionWidth })}</p>
            <div className="mt-2">
              <SeatingPlans roomName={sv.name} plans={plans.map((pl) => ({ ...pl, label: optionLabel(t, "layout", pl.layout, pl.label) }))} labels={t} selected={layout || plans.find((pl) => pl.url)?.layout} />
            </div>
          </section>

          <div className="mt-6 flex flex-wrap items-center gap-4">
            <p>
              {p.discountPercentage > 0 ? (
                <s className="mr-2 text-slate-500"><span className="sr-only">{t.originalPrice} </span><Money amount={p.price} /></s>
              ) : null}
              <span className="text-2xl font-bold text-teal-800"><Money amount={p.finalPrice} /></span>
              <span className="text-slate-500"> / {unit}</span>
              {p.discountPercentage > 0 ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800">-{p.discountPercentage}%</span> : null}
              <span className="block text-sm text-slate-700" data-testid="tax-and-service">{tax.long}</span>
              {headCount ? (
                <span className="block text-sm font-semibold text-slate-800" data-testid="head-count-price">
                  {fill(headCount.belowMinimum ? t.minimumPrice : t.headCountPrice, { n: headCount.qty, total: formatRupiah(headCount.total) })}
                </span>
              ) : null}
            </p>
            <a href="#book" onClick={jumpToForm} className="rounded-full bg-amber-500 px-6 py-2.5 font-bold text-slate-900 hover:bg-amber-600">{t.bookNow}</a>
          </div>

          <section className="mt-8" aria-labelledby="inclusions">
            <h2 id="inclusions" className="text-xl font-bold">{t.inclusions}</h2>
            <VendorText
              shown={texts.inclusion}
              html
              className="mt-2 text-slate-700 [&_a]:text-teal-700 [&_a]:underline [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-5"
              empty={<p className="mt-2 text-slate-600">{t.noInclusions}</p>}
            />
          </section>
          <section className="mt-8" aria-labelledby="terms">
            <h2 id="terms" className="text-xl font-bold">{t.terms}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{p.termCondition || t.noTerms}</p>
          </section>
          <section className="mt-8" aria-labelledby="cancellation">
            <h2 id="cancellation" className="text-xl font-bold">{t.paymentAndCancellation}</h2>
            <p className="mt-2 text-sm text-slate-700" data-testid="payment-terms">{p.paymentTerms}</p>
            <div className="mt-2"><PolicyTimeline policy={p.venue.policy} labels={t} /></div>
          </section>
          <section className="mt-8" aria-labelledby="about">
            <h2 id="about" className="text-xl font-bold">{fill(t.about, { venue: v.name })}</h2>
            <VendorText shown={texts.about} className="mt-2 text-slate-700" />
            {v.facebook || v.instagram || v.linkedin ? (
              <ul className="mt-3 flex gap-4 text-sm font-semibold text-teal-700">
                {v.facebook ? <li><a href={v.facebook} target="_blank" rel="noreferrer" className="hover:underline">Facebook</a></li> : null}
                {v.instagram ? <li><a href={v.instagram} target="_blank" rel="noreferrer" className="hover:underline">Instagram</a></li> : null}
                {v.linkedin ? <li><a href={v.linkedin} target="_blank" rel="noreferrer" className="hover:underline">LinkedIn</a></li> : null}
              </ul>
            ) : null}
          </section>
          {v.position ? (
            <section className="mt-8" aria-labelledby="location">
              <h2 id="location" className="text-xl font-bold">{t.location}</h2>
              <div className="mt-2">
                <MapView place={{ ...v.position, label: v.name }} tileUrl={map.tileUrl} attribution={map.attribution} linkHref={v.maps} labels={t} />
              </div>
            </section>
          ) : null}
          {nearby.length ? (
            <section className="mt-8" aria-labelledby="nearby">
              <h2 id="nearby" className="text-xl font-bold">{t.nearest}</h2>
              <table className="mt-2 w-full max-w-md text-left text-sm">
                <thead><tr className="border-b border-slate-200 text-slate-500"><th className="py-2 font-medium">{t.place}</th><th className="py-2 text-right font-medium">{t.distance}</th></tr></thead>
                <tbody>
                  {nearby.map((a) => (
                    <tr key={a.name} className="border-b border-slate-100"><td className="py-2">{a.name}</td><td className="py-2 text-right">{kmText(a.km, lang)}</td></tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          {/* Phones and tablets, where the form comes after all of this: the price and a way to it
              stay in sight. Sticky at the end of this column, the bar rests above the form once
              the form is reached, so it never covers the form, INQUIRY or the footer. */}
          <div className="sticky bottom-0 z-30 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden print:hidden" data-testid="book-bar" data-keep-clear>
            <p className="min-w-0 leading-tight">
              <span className="block text-lg font-bold text-teal-800"><Money amount={p.finalPrice} /></span>
              <span className="text-xs text-slate-600">{fill(t.perUnit, { unit })}, {tax.short}</span>
            </p>
            <a href="#book" onClick={jumpToForm} className="shrink-0 rounded-full bg-amber-500 px-6 py-2.5 font-bold text-slate-900 hover:bg-amber-600">{t.book}</a>
          </div>
        </div>

        <aside id="booking" className="scroll-mt-20 lg:sticky lg:top-20 lg:self-start" aria-labelledby="book-heading">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="book-heading" className="mb-4 text-xl font-bold">{t.bookThisVenue}</h2>
            {p.isActive ? (
              <ReservationForm
                productId={p.id}
                unit={p.unit}
                unitPrice={p.finalPrice}
                minQty={p.minQty}
                layouts={layouts}
                today={today}
                maxDate={maxDate}
                defaults={defaults}
                day={day}
                dateNotes={<BaliCalendarNote notes={calendarNotes} className="-mt-2 mb-3" labels={t} />}
                onLayoutChange={setLayout}
                hours={{ openTime: p.openTime, closeTime: p.closeTime }}
                availabilityUrl={`/product-detail/${p.id}/availability`}
                action={`/product-detail/${p.id}#booking`}
                lastResult={actionData?.result}
                serverTotal={actionData?.total}
                added={actionData?.added}
                belowMinimum={headCount?.belowMinimum ? { pax: headCount.pax } : null}
              />
            ) : (
              <p id="book" className="scroll-mt-24 rounded-lg bg-amber-50 p-3 text-amber-900">{t.notAvailable}</p>
            )}
            <a href={inquiry} target="_blank" rel="noreferrer" className="mt-4 block rounded-full border border-emerald-600 px-6 py-2.5 text-center font-bold text-emerald-700 hover:bg-emerald-50">
              {t.inquiry}
            </a>
            <a href={`/auction?venue=${v.id}`} className="mt-2 block text-center text-sm font-semibold text-teal-800 underline" data-testid="add-to-request">{t.addToRequest}</a>
          </div>
          <MessageVenuePanel panel={messaging} venueName={v.name} labels={t} />
        </aside>
      </div>
    </main>
  );
}

export const links: LinksFunction = () => mapLinks();

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  // A 404 has no loader data: its words come from the root (ADR 0326).
  if (!data) {
    const t = errorStringsOf(matches);
    return pageMeta(t.productNotFound, t.productNotFoundDescription, { noindex: true });
  }
  const { product: p, seo } = data;
  const title = `${fill(data.i18n.product.metaTitle, { product: p.productName, venue: p.venue.name })} | ${BRAND}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:image", content: seo.image },
    { property: "og:url", content: seo.canonical },
    { tagName: "link", rel: "canonical", href: seo.canonical },
  ];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
