// Availability before submitting (ADR 0120), JS on and off: the product page offers only the
// opening hours, shows a room booked 08:00-18:00 as taken, and refuses a taken slot naming it.
import { expect, test, type TestInfo } from "./support/test";
import { and, eq, gt, notInArray, sql } from "drizzle-orm";
import { addDaysIso, baliIsoDate, baliToUtc, formatDate } from "../../app/utils/format";
import { openE2eDb, schema } from "./support/payments-db";
import { first, write, run } from "~/db.server";

/** A per-person product on a room no other spec books, and a date only this project uses. */
async function bookedProduct(testInfo: TestInfo) {
  const db = openE2eDb();
  const used = [1, 2, 3];
  const usedRooms = (await db.select({ id: schema.products.subVenueId }).from(schema.products).where(sql`${schema.products.id} in (1, 2, 3)`)).map((r) => r.id);
  const row = (await first(db
      .select({ product: schema.products, roomName: schema.subVenues.name })
      .from(schema.products)
      .innerJoin(schema.subVenues, eq(schema.subVenues.id, schema.products.subVenueId))
      .where(and(eq(schema.products.unit, "Person"), eq(schema.products.isActive, true), gt(schema.products.validTo, new Date()), notInArray(schema.products.id, used), notInArray(schema.products.subVenueId, usedRooms)))
      .orderBy(sql`${schema.products.id} desc`)
      .limit(1)))!;
  const date = addDaysIso(baliIsoDate(), testInfo.project.name === "js-off" ? 24 : 23);
  const invoice = (await write((db) => db
      .insert(schema.invoices)
      .values({
        invoiceNo: `INV-E2E-${testInfo.project.name}-${Date.now()}`, accessToken: "e".repeat(32), name: "Other planner", cellPhone: "0812",
        email: "other@example.test", subtotal: 1, totalCost: 1, status: "paid", expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning()))[0];
  const p = row.product;
  await run((db) => db.insert(schema.reservationLines)
        .values({
          invoiceId: invoice.id, productId: p.id, subVenueId: p.subVenueId, venueId: p.venueId, supplierId: p.supplierId,
          productName: p.productName, venueName: "v", subVenueName: row.roomName, setup: "theater",
          startsAt: baliToUtc(date, "08:00"), endsAt: baliToUtc(date, "18:00"), qty: 1, unit: "Person", price: 1, totalPrice: 1,
        }));
  return { id: p.id, roomName: row.roomName, date, freeDate: addDaysIso(date, 1) };
}

test("a room booked 08:00-18:00 shows those hours as taken, offers only opening hours and names what is taken", async ({ page, javaScriptEnabled }, testInfo) => {
  const { id, roomName, date, freeDate } = await bookedProduct(testInfo);
  await page.goto(`/product-detail/${id}`);
  const form = page.locator("form#book");
  const time = form.getByLabel("Time");
  // Opening hours only: 08:00 to 17:00 (closing at 18:00); nothing at 22:00.
  await expect(time.locator("option")).toHaveCount(10);
  await expect(time.locator("option").first()).toHaveAttribute("value", "08:00");
  await expect(time.locator('option[value="22:00"]')).toHaveCount(0);

  await form.getByLabel("Event name").fill("Board retreat");
  await form.getByLabel("Date").fill(date);
  if (!javaScriptEnabled) {
    await form.getByRole("button", { name: "Check times for this date" }).click();
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    // Nothing typed is lost by the reload.
    await expect(form.getByLabel("Event name")).toHaveValue("Board retreat");
  }
  const availability = page.getByTestId("day-availability");
  await expect(availability).toContainText(`Booked on ${formatDate(baliToUtc(date))} from 08:00 to 18:00`);
  await expect(time.locator("option:not([disabled])")).toHaveCount(0);
  await expect(time.locator('option[value="10:00"]')).toHaveText("10:00 (taken)");

  // A free day offers its hours again.
  await form.getByLabel("Date").fill(freeDate);
  if (!javaScriptEnabled) await form.getByRole("button", { name: "Check times for this date" }).click();
  await expect(availability).toContainText(`Free all day on ${formatDate(baliToUtc(freeDate))}`);
  await expect(time.locator("option:not([disabled])")).toHaveCount(10);

  if (!javaScriptEnabled) {
    // Times chosen on a free day, then the date changed to the booked one without checking:
    // the server refuses and names what is taken, next to Time.
    await time.selectOption("10:00");
    await form.getByLabel("Seat layout").selectOption({ index: 1 });
    const qty = form.getByLabel("Quantity");
    await qty.fill((await qty.getAttribute("min")) ?? "1");
    await form.getByLabel("Date").fill(date);
    await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
    await expect(page.getByText(`${roomName} is booked on ${formatDate(baliToUtc(date))} from 08:00 to 18:00`)).toBeVisible();
    await expect(form.getByLabel("Event name")).toHaveValue("Board retreat");
  }
});
