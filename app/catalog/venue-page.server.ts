// The venue page (/venue-detail/{id}, ADR 0121): facts, gallery, every space (sub venue) with
// its capacities and seating plans, and the venue's bookable packages as product cards.
import { venueFacts } from "~/catalog/venue-facts";
import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import { seatingPlan } from "~/catalog/seating-plan";
import { publicVenue } from "~/catalog/product.server";
import { planTitle, seatingPlanSize, seatingPlanSvg } from "~/catalog/seating-plan-svg.server";
import { fill, optionLabel, type Lang } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { getDb, tables, first } from "~/db.server";
import { fileUrl } from "~/storage/storage.server";
import { nearbyPlaces } from "~/catalog/nearby";
import { LAYOUTS, type LayoutValue } from "~/utils/constants";
import { discountedPrice } from "~/utils/format";
type SubVenueRow = typeof tables.subVenues.$inferSelect;

/** URL of a sub venue's seating plan image (served by /seating-plan/{id}/{layout}). */
export function seatingPlanUrl(subVenueId: number, layout: string) {
  return `/seating-plan/${subVenueId}/${layout}`;
}

/** The layout with the largest capacity: a room's plan shown when it has no photos. */
export function coverLayout(capacities: Partial<Record<LayoutValue, number>>): LayoutValue | null {
  let best: LayoutValue | null = null;
  for (const l of LAYOUTS) if ((capacities[l.value] ?? 0) > (best ? capacities[best] ?? 0 : 0)) best = l.value;
  return best;
}

export function layoutCapacities(sv: Pick<SubVenueRow, "maxUshape" | "maxBoard" | "maxClassroom" | "maxCocktail" | "maxBanquet" | "maxTheatre">) {
  return Object.fromEntries(LAYOUTS.map((l) => [l.value, sv[l.column]])) as Record<LayoutValue, number>;
}

/**
 * Each layout the room offers, as planners see it: a plan only where the drawing holds the
 * stated capacity. "This room fits N" is a warning about the vendor's own figures, shown on
 * its dashboard (seatingPlanWarnings), never to planners under chips that say otherwise.
 */
export function planSummaries(room: { id: number; dimensionLength: number; dimensionWidth: number; layouts: { value: LayoutValue; label: string; capacity: number }[] }) {
  return room.layouts.filter((l) => l.capacity > 0).map((l) => {
    const plan = seatingPlan(l.value, room.dimensionLength, room.dimensionWidth, l.capacity);
    const complete = plan !== null && plan.note === null;
    const size = plan ? seatingPlanSize(plan) : { width: 0, height: 0 };
    return {
      layout: l.value,
      label: l.label,
      capacity: l.capacity,
      seats: plan?.seats.length ?? 0,
      url: complete ? seatingPlanUrl(room.id, l.value) : null,
      width: Math.round(size.width),
      height: Math.round(size.height),
    };
  });
}

/** The vendor's warnings about a room: each layout whose stated capacity does not fit its size. */
export function seatingPlanWarnings(sv: Pick<SubVenueRow, "dimensionLength" | "dimensionWidth" | "maxUshape" | "maxBoard" | "maxClassroom" | "maxCocktail" | "maxBanquet" | "maxTheatre">, lang: Lang = "en"): string[] {
  // In the page's language (issue 42: the English warning was left on Indonesian pages).
  const t = strings(lang, "listing");
  return LAYOUTS.flatMap((l) => {
    const plan = seatingPlan(l.value, sv.dimensionLength, sv.dimensionWidth, sv[l.column]);
    if (!plan?.note) return [];
    if (lang === "en") return [`${l.label}: ${plan.note}`];
    return [`${optionLabel(t, "layout", l.column, l.label)}: ${fill(t.planTooSmall, { n: plan.seats.length, capacity: plan.capacity })}`];
  });
}
export type PlanSummary = ReturnType<typeof planSummaries>[number];

