// Shared e2e helpers for accounts. Contract with the /login page (accounts issue):
// fields labelled "E-mail" and "Password", submit button "Log in".
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../../app/seed/seed.server";

export { DEMO_ACCOUNTS };

/**
 * Signs in through the app's own login action, as a browser without JavaScript posts the form,
 * then opens where the app sends the user (`redirectTo`, or the role's home). The login page
 * itself is not loaded first: the tests of the login form fill it (accounts-*.spec.ts), and the
 * 90-odd other sign-ins saved a page load each (ADR 0402). The session cookie lands in the
 * page's context (page.request shares its cookie jar).
 */
export async function login(page: Page, email: string, password: string, redirectTo?: string) {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const res = await page.request.post("/login", {
    form: { intent: "login", email, password, ...(redirectTo ? { redirectTo } : {}) },
    headers: { origin },
    maxRedirects: 0,
  });
  expect([302, 303], `login of ${email}: ${res.status()} ${res.status() >= 400 ? await res.text() : ""}`).toContain(res.status());
  await page.goto(res.headers()["location"]!);
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
  // The activation link is read from the outbox page's HTML (no browser render of the outbox: ADR 0402).
  const outbox = await page.request.get(`/dev/outbox?${new URLSearchParams({ to: email })}`);
  const href = /href="([^"]*\/activation\?[^"]*)"/.exec(await outbox.text())?.[1];
  expect(href, `activation link for ${email} in the outbox`).toBeTruthy();
  await page.goto(href!.replaceAll("&amp;", "&"));
  await expect(page.getByText("Your account has been activated!")).toBeVisible();
  return { email, password, firstName, lastName: "Planner" };
}
