// Reservation list, coupon, checkout and confirmation: guest and logged-in flows, with the
// spec's validation texts. Runs with JavaScript on and off (projects js-on / js-off).
import { expect, test, type Page, type TestInfo } from "./support/test";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import { createCustomer, login } from "./support/auth";

// Seeded demo vendor's products (always active and bookable): 1 and 2 are per-person
// packages, 3 a day rental; 1 is on one sub venue, 2 and 3 share another.
const PERSON_PRODUCT = 1;
const SECOND_PERSON_PRODUCT = 2;
const DAY_PRODUCT = 3;

/** A booking date unique to this project and test slot, so parallel tests never clash. */
function bookingDate(testInfo: TestInfo, slot: number) {
  const base = testInfo.project.name === "js-off" ? 15 : 1;
  return addDaysIso(baliIsoDate(), base + slot);
}

const rupiah = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));

async function addProduct(page: Page, productId: number, date: string, extra: { time?: string; note?: string } = {}) {
  await page.goto(`/product-detail/${productId}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Time").selectOption(extra.time ?? "10:00");
  const layout = form.getByLabel("Seat layout");
  const firstLayout = await layout.locator("option").nth(1).getAttribute("value");
  await layout.selectOption(firstLayout!);
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("Sales kick-off");
  await form.getByLabel("Notes").fill(extra.note ?? "Vegetarian lunch for 5");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
}

async function fillContact(page: Page, values: Partial<Record<"Name" | "Company" | "Mobile phone" | "E-mail" | "Address", string>>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test("guest adds two products, applies the coupon, checks out and sees the discounted confirmation", async ({ page, browser }, testInfo) => {
  const date = bookingDate(testInfo, 0);
  await addProduct(page, PERSON_PRODUCT, date);
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add more product" })).toBeVisible();
  await addProduct(page, DAY_PRODUCT, date);
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText("2");
  await page.getByRole("link", { name: "Go to Reservation List" }).click();

  await expect(page.getByRole("heading", { name: "Reservation Summary" })).toBeVisible();
  await expect(page.getByTestId("reservation-line")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Login or Sign Up as Event Planner" })).toHaveAttribute(
    "href",
    "/login?redirectTo=%2Freservation-summary",
  );
  const subtotal = rupiah(await page.getByTestId("subtotal").textContent());
  expect(subtotal).toBeGreaterThan(0);
  const line1 = rupiah(await page.getByTestId("reservation-line").nth(0).locator("td").nth(5).textContent());
  const line2 = rupiah(await page.getByTestId("reservation-line").nth(1).locator("td").nth(5).textContent());
  expect(line1 + line2).toBe(subtotal);

  // Empty code, an expired code, then the seeded coupon typed in lower case.
  await page.getByRole("button", { name: "APPLY" }).click();
  await expect(page.getByText("Your coupon code is empty!")).toBeVisible();
  await page.getByLabel("Coupon code").fill("EXPIRED5");
  await page.getByRole("button", { name: "APPLY" }).click();
  await expect(page.getByText("Coupon code has expired")).toBeVisible();
  await expect(page.getByLabel("Coupon code")).toHaveValue("EXPIRED5");
  await page.getByLabel("Coupon code").fill("bali10");
  await page.getByRole("button", { name: "APPLY" }).click();
  await expect(page.getByText("Horey, Your coupon code is valid!")).toBeVisible();
  const discount = Math.floor((subtotal * 10 + 50) / 100);
  await expect(page.getByTestId("discount")).toHaveText(`-Rp ${discount.toLocaleString("de-DE")}`);
  await expect(page.getByTestId("grand-total")).toHaveText(`Rp ${(subtotal - discount).toLocaleString("de-DE")}`);

  await page.getByRole("link", { name: "Check Out as Guest" }).click();
  await expect(page.getByRole("heading", { name: "Contact Details" })).toBeVisible();
  await expect(page.getByText("it cannot be changed after you check out")).toBeVisible();
  await expect(page.getByRole("link", { name: "Review reservation list" })).toBeVisible();
  const email = `guest.${Date.now().toString(36)}@example.test`;
  await fillContact(page, { Name: "Putu Guest", Company: "PT Guest", "Mobile phone": "081234567890", "E-mail": email });
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "CHECK OUT" }).click();

  await expect(page).toHaveURL(/\/confirmation\?id=INV-[^&]+&token=/);
  await expect(page.getByRole("heading", { name: "Booking Confirmation" })).toBeVisible();
  const invoiceNo = (await page.getByTestId("invoice-no").textContent())!;
  await expect(page.getByText("Putu Guest")).toBeVisible();
  await expect(page.getByTestId("reservation-line")).toHaveCount(2);
  await expect(page.getByTestId("grand-total")).toHaveText(`Rp ${(subtotal - discount).toLocaleString("de-DE")}`);
  await expect(page.getByText("BALI10, 10%")).toBeVisible();
  // One deadline (ADR 0264): while only held, the hold's end, not the later 2 x 24 h one.
  await expect(page.getByTestId("pay-before")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "PROCEED PAYMENT" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Confirm your bank transfer" })).toHaveAttribute(
    "href",
    new RegExp(`^/payment-confirmation\\?invoice=${invoiceNo}&token=`),
  );
  await page.getByRole("button", { name: "Resend to Email" }).click();
  await expect(page.getByText("Email has been sent!")).toBeVisible();

  // Held for an hour; announcing a bank transfer keeps it until the deadline (ADR 0036).
  await expect(page.getByTestId("hold-notice")).toContainText("We hold these bookings for you until");
  await page.getByRole("button", { name: "I will pay by bank transfer" }).click();
  await expect(page.getByText("Your booking is held until the payment deadline")).toBeVisible();
  await page.goto(page.url());
  await expect(page.getByTestId("hold-notice")).toHaveCount(0);
  await expect(page.getByTestId("pay-before")).toBeVisible();

  // The cart is empty now, and the voucher waits for payment.
  await page.goto("/reservation-summary");
  await expect(page.getByText("You don't have any reservation")).toBeVisible();
  const confirmationUrl = page.url();
  expect(confirmationUrl).not.toContain("token");

  // The invoice number alone shows nothing to someone else.
  const stranger = await browser.newPage();
  const response = await stranger.goto(`/confirmation?id=${invoiceNo}`);
  expect(response?.status()).toBe(404);
  const voucher = await stranger.goto(`/voucher/${invoiceNo}`);
  expect(voucher?.status()).toBe(404);
  await stranger.close();
});

test("validation texts appear for each bad field and typed values are kept", async ({ page }, testInfo) => {
  const date = bookingDate(testInfo, 1);
  await page.goto(`/product-detail/${SECOND_PERSON_PRODUCT}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Quantity").fill("0");
  await form.getByLabel("Notes").fill("Keep this note");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Please select suitable layout")).toBeVisible();
  await expect(page.getByText("Minimum order is 1")).toBeVisible();
  await expect(page.getByText("Event name is required")).toBeVisible();
  await expect(form.getByLabel("Notes")).toHaveValue("Keep this note");
  await expect(form.getByLabel("Date")).toHaveValue(date);

  // Below the sub venue's minimum capacity.
  const min = Number(await form.getByLabel("Quantity").getAttribute("min"));
  expect(min).toBeGreaterThan(1);
  await form.getByLabel("Quantity").fill(String(min - 1));
  await form.getByLabel("Event name").fill("Board retreat");
  await form.getByLabel("Seat layout").selectOption({ index: 1 });
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText(`Min quantity is ${min}`)).toBeVisible();
  await expect(form.getByLabel("Event name")).toHaveValue("Board retreat");

  // A valid add, then the same slot again.
  await addProduct(page, SECOND_PERSON_PRODUCT, date, { time: "13:00" });
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
  await addProduct(page, SECOND_PERSON_PRODUCT, date, { time: "13:00" });
  await expect(page.getByText("Product has been reserved, please check your reservation list")).toBeVisible();

  // Contact details.
  await page.goto("/reservation-summary?step=contact");
  await fillContact(page, { Company: "PT Keep", "E-mail": "not-an-email" });
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "CHECK OUT" }).click();
  await expect(page.getByText("Please fill your name")).toBeVisible();
  await expect(page.getByText("Please fill your mobile phone")).toBeVisible();
  await expect(page.getByText("Invalid email")).toBeVisible();
  await expect(page.getByLabel("Company")).toHaveValue("PT Keep");
  await expect(page.getByLabel("E-mail")).toHaveValue("not-an-email");
  await page.getByLabel("E-mail").fill("");
  await fillContact(page, { Name: "Komang" });
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "CHECK OUT" }).click();
  await expect(page.getByText("Please fill your email address")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Komang");
  await expect(page).toHaveURL(/reservation-summary/);

  // Removing the line empties the list.
  await page.getByRole("link", { name: "Review reservation list" }).click();
  await page.getByRole("button", { name: /^Remove / }).click();
  await expect(page.getByText("You don't have any reservation")).toBeVisible();
});

