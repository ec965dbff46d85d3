// Account flows, run with JavaScript on and off (projects js-on / js-off).
import { expect, test, type Page } from "./support/test";
import { DEMO_ACCOUNTS, login, uniqueEmail } from "./support/auth";

const PASSWORD = "Planner123!";

/** Opens the newest e-mail to `email` in the dev outbox and follows its link to `path`. */
async function followMailLink(page: Page, email: string, path: "/activation" | "/forgotpassword") {
  await page.goto(`/dev/outbox?${new URLSearchParams({ to: email })}`);
  const link = page.getByTestId("outbox-message").first().getByRole("link", { name: new RegExp(`${path}\\?`) });
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  await link.click();
  return href!;
}

async function fillSignup(scope: ReturnType<Page["locator"]>, v: { first: string; last: string; email: string; password: string; confirm?: string }) {
  await scope.getByLabel("First Name").fill(v.first);
  await scope.getByLabel("Last Name").fill(v.last);
  await scope.getByLabel("E-mail").fill(v.email);
  await scope.getByLabel("Password", { exact: true }).fill(v.password);
  await scope.getByLabel("Confirm Password").fill(v.confirm ?? v.password);
}

async function logout(page: Page, javaScriptEnabled: boolean) {
  await page.getByRole("banner").getByText(/^Hello, |^Welcome Admin$/).click();
  await page.getByRole("button", { name: "Logout" }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Log out?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Log out" }).click();
  } else {
    await expect(page).toHaveURL(/\/logout\??$/);
    await page.getByRole("button", { name: "Log out", exact: true }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "JOIN US" })).toBeVisible();
}

