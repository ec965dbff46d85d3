// The admin's /admin overview and the payments table's venue filter (ADR 0230), JS on and off:
// the four panels are there; a new inquiry shows among the recent ones and its link lands on
// it; filtering payments by venue keeps only that venue's lines, in the URL and the CSV link.
import { expect, test } from "./support/test";
import { DEMO_ACCOUNTS, login } from "./support/auth";

const VENUE = "The Ayana Nusa Dua Resort & Spa";

test("the overview lists what needs a hand, each linking to where it is handled", async ({ page }) => {
  const name = `Overview Enquirer ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto("/inquiry");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill("overview@example.test");
  await page.getByLabel("Phone").fill("0812345678");
  await page.getByLabel("Your question").fill("Can the ballroom host 300 for a gala?");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByText("Thank you for your inquiry.", { exact: false })).toBeVisible();

  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin");
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  for (const title of ["Payments waiting for confirmation", "Today's check-ins", "Undelivered e-mail", "Recent inquiries"]) {
    await expect(page.getByRole("heading", { name: new RegExp(`^${title}`), level: 2 })).toBeVisible();
  }
  await expect(page.getByTestId("waiting-payments").getByRole("link", { name: "Manage payments" })).toHaveAttribute("href", "/admin/manage-payments");
  await expect(page.getByTestId("undelivered-mail").getByRole("link", { name: "Retry or review" })).toHaveAttribute("href", "/admin/mail");

  const mine = page.getByTestId("recent-inquiry").filter({ hasText: name });
  await mine.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/inquiries#inquiry-\d+$/);
  const id = new URL(page.url()).hash.slice(1);
  await expect(page.locator(`#${id}`)).toContainText(name);
});

test("the payments table filters by venue, in the query string and the CSV export", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin/manage-payments");
  const filters = page.getByTestId("reservation-filters");
  await filters.getByLabel("Venue").selectOption({ label: VENUE });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]venue=\d+/);
  const venueId = new URL(page.url()).searchParams.get("venue");
  await expect(filters.getByLabel("Venue")).toHaveValue(venueId!);
  await expect(filters.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", new RegExp(`venue=${venueId}`));
  const venues = await page.getByTestId("reservation-row").locator('td[data-label="Venue"]').allTextContents();
  expect(venues.length).toBeGreaterThan(0);
  expect(new Set(venues)).toEqual(new Set([VENUE]));
});
