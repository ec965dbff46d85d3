// Renders the static pictures under public/images (hero slides, district tiles, not-found
// background, placeholder). Run once when they change; the output is committed.
import fs from "node:fs";
import path from "node:path";
import { renderJpeg, sceneSvg } from "~/seed/seed.server";
import { makeImageVariants } from "~/storage/image.server";
import { variantOf } from "~/storage/image-variants";
import { DISTRICTS } from "~/utils/constants";

const out = path.resolve("public/images");
fs.mkdirSync(path.join(out, "districts"), { recursive: true });
const slides = [
  ["Meet in paradise", "Ballrooms and meeting rooms across Bali"],
  ["Garden and beach venues", "Sunset receptions by the Indian Ocean"],
  ["Incentives that inspire", "Retreats in Ubud's rice fields"],
  ["Conferences made simple", "Search, book and execute in one place"],
];
const jobs: [string, string][] = [];
slides.forEach(([t, s], i) => jobs.push([`hero-${i + 1}.jpg`, sceneSvg(t, s, i * 3 + 1, 1600, 700)]));
// District tiles carry their name in the page, so the pictures have none.
DISTRICTS.forEach((d, i) => jobs.push([`districts/${d.toLowerCase().replace(/ /g, "-")}.jpg`, sceneSvg("", "", i + 2, 600, 400)]));
jobs.push(["not-found.jpg", sceneSvg("404", "This page drifted out to sea", 3, 1600, 900)]);
jobs.push(["placeholder.jpg", sceneSvg("Bali MICE", "Image coming soon", 7, 960, 640)]);
jobs.push(["why-us.jpg", sceneSvg("Why book with us", "Verified venues, clear prices, local support", 5, 1280, 720)]);
// Pictures shown in cards and content slots get srcset widths (ADR 0233); the full-width hero
// slides and the 404 background are CSS-sized backdrops and keep one file.
const WITH_VARIANTS = (file: string) => !file.startsWith("hero-") && file !== "not-found.jpg";
let variants = 0;
for (const [file, svg] of jobs) {
  const jpeg = await renderJpeg(svg);
  fs.writeFileSync(path.join(out, file), jpeg);
  if (!WITH_VARIANTS(file)) continue;
  for (const v of await makeImageVariants(jpeg)) {
    fs.writeFileSync(path.join(out, variantOf(file, v.width, v.format)!), v.bytes);
    variants++;
  }
}
console.log(`wrote ${jobs.length} images and ${variants} variants to ${out}`);
