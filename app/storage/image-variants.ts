// Responsive image variants (ADR 0233): every public raster image (venue photos, listing and
// partner pictures under /files, the static pictures under /images) has smaller copies beside
// it, named after it: `image-1.jpg` -> `image-1.w320.webp`, `image-1.w320.jpg`, ... Pages offer
// them with srcset/sizes (WebP first, JPEG as the fallback); the browser picks what the slot
// needs. Widths are upper bounds: an original narrower than a width is not enlarged, its
// variant keeps the original size. Shared by the server (making them) and the pages (naming them).

export const IMAGE_WIDTHS = [320, 640, 960] as const;
export type VariantFormat = "webp" | "jpg";
export const VARIANT_FORMATS: readonly VariantFormat[] = ["webp", "jpg"];

const RASTER = /\.(jpe?g|png)$/i;
const VARIANT = /\.w\d+\.(webp|jpg)$/;

/** The variant's key or path, or null for what has none (SVG, external, already a variant). */
export function variantOf(keyOrPath: string, width: number, format: VariantFormat): string | null {
  if (!RASTER.test(keyOrPath) || VARIANT.test(keyOrPath)) return null;
  return keyOrPath.replace(RASTER, `.w${width}.${format}`);
}

/** The original a variant was made from (`.jpg` when the original's extension is not known). */
export function originalOfVariant(keyOrPath: string): string | null {
  const m = /^(.*)\.w\d+\.(webp|jpg)$/.exec(keyOrPath);
  return m ? `${m[1]}.jpg` : null;
}

/** srcset strings for a same-origin image URL (/files/..., /images/...), or null when it has no variants. */
export function responsiveSources(url: string): { webp: string; jpeg: string } | null {
  if (!url.startsWith("/files/") && !url.startsWith("/images/")) return null;
  if (!variantOf(url, IMAGE_WIDTHS[0], "webp")) return null;
  const set = (format: VariantFormat) => IMAGE_WIDTHS.map((w) => `${variantOf(url, w, format)} ${w}w`).join(", ");
  return { webp: set("webp"), jpeg: set("jpg") };
}
