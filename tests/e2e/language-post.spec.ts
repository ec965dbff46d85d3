// Issue 41 item 5 (ADR 0351), JS on and off: for a signed-in user the language switch is a form
// posting to /language, and the choice becomes the account's language (their e-mails and
// documents); a GET of /language (any site's <img>) sets only the cookie; the account page's
// form changes the account's language too.
import { eq } from "drizzle-orm";
import { expect, test } from "./support/test";
import { createCustomer, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const languageOf = async (email: string) => (await first(db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.email, email))))!.language;

test("signed in, the switch posts; a GET only sets the cookie; the account page's form posts too", async ({ page }) => {
  const planner = await createCustomer(page, "Bahasa");
  await login(page, planner.email, planner.password);
  await page.goto("/search?keyword=Ubud");
  expect(await languageOf(planner.email)).toBe("en");

  const posted = page.waitForRequest((r) => new URL(r.url()).pathname === "/language" && r.method() === "POST");
  await page.getByRole("contentinfo").getByTestId("language-switch").click();
  await posted;
  await expect(page).toHaveURL(/\/search\?keyword=Ubud&lang=id$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  expect(await languageOf(planner.email)).toBe("id");

  // A GET (what another site's <img> would send) changes the cookie, not the account.
  await page.goto("/language?lang=en&next=/account/password");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await languageOf(planner.email)).toBe("id");

  // The account page's own form.
  const form = page.getByTestId("account-language-form");
  await expect(form.getByRole("radio", { name: "Bahasa Indonesia" })).toBeChecked();
  await form.getByRole("radio", { name: "English" }).check();
  await form.getByRole("button", { name: "Save language" }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await languageOf(planner.email)).toBe("en");
});
