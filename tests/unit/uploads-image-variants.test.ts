// Images sized to their slots (ADR 0233): an uploaded venue photo is stored with 320/640/960 px
// copies in WebP and JPEG beside it (never enlarged, without metadata), the names the pages put
// in srcset; deleting the photo removes them; a photo uploaded before variants existed still
// shows (its variant URLs answer with the original).
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { type DB, tables, first, run } from "~/db.server";
import { loader as filesLoader } from "~/routes/files.$";
import { backfillImageVariants } from "~/storage/image-backfill.server";
import { responsiveSources, variantOf, IMAGE_WIDTHS } from "~/storage/image-variants";
import { getStorage } from "~/storage/storage.server";
import { addVenueImage, checkVenueImage, deleteVenueImage } from "~/supplier/images.server";
import { callRoute } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 160 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: "SpyPhone" } })
    .toBuffer();
const files = (url: string) => callRoute(filesLoader, new Request(`http://app.test${url}`), { "*": url.replace(/^\/files\//, "") });

describe("venue photo variants", () => {
  test("an upload is stored with each width in WebP and JPEG, none wider than asked or than the original", async () => {
    const check = await checkVenueImage(await photo(1800, 1200));
    expect(check.ok).toBe(true);
    const image = await addVenueImage(1, (check as { bytes: Uint8Array }).bytes);
    const stored: string[] = [];
    expect(IMAGE_WIDTHS.length).toBeGreaterThan(0);
    for (const width of IMAGE_WIDTHS) {
      for (const format of ["webp", "jpg"] as const) {
        const key = variantOf(image.fileKey, width, format)!;
        const file = await getStorage().get(key);
        expect(file, key).not.toBeNull();
        const meta = await sharp(file!.data).metadata();
        expect(meta.format).toBe(format === "jpg" ? "jpeg" : "webp");
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
        stored.push(`${key} ${file!.data.length} B`);
      }
    }
    console.log(`variants of a 1800 px upload:\n  ${stored.join("\n  ")}`);
    // The variant answers as the image type it is.
    const webp = await files(`/files/${variantOf(image.fileKey, 320, "webp")}`);
    expect(webp.headers.get("Content-Type")).toBe("image/webp");

    // A small original is not enlarged: its 960 "width" keeps the original size.
    const small = await addVenueImage(1, (await checkVenueImage(await photo(500, 300)) as { bytes: Uint8Array }).bytes);
    expect((await sharp((await getStorage().get(variantOf(small.fileKey, 960, "webp")!))!.data).metadata()).width).toBe(500);

    // Deleting the photo deletes its variants.
    const supplierId = (await first(db.select().from(tables.venues).where(eq(tables.venues.id, 1))))!.supplierId;
    expect(await deleteVenueImage(supplierId, image.id)).toBe(true);
    for (const width of IMAGE_WIDTHS) expect(await getStorage().get(variantOf(image.fileKey, width, "webp")!)).toBeNull();
  });

  test("a photo stored before variants existed still shows: its variant URLs lead to the original", async () => {
    const key = "venues/1/legacy-upload.jpg";
    await getStorage().put(key, await photo(800, 600), "image/jpeg");
    const sources = responsiveSources(`/files/${key}`)!;
    const firstWebp = sources.webp.split(",")[0]!.trim().split(" ")[0]!;
    const res = await files(firstWebp);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/files/${key}`);
    // The backfill (scripts/make-image-variants.ts) gives it variants; a second run has nothing to do.
    await run((db) => db.insert(tables.venueImages).values({ venueId: 1, fileKey: key, isDefault: false }));
    const first = await backfillImageVariants(getStorage());
    expect(first.made).toBeGreaterThanOrEqual(1);
    const now = await files(firstWebp);
    expect(now.status).toBe(200);
    expect(now.headers.get("Content-Type")).toBe("image/webp");
    expect((await backfillImageVariants(getStorage())).made).toBe(0);
    // Nothing to fall back on: still a 404, and no detour outside the public folders.
    expect((await files("/files/venues/1/never-stored.w320.webp")).status).toBe(404);
    expect((await files("/files/receipts/1/x.w320.webp")).status).toBe(404);
  });

  test("only same-origin raster images get srcset names", () => {
    expect(responsiveSources("/files/venues/1/image-1.jpg")?.jpeg).toBe(
      "/files/venues/1/image-1.w320.jpg 320w, /files/venues/1/image-1.w640.jpg 640w, /files/venues/1/image-1.w960.jpg 960w",
    );
    expect(responsiveSources("/seating-plan/3/theatre")).toBeNull();
    expect(responsiveSources("https://cdn.example/x.jpg")).toBeNull();
    expect(responsiveSources("/files/venues/1/image-1.w320.webp")).toBeNull();
  });
});
