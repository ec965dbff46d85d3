// Issue 42 items 4 and 6, JavaScript on and off (the projects), desktop and phone: a search for
// exactly 80 people shows every per-person price for 80 (or the minimum), BOOK NOW fills the
// booking form with 80, a group below the minimum books the minimum in one step, and without
// JavaScript Enter in the booking form adds to the list.
import { expect, test, type TestInfo } from "./support/test";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";

const formatRupiah = (n: number) => `Rp ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
const rupiah = (text: string) => Number(/Rp ([\d.]+)/.exec(text)![1].replace(/\./g, ""));

/** A date from today in Bali, apart per project and viewport so parallel runs never meet. */
function dateFor(testInfo: TestInfo, phone: boolean, slot: number) {
  return addDaysIso(baliIsoDate(), 20 + (testInfo.project.name === "js-off" ? 4 : 0) + (phone ? 2 : 0) + slot);
}

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(name, () => {
    test.use({ viewport });

    test("a search for exactly 80 people shows prices for 80 or the minimum, and BOOK NOW fills 80", async ({ page }) => {
      await page.goto("/");
      const form = page.getByRole("search", { name: "Venue search" });
      await form.getByLabel("Number of people").fill("80");
      await form.getByRole("button", { name: "Search Venue" }).click();
      await expect(page).toHaveURL(/\/search\?.*pax=80/);

      const cards = page.getByTestId("venue-card");
      await expect(cards.first()).toBeVisible();
      const prices = page.getByTestId("head-count-price");
      expect(await prices.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const said = card.getByTestId("head-count-price");
        if (!(await said.count())) {
          // No head-count price: a price per hour or day, not per person.
          await expect(card).not.toContainText("/ pax");
        } else {
          const unitPrice = rupiah((await card.locator("span.venue-card-price").textContent())!);
          const text = (await said.textContent())!.trim();
          const m = /^(?:minimum (\d+)|(80)) pax: (Rp [\d.]+)$/.exec(text);
          expect(m, text).not.toBeNull();
          const qty = Number(m![1] ?? m![2]);
          expect(qty).toBeGreaterThanOrEqual(80);
          expect(m![3]).toBe(formatRupiah(unitPrice * qty));
        }
      }

      // BOOK NOW of a per-person card: the booking form is filled with 80.
      const perPerson = cards.filter({ has: page.getByTestId("head-count-price") }).first();
      const said = (await perPerson.getByTestId("head-count-price").textContent())!;
      await perPerson.getByRole("link", { name: /BOOK NOW/ }).click();
      await expect(page).toHaveURL(/\/product-detail\/\d+\?.*pax=80.*#book$/);
      await expect(page.locator("form#book").getByLabel("Quantity")).toHaveValue("80");
      await expect(page.getByTestId("head-count-price")).toHaveText(said.trim());
    });

    test("a group below the minimum books the minimum in one step", async ({ page, request }, testInfo) => {
      // Product 1 is the demo vendor's per-person package (minimum from its room).
      const api = await (await request.get("/v1/products/1")).json();
      const minQty: number = api.data.subvenue.minCapacity;
      const unitPrice = Math.round((api.data.price * (100 - api.data.discountPercentage)) / 100);
      expect(api.data.unit).toBe("Person");
      expect(minQty).toBeGreaterThan(1);
      const pax = minQty - 1;

      await page.goto(`/product-detail/1?date=${dateFor(testInfo, name === "phone", 0)}&pax=${pax}`);
      const book = page.locator("form#book");
      await expect(book.getByLabel("Quantity")).toHaveValue(String(pax));
      await expect(page.getByTestId("head-count-price")).toHaveText(`minimum ${minQty} pax: ${formatRupiah(unitPrice * minQty)}`);
      await expect(book.getByTestId("below-minimum")).toContainText(`minimum ${minQty} pax: ${formatRupiah(unitPrice * minQty)}`);

      await book.getByLabel("Seat layout").selectOption({ index: 1 });
      await book.getByLabel("Event name").fill("Team offsite");
      await book.getByRole("button", { name: `BOOK THE MINIMUM OF ${minQty} PAX` }).click();
      await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();

      await page.goto("/reservation-summary");
      await expect(page.getByText(formatRupiah(unitPrice * minQty)).first()).toBeVisible();
    });

    test("without JavaScript, Enter in the booking form adds to the list", async ({ page, javaScriptEnabled }, testInfo) => {
      test.skip(javaScriptEnabled, "the no-JS form's default button");
      await page.goto(`/product-detail/1?date=${dateFor(testInfo, name === "phone", 1)}`);
      const book = page.locator("form#book");
      // "Check times for this date" is still where it was: under the day's hours, above the seat layout.
      const check = book.getByRole("button", { name: "Check times for this date" });
      const hours = await page.getByTestId("day-availability").boundingBox();
      const checkBox = await check.boundingBox();
      const layoutBox = await book.getByLabel("Seat layout").boundingBox();
      expect(checkBox!.y).toBeGreaterThan(hours!.y);
      expect(checkBox!.y).toBeLessThan(layoutBox!.y);

      await book.getByLabel("Seat layout").selectOption({ index: 1 });
      await book.getByLabel("Event name").fill("Board retreat");
      await book.getByLabel("Event name").press("Enter");
      await expect(page.getByTestId("added-notice")).toContainText("Successfully added to Reservation List");
    });
  });
}
