// Images sized to their slots (issue 11 item 7, ADR 0233), on a 390 x 844 phone at DPR 2 (what
// phones have; DPR 1 would only pick smaller files): every <img> of the search and product pages
// offers a srcset (its own or its <picture>'s WebP source's) (vector seating plans excepted: an SVG has no pixel width to choose), and the
// file the browser chose is at most twice as wide as the slot in device pixels
// (the chosen file's pixel width <= 2 x rendered width x DPR), in WebP. The first row of results loads eagerly,
// the first image with fetchpriority="high"; the rest lazily.
import { expect, test, type Page } from "./support/test";

const DPR = 2;
// Bytes transferred are read from the page: a first visit each, without the cache of the tests before (ADR 0436).
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: DPR, freshContext: true });

type Shot = { src: string; currentSrc: string; srcset: string | null; vector: boolean; natural: number; rendered: number };

/** Loads every image (lazy ones too, as a scroll would) and reports what each one chose. */
async function imagesOf(page: Page): Promise<Shot[]> {
  // Again on every poll: with JS, hydration adds the seating plans not shown (hidden, lazy),
  // which would otherwise never load.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          document.querySelectorAll("img").forEach((img) => (img.loading = "eager"));
          return [...document.images].every((img) => img.complete);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  return page.evaluate(() =>
    Promise.all(
      [...document.images].map(async (img) => {
        const path = new URL(img.src, location.href).pathname;
        // With a srcset, img.naturalWidth is scaled by the chosen candidate's density; the file's
        // own pixel width is what a plain Image of the chosen URL reports.
        const file = new Image();
        file.src = img.currentSrc || img.src;
        await file.decode().catch(() => {});
        return {
          src: path,
          currentSrc: new URL(img.currentSrc || img.src, location.href).pathname,
          // On the <img>, or on its <picture>'s WebP <source> (the <img> then holds the JPEG fallback).
          srcset: img.getAttribute("srcset") ?? img.closest("picture")?.querySelector("source")?.getAttribute("srcset") ?? null,
          vector: path.startsWith("/seating-plan/") || path.endsWith(".svg"),
          natural: file.naturalWidth,
          rendered: img.getBoundingClientRect().width,
        };
      }),
    ),
  );
}

function checkSizes(label: string, shots: Shot[]) {
  const raster = shots.filter((s) => !s.vector);
  console.log(`${label}: ${shots.length} <img>, ${shots.length - raster.length} vector (no srcset needed)`);
  for (const s of raster) console.log(`  ${s.currentSrc}: ${s.natural} px file in a ${s.rendered.toFixed(0)} px slot`);
  expect(raster.length).toBeGreaterThan(0);
  for (const s of raster) {
    expect(s.srcset, `${s.src} has a srcset`).toBeTruthy();
    if (s.rendered === 0) continue; // not displayed (e.g. a closed panel): nothing was chosen for a slot
    expect(s.natural, `${s.currentSrc} loaded`).toBeGreaterThan(0);
    // A browser may show a file it already has for the same photo (the gallery's large one in
    // its thumbnail): no extra bytes, so that is allowed when a larger slot chose that file.
    const slot = Math.max(...raster.filter((o) => o.currentSrc === s.currentSrc).map((o) => o.rendered));
    expect(s.natural, `${s.currentSrc} in a ${s.rendered} px slot (largest slot showing it: ${slot} px)`).toBeLessThanOrEqual(2 * slot * DPR);
    expect(s.currentSrc, "the modern format is chosen").toMatch(/\.w\d+\.webp$/);
  }
}

test("search results: every image has a srcset and a file sized to its slot; the first row loads first", async ({ page }) => {
  await page.goto("/search");
  const cards = page.getByTestId("venue-card");
  expect(await cards.count()).toBeGreaterThan(4);
  const img = (i: number) => cards.nth(i).locator("img");
  await expect(img(0)).toHaveAttribute("fetchpriority", "high");
  await expect(img(0)).toHaveAttribute("loading", "eager");
  for (const i of [1, 2, 3]) {
    await expect(img(i)).toHaveAttribute("loading", "eager");
    await expect(img(i)).not.toHaveAttribute("fetchpriority", "high");
  }
  await expect(img(4)).toHaveAttribute("loading", "lazy");
  checkSizes("search", await imagesOf(page));
  const bytes = await page.evaluate(() =>
    performance.getEntriesByType("resource").filter((r) => /\.(webp|jpe?g|png)$/.test(new URL(r.name).pathname)).reduce((sum, r) => sum + (r as PerformanceResourceTiming).encodedBodySize, 0),
  );
  console.log(`search at 390 px, DPR ${DPR}: ${bytes} bytes of images for the page's cards`);
});

test("product page: gallery, thumbnails and every other image have a srcset and files sized to their slots", async ({ page }) => {
  await page.goto("/product-detail/1");
  await expect(page.getByRole("region", { name: /photos$/ }).locator("img").first()).toHaveAttribute("fetchpriority", "high");
  checkSizes("product", await imagesOf(page));
});
