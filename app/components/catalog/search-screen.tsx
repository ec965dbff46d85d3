// The search screen, shared by /search and /venue-detail/{id}: tabs, filters, results.
import { Link, useNavigation } from "@remix-run/react";
import { VendorText } from "~/components/vendor-text";
import { useEffect } from "react";
import { attendeeOptions, attendeesValue, hasNarrowingFilters, nearbyDistricts, SEARCH_TAB_LABELS, SEARCH_TABS, searchQuery, type SearchFilters } from "~/catalog/search-params";
import type { SearchScreenData } from "~/catalog/search-page.server";
import { EquipmentCard, TransportCard } from "~/components/catalog/listing-cards";
import { Pagination } from "~/components/catalog/pagination";
import { SearchForm } from "~/components/catalog/search-form";
import { VenueCard } from "~/components/catalog/venue-card";
import { VenueGroupCard } from "~/components/catalog/venue-group-card";
import { MapView } from "~/components/map-view";
import { Spinner } from "~/components/forms";
import { formatDate } from "~/utils/format";
import { baliToUtc, timesIn } from "~/utils/format";
import { resultCountText } from "~/catalog/result-count";
import { attendeeLabel } from "~/components/catalog/search-form";
import { fill, optionLabel, type Lang } from "~/i18n/config";
import { useLang, useStrings } from "~/i18n/use-strings";

type SearchStrings = ReturnType<typeof useStrings<"search">>;