test("My Reservation sends guests to log in", async ({ page }) => {
  await page.goto("/my-reservation");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-reservation$/);
});

test("logged-in customer checks out with the coupon and finds the invoice in My Reservation", async ({ page }, testInfo) => {
  const date = bookingDate(testInfo, 3);
  // An account of its own: the JS-on and JS-off runs go in parallel.
  const customer = await createCustomer(page, "Kadek");
  // Added as a guest, then logging in keeps it: the guest list moves to the account.
  await addProduct(page, PERSON_PRODUCT, date, { time: "08:00" });
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
  await login(page, customer.email, customer.password, "/reservation-summary");
  await expect(page).toHaveURL(/\/reservation-summary$/);
  await expect(page.getByTestId("reservation-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await page.getByLabel("Coupon code").fill("BALI10");
  await page.getByRole("button", { name: "APPLY" }).click();
  await expect(page.getByText("Horey, Your coupon code is valid!")).toBeVisible();
  const total = await page.getByTestId("grand-total").textContent();
  await expect(page.getByRole("link", { name: "Check Out as Guest" })).toHaveCount(0);
  await page.getByRole("link", { name: "CONTINUE" }).click();
  await expect(page.getByLabel("E-mail")).toHaveValue(customer.email);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${customer.firstName} ${customer.lastName}`);
  await fillContact(page, { "Mobile phone": "081298765432" });
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "CHECK OUT" }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmation" })).toBeVisible();
  const invoiceNo = (await page.getByTestId("invoice-no").textContent())!;
  await expect(page.getByTestId("grand-total")).toHaveText(total!);

  await page.goto("/my-reservation");
  await expect(page.getByText(/\d+ Reservation\(s\)\. Click to expand more detail\./)).toBeVisible();
  const card = page.getByTestId("invoice-card").filter({ hasText: invoiceNo });
  await expect(card.getByTestId("invoice-card-total")).toHaveText(total!);
  await expect(card.getByTestId("payment-badge")).toHaveText("Awaiting payment");
  await card.locator("summary").first().click();
  await expect(card.getByTestId("reservation-line")).toHaveCount(1);
  await expect(card.getByRole("button", { name: "Process Payment" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Open Printable Invoice" })).toHaveAttribute("href", new RegExp(`^/confirmation\\?id=${invoiceNo}&token=`));
});
