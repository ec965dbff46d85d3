// Loader logic of the search screen, shared by /search and /venue-detail/{id}.
import { lastBookableDate, parseSearchParams, SEARCH_TABS, searchQuery, type SearchTab } from "~/catalog/search-params";
import { searchProducts, searchVenues, type SearchResultItem } from "~/catalog/search.server";
import { getVenue, listEquipments, listTransports } from "~/catalog/venue.server";
import { coverLayout, seatingPlanUrl } from "~/catalog/venue-page.server";
import { getDb, tables } from "~/db.server";
import { baliCalendarNotes, closureRefusalOn } from "~/bali-calendar/closure-days.server";
import { getMapConfig, getPublicEnv } from "~/env.server";
import { inArray } from "drizzle-orm";
import { fileUrl } from "~/storage/storage.server";
import { appOrigin } from "~/utils/url.server";
import { PAGE_SIZES } from "~/utils/constants";
import { languageOf } from "~/i18n/lang.server";
import { calendarNotesIn } from "~/i18n/messages.server";
import { messageText } from "~/i18n/catalog/text.server";
import { vendorText } from "~/i18n/page-language.server";
import { pageStrings, strings } from "~/i18n/strings.server";
import { fill, withLang, type Lang } from "~/i18n/config";
import { bookingWindowFrom } from "~/availability/booking-window";
import { baliIsoDate, baliToUtc, formatDate } from "~/utils/format";

export async function loadSearchScreen(request: Request, { venueId }: { venueId?: number } = {}) {
  const url = new URL(request.url);
  const today = baliIsoDate();
  const venue = venueId ? await getVenue(venueId) : null;
  if (venueId && !venue) throw new Response("Not Found", { status: 404 });

  // Only the tab links choose a tab (they carry `tab`): a search, a district tile or "Search
  // Venue" always shows venues, whatever was looked at before (ADR 0201).
  const tabParam = url.searchParams.get("tab");
  const tab: SearchTab = SEARCH_TABS.find((t) => t === tabParam) ?? "venue";
  const headers = new Headers();

  // The page shows 8 results per page whatever `limit` says (limit sizes /v1 answers).
  const read = { ...parseSearchParams(url.searchParams, { today }), limit: PAGE_SIZES.searchDisplay };
  // A closure day is refused like a date outside the window (ADR 0310).
  const parsed = read.dateRefused ? read : { ...read, dateRefused: await closureRefusalOn(read.date) };
  // A date outside the booking window is refused, not searched; the form keeps what was typed.
  const lang = languageOf(request);
  const refused = parsed.dateRefused && parsed.requestedDate ? { ...parsed, date: parsed.requestedDate } : parsed;
  // The refusal in the page's language (the spec's English one rendered from its reference).
  const filters = refused.dateRefused
    ? { ...refused, dateRefused: lang !== "en" ? dateWindowText(lang, today) : messageText("en", refused.dateRefused) }
    : refused;
  const empty = { items: [] as SearchResultItem[], total: 0, totalCapped: false, page: 1, limit: filters.limit, pageCount: 1 };
  const searchable = tab === "venue" && !filters.dateRefused;
  const grouped = searchable && filters.group === "venue" ? await searchVenues({ ...filters, venueId: venue?.id }) : null;
  const results = grouped
    ? { ...empty, total: grouped.total, totalCapped: grouped.totalCapped, page: grouped.page, pageCount: grouped.pageCount, items: grouped.groups.flatMap((g) => g.items) }
    : searchable ? await searchProducts({ ...filters, venueId: venue?.id }) : empty;
  const basePath = venue ? `/venue-detail/${venue.id}` : "/search";
  const canonicalQuery = searchQuery({ ...filters, page: results.page }, { includeDate: false });
  return {
    data: {
      lang,
      i18n: pageStrings(lang, "search"),
      tab,
      today,
      // Closure days and public holidays beside the date picker (ADR 0310).
      calendarNotes: calendarNotesIn(lang, await baliCalendarNotes(today, lastBookableDate(today))),
      basePath,
      filters: { ...filters, page: results.page },
      results: {
        ...results,
        items: results.items.map(({ coverKey, ...item }) => ({ ...item, coverUrl: coverKey ? fileUrl(coverKey) : planCover(item) })),
      },
      // The description in the page's language, or the other one marked (ADR 0325).
      venue: venue ? { id: venue.id, name: venue.name, location: venue.location, description: venue.description, text: vendorText(lang, { en: venue.description, id: venue.descriptionId }) } : null,
      // List or map of the current page's venues (a pin per venue), chosen in the query string.
      view: url.searchParams.get("view") === "map" ? ("map" as const) : ("list" as const),
      pins: tab === "venue" && url.searchParams.get("view") === "map" ? await venuePins(results.items.map((i) => i.venueId)) : [],
      // Group by venue: each venue's matching packages (ids into results.items) and their count.
      groups: grouped ? grouped.groups.map((g) => ({ venueId: g.venueId, matches: g.matches, itemIds: g.items.map((i) => i.id) })) : null,
      map: getMapConfig(),
      transports: tab === "transport" ? await listTransports() : [],
      equipments: tab === "equipment" ? await listEquipments() : [],
      // The listing cards' contact options; the venue tab shows none (the header has the same).
      contact: tab === "venue" ? null : getPublicEnv(),
      // Each language's page is its own canonical (Indonesian with ?lang=id, ADR 0300).
      canonical: `${appOrigin(request)}${withLang(`${basePath}${canonicalQuery ? `?${canonicalQuery}` : ""}`, lang)}`,
    },
    headers,
  };
}
/** Positions of the venues on a result page, one pin per venue (those placed on the map). */
async function venuePins(venueIds: number[]) {
  const ids = [...new Set(venueIds)];
  if (!ids.length) return [];
  return (await getDb()
      .select({ id: tables.venues.id, name: tables.venues.name, lat: tables.venues.latitude, lng: tables.venues.longitude })
      .from(tables.venues)
      .where(inArray(tables.venues.id, ids)))
    .flatMap((v) => (v.lat !== null && v.lng !== null ? [{ lat: v.lat, lng: v.lng, label: v.name, href: `/venue-detail/${v.id}` }] : []));
}

/** A vendor without photos yet: the room's seating plan is the card image (ADR 0122). */
function planCover(item: { subVenueId: number; maxUshape: number; maxBoard: number; maxClassroom: number; maxCocktail: number; maxBanquet: number; maxTheatre: number; dimensionLength: number; dimensionWidth: number }) {
  const layout = item.dimensionLength > 0 && item.dimensionWidth > 0
    ? coverLayout({ uShape: item.maxUshape, board: item.maxBoard, classroom: item.maxClassroom, cocktail: item.maxCocktail, banquet: item.maxBanquet, theater: item.maxTheatre })
    : null;
  return layout ? seatingPlanUrl(item.subVenueId, layout) : fileUrl(null);
}

export type SearchScreenData = Awaited<ReturnType<typeof loadSearchScreen>>["data"];

/** "Please choose a date from DD/MM/YYYY to DD/MM/YYYY" in the page's language. */
function dateWindowText(lang: Lang, today: string): string {
  const window = bookingWindowFrom(today);
  return fill(strings(lang, "search").dateWindow, { from: formatDate(baliToUtc(window.min)), to: formatDate(baliToUtc(window.max)) });
}
