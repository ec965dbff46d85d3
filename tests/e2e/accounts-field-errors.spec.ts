// Login and sign-up show each validation message next to its field (ADR 0181): the field is
// marked invalid and described by the spec's text, with and without JavaScript, and what was
// typed (passwords aside) stays.
import { expect, test } from "./support/test";

const EMPTY_LOGIN = "E-mail or Password is empty!";
const INCOMPLETE = "Please complete form registration!";

test("log in: the empty field carries the message, the typed e-mail stays", async ({ page }) => {
  await page.goto("/login");
  const form = page.getByRole("main");
  await form.getByLabel("E-mail").fill("someone@example.test");
  await form.getByRole("button", { name: "Log in", exact: true }).click();

  const password = form.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(EMPTY_LOGIN);
  const email = form.getByLabel("E-mail");
  await expect(email).toHaveValue("someone@example.test");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(EMPTY_LOGIN)).toHaveCount(1);

  // Both empty: both fields are marked.
  await email.fill("");
  await form.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(email).toHaveAccessibleDescription(EMPTY_LOGIN);
  await expect(password).toHaveAccessibleDescription(EMPTY_LOGIN);
});

test("vendor sign-up: each empty field is marked, then a mismatch marks Confirm Password only", async ({ page }) => {
  await page.goto("/register-vendor");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Register as Vendor" }) });
  await form.getByLabel("First Name").fill("Ketut");
  await form.getByRole("button", { name: "Register as Vendor" }).click();

  for (const label of ["Last Name", "E-mail", "Password", "Confirm Password"]) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAttribute("aria-invalid", "true");
    await expect(field, label).toHaveAccessibleDescription(INCOMPLETE);
  }
  await expect(form.getByLabel("First Name")).toHaveValue("Ketut");
  await expect(form.getByLabel("First Name")).not.toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Last Name").fill("Venue");
  await form.getByLabel("E-mail").fill(`field-errors-${Date.now()}@example.test`);
  await form.getByLabel("Password", { exact: true }).fill("Tropical-Orchid-2041");
  await form.getByLabel("Confirm Password").fill("Tropical-Orchid-2042");
  await form.getByRole("button", { name: "Register as Vendor" }).click();
  const confirm = form.getByLabel("Confirm Password");
  await expect(confirm).toHaveAccessibleDescription("Password not match!");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Last Name")).toHaveValue("Venue");
  await expect(form.getByLabel("Last Name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(INCOMPLETE)).toHaveCount(0);
});

test("planner sign-up on /login: messages next to the fields", async ({ page }) => {
  await page.goto("/login?tab=signup");
  const form = page.getByRole("main");
  await form.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(form.getByLabel("First Name")).toHaveAccessibleDescription(INCOMPLETE);
  await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
});
