// Earnings and payouts (issue 24, ADR 0257), JS on and off: a two-vendor invoice the admin marks
// Full Paid yields each vendor's share and the commission; the planner cancels one line for half
// back before the event; once the event has taken place (the booking is moved into the past: the
// server's clock is real) the admin pays each vendor out in a batch, downloads the bank file and
// marks the payouts paid; each vendor sees its payout, with the reference, on its earnings page.
import { expect, test } from "./support/test";
import { and, asc, eq, inArray } from "drizzle-orm";
import { formatRupiah } from "../../app/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { seededVendor } from "./support/vendors";
import { first, run } from "~/db.server";

const db = openE2eDb();
const DAY = 24 * 3600_000;

async function productOf(supplierId: number) {
  return (await first(db.select().from(schema.products).where(and(eq(schema.products.supplierId, supplierId), eq(schema.products.isActive, true))).orderBy(asc(schema.products.id))))!;
}

test("a paid two-vendor invoice becomes each vendor's earnings, a refund before payout reduces one, and the admin pays both out", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const jsOn = testInfo.project.name === "js-on";
  const [vendorA, vendorB] = [await seededVendor(db, jsOn ? 21 : 23), await seededVendor(db, jsOn ? 22 : 24)];
  for (const v of [vendorA, vendorB]) {
    await run((db) => db.update(schema.suppliers).set({ accountHolderName: `Holder ${v.supplierId}`, bankName: "BCA", bankAccount: `88${v.supplierId}0002`, beneficiary: "BCA", bankVerifiedAt: new Date() }).where(eq(schema.suppliers.id, v.supplierId)));
  }
  // Three days ahead: under the Flexible policy a cancellation now gives half back.
  const { invoice, lineIds } = await createLineInvoice(db, { productId: (await productOf(vendorA.supplierId)).id, extraProductId: (await productOf(vendorB.supplierId)).id, startsAt: new Date(Date.now() + 3 * DAY + (jsOn ? 0 : 6 * 3600_000)) });
  await run((db) => db.update(schema.reservationLines).set({ cancellationPolicy: "flexible" }).where(inArray(schema.reservationLines.id, lineIds)));
  const [lineA, lineB] = await Promise.all(lineIds.map(async (id) => (await first(db.select().from(schema.reservationLines).where(eq(schema.reservationLines.id, id))))!));

  // The admin confirms the payment (a bank transfer): the ledger splits each line, 10 % commission.
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, `/admin/manage-payments?q=${invoice.invoiceNo}`);
  const row = page.locator(`[data-testid=reservation-row][data-invoice="${invoice.invoiceNo}"]`).first();
  await row.getByTestId("payment-status").getByRole("link").click();
  const dialog = page.getByRole("dialog", { name: "Update Payment Status" });
  await dialog.getByRole("radio", { name: "Full Paid" }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(row.getByTestId("payment-status")).toHaveText("Full Paid");
  const shareA = Math.floor(lineA.totalPrice * 0.9);
  const shareB = Math.floor(lineB.totalPrice * 0.9);
  const entries = await db.select().from(schema.ledgerEntries).where(eq(schema.ledgerEntries.invoiceId, invoice.id));
  const sum = (lineId: number, kind: string) => entries.filter((e) => e.lineId === lineId && e.kind === kind).reduce((s, e) => s + e.amount, 0);
  expect([sum(lineA.id, "vendor_share"), sum(lineA.id, "commission"), sum(lineB.id, "vendor_share"), sum(lineB.id, "commission")]).toEqual([shareA, lineA.totalPrice - shareA, shareB, lineB.totalPrice - shareB]);

  // The planner (a guest, through the e-mailed link) cancels vendor B's line: half back.
  const guest = await browser.newPage({ javaScriptEnabled: jsOn, viewport: { width: 390, height: 844 } });
  await guest.goto(`/cancel-booking/${invoice.invoiceNo}?token=${encodeURIComponent(invoice.accessToken)}&line=${lineB.id}`);
  const refund = Math.floor(lineB.totalPrice / 2);
  await expect(guest.getByTestId("cancel-line").filter({ hasText: lineB.productName }).getByTestId("line-refund")).toHaveText(formatRupiah(refund));
  await guest.getByLabel("Account holder name").fill("Gusti Booker");
  await guest.getByLabel("Bank", { exact: true }).fill("BCA");
  await guest.getByLabel("Account number").fill("5550001111");
  await guest.getByRole("button", { name: "Review cancellation" }).click();
  await expect(guest.getByTestId("cancel-refund-total")).toHaveText(formatRupiah(refund));
  await guest.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(guest.getByTestId("line-cancelled").first()).toContainText("Cancelled");
  await guest.close();
  const netB = shareB - Math.round((refund * shareB) / lineB.totalPrice);

  // Before the event nothing is available; vendor A sees its share pending.
  const vendorPage = await browser.newPage({ javaScriptEnabled: jsOn });
  await login(vendorPage, vendorA.email, vendorA.password, "/dashboard/earnings");
  const earningA = vendorPage.getByTestId("earning-row").filter({ hasText: invoice.invoiceNo });
  await expect(earningA.locator('td[data-label="Net"]')).toHaveText(formatRupiah(shareA));
  await expect(earningA.locator('td[data-label="State"]')).toContainText("due after the event");

  // The event takes place (moved into the past), then the admin pays each vendor out.
  await run((db) => db.update(schema.reservationLines).set({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 2 * DAY + 4 * 3600_000) }).where(inArray(schema.reservationLines.id, lineIds)));
  await page.goto("/admin/payouts");
  for (const [vendor, amount] of [[vendorA, shareA], [vendorB, netB]] as const) {
    const item = page.locator(`[data-testid=payout-vendor][data-vendor="${vendor.supplierId}"]`);
    await expect(item).toContainText(formatRupiah(amount));
    await item.getByRole("button", { name: /^Create payout/ }).click();
    await expect(page.locator(`[data-testid=payout-vendor][data-vendor="${vendor.supplierId}"]`)).toHaveCount(0);
  }
  // The same vendor again: nothing is left to pay, and no second payout of the same shares is made.
  const again = await page.request.post("/admin/payouts", { form: { intent: "create", id: String(vendorA.supplierId) }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect((await db.select().from(schema.payouts).where(inArray(schema.payouts.supplierId, [vendorA.supplierId, vendorB.supplierId]))).map((p) => p.amount).sort((a, b) => a - b)).toEqual([shareA, netB].sort((a, b) => a - b));

  for (const [vendor, amount, transfer] of [[vendorA, shareA, `TRF-A-${invoice.id}`], [vendorB, netB, `TRF-B-${invoice.id}`]] as const) {
    const payout = page.locator(`[data-testid=payout][data-vendor="${vendor.supplierId}"]`).first();
    const csv = await (await page.request.get((await payout.getByRole("link", { name: /^Bank file of/ }).getAttribute("href"))!)).text();
    expect(csv).toContain(`Holder ${vendor.supplierId},BCA,88${vendor.supplierId}0002,${amount},`);
    await payout.getByLabel("Transfer reference").fill(transfer);
    await payout.getByRole("button", { name: /^Mark paid/ }).click();
    await expect(page.locator(`[data-testid=payout][data-vendor="${vendor.supplierId}"]`).first()).toContainText(`reference ${transfer}`);
  }

  // Each vendor sees the payout with its reference; B's share is what the refund left.
  await vendorPage.reload();
  await expect(earningA.locator('td[data-label="State"]')).toContainText("paid out");
  await expect(earningA.locator('td[data-label="State"]')).toContainText(`TRF-A-${invoice.id}`);
  await expect(vendorPage.getByTestId("earnings-available")).toHaveText(formatRupiah(0));
  await vendorPage.setViewportSize({ width: 390, height: 844 });
  expect(await vendorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await vendorPage.close();
  const vendorBPage = await browser.newPage({ javaScriptEnabled: jsOn });
  await login(vendorBPage, vendorB.email, vendorB.password, "/dashboard/earnings");
  const earningB = vendorBPage.getByTestId("earning-row").filter({ hasText: invoice.invoiceNo });
  await expect(earningB.locator('td[data-label="Refunded"]')).toHaveText(formatRupiah(refund));
  await expect(earningB.locator('td[data-label="Net"]')).toHaveText(formatRupiah(netB));
  await expect(earningB.locator('td[data-label="State"]')).toContainText(`TRF-B-${invoice.id}`);
  await vendorBPage.close();
});
