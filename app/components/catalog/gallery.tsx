// Product gallery: a large scroll-snap slider and thumbnails, 4 per view with a 10 px gap.
// Without JS the thumbnails are anchors to the slides (the browser scrolls the slider); with
// JS they scroll the slider without moving the page.
import { useRef } from "react";
import { ResponsiveImage, SLOT_SIZES } from "~/components/responsive-image";
import { fill } from "~/i18n/config";

export type GalleryLabels = { photos: string; photoN: string; thumbnails: string; showPhoto: string };
// Pages not yet translated (the venue page) get these.
const ENGLISH: GalleryLabels = { photos: "{name} photos", photoN: "{name}, photo {n}", thumbnails: "Thumbnails", showPhoto: "Show photo {n}" };

export function Gallery({ images, alt, labels = ENGLISH }: { images: { id: number; url: string }[]; alt: string; labels?: GalleryLabels }) {
  const slider = useRef<HTMLElement>(null);
  if (images.length === 0) {
    return <ResponsiveImage src="/images/placeholder.jpg" sizes={SLOT_SIZES.gallery} priority alt="" width={960} height={640} className="aspect-[3/2] w-full rounded-xl bg-slate-200 object-cover" />;
  }
  return (
    <div>
      <section
        ref={slider}
        className="relative flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-xl bg-slate-200 [scrollbar-width:none]"
        aria-label={fill(labels.photos, { name: alt })}
        tabIndex={0}
      >
        {images.map((img, i) => (
          <ResponsiveImage
            key={img.id}
            id={`photo-${i + 1}`}
            src={img.url}
            sizes={SLOT_SIZES.gallery}
            alt={i === 0 ? alt : fill(labels.photoN, { name: alt, n: i + 1 })}
            width={960}
            height={640}
            priority={i === 0}
            className="h-full w-full shrink-0 snap-start object-cover"
          />
        ))}
      </section>
      {images.length > 1 ? (
        <ul className="mt-2.5 grid auto-cols-[calc((100%-30px)/4)] grid-flow-col gap-2.5 overflow-x-auto snap-x" aria-label={labels.thumbnails}>
          {images.map((img, i) => (
            <li key={img.id} className="snap-start">
              <a
                href={`#photo-${i + 1}`}
                aria-label={fill(labels.showPhoto, { n: i + 1 })}
                className="block overflow-hidden rounded-lg ring-teal-600 focus:ring-2"
                onClick={(e) => {
                  const target = slider.current?.children[i] as HTMLElement | undefined;
                  if (!slider.current || !target) return;
                  e.preventDefault();
                  slider.current.scrollTo({ left: target.offsetLeft, behavior: "smooth" });
                }}
              >
                <ResponsiveImage src={img.url} sizes={SLOT_SIZES.thumb} alt="" width={240} height={160} className="aspect-[3/2] w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
