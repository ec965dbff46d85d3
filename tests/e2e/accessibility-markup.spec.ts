// The server-rendered HTML of the main pages (as a browser without JS receives it) is valid
// under html-validate's recommended rules: 0 errors per page, counts printed (ADR 0193).
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { HtmlValidate, type Message } from "html-validate";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import { createTestInvoice } from "../support/invoices";
import { createCustomer, DEMO_ACCOUNTS, login } from "./support/auth";
import { HTML_VALIDATE_CONFIG } from "./support/html-validate-config";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
const DAY_PRODUCT = 3;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "the server's HTML is the same for both projects");
  testInfo.setTimeout(180_000);
});

/** Fetches each path with the context's cookies, validates the HTML, prints the counts; all errors in one failure. */
async function validatePages(request: APIRequestContext, group: string, paths: Array<[string, string]>) {
  const errors: string[] = [];
  let total = 0;
  for (const [name, path] of paths) {
    const res = await request.get(path);
    expect(res.ok(), `${path} answers ${res.status()}`).toBe(true);
    const html = await res.text();
    const report = await validator.validateString(html, path);
    const messages: Message[] = report.results.flatMap((r) => r.messages);
    const pageErrors = messages.filter((m) => m.severity === 2);
    const warnings = messages.length - pageErrors.length;
    total += pageErrors.length;
    console.log(`html-validate ${name} (${path}): ${pageErrors.length} errors, ${warnings} warnings`);
    for (const m of pageErrors) errors.push(`${name} ${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ""}]`);
  }
  console.log(`html-validate ${group}: ${paths.length} pages, ${total} errors`);
  expect(errors, errors.join("\n")).toEqual([]);
}

test("public pages are valid HTML", async ({ page }) => {
  await validatePages(page.request, "public pages", [
    ["home", "/"],
    ["search", "/search?keyword=Nusa+Dua"],
    ["product", `/product-detail/${DAY_PRODUCT}`],
    ["venue", "/venue-detail/1"],
    ["login", "/login"],
    ["sign-up", "/login?tab=signup"],
    ["vendor sign-up", "/register-vendor"],
    ["contact us", "/contact-us"],
    ["about us", "/about-us"],
  ]);
});

test("checkout and a planner's pages are valid HTML", async ({ page }) => {
  await page.goto(`/product-detail/${DAY_PRODUCT}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(addDaysIso(baliIsoDate(), 25));
  await form.getByLabel("Time").selectOption("09:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("Board meeting");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
  await validatePages(page.request, "checkout", [
    ["reservation summary", "/reservation-summary"],
    ["checkout step 2", "/reservation-summary?step=contact"],
  ]);

  const customer = await createCustomer(page, "Markup");
  const user = (await first(db.select().from(schema.users).where(eq(schema.users.email, customer.email))))!;
  await createTestInvoice(db, { userId: user.id, email: customer.email });
  await login(page, customer.email, customer.password, "/my-reservation");
  await validatePages(page.request, "planner account", [["my reservation", "/my-reservation"]]);
});

test("dashboard and admin pages are valid HTML", async ({ page }: { page: Page }) => {
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password, "/dashboard");
  await validatePages(page.request, "vendor dashboard", [
    ["dashboard", "/dashboard"],
    ["reservations", "/dashboard/manage-reservations"],
    ["products", "/dashboard/product-list"],
  ]);
  await page.context().clearCookies();
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin/manage-payments");
  await validatePages(page.request, "admin console", [["manage payments", "/admin/manage-payments"], ["refunds", "/admin/refunds"]]);
});

test("form selects look enabled; only fields marked readonly look read-only", async ({ page }) => {
  const invoice = await createTestInvoice(db);
  const background = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto(`/product-detail/${DAY_PRODUCT}`);
  const time = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) }).getByLabel("Time");
  await expect(time).toBeEnabled();
  expect(await time.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
  await page.goto(`/payment-confirmation?invoice=${invoice.invoiceNo}&token=${invoice.accessToken}`);
  expect(await background("input[readonly]")).not.toBe("rgb(255, 255, 255)");
});
