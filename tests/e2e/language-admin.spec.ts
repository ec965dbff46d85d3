// The admin console in Bahasa Indonesia (issue 27), JS on and off: a refused closure day and a
// refused coupon answer each field in Indonesian beside it, keeping what was typed; every console
// page shows no English text of its dictionaries, and fits a 390 px phone screen in Indonesian.
import { expect, test, type Page } from "./support/test";
import * as admin from "../../app/i18n/dict/admin.server";
import * as dashboardReservations from "../../app/i18n/dict/dashboard-reservations.server";
import * as layout from "../../app/i18n/dict/layout.server";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { englishTexts, renderedTexts, untranslated } from "./support/language";

async function asIndonesianAdmin(page: Page, path: string) {
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin");
  // A ?lang=id address sets the language cookie: the pages after it stay Indonesian.
  await page.goto(`${path}?lang=id`);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
}

test("the admin, in Indonesian, is told what is wrong with a closure day and a coupon beside each field", async ({ page }) => {
  await asIndonesianAdmin(page, "/admin/closure-days");
  await expect(page.getByRole("heading", { name: "Hari penutupan", level: 1 })).toBeVisible();
  const closure = page.getByRole("form", { name: "Tambah hari penutupan" });
  await closure.getByLabel("Nama").fill("Hari Raya Nyepi uji");
  await closure.getByLabel("Catatan (opsional)").fill("Tanpa tanggal");
  await closure.getByRole("button", { name: "Tambah hari penutupan" }).click();
  await expect(closure.getByLabel("Tanggal")).toHaveAccessibleDescription("Silakan pilih tanggal");
  await expect(closure.getByLabel("Nama")).toHaveValue("Hari Raya Nyepi uji");
  await expect(closure.getByLabel("Catatan (opsional)")).toHaveValue("Tanpa tanggal");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Kupon" }).click();
  const coupon = page.getByRole("form", { name: "Kupon baru" });
  await coupon.getByLabel("Kode").fill("HALF OFF");
  await coupon.getByLabel("Diskon (%)").fill("150");
  await coupon.getByLabel("Batas pemakaian").fill("5");
  await coupon.getByRole("button", { name: "Buat kupon" }).click();
  await expect(coupon.getByLabel("Kode")).toHaveAccessibleDescription("Gunakan hanya huruf, angka, - dan _ (tanpa spasi)");
  await expect(coupon.getByLabel("Diskon (%)")).toHaveAccessibleDescription("Masukkan persentase berupa bilangan bulat, dari 1 sampai 100");
  await expect(coupon.getByLabel("Kode")).toHaveValue("HALF OFF");
  await expect(coupon.getByLabel("Batas pemakaian")).toHaveValue("5");
});

/** The page is no wider than the screen (as tests/e2e/layout-phone.spec.ts checks). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`);
    return over > 0 ? `${location.pathname}${location.search} is ${over} px too wide: ${culprits.join(" | ")}` : null;
  });
}

test("every console page in Indonesian shows no English text of its dictionaries and fits a phone", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the same server-rendered pages without JavaScript");
  await asIndonesianAdmin(page, "/admin/manage-payments");
  // A reservation's dialogs, from the list's own links.
  const line = (await page.locator('a[href*="status="]').first().getAttribute("href"))?.match(/status=(\d+)/)?.[1];
  const pages = [
    "/admin",
    "/admin/manage-payments",
    ...(line ? [`/admin/manage-payments?status=${line}`, `/admin/manage-payments?detail=${line}`, `/admin/manage-payments?delete=${line}`] : []),
    "/admin/reviews",
    "/admin/refunds",
    "/admin/inquiries",
    "/admin/mail",
    "/admin/audit",
    "/admin/coupons",
    "/admin/closure-days",
    "/admin/payouts",
    "/dev/outbox",
  ];
  const english = englishTexts(layout, admin);
  // Manage Payment's list, filters, pager and dialogs are the vendor's Manage Reservation parts
  // (app/components/ops-reservations.tsx, reservation-filters.tsx): their dictionary too.
  const payments = englishTexts(layout, admin, dashboardReservations);
  // A reservation's history shows its recorded values (a status keyword, a note) as written; its
  // payment status labels are translated (checked below).
  const records = '[data-testid="inquiry-row"] span.font-semibold, [data-testid="inquiry-row"] details, [data-testid="outbox-message"] h2, [data-testid="outbox-message"] pre, [data-testid="audit-values"]';
  const found: string[] = [];
  const tooWide: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await page.setViewportSize({ width: 390, height: 844 });
    const wide = await overflow(page);
    if (wide) tooWide.push(wide);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Records shown as written (ADR 0324): senders' names and texts, e-mail subjects and bodies.
    await page.locator(records).evaluateAll((els) => els.forEach((el) => el.remove()));
    found.push(...untranslated(await renderedTexts(page), path.startsWith("/admin/manage-payments") ? payments : english).map((text) => `${path}: ${text}`));
  }
  expect(found).toEqual([]);
  expect(tooWide).toEqual([]);
});
