// Vendor dashboard forms: one Zod schema per form, shared by the browser (Conform) and the
// server (pages and /v1). Messages are references to the supplier and listing catalogues (ADR
// 0391; their English is the spec's where it has them): the page renders them, in the browser
// too (formMessages), and /v1 answers their English.
import * as z from "zod";
import { phoneNumber } from "~/utils/phone";
import { parsePosition, POSITION_MESSAGE } from "~/catalog/geo";
import { personName } from "~/accounts/person-name";
import { VENUE_CITIES } from "~/utils/constants";
import { CANCELLATION_POLICIES } from "~/db/enums";
import { PACKAGE_TYPE_VALUES, STORED_CATEGORIES, type StoredCategory } from "~/catalog/catalog-tags";
import { TAX_AND_SERVICE } from "~/db/enums";
import { msg } from "~/i18n/message-ref";

const CATEGORY_VALUES = STORED_CATEGORIES.map((c) => c.value) as [StoredCategory, ...StoredCategory[]];
/** One ticked box arrives as a string, several as a list; absent means "not sent" (kept on update). */
const categoryList = z.preprocess(
  (v) => (v === undefined || v === null ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => x !== "")),
  z.array(z.enum(CATEGORY_VALUES, { error: msg("listing.chooseCategories") })).max(CATEGORY_VALUES.length).optional(),
);

/** The messages of the dashboard's forms that their routes and /v1 give too. */
export const VENDOR_MESSAGES = {
  profileIncomplete: msg("supplier.profileIncomplete"),
  profileSaved: msg("supplier.profileSaved"),
  venueSaved: msg("supplier.venueSaved"),
  saveVenueFirst: msg("supplier.saveVenueFirst"),
  venueAdded: msg("listing.venueAdded"),
  productIncomplete: msg("listing.productIncomplete"),
  productSaved: msg("listing.productSaved"),
  productDeleted: msg("listing.productDeleted"),
  productDeactivated: msg("listing.productDeactivated"),
  subVenueCreated: msg("listing.subVenueCreated"),
  subVenueUpdated: msg("listing.subVenueUpdated"),
  subVenueDeleted: msg("listing.subVenueDeleted"),
  imageTooBig: msg("supplier.imageTooBig"),
  imageNotJpeg: msg("supplier.imageNotJpeg"),
  imageMissing: msg("supplier.imageMissing"),
  imageDeleted: msg("supplier.imageDeleted"),
  required: msg("supplier.required"),
  url: msg("supplier.url"),
  number: msg("supplier.number"),
  agreement: msg("listing.agreement"),
  /** A product's inclusions: English, Bahasa Indonesia or both (ADR 0325). */
  inclusionEither: msg("listing.inclusionEither"),
} as const;
const M = VENDOR_MESSAGES;
const DEPOSIT_PERCENT_MESSAGE = msg("listing.depositPercent");
const BALANCE_DAYS_MESSAGE = msg("listing.balanceDays");
const WHOLE_NUMBERS = msg("listing.wholeNumbers");
const ZERO_OR_MORE = msg("listing.zeroOrMore");

/** Same as the products.unit column (kept here so the browser bundle does not load drizzle). */
export const PRODUCT_UNITS = ["Day", "Hour", "Person"] as const;

/** Beneficiary bank: the spec's "two fixed choices" (docs/decisions/0050). */
export const BENEFICIARY_BANKS = ["Indonesian bank", "Overseas bank (SWIFT)"] as const;

const optionalText = (max = 200) => z.string().trim().max(max).optional();
const optionalUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" || u.protocol === "http:";
    } catch {
      return false;
    }
  }, M.url)
  .optional();

/**
 * Required fields are declared optional and checked together, so one message for the form
 * ("Please complete your data!") comes with a "Required" next to each missing field.
 */
