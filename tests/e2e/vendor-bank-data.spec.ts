// Bank data that survives (ADR 0222), JS on and off: a seeded profile opens with its
// beneficiary choice and holder name, saves unchanged, and a phone typed with + and spaces is
// stored in E.164; /v1 reads the profile and takes it back as is.
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import { login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { seededVendor } from "./support/vendors";
import { first } from "~/db.server";

const db = openE2eDb();

test("a seeded profile keeps its bank data through a save and a /v1 round trip", async ({ page, request }, testInfo) => {
  const vendor = await seededVendor(db, testInfo.project.name === "js-on" ? 19 : 20);
  const stored = async () => (await first(db.select().from(schema.suppliers).where(eq(schema.suppliers.id, vendor.supplierId))))!;
  const before = await stored();

  await login(page, vendor.email, vendor.password);
  await page.goto("/dashboard/supplier-info");
  await expect(page.getByLabel("Beneficiary bank", { exact: true })).toHaveValue(before.beneficiary);
  await expect(page.getByLabel("Account holder name", { exact: true })).toHaveValue(before.accountHolderName);
  await page.getByLabel("Phone *", { exact: true }).fill("+62 361 975-321");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Vendor Info has been saved!")).toBeVisible();
  await expect(page.getByLabel("Phone *", { exact: true })).toHaveValue("+62361975321");
  expect(await stored()).toEqual({ ...before, phone: "+62361975321" });

  const auth = await request.post("/v1/auth", { data: { email: vendor.email, password: vendor.password } });
  expect(auth.status()).toBe(200);
  const headers = { "api-key": (await auth.json()).data.accessToken };
  const read = await request.get("/v1/profile/supplier", { headers });
  const profile = (await read.json()).data;
  const written = await request.put(`/v1/supplier/${vendor.supplierId}`, { headers, data: profile });
  expect(written.status()).toBe(200);
  expect(await stored()).toEqual({ ...before, phone: "+62361975321" });
});