/** The SVG document of one room's layout, or null when there is nothing to draw. */
export async function subVenueSeatingSvg(subVenueId: number, layout: string, lang: Lang = "en"): Promise<string | null> {
  const entry = LAYOUTS.find((l) => l.value === layout);
  if (!entry || !Number.isSafeInteger(subVenueId) || subVenueId < 1) return null;
  const sv = await first(getDb().select().from(tables.subVenues).where(eq(tables.subVenues.id, subVenueId)));
  if (!sv) return null;
  const plan = seatingPlan(entry.value, sv.dimensionLength, sv.dimensionWidth, sv[entry.column]);
  return plan ? seatingPlanSvg(plan, planTitle(sv.name, entry.value, lang), lang) : null;
}

export async function getVenuePage(id: number, now = new Date()) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const db = getDb();
  const v = await first(db.select().from(tables.venues).where(eq(tables.venues.id, id)));
  if (!v) return null;
  const images = (await db
      .select({ id: tables.venueImages.id, fileKey: tables.venueImages.fileKey, isDefault: tables.venueImages.isDefault })
      .from(tables.venueImages)
      .where(eq(tables.venueImages.venueId, id))
      .orderBy(desc(tables.venueImages.isDefault), asc(tables.venueImages.id)))
    .map((img) => ({ id: img.id, url: fileUrl(img.fileKey), isDefault: img.isDefault }));
  const rooms = await db.select().from(tables.subVenues).where(eq(tables.subVenues.venueId, id)).orderBy(desc(tables.subVenues.maxCapacity), asc(tables.subVenues.id));
  const packages = await db
      .select({ product: tables.products, sv: tables.subVenues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .where(and(eq(tables.products.venueId, id), eq(tables.products.isActive, true), lt(tables.products.validFrom, now), gt(tables.products.validTo, now)))
      .orderBy(asc(tables.products.price), asc(tables.products.id));

  const spaces = rooms.map((sv) => {
    const layouts = LAYOUTS.map((l) => ({ value: l.value, label: l.label, capacity: sv[l.column] }));
    return {
    id: sv.id,
    name: sv.name,
    subVenueType: sv.subVenueType,
    minCapacity: sv.minCapacity,
    dimensionLength: sv.dimensionLength,
    dimensionWidth: sv.dimensionWidth,
    ceilingHeight: sv.ceilingHeight,
    area: Math.round(sv.dimensionLength * sv.dimensionWidth),
    /** About the room in both languages (ADR 0325); the page shows one (vendorText). */
    description: sv.description,
    descriptionId: sv.descriptionId,
    layouts,
    plans: planSummaries({ ...sv, layouts }),
    };
  });
  const cover = images[0]?.url ?? null;
  const cards = packages.map(({ product: p, sv }) => {
    const planLayout = coverLayout(layoutCapacities(sv));
    return {
      id: p.id,
      productName: p.productName,
      unit: p.unit,
      price: p.price,
      discountPercentage: p.discountPercentage,
      finalPrice: discountedPrice(p.price, p.discountPercentage),
      taxAndService: p.taxAndService,
      venueName: v.name,
      venueLocation: v.location,
      subVenueName: sv.name,
      subVenueType: sv.subVenueType,
      minCapacity: sv.minCapacity,
      maxUshape: sv.maxUshape,
      maxBoard: sv.maxBoard,
      maxClassroom: sv.maxClassroom,
      maxCocktail: sv.maxCocktail,
      maxBanquet: sv.maxBanquet,
      maxTheatre: sv.maxTheatre,
      dimensionLength: sv.dimensionLength,
      dimensionWidth: sv.dimensionWidth,
      // A vendor without photos yet: the room's seating plan stands in (ADR 0122).
      coverUrl: cover ?? (planLayout ? seatingPlanUrl(sv.id, planLayout) : fileUrl(null)),
      ratingX100: p.searchRating,
      reviewCount: p.searchReviewCount,
    };
  });
  return {
    venue: publicVenue(v),
    facts: {
      // Spaces, areas and capacities from the spaces themselves (issue 42, ADR 0362).
      ...venueFacts(rooms),
      totalGuestRoom: v.totalGuestRoom,
      /** Null when the vendor left it blank (stored as 0). */
      distanceToAirport: v.distanceToAirport > 0 ? v.distanceToAirport : null,
      nearby: nearbyPlaces(v),
    },
    images,
    spaces,
    packages: cards,
  };
}
export type VenuePage = NonNullable<Awaited<ReturnType<typeof getVenuePage>>>;
