// The planner's account and messaging in Bahasa Indonesia (issue 27), JS on and off, on a
// phone (390 px): My Reservation, a message to the venue and a cancellation with Indonesian
// validation next to the field; and the missing-key detector over every account and messages
// page (the vendor's and the admin's too), the review, inquiry, activation, sign-up's end, vendor
// sign-up and team invitation pages.
import { expect, test, type Page } from "./support/test";
import { eq } from "drizzle-orm";
import * as account from "../../app/i18n/dict/account.server";
import * as auth from "../../app/i18n/dict/auth.server";
import * as enquiry from "../../app/i18n/dict/enquiry.server";
import * as pages from "../../app/i18n/dict/pages.server";
import * as layout from "../../app/i18n/dict/layout.server";
import * as messaging from "../../app/i18n/dict/messaging.server";
import { createCustomer, DEMO_ACCOUNTS, login } from "./support/auth";
import { paidBooking } from "./support/bookings";
import { englishTexts, renderedTexts, untranslated } from "./support/language";
import { openE2eDb, schema } from "./support/payments-db";
import { expectFitsScreen } from "./support/layout";
import { first } from "~/db.server";

const db = openE2eDb();
const PRODUCT = 1; // a product of the demo vendor's venue

/** The visible texts and labels inside <main> (the dashboard's and admin's menus are their layouts'). */
async function mainTexts(page: Page): Promise<{ lines: string[]; all: string }> {
  return page.evaluate(() => {
    const main = document.querySelector("main")!;
    const labels = [...main.querySelectorAll("[aria-label],[alt],[title],[placeholder]")].flatMap((el) =>
      ["aria-label", "alt", "title", "placeholder"].map((a) => el.getAttribute(a) ?? "").filter(Boolean),
    );
    const lines = [...main.innerText.split("\n"), ...labels, document.title].map((l) => l.trim()).filter(Boolean);
    return { lines, all: lines.join("\n") };
  });
}

async function plannerWithBooking(page: Page) {
  const planner = await createCustomer(page, "Bahasa");
  const user = (await first(db.select().from(schema.users).where(eq(schema.users.email, planner.email))))!;
  const booking = await paidBooking(db, { daysOut: 20, policy: "flexible", userId: user.id, email: planner.email });
  await login(page, planner.email, planner.password);
  return booking;
}

