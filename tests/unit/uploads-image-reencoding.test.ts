// Uploaded images are stored re-encoded: no EXIF (GPS position, camera), nothing appended after
// the image (polyglot HTML), the photo still the right way up; a header on garbage is refused.
// PDF receipts are stored as sent (checked by content).
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { type DB, tables, first } from "~/db.server";
import { checkReceipt } from "~/payments/upload.server";
import { action as uploadAction } from "~/routes/v1.file.upload";
import { getStorage } from "~/storage/storage.server";
import { addVenueImage, checkVenueImage } from "~/supplier/images.server";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

/** A 40 x 20 phone photo turned on its side (EXIF orientation 6), with camera and GPS tags. */
async function phonePhoto() {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "SpyPhone" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "8/1 45/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "115/1 10/1 0/1" } })
    .toBuffer();
}

/** Is there a GPS IFD pointer (tag 0x8825) in this EXIF block? */
function hasGps(exif: Buffer | undefined) {
  if (!exif) return false;
  const littleEndian = exif.subarray(6, 8).toString("latin1") === "II";
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

const polyglot = async () => Buffer.concat([await phonePhoto(), Buffer.from("<html><script>alert(document.cookie)</script></html>")]);

async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name));
  const request = new Request("http://app.test/v1/file/upload", { method: "POST", body: form, headers: { "X-Client-IP": `10.1.${Math.floor(Math.random() * 250)}.9` } });
  return uploadAction({ request, params: {}, context: {} } as never);
}

async function storedFile(key: string) {
  const file = await getStorage().get(key);
  expect(file).not.toBeNull();
  return file!.data;
}

describe("venue images (vendor uploads)", () => {
  test("a JPEG with EXIF GPS is stored without it, turned the right way up", async () => {
    const sent = await phonePhoto();
    expect(hasGps((await sharp(sent).metadata()).exif)).toBe(true);

    const check = await checkVenueImage(new Uint8Array(sent));
    expect(check.ok).toBe(true);
    const venueId = (await first(db.select().from(tables.venues)))!.id;
    const image = await addVenueImage(venueId, check.ok ? check.bytes : new Uint8Array());

    const stored = await storedFile(image.fileKey);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("SpyPhone"))).toBe(false);
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([20, 40, 1]);
  });

  test("a JPEG with HTML appended is stored re-encoded, without the HTML; a JPEG header on garbage is refused", async () => {
    const check = await checkVenueImage(new Uint8Array(await polyglot()));
    expect(check.ok).toBe(true);
    if (!check.ok) throw new Error("the image was refused");
    const bytes = Buffer.from(check.bytes);
    expect(bytes.includes(Buffer.from("<script"))).toBe(false);
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]); // ends where the JPEG ends

    const garbage = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(800).fill(0x41)]);
    expect(await checkVenueImage(garbage)).toEqual({ ok: false, problem: "notJpeg" });
  });
});

describe("receipts (/v1/file/upload, bank transfer and enquiry documents)", () => {
  test("an image receipt with GPS and appended HTML is stored re-encoded without either", async () => {
    const response = await upload(await polyglot(), "receipt.jpg");
    expect(response.status).toBe(201);
    // fileFullUrl is a signed link to the private receipt (ADR 0132); it names the storage key.
    const link = new URL(((await response.json()) as { data: { fileFullUrl: string } }).data.fileFullUrl);
    const stored = await storedFile(link.searchParams.get("key")!);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from("<script"))).toBe(false);
  });

  test("a PNG with EXIF loses it; a PDF is stored as sent; an unreadable 'PNG' is refused", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f766e" } })
      .png()
      .withExif({ IFD0: { ImageDescription: "secret-location" } })
      .toBuffer();
    expect(png.includes(Buffer.from("secret-location"))).toBe(true);
    const checked = await checkReceipt(new Uint8Array(png));
    expect(checked).toMatchObject({ ok: true, type: { ext: "png" } });
    if (!checked.ok) throw new Error("the PNG receipt was refused");
    expect(Buffer.from(checked.bytes).includes(Buffer.from("secret-location"))).toBe(false);

    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
    const pdfCheck = await checkReceipt(pdf);
    expect(pdfCheck).toMatchObject({ ok: true, type: { ext: "pdf" }, bytes: pdf });

    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(1)]);
    expect(await checkReceipt(fake)).toEqual({ ok: false, problem: "type" });
    const refused = await upload(fake, "receipt.png");
    expect(refused.status).toBe(400);
  });
});
