// Search filters <-> query string, shared by the server (loader, /v1) and the browser (links,
// pagination). Every filter lives in the URL so a search is a shareable, plain GET form.
// Bad or missing values fall back to the spec's defaults instead of failing the page.
import { ATTENDEE_RANGES, CAMPAIGN_OPTIONS, DEFAULT_EVENT_TYPE, DEFAULT_FILTER_TIME, LAYOUTS, LOCATION_OPTIONS, PAGE_SIZES, type LayoutValue } from "~/utils/constants";
import { bookingWindowFrom, dateWindowMessage } from "~/availability/booking-window";
import { INCLUSION_FEATURES, PACKAGE_TYPES, SUB_VENUE_CATEGORIES, type InclusionFeature, type PackageType, type SubVenueCategory } from "~/catalog/catalog-tags";
import { addDaysIso, baliIsoDate, baliParts, isIsoDate } from "~/utils/format";
import { cleanText } from "~/utils/text";

export const SEARCH_TABS = ["venue", "transport", "equipment"] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  venue: "Venue",
  transport: "Transportation",
  equipment: "Equipment",
};

export type SearchFilters = {
  /** Raw keyword as typed (a location name, or free text). */
  keyword: string;
  /** Canonical city name when the keyword names a location other than Bali, else null. */
  location: string | null;
  /** Free text when the keyword is not a location name, else null. */
  text: string | null;
  date: string; // YYYY-MM-DD, Bali
  time: string; // HH:00
  /** Exact number of attendees, when given (overrides the range). */
  pax: number | null;
  /** Attendee range; 0-0 means all capacities. */
  minCapacity: number;
  maxCapacity: number;
  campaign: string; // "" = all
  eventType: string;
  page: number;
  limit: number;
  /** The date asked for when it is outside the booking window, and the refusal; else null. */
  requestedDate: string | null;
  dateRefused: string | null;
} & ChoiceFilters;

/** Filters that help choose (ADR 0123): sort, price range, indoor/outdoor, seat layout. */
export const SEARCH_SORTS = [
  { value: "recommended", label: "Recommended" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "capacity", label: "Largest capacity" },
  { value: "rating", label: "Top rated" },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]["value"];
export const SETTINGS = [
  { value: "", label: "Indoor or outdoor" },
  { value: "indoor", label: "Indoor" },
  { value: "outdoor", label: "Outdoor" },
] as const;

export type ChoiceFilters = {
  sort: SearchSort;
  /** Price range per unit after discount, whole rupiah; null = open. */
  minPrice: number | null;
  maxPrice: number | null;
  setting: "" | "indoor" | "outdoor";
  /** Seat layout the attendee count is checked against ("" = any layout). */
  layout: "" | LayoutValue;
  /** The spec's other filters (ADR 0200): sub venue category, included equipment (all of them), package type. */
  category: "" | SubVenueCategory;
  inclusions: InclusionFeature[];
  packageType: "" | PackageType;
  /** One card per venue listing its matching packages, instead of one card per package. */
  group: "" | "venue";
  /** Lowest average rating of the venue (3, 4 or 4.5 stars; ADR 0270); null = any. */
  minRating: number | null;
};

/** The minimum ratings the filter offers (review-rules.ts MIN_RATING_OPTIONS). */
const MIN_RATINGS = [3, 4, 4.5];

export function parseChoiceParams(params: URLSearchParams): ChoiceFilters {
  const sortParam = params.get("sort");
  const sort = SEARCH_SORTS.find((s) => s.value === sortParam)?.value ?? "recommended";
  const price = (name: string) => intParam((params.get(name) ?? "").replace(/[.\s]/g, ""), { min: 0, max: 1_000_000_000_000 });
  let minPrice = price("minPrice");
  let maxPrice = price("maxPrice");
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const settingParam = params.get("setting");
  const setting = settingParam === "indoor" || settingParam === "outdoor" ? settingParam : "";
  const layoutParam = params.get("layout");
  const layout = LAYOUTS.find((l) => l.value === layoutParam)?.value ?? "";
  const categoryParam = params.get("category");
  const category = SUB_VENUE_CATEGORIES.find((c) => c.value === categoryParam)?.value ?? "";
  const wanted = params.getAll("inclusion");
  const inclusions = INCLUSION_FEATURES.filter((f) => wanted.includes(f.value)).map((f) => f.value);
  const packageParam = params.get("packageType");
  const packageType = PACKAGE_TYPES.find((p) => p.value === packageParam)?.value ?? "";
  const group = params.get("group") === "venue" ? "venue" : "";
  const minRating = MIN_RATINGS.find((r) => String(r) === params.get("minRating")) ?? null;
  return { sort, minPrice: minPrice || null, maxPrice, setting, layout, category, inclusions, packageType, group, minRating };
}

