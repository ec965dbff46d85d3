// Venues, venue images, and the fixed listings (transport, equipment, partners).
import { asc, count, desc, eq } from "drizzle-orm";
import { getDb, tables, first } from "~/db.server";
import { fileUrl } from "~/storage/storage.server";

export async function getVenue(id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const v = await first(getDb().select().from(tables.venues).where(eq(tables.venues.id, id)));
  if (!v) return null;
  const { supplierId: _supplierId, createdAt: _createdAt, ...venue } = v;
  return venue;
}
export type Venue = NonNullable<Awaited<ReturnType<typeof getVenue>>>;

/** A page of a venue's images, default first. */
export async function listVenueImages(venueId: number, { page = 1, limit = 20 }: { page?: number; limit?: number } = {}) {
  const db = getDb();
  const total = (await first(db.select({ n: count() }).from(tables.venueImages).where(eq(tables.venueImages.venueId, venueId))))?.n ?? 0;
  const rows = await db
      .select({ id: tables.venueImages.id, fileKey: tables.venueImages.fileKey, isDefault: tables.venueImages.isDefault })
      .from(tables.venueImages)
      .where(eq(tables.venueImages.venueId, venueId))
      .orderBy(desc(tables.venueImages.isDefault), asc(tables.venueImages.id))
      .limit(limit)
      .offset((page - 1) * limit);
  return { total, items: rows.map((r) => ({ id: r.id, url: fileUrl(r.fileKey), isDefault: r.isDefault })) };
}

export async function listTransports() {
  return (await getDb()
      .select()
      .from(tables.transports)
      .orderBy(asc(tables.transports.maximumPassenger), asc(tables.transports.price)))
    .map(({ imageKey, ...t }) => ({ ...t, imageUrl: fileUrl(imageKey) }));
}
export type Transport = Awaited<ReturnType<typeof listTransports>>[number];

export async function listEquipments() {
  return (await getDb()
      .select()
      .from(tables.equipments)
      .orderBy(asc(tables.equipments.category), asc(tables.equipments.price)))
    .map(({ imageKey, ...e }) => ({ ...e, imageUrl: fileUrl(imageKey) }));
}
export type Equipment = Awaited<ReturnType<typeof listEquipments>>[number];

export async function listPartners() {
  return (await getDb()
      .select()
      .from(tables.partners)
      .orderBy(asc(tables.partners.sortOrder), asc(tables.partners.id)))
    .map(({ logoKey, ...p }) => ({ ...p, logoUrl: fileUrl(logoKey) }));
}
