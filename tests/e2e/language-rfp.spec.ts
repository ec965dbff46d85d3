// Requests for proposal in Bahasa Indonesia (issue 45): the planner's list and one request's
// proposals, the vendor's list and one request, and the admin's list show no English text of
// the RFP dictionary or the layout's, on the demo seed's open request.
import { eq } from "drizzle-orm";
import { expect, test } from "./support/test";
import * as layout from "../../app/i18n/dict/layout.server";
import * as rfp from "../../app/i18n/dict/rfp.server";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { englishTexts, renderedTexts, untranslated } from "./support/language";
import { openE2eDb, schema } from "./support/payments-db";

const db = openE2eDb();
const english = englishTexts(layout, rfp);

async function demoRequest() {
  // Awaited selects: the same statements on the SQLite and the PostgreSQL run.
  const [planner] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.customer.email));
  const [request] = await db.select().from(schema.rfps).where(eq(schema.rfps.userId, planner!.id));
  const [vendorUser] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.vendor.email));
  const [vendor] = await db.select().from(schema.suppliers).where(eq(schema.suppliers.userId, vendorUser!.id));
  const recipient = (await db.select().from(schema.rfpRecipients).where(eq(schema.rfpRecipients.supplierId, vendor!.id))).find((r) => r.rfpId === request!.id)!;
  return { token: request!.accessToken, recipientId: recipient.id };
}

test("the RFP pages of planner, vendor and admin are in Indonesian", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the same server-rendered pages without JavaScript");
  const { token, recipientId } = await demoRequest();
  const check = async (path: string) => {
    await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=id`);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    expect(untranslated(await renderedTexts(page), english), path).toEqual([]);
  };

  await login(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  await check("/rfp");
  await check(`/rfp/${token}`);
  await page.context().clearCookies();

  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await check("/dashboard/rfps");
  await check(`/dashboard/rfps/${recipientId}`);
  await page.context().clearCookies();

  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await check("/admin/rfps");
});