/** Adds the choice filters that differ from "all" to a query string. */
export function setChoiceQuery(f: ChoiceFilters, q: URLSearchParams) {
  if (f.sort !== "recommended") q.set("sort", f.sort);
  if (f.minPrice !== null) q.set("minPrice", String(f.minPrice));
  if (f.maxPrice !== null) q.set("maxPrice", String(f.maxPrice));
  if (f.setting) q.set("setting", f.setting);
  if (f.layout) q.set("layout", f.layout);
  if (f.category) q.set("category", f.category);
  for (const i of f.inclusions) q.append("inclusion", i);
  if (f.packageType) q.set("packageType", f.packageType);
  if (f.group) q.set("group", f.group);
  if (f.minRating !== null) q.set("minRating", String(f.minRating));
}

/** True when any filter beyond location, date and time narrows the search. */
export function hasNarrowingFilters(f: SearchFilters) {
  return Boolean(f.pax || f.minCapacity || f.maxCapacity || f.campaign || f.text || f.minPrice !== null || f.maxPrice !== null || f.setting || f.layout || f.category || f.inclusions.length || f.packageType || f.minRating !== null);
}

const TIME = /^([01]\d|2[0-3]):00$/;

function intParam(value: string | null, { min, max }: { min: number; max: number }): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) return null;
  return n;
}

/** The location option a keyword names (case-insensitive, by label or value), if any. */
export function locationFromKeyword(keyword: string) {
  const k = keyword.trim().toLowerCase();
  if (!k) return null;
  return LOCATION_OPTIONS.find((o) => o.value === k || o.label.toLowerCase() === k) ?? null;
}

/**
 * Default start of a search (ADR 0201): today 08:00 (the spec's default) until 08:00 Bali has
 * passed, then the next whole hour; after 23:00, tomorrow 08:00. A search for a past hour is
 * one nobody can book.
 */
export function defaultSearchStart(now: Date = new Date()): { date: string; time: string } {
  const today = baliIsoDate(now);
  const { hour } = baliParts(now);
  if (hour < 8) return { date: today, time: DEFAULT_FILTER_TIME };
  if (hour + 1 <= 23) return { date: today, time: `${String(hour + 1).padStart(2, "0")}:00` };
  return { date: addDaysIso(today, 1), time: DEFAULT_FILTER_TIME };
}

/** "min-max" (a fixed or a custom range, max 0 = no upper limit) or "N" (an exact head count). */
function parseAttendees(value: string | null): { pax: number | null; minCapacity: number; maxCapacity: number } | null {
  if (!value) return null;
  const fixed = ATTENDEE_RANGES.find((r) => r.value === value);
  if (fixed) return { pax: null, minCapacity: fixed.min, maxCapacity: fixed.max };
  const exact = /^(\d{1,6})$/.exec(value);
  if (exact && Number(exact[1]) >= 1 && Number(exact[1]) <= 100_000) return { pax: Number(exact[1]), minCapacity: 0, maxCapacity: 0 };
  const range = /^(\d{1,6})-(\d{1,6})$/.exec(value);
  if (range && Number(range[1]) <= 100_000 && Number(range[2]) <= 100_000) return { pax: null, minCapacity: Number(range[1]), maxCapacity: Number(range[2]) };
  return null;
}

export function parseSearchParams(
  params: URLSearchParams,
  { now = new Date(), today = baliIsoDate(now), defaultLimit = PAGE_SIZES.searchDisplay, maxLimit = PAGE_SIZES.searchDefaultLimit }: {
    now?: Date;
    today?: string;
    defaultLimit?: number;
    maxLimit?: number;
  },
): SearchFilters {
  const keyword = cleanText(params.get("keyword") ?? "").trim().slice(0, 100);
  const option = locationFromKeyword(keyword);
  const location = option && option.value !== "bali" ? option.cityName : null;
  const text = !option && keyword ? keyword : null;

  // A date outside the booking window is refused (the page says so and does not search);
  // `date` keeps the previous fallbacks for /v1: a past date means today.
  const rawDate = params.get("date") ?? params.get("byDate") ?? "";
  const datePart = rawDate.slice(0, 10);
  const window = bookingWindowFrom(today);
  const dateRefused = isIsoDate(datePart) && (datePart < window.min || datePart > window.max) ? dateWindowMessage(window.min, window.max) : null;
  // Without a date (or with today's), the default start: next whole hour once 08:00 has passed.
  const start = today === baliIsoDate(now) ? defaultSearchStart(now) : { date: today, time: DEFAULT_FILTER_TIME };
  let date = isIsoDate(datePart) && datePart >= today ? datePart : start.date;
  const rawTime = params.get("time") ?? "";
  let time = TIME.test(rawTime) ? rawTime : date === start.date ? start.time : DEFAULT_FILTER_TIME;
  if (date === today && start.date === today && time < start.time) time = start.time; // an hour already past
  if (date === today && start.date !== today) ({ date, time } = start); // no hour left today

  let minCapacity = intParam(params.get("minCapacity"), { min: 0, max: 100_000 }) ?? 0;
  let maxCapacity = intParam(params.get("maxCapacity"), { min: 0, max: 100_000 }) ?? 0;
  let pax = intParam(params.get("pax"), { min: 1, max: 100_000 });
  // The forms send the range select, "attendees": a range "min-max" or a head count (ADR 0201),
  // and the head-count field, "pax": a head count typed there wins over the range (issue 42).
  const attendees = parseAttendees(params.get("attendees"));
  if (attendees && !(pax && attendees.pax === null)) ({ pax, minCapacity, maxCapacity } = attendees);
  if (maxCapacity !== 0 && maxCapacity < minCapacity) [minCapacity, maxCapacity] = [maxCapacity, minCapacity];

  const campaignParam = (params.get("campaign") ?? "").toLowerCase();
  const campaign = CAMPAIGN_OPTIONS.some((c) => c.value === campaignParam) ? campaignParam : "";
  const eventType = (params.get("eventType") ?? "").trim().slice(0, 60) || DEFAULT_EVENT_TYPE;
  const page = intParam(params.get("page"), { min: 1, max: 100_000 }) ?? 1;
  const limit = intParam(params.get("limit"), { min: 1, max: maxLimit }) ?? defaultLimit;

  return {
    keyword, location, text, date, time, pax, minCapacity, maxCapacity, campaign, eventType, page, limit,
    requestedDate: dateRefused ? datePart : null, dateRefused, ...parseChoiceParams(params),
  };
}

