// Search filters <-> query string, shared by the server (loader, /v1) and the browser (links,
// pagination). Every filter lives in the URL so a search is a shareable, plain GET form.
// Bad or missing values fall back to the spec's defaults instead of failing the page.
import { ATTENDEE_RANGES, CAMPAIGN_OPTIONS, DEFAULT_EVENT_TYPE, DEFAULT_FILTER_TIME, LOCATION_OPTIONS, PAGE_SIZES } from "~/utils/constants";
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
};

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

  return { keyword, location, text, date, time, pax, minCapacity, maxCapacity, campaign, eventType, page, limit };
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
  if (overrides.tab) q.set("tab", overrides.tab);
  const page = overrides.page ?? f.page;
  if (page > 1) q.set("page", String(page));
  return q.toString();
}

/** Last date the pickers offer, from today (Bali). */
export function lastBookableDate(today: string): string {
  return addDaysIso(today, BOOKING_WINDOW_DAYS);
}