test("planner signs up, activates from the e-mail, logs in, sees the greeting and logs out", async ({ page, javaScriptEnabled }) => {
  const email = uniqueEmail("planner");
  await page.goto("/");
  let form;
  if (javaScriptEnabled) {
    // JOIN US opens the Sign Up tab in a modal.
    await page.getByRole("banner").getByRole("link", { name: "JOIN US" }).click();
    const modal = page.getByRole("dialog");
    await expect(modal.getByRole("heading", { name: "Event Planner Sign Up" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    form = modal;
  } else {
    await page.getByRole("banner").getByRole("link", { name: "JOIN US" }).click();
    await expect(page).toHaveURL(/\/login\?tab=signup/);
    form = page.getByRole("main");
  }
  await expect(form.getByRole("heading", { name: "Event Planner Sign Up" })).toBeVisible();

  // Mismatched passwords: the spec's message, and what was typed (but passwords) stays.
  await fillSignup(form, { first: "Komang", last: "Tester", email, password: PASSWORD, confirm: "Different123!" });
  await form.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(form.getByText("Password not match!")).toBeVisible();
  await expect(form.getByLabel("First Name")).toHaveValue("Komang");
  await expect(form.getByLabel("E-mail")).toHaveValue(email);

  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/register-complete\?email=/);
  await expect(page.getByRole("heading", { name: "Registration successfully" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend Your Activation" })).toBeVisible();

  // Logging in before activation explains why and offers a resend.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("Your account is not activated yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Resend Your Activation" })).toBeVisible();

  const link = await followMailLink(page, email, "/activation");
  await expect(page.getByRole("heading", { name: "Your account has been activated!" })).toBeVisible();
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "We could not activate your account" })).toBeVisible();
  await expect(page.getByTestId("flash")).toContainText("Error!");

  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole("banner");
  await expect(header.getByText("Hello, Komang")).toBeVisible();
  await header.getByText("Hello, Komang").click();
  await expect(header.getByRole("link", { name: "My Reservation" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Supplier Dashboard" })).toHaveCount(0);
  await header.getByText("Hello, Komang").click();

  // A planner is not a vendor: /dashboard sends them to log in.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
  await expect(page.getByText(`You are logged in as ${email}, which cannot open that page.`, { exact: false })).toBeVisible();
  await page.goto("/");
  await logout(page, javaScriptEnabled);
});

test("forgot password and reset through the e-mailed link", async ({ page, request }) => {
  const email = uniqueEmail("reset");
  const registered = await request.post("/v1/register", {
    data: { firstName: "Nyoman", lastName: "Reset", email, password: PASSWORD, passwordConfirm: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  await followMailLink(page, email, "/activation");
  await expect(page.getByRole("heading", { name: "Your account has been activated!" })).toBeVisible();

  await page.goto("/login?tab=forgot");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please check your e-mail!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 }); // after 2 s with JS, at once without

  const resetHref = await followMailLink(page, email, "/forgotpassword");
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel("E-mail")).toHaveAttribute("readonly", "");
  await page.getByLabel("New Password", { exact: true }).fill("Changed123!");
  await page.getByLabel("Confirm New Password").fill("Changed124!");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Invalid your password!")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("Changed123!");
  await page.getByLabel("Confirm New Password").fill("Changed123!");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been changed.", { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  // The used link is refused with the spec's message and a redirect to /.
  await page.goto(resetHref);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("flash")).toContainText("Invalid your token!");

  await login(page, email, "Changed123!");
  await expect(page.getByRole("banner").getByText("Hello, Nyoman")).toBeVisible();
});

test("a new vendor registers, activates and lands on the dashboard", async ({ page }) => {
  const email = uniqueEmail("vendor");
  await page.goto("/register-vendor");
  for (const tab of ["Benefits", "FAQ", "Contact Us"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  const form = page.locator("form", { has: page.getByRole("button", { name: "Register as Vendor" }) });
  await form.getByRole("button", { name: "Register as Vendor" }).click();
  await expect(form.getByText("Please complete form registration!").first()).toBeVisible();
  await fillSignup(form, { first: "Ketut", last: "Venue", email, password: PASSWORD });
  await form.getByRole("button", { name: "Register as Vendor" }).click();
  await expect(page.getByRole("heading", { name: "Registration successfully" })).toBeVisible();

  await followMailLink(page, email, "/activation");
  await expect(page.getByRole("heading", { name: "Your account has been activated!" })).toBeVisible();
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Ketut Venue" })).toBeVisible();
  await expect(page.getByTestId("dashboard-email")).toHaveText(email);
  await expect(page.getByTestId("dashboard-supplier-id")).toHaveText(/^\d+$/);
  const menu = page.getByRole("navigation", { name: "Supplier dashboard" });
  for (const item of ["Dashboard", "Profile", "Venue Info", "Venue Images", "Sub Venue Info", "Product", "Reservation"]) {
    await expect(menu.getByRole("link", { name: item, exact: true })).toBeVisible();
  }
  // Logged-in vendors on /register-vendor go to their dashboard.
  await page.goto("/register-vendor");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("demo vendor goes to /dashboard, admin to /admin/manage-payments, and /auth routes by role", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${DEMO_ACCOUNTS.vendor.firstName} ${DEMO_ACCOUNTS.vendor.lastName}` })).toBeVisible();
  await page.getByRole("banner").getByText(`Hello, ${DEMO_ACCOUNTS.vendor.firstName}`).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Supplier Dashboard" })).toBeVisible();
  // A vendor is not an admin.
  await page.goto("/admin/manage-payments");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fmanage-payments/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.context().clearCookies();
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/login$/);
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/admin\/manage-payments$/);
  await expect(page.getByRole("main").getByRole("heading", { name: "Welcome Admin" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Welcome Admin")).toBeVisible();
});

test("login validation keeps the e-mail, then returns to redirectTo", async ({ page }) => {
  // Guards send guests to /login?redirectTo=<origin>; after logging in they come back there.
  await page.goto("/login?redirectTo=%2Fdev%2Foutbox%3Fto%3Dnobody%2540example.test");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByText("Vendor will be automatically redirected to vendor dashboard")).toBeVisible();
  await page.getByLabel("E-mail").fill(DEMO_ACCOUNTS.customer.email);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("E-mail or Password is empty!")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/dev\/outbox\?to=nobody%40example\.test$/);
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
});

test("with JS the modal's Log in tab shows errors in place and logs in", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the modal needs JavaScript; without it JOIN US opens /login (tested above)");
  await page.goto("/register-complete");
  await page.getByRole("banner").getByRole("link", { name: "JOIN US" }).click();
  const modal = page.getByRole("dialog");
  await modal.getByRole("tab", { name: "Log in" }).click();
  await expect(modal.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await modal.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(modal.getByText("E-mail or Password is empty!").first()).toBeVisible();
  await modal.getByLabel("E-mail").fill(DEMO_ACCOUNTS.customer.email);
  await modal.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
  await modal.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("banner").getByText(`Hello, ${DEMO_ACCOUNTS.customer.firstName}`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Escape-closable and reopenable for guests only: logged in, JOIN US is gone.
  await expect(page.getByRole("banner").getByRole("link", { name: "JOIN US" })).toHaveCount(0);
});
