// Shared e2e helpers for accounts. Contract with the /login page (accounts issue):
// fields labelled "E-mail" and "Password", submit button "Log in".
import { expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../../app/seed/seed.server";

export { DEMO_ACCOUNTS };

export async function login(page: Page, email: string, password: string, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Log in", exact: true }) }).first();
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** A unique e-mail address for tests that create accounts. */
export function uniqueEmail(prefix = "user") {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/**
 * A new, active customer account of its own, so tests running in parallel never share a
 * reservation list. Signs up through POST /v1/register (the same domain code as the page),
 * then reads the activation link from the outbox through the /dev/outbox page.
 */
export async function createCustomer(page: Page, firstName = "Test") {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = "Jepun-Kembang-88";
  const res = await page.request.post("/v1/register", {
    data: { firstName, lastName: "Planner", email, password, passwordConfirm: password },
  });
  expect(res.status()).toBeLessThan(300);
  await page.goto(`/dev/outbox?${new URLSearchParams({ to: email })}`);
  const link = page.getByTestId("outbox-message").first().getByRole("link", { name: /\/activation\?/ });
  await link.click();
  await expect(page.getByText("Your account has been activated!")).toBeVisible();
  return { email, password, firstName, lastName: "Planner" };
}