function requireAll<T extends Record<string, unknown>>(keys: readonly (keyof T & string)[], formMessage: string) {
  return (value: T, ctx: z.RefinementCtx) => {
    let missing = false;
    for (const key of keys) {
      const v = value[key];
      if (v === undefined || v === null || v === "") {
        missing = true;
        ctx.addIssue({ code: "custom", path: [key], message: M.required });
      }
    }
    if (missing) ctx.addIssue({ code: "custom", path: [], message: formMessage });
  };
}

export const SUPPLIER_REQUIRED = [
  "name", "address", "phone", "contactPerson", "location", "bankAccount", "bankName", "bankAddress",
] as const;

export const SupplierProfileSchema = z
  .object({
    name: optionalText(),
    address: optionalText(500),
    // Typed as people write it, stored in E.164 (ADR 0144).
    phone: z.string().trim().pipe(phoneNumber(msg("supplier.phone"))).optional(),
    website: optionalUrl,
    description: optionalText(2000),
    location: optionalText(),
    contactPerson: personName(optionalText()),
    bankAccount: optionalText(50),
    accountHolderName: optionalText(),
    bankName: optionalText(),
    bankAddress: optionalText(500),
    beneficiary: z.enum(BENEFICIARY_BANKS).optional(),
    swiftCode: z.string().trim().max(11).regex(/^[A-Za-z0-9]*$/, msg("supplier.lettersAndDigits")).optional(),
    facebook: optionalUrl,
    linkedin: optionalUrl,
    instagram: optionalUrl,
  })
  .superRefine(requireAll(SUPPLIER_REQUIRED, M.profileIncomplete));
export type SupplierProfileInput = z.infer<typeof SupplierProfileSchema>;

const nonNegativeInt = z.number({ error: M.number }).int(WHOLE_NUMBERS).min(0, ZERO_OR_MORE).max(1_000_000).optional();
const nonNegativeNumber = z.number({ error: M.number }).min(0, ZERO_OR_MORE).max(100_000).optional();

export const VenueInfoSchema = z
  .object({
    name: optionalText(),
    location: z.enum(VENUE_CITIES as [string, ...string[]], { error: msg("listing.chooseLocation") }).optional(),
    address: optionalText(500),
    maps: optionalUrl,
    /** English; `descriptionId` the Bahasa Indonesia one, either or both (ADR 0325). Absent keeps the stored one. */
    description: optionalText(4000),
    descriptionId: optionalText(4000),
    totalMeetingRoom: nonNegativeInt,
    totalGuestRoom: nonNegativeInt,
    largestMeetingRoom: nonNegativeInt,
    smallestMeetingRoom: nonNegativeInt,
    distanceToAirport: nonNegativeNumber,
    nearestAttraction1: optionalText(),
    distanceNearestAttraction1: nonNegativeNumber,
    nearestAttraction2: optionalText(),
    distanceNearestAttraction2: nonNegativeNumber,
    facebook: optionalUrl,
    instagram: optionalUrl,
    linkedin: optionalUrl,
    /** "lat, lng" or a maps link with the point; empty keeps the position (or reads `maps`). */
    position: z.string().trim().max(2000).optional().refine((v) => !v || parsePosition(v) !== null, POSITION_MESSAGE),
    /** The tier new bookings get (ADR 0250); absent keeps the stored one (older /v1 clients). */
    cancellationPolicy: z
      .enum(CANCELLATION_POLICIES, { error: msg("listing.choosePolicy") })
      .optional()
      .describe("very_flexible | flexible | standard_30 | standard_90 (ADR 0250); omitted: the stored tier stays"),
    /** Payment terms (ADR 0256): the deposit in percent (0: paid in full) and when the balance is due; absent keeps the stored ones. */
    depositPercent: z
      .number({ error: M.number })
      .int(WHOLE_NUMBERS)
      .min(0, DEPOSIT_PERCENT_MESSAGE)
      .max(90, DEPOSIT_PERCENT_MESSAGE)
      .optional()
      .describe("the deposit asked at checkout, in percent of the booking (0: paid in full); omitted: the stored terms stay"),
    balanceDaysBefore: z
      .number({ error: M.number })
      .int(WHOLE_NUMBERS)
      .min(1, BALANCE_DAYS_MESSAGE)
      .max(180, BALANCE_DAYS_MESSAGE)
      .optional()
      .describe("how many days before the event the balance is due; omitted: the stored terms stay"),
  })
  // A venue needs a name and a city to be found at all (spec: "save does not check").
  .superRefine(requireAll(["name", "location"], M.profileIncomplete));
