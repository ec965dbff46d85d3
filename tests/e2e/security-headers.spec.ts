// Against the built server (server.mjs): security headers on every kind of answer (ADR 0082),
// the main flows running under the CSP with zero violations (JS on), and the one public
// origin (ADR 0080): a request for another host gets 421, and no e-mail names that host.
import http from "node:http";
import { appScriptsRunning, expect, test, type APIResponse } from "./support/test";
import { like } from "drizzle-orm";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

function expectSecurityHeaders(res: APIResponse, label: string) {
  const h = res.headers();
  const csp = h["content-security-policy"] ?? "";
  expect(csp, label).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self' https://app.sandbox.midtrans.com https://app.midtrans.com"]) {
    expect(csp, `${label}: ${directive}`).toContain(directive);
  }
  expect(h["x-frame-options"], label).toBe("DENY");
  expect(h["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], label).toContain("camera=()");
  expect(h["x-content-type-options"], label).toBe("nosniff");
  // The e2e origin is http://127.0.0.1:PORT: no HSTS on http.
  expect(h["strict-transport-security"], label).toBeUndefined();
}

test.describe("security headers per kind of answer", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server headers: once is enough");

  test("page, JSON, static file, stored file, 404 page", async ({ request }) => {
    const page = await request.get("/");
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page, "page");
    // The nonce in the policy is the one on the page's inline scripts.
    const nonce = /'nonce-([^']+)'/.exec(page.headers()["content-security-policy"])![1];
    expect(await page.text()).toContain(`nonce="${nonce}"`);

    const api = await request.get("/v1/products");
    expect(api.headers()["content-type"]).toContain("application/json");
    expectSecurityHeaders(api, "JSON");

    const asset = await request.get("/favicon.svg");
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset, "static file");

    const db = openE2eDb();
    const image = await first(db.select().from(schema.venueImages).where(like(schema.venueImages.fileKey, "venues/%")).limit(1));
    expect(image).toBeTruthy();
    const file = await request.get(`/files/${image!.fileKey}`);
    expect(file.status()).toBe(200);
    expectSecurityHeaders(file, "stored file");
    // Route headers that repeat the edge's are not doubled.
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");

    const missing = await request.get("/no-such-page-here");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, "404 page");
    expect(await missing.text()).toContain(`nonce="${/'nonce-([^']+)'/.exec(missing.headers()["content-security-policy"])![1]}"`);

    const refused = await request.post("/logout", { headers: { Origin: "http://evil.example" } });
    expect(refused.status()).toBe(403);
    expectSecurityHeaders(refused, "403 answer");
  });
});

test("the main flows run under the CSP without a single violation (JS on)", async ({ page, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "the CSP governs scripts");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(`pageerror: ${error.message}`));
  // Remix's router exists only when the module scripts ran (under the CSP, with its nonce).
  const hydrated = (where: string) => appScriptsRunning(page, where);

  await page.goto("/");
  await hydrated("home");
  await page.goto("/search?keyword=Nusa+Dua");
  await hydrated("search");
  await page.goto("/product-detail/1");
  await hydrated("product page");
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(addDaysIso(baliIsoDate(), 28 - testInfo.retry));
  await form.getByLabel("Time").selectOption("16:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("CSP check");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
  await page.goto("/reservation-summary");
  await hydrated("reservation summary");
  await expect(page.getByTestId("reservation-line")).toHaveCount(1);
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto("/dashboard");
  await hydrated("dashboard");
  await page.goto("/dashboard/manage-availability");
  await hydrated("availability calendar");

  expect(violations).toEqual([]);
});

/** A request with any Host header (the browser and Playwright's request client set their own). */
function rawRequest(baseURL: string, { method = "GET", path = "/", headers = {}, body }: { method?: string; path?: string; headers?: Record<string, string>; body?: string }) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path, headers: { ...(body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}), ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test.describe("one public origin", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour: once is enough");

  test("a request for another host gets 421; forwarded hosts are ignored; no mail names the host", async ({ baseURL }) => {
    const attackerHost = { Host: "attacker.example" };
    const forwarded = { Host: new URL(baseURL!).host, "X-Forwarded-Host": "attacker.example", "X-Forwarded-Proto": "https" };
    const json = { "Content-Type": "application/json" };
    const forgot = JSON.stringify({ email: DEMO_ACCOUNTS.customer.email });

    for (const path of ["/", "/search?keyword=Ubud", "/v1/products"]) {
      const res = await rawRequest(baseURL!, { path, headers: attackerHost });
      expect(res.status, path).toBe(421);
      expect(res.body).toContain("APP_URL");
    }
    expect((await rawRequest(baseURL!, { method: "POST", path: "/v1/forgotpassword", headers: { ...attackerHost, ...json }, body: forgot })).status).toBe(421);

    // Through X-Forwarded-Host (no TRUST_PROXY): served for our own origin, links and all.
    const home = await rawRequest(baseURL!, { path: "/?utm=forwarded", headers: forwarded });
    expect(home.status).toBe(200);
    expect(home.body).not.toContain("attacker.example");
    expect(home.body).toContain(`<link rel="canonical" href="${baseURL}/"`);
    expect((await rawRequest(baseURL!, { method: "POST", path: "/v1/forgotpassword", headers: { ...forwarded, ...json }, body: forgot })).status).toBeLessThan(300);

    const db = openE2eDb();
    expect(await db.select().from(schema.outbox).where(like(schema.outbox.text, "%attacker.example%"))).toEqual([]);
  });
});


