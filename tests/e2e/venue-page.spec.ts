// The venue page (ADR 0121, 0122), JS on and off: a planner opens a venue from search, sees its
// facts, spaces, seating plans drawn to scale and packages, and books one.
import { expect, test } from "./support/test";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";

test("a planner opens a venue from search, sees facts, spaces, seating plans and packages, and books one", async ({ page }, testInfo) => {
  await page.goto("/search?keyword=Nusa%20Dua");
  const card = page.getByTestId("venue-card").first();
  const venueLink = card.locator('a[href^="/venue-detail/"]');
  const venueName = (await venueLink.textContent())!.trim();
  await venueLink.click();

  await expect(page).toHaveURL(/\/venue-detail\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: venueName })).toBeVisible();
  const facts = page.getByTestId("venue-facts");
  for (const label of ["Event spaces", "Guest rooms", "Largest room", "Smallest room", "To the airport"]) await expect(facts).toContainText(label);
  await expect(page.getByTestId("venue-address")).not.toBeEmpty();

  const spaces = page.getByTestId("space");
  expect(await spaces.count()).toBeGreaterThan(0);
  const firstSpace = spaces.first();
  await expect(firstSpace.getByRole("list", { name: /Capacity per layout/ })).toBeVisible();
  // Seating plans are images drawn by the server: they load, JS or not.
  const plan = firstSpace.getByTestId("seating-plans").locator("img").first();
  await plan.scrollIntoViewIfNeeded();
  await expect(plan).toHaveAttribute("alt", /layout drawn to scale: \d+ (seats|guests)/);
  await expect.poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const svg = await page.request.get((await plan.getAttribute("src"))!);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  expect(await svg.text()).toMatch(/<svg[\s\S]* m<\/text>/); // a scale bar in metres

  const packages = page.getByRole("region", { name: "Packages" }).getByTestId("venue-card");
  expect(await packages.count()).toBeGreaterThan(0);
  const productName = (await packages.first().getByRole("heading").textContent())!.trim();
  await packages.first().getByRole("link", { name: /BOOK NOW/ }).click();
  await expect(page).toHaveURL(/\/product-detail\/\d+#book$/);
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  // The product page shows its room's plans too.
  await expect(page.getByTestId("seating-plans").locator("img").first()).toBeVisible();

  const form = page.locator("form#book");
  await form.getByLabel("Date").fill(addDaysIso(baliIsoDate(), testInfo.project.name === "js-off" ? 11 : 8));
  await form.getByLabel("Time").selectOption("09:00");
  await form.getByLabel("Seat layout").selectOption({ index: 1 });
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("Leadership offsite");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
});