export type VenueInfoInput = z.infer<typeof VenueInfoSchema>;

export const SUB_VENUE_CAPACITY_FIELDS = [
  { name: "maxTheatre", label: "Theatre" },
  { name: "maxClassroom", label: "Classroom" },
  { name: "maxUshape", label: "U-Style" },
  { name: "maxBanquet", label: "Banquet" },
  { name: "maxCocktail", label: "Cocktail" },
  { name: "maxBoard", label: "Board" },
] as const;

const capacity = z.number({ error: M.number }).int(WHOLE_NUMBERS).min(0, ZERO_OR_MORE).max(100_000).default(0);
const metres = z.number({ error: M.number }).min(0, ZERO_OR_MORE).max(10_000).default(0);

export const SubVenueSchema = z
  .object({
    name: z.string({ error: M.required }).trim().min(1, M.required).max(200),
    subVenueType: z.enum(["indoor", "outdoor"], { error: msg("listing.chooseIndoorOutdoor") }),
    minCapacity: z.number({ error: M.required }).int(WHOLE_NUMBERS).min(1, msg("listing.atLeastOne")).max(100_000),
    maxTheatre: capacity,
    maxClassroom: capacity,
    maxUshape: capacity,
    maxBanquet: capacity,
    maxCocktail: capacity,
    maxBoard: capacity,
    customLayout: optionalText(500),
    dimensionLength: metres,
    dimensionWidth: metres,
    ceilingHeight: z.number({ error: M.number }).min(0, ZERO_OR_MORE).max(200).default(0),
    /** Hall, garden, beach view, hotel, meeting room (ADR 0200); outdoor is the type above. */
    categories: categoryList,
    /** About the room, in English and in Bahasa Indonesia, either or both (ADR 0325); absent keeps the stored ones. */
    description: optionalText(2000),
    descriptionId: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    const largest = Math.max(v.maxTheatre, v.maxClassroom, v.maxUshape, v.maxBanquet, v.maxCocktail, v.maxBoard);
    if (largest === 0) {
      ctx.addIssue({ code: "custom", path: ["maxTheatre"], message: msg("listing.layoutCapacity") });
    } else if (v.minCapacity > largest) {
      ctx.addIssue({ code: "custom", path: ["minCapacity"], message: msg("listing.minCapacityOverLargest", { largest }) });
    }
  });
export type SubVenueInput = z.infer<typeof SubVenueSchema>;

/** Hourly open/close options 08:00 AM ... 06:00 PM, stored as HH:mm. */
/**
 * A product's opening and closing hours: hourly 06:00 AM to 11:00 PM (ADR 0291). The spec's
 * 08:00 AM-06:00 PM left evening events (gala dinners to 22:00, as seeded) unable to be saved.
 */
export const PRODUCT_TIMES = Array.from({ length: 18 }, (_, i) => {
  const h = 6 + i;
  const value = `${String(h).padStart(2, "0")}:00`;
  const label = `${String(h > 12 ? h - 12 : h).padStart(2, "0")}:00 ${h < 12 ? "AM" : "PM"}`;
  return { value, label };
});
const TIME_VALUES = PRODUCT_TIMES.map((t) => t.value) as [string, ...string[]];

/** Besides these, the inclusions in at least one language (ADR 0325). */
export const PRODUCT_REQUIRED = [
  "subVenueId", "productName", "unit", "price", "openTime", "closeTime", "validFrom", "validTo",
] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg("listing.useDatePicker")).optional();

