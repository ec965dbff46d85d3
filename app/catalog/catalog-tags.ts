// The spec's other search filters (section 3): categories of a sub venue, what a package
// includes, and the package type. Shared by the search form, the vendor forms and the server;
// stored as bit flags (sub_venues.categories, products.inclusion_flags) so a filter is one
// integer test on an index (ADR 0200).

/**
 * Sub venue categories. "outdoor" is the sub venue's type (indoor/outdoor) rather than a flag
 * of its own, so the two can never disagree; the others are ticked by the vendor.
 */
export const SUB_VENUE_CATEGORIES = [
  { value: "outdoor", label: "Outdoor", bit: 0 },
  { value: "hall", label: "Hall", bit: 1 },
  { value: "garden", label: "Garden", bit: 2 },
  { value: "beachView", label: "Beach view", bit: 4 },
  { value: "hotel", label: "Hotel", bit: 8 },
  { value: "meetingRoom", label: "Meeting room", bit: 16 },
] as const;
export type SubVenueCategory = (typeof SUB_VENUE_CATEGORIES)[number]["value"];
/** The categories a vendor ticks (outdoor comes from the sub venue type). */
export const STORED_CATEGORIES = SUB_VENUE_CATEGORIES.filter((c) => c.bit > 0);
export type StoredCategory = (typeof STORED_CATEGORIES)[number]["value"];

export function categoryBits(values: readonly string[]): number {
  return STORED_CATEGORIES.reduce((bits, c) => (values.includes(c.value) ? bits | c.bit : bits), 0);
}

export function categoriesOf(bits: number): StoredCategory[] {
  return STORED_CATEGORIES.filter((c) => (bits & c.bit) !== 0).map((c) => c.value);
}

/**
 * Equipment a package includes, derived from the product's inclusion text on save (the vendor
 * writes "LCD projector and screen", not a tick box). Each has the phrases that name it.
 */
export const INCLUSION_FEATURES = [
  { value: "projector", label: "Projector", bit: 1, pattern: /\bprojectors?\b/i },
  { value: "soundSystem", label: "Sound system", bit: 2, pattern: /\bsound[\s-]*systems?\b|\bPA system\b/i },
  { value: "bigScreen", label: "Big screen", bit: 4, pattern: /\b(big|large|giant|LED|projection)[\s-]+screens?\b|\bLED wall\b/i },
  { value: "tvScreen", label: "TV screen", bit: 8, pattern: /\b(TVs?|television|smart TV)\b/i },
] as const;
export type InclusionFeature = (typeof INCLUSION_FEATURES)[number]["value"];

/**
 * Flags of an inclusion as stored (vendor HTML) or as a list of items: tags are dropped
 * first so "<li>TV</li>" matches and an attribute never does.
 */
export function inclusionFlagsOf(inclusion: string | readonly string[]): number {
  const text = (Array.isArray(inclusion) ? inclusion.join("\n") : String(inclusion))
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ");
  return INCLUSION_FEATURES.reduce((bits, f) => (f.pattern.test(text) ? bits | f.bit : bits), 0);
}

export function inclusionFeaturesOf(bits: number): InclusionFeature[] {
  return INCLUSION_FEATURES.filter((f) => (bits & f.bit) !== 0).map((f) => f.value);
}

/** Package types (the spec's values, including its spelling "residental"). */
export const PACKAGE_TYPES = [
  { value: "halfday", label: "Half day" },
  { value: "fullday", label: "Full day" },
  { value: "fullboard", label: "Full board" },
  { value: "residental", label: "Residential" },
] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number]["value"];
export const PACKAGE_TYPE_VALUES = PACKAGE_TYPES.map((p) => p.value) as [PackageType, ...PackageType[]];

export function packageTypeLabel(value: string | null | undefined): string {
  return PACKAGE_TYPES.find((p) => p.value === value)?.label ?? "";
}
