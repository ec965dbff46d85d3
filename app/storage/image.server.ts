// Uploaded images are stored as we encoded them, never as sent: decoding and re-encoding with
// sharp drops metadata (EXIF with GPS position, camera serials, comments), anything appended
// after the image (polyglot HTML/ZIP bodies), and malformed structures; the EXIF orientation
// is applied to the pixels first so photos keep their way up. ADR 0093.
import sharp from "sharp";
import type { DetectedFileType } from "~/storage/file-type.server";

/** Larger images are refused before decoding (a 512 KB JPEG can declare 30k x 30k pixels). */
export const IMAGE_MAX_PIXELS = 40_000_000;

export type ImageExt = Exclude<DetectedFileType["ext"], "pdf">;

export function isImageType(type: DetectedFileType): type is DetectedFileType & { ext: ImageExt } {
  return type.ext !== "pdf";
}

/** The image decoded and encoded again in its own format, without metadata; null when it is not a readable image. */
export async function reencodeImage(bytes: Uint8Array, ext: ImageExt): Promise<Uint8Array | null> {
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
