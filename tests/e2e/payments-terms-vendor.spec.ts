// Payment terms set by the vendor (issue 23): the venue's deposit and balance days, a product's
// own terms overriding them, the planner's product page showing the product's, and a value out
// of range refused next to its field with everything typed kept. JS on at desktop size, JS off
// at phone size (each project on its own seeded vendor).
import { expect, test } from "./support/test";
import { and, eq } from "drizzle-orm";
import { login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { seededVendor } from "./support/vendors";
import { first } from "~/db.server";

const db = openE2eDb();

test("a vendor sets the venue's payment terms and a product's own, which its page shows", async ({ page }, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  if (!jsOn) await page.setViewportSize({ width: 390, height: 844 });
  // Two single-venue vendors no other spec changes (the seed has 25 since vendor11 runs two venues, issue 42).
  const vendor = await seededVendor(db, jsOn ? 5 : 6);
  const product = (await first(db.select().from(schema.products).where(and(eq(schema.products.supplierId, vendor.supplierId), eq(schema.products.isActive, true)))))!;
  await login(page, vendor.email, vendor.password);

  // The venue's terms: out of range first (refused beside the field, the other values kept).
  await page.goto("/dashboard/venue-info");
  const terms = page.getByRole("group", { name: "Payment terms" });
  await terms.getByLabel("Deposit (% of the booking, 0 = paid in full)").fill("95");
  await terms.getByLabel("Balance due (days before the event)").fill("45");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(terms.getByText("Enter a deposit from 0 (paid in full) to 90 %")).toBeVisible();
  await expect(terms.getByLabel("Balance due (days before the event)")).toHaveValue("45");
  await terms.getByLabel("Deposit (% of the booking, 0 = paid in full)").fill("25");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Supplier Info has been saved!")).toBeVisible();
  await page.reload();
  await expect(terms.getByLabel("Deposit (% of the booking, 0 = paid in full)")).toHaveValue("25");
  await expect(terms.getByLabel("Balance due (days before the event)")).toHaveValue("45");

  // The product's own terms override the venue's.
  await page.goto(`/dashboard/product-list?edit=${product.id}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Save" }) }).last();
  await form.getByLabel("Deposit (%; blank: the venue's terms)").fill("40");
  await form.getByLabel("Balance due (days before; blank: the venue's)").fill("200");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter from 1 to 180 days before the event")).toBeVisible();
  await expect(page.getByLabel("Deposit (%; blank: the venue's terms)")).toHaveValue("40");
  await page.getByLabel("Balance due (days before; blank: the venue's)").fill("21");
  await page.locator("form", { has: page.getByRole("button", { name: "Save" }) }).last().getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product has been saved!")).toBeVisible();

  await page.goto(`/product-detail/${product.id}`);
  await expect(page.getByTestId("payment-terms")).toHaveText(
    "A 40 % deposit secures the booking; the balance is due 21 days before the event. Bookings made later than that are paid in full.",
  );
  const saved = (await first(db.select().from(schema.products).where(eq(schema.products.id, product.id))))!;
  expect({ depositPercent: saved.depositPercent, balanceDaysBefore: saved.balanceDaysBefore }).toEqual({ depositPercent: 40, balanceDaysBefore: 21 });
});
