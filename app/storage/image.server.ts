// Uploaded images are stored as we encoded them, never as sent: decoding and re-encoding with
// sharp drops metadata (EXIF with GPS position, camera serials, comments), anything appended
// after the image (polyglot HTML/ZIP bodies), and malformed structures; the EXIF orientation
// is applied to the pixels first so photos keep their way up. ADR 0093.
import type { DetectedFileType } from "~/storage/file-type.server";
import { IMAGE_WIDTHS, VARIANT_FORMATS, variantOf, type VariantFormat } from "~/storage/image-variants";
import type { FileStorage } from "~/storage/storage.server";

/** sharp (libvips, about 17 MiB) is loaded by the first image handled, not at start (ADR 0244). */
async function loadSharp() {
  return (await import("sharp")).default;
}

/** Larger images are refused before decoding (a 512 KB JPEG can declare 30k x 30k pixels). */
export const IMAGE_MAX_PIXELS = 40_000_000;

export type ImageExt = Exclude<DetectedFileType["ext"], "pdf">;

export function isImageType(type: DetectedFileType): type is DetectedFileType & { ext: ImageExt } {
  return type.ext !== "pdf";
}

/** The image decoded and encoded again in its own format, without metadata; null when it is not a readable image. */
export async function reencodeImage(bytes: Uint8Array, ext: ImageExt): Promise<Uint8Array | null> {
  const sharp = await loadSharp();
  try {
    // failOn "error": a JPEG with a harmless warning (e.g. extra bytes) is still a photo.
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" }).rotate();
    const encoded =
      ext === "jpg" ? image.jpeg({ quality: 85, mozjpeg: true })
      : ext === "png" ? image.png()
      : ext === "webp" ? image.webp({ quality: 85 })
      : image.gif();
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    return null;
  }
}

/**
 * The responsive variants of a stored image (ADR 0233): each width of IMAGE_WIDTHS in WebP and
 * JPEG, never enlarged, without metadata. Decoded once; resized and encoded per variant.
 */
export async function makeImageVariants(bytes: Uint8Array): Promise<{ width: number; format: VariantFormat; bytes: Uint8Array }[]> {
  const sharp = await loadSharp();
  const source = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" }).rotate();
  const jobs = IMAGE_WIDTHS.flatMap((width) =>
    VARIANT_FORMATS.map(async (format) => {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      // JPEG is only the fallback for browsers without WebP: the fast encoder (mozjpeg costs
      // about 14x the time for 15 % fewer bytes), which keeps uploads and the seed quick.
      const encoded = format === "webp" ? resized.webp({ quality: 72 }) : resized.jpeg({ quality: 78 });
      return { width, format, bytes: new Uint8Array(await encoded.toBuffer()) };
    }),
  );
  return Promise.all(jobs);
}

export type ImageVariant = Awaited<ReturnType<typeof makeImageVariants>>[number];

/** Stores the variants beside the image's key. A failure leaves pages on the original (the /files fallback). */
export async function storeImageVariants(storage: FileStorage, key: string, bytes: Uint8Array): Promise<number> {
  return putImageVariants(storage, key, await makeImageVariants(bytes));
}

/** Stores variants already made (the seed's, rendered once per checkout: ADR 0438). */
export async function putImageVariants(storage: FileStorage, key: string, variants: ImageVariant[]): Promise<number> {
  for (const v of variants) {
    const variantKey = variantOf(key, v.width, v.format);
    if (variantKey) await storage.put(variantKey, v.bytes, v.format === "webp" ? "image/webp" : "image/jpeg");
  }
  return variants.length;
}

/** Removes an image's variants (the image itself is the caller's). */
export async function deleteImageVariants(storage: FileStorage, key: string): Promise<void> {
  for (const width of IMAGE_WIDTHS) {
    for (const format of VARIANT_FORMATS) {
      const variantKey = variantOf(key, width, format);
      if (variantKey) await storage.delete(variantKey).catch(() => {});
    }
  }
}
