// Documents as PDF (issue 24 item 5, ADR 0258): a planner downloads the quotation from the
// reservation summary, pays the deposit in the sandbox, and downloads the receipt from My
// Reservation; each file's text has the totals the page shows. JS on and off (projects); the
// receipt's link is also checked at phone size.
import fs from "node:fs";
import { expect, test, type Download, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { createCustomer, login } from "./support/auth";
import { depositProduct, farBookingDate } from "./support/bookings";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();


/** The downloaded PDF's text, white space runs as one space. */
async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync((await download.path())!)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

async function download(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return file;
}

test("the planner downloads the quotation before checkout and the receipt after paying the deposit, with the page's totals", async ({ page }) => {
  const planner = await createCustomer(page, "Finance");
  await login(page, planner.email, planner.password);
  const date = farBookingDate(200);
  const product = await depositProduct(db, date);
  await page.goto(`/product-detail/${product.id}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Time").selectOption("10:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  await form.getByLabel("Quantity").fill("2");
  await form.getByLabel("Event name").fill("Board meeting");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();

  // The quotation: the summary's grand total and deposit schedule.
  await page.goto("/reservation-summary");
  const total = (await page.getByTestId("grand-total").textContent())!.trim();
  const schedule = (await page.getByTestId("payment-schedule").textContent())!.replace(/\s+/g, " ");
  const [, deposit, balance] = /today (Rp \d{1,3}(?:\.\d{3})*) \(deposit\), by [\d/]+ (Rp \d{1,3}(?:\.\d{3})*) \(balance\)/.exec(schedule)!;
  const quotation = await download(page, page.getByRole("link", { name: "Download quotation (PDF)" }));
  expect(quotation.suggestedFilename()).toMatch(/^quotation-\d{4}-\d{2}-\d{2}\.pdf$/);
  const quoted = await pdfText(quotation);
  expect(quoted).toContain(`Grand Total ${total}`);
  expect(quoted).toContain(`at checkout ${deposit} (deposit)`);
  expect(quoted).toContain(`${balance} (balance)`);
  expect(quoted).toContain(product.productName);

  // Checkout with the company's tax number, then the deposit in the sandbox.
  await page.goto("/reservation-summary?step=contact");
  await page.getByLabel("Company").fill("PT Rapat Sejahtera");
  await page.getByLabel("Mobile phone", { exact: true }).fill(`0812${Math.floor(Math.random() * 1e8).toString().padStart(8, "0")}`);
  await page.getByLabel("Tax number (NPWP)").fill("01.234.567.8-901.000");
  await page.getByLabel("Pay the deposit").check();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "CHECK OUT" }).click();
  await expect(page).toHaveURL(/\/confirmation\?/);
  const invoiceNo = (await page.getByTestId("invoice-no").textContent())!.trim();
  await page.getByRole("button", { name: "PROCEED PAYMENT" }).click();
  await expect(page.getByTestId("sandbox-amount")).toHaveText(deposit);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect.poll(async () => (await first(db.select().from(schema.invoices).where(eq(schema.invoices.invoiceNo, invoiceNo))))?.paymentStatus).toBe("Down Payment");

  // The receipt from My Reservation, on a phone: what was paid and what is still due.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/my-reservation");
  const card = page.getByTestId("invoice-card").filter({ hasText: invoiceNo });
  await card.locator(":scope > summary").click();
  const due = (await card.getByTestId("balance-due").textContent())!.replace(/\s+/g, " ");
  const [, paid, owed] = /Deposit paid: (Rp \d{1,3}(?:\.\d{3})*)\. Balance due.*?: (Rp \d{1,3}(?:\.\d{3})*)/.exec(due)!;
  const receiptLink = card.getByRole("link", { name: "Download receipt (PDF)" });
  await expect(receiptLink).toBeVisible();
  const receipt = await download(page, receiptLink);
  expect(receipt.suggestedFilename()).toBe(`receipt-${invoiceNo}.pdf`);
  const text = await pdfText(receipt);
  expect(text).toContain("Receipt");
  expect(text).toContain(invoiceNo);
  expect(text).toContain("PT Rapat Sejahtera");
  expect(text).toContain("Tax number (NPWP): 01.234.567.8-901.000");
  expect(text).toContain(`Grand Total ${(await card.getByTestId("grand-total").textContent())!.trim()}`);
  expect(text).toContain(`Amount paid ${paid}`);
  expect(text).toContain(`Balance due ${owed}`);
});