export function SearchScreen({ data }: { data: SearchScreenData }) {
  const { tab, filters, results, basePath, venue } = data;
  const navigation = useNavigation();
  const t = useStrings("search");
  const lang = useLang();
  const searching = navigation.state === "loading" && navigation.location.pathname === basePath;

  // Also keep the tab in local storage (spec); the cookie already restores it without JS.
  useEffect(() => {
    try {
      localStorage.setItem("currentTab", tab);
    } catch {
      /* storage disabled */
    }
  }, [tab]);

  const href = (overrides: { page?: number; tab?: (typeof SEARCH_TABS)[number] }) => {
    const params = new URLSearchParams(searchQuery(filters as SearchFilters, overrides));
    if (data.view === "map" && !overrides.tab) params.set("view", "map");
    const q = params.toString();
    return `${basePath}${q ? `?${q}` : ""}`;
  };
  const viewHref = (view: "list" | "map") => {
    const q = new URLSearchParams(searchQuery(filters as SearchFilters, {}));
    if (view === "map") q.set("view", "map");
    return `${basePath}?${q}`;
  };
  const groupHref = (group: "" | "venue") => {
    const q = new URLSearchParams(searchQuery({ ...(filters as SearchFilters), group, page: 1 }, {}));
    if (data.view === "map") q.set("view", "map");
    return `${basePath}?${q}`;
  };
  // The form is drawn again for every new search, so its fields always show the filters of
  // the results below (a link or Back changes the URL without re-mounting it otherwise).
  const formKey = searchQuery(filters as SearchFilters, {});
  const byId = new Map(results.items.map((i) => [i.id, i]));
  const first = results.total === 0 ? 0 : (results.page - 1) * results.limit + 1;
  const last = Math.min(results.total, results.page * results.limit);
  const counted = data.groups ? "venue" : "product";
  // The head count goes with BOOK NOW: the booking form is filled with it (issue 42).
  const bookQuery = new URLSearchParams({ date: filters.date, time: filters.time, ...(filters.pax ? { pax: String(filters.pax) } : {}) }).toString();

  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-8">
      {venue ? (
        <header className="mb-6">
          <p className="text-sm text-slate-500"><Link to="/search" className="hover:underline">{t.allVenues}</Link> / {venue.location}</p>
          <h1 className="text-3xl font-bold">{venue.name}</h1>
          <VendorText shown={venue.text} className="mt-2 max-w-3xl text-slate-600" />
        </header>
      ) : (
        <h1 className="mb-6 text-3xl font-bold">{t.findVenue}</h1>
      )}

      <nav aria-label={t.categories} className="mb-6 flex gap-1 border-b border-slate-200 sm:gap-2">
        {SEARCH_TABS.map((one) => (
          <Link
            key={one}
            to={href({ tab: one, page: 1 })}
            aria-current={one === tab ? "page" : undefined}
            preventScrollReset
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold sm:px-4 ${one === tab ? "border-teal-700 text-teal-800" : "border-transparent text-slate-500 hover:text-slate-800"}`}
          >
            {optionLabel(t, "tab", one, SEARCH_TAB_LABELS[one])}
          </Link>
        ))}
      </nav>
      {/* Cards are h3s: a heading for the list keeps the outline in order (ADR 0190). */}
      <h2 className="sr-only">{optionLabel(t, "tab", tab, SEARCH_TAB_LABELS[tab])}</h2>

      {tab === "venue" ? (
        <>
          <details
            open={filters.dateRefused ? true : undefined}
            // Folded on phones: its content is not laid out at all (display none), so nothing hidden
            // can sit under a fixed button; from 640 px the panel is always open.
            className="group rounded-xl border border-slate-200 bg-white shadow-sm [&:not([open])::details-content]:hidden sm:[&:not([open])::details-content]:block sm:[&:not([open])::details-content]:[content-visibility:visible]"
            data-testid="search-filters"
          >
            <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 sm:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 flex-1 truncate text-sm text-slate-700" data-testid="filters-summary">{filtersSummary(filters as SearchFilters, t, lang)}</span>
              <span className="shrink-0 rounded-full border border-teal-700 px-3 py-1 text-sm font-semibold text-teal-800 group-open:bg-teal-700 group-open:text-white">{t.filters}</span>
            </summary>
            <div className="p-4 pt-0 sm:pt-4">
              <SearchForm
                key={formKey}
                action={basePath}
                filters={filters}
                today={data.today}
                variant="filters"
                choice={filters as SearchFilters}
                dateError={filters.dateRefused}
                dateNotes={data.calendarNotes}
                keep={data.view === "map" ? { view: "map" } : undefined}
              />
            </div>
          </details>
          <div className="mt-6 flex items-center gap-3" aria-live="polite">
            <p className="text-sm text-slate-600" data-testid="result-count">
              {fill(t.showing, { what: t[`what.${counted}`], first, last, total: resultCountText(results.total, results.totalCapped) })}
            </p>
            <p className="text-sm text-slate-500">{fill(t.forDate, { date: formatDate(baliToUtc(filters.date, filters.time)), time: timesIn(filters.time, lang) })}</p>
            {searching ? <span className="text-teal-700"><Spinner /><span className="sr-only">{t.searching}</span></span> : null}
          </div>
          {filters.dateRefused ? (
            <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="date-refused">
              {fill(t.notSearched, { reason: filters.dateRefused })}
            </p>
          ) : null}
          {results.items.length ? (
            <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <nav aria-label={t.groupResults} className="flex gap-2 text-sm font-semibold">
              {(["", "venue"] as const).map((g) => (
                <Link
                  key={g || "packages"}
                  to={groupHref(g)}
                  preventScrollReset
                  aria-current={filters.group === g ? "page" : undefined}
                  className={`rounded-full px-4 py-1.5 ${filters.group === g ? "bg-teal-700 text-white" : "border border-slate-300 text-slate-700 hover:bg-white"}`}
                >
                  {g === "venue" ? t.byVenue : t.allPackages}
                </Link>
              ))}
            </nav>
            <nav aria-label={t.resultsView} className="flex gap-2 text-sm font-semibold">
              {(["list", "map"] as const).map((v) => (
                <Link
                  key={v}
                  to={viewHref(v)}
                  preventScrollReset
                  aria-current={data.view === v ? "page" : undefined}
                  className={`rounded-full px-4 py-1.5 ${data.view === v ? "bg-teal-700 text-white" : "border border-slate-300 text-slate-700 hover:bg-white"}`}
                >
                  {v === "list" ? t.list : t.map}
                </Link>
              ))}
            </nav>
            </div>
          ) : null}
          {results.items.length && data.view === "map" && data.pins.length ? (
            <div className="mt-4">
              <MapView place={data.pins[0]} places={data.pins} tileUrl={data.map.tileUrl} attribution={data.map.attribution} zoom={12} labels={t} />
            </div>
          ) : null}
          {results.items.length && data.groups ? (
            <ul className={`mt-4 grid gap-5 lg:grid-cols-2 ${searching ? "opacity-60" : ""}`} data-testid="venue-groups">
              {data.groups.map((g) => (
                <li key={g.venueId} className="flex">
                  <VenueGroupCard items={g.itemIds.map((id) => byId.get(id)!).filter(Boolean)} matches={g.matches} bookQuery={bookQuery} labels={t} headCount={filters.pax} />
                </li>
              ))}
            </ul>
          ) : results.items.length ? (
            <ul className={`mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 ${searching ? "opacity-60" : ""}`}>
              {results.items.map((item, i) => (
                <li key={item.id} className="flex">
                  <VenueCard item={item} bookQuery={bookQuery} imageLoading={firstRowLoading(i)} labels={t} headCount={filters.pax} pick={{ form: "rfp", label: t.addToRequest }} />
                </li>
              ))}
            </ul>
          ) : filters.dateRefused ? null : (
            <EmptyState filters={filters as SearchFilters} basePath={basePath} />
          )}
          {results.items.length && !data.groups ? (
            // The ticked cards' venues go to the Request for Proposal form (issue 45).
            <form id="rfp" action="/auction" method="get" className="mt-4 text-right">
              <button type="submit" className="rounded-full border border-teal-700 px-4 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50" data-testid="request-picked">{t.requestPicked}</button>
            </form>
          ) : null}
          <Pagination page={results.page} pageCount={results.pageCount} hrefFor={(page) => href({ page })} labels={t} />
        </>
      ) : tab === "transport" ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {data.transports.map((t, i) => (
            <li key={t.id} className="flex"><TransportCard item={t} contact={data.contact} imageLoading={firstRowLoading(i)} /></li>
          ))}
        </ul>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {data.equipments.map((e, i) => (
            <li key={e.id} className="flex"><EquipmentCard item={e} contact={data.contact} imageLoading={firstRowLoading(i)} /></li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** The one-line summary of the filters shown on phones above the collapsed filter panel. */
function filtersSummary(f: SearchFilters, t: SearchStrings, lang: Lang): string {
  const option = attendeeOptions(f).find((o) => o.value === attendeesValue(f));
  const more = [f.campaign, f.sort !== "recommended" ? f.sort : "", f.minPrice ?? "", f.maxPrice ?? "", f.setting, f.layout, f.category, f.packageType, f.minRating ?? "", ...f.inclusions]
    .filter((v) => v !== "" && v !== null).length;
  const where = f.keyword || "Bali";
  const parts = [where, `${formatDate(baliToUtc(f.date))} ${timesIn(f.time, lang)}`, !option || option.value === "0-0" ? t.anySize : attendeeLabel(t, option, f)];
  if (more) parts.push(fill(more === 1 ? t.moreFilter : t.moreFilters, { count: more }));
  return parts.join(" · ");
}

/** No match: clear the filters, try a nearby district, or send a Request for Proposal (ADR 0123). */
function EmptyState({ filters, basePath }: { filters: SearchFilters; basePath: string }) {
  const t = useStrings("search");
  const keep = new URLSearchParams({ date: filters.date, time: filters.time });
  const cleared = `${basePath}?${new URLSearchParams({ ...(filters.keyword ? { keyword: filters.keyword } : {}), date: filters.date, time: filters.time })}`;
  const nearby = nearbyDistricts(filters.location);
  return (
    <div className="mt-10 flex flex-col items-center text-center" data-testid="empty-state">
      <svg viewBox="0 0 200 140" className="h-36 w-52" role="img" aria-label={t.noVenuesFound}>
        <rect x="20" y="40" width="160" height="80" rx="10" fill="#e2e8f0" />
        <path d="M40 100 L80 60 L110 90 L130 72 L160 100 Z" fill="#94a3b8" />
        <circle cx="145" cy="58" r="10" fill="#fbbf24" />
        <circle cx="150" cy="30" r="22" fill="none" stroke="#0f766e" strokeWidth="8" />
        <path d="M166 46 L186 66" stroke="#0f766e" strokeWidth="10" strokeLinecap="round" />
      </svg>
      <p className="mt-4 text-lg font-semibold">{t.noMatch}</p>
      <p className="text-slate-600">{t.tryAnother}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-3 text-sm font-semibold">
        {hasNarrowingFilters(filters) ? (
          <li><Link to={cleared} className="rounded-full border border-teal-700 px-4 py-2 text-teal-800 hover:bg-teal-50">{t.clearFilters}</Link></li>
        ) : null}
        <li><Link to="/inquiry" className="rounded-full bg-teal-700 px-4 py-2 text-white hover:bg-teal-800">{t.sendRfp}</Link></li>
      </ul>
      {nearby.length ? (
        <nav aria-label={t.nearbyDistricts} className="mt-4 text-sm text-slate-600">
          {t.nearby}{" "}
          {nearby.map((d, i) => (
            <span key={d}>
              {i ? ", " : ""}
              <Link to={`/search?${new URLSearchParams({ keyword: d, ...Object.fromEntries(keep) })}`} className="text-teal-700 hover:underline">{d}</Link>
            </span>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

/**
 * The first row of results loads at once, the first image with high priority (the likely LCP);
 * the rest lazily. A row is up to 4 cards (lg:grid-cols-4); the server cannot know the screen,
 * so phones also get their first 4 eagerly (small files there, ADR 0233).
 */
function firstRowLoading(index: number): "high" | "eager" | undefined {
  return index === 0 ? "high" : index < 4 ? "eager" : undefined;
}
