// Contact Us (issue 12, ADR 0232): a map centred on the main office at zoom 17, the lazy Leaflet
// map of ADR 0124. Every tile request is blocked: without JS the map is a link to the office's
// location; with JS Leaflet starts and asks for the zoom-17 tile holding the office; the
// message form is untouched either way.
import { expect, test } from "./support/test";

const OFFICE = { lat: -8.6905, lng: 115.1686 };

/** The slippy-map tile (x/y at zoom z) that contains a point. */
function tileOf({ lat, lng }: { lat: number; lng: number }, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { x: Math.floor(((lng + 180) / 360) * n), y: Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n) };
}

test("Contact Us shows the main office on a map at zoom 17, a link without JS or tiles", async ({ page, javaScriptEnabled }) => {
  const tiles: string[] = [];
  await page.route((url) => url.hostname !== "127.0.0.1", (route) => {
    tiles.push(route.request().url());
    return route.abort();
  });
  await page.goto("/contact-us");
  const map = page.getByTestId("map");
  const link = map.getByRole("link", { name: "Open our main office on a map" });
  await expect(link).toHaveAttribute("href", `https://www.openstreetmap.org/?mlat=${OFFICE.lat}&mlon=${OFFICE.lng}#map=17/${OFFICE.lat}/${OFFICE.lng}`);
  if (javaScriptEnabled) {
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-state", "map");
    await expect(map.getByRole("region", { name: "Map of our main office" })).toBeVisible();
    const { x, y } = tileOf(OFFICE, 17);
    await expect.poll(() => tiles.some((t) => t.includes(`/17/${x}/${y}.png`))).toBe(true);
  } else {
    await expect(map).toHaveAttribute("data-state", "link");
  }
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
});
