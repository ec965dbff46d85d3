// Manage Availability, JS on and off (ADR 0220): the vendor makes a calendar link, the .ics
// parses (node-ical) with the booking at its Bali time, regenerating makes the old link answer
// 404; the month's bookings are listed by the server, and a block is edited through its form.
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import ical from "node-ical";
import { addDaysIso, baliIsoDate, baliToUtc } from "../../app/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { seededVendor } from "./support/vendors";
import { first as firstRow } from "~/db.server";

const db = openE2eDb();

test("a vendor subscribes to their bookings and blocks, regenerates the link, and edits a block", async ({ page, request }, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  const vendor = await seededVendor(db, jsOn ? 11 : 12);
  const product = (await firstRow(db.select().from(schema.products).where(eq(schema.products.supplierId, vendor.supplierId))))!;
  const day = addDaysIso(baliIsoDate(), 40);
  const booker = `Feed Booker ${testInfo.project.name}`;
  // 14:00-16:00 Bali is 06:00-08:00 UTC.
  const { invoice, lineIds } = await createLineInvoice(db, { productId: product.id, startsAt: baliToUtc(day, "14:00"), hours: 2, name: booker });

  await login(page, vendor.email, vendor.password);
  await page.goto(`/dashboard/manage-availability?month=${day.slice(0, 7)}`);
  // The month's bookings, rendered by the server (JS or not).
  await expect(page.getByTestId("booking-row").filter({ hasText: invoice.invoiceNo })).toContainText(`${day.split("-").reverse().join("/")} 14:00 – 16:00`);

  await page.getByRole("button", { name: "Create calendar link" }).click();
  const first = await page.getByTestId("calendar-feed-url").inputValue();
  expect(first).toMatch(/\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  const events = Object.values(ical.sync.parseICS(await feed.text())).filter((c) => c?.type === "VEVENT") as ical.VEvent[];
  const booking = events.find((e) => e.uid.startsWith(`booking-${lineIds[0]}@`));
  expect(booking, "the booking is in the feed").toBeDefined();
  expect(booking!.start.toISOString()).toBe(baliToUtc(day, "14:00").toISOString());
  expect(booking!.start.tz).toBe("Asia/Makassar");
  expect(String(booking!.description)).toContain(booker);

  await page.getByRole("button", { name: "Regenerate link" }).click();
  await expect(page.getByTestId("calendar-feed-url")).not.toHaveValue(first);
  const second = await page.getByTestId("calendar-feed-url").inputValue();
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);
  await page.goto("/dashboard/manage-availability");
  await expect(page.getByText(/Your calendar link is active/)).toBeVisible();
  await expect(page.getByTestId("calendar-feed-url")).toHaveCount(0);

  // A block, then edited through its own form.
  const blockDay = addDaysIso(baliIsoDate(), jsOn ? 150 : 151);
  const bulk = page.locator("form", { has: page.getByRole("button", { name: "Save", exact: true }) }).first();
  await bulk.getByLabel("Sub venue").selectOption(String(product.subVenueId));
  await bulk.getByLabel("Start date").fill(blockDay);
  await bulk.getByLabel("Start time").selectOption("09:00");
  await bulk.getByLabel("End date").fill(blockDay);
  await bulk.getByLabel("End time").selectOption("11:00");
  await bulk.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Availability has been saved!")).toBeVisible();
  const shown = blockDay.split("-").reverse().join("/");
  const row = page.getByTestId("block-row").filter({ hasText: `${shown} 09:00` });
  await row.getByRole("link", { name: /^Edit / }).click();
  const edit = page.locator("#edit-block");
  await edit.getByLabel("Title").fill("Gala rehearsal");
  await edit.getByLabel("End time").selectOption("15:00");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Availability has been saved!")).toBeVisible();
  const edited = page.getByTestId("block-row").filter({ hasText: "Gala rehearsal" });
  await expect(edited).toContainText(`${shown} 15:00`);
  await expect(page.locator("#edit-block")).toHaveCount(0);
});
