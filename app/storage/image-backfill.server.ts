// Variants for images stored before ADR 0233 (venue photos, listing pictures, partner logos):
// until then their srcset URLs answer with the original (bigger files). Idempotent: images that
// already have every variant are skipped.
import { getDb, schema } from "~/db.server";
import { storeImageVariants } from "~/storage/image.server";
import { IMAGE_WIDTHS, VARIANT_FORMATS, variantOf } from "~/storage/image-variants";
import type { FileStorage } from "~/storage/storage.server";

export function publicImageKeys(): string[] {
  const db = getDb();
  const keys = [
    ...db.select({ key: schema.venueImages.fileKey }).from(schema.venueImages).all(),
    ...db.select({ key: schema.transports.imageKey }).from(schema.transports).all(),
    ...db.select({ key: schema.equipments.imageKey }).from(schema.equipments).all(),
    ...db.select({ key: schema.partners.logoKey }).from(schema.partners).all(),
  ].map((r) => r.key);
  return [...new Set(keys.filter((k) => k && variantOf(k, IMAGE_WIDTHS[0], "webp")))];
}

export async function backfillImageVariants(storage: FileStorage, keys = publicImageKeys()) {
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
