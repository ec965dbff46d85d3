// Product detail: the product with its sub venue, venue and gallery, in the spec's fields.
import { paymentTermsWords, termsFor } from "~/terms/payment-schedule";
import { policyView, type CancellationPolicy } from "~/terms/cancellation-policies";
import { asc, desc, eq } from "drizzle-orm";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { getDb, tables, first } from "~/db.server";
import { fileUrl } from "~/storage/storage.server";
import { LAYOUTS, type LayoutValue } from "~/utils/constants";
import { discountedPrice } from "~/utils/format";
export type LayoutCapacity = { value: LayoutValue; label: string; capacity: number };

export async function getProductDetail(id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const db = getDb();
  const row = await first(db
      .select({ product: tables.products, subVenue: tables.subVenues, venue: tables.venues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId))
      .where(eq(tables.products.id, id)));
  if (!row) return null;
  const { product: p, subVenue: sv, venue: v } = row;
  const images = (await db
      .select({ id: tables.venueImages.id, fileKey: tables.venueImages.fileKey, isDefault: tables.venueImages.isDefault })
      .from(tables.venueImages)
      .where(eq(tables.venueImages.venueId, v.id))
      .orderBy(desc(tables.venueImages.isDefault), asc(tables.venueImages.id)))
    .map((img) => ({ id: img.id, url: fileUrl(img.fileKey), isDefault: img.isDefault }));

  const layouts: LayoutCapacity[] = LAYOUTS.map((l) => ({
    value: l.value,
    label: l.label,
    capacity: sv[l.column],
  }));
  const capacities = layouts.map((l) => l.capacity).filter((c) => c > 0);

  return {
    id: p.id,
    productName: p.productName,
    unit: p.unit,
    price: p.price,
    discountPercentage: p.discountPercentage,
    finalPrice: discountedPrice(p.price, p.discountPercentage),
    /** Whether the price includes tax and service charge (ADR 0263). */
    taxAndService: p.taxAndService,
    inclusionHtml: sanitizeInclusion(p.inclusion),
    /** The inclusions in Bahasa Indonesia (ADR 0325); /v1 keeps the English ones. */
    inclusionIdHtml: sanitizeInclusion(p.inclusionId),
    termCondition: p.termCondition.trim(),
    /** How it is paid (ADR 0256), in words: a deposit now and the balance before the event, or in full. */
    paymentTerms: paymentTermsWords(termsFor(p, v)),
    openTime: p.openTime,
    closeTime: p.closeTime,
    validFrom: p.validFrom.getTime(),
    validTo: p.validTo.getTime(),
    isActive: p.isActive,
    campaign: p.campaign,
    /** The venue's rating (ADR 0270): average of its visible reviews (null without) and their number. */
    rating: { average: p.searchReviewCount ? p.searchRating / 100 : null, count: p.searchReviewCount },
    venue: {
      ...publicVenue(v),
      distanceToAirport: v.distanceToAirport,
      nearestAttraction1: v.nearestAttraction1,
      distanceNearestAttraction1: v.distanceNearestAttraction1,
      nearestAttraction2: v.nearestAttraction2,
      distanceNearestAttraction2: v.distanceNearestAttraction2,
    },
    subVenue: {
      id: sv.id,
      name: sv.name,
      subVenueType: sv.subVenueType,
      minCapacity: sv.minCapacity,
      maxCapacity: capacities.length ? Math.max(...capacities) : sv.maxCapacity,
      dimensionLength: sv.dimensionLength,
      dimensionWidth: sv.dimensionWidth,
      ceilingHeight: sv.ceilingHeight,
      description: sv.description,
      descriptionId: sv.descriptionId,
      layouts,
    },
    images,
    /** Least quantity a booking needs: per-person products start at the room's minimum. */
    minQty: p.unit === "Person" ? Math.max(1, sv.minCapacity) : 1,
  };
}
export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getProductDetail>>>;

/** What the product and venue pages show of a venue: vendor links only when they are http(s). */
export function publicVenue(
  v: { id: number; name: string; location: string; address: string; description: string; descriptionId: string; maps: string; facebook: string; instagram: string; linkedin: string; latitude: number | null; longitude: number | null; cancellationPolicy: CancellationPolicy },
) {
  return {
    id: v.id,
    name: v.name,
    location: v.location,
    address: v.address,
    description: v.description,
    descriptionId: v.descriptionId,
    maps: safeUrl(v.maps),
    facebook: safeUrl(v.facebook),
    instagram: safeUrl(v.instagram),
    linkedin: safeUrl(v.linkedin),
    position: v.latitude !== null && v.longitude !== null ? { lat: v.latitude, lng: v.longitude } : null,
    /** The venue's cancellation tier, in words and as a timeline (ADR 0250). */
    policy: policyView(v.cancellationPolicy),
  };
}

/** Vendor-entered links are shown only when they are http(s) URLs. */
function safeUrl(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  try {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The spec's flat product shape for /v1/products/{id}. */
export function toApiProduct(p: ProductDetail, origin: string) {
  const sv = p.subVenue;
  const cap = (value: LayoutValue) => sv.layouts.find((l) => l.value === value)?.capacity ?? 0;
  return {
    id: p.id,
    productName: p.productName,
    venueName: p.venue.name,
    venueLocation: p.venue.location,
    venueId: p.venue.id,
    subVenueName: sv.name,
    price: p.price,
    unit: p.unit,
    inclusion: p.inclusionHtml,
    discountPercentage: p.discountPercentage,
    taxAndService: p.taxAndService,
    termCondition: p.termCondition,
    venueAddress: p.venue.address,
    venueDescription: p.venue.description,
    maps: p.venue.maps ?? "",
    facebook: p.venue.facebook ?? "",
    instagram: p.venue.instagram ?? "",
    linkedin: p.venue.linkedin ?? "",
    distanceToAirport: p.venue.distanceToAirport,
    nearestAttraction1: p.venue.nearestAttraction1,
    distanceNearestAttraction1: p.venue.distanceNearestAttraction1,
    nearestAttraction2: p.venue.nearestAttraction2,
    distanceNearestAttraction2: p.venue.distanceNearestAttraction2,
    images: p.images.map((i) => ({ id: i.id, fullUrl: `${origin}${i.url}`, isDefault: i.isDefault })),
    subvenue: {
      id: sv.id,
      name: sv.name,
      subVenueType: sv.subVenueType,
      minCapacity: sv.minCapacity,
      maxUshape: cap("uShape"),
      maxBoard: cap("board"),
      maxClassroom: cap("classroom"),
      maxCocktail: cap("cocktail"),
      maxBanquet: cap("banquet"),
      maxTheatre: cap("theater"),
      dimensionLength: sv.dimensionLength,
      dimensionWidth: sv.dimensionWidth,
    },
  };
}
