import { expect, test } from "./support/test";
import { DEMO_ACCOUNTS, login } from "./support/auth";

test("request for proposal: errors keep what was typed, then the request is sent", async ({ page }) => {
  await page.goto("/auction");
  await expect(page.getByRole("heading", { name: "Request for Proposal" })).toBeVisible();
  await page.getByLabel("Name").fill("Ketut Planner");
  await page.getByLabel("Company (optional)").fill("PT Event Nusantara");
  await page.getByRole("button", { name: "Send request" }).click();

  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expect(page.getByText("Please enter your phone number.")).toBeVisible();
  await expect(page.getByText("Please enter your message")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Ketut Planner");
  await expect(page.getByLabel("Company (optional)")).toHaveValue("PT Event Nusantara");

  await page.getByLabel("Email").fill("ketut@example.test");
  await page.getByLabel("Phone").fill("+62 812 3456 789");
  await page.getByLabel("Participants (optional)").fill("120");
  await page.getByLabel("Describe your event").fill("Annual sales kick-off, two days, ballroom plus breakout rooms.");
  await page.getByRole("button", { name: "Send request" }).click();

  await expect(page.getByText("Thank you for your auction. Your request has been submitted, we will contact you shortly")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("contact us sends a message", async ({ page }) => {
  await page.goto("/contact-us");
  await page.getByLabel("Name").fill("Wayan");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Phone").fill("0812345678");
  await page.getByRole("textbox", { name: "Message" }).fill("Do you have venues for 300 people in Ubud?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Do you have venues for 300 people in Ubud?");

  await page.getByLabel("Email").fill("wayan@example.test");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you for your inquiry. Your message has been submitted, we will contact you shortly")).toBeVisible();
});

test("about us lists the team and links to contact", async ({ page }) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { name: "Our Team" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Founder" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test("the admin reads an inquiry in the console", async ({ page }) => {
  const name = `Inquirer ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto("/inquiry");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill("inquirer@example.test");
  await page.getByLabel("Phone").fill("0812345678");
  await page.getByLabel("Your question").fill("Is there parking for two buses?");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByText("Thank you for your inquiry. Your message has been submitted, we will contact you shortly")).toBeVisible();

  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin/inquiries");
  const row = page.getByTestId("inquiry-row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByText("Message").click();
  await expect(row.getByText("Is there parking for two buses?")).toBeVisible();
});
