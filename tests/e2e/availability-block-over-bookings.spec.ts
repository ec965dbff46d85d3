// A block over a booking warns and lists it (ADR 0144), JS on and off, through the bulk form:
// Save anyway saves the block and says the booking stays valid.
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import { addDaysIso, baliIsoDate, baliToUtc } from "../../app/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();

test("saving a block over a booking warns, lists it, and saves on Save anyway", async ({ page }, testInfo) => {
  const date = addDaysIso(baliIsoDate(), testInfo.project.name === "js-on" ? 283 : 284);
  const name = `Overlap ${testInfo.project.name}`;
  const { invoice } = await createLineInvoice(db, { productId: 1, startsAt: baliToUtc(date, "10:00"), hours: 2, name });
  const product = (await first(db.select().from(schema.products).where(eq(schema.products.id, 1))))!;

  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto("/dashboard/manage-availability");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Save" }) }).first();
  await form.getByLabel("Sub venue").selectOption(String(product.subVenueId));
  await form.getByLabel("Start date").fill(date);
  await form.getByLabel("Start time").selectOption("09:00");
  await form.getByLabel("End date").fill(date);
  await form.getByLabel("End time").selectOption("13:00");
  await form.getByRole("button", { name: "Save" }).click();

  const warning = page.getByTestId("block-overlaps");
  await expect(warning).toContainText(name);
  await expect(warning).toContainText(invoice.invoiceNo);
  await expect(page.getByText(/They stay valid either way/)).toBeVisible();
  await expect(form.getByLabel("Start date")).toHaveValue(date);
  await warning.getByRole("button", { name: "Save anyway" }).click();
  await expect(page.getByText(/existing booking\(s\) in this period stay valid/)).toBeVisible();
  await expect(page.getByTestId("block-row").filter({ hasText: date.split("-").reverse().join("/") })).not.toHaveCount(0);
});
