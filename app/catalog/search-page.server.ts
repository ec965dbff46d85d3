// Loader logic of the search screen, shared by /search and /venue-detail/{id}.
import { createCookie } from "@remix-run/node";
import { parseSearchParams, SEARCH_TABS, searchQuery, type SearchTab } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { getVenue, listEquipments, listTransports } from "~/catalog/venue.server";
import { coverLayout, seatingPlanUrl } from "~/catalog/venue-page.server";
import { getDb, schema } from "~/db.server";
import { getMapConfig, getPublicEnv } from "~/env.server";
import { inArray } from "drizzle-orm";
import { fileUrl } from "~/storage/storage.server";
import { appOrigin } from "~/utils/url.server";
import { PAGE_SIZES } from "~/utils/constants";
import { baliIsoDate } from "~/utils/format";

/** The chosen tab, remembered without JavaScript (spec: "chosen tab remembered"). */
const tabCookie = createCookie("search_tab", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 180 });

export async function loadSearchScreen(request: Request, { venueId }: { venueId?: number } = {}) {
  const url = new URL(request.url);
  const today = baliIsoDate();
  const venue = venueId ? getVenue(venueId) : null;
  if (venueId && !venue) throw new Response("Not Found", { status: 404 });

  const tabParam = url.searchParams.get("tab");
  const requested = SEARCH_TABS.find((t) => t === tabParam);
  const cookieTab: unknown = await tabCookie.parse(request.headers.get("Cookie"));
  const remembered = SEARCH_TABS.find((t) => t === cookieTab);
  // A venue page is about that venue's rooms; it only shows another tab when asked to.
  const tab: SearchTab = requested ?? (venue ? "venue" : remembered ?? "venue");
  const headers = new Headers();
  if (requested && requested !== remembered) headers.append("Set-Cookie", await tabCookie.serialize(requested));

  // The page shows 8 results per page whatever `limit` says (limit sizes /v1 answers).
  const filters = { ...parseSearchParams(url.searchParams, { today }), limit: PAGE_SIZES.searchDisplay };
  const results =
    tab === "venue"
      ? searchProducts({ ...filters, venueId: venue?.id })
      : { items: [], total: 0, totalCapped: false, page: 1, limit: filters.limit, pageCount: 1 };
  const basePath = venue ? `/venue-detail/${venue.id}` : "/search";
  const canonicalQuery = searchQuery({ ...filters, page: results.page }, { includeDate: false });
  return {
    data: {
      tab,
      today,
      basePath,
      filters: { ...filters, page: results.page },
      results: {
        ...results,
        items: results.items.map(({ coverKey, ...item }) => ({ ...item, coverUrl: coverKey ? fileUrl(coverKey) : planCover(item) })),
      },
      venue: venue ? { id: venue.id, name: venue.name, location: venue.location, description: venue.description } : null,
      // List or map of the current page's venues (a pin per venue), chosen in the query string.
      view: url.searchParams.get("view") === "map" ? ("map" as const) : ("list" as const),
      pins: tab === "venue" && url.searchParams.get("view") === "map" ? venuePins(results.items.map((i) => i.venueId)) : [],
      map: getMapConfig(),
      transports: tab === "transport" ? listTransports() : [],
      equipments: tab === "equipment" ? listEquipments() : [],
      contact: getPublicEnv(),
      canonical: `${appOrigin(request)}${basePath}${canonicalQuery ? `?${canonicalQuery}` : ""}`,
    },
    headers,
  };
}
/** Positions of the venues on a result page, one pin per venue (those placed on the map). */
function venuePins(venueIds: number[]) {
  const ids = [...new Set(venueIds)];
  if (!ids.length) return [];
  return getDb()
    .select({ id: schema.venues.id, name: schema.venues.name, lat: schema.venues.latitude, lng: schema.venues.longitude })
    .from(schema.venues)
    .where(inArray(schema.venues.id, ids))
    .all()
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
