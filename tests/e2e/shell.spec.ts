import { expect, test } from "./support/test";

test("home page shows the header, footer and the seeded districts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /home/i })).toBeVisible();
  await expect(header.getByRole("link", { name: "JOIN US" })).toBeVisible();
  await expect(header.getByText("Contact")).toBeVisible();

  const footer = page.getByRole("contentinfo");
  for (const name of ["About Us", "Contact Us", "Become a Vendor"]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }

  for (const district of ["Denpasar", "Nusa Dua", "Sanur", "Benoa", "Jimbaran", "Ubud", "Uluwatu", "Tuban"]) {
    await expect(page.getByRole("link", { name: district, exact: true }).first()).toBeVisible();
  }
});

test("contact dropdown lists the service hours", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByText("Contact").click();
  await expect(page.getByText("Mon-Sat 08.00-18.00")).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /wa\.me/);
});

test("an unknown path answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/this/does/not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeAttached();
});
