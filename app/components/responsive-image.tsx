// An image sized to its slot (ADR 0233): WebP widths in a <source>, with `sizes` saying how wide
// the slot is, so the browser fetches the smallest file that fills it. The <img> holds the
// original JPEG alone, for a browser without WebP (none current): its own JPEG widths and a
// second `sizes` were 300 bytes of every card, eight cards a page (ADR 0375). Images without
// variants (SVG plans, external URLs) render as a plain <img>.
// The <picture> is `display: contents`, so layouts size the <img> as before.
import type { ImgHTMLAttributes } from "react";
import { responsiveSources } from "~/storage/image-variants";

/** `sizes` of the slots used across the site (max-w-6xl pages: 1120 px of content, 16 px side padding). */
export const SLOT_SIZES = {
  /** Search/venue package cards: 1 column, 2 from 640 px, 4 from 1024 px (gap 20-24 px): (100vw - 104px) / 4 and (100vw - 56px) / 2, written short (eight a page). */
  card: "(min-width: 1152px) 265px, (min-width: 1024px) calc(25vw - 26px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)",
  /** The gallery's main photo: the left 1.4 of 2.4 columns from 1024 px, else the page width. */
  gallery: "(min-width: 1152px) 635px, (min-width: 1024px) calc((100vw - 64px) * 0.58), calc(100vw - 32px)",
  /** Gallery thumbnails: a quarter of the gallery less the gaps. */
  thumb: "(min-width: 1152px) 152px, (min-width: 1024px) calc((100vw - 64px) * 0.145 - 8px), calc((100vw - 62px) / 4)",
  /** Home district tiles and partner logos: 2 columns, 4 from 640 px. */
  tile: "(min-width: 1152px) 265px, (min-width: 640px) calc((100vw - 80px) / 4), calc((100vw - 48px) / 2)",
  /** Half the page from 768 px (home "why us"). */
  half: "(min-width: 1152px) 544px, (min-width: 768px) calc((100vw - 64px) / 2), calc(100vw - 32px)",
} as const;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> & {
  src: string;
  sizes: string;
  /** The LCP candidate: fetched first (fetchpriority="high") and never lazy. */
  priority?: boolean;
};

export function ResponsiveImage({ src, sizes, priority = false, loading, ...img }: Props) {
  const sources = responsiveSources(src);
  // React 18 does not know fetchPriority yet; the lowercase attribute passes through as is.
  const hints = { loading: priority ? "eager" : (loading ?? "lazy"), decoding: "async", ...(priority ? { fetchpriority: "high" } : {}) } as ImgHTMLAttributes<HTMLImageElement>;
  if (!sources) return <img src={src} {...hints} {...img} />;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={src} {...hints} {...img} />
    </picture>
  );
}
