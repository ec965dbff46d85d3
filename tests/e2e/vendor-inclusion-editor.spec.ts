// The inclusion editor (ADR 0221), JS on (list: add, remove, reorder) and off (one per line):
// the saved list is what the public product page shows, in order.
import { expect, test } from "./support/test";
import { and, eq } from "drizzle-orm";
import { login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { seededVendor } from "./support/vendors";
import { first, run } from "~/db.server";

const db = openE2eDb();

test("the inclusion editor saves a list that the public product page shows", async ({ page }, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  const vendor = await seededVendor(db, jsOn ? 13 : 14);
  const product = (await first(db.select().from(schema.products).where(and(eq(schema.products.supplierId, vendor.supplierId), eq(schema.products.isActive, true)))))!;
  await run((db) => db.update(schema.products).set({ inclusion: "<ul><li>Welcome drink</li><li>Old item</li></ul>" }).where(eq(schema.products.id, product.id)));

  await login(page, vendor.email, vendor.password);
  await page.goto(`/dashboard/product-list?edit=${product.id}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Save" }) }).last();
  if (jsOn) {
    const list = form.getByTestId("inclusion-list");
    // Stored HTML loads as items.
    await expect(list.getByRole("textbox")).toHaveCount(2);
    await expect(list.getByRole("textbox").nth(1)).toHaveValue("Old item");
    await form.getByRole("button", { name: "Remove Old item" }).click();
    for (const item of ["Projector and screen", "Name cards"]) {
      await form.getByLabel("New inclusion").fill(item);
      await form.getByRole("button", { name: "Add inclusion" }).click();
    }
    await form.getByRole("button", { name: "Move Name cards up" }).click();
    await expect(list.getByRole("textbox")).toHaveCount(3);
    // Typed but not added: posted too.
    await form.getByLabel("New inclusion").fill("Free parking");
  } else {
    const lines = form.getByLabel("Inclusion * (one per line)");
    await expect(lines).toHaveValue("Welcome drink\nOld item");
    await lines.fill("Welcome drink\nName cards\n\nProjector and screen\nFree parking");
  }
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product has been saved!")).toBeVisible();

  await page.goto(`/product-detail/${product.id}`);
  const expected = ["Welcome drink", "Name cards", "Projector and screen", "Free parking"];
  const items = page.locator("li").filter({ hasText: /^(Welcome drink|Name cards|Projector and screen|Free parking|Old item)$/ });
  await expect(items).toHaveText(expected);
  expect((await first(db.select().from(schema.products).where(eq(schema.products.id, product.id))))!.inclusion).toBe(
    `<ul>${expected.map((i) => `<li>${i}</li>`).join("")}</ul>`,
  );
});
