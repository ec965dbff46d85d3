// Maps (ADR 0124), JS on and off, with every tile request blocked: the venue page keeps its
// facts and packages, the map is a link to the location, and with JS Leaflet still starts.
import { expect, test } from "./support/test";

test("the venue page's map works with tiles blocked, and is a link without JS", async ({ page, javaScriptEnabled }) => {
  const tileRequests: string[] = [];
  // Nothing leaves the test server: tile hosts (and anything else off-site) fail.
  await page.route((url) => url.hostname !== "127.0.0.1", (route) => {
    tileRequests.push(route.request().url());
    return route.abort();
  });
  await page.goto("/venue-detail/1");
  const map = page.getByTestId("map");
  await expect(map.getByRole("link", { name: /on a map$/ })).toHaveAttribute("href", /^https:\/\//);
  if (javaScriptEnabled) {
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-state", "map");
    await expect(map.locator(".leaflet-container")).toBeVisible();
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  } else {
    await expect(map).toHaveAttribute("data-state", "link");
  }
  // The rest of the page is untouched by failing tiles.
  await expect(page.getByTestId("venue-facts")).toContainText("Event spaces");
  await expect(page.getByTestId("space").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Packages" }).getByTestId("venue-card").first()).toBeVisible();
});

test("the product page's map works with tiles blocked, and the booking form is untouched", async ({ page, javaScriptEnabled }) => {
  await page.route((url) => url.hostname !== "127.0.0.1", (route) => route.abort());
  await page.goto("/product-detail/1");
  const map = page.getByTestId("map");
  await expect(map.getByRole("link", { name: /on a map$/ })).toHaveAttribute("href", /^https:\/\//);
  if (javaScriptEnabled) {
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-state", "map");
  }
  await expect(page.locator("form#book").getByRole("button", { name: "ADD TO RESERVATION LIST" })).toBeVisible();
});

test("search has a list/map toggle with a pin per venue of the page, working with tiles blocked", async ({ page, javaScriptEnabled }) => {
  await page.route((url) => url.hostname !== "127.0.0.1", (route) => route.abort());
  await page.goto("/search?keyword=Jimbaran");
  await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByTestId("map");
  const pins = map.getByRole("list", { name: "Venues on this map" }).getByRole("listitem");
  await expect(pins.first()).toBeVisible();
  await expect(pins.first().getByRole("link", { name: "venue page" })).toHaveAttribute("href", /^\/venue-detail\/\d+$/);
  if (javaScriptEnabled) {
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-state", "map");
    expect(await map.locator("path.leaflet-interactive").count()).toBe(await pins.count());
  }
  // The results stay listed under the map, and List goes back.
  await expect(page.getByTestId("venue-card").first()).toBeVisible();
  await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "List" }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByTestId("map")).toHaveCount(0);
});

// A map that grew as it scrolled into view pushed the booking form below it down between a
// planner's press and release on ADD TO RESERVATION LIST: the tap was lost (ADR 0345).
test("the map keeps its room from the first paint: what is below it does not move when it loads", async ({ context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the map stays a link");
  await context.route((url) => url.hostname !== "127.0.0.1", (route) => route.abort());
  for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    // A new tab each time: the page restores its last scroll position within a tab.
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto("/product-detail/1");
    const map = page.getByTestId("map");
    await expect(map).toHaveAttribute("data-state", "link");
    const height = async () => Math.round((await map.boundingBox())!.height);
    const before = await height();
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-state", "map");
    expect(await height(), `${viewport.width} px wide`).toBe(before);
    await page.close();
  }
});
