// Bahasa Indonesia (issue 27, ADR 0300), JS on and off: the switch in the header and footer,
// the first visit from Accept-Language, the choice kept across pages, a shared `?lang=id` link,
// and a missing-key detector over the rendered Indonesian pages.
import { expect, test } from "./support/test";
import { englishTexts, renderedTexts, untranslated } from "./support/language";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import * as auth from "../../app/i18n/dict/auth.server";
import * as home from "../../app/i18n/dict/home.server";
import * as layout from "../../app/i18n/dict/layout.server";
import * as product from "../../app/i18n/dict/product.server";
import * as search from "../../app/i18n/dict/search.server";
import * as venue from "../../app/i18n/dict/venue.server";

test("a planner switches to Indonesian on the home page, searches, and the choice stays", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Find your event venue in Bali" })).toBeVisible();

  await page.getByRole("contentinfo").getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/\?lang=id$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { name: "Temukan venue acara Anda di Bali" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Kebijakan Privasi" })).toBeVisible();

  const form = page.getByRole("search", { name: "Pencarian venue" });
  await form.getByLabel("Peserta").selectOption("25-50");
  await form.getByRole("button", { name: "Cari Venue" }).click();
  await expect(page).toHaveURL(/\/search\?/);
  await expect(page.getByRole("heading", { name: "Temukan venue di Bali" })).toBeVisible();
  await expect(page.getByTestId("result-count")).toContainText(/^Menampilkan produk \d+-\d+ dari \d+ produk$/);
  await expect(page.getByRole("search").getByLabel("Urutkan")).toBeVisible();

  // The cookie keeps it: a plain link without ?lang is still Indonesian.
  await page.getByRole("banner").getByRole("link", { name: /beranda/ }).click();
  await expect(page.getByRole("heading", { name: "Temukan venue acara Anda di Bali" })).toBeVisible();

  // And back to English.
  // The header's (the phone menu has another, folded on a desktop screen).
  await page.getByRole("banner").getByTestId("language-switch").first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Find your event venue in Bali" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a first visit with Accept-Language: id starts in Indonesian", async ({ browser, javaScriptEnabled }) => {
  const context = await browser.newContext({ locale: "id-ID", javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/search");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { name: "Temukan venue di Bali" })).toBeVisible();
  await context.close();
});

test("a shared ?lang=id link opens in Indonesian, and the pages after it stay Indonesian", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/search?keyword=Ubud&lang=id");
  await expect(page.getByRole("heading", { name: "Temukan venue di Bali" })).toBeVisible();
  // Search engines see both languages of the spec's path, each its own canonical.
  await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute("href", /\/search\?keyword=Ubud&lang=id$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/search\?keyword=Ubud$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /lang=id/);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Temukan venue acara Anda di Bali" })).toBeVisible();
});

test("the language switch goes back to this site only", async ({ request }) => {
  for (const next of ["//evil.example/x", "https://evil.example/", "/\t/evil.example", "/\\evil.example"]) {
    const response = await request.get(`/language?${new URLSearchParams({ lang: "id", next })}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/?lang=id");
  }
  const ok = await request.get(`/language?${new URLSearchParams({ lang: "id", next: "/search?keyword=Ubud" })}`, { maxRedirects: 0 });
  expect(ok.headers()["location"]).toBe("/search?keyword=Ubud&lang=id");
  expect(ok.headers()["set-cookie"]).toMatch(/^lang=id; Path=\//);
});

test("log in and sign up answer in Indonesian, each message next to its field", async ({ page }) => {
  await page.goto("/login?lang=id");
  await expect(page.getByRole("heading", { name: "Selamat datang kembali" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("main").getByText("E-mail atau kata sandi kosong!").first()).toBeVisible();

  await page.goto("/login?tab=signup");
  await page.getByLabel("Nama Depan").fill("Ayu");
  await page.getByLabel("Nama Belakang").fill("Lestari");
  await page.getByLabel("E-mail").fill("ayu.lestari@example.test");
  await page.getByLabel("Kata sandi", { exact: true }).fill("short");
  await page.getByLabel("Konfirmasi Kata Sandi").fill("other");
  await page.getByRole("main").getByRole("button", { name: "Daftar" }).click();
  await expect(page.getByText("Kata sandi minimal 8 karakter")).toBeVisible();
  await expect(page.getByText("Kata sandi tidak cocok!")).toBeVisible();
});

test("the product page books in Indonesian: labels, the form's messages next to their fields", async ({ page }) => {
  await page.goto("/product-detail/1?lang=id");
  await expect(page.getByRole("heading", { name: "Pesan venue ini" })).toBeVisible();
  const form = page.locator("form#book");
  await expect(form.getByLabel("Tata letak kursi")).toBeVisible();
  await form.getByLabel("Tanggal").fill(addDaysIso(baliIsoDate(), 6));
  await form.getByLabel("Nama acara").fill("");
  // With JS the browser's check answers, without JS the server's: both in Indonesian.
  await form.getByRole("button", { name: "TAMBAHKAN KE DAFTAR RESERVASI" }).click();
  await expect(page.getByText("Silakan pilih tata letak yang sesuai").first()).toBeVisible();
  await expect(page.getByText("Nama acara wajib diisi").first()).toBeVisible();
  await expect(page.getByTestId("cancellation-policy")).toContainText("Kebijakan pembatalan:");
  await expect(page.getByTestId("payment-terms")).not.toContainText("when you book");
});

test("no English string of the dictionaries is left on the Indonesian pages", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the rendered text is the same without JS; once is enough");
  const pages: [string, ReturnType<typeof englishTexts>][] = [
    ["/?lang=id", englishTexts(layout, home)],
    ["/?tab=more&lang=id", englishTexts(layout, home)],
    // Filters chosen so the phone summary, sort and paging show.
    ["/search?lang=id&sort=price-asc&setting=indoor", englishTexts(layout, search)],
    ["/search?keyword=Nowhere%20Land&lang=id", englishTexts(layout, search)],
    ["/search?date=2099-01-01&lang=id", englishTexts(layout, search)],
    ["/login?lang=id", englishTexts(layout, auth)],
    ["/login?tab=signup&lang=id", englishTexts(layout, auth)],
    ["/login?tab=forgot&lang=id", englishTexts(layout, auth)],
    // Seeded demo products: 1 per person, 3 a day rental; with a date the day's hours show.
    ["/product-detail/1?lang=id", englishTexts(layout, product)],
    [`/product-detail/3?lang=id&date=${addDaysIso(baliIsoDate(), 5)}`, englishTexts(layout, product)],
    ["/venue-detail/1?lang=id", englishTexts(layout, venue)],
  ];
  for (const [path, english] of pages) {
    await page.goto(path);
    expect(untranslated(await renderedTexts(page), english), path).toEqual([]);
  }
});
