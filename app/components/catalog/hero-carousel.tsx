// Home hero: 4 slides. Without JS only the first slide is shown. With JS the slides cross-fade
// every 10 s (spec 9), pausing while hovered or focused and when the user prefers reduced motion.
// A slide's image is requested only when the slide is about to show (ADR 0183): hidden slides
// sit in the viewport at opacity 0, where loading="lazy" would not defer them.
import { useEffect, useState, type ReactNode } from "react";

export const HERO_INTERVAL_MS = 10_000;
/** How long before its turn the next slide's image is requested. */
export const HERO_PRELOAD_MS = 3_000;

export type HeroSlide = { image: string; alt: string };

export function HeroCarousel({
  slides,
  title,
  subtitle,
  children,
  labels = { highlights: "Highlights", showSlide: "Show slide {n}" },
}: {
  slides: HeroSlide[];
  title: string;
  subtitle: string;
  children?: ReactNode;
  /** In the page's language (`{n}`: the slide's number). */
  labels?: { highlights: string; showSlide: string };
}) {
  const [enhanced, setEnhanced] = useState(false);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // Fade only after the first change, so hydration does not fade out the hidden slides.
  const [animate, setAnimate] = useState(false);
  // Slides whose image may load: the first, then each one shortly before it shows.
  const [primed, setPrimed] = useState<ReadonlySet<number>>(() => new Set([0]));
  const prime = (i: number) => setPrimed((prev) => (prev.has(i) ? prev : new Set(prev).add(i)));
  const show = (i: number) => {
    prime(i);
    setAnimate(true);
    setCurrent(i);
  };

  useEffect(() => {
    setEnhanced(true);
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);
  useEffect(() => {
    if (!enhanced || paused) return;
    const timer = setInterval(() => {
      setAnimate(true);
      setCurrent((c) => (c + 1) % slides.length);
    }, HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enhanced, paused, slides.length]);
  useEffect(() => {
    if (!enhanced || paused) return;
    const next = (current + 1) % slides.length;
    const timer = setTimeout(() => prime(next), HERO_INTERVAL_MS - HERO_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, [enhanced, paused, current, slides.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.highlights}
      className="relative isolate overflow-hidden bg-slate-900 text-white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="absolute inset-0 -z-10">
        {(enhanced ? slides : slides.slice(0, 1)).map((s, i) => (
          <figure
            key={s.image}
            id={`hero-slide-${i + 1}`}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={enhanced ? i !== current : undefined}
            className={`absolute inset-0 ${animate ? "transition-opacity duration-1000" : ""} ${i === current ? "opacity-100" : "opacity-0"}`}
          >
            {primed.has(i) ? (
              <img src={s.image} alt={s.alt} width={1600} height={700} loading={i === 0 ? "eager" : "lazy"} className="h-full w-full object-cover" />
            ) : null}
            <div className="absolute inset-0 bg-gradient-to-b from-slate-900/60 via-slate-900/20 to-slate-900/70" />
          </figure>
        ))}
      </div>
      <div className="relative mx-auto max-w-6xl px-4 pb-6 pt-12 sm:pt-20">
        <h1 className="text-3xl font-extrabold leading-tight drop-shadow sm:text-5xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-100 drop-shadow">{subtitle}</p>
      </div>
      <div className="relative mx-auto max-w-6xl px-4 pb-8">{children}</div>
      {enhanced ? (
        <div className="absolute right-4 top-4 flex gap-2">
          {slides.map((s, i) => (
            <button
              key={s.image}
              type="button"
              aria-label={labels.showSlide.replace("{n}", String(i + 1))}
              aria-current={i === current ? "true" : undefined}
              onClick={() => show(i)}
              onPointerEnter={() => prime(i)}
              className={`h-2.5 w-2.5 rounded-full ${i === current ? "bg-white" : "bg-white/50"}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