/** The attendee select value for the current head count or range ("0-0" = all). */
export function attendeesValue(f: Pick<SearchFilters, "pax" | "minCapacity" | "maxCapacity">): string {
  if (f.pax) return String(f.pax);
  return ATTENDEE_RANGES.find((r) => r.min === f.minCapacity && r.max === f.maxCapacity)?.value ?? `${f.minCapacity}-${f.maxCapacity}`;
}

/** The attendee select's options: the spec's ranges, plus the head count or range a link carried. */
export function attendeeOptions(f: Pick<SearchFilters, "pax" | "minCapacity" | "maxCapacity">): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = ATTENDEE_RANGES.map((r) => ({ value: r.value, label: r.label }));
  const value = attendeesValue(f);
  if (options.some((o) => o.value === value)) return options;
  const label = f.pax ? `${f.pax} attendees` : f.maxCapacity ? `${f.minCapacity}-${f.maxCapacity}` : `${f.minCapacity} or more`;
  return [...options, { value, label }];
}

/** Query string of a search (only the filters that differ from "all"). */
export function searchQuery(
  f: SearchFilters,
  overrides: { page?: number; tab?: SearchTab; includeDate?: boolean } = {},
): string {
  const q = new URLSearchParams();
  if (f.keyword) q.set("keyword", f.keyword);
  if (overrides.includeDate !== false) {
    q.set("date", f.date);
    q.set("time", f.time);
  }
  if (f.pax) q.set("pax", String(f.pax));
  if (f.minCapacity || f.maxCapacity) {
    q.set("minCapacity", String(f.minCapacity));
    q.set("maxCapacity", String(f.maxCapacity));
  }
  if (f.campaign) q.set("campaign", f.campaign);
  if (f.eventType && f.eventType !== DEFAULT_EVENT_TYPE) q.set("eventType", f.eventType);
  setChoiceQuery(f, q);
  if (overrides.tab) q.set("tab", overrides.tab);
  const page = overrides.page ?? f.page;
  if (page > 1) q.set("page", String(page));
  return q.toString();
}

/** Last date the pickers offer, from today (Bali): the booking window's end. */
export function lastBookableDate(today: string): string {
  return bookingWindowFrom(today).max;
}

/** Districts next to each other, for an empty result's "Nearby" links (south to north). */
const NEIGHBOURS: Record<string, string[]> = {
  "Nusa Dua": ["Benoa", "Jimbaran", "Uluwatu"],
  Benoa: ["Nusa Dua", "Jimbaran", "Sanur"],
  Jimbaran: ["Tuban", "Nusa Dua", "Uluwatu"],
  Uluwatu: ["Jimbaran", "Nusa Dua"],
  Tuban: ["Kuta", "Jimbaran", "Legian"],
  Kuta: ["Tuban", "Legian", "Seminyak"],
  Legian: ["Kuta", "Seminyak", "Tuban"],
  Seminyak: ["Legian", "Kuta", "Denpasar"],
  Denpasar: ["Sanur", "Seminyak", "Kuta"],
  Sanur: ["Denpasar", "Benoa", "Ubud"],
  Ubud: ["Denpasar", "Sanur"],
};

export function nearbyDistricts(location: string | null): string[] {
  return location ? (NEIGHBOURS[location] ?? []) : [];
}
