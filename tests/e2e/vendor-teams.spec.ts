// Vendor teams (issue 25, ADRs 0280/0281), JS on and off: the owner invites a coordinator and a
// finance member, who accept through the mailed link by creating their login; the coordinator
// acknowledges a booking and answers a message but gets 403 on bank data, prices and earnings
// (web and /v1); finance sees earnings and edits the bank data but cannot change a product; the
// owner removes the coordinator, whose open session is refused on the next request; the team's
// activity names each member. The team page is checked on a phone too.
import { expect, test, type Browser, type Page, type TestInfo } from "./support/test";
import { and, eq } from "drizzle-orm";
import { createLineInvoice } from "../support/ops-fixtures";
import { login, uniqueEmail } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { seededVendor } from "./support/vendors";
import { first, write, run } from "~/db.server";

const db = openE2eDb();
const PASSWORD = "Kelapa-Muda-2027!";

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  return context.newPage();
}

async function invite(owner: Page, email: string, role: string) {
  const form = owner.locator("form", { has: owner.getByRole("button", { name: "Send invitation" }) });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** Follows the invitation link from the dev outbox and creates the login there. */
async function acceptBySigningUp(page: Page, email: string, firstName: string) {
  await page.goto(`/dev/outbox?${new URLSearchParams({ to: email })}`);
  await page.getByTestId("outbox-message").first().getByRole("link", { name: /\/team-invitation\?/ }).click();
  await expect(page.getByRole("heading", { name: /^Join / })).toBeVisible();
  const form = page.locator("form", { has: page.getByRole("button", { name: "Create my login and join" }) });
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Last name").fill("Team");
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Repeat the password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create my login and join" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function statusOf(page: Page, path: string) {
  return (await page.goto(path))!.status();
}

async function apiKeyOf(page: Page, email: string) {
  const auth = await page.request.post("/v1/auth", { data: { email, password: PASSWORD } });
  expect(auth.status()).toBe(200);
  return { "api-key": (await auth.json()).data.accessToken as string };
}

test("an owner builds a team whose members may do only what their role allows", async ({ page, browser }, testInfo) => {
  const vendor = await seededVendor(db, testInfo.project.name === "js-on" ? 21 : 22);
  const product = (await first(db.select().from(schema.products).where(and(eq(schema.products.supplierId, vendor.supplierId), eq(schema.products.isActive, true)))))!;
  // Per attempt: a retry must not find the first attempt's messages.
  const tag = `Team ${testInfo.project.name}${testInfo.retry ? ` retry ${testInfo.retry}` : ""}`;
  const { lineIds } = await createLineInvoice(db, { productId: product.id, startsAt: new Date(Date.now() + 40 * 3600_000), hours: 2, name: tag });
  const planner = (await first(db.select().from(schema.users).where(and(eq(schema.users.isCustomer, true), eq(schema.users.isSupplier, false), eq(schema.users.isAdmin, false)))))!;
  const now = new Date();
  const conversationId = ((await write((db) => db
      .insert(schema.conversations)
      .values({ plannerUserId: planner.id, supplierId: vendor.supplierId, productId: product.id, subjectKey: `product:${product.id}`, lastMessageAt: now })
      .onConflictDoUpdate({ target: [schema.conversations.plannerUserId, schema.conversations.supplierId, schema.conversations.subjectKey], set: { lastMessageAt: now } })
      .returning({ id: schema.conversations.id })))[0]).id;
  await run((db) => db.insert(schema.messages).values({ conversationId, senderUserId: planner.id, senderRole: "planner", body: `${tag}: is the room free?`, createdAt: now }));

  // The owner invites a coordinator and a finance member.
  await login(page, vendor.email, vendor.password);
  await page.goto("/dashboard/team");
  const coordinatorEmail = uniqueEmail("coordinator");
  const financeEmail = uniqueEmail("finance");
  await invite(page, coordinatorEmail, "Event coordinator");
  await invite(page, financeEmail, "Finance");
  await expect(page.getByTestId("team-invitation")).toHaveCount(2);

  // The coordinator joins, acknowledges the booking and answers the message.
  const coordinator = await newPage(browser, testInfo);
  await acceptBySigningUp(coordinator, coordinatorEmail, "Komang");
  const menu = coordinator.getByRole("navigation", { name: "Supplier dashboard" });
  await expect(menu.getByRole("link", { name: /^Reservation/ })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Earnings" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Product" })).toHaveCount(0);
  const waiting = coordinator.locator(`[data-testid=waiting-line][data-line="${lineIds[0]}"]`);
  await waiting.getByRole("button", { name: /^Acknowledge/ }).click();
  await expect(coordinator.getByText("Booking acknowledged.")).toBeVisible();
  await coordinator.goto(`/dashboard/messages/${conversationId}`);
  await coordinator.getByLabel("Message", { exact: true }).fill(`${tag}: yes, it is free.`);
  await coordinator.getByRole("button", { name: "Send message" }).click();
  await expect(coordinator.getByTestId("message").last()).toContainText(`You · `);
  for (const path of ["/dashboard/supplier-info", "/dashboard/product-list", "/dashboard/earnings"]) expect(await statusOf(coordinator, path), path).toBe(403);
  const coordinatorKey = await apiKeyOf(coordinator, coordinatorEmail);
  for (const path of ["/v1/profile/supplier", "/v1/venue_products", "/v1/earnings"]) expect((await coordinator.request.get(path, { headers: coordinatorKey })).status(), path).toBe(403);

  // Finance joins, sees earnings, changes the bank account, cannot change a product.
  const finance = await newPage(browser, testInfo);
  await acceptBySigningUp(finance, financeEmail, "Nyoman");
  expect(await statusOf(finance, "/dashboard/earnings")).toBe(200);
  await finance.goto("/dashboard/supplier-info");
  const account = `88${Date.now().toString().slice(-8)}`;
  await finance.getByLabel("Account number *", { exact: true }).fill(account);
  await finance.getByRole("button", { name: "Save" }).click();
  await expect(finance.getByText("Vendor Info has been saved!")).toBeVisible();
  expect((await first(db.select().from(schema.suppliers).where(eq(schema.suppliers.id, vendor.supplierId))))!.bankAccount).toBe(account);
  const productPost = await finance.request.post("/dashboard/product-list", { form: { intent: "delete", id: String(product.id) } });
  expect(productPost.status()).toBe(403);
  expect(await first(db.select().from(schema.products).where(eq(schema.products.id, product.id)))).toBeTruthy();

  // The owner removes the coordinator: the coordinator's open session is refused next time.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/team");
  await page.getByRole("button", { name: `Remove ${coordinatorEmail} from the team` }).click();
  await expect(page.getByText("Member removed")).toBeVisible();
  await coordinator.goto("/dashboard");
  await expect(coordinator).toHaveURL(/\/login\?redirectTo=/);
  // A removed member's token gets the API's 401 error body (ADR 0351), not a 500.
  const refused = await coordinator.request.get("/v1/reservation-venue", { headers: coordinatorKey });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: "Unauthorized" });

  // Who did what names each member.
  const activity = page.getByTestId("team-activity");
  await expect(activity.getByRole("listitem").filter({ hasText: "Acknowledge" }).first()).toContainText(coordinatorEmail);
  await expect(activity.getByRole("listitem").filter({ hasText: "Change bank data" }).first()).toContainText(financeEmail);
  await expect(activity.getByRole("listitem").filter({ hasText: "Remove team member" }).first()).toContainText(vendor.email);
  // On a phone the team page fits the screen's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // The message reply names the member to the rest of the team.
  await page.goto(`/dashboard/messages/${conversationId}`);
  await expect(page.getByTestId("message").filter({ hasText: `${tag}: yes, it is free.` })).toContainText("(Komang Team)");
});
