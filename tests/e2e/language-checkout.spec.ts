// Bahasa Indonesia on the planner's booking and payment path (issue 27), JS on and off: the
// reservation list, checkout, confirmation, the local payment sandbox, the payment status and
// the voucher, with the missing-key detector on each page, the checkout's messages on their
// fields, every page fitting a 390 px phone, and the e-mails (outbox) in Indonesian.
import { expect, test, type Page, type TestInfo } from "./support/test";
import { eq } from "drizzle-orm";
import { englishTexts, renderedTexts, untranslated } from "./support/language";
import { paidBooking } from "./support/bookings";
import { openE2eDb, schema } from "./support/payments-db";
import { uniqueEmail } from "./support/auth";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import * as checkout from "../../app/i18n/dict/checkout.server";
import * as layout from "../../app/i18n/dict/layout.server";
import * as mail from "../../app/i18n/dict/mail.server";
import * as product from "../../app/i18n/dict/product.server";
import { run } from "~/db.server";

const PHONE = { width: 390, height: 844 };
const ENGLISH = englishTexts(layout, checkout);
const id = product.id;

/** A date no other spec books with product 2 (checkout-payment: 22/25; phone specs 29/30). */
function bookingDate(testInfo: TestInfo) {
  return addDaysIso(baliIsoDate(), testInfo.project.name === "js-off" ? 27 : 26);
}

/** No English text of the layout and checkout dictionaries, and nothing to scroll sideways. */
async function expectIndonesian(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  expect(untranslated(await renderedTexts(page), ENGLISH), page.url()).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${page.url()} at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}

