// Venue images: JPEG only (by content), at most 524288 bytes, stored under venues/{venueId}/
// and served publicly by /files/*. One image per venue is the default (the cover).
import crypto from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { getDb, tables, first, write, run, transaction } from "~/db.server";
import { FILE_TOO_LARGE, parseUploadForm } from "~/payments/upload.server";
import { detectFileType } from "~/storage/file-type.server";
import { deleteImageVariants, reencodeImage, storeImageVariants } from "~/storage/image.server";
import { fileUrl, getStorage } from "~/storage/storage.server";
import { VENUE_IMAGE_MAX_BYTES } from "~/utils/constants";
import { DASHBOARD_PAGE_SIZE } from "~/supplier/paging";
/** A request body beyond this is refused before reading (the image is at most 512 KB). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export async function listOwnVenueImages(venueId: number, { page = 1, limit = DASHBOARD_PAGE_SIZE } = {}) {
  const db = getDb();
  const where = eq(tables.venueImages.venueId, venueId);
  const total = (await first(db.select({ n: count() }).from(tables.venueImages).where(where)))?.n ?? 0;
  const items = (await db
      .select({ id: tables.venueImages.id, fileKey: tables.venueImages.fileKey, isDefault: tables.venueImages.isDefault })
      .from(tables.venueImages)
      .where(where)
      .orderBy(asc(tables.venueImages.id))
      .limit(limit)
      .offset((page - 1) * limit))
    .map((r) => ({ id: r.id, url: fileUrl(r.fileKey), isDefault: r.isDefault }));
  return { total, items };
}

/** Parses a multipart upload keeping the named file up to the venue image limit. */
export function parseVenueImageForm(request: Request, fileField: string): Promise<FormData> {
  return parseUploadForm(request, fileField, { maxBodyBytes: MAX_BODY_BYTES, maxFileBytes: VENUE_IMAGE_MAX_BYTES });
}

export type ImageCheck = { ok: true; bytes: Uint8Array } | { ok: false; problem: "missing" | "tooBig" | "notJpeg" };

export async function checkVenueImage(value: FormDataEntryValue | null | undefined | Uint8Array): Promise<ImageCheck> {
  if (value === FILE_TOO_LARGE) return { ok: false, problem: "tooBig" };
  let bytes: Uint8Array;
  if (value instanceof Uint8Array) bytes = value;
  else if (value && typeof value === "object" && "arrayBuffer" in value) bytes = new Uint8Array(await value.arrayBuffer());
  else return { ok: false, problem: "missing" };
  if (bytes.byteLength === 0) return { ok: false, problem: "missing" };
  if (bytes.byteLength > VENUE_IMAGE_MAX_BYTES) return { ok: false, problem: "tooBig" };
  if (detectFileType(bytes)?.ext !== "jpg") return { ok: false, problem: "notJpeg" };
  // Stored re-encoded (no EXIF/GPS, nothing appended); a JPEG header on garbage is no JPEG.
  const clean = await reencodeImage(bytes, "jpg");
  if (!clean) return { ok: false, problem: "notJpeg" };
  return { ok: true, bytes: clean };
}

/** Is this venue the supplier's? */
export async function ownsVenue(supplierId: number, venueId: number) {
  return !!await first(getDb().select({ id: tables.venues.id }).from(tables.venues).where(and(eq(tables.venues.id, venueId), eq(tables.venues.supplierId, supplierId))));
}

/** Stores a checked JPEG and records it; the venue's first image becomes its default. */
export async function addVenueImage(venueId: number, bytes: Uint8Array) {
  const key = `venues/${venueId}/${crypto.randomBytes(12).toString("hex")}.jpg`;
  const storage = getStorage();
  await storage.put(key, bytes, "image/jpeg");
  // Smaller copies for srcset (ADR 0233). Without them pages fall back to the original, so a
  // failure here costs bandwidth, not the upload.
  await storeImageVariants(storage, key, bytes).catch(() => 0);
  try {
    return await transaction(async (tx) => {
          const hasDefault = await first(tx.select({ id: tables.venueImages.id }).from(tables.venueImages)
                  .where(and(eq(tables.venueImages.venueId, venueId), eq(tables.venueImages.isDefault, true))));
          return (await write((db) => db.insert(tables.venueImages).values({ venueId, fileKey: key, isDefault: !hasDefault }).returning()))[0];
        });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    await deleteImageVariants(storage, key);
    throw error;
  }
}

/** The image if it belongs to one of the supplier's venues. */
async function findOwnImage(supplierId: number, imageId: number) {
  return await first(getDb()
      .select({ id: tables.venueImages.id, venueId: tables.venueImages.venueId, fileKey: tables.venueImages.fileKey, isDefault: tables.venueImages.isDefault })
      .from(tables.venueImages)
      .innerJoin(tables.venues, eq(tables.venues.id, tables.venueImages.venueId))
      .where(and(eq(tables.venueImages.id, imageId), eq(tables.venues.supplierId, supplierId)))) ?? null;
}

export async function setDefaultVenueImage(supplierId: number, imageId: number): Promise<boolean> {
  const image = await findOwnImage(supplierId, imageId);
  if (!image) return false;
  await transaction(async (tx) => {
        await run((db) => db.update(tables.venueImages).set({ isDefault: false }).where(eq(tables.venueImages.venueId, image.venueId)));
        await run((db) => db.update(tables.venueImages).set({ isDefault: true }).where(eq(tables.venueImages.id, image.id)));
      });
  return true;
}

/** Deletes an image; when it was the default, the oldest remaining one takes its place. */
export async function deleteVenueImage(supplierId: number, imageId: number): Promise<boolean> {
  const image = await findOwnImage(supplierId, imageId);
  if (!image) return false;
  await transaction(async (tx) => {
        await run((db) => db.delete(tables.venueImages).where(eq(tables.venueImages.id, image.id)));
        if (image.isDefault) {
          const next = await first(tx.select({ id: tables.venueImages.id }).from(tables.venueImages).where(eq(tables.venueImages.venueId, image.venueId))
                  .orderBy(desc(tables.venueImages.isDefault), asc(tables.venueImages.id)));
          if (next) await run((db) => db.update(tables.venueImages).set({ isDefault: true }).where(eq(tables.venueImages.id, next.id)));
        }
      });
  // The file goes after the row: a failed delete leaves an orphan file, never a broken image.
  await getStorage().delete(image.fileKey).catch(() => {});
  await deleteImageVariants(getStorage(), image.fileKey);
  return true;
}
