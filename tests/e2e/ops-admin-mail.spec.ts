// The admin console on a deployment without SMTP (the e2e server has APP_URL and no SMTP_HOST):
// a warning that mail only reaches the outbox, and the undelivered e-mail page. JS on and off.
import { expect, test } from "./support/test";
import { DEMO_ACCOUNTS, login } from "./support/auth";

test("the admin console warns that e-mail only reaches the outbox and links the undelivered e-mail list", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin/manage-payments");
  await expect(page.getByRole("alert").filter({ hasText: "SMTP is not configured" })).toBeVisible();
  await page.getByRole("link", { name: "Undelivered e-mail" }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole("heading", { name: "Undelivered e-mail" })).toBeVisible();
  // Without SMTP every message is captured in the outbox, so nothing waits for delivery.
  await expect(page.getByTestId("undelivered-empty")).toBeVisible();
});

test("the health endpoints answer JSON that is never cached", async ({ request }) => {
  for (const path of ["/healthz", "/readyz"]) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(await res.json()).toMatchObject({ status: "ok" });
  }
});
