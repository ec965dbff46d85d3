// A new vendor sets up their catalogue from the dashboard (JS on and off): profile, venue,
// sub venue, product (seen on its public page with its inclusions) and images.
// Each run signs up its own vendor, so the two projects never edit the same records.
import { expect, test, type Page } from "./support/test";
import sharp from "sharp";
import { DEMO_ACCOUNTS, login, uniqueEmail } from "./support/auth";
import { fillInclusions } from "./support/vendors";

async function createVendor(page: Page) {
  const email = uniqueEmail("vendor");
  const password = "Sawah-Terrace-61";
  const res = await page.request.post("/v1/register", {
    data: { firstName: "Wayan", lastName: "Vendor", email, password, passwordConfirm: password, isSupplier: true },
  });
  expect(res.status()).toBe(200);
  await page.goto(`/dev/outbox?${new URLSearchParams({ to: email })}`);
  await page.getByTestId("outbox-message").first().getByRole("link", { name: /\/activation\?/ }).click();
  await expect(page.getByText("Your account has been activated!")).toBeVisible();
  return { email, password };
}

async function jpegFile(name: string, color: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).jpeg().toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test("a customer opening the product list is sent to /login", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  await page.goto("/dashboard/product-list");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fproduct-list/);
});

test("a new vendor fills profile and venue, adds a sub venue and a product, and uploads images", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const vendor = await createVendor(page);
  await login(page, vendor.email, vendor.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const menu = page.getByRole("navigation", { name: "Supplier dashboard" });
  // Profile: the spec's message for missing data, then a valid save.
  await menu.getByRole("link", { name: "Profile", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await page.getByLabel("Company name *", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please complete your data!")).toBeVisible();
  await page.getByLabel("Company name *", { exact: true }).fill(`PT Test Vendor ${suffix}`);
  await page.getByLabel("Phone *", { exact: true }).fill("0361555123");
  await page.getByLabel("Location *", { exact: true }).fill("Ubud");
  await page.getByLabel("Address *", { exact: true }).fill("Jl. Raya Ubud 1");
  await page.getByLabel("Website", { exact: true }).fill("https://test-vendor.example");
  await page.getByLabel("Bank name *", { exact: true }).fill("BCA");
  await page.getByLabel("Account number *", { exact: true }).fill("1234567890");
  await page.getByLabel("Bank address *", { exact: true }).fill("Ubud, Bali");
  await page.getByLabel("Beneficiary bank", { exact: true }).selectOption("Indonesian bank");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Vendor Info has been saved!")).toBeVisible();
  await expect(page.getByLabel("Company name *", { exact: true })).toHaveValue(`PT Test Vendor ${suffix}`);

  // Venue info: created on first save.
  await menu.getByRole("link", { name: "Venue Info", exact: true }).click();
  await page.getByLabel("Venue name *", { exact: true }).fill(`Test Venue ${suffix}`);
  await page.getByLabel("Location *", { exact: true }).selectOption("Ubud");
  await page.getByLabel("Distance to airport (km)", { exact: true }).fill("35.5");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Supplier Info has been saved!")).toBeVisible();
  await expect(page.getByLabel("Venue name *", { exact: true })).toHaveValue(`Test Venue ${suffix}`);

  // Sub venue: add form (a dialog with JS, a page state without).
  const roomName = `Lotus Room ${suffix}`;
  await menu.getByRole("link", { name: "Sub Venue Info", exact: true }).click();
  await page.getByRole("link", { name: "Add Sub Venue" }).click();
  const subForm = page.locator("dialog[open]");
  await subForm.getByLabel("Name *", { exact: true }).fill(roomName);
  await subForm.getByLabel("Minimum capacity *", { exact: true }).fill("10");
  await subForm.getByLabel("Max Theatre", { exact: true }).fill("120");
  await subForm.getByLabel("Max Classroom", { exact: true }).fill("70");
  await subForm.getByLabel("Length (m)", { exact: true }).fill("12");
  await subForm.getByLabel("Width (m)", { exact: true }).fill("10");
  await subForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Sub venue has been created!")).toBeVisible();
  const row = page.getByTestId("sub-venue-row").filter({ hasText: roomName });
  await expect(row).toContainText("10 - 120 people");
  await expect(row).toContainText("120 sqm");

  // Product in that sub venue, its inclusions one per line (markup typed in a line stays text).
  const productName = `Full Day Meeting ${suffix}`;
  await menu.getByRole("link", { name: "Product", exact: true }).click();
  await page.getByRole("link", { name: "Add New Product" }).click();
  const productForm = page.locator("dialog[open]");
  await productForm.getByLabel("Sub venue *", { exact: true }).selectOption({ label: roomName });
  await productForm.getByLabel("Product name *", { exact: true }).fill(productName);
  await productForm.getByLabel("Price (Rp) *", { exact: true }).fill("3500000");
  await fillInclusions(productForm, ["Projector and screen", "Coffee break", '<img src=x onerror="window.hacked=1">'], testInfo.project.name === "js-on");
  await productForm.getByRole("button", { name: "Save" }).click();
  // Active needs the agreement.
  await expect(productForm.getByText("Please agree to the General Partnership Agreement")).toBeVisible();
  await productForm.getByLabel(/I agree with the/).check();
  await productForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product has been saved!")).toBeVisible();
  const productRow = page.getByTestId("product-row").filter({ hasText: productName });
  await expect(productRow).toContainText("Rp 3.500.000");
  await expect(productRow).toContainText("Active");

  await productRow.getByRole("link", { name: productName, exact: true }).click();
  const detail = page.locator("dialog[open]");
  await expect(detail.getByRole("heading", { name: "Product Detail" })).toBeVisible();
  await expect(detail.getByRole("listitem").filter({ hasText: "Coffee break" })).toBeVisible();
  await detail.getByRole("link", { name: "Open the public product page" }).click();
  await expect(page).toHaveURL(/\/product-detail\/\d+$/);
  await expect(page.getByRole("heading", { name: productName })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Projector and screen" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: '<img src=x onerror="window.hacked=1">' })).toBeVisible();
  expect(await page.locator("img[onerror]").count()).toBe(0);

  // Images: two uploads, the first becomes the default; then the second is made default.
  await page.goto("/dashboard/venue-images");
  for (const [i, color] of [{ r: 200, g: 80, b: 40 }, { r: 30, g: 120, b: 200 }].entries()) {
    await page.getByRole("link", { name: "Upload", exact: true }).click();
    const upload = page.locator("dialog[open]");
    await upload.getByLabel("Image (.jpg)", { exact: true }).setInputFiles(await jpegFile(`venue-${i}.jpg`, color));
    await upload.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your image has been uploaded")).toBeVisible();
    await page.getByRole("link", { name: "Done", exact: true }).click();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
  }
  const rows = page.getByTestId("venue-image-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Yes");
  await rows.nth(1).getByRole("button", { name: /^No/ }).click();
  await expect(rows.nth(1)).toContainText("Yes");
  await expect(rows.nth(0).getByRole("button", { name: /^No/ })).toBeVisible();
  const src = await rows.nth(1).getByRole("img").getAttribute("src");
  expect(src).toMatch(/^\/files\/venues\/\d+\/[0-9a-f]+\.jpg$/);
  const file = await page.request.get(src!);
  expect(file.headers()["content-type"]).toBe("image/jpeg");
});
