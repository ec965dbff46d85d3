import { expect, test } from "./support/test";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/** YYYY-MM-DD a week from now in Bali (UTC+8). */
function inAWeek() {
  return new Date(Date.now() + 8 * 3600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
}

test("services, vendor marketing tabs and the Bali article render their content", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }).click();
  await expect(page).toHaveURL(/\/our-services$/);
  await expect(page).toHaveTitle(/Our Services/);
  for (const service of ["Event Needs", "Supplier Marketplace", "Event Planning Tools"]) {
    await expect(page.getByRole("heading", { name: service })).toBeVisible();
  }
  await page.getByRole("link", { name: "Learn More about the Supplier Marketplace" }).click();

  await expect(page).toHaveURL(/\/list-business$/);
  await expect(page.getByRole("tab", { name: "Benefits" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("List up to 10 products free")).toBeVisible();
  await page.getByRole("tab", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/list-business\?tab=faq$/);
  await expect(page.getByText("How much does it cost to list my venue?")).toBeVisible();
  await expect(page.getByRole("link", { name: "List Your Business Now" }).first()).toHaveAttribute("href", "/register-vendor");

  await page.goto("/vendor-benefit?tab=faq");
  await expect(page).toHaveTitle(/Vendor Benefits/);
  await expect(page.getByRole("tab", { name: "FAQ" })).toHaveAttribute("aria-selected", "true");

  await page.goto("/page-10-Bali-baru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("10 Destinasi Baru di Bali yang Layak Dikunjungi");
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(10);
  await expect(page.getByRole("heading", { name: "1. Pantai Melasti" })).toBeVisible();
});

test("big plan enquiry: a missing field shows its message and keeps what was typed, then it is sent", async ({ page }) => {
  await page.goto("/page-big-plan");
  await expect(page).toHaveTitle(/Plan Your Big Event/);
  await expect(page.getByText("$10,000 minimum. A 5% processing fee applies to the event budget.")).toBeVisible();
  await page.getByLabel("What kind of event is it?").selectOption("Business: Conference or seminar");
  await page.getByLabel("Budget (US$)").fill("30000");
  await page.getByLabel("Guests").fill("250");
  await page.getByLabel("City").fill("Nusa Dua");
  await page.getByLabel("Event date").fill(inAWeek());
  await page.getByLabel("Start time").fill("09:00");
  await page.getByLabel("End time").fill("17:00");
  await page.getByRole("checkbox", { name: "Catering" }).check();
  await page.getByLabel("Tell us about your event").fill("Regional sales conference with a gala dinner.");
  await page.getByLabel("First name").fill("Ketut");
  await page.getByLabel("Last name").fill("Arsana");
  await page.getByLabel("Phone").fill("+62 812 3456 7890");
  await page.getByRole("button", { name: "Send enquiry" }).click();

  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Nusa Dua");
  await expect(page.getByLabel("Budget (US$)")).toHaveValue("30000");
  await expect(page.getByRole("checkbox", { name: "Catering" })).toBeChecked();
  await expect(page.getByLabel("Tell us about your event")).toHaveValue("Regional sales conference with a gala dinner.");

  await page.getByLabel("Email").fill(`ketut.${Date.now()}@example.test`);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your Big Plan request has been submitted" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("");
});

test("SHE enquiry with an uploaded PDF is sent", async ({ page, javaScriptEnabled }) => {
  await page.goto("/page-she");
  await expect(page).toHaveTitle(/SHE Events/);
  // The budget is asked in rupiah, and its hint says rupiah too.
  await expect(page.getByText("Rp 160.000.000 minimum (about US$10,000). A 5% processing fee applies to the event budget.")).toBeVisible();
  await expect(page.getByText("$10,000 minimum", { exact: false })).toHaveCount(0);
  await page.getByRole("radio", { name: "Environmental" }).check();
  await page.getByLabel("Number of guests").fill("80");
  await page.getByLabel("Event date").fill(inAWeek());
  await page.getByLabel("Start time").fill("07:00");
  await page.getByLabel("End time").fill("11:00");
  await page.getByLabel("Tell us about your event").fill("Mangrove planting with local schools.");
  await page.getByLabel("Organization name").fill("Yayasan Laut Biru");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByLabel("Address line 1").fill("Jl. Danau Tamblingan 10, Sanur");
  await page.getByLabel("Postal code").fill("80228");
  await page.getByLabel("Budget (Rp)").fill("45000000");
  await page.getByLabel("First name").fill("Luh");
  await page.getByLabel("Last name").fill("Sari");
  await page.getByLabel("Email").fill(`luh.${Date.now()}@example.test`);
  await page.getByLabel("Phone").fill("081234567890");

  const file = { name: "proposal.pdf", mimeType: "application/pdf", buffer: PDF };
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Upload document" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload a supporting document" });
    await dialog.getByLabel("Document (optional)").setInputFiles(file);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("she-document-name")).toHaveText("proposal.pdf");
  } else {
    await page.getByLabel("Document (optional)").setInputFiles(file);
  }
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your SHE request has been submitted" })).toBeVisible();
  await expect(page.getByLabel("Organization name")).toHaveValue("");
});
