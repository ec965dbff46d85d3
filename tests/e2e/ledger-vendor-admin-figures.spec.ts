// Issue 40 (items 7 and 8), JS on and off, on the seeded demo: the vendor's dashboard card shows
// the earnings page's own figures (this month's net, available, pending), with the commission
// rate and the payout day on the earnings page; the admin cannot delete a paid reservation (the
// row offers Cancel, the delete page says why), while an unpaid one keeps its Delete.
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";
import { baliIsoDate, formatRupiah } from "../../app/utils/format";

const db = openE2eDb();

test("the vendor's dashboard card equals the earnings page's tiles and month", async ({ page }) => {
  const month = baliIsoDate().slice(0, 7); // this month in Bali, as the card counts it
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password, "/dashboard");
  const card = page.getByTestId("month-revenue");
  await expect(card).toHaveAttribute("data-month", month);
  // Other specs may book the demo vendor meanwhile: compare one reading of each page, retried.
  await expect(async () => {
    await page.goto("/dashboard");
    const net = (await card.getByTestId("month-net").textContent())!.trim();
    const available = (await card.getByTestId("available-for-payout").locator("strong").textContent())!.trim();
    const pending = (await card.getByTestId("pending-payout").locator("strong").textContent())!.trim();
    await page.goto("/dashboard/earnings");
    expect((await page.getByTestId("earnings-available").textContent())!.trim()).toBe(available);
    expect((await page.getByTestId("earnings-pending").textContent())!.trim()).toBe(pending);
    const row = page.locator(`[data-testid=earnings-month][data-month="${month}"]`);
    const monthNet = (await row.count()) ? (await row.getByTestId("earnings-month-net").textContent())!.trim() : formatRupiah(0);
    expect(monthNet).toBe(net);
  }).toPass({ timeout: 20_000 });
  // The seeded paid bookings are earnings: never Rp 0 in every tile.
  const tiles = await Promise.all(["earnings-available", "earnings-pending"].map(async (id) => (await page.getByTestId(id).textContent())!.trim()));
  expect(tiles).not.toEqual([formatRupiah(0), formatRupiah(0)]);
  await expect(page.getByTestId("commission-rate")).toContainText(/Commission: \d+(\.\d+)? %/);
  await expect(page.getByTestId("payout-schedule")).toContainText(/every (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \(Bali time\).*Next payout: \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByTestId("payout-account")).toContainText("To: ");
});

test("the admin cannot delete a paid reservation: Cancel with refund instead", async ({ page }) => {
  const paid = (await first(db.select({ id: schema.reservationLines.id }).from(schema.reservationLines).innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId)).where(eq(schema.invoices.invoiceNo, "INV-DEMO-0001"))))!;
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin/manage-payments?q=INV-DEMO-0001");
  const row = page.locator('[data-testid=reservation-row][data-invoice="INV-DEMO-0001"]');
  await expect(row.getByTestId("payment-status")).toHaveText("Full Paid");
  await expect(row.getByRole("link", { name: "Delete" })).toHaveCount(0);
  await expect(row.getByRole("link", { name: /^Cancel/ })).toBeVisible();

  // The delete page (a bookmark, or without JavaScript) explains and offers the cancellation.
  await page.goto(`/admin/manage-payments?q=INV-DEMO-0001&delete=${paid.id}`);
  const dialog = page.getByRole("dialog", { name: "Delete Reservation" });
  await expect(dialog.getByTestId("delete-refused")).toContainText("deleting it would erase its money trail");
  await expect(dialog.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Cancel with refund" }).click();
  await expect(page.getByRole("dialog", { name: "Cancel Reservation" })).toBeVisible();
  expect(await first(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, paid.id)))).toBeDefined();
});
