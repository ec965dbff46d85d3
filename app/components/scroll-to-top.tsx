import { useEffect, useRef, useState } from "react";

const SIZE = 44;
const MARGIN = 16;
// Controls, and bars that must stay readable as a whole (e.g. the product page's price + Book bar).
const CONTROLS = "a, button, input, select, textarea, summary, label, [role=button], [tabindex], [data-keep-clear]";
type Corner = "right" | "left";

/** Whether a control of the page lies under the square the button would take in that corner. */
function coversControl(corner: Corner, self: Element | null): boolean {
  const top = window.innerHeight - MARGIN - SIZE;
  const left = corner === "right" ? window.innerWidth - MARGIN - SIZE : MARGIN;
  const probes = [0, SIZE / 2, SIZE].flatMap((dx) => [0, SIZE / 2, SIZE].map((dy) => [left + dx, top + dy] as const));
  return probes.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((el) => el !== self && !self?.contains(el) && el.closest(CONTROLS) !== null),
  );
}

/**
 * Appears after 50 px of scrolling (spec); rendered only once JS runs. It never covers a
 * control: it sits in the bottom-right corner, moves to the bottom-left when something
 * clickable is under it, and hides when both corners are taken.
 */
export function ScrollToTop() {
  const [corner, setCorner] = useState<Corner | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let frame = 0;
    const place = () => {
      frame = 0;
      if (window.scrollY <= 50) return setCorner(null);
      const free = (["right", "left"] as const).find((c) => !coversControl(c, button.current));
      setCorner(free ?? null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    // Content that grows or shrinks without a scroll (images, a map, results) can bring a
    // control under the button: look again then too.
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resized.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  if (!corner) return null;
  return (
    <button
      ref={button}
      type="button"
      aria-label="Scroll to top"
      data-testid="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      style={{ width: SIZE, height: SIZE, bottom: MARGIN, [corner]: MARGIN }}
      className="fixed z-40 rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 print:hidden"
    >
      ↑
    </button>
  );
}
