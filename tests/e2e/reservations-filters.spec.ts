// Reservation list filters and sort in the query string (ADR 0143), JS on and off, and the CSV
// link carrying the same filters.
import { expect, test } from "./support/test";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb } from "./support/payments-db";

const db = openE2eDb();

test("a vendor searches, filters and sorts the reservation list; the CSV follows", async ({ page }, testInfo) => {
  const tag = `Filter ${testInfo.project.name} ${Date.now().toString(36)}`;
  const { invoice } = await createLineInvoice(db, { productId: 1, startsAt: new Date(Date.now() + (600 + (testInfo.project.name === "js-on" ? 0 : 3)) * 24 * 3600_000), name: tag });
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto("/dashboard/manage-reservations");
  const filters = page.getByTestId("reservation-filters");
  await filters.getByLabel("Search invoice no., booker or event").fill(tag);
  await filters.getByLabel("Acknowledged").selectOption("no");
  await filters.getByLabel("Sort").selectOption("event-desc");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/acknowledged=no/);
  await expect(page).toHaveURL(/sort=event-desc/);
  await expect(page.getByTestId("reservation-row")).toHaveCount(1);
  await expect(page.getByTestId("reservation-row")).toHaveAttribute("data-invoice", invoice.invoiceNo);

  await filters.getByLabel("Acknowledged").selectOption("yes");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No reservation matches these filters.")).toBeVisible();

  const href = await filters.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(href).toMatch(/^\/dashboard\/manage-reservations\.csv\?/);
  const csv = await page.request.get(href!.replace("acknowledged=yes", "acknowledged=no"));
  expect(csv.headers()["content-type"]).toMatch(/text\/csv/);
  expect(await csv.text()).toContain(invoice.invoiceNo);
});