/** Shape only; the date window (today .. 12 months, Bali) is checked on the server with "now". */
export const ProductSchema = z
  .object({
    subVenueId: z.number().int().positive().optional(),
    productName: optionalText(),
    unit: z.enum(PRODUCT_UNITS).optional(),
    price: z.number({ error: M.number }).int(msg("listing.wholeRupiah")).min(1, msg("listing.moreThanZero")).max(10_000_000_000).optional(),
    discountPercentage: z.number({ error: M.number }).int(msg("listing.wholePercent")).min(0, msg("listing.zeroTo99")).max(99, msg("listing.zeroTo99")).default(0),
    /** Whether the price includes tax and service charge (ADR 0263); absent keeps the stored one. */
    taxAndService: z.enum(TAX_AND_SERVICE, { error: msg("listing.chooseTaxAndService") }).optional(),
    /** The product's own payment terms (ADR 0256); null: the venue's; absent keeps the stored ones. */
    depositPercent: z.number({ error: M.number }).int(WHOLE_NUMBERS).min(0, DEPOSIT_PERCENT_MESSAGE).max(90, DEPOSIT_PERCENT_MESSAGE).nullable().optional(),
    balanceDaysBefore: z.number({ error: M.number }).int(WHOLE_NUMBERS).min(1, BALANCE_DAYS_MESSAGE).max(180, BALANCE_DAYS_MESSAGE).nullable().optional(),
    inclusion: z.string().trim().max(10_000).optional(),
    /** The inclusions in Bahasa Indonesia (ADR 0325); absent keeps the stored ones (/v1 clients). */
    inclusionId: z.string().trim().max(10_000).optional(),
    termCondition: optionalText(10_000),
    openTime: z.enum(TIME_VALUES).optional(),
    closeTime: z.enum(TIME_VALUES).optional(),
    validFrom: isoDate,
    validTo: isoDate,
    status: z.enum(["active", "inactive"]).default("inactive"),
    agreement: z.boolean().optional(),
    /** Half day, full day, full board, residential (ADR 0200); "" clears it, absent keeps it. */
    packageType: z.enum([...PACKAGE_TYPE_VALUES, ""], { error: msg("listing.choosePackageType") }).optional(),
  })
  .superRefine((v, ctx) => {
    // One form message for everything missing, the inclusions counting when neither language has them.
    requireAll(PRODUCT_REQUIRED, M.productIncomplete)(v, ctx);
    if (!v.inclusion && !v.inclusionId) {
      ctx.addIssue({ code: "custom", path: ["inclusion"], message: M.inclusionEither });
      if (PRODUCT_REQUIRED.every((k) => v[k] !== undefined && v[k] !== null && v[k] !== "")) {
        ctx.addIssue({ code: "custom", path: [], message: M.productIncomplete });
      }
    }
  })
  .superRefine((v, ctx) => {
    if (v.openTime && v.closeTime && v.closeTime <= v.openTime) {
      ctx.addIssue({ code: "custom", path: ["closeTime"], message: msg("listing.closeAfterOpen") });
    }
    if (v.validFrom && v.validTo && v.validTo < v.validFrom) {
      ctx.addIssue({ code: "custom", path: ["validTo"], message: msg("listing.rateValidityOrder") });
    }
    if (v.status === "active" && !v.agreement) {
      ctx.addIssue({ code: "custom", path: ["agreement"], message: M.agreement });
    }
  });
export type ProductInput = z.infer<typeof ProductSchema>;

/** "08:00 AM" -> "08:00" (API clients send the spec's labels); HH:mm passes through. */
export function toStoredTime(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const v = value.trim();
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(v);
  if (!m) return v;
  let h = Number(m[1]) % 12;
  if (m[3].toUpperCase() === "PM") h += 12;
  return `${String(h).padStart(2, "0")}:${m[2]}`;
}

export function timeLabel(value: string): string {
  return PRODUCT_TIMES.find((t) => t.value === value)?.label ?? value;
}
