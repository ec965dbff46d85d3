// Variants for images stored before ADR 0233 (venue photos, listing pictures, partner logos):
// until then their srcset URLs answer with the original (bigger files). Idempotent: images that
// already have every variant are skipped.
import { getDb, tables } from "~/db.server";
import { storeImageVariants } from "~/storage/image.server";
import { IMAGE_WIDTHS, VARIANT_FORMATS, variantOf } from "~/storage/image-variants";
import type { FileStorage } from "~/storage/storage.server";

export async function publicImageKeys(): Promise<string[]> {
  const db = getDb();
  const keys = [
    ...await db.select({ key: tables.venueImages.fileKey }).from(tables.venueImages),
    ...await db.select({ key: tables.transports.imageKey }).from(tables.transports),
    ...await db.select({ key: tables.equipments.imageKey }).from(tables.equipments),
    ...await db.select({ key: tables.partners.logoKey }).from(tables.partners),
  ].map((r) => r.key);
  return [...new Set(keys.filter((k) => k && variantOf(k, IMAGE_WIDTHS[0], "webp")))];
}

export async function backfillImageVariants(storage: FileStorage, only?: string[]) {
  const keys = only ?? (await publicImageKeys());
  let made = 0;
  let skipped = 0;
  let missing = 0;
  for (const key of keys) {
    const wanted = IMAGE_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => variantOf(key, w, f)!));
    const present = await Promise.all(wanted.map((k) => storage.exists(k)));
    if (present.every(Boolean)) {
      skipped++;
      continue;
    }
    const original = await storage.get(key);
    if (!original) {
      missing++;
      continue;
    }
    await storeImageVariants(storage, key, new Uint8Array(original.data));
    made++;
  }
  return { made, skipped, missing };
}
