// Server-side sessions (ADR 0024) in the browser: after "Log out everywhere" on one device,
// the other device's saved cookie opens nothing; a saved cookie is dead after logout.
// Runs with JavaScript on and off.
import { expect, test } from "./support/test";
import { createCustomer, login } from "./support/auth";

test("log out everywhere from the reservation page ends the session on the other device", async ({ browser, page }) => {
  const customer = await createCustomer(page, "Everywhere");
  await login(page, customer.email, customer.password);

  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await login(other, customer.email, customer.password);
  await other.goto("/my-reservation");
  await expect(other.getByRole("heading", { name: "My Reservation" })).toBeVisible();

  await page.goto("/my-reservation");
  await page.getByRole("button", { name: "Log out everywhere" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been logged out on every device.")).toBeVisible();

  await other.goto("/my-reservation");
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Fmy-reservation/);
  await otherDevice.close();
});

test("a session cookie saved before logout is refused after it", async ({ browser, page }) => {
  const customer = await createCustomer(page, "Saved");
  await login(page, customer.email, customer.password);
  const saved = await page.context().cookies();
  expect(saved.find((c) => c.name === "__session")?.httpOnly).toBe(true);

  await page.goto("/logout");
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  const replay = await browser.newContext();
  await replay.addCookies(saved);
  const replayPage = await replay.newPage();
  await replayPage.goto("/my-reservation");
  await expect(replayPage).toHaveURL(/\/login\?redirectTo=/);
  await replay.close();
});

test("change password: a weak one is refused next to the field, a strong one logs out the other device", async ({ browser, page }) => {
  const customer = await createCustomer(page, "Changer");
  await login(page, customer.email, customer.password);
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await login(other, customer.email, customer.password);

  await page.goto("/my-reservation");
  await page.getByRole("link", { name: "Change password" }).click();
  await page.getByLabel("Current Password").fill(customer.password);
  await page.getByLabel("New Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm New Password").fill("password123");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("This password is too common", { exact: false })).toBeVisible();

  await page.getByLabel("Current Password").fill(customer.password);
  await page.getByLabel("New Password", { exact: true }).fill("Frangipani-Terrace-7");
  await page.getByLabel("Confirm New Password").fill("Frangipani-Terrace-7");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.", { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/my-reservation$/);

  await other.goto("/my-reservation");
  await expect(other).toHaveURL(/\/login\?redirectTo=/);
  await otherDevice.close();
});
