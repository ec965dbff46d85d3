// Business constants from the spec (sections 3 and 9), shared by client and server.

export { BRAND } from "~/utils/brand";

// The company behind the marketplace (its name, address and bank account) is configuration:
// legalEntity() in env.server.ts on the server, useCompany() in components.

export const LOCATION_OPTIONS = [
  { value: "bali", label: "Bali", cityName: "Bali" },
  { value: "nusa-dua", label: "Nusa Dua", cityName: "Nusa Dua" },
  { value: "benoa", label: "Benoa", cityName: "Benoa" },
  { value: "jimbaran", label: "Jimbaran", cityName: "Jimbaran" },
  { value: "uluwatu", label: "Uluwatu", cityName: "Uluwatu" },
  { value: "tuban", label: "Tuban", cityName: "Tuban" },
  { value: "kuta", label: "Kuta", cityName: "Kuta" },
  { value: "legian", label: "Legian", cityName: "Legian" },
  { value: "seminyak", label: "Seminyak", cityName: "Seminyak" },
  { value: "denpasar", label: "Denpasar", cityName: "Denpasar" },
  { value: "sanur", label: "Sanur", cityName: "Sanur" },
  { value: "ubud", label: "Ubud", cityName: "Ubud" },
] as const;

/** City names a venue can be in (every location option but "Bali", which means all). */
export const VENUE_CITIES = LOCATION_OPTIONS.filter((o) => o.value !== "bali").map(
  (o) => o.cityName,
);

/** The 8 district tiles on the home page. */
export const DISTRICTS = [
  "Denpasar",
  "Nusa Dua",
  "Sanur",
  "Benoa",
  "Jimbaran",
  "Ubud",
  "Uluwatu",
  "Tuban",
] as const;

export const ATTENDEE_RANGES = [
  { value: "0-0", label: "All Capacity", min: 0, max: 0 },
  // The ranges do not overlap (issue 42: 25-50 and 50-100 both held 50): each head count is in one.
  // The values stay those of the spec's links; minCapacity/maxCapacity are the range's own ends.
  { value: "1-10", label: "<10", min: 1, max: 9 },
  { value: "10-25", label: "10-25", min: 10, max: 25 },
  { value: "25-50", label: "26-50", min: 26, max: 50 },
  { value: "50-100", label: "51-100", min: 51, max: 100 },
  { value: "100-10000", label: ">100", min: 101, max: 10000 },
] as const;

export const CAMPAIGN_OPTIONS = [
  { value: "", label: "All Campaign" },
  { value: "ramadhan", label: "Ramadhan" },
] as const;

/** Seat layouts: form value, label, sub venue capacity column, static default cap. */
export const LAYOUTS = [
  { value: "uShape", label: "U-Style", column: "maxUshape", defaultCap: 40 },
  { value: "board", label: "Board", column: "maxBoard", defaultCap: 50 },
  { value: "classroom", label: "Classroom", column: "maxClassroom", defaultCap: 60 },
  { value: "cocktail", label: "Cocktail", column: "maxCocktail", defaultCap: 70 },
  { value: "banquet", label: "Banquet", column: "maxBanquet", defaultCap: 80 },
  { value: "theater", label: "Theatre", column: "maxTheatre", defaultCap: 90 },
] as const;
export type LayoutValue = (typeof LAYOUTS)[number]["value"];

export const DEFAULT_EVENT_TYPE = "institutionMeeting";
export const DEFAULT_FILTER_TIME = "08:00";

export const PAGE_SIZES = {
  searchDisplay: 8,
  searchDefaultLimit: 100,
  cart: 20,
  dashboardList: 5,
  supplierReservations: 20,
} as const;

export const CUSTOMER_SERVICE_HOURS = "Mon-Sat 08.00-18.00";
export const BANK_TRANSFER_DEADLINE_HOURS = 48;
export const RECEIPT_MAX_BYTES = 4 * 1024 * 1024;
export const VENUE_IMAGE_MAX_BYTES = 524288;
export { CONTACT_MESSAGE_MAX } from "~/utils/contact-limits";
