// Venue set-up tools, JS on and off: an oversized venue image (spec: with JS alert 'File is too
// big!', clear the selection, close the modal; without JS the server's message in place), and
// the venue's position picked on a map with JS (typed or pasted without).
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import crypto from "node:crypto";
import { login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { seededVendor } from "./support/vendors";
import { first } from "~/db.server";

const db = openE2eDb();

async function oversizedJpeg() {
  // Random pixels compress poorly: well over the 512 KB limit.
  const side = 900;
  const buffer = await sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  expect(buffer.length).toBeGreaterThan(524_288);
  return { name: "too-big.jpg", mimeType: "image/jpeg", buffer };
}

test("an image over 512 KB: alert, cleared and closed with JS; the server's message without", async ({ page }, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  const vendor = await seededVendor(db, jsOn ? 15 : 16);
  // This vendor's images only: other specs upload to other vendors' venues at the same time.
  const imagesOfVendor = async () =>
    (await db
            .select({ id: schema.venueImages.id })
            .from(schema.venueImages)
            .innerJoin(schema.venues, eq(schema.venues.id, schema.venueImages.venueId))
            .where(eq(schema.venues.supplierId, vendor.supplierId))).length;
  const before = await imagesOfVendor();
  await login(page, vendor.email, vendor.password);
  await page.goto("/dashboard/venue-images?upload=1");
  const upload = page.locator("dialog[open]");
  const file = await oversizedJpeg();
  if (jsOn) {
    // The alert blocks the page until answered: answer it as it comes.
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await upload.getByLabel("Image (.jpg)", { exact: true }).setInputFiles(file);
    await expect.poll(() => alerts).toEqual(["alert: File is too big!"]);
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await expect(page).not.toHaveURL(/upload=1/);
  } else {
    await upload.getByLabel("Image (.jpg)", { exact: true }).setInputFiles(file);
    await upload.getByRole("button", { name: "Save" }).click();
    await expect(page.locator("dialog[open]").getByText("File is too big!")).toBeVisible();
  }
  expect(await imagesOfVendor()).toBe(before);
});

test("the venue's position is picked on a map with JS, typed without", async ({ page }, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  const vendor = await seededVendor(db, jsOn ? 17 : 18);
  await login(page, vendor.email, vendor.password);
  await page.goto("/dashboard/venue-info");
  const position = page.getByLabel("Position on the map (latitude, longitude or a maps link)");
  if (jsOn) {
    await page.getByRole("button", { name: "Pick the position on a map" }).click();
    const map = page.getByTestId("position-map");
    await expect(map).toHaveAttribute("data-state", "ready");
    await map.click({ position: { x: 120, y: 90 } });
    await expect(position).toHaveValue(/^-?\d{1,2}\.\d{6}, -?\d{1,3}\.\d{6}$/);
  } else {
    await expect(page.getByRole("button", { name: "Pick the position on a map" })).toHaveCount(0);
    await position.fill("-8.506850, 115.262480");
  }
  const picked = await position.inputValue();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Supplier Info has been saved!")).toBeVisible();
  const venue = (await first(db.select().from(schema.venues).where(eq(schema.venues.supplierId, vendor.supplierId))))!;
  const [lat, lng] = picked.split(",").map((v) => Number(v.trim()));
  expect(venue.latitude).toBeCloseTo(lat, 5);
  expect(venue.longitude).toBeCloseTo(lng, 5);
  // Bali is around -8.4, 115.2: the map opened there.
  if (jsOn) expect(Math.abs(lat + 8.4)).toBeLessThan(1.5);
});
