// Venues, venue images, and the fixed listings (transport, equipment, partners).
import { asc, count, desc, eq } from "drizzle-orm";
import { getDb, tables, first } from "~/db.server";
import { fileUrl } from "~/storage/storage.server";

const { venues, venueImages, transports, equipments, partners } = tables;

export async function getVenue(id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const v = await first(getDb().select().from(venues).where(eq(venues.id, id)));
  if (!v) return null;
  const { supplierId: _supplierId, createdAt: _createdAt, ...venue } = v;
  return venue;
}
export type Venue = NonNullable<Awaited<ReturnType<typeof getVenue>>>;

/** A page of a venue's images, default first. */
export async function listVenueImages(venueId: number, { page = 1, limit = 20 }: { page?: number; limit?: number } = {}) {
  const db = getDb();
  const total = (await first(db.select({ n: count() }).from(venueImages).where(eq(venueImages.venueId, venueId))))?.n ?? 0;
  const rows = await db
      .select({ id: venueImages.id, fileKey: venueImages.fileKey, isDefault: venueImages.isDefault })
      .from(venueImages)
      .where(eq(venueImages.venueId, venueId))
      .orderBy(desc(venueImages.isDefault), asc(venueImages.id))
      .limit(limit)
      .offset((page - 1) * limit);
  return { total, items: rows.map((r) => ({ id: r.id, url: fileUrl(r.fileKey), isDefault: r.isDefault })) };
}

export async function listTransports() {
  return (await getDb()
      .select()
      .from(transports)
      .orderBy(asc(transports.maximumPassenger), asc(transports.price)))
    .map(({ imageKey, ...t }) => ({ ...t, imageUrl: fileUrl(imageKey) }));
}
export type Transport = Awaited<ReturnType<typeof listTransports>>[number];

export async function listEquipments() {
  return (await getDb()
      .select()
      .from(equipments)
      .orderBy(asc(equipments.category), asc(equipments.price)))
    .map(({ imageKey, ...e }) => ({ ...e, imageUrl: fileUrl(imageKey) }));
}
export type Equipment = Awaited<ReturnType<typeof listEquipments>>[number];

export async function listPartners() {
  return (await getDb()
      .select()
      .from(partners)
      .orderBy(asc(partners.sortOrder), asc(partners.id)))
    .map(({ logoKey, ...p }) => ({ ...p, logoUrl: fileUrl(logoKey) }));
}