test("a planner books and pays in Indonesian: list, checkout, confirmation, sandbox, status and voucher", async ({ page }, testInfo) => {
  const email = uniqueEmail("bahasa");
  await page.goto("/");
  await page.getByRole("contentinfo").getByTestId("language-switch").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await page.getByRole("search", { name: "Pencarian venue" }).getByRole("button", { name: "Cari Venue" }).click();
  await expect(page.getByRole("heading", { name: "Temukan venue di Bali" })).toBeVisible();

  // On a phone from here on; the product by its address, without ?lang: the cookie keeps Indonesian.
  await page.setViewportSize(PHONE);
  await page.goto("/product-detail/2");
  const form = page.locator("form#book");
  await form.getByLabel(id.date, { exact: true }).fill(bookingDate(testInfo));
  await form.getByLabel(id.time, { exact: true }).selectOption("09:00");
  const seat = form.getByLabel(id.seatLayout);
  await seat.selectOption((await seat.locator("option").nth(1).getAttribute("value"))!);
  const qty = form.getByLabel(id.quantity);
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel(id.eventName).fill("Rapat tahunan");
  await form.getByRole("button", { name: id.addToList }).click();
  await page.getByRole("link", { name: id.goToList }).click();

  await expect(page.getByRole("heading", { name: "Ringkasan Reservasi", level: 1 })).toBeVisible();
  await expect(page.getByTestId("reservation-line")).toContainText(/\d\d\/\d\d\/\d{4} 09\.00/);
  await expect(page.getByTestId("grand-total")).toHaveText(/^Rp \d{1,3}(\.\d{3})*$/);
  await expectIndonesian(page);
  await page.getByRole("link", { name: "Pesan sebagai Tamu" }).click();

  // A wrong e-mail and no tick: the Indonesian messages next to their fields, the typing kept.
  await expect(page.getByRole("heading", { name: "Detail Kontak" })).toBeVisible();
  await page.getByLabel("Nama", { exact: true }).fill("Ayu Lestari");
  await page.getByLabel("Telepon seluler", { exact: true }).fill("081234567890");
  await page.getByLabel("E-mail", { exact: true }).fill("ayu.lestari@");
  await page.getByRole("button", { name: "SELESAIKAN PEMESANAN" }).click();
  const emailField = page.getByLabel("E-mail", { exact: true });
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await emailField.getAttribute("aria-describedby")}`)).toHaveText("E-mail tidak valid");
  await expect(page.getByText("Mohon centang kotak untuk menyetujui Syarat dan Ketentuan")).toBeVisible();
  await expect(page.getByLabel("Nama", { exact: true })).toHaveValue("Ayu Lestari");
  await expect(emailField).toHaveValue("ayu.lestari@");
  await expectIndonesian(page);
  await emailField.fill(email);
  await page.getByLabel("Saya menyetujui Syarat dan Ketentuan").check();
  await page.getByRole("button", { name: "SELESAIKAN PEMESANAN" }).click();

  await expect(page.getByRole("heading", { name: "Konfirmasi Reservasi" })).toBeVisible();
  await expect(page.getByTestId("pay-before").or(page.getByTestId("hold-notice"))).toContainText(/\d\d\/\d\d\/\d{4} \d\d\.\d\d/);
  await expectIndonesian(page);
  await page.getByRole("button", { name: "LANJUTKAN PEMBAYARAN" }).click();

  await expect(page.getByRole("heading", { name: "Selesaikan pembayaran Anda" })).toBeVisible();
  await expectIndonesian(page);
  await page.getByRole("button", { name: "Bayar", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Pembayaran diterima" })).toBeVisible();
  await expect(page.getByTestId("payment-badge")).toHaveText("Lunas");
  await expectIndonesian(page);
  await page.getByRole("link", { name: "Buka Voucher" }).click();

  await expect(page.getByTestId("paid-badge")).toHaveText("LUNAS");
  await expect(page.getByRole("heading", { name: /^Voucher No\./ })).toBeVisible();
  await expect(page.getByTestId("next-steps")).toContainText("Lunas: voucher Anda sudah siap.");
  await expectIndonesian(page);

  // The planner's e-mails went out in the language of the page they checked out on: the booking
  // confirmation and the paid voucher, with no English text of the mails' dictionary.
  const mails = page.getByTestId("outbox-message");
  await expect(async () => {
    await page.goto(`/dev/outbox?${new URLSearchParams({ to: email })}`);
    await expect(mails.filter({ hasText: "Konfirmasi reservasi" })).toHaveCount(1, { timeout: 1_000 });
    await expect(mails.filter({ hasText: /Voucher .* Anda/ })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The bodies are folded in <details>: read their text, shown or not.
  const lines = (await mails.allTextContents()).flatMap((text) => text.split("\n")).map((l) => l.trim()).filter(Boolean);
  expect(lines.join("\n")).toContain("Terima kasih atas reservasi Anda.");
  expect(untranslated({ lines, all: lines.join("\n") }, englishTexts(mail))).toEqual([]);
});

test("the unpaid and paid invoice's pages and the bank-transfer form are Indonesian and fit a phone", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the same pages as rendered without JS; once is enough");
  await page.setViewportSize(PHONE);
  const db = openE2eDb();
  const paid = (await paidBooking(db, { daysOut: 60 + Math.floor(Math.random() * 200) })).invoice;
  const unpaid = (await paidBooking(db, { daysOut: 60 + Math.floor(Math.random() * 200) })).invoice;
  await run((db) => db.update(schema.invoices)
        .set({ status: "pending", paymentStatus: "Waiting Payment", paidAt: null, amountPaid: 0, voucherNo: null, expiresAt: new Date(Date.now() + 24 * 3600_000) })
        .where(eq(schema.invoices.id, unpaid.id)));
  const paths = (invoice: typeof paid) => {
    const q = `id=${invoice.invoiceNo}&token=${encodeURIComponent(invoice.accessToken)}`;
    const t = `token=${encodeURIComponent(invoice.accessToken)}`;
    return [`/confirmation?${q}&lang=id`, `/voucher/${invoice.invoiceNo}?${t}&lang=id`, `/payment-confirmation?invoice=${invoice.invoiceNo}&${t}&lang=id`];
  };
  for (const path of [...paths(unpaid), ...paths(paid), "/reservation-summary?lang=id", "/payment/pending?lang=id"]) {
    await page.goto(path);
    await expectIndonesian(page);
  }
  // The bank-transfer form refuses in Indonesian, each message on its field.
  await page.goto(paths(unpaid)[2]);
  await page.getByLabel("Nama pemilik rekening").fill("");
  await page.getByRole("button", { name: "Kirim Konfirmasi" }).click();
  await expect(page.getByText("Mohon isi nama pemilik rekening")).toBeVisible();
  await expect(page.getByText("Mohon lampirkan bukti transfer Anda")).toBeVisible();
  await expectIndonesian(page);
});
