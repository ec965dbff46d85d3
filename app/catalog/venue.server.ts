// Venues, venue images, and the fixed listings (transport, equipment, partners).
import { asc, count, desc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { fileUrl } from "~/storage/storage.server";

const { venues, venueImages, transports, equipments, partners } = schema;

export function getVenue(id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const v = getDb().select().from(venues).where(eq(venues.id, id)).get();
  if (!v) return null;
  const { supplierId: _supplierId, createdAt: _createdAt, ...venue } = v;
  return venue;
}
export type Venue = NonNullable<ReturnType<typeof getVenue>>;

/** A page of a venue's images, default first. */
export function listVenueImages(venueId: number, { page = 1, limit = 20 }: { page?: number; limit?: number } = {}) {
  const db = getDb();
  const total = db.select({ n: count() }).from(venueImages).where(eq(venueImages.venueId, venueId)).get()?.n ?? 0;
  const rows = db
    .select({ id: venueImages.id, fileKey: venueImages.fileKey, isDefault: venueImages.isDefault })
    .from(venueImages)
    .where(eq(venueImages.venueId, venueId))
    .orderBy(desc(venueImages.isDefault), asc(venueImages.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .all();
  return { total, items: rows.map((r) => ({ id: r.id, url: fileUrl(r.fileKey), isDefault: r.isDefault })) };
}

export function listTransports() {
  return getDb()
    .select()
    .from(transports)
    .orderBy(asc(transports.maximumPassenger), asc(transports.price))
    .all()
    .map(({ imageKey, ...t }) => ({ ...t, imageUrl: fileUrl(imageKey) }));
}
export type Transport = ReturnType<typeof listTransports>[number];

export function listEquipments() {
  return getDb()
    .select()
    .from(equipments)
    .orderBy(asc(equipments.category), asc(equipments.price))
    .all()
    .map(({ imageKey, ...e }) => ({ ...e, imageUrl: fileUrl(imageKey) }));
}
export type Equipment = ReturnType<typeof listEquipments>[number];

export function listPartners() {
  return getDb()
    .select()
    .from(partners)
    .orderBy(asc(partners.sortOrder), asc(partners.id))
    .all()
    .map(({ logoKey, ...p }) => ({ ...p, logoUrl: fileUrl(logoKey) }));
}
