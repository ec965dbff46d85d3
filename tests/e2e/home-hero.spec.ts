// The home hero requests only the slide on screen (ADR 0183): one hero image at first, the next
// one shortly before it shows, a chosen one when its dot is clicked; without JS the first only.
import { expect, test, type Page } from "./support/test";

// The fake clock stays installed in its context: a context of these tests' own (ADR 0436).
test.use({ freshContext: true });

function heroRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => {
    const m = new URL(r.url()).pathname.match(/^\/images\/hero-\d\.jpg$/);
    if (m) seen.push(m[0]);
  });
  return seen;
}

test("the home page requests one hero image at first", async ({ page, javaScriptEnabled }) => {
  if (javaScriptEnabled) await page.clock.install();
  const seen = heroRequests(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const hero = page.getByRole("region", { name: "Highlights" });
  await expect(hero.getByRole("img", { name: "Meet in paradise: ballrooms and meeting rooms across Bali" })).toBeVisible();
  expect(seen).toEqual(["/images/hero-1.jpg"]);
  await expect(hero.locator("img")).toHaveCount(1);
  // eslint-disable-next-line test-honesty/no-early-return -- the project's parameter: without JavaScript there is one slide and nothing after it to check; the js-on project runs the rest
  if (!javaScriptEnabled) return;

  // The next slide's image is asked for a few seconds before its turn, not before.
  await page.clock.runFor(5_000);
  expect(seen).toEqual(["/images/hero-1.jpg"]);
  await page.clock.runFor(3_000);
  await expect.poll(() => seen).toEqual(["/images/hero-1.jpg", "/images/hero-2.jpg"]);

  // A dot shows its slide, loading its image then.
  await hero.getByRole("button", { name: "Show slide 4" }).click();
  await expect.poll(() => seen).toContain("/images/hero-4.jpg");
  expect(seen).not.toContain("/images/hero-3.jpg");
  await expect(hero.getByRole("img", { name: "Garden and cliff-top venues" })).toBeVisible();
});
