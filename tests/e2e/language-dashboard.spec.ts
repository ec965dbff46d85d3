// The vendor dashboard in Bahasa Indonesia (issue 27), JS on and off: a vendor switches language,
// blocks a day on Manage Availability (a refused period answered in Indonesian next to its
// field first) and acknowledges a booking found by its invoice number; every dashboard page of
// this area shows no English text of its dictionaries and fits a 390 px phone.
import { expect, test } from "./support/test";
import { addDaysIso, baliIsoDate, baliToUtc } from "../../app/utils/format";
import * as dashboard from "../../app/i18n/dict/dashboard.server";
import * as dashboardAvailability from "../../app/i18n/dict/dashboard-availability.server";
import * as dashboardReservations from "../../app/i18n/dict/dashboard-reservations.server";
import * as layout from "../../app/i18n/dict/layout.server";
import { createLineInvoice } from "../support/ops-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { englishTexts, renderedTexts, untranslated } from "./support/language";
import { openE2eDb } from "./support/payments-db";

const db = openE2eDb();

test("a vendor works in Indonesian: blocks a day and acknowledges a booking", async ({ page }, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  const day = addDaysIso(baliIsoDate(), jsOn ? 291 : 292);
  const { invoice } = await createLineInvoice(db, { productId: 1, startsAt: baliToUtc(addDaysIso(day, 3), "10:00"), hours: 2, name: `Bahasa ${testInfo.project.name}` });

  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await page.goto("/dashboard");
  await page.getByRole("banner").getByTestId("language-switch").first().click();
  await expect(page.getByRole("heading", { name: /^Selamat datang/ })).toBeVisible();
  await page.getByRole("navigation", { name: "Dasbor Vendor" }).getByRole("link", { name: "Ketersediaan" }).click();
  await expect(page.getByRole("heading", { name: "Kelola Ketersediaan", level: 1 })).toBeVisible();

  // The end before the start: refused in Indonesian, next to the end date (the browser's check with JS, the server's without).
  const form = page.locator("form", { has: page.getByRole("button", { name: "Simpan" }) }).first();
  await form.getByLabel("Ruang").selectOption({ index: 1 });
  await form.getByLabel("Tanggal mulai").fill(addDaysIso(day, 1));
  await form.getByLabel("Tanggal selesai").fill(day);
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByLabel("Tanggal selesai")).toHaveAccessibleDescription(/Akhir tidak boleh sebelum awal/);

  await form.getByLabel("Tanggal mulai").fill(day);
  await form.getByLabel("Jam mulai").selectOption("09:00");
  await form.getByLabel("Jam selesai").selectOption("12:00");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Ketersediaan telah disimpan!")).toBeVisible();
  await expect(page.getByTestId("block-row").filter({ hasText: day.split("-").reverse().join("/") })).not.toHaveCount(0);

  // Look the booking up by its invoice number and acknowledge it.
  await page.getByRole("navigation", { name: "Dasbor Vendor" }).getByRole("link", { name: "Reservasi" }).click();
  await page.getByLabel("Cari no. invoice, pemesan, atau acara").fill(invoice.invoiceNo);
  await page.getByRole("button", { name: "Terapkan" }).click();
  const row = page.getByTestId("reservation-row").filter({ has: page.getByText(`Bahasa ${testInfo.project.name}`) });
  await expect(row).toHaveCount(1);
  await row.getByTestId("acknowledge").click();
  const dialog = page.getByRole("dialog", { name: "Perbarui Reservasi" });
  await dialog.getByLabel("Ya").check();
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Reservasi telah diperbarui!")).toBeVisible();
  await expect(row.getByTestId("acknowledge")).toHaveText("Ya");
});

test("every dashboard page of this area is in Indonesian and fits a phone", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the same pages without JavaScript");
  test.setTimeout(120_000);
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  const english = englishTexts(layout, dashboard, dashboardAvailability, dashboardReservations);
  const paths = [
    "/dashboard",
    "/dashboard/supplier-info",
    "/dashboard/venue-images",
    "/dashboard/manage-availability",
    "/dashboard/manage-availability?tab=product",
    "/dashboard/manage-reservations?when=all",
    "/dashboard/date-changes",
    "/dashboard/earnings",
    "/dashboard/reviews",
    "/dashboard/team",
  ];
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=id`);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    // eslint-disable-next-line test-honesty/conditional-expect -- the calendar is that page's only (its words come with JS): the constant path list holds it, so the check runs
    if (path.startsWith("/dashboard/manage-availability")) await expect(page.getByTestId("availability-calendar")).toBeVisible();
    expect(untranslated(await renderedTexts(page), english), path).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, `${path} is ${scrollWidth} px wide on a 390 px screen`).toBeLessThanOrEqual(innerWidth);
  }
});

test("the listing and profile forms check in the browser in the page's language, never showing a message id", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the browser's own check needs JavaScript (without it the server answers, covered above)");
  await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  // Every answer below is the browser's: no form is posted.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });

  // A sub venue without a name and with a minimum above its largest layout (a number filled in).
  await page.goto("/dashboard/subvenue-list?new&lang=id");
  const subVenue = page.getByRole("dialog", { name: "Tambah Ruang" });
  await subVenue.getByRole("button", { name: "Simpan" }).click();
  await expect(subVenue.getByLabel("Nama *")).toHaveAccessibleDescription("Wajib diisi");
  // The form's own rule runs once its fields are well-formed.
  await subVenue.getByLabel("Nama *").fill("Aula Uji");
  await subVenue.getByLabel("Maks. Teater").fill("10");
  await subVenue.getByLabel("Kapasitas minimal *").fill("50");
  await subVenue.getByRole("button", { name: "Simpan" }).click();
  await expect(subVenue.getByLabel("Kapasitas minimal *")).toHaveAccessibleDescription("Kapasitas minimal tidak boleh melebihi tata letak terbesar (10)");

  // The same form in English: the English texts, not their ids.
  await page.goto("/dashboard/subvenue-list?new&lang=en");
  const english = page.getByRole("dialog", { name: "Add Sub Venue" });
  await english.getByRole("button", { name: "Save" }).click();
  await expect(english.getByLabel("Name *")).toHaveAccessibleDescription("Required");
  await english.getByLabel("Name *").fill("Test Hall");
  await english.getByLabel("Max Theatre").fill("10");
  await english.getByLabel("Minimum capacity *").fill("50");
  await english.getByRole("button", { name: "Save" }).click();
  await expect(english.getByLabel("Minimum capacity *")).toHaveAccessibleDescription("Minimum capacity cannot exceed the largest layout (10)");
  await expect(page.getByText(/\b(listing|supplier)\.[a-zA-Z]+/)).toHaveCount(0);

  // The Profile's phone rule (the supplier catalogue) in Indonesian.
  await page.goto("/dashboard/supplier-info?lang=id");
  const phone = page.getByLabel("Telepon *");
  await phone.fill("telepon saya");
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription("Masukkan nomor telepon: angka, boleh diawali + atau 0 (spasi dan tanda hubung boleh)");
  expect(posts).toEqual([]);
});
