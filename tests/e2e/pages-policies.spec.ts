// Customer policies: real pages, linked from every page's footer with the company's name and
// address; social links only when configured (none in the e2e configuration).
import { expect, test } from "./support/test";
import { E2E_COMPANY } from "./support/company";

test("terms, privacy and cancellation pages are linked from the footer and readable", async ({ page }) => {
  await page.goto("/about-us");
  const footer = page.getByRole("contentinfo");
  // The configured legal entity (the e2e server's COMPANY_* settings).
  await expect(footer.getByTestId("company-address")).toContainText(E2E_COMPANY.COMPANY_NAME);
  await expect(footer.getByTestId("company-address")).toContainText(E2E_COMPANY.COMPANY_ADDRESS);
  // No SOCIAL_*_URL in the e2e environment: no bare facebook.com links.
  await expect(footer.getByRole("link", { name: "Facebook" })).toHaveCount(0);
  for (const [link, heading] of [
    ["Terms and Conditions", "Terms and Conditions"],
    ["Privacy Policy", "Privacy Policy"],
    ["Cancellation and Refund Policy", "Cancellation and Refund Policy"],
  ] as const) {
    await page.getByRole("contentinfo").getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${heading} \\|`));
  }
  await expect(page.getByText(/You can cancel a booking yourself until 00:00 \(Bali time\) on the day before the event/)).toBeVisible();
  // Every tier a venue can choose is described, with its refund steps.
  await expect(page.getByText(/^Standard 30:/)).toBeVisible();
  await expect(page.getByText(/From the day before the event, a booking can no longer be cancelled online/)).toBeVisible();
});
