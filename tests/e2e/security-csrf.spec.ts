// CSRF (ADR 0081): a page on another origin auto-submits forms at a logged-in victim (add to
// the cart, log in as the attacker, log out, change the vendor's bank account), as a document
// POST and as a `?_data=` POST. Every one answers 403 and changes nothing. Two attacker
// origins: http://127.0.0.1:OTHER is same-site with the app (http://127.0.0.1:PORT), so the
// victim's SameSite=Lax cookie goes along; http://localhost:OTHER is another site.
// The same requests from our own origin are accepted (positive controls below; the rest of the
// e2e suite runs every form from our pages, JS on and off).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "./support/test";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import { createCustomer, DEMO_ACCOUNTS, login } from "./support/auth";

type Fields = [string, string][];

let attacker: http.Server;
let attackerPort = 0;
const attackPages = new Map<string, string>();

test.beforeAll(async () => {
  attacker = http.createServer((req, res) => {
    const html = attackPages.get(new URL(req.url ?? "/", "http://x").pathname);
    res.writeHead(html ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(html ?? "not found");
  });
  await new Promise<void>((resolve) => attacker.listen(0, resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An attacker's page whose form posts `fields` to our `target` as soon as it has loaded. */
function attackPage(target: string, fields: Fields) {
  const id = `/${attackPages.size}`;
  const inputs = fields.map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`).join("");
  attackPages.set(
    id,
    `<!doctype html><title>You won a prize</title><form method="post" action="${escape(target)}">${inputs}<button>Claim the prize</button></form>` +
      `<script>addEventListener("load", () => setTimeout(() => document.forms[0].submit(), 50))</script>`,
  );
  return id;
}

const ATTACKER_HOSTS = ["127.0.0.1", "localhost"] as const;

/** Every attack: both attacker origins, as a document POST and as a `?_data=` POST. */
function attacks(path: string, routeId: string) {
  return ATTACKER_HOSTS.flatMap((host) => [
    { host, path, label: `document POST from ${host}` },
    { host, path: `${path}?_data=${encodeURIComponent(routeId)}`, label: `?_data= POST from ${host}` },
  ]);
}

/** The victim opens the attacker's page; its form posts to us. Returns our answer's status. */
async function fallFor(page: Page, baseURL: string, host: string, path: string, fields: Fields, javaScriptEnabled: boolean) {
  const target = `${baseURL}${path}`;
  const url = `http://${host}:${attackerPort}${attackPage(target, fields)}`;
  const answer = page.waitForResponse((r) => r.url() === target && r.request().method() === "POST");
  await page.goto(url);
  // With JavaScript off the page cannot submit itself: the victim clicks.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Claim the prize" }).click();
  const response = await answer;
  expect(await response.text()).toContain("another site");
  return response.status();
}

/** The named fields of a form on our page, as the browser would send them. */
function formFields(page: Page, formSelector: string): Promise<Fields> {
  return page.locator(formSelector).first().evaluate((form) => [...new FormData(form as HTMLFormElement)].map(([k, v]) => [k, String(v)] as [string, string]));
}

test("a logged-in planner's cart cannot be filled from another site", async ({ page, javaScriptEnabled, baseURL }, testInfo) => {
  const victim = await createCustomer(page, "Victim");
  await login(page, victim.email, victim.password);
  // A valid add-to-cart form, filled on our page but not sent.
  // Not days 26/27: ops-flows blacks out this room then (each project its own day).
  const date = addDaysIso(baliIsoDate(), testInfo.project.name === "js-off" ? 44 : 43);
  await page.goto("/product-detail/1");
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Time").selectOption("15:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("Planted booking");
  const fields = await form.evaluate((f) => [...new FormData(f as HTMLFormElement)].map(([k, v]) => [k, String(v)] as [string, string]));

  const productAttacks = attacks("/product-detail/1", "routes/product-detail.$id");
  expect(productAttacks.length).toBeGreaterThan(0);
  for (const attack of productAttacks) {
    expect(await fallFor(page, baseURL!, attack.host, attack.path, fields, javaScriptEnabled), attack.label).toBe(403);
  }
  await page.goto("/reservation-summary");
  await expect(page.getByTestId("reservation-line")).toHaveCount(0);

  // Control: the very same form from our own origin is accepted.
  const ours = await page.request.post("/product-detail/1", { form: Object.fromEntries(fields), headers: { Origin: baseURL! } });
  expect(ours.status()).toBe(200);
  await page.goto("/reservation-summary");
  await expect(page.getByTestId("reservation-line")).toHaveCount(1);
});

test("another site can neither log a visitor in as the attacker nor log a user out", async ({ page, javaScriptEnabled, baseURL }) => {
  // Login CSRF: the visitor would end up in the attacker's account.
  const credentials: Fields = [
    ["intent", "login"],
    ["email", DEMO_ACCOUNTS.customer.email],
    ["password", DEMO_ACCOUNTS.customer.password],
  ];
  const loginAttacks = attacks("/login", "routes/login");
  expect(loginAttacks.length).toBeGreaterThan(0);
  for (const attack of loginAttacks) {
    expect(await fallFor(page, baseURL!, attack.host, attack.path, credentials, javaScriptEnabled), attack.label).toBe(403);
  }
  await page.goto("/");
  await expect(page.getByRole("button", { name: "JOIN US" }).or(page.getByRole("link", { name: "JOIN US" })).first()).toBeVisible();
  await expect(page.getByText(`Hello, ${DEMO_ACCOUNTS.customer.firstName}`)).toHaveCount(0);

  // Logout CSRF.
  await login(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  const logoutAttacks = attacks("/logout", "routes/logout");
  expect(logoutAttacks.length).toBeGreaterThan(0);
  for (const attack of logoutAttacks) {
    expect(await fallFor(page, baseURL!, attack.host, attack.path, [], javaScriptEnabled), attack.label).toBe(403);
  }
  await page.goto("/my-reservation");
  await expect(page).toHaveURL(/\/my-reservation/);
  await expect(page.getByText(`Hello, ${DEMO_ACCOUNTS.customer.firstName}`).first()).toBeAttached();
});

test("another site cannot change a vendor's bank account", async ({ page, javaScriptEnabled, baseURL }) => {
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto("/dashboard/supplier-info");
  const bankAccount = page.locator('input[name="bankAccount"]');
  const before = await bankAccount.inputValue();
  const fields = await formFields(page, 'form:has(input[name="bankAccount"])');
  const planted = fields.map(([k, v]) => [k, k === "bankAccount" ? "6660006660" : v] as [string, string]);
  const profileAttacks = attacks("/dashboard/supplier-info", "routes/dashboard.supplier-info");
  expect(profileAttacks.length).toBeGreaterThan(0);
  for (const attack of profileAttacks) {
    expect(await fallFor(page, baseURL!, attack.host, attack.path, planted, javaScriptEnabled), attack.label).toBe(403);
  }
  await page.goto("/dashboard/supplier-info");
  await expect(bankAccount).toHaveValue(before);

  // Control: the unchanged form from our own origin saves (and redirects back with a notice).
  const ours = await page.request.post("/dashboard/supplier-info", { form: Object.fromEntries(fields), headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(ours.status()).toBe(302);
});