test("a planner uses My Reservation, messages the venue and cancels a booking in Indonesian, on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const booking = await plannerWithBooking(page);

  await page.goto("/my-reservation?lang=id");
  await expect(page.getByRole("heading", { name: "Reservasi Saya" })).toBeVisible();
  await expectFitsScreen(page);
  const card = page.getByTestId("invoice-card").filter({ hasText: booking.invoice.invoiceNo });
  await card.locator("summary").first().click();
  await expect(card.getByTestId("next-steps")).toContainText("Lunas: voucher Anda sudah siap.");
  await expectFitsScreen(page);

  // A message to the venue: empty is refused next to the field, in Indonesian.
  await card.getByRole("link", { name: "Kirim pesan ke venue" }).click();
  await expect(page).toHaveURL(/\/messages\/new\?line=/);
  await page.getByRole("button", { name: "Kirim pesan" }).click();
  const box = page.getByRole("main").getByLabel("Pesan", { exact: true });
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await box.getAttribute("id")}-error`)).toHaveText("Silakan tulis pesan.");
  await box.fill("Apakah proyektor sudah termasuk?");
  await page.getByRole("button", { name: "Kirim pesan" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+/);
  await expect(page.getByTestId("message").last()).toContainText("Apakah proyektor sudah termasuk?");
  await expect(page.getByTestId("message").last()).toContainText("Anda");
  await expectFitsScreen(page);

  // The cancellation: no booking chosen is refused next to the list, then confirmed.
  await page.goto("/my-reservation");
  await card.locator("summary").first().click();
  await card.getByTestId("cancel-booking-link").click();
  await expect(page.getByRole("heading", { name: "Batalkan reservasi" })).toBeVisible();
  await page.getByRole("checkbox").uncheck();
  await page.getByRole("button", { name: "Tinjau pembatalan" }).click();
  await expect(page.locator("#cancel-line-error")).toHaveText("Pilih minimal satu reservasi untuk dibatalkan");
  await expectFitsScreen(page);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Tinjau pembatalan" }).click();
  await expect(page.getByRole("heading", { name: "Konfirmasi pembatalan" })).toBeVisible();
  await page.getByRole("button", { name: "Konfirmasi pembatalan" }).click();
  await expect(page).toHaveURL(/\/my-reservation/);
  await expect(page.getByText(/^Reservasi dibatalkan\. Pengembalian dana Anda sebesar Rp [\d.]+ sedang diproses/)).toBeVisible();
  await card.locator("summary").first().click();
  await expect(card.getByTestId("line-cancelled")).toContainText("Dibatalkan");
});

test("no English text of the account and messaging dictionaries shows on their Indonesian pages", async ({ page, browser, javaScriptEnabled, baseURL }) => {
  test.skip(!javaScriptEnabled, "the same pages without JS");
  test.setTimeout(150_000);
  const booking = await plannerWithBooking(page);
  // A conversation with the demo vendor's venue, for the vendor's and the admin's pages.
  await page.goto(`/messages/new?product=${PRODUCT}&lang=id`);
  await page.getByRole("main").getByLabel("Pesan", { exact: true }).fill("Halo, apakah tanggal ini tersedia?");
  await page.getByRole("button", { name: "Kirim pesan" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+/);
  const conversation = new URL(page.url()).pathname.split("/").pop();
  const english = englishTexts(layout, account, messaging);
  const check = async (p: Page, path: string, { mainOnly = false, dict = english } = {}) => {
    await p.goto(`${path}${path.includes("?") ? "&" : "?"}lang=id`);
    await expect(p.locator("html")).toHaveAttribute("lang", "id");
    // The dashboard's and the admin's menus are their layouts' (translated with those areas).
    expect(untranslated(mainOnly ? await mainTexts(p) : await renderedTexts(p), dict), path).toEqual([]);
  };
  const no = booking.invoice.invoiceNo;
  for (const path of [
    "/my-reservation",
    "/account/password",
    `/cancel-booking/${no}`,
    `/change-date/${no}?line=${booking.line.id}`,
    "/messages",
    `/messages/${conversation}`,
    `/messages/new?line=${booking.line.id}`,
  ]) {
    await check(page, path);
  }
  // The open details of My Reservation (the reservation lines, totals and next steps).
  await page.goto("/my-reservation");
  await page.getByTestId("invoice-card").first().locator("summary").first().click();
  expect(untranslated(await renderedTexts(page), english)).toEqual([]);

  // The review page of the booking (its event is ahead: the refusal shows) and the inquiry page.
  await check(page, `/review/${booking.line.id}`);
  await check(page, "/inquiry", { dict: englishTexts(layout, account, enquiry) });
  // The pages before an account: activation, the sign-up's end, the vendor sign-up, a team invitation.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  const signupEnglish = englishTexts(layout, account, auth, pages);
  for (const path of [
    "/activation?status=failed",
    "/activation?status=activated&email=putu%40example.test",
    "/register-complete?email=putu%40example.test",
    "/register-complete",
    "/register-vendor",
    "/register-vendor?tab=faq",
    "/register-vendor?tab=contact",
    "/team-invitation?token=unknown-or-used-link",
    "/forgotpassword",
  ]) {
    await check(guest, path, { dict: signupEnglish });
  }
  await guestContext.close();

  for (const who of [DEMO_ACCOUNTS.vendor, DEMO_ACCOUNTS.admin]) {
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await login(other, who.email, who.password);
    const paths = who === DEMO_ACCOUNTS.vendor ? ["/dashboard/messages", `/dashboard/messages/${conversation}`] : ["/admin/messages", `/admin/messages/${conversation}`];
    for (const path of paths) await check(other, path, { mainOnly: true });
    await context.close();
  }
});
