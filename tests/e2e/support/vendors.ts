// Seeded vendors for e2e specs that change a vendor's own data (calendar link, venue, products):
// each spec and project takes its own by position, so parallel runs never share one.
import { asc, eq } from "drizzle-orm";
import { expect, type Locator } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../../app/seed/seed.server";
import { openE2eDb, schema } from "./payments-db";
import { first } from "~/db.server";

/** The n-th seeded vendor after the demo one (all seeded vendors share the demo password). */
export async function seededVendor(db: ReturnType<typeof openE2eDb>, n: number) {
  const row = await first(db
      .select({ supplierId: schema.suppliers.id, userId: schema.users.id, email: schema.users.email })
      .from(schema.suppliers)
      .innerJoin(schema.users, eq(schema.users.id, schema.suppliers.userId))
      .orderBy(asc(schema.suppliers.id))
      .limit(1)
      .offset(n));
  if (!row) throw new Error(`no seeded vendor #${n}`);
  return { ...row, password: DEMO_ACCOUNTS.vendor.password };
}

/** Types inclusions into the product form: the list editor with JS, one per line without. */
export async function fillInclusions(form: Locator, items: string[], jsOn: boolean) {
  if (jsOn) {
    for (const item of items) {
      await form.getByLabel("New inclusion").fill(item);
      await form.getByRole("button", { name: "Add inclusion" }).click();
      await expect(form.getByTestId("inclusion-list").getByRole("textbox").last()).toHaveValue(item);
    }
  } else {
    await form.getByLabel("Inclusion * (one per line)").fill(items.join("\n"));
  }
}
