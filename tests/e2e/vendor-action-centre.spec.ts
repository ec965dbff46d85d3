// The vendor's action centre on /dashboard (ADR 0142), JS on and off: a booking waiting for
// acknowledgement is listed and acknowledged from there; the other panels link onwards.
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();

test("a vendor acknowledges a waiting booking from the action centre", async ({ page }, testInfo) => {
  const hours = testInfo.project.name === "js-on" ? 30 : 36;
  const { lineIds } = await createLineInvoice(db, { productId: 1, startsAt: new Date(Date.now() + hours * 3600_000), hours: 2, name: `Centre ${testInfo.project.name}` });
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto("/dashboard");
  await expect(page.getByTestId("waiting-acknowledgement")).toContainText(/booking\(s\) wait for your acknowledgement/);
  const item = page.locator(`[data-testid=waiting-line][data-line="${lineIds[0]}"]`);
  await expect(item).toContainText(`Centre ${testInfo.project.name}`);
  await expect(page.getByTestId("next-days")).toContainText(`Centre ${testInfo.project.name}`);
  await expect(page.getByTestId("month-revenue")).toContainText("Rp");

  await item.getByRole("button", { name: /^Acknowledge/ }).click();
  await expect(page.getByText("Booking acknowledged.")).toBeVisible();
  await expect(item).toHaveCount(0);
  expect((await first(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineIds[0]))))!.acknowledge).toBe(true);

  // Next 7 days links to the booking's detail.
  await page.getByTestId("next-days").getByRole("link").first().click();
  await expect(page.getByRole("dialog", { name: "Reservation Detail" })).toBeVisible();
});
