// Venue discovery flows; every test runs with JavaScript on and off (playwright projects).
import { expect, test, type Page } from "./support/test";

function formatRupiah(n: number) {
  return `Rp ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

async function resultCount(page: Page) {
  const text = (await page.getByTestId("result-count").textContent()) ?? "";
  const m = /Showing product (\d+)-(\d+) from (\d+) product\(s\)/.exec(text);
  expect(m, text).not.toBeNull();
  return { first: Number(m![1]), last: Number(m![2]), total: Number(m![3]) };
}

test("search by district and attendees from the home form, page 2, open a product and see the form", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("search", { name: "Venue search" });
  await form.getByLabel("Location").selectOption("Jimbaran");
  await form.getByLabel("Attendees").selectOption("25-50");
  await form.getByRole("button", { name: "Search Venue" }).click();

  await expect(page).toHaveURL(/\/search\?.*keyword=Jimbaran.*attendees=25-50/);
  const firstPage = await resultCount(page);
  expect(firstPage).toMatchObject({ first: 1, last: 8 });
  expect(firstPage.total).toBeGreaterThan(8);
  const cards = page.getByTestId("venue-card");
  await expect(cards).toHaveCount(8);
  for (const card of await cards.all()) await expect(card).toContainText("Jimbaran");
  // the filters keep what was searched
  await expect(page.getByRole("search").getByLabel("Attendees")).toHaveValue("25-50");

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("result-count")).toContainText(`Showing product 9-${Math.min(16, firstPage.total)} from ${firstPage.total} product(s)`);
  await expect(page.getByRole("navigation", { name: "Pagination" }).getByText("2", { exact: true })).toHaveAttribute("aria-current", "page");

  const card = cards.first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("link", { name: /BOOK NOW/ }).click();
  await expect(page).toHaveURL(/\/product-detail\/\d+\?.*#book$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const book = page.locator("form#book");
  await expect(book.getByLabel("Date")).toHaveAttribute("type", "date");
  // The opening hours are offered, from the product's opening time (ADR 0120; evening packages open at 17:00, issue 42).
  const opens = /Opening hours (\d\d:\d\d) -/.exec((await page.getByTestId("day-availability").textContent()) ?? "")?.[1];
  expect(opens).toMatch(/^\d\d:00$/);
  // The value the form sends (an option whose text is its value may carry no value attribute).
  await expect(book.getByLabel("Time").locator("option").first()).toHaveJSProperty("value", opens!);
  const layout = book.getByLabel("Seat layout");
  await expect(layout.locator("option").first()).toHaveText("Select layout");
  const layouts = (await layout.locator("option").allTextContents()).slice(1);
  expect(layouts.length).toBeGreaterThan(0);
  for (const option of layouts) {
    expect(Number(/up to (\d+)/.exec(option)?.[1])).toBeGreaterThan(0);
  }
  await expect(book.getByLabel("Quantity")).toBeVisible();
  await expect(book.getByLabel("Event name")).toBeVisible();
  await expect(book.getByLabel("Notes")).toBeVisible();
  await expect(book.getByRole("button", { name: "ADD TO RESERVATION LIST" })).toBeVisible();
  await expect(page.getByRole("link", { name: "INQUIRY" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
});

test("the reservation form shows the spec's messages, keeps typed values and computes the total", async ({ page, request, javaScriptEnabled }) => {
  // Product 1 is the demo vendor's per-person package (always active, minimum from its room).
  const api = await (await request.get("/v1/products/1")).json();
  const minQty: number = api.data.subvenue.minCapacity;
  const unitPrice = Math.round((api.data.price * (100 - api.data.discountPercentage)) / 100);
  expect(api.data.unit).toBe("Person");
  expect(minQty).toBeGreaterThan(1);

  await page.goto("/product-detail/1");
  const book = page.locator("form#book");
  await expect(book.getByLabel("Quantity")).toHaveValue(String(minQty));
  await expect(page.getByTestId("total")).toHaveText(formatRupiah(unitPrice * minQty));

  // Empty submit: every required field says what is missing.
  await book.getByLabel("Quantity").fill("");
  await book.getByLabel("Notes").fill("Vegetarian lunch for 12");
  await book.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(book.getByText("Please Insert Form!")).toBeVisible();
  await expect(book.getByText("Please select suitable layout")).toBeVisible();
  await expect(book.getByText("Minimum order is 1")).toBeVisible();
  await expect(book.getByText("Event name is required")).toBeVisible();
  await expect(book.getByLabel("Notes")).toHaveValue("Vegetarian lunch for 12");

  // Below the room's minimum for a per-person product.
  await book.getByLabel("Event name").fill("Annual sales kick-off");
  await book.getByLabel("Quantity").fill(String(minQty - 1));
  await book.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(book.getByText(`Min quantity is ${minQty}`)).toBeVisible();
  await expect(book.getByLabel("Event name")).toHaveValue("Annual sales kick-off");
  await expect(book.getByText("Event name is required")).toHaveCount(0);

  // Total = unit price after discount x quantity: live with JS, from the server without.
  await book.getByLabel("Quantity").fill(String(minQty + 10));
  if (!javaScriptEnabled) await book.getByRole("button", { name: "Update total" }).click();
  await expect(page.getByTestId("total")).toHaveText(formatRupiah(unitPrice * (minQty + 10)));
  await expect(book.getByLabel("Quantity")).toHaveValue(String(minQty + 10));
});

test("transport and equipment tabs list fixed offers with contact options; a plain search shows venues again (ADR 0201)", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Services" }).getByRole("link", { name: "Transport" }).click();
  await expect(page).toHaveURL(/\/search\?.*limit=100.*tab=transport/);
  const transports = page.getByTestId("transport-card");
  await expect(transports).toHaveCount(8);
  await expect(transports.first().getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /wa\.me/);
  await expect(page.getByRole("link", { name: /BOOK NOW/ })).toHaveCount(0);

  await page.goto("/search");
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Venue", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Equipment" }).click();
  await expect(page.getByTestId("equipment-card").first()).toBeVisible();
  await expect(page.getByText("Rp 9.200.000")).toBeVisible();
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Venue" }).click();
  await expect(page.getByTestId("venue-card").first()).toBeVisible();
});

test("unknown product and venue ids answer 404 with the not-found screen", async ({ page }) => {
  for (const path of ["/product-detail/987654321", "/product-detail/abc", "/venue-detail/987654321", "/product-card/987654321"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
  }
});

test("a venue page lists only that venue's products", async ({ page }) => {
  await page.goto("/product-detail/1");
  const venueName = (await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").last().textContent())!;
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: venueName }).click();
  await expect(page.getByRole("heading", { level: 1, name: venueName })).toBeVisible();
  const cards = page.getByTestId("venue-card");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(venueName);
});
