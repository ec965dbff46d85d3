// The admin's changes leave a trail, JS on and off: a deleted (unpaid) line restored from the
// audit log, then Down Payment and Full Paid (after which Delete is gone, ADR 0357), each change
// listed with its old and new value (ADR 0141).
import { expect, test, type TestInfo } from "./support/test";
import { eq } from "drizzle-orm";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();

/** Far enough ahead, and apart per project, that no other spec books the same slot (past farBookingDate's days, tests/e2e/support/bookings.ts). */
function farAhead(testInfo: TestInfo, days: number) {
  return new Date(Date.now() + (days + (testInfo.project.name === "js-on" ? 0 : 9)) * 24 * 3600_000);
}

test("admin: delete and restore while unpaid, then Down Payment and Full Paid (no Delete once paid), each in the audit log with old and new values", async ({ page }, testInfo) => {
  const { invoice, lineIds } = await createLineInvoice(db, { productId: 5, startsAt: farAhead(testInfo, 385) });
  const liveLine = async () => await first(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, lineIds[0])));
  const row = page.locator(`[data-testid=reservation-row][data-invoice="${invoice.invoiceNo}"]`);
  const setStatus = async (from: string, to: string) => {
    await row.getByTestId("payment-status").getByRole("link").click();
    const dialog = page.getByRole("dialog", { name: "Update Payment Status" });
    await expect(dialog.getByRole("radio", { name: from })).toBeChecked();
    await dialog.getByRole("radio", { name: to }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("payment-status")).toHaveText(to);
  };

  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto(`/admin/manage-payments?q=${invoice.invoiceNo}`);

  // Unpaid, it may be deleted (a soft delete: the slot is free, the line kept for the books).
  await row.getByRole("link", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Reservation" });
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await expect(row).toHaveCount(0);
  expect(await liveLine()).toBeUndefined();
  expect(await first(db.select().from(schema.deletedReservationLines).where(eq(schema.deletedReservationLines.id, lineIds[0])))).toBeDefined();

  // Restore from the log: the line is back in the payments table.
  await page.goto("/admin/audit");
  const audit = page.getByTestId("audit-row").filter({ hasText: invoice.invoiceNo });
  const deleted = page.locator(`[data-testid=deleted-line][data-line="${lineIds[0]}"]`);
  await deleted.getByRole("button", { name: /^Restore/ }).click();
  await expect(deleted).toHaveCount(0);
  expect(await liveLine()).toBeDefined();

  // Paid, it is cancelled with a refund, never deleted (ADR 0357).
  await page.goto(`/admin/manage-payments?q=${invoice.invoiceNo}`);
  await setStatus("Waiting Payment", "Down Payment");
  await setStatus("Down Payment", "Full Paid");
  await expect(row.getByRole("link", { name: "Delete" })).toHaveCount(0);

  await page.goto("/admin/audit");
  const change = (what: string, oldValue: string, newValue: string) =>
    audit.filter({ hasText: what }).filter({ has: page.locator('td[data-label="Old value"]', { hasText: oldValue }) }).filter({ has: page.locator('td[data-label="New value"]', { hasText: newValue }) });
  await expect(change("Payment status", "Waiting Payment", "Down Payment")).toHaveCount(1);
  await expect(change("Payment status", "Down Payment", "Full Paid")).toHaveCount(1);
  await expect(audit.filter({ hasText: "Delete reservation" })).toHaveCount(1);
  await expect(audit.filter({ hasText: "Restore reservation" })).toHaveCount(1);
  const whoCells = audit.locator('td[data-label="Who"]');
  await expect(whoCells.first()).toBeVisible();
  for (const who of await whoCells.allTextContents()) expect(who).toContain(DEMO_ACCOUNTS.admin.email);
});
