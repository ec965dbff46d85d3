/** The id of every page's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to main content": the page's first focusable element, hidden until it has keyboard
 * focus, so keyboard and screen-reader users pass the header in one step (WCAG 2.4.1, ADR 0191).
 */
export function SkipLink({ label = "Skip to main content" }: { label?: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-teal-800 focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-teal-700"
    >
      {label}
    </a>
  );
}
