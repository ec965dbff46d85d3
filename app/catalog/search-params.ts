// Search filters <-> query string, shared by the server (loader, /v1) and the browser (links,
// pagination). Every filter lives in the URL so a search is a shareable, plain GET form.
// Bad or missing values fall back to the spec's defaults instead of failing the page.
import { ATTENDEE_RANGES, CAMPAIGN_OPTIONS, DEFAULT_EVENT_TYPE, DEFAULT_FILTER_TIME, LAYOUTS, LOCATION_OPTIONS, PAGE_SIZES, type LayoutValue } from "~/utils/constants";
import { addDaysIso, isIsoDate } from "~/utils/format";
import { cleanText } from "~/utils/text";

export const SEARCH_TABS = ["venue", "transport", "equipment"] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  venue: "Venue",
  transport: "Transportation",
  equipment: "Equipment",
};

/** Days ahead the search and booking date pickers allow (spec 5: today to one month ahead). */
export const BOOKING_WINDOW_DAYS = 30;

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
} & ChoiceFilters;

/** Filters that help choose (ADR 0123): sort, price range, indoor/outdoor, seat layout. */
export const SEARCH_SORTS = [
  { value: "recommended", label: "Recommended" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "capacity", label: "Largest capacity" },
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
};

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
  return { sort, minPrice: minPrice || null, maxPrice, setting, layout };
}

/** Adds the choice filters that differ from "all" to a query string. */
export function setChoiceQuery(f: ChoiceFilters, q: URLSearchParams) {
  if (f.sort !== "recommended") q.set("sort", f.sort);
  if (f.minPrice !== null) q.set("minPrice", String(f.minPrice));
  if (f.maxPrice !== null) q.set("maxPrice", String(f.maxPrice));
  if (f.setting) q.set("setting", f.setting);
  if (f.layout) q.set("layout", f.layout);
}

/** True when any filter beyond location, date and time narrows the search. */
export function hasNarrowingFilters(f: SearchFilters) {
  return Boolean(f.pax || f.minCapacity || f.maxCapacity || f.campaign || f.text || f.minPrice !== null || f.maxPrice !== null || f.setting || f.layout);
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

export function parseSearchParams(
  params: URLSearchParams,
  { today, defaultLimit = PAGE_SIZES.searchDisplay, maxLimit = PAGE_SIZES.searchDefaultLimit }: {
    today: string;
    defaultLimit?: number;
    maxLimit?: number;
  },
): SearchFilters {
  const keyword = cleanText(params.get("keyword") ?? "").trim().slice(0, 100);
  const option = locationFromKeyword(keyword);
  const location = option && option.value !== "bali" ? option.cityName : null;
  const text = !option && keyword ? keyword : null;

  // A past or malformed date (an old shared link) searches from today instead.
  const rawDate = params.get("date") ?? params.get("byDate") ?? "";
  const datePart = rawDate.slice(0, 10);
  const date = isIsoDate(datePart) && datePart >= today ? datePart : today;
  const rawTime = params.get("time") ?? "";
  const time = TIME.test(rawTime) ? rawTime : DEFAULT_FILTER_TIME;

  let minCapacity = intParam(params.get("minCapacity"), { min: 0, max: 100_000 }) ?? 0;
  let maxCapacity = intParam(params.get("maxCapacity"), { min: 0, max: 100_000 }) ?? 0;
  // The home and search forms send one select, "attendees" = "min-max".
  const attendees = ATTENDEE_RANGES.find((r) => r.value === params.get("attendees"));
  if (attendees) {
    minCapacity = attendees.min;
    maxCapacity = attendees.max;
  }
  if (maxCapacity !== 0 && maxCapacity < minCapacity) [minCapacity, maxCapacity] = [maxCapacity, minCapacity];
  const pax = intParam(params.get("pax"), { min: 1, max: 100_000 });

  const campaignParam = (params.get("campaign") ?? "").toLowerCase();
  const campaign = CAMPAIGN_OPTIONS.some((c) => c.value === campaignParam) ? campaignParam : "";
  const eventType = (params.get("eventType") ?? "").trim().slice(0, 60) || DEFAULT_EVENT_TYPE;
  const page = intParam(params.get("page"), { min: 1, max: 100_000 }) ?? 1;
  const limit = intParam(params.get("limit"), { min: 1, max: maxLimit }) ?? defaultLimit;

  return { keyword, location, text, date, time, pax, minCapacity, maxCapacity, campaign, eventType, page, limit, ...parseChoiceParams(params) };
}

/** The attendee select value for the current range ("0-0" = all). */
export function attendeesValue(f: Pick<SearchFilters, "minCapacity" | "maxCapacity">): string {
  return ATTENDEE_RANGES.find((r) => r.min === f.minCapacity && r.max === f.maxCapacity)?.value ?? "0-0";
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

/** Last date the pickers offer, from today (Bali). */
export function lastBookableDate(today: string): string {
  return addDaysIso(today, BOOKING_WINDOW_DAYS);
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
