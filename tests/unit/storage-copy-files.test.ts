// `npm run db:copy -- --files` (issue 29): a seeded database's uploads (venue, listing and
// partner images with their variants, a receipt, an enquiry document) arrive in the bucket and
// the app's S3 storage reads them back unchanged; links and odd names in the folder stay
// behind; a second run copies nothing; a referenced file missing everywhere fails the run.
// The bucket is a local s3rver started by this file (tests/support/s3-server.ts). The command
// reads the SQLite file it copies from, so the PostgreSQL pass of `npm test` skips it (it repeated
// the same 23 s).
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type SqliteDb as DB, tables, run as runWrite } from "~/db.server";
import { installDatabase, testsOnPostgres } from "../support/test-db";
import { renderJpeg, seedDatabase } from "~/seed/seed.server";
import { copyFilesToBucket, referencedFileKeys, type FileCopyResult } from "~/storage/copy-files.server";
import { makeImageVariants } from "~/storage/image.server";
import { variantOf } from "~/storage/image-variants";
import { S3Storage } from "~/storage/s3-storage.server";
import { contentTypeOf, LocalDiskStorage, type FileStorage } from "~/storage/storage.server";
import { createTestInvoice } from "../support/invoices";
import { startLocalS3, type LocalS3 } from "../support/s3-server";

let s3: LocalS3;
let bucket: S3Storage;
let db: DB;
let dir: string;
let uploads: string;
let first: FileCopyResult;
const receiptKey = `receipts/bank/${crypto.randomUUID()}.pdf`;
const documentKey = `enquiries/${crypto.randomUUID()}.png`;

/** Every regular file under the folder, as keys (what the copy must move). */
function localFiles(root: string, relative = ""): string[] {
  return fs.readdirSync(path.join(root, relative), { withFileTypes: true }).flatMap((e) => {
    const key = relative ? `${relative}/${e.name}` : e.name;
    if (e.isSymbolicLink() || e.name.startsWith(".")) return [];
    return e.isDirectory() ? localFiles(root, key) : [key];
  });
}

beforeAll(async () => {
  if (testsOnPostgres) return;
  s3 = await startLocalS3();
  bucket = new S3Storage(s3.settings);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-files-copy-"));
  uploads = path.join(dir, "uploads");
  db = openDatabase(path.join(dir, "app.db"));
  const local: FileStorage = new LocalDiskStorage(uploads);
  await seedDatabase(db, { storage: local, skipImages: true });
  installDatabase(db);
  // The seed's images and their variants under the seed's keys. Rendering all 111 (what
  // seedDatabase does without skipImages) takes 33 s here: one picture is rendered, written under each.
  const jpeg = await renderJpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><rect width="640" height="420" fill="#2a7"/><circle cx="320" cy="210" r="90" fill="#fd4"/></svg>`);
  const variants = await makeImageVariants(jpeg);
  for (const { key } of await referencedFileKeys(db)) {
    await local.put(key, jpeg, "image/jpeg");
    for (const v of variants) await local.put(variantOf(key, v.width, v.format)!, v.bytes, v.format === "webp" ? "image/webp" : "image/jpeg");
  }

  // A bank-transfer receipt and an enquiry document: private keys, referenced by their rows.
  await local.put(receiptKey, new TextEncoder().encode("%PDF-1.7 receipt of a transfer"), "application/pdf");
  const invoice = await createTestInvoice(db);
  await runWrite((db) => db.insert(tables.paymentConfirmations).values({
        invoiceId: invoice.id, fullName: "Komang Tester", email: "komang@example.com", paymentTime: "2026-11-26 10:00:00",
        amount: 1_500_000, bankAccountName: "Komang", bankName: "BCA", bankAccount: "123", fileKey: receiptKey,
      }));
  await local.put(documentKey, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), "image/png");
  await runWrite((db) => db.insert(tables.inquiries).values({ name: "Ayu", email: "ayu@example.com", phone: "+62 812", note: "SHE", documentKey }));

  // What must stay behind: links (to a file and to a folder outside), a name no key has.
  fs.writeFileSync(path.join(dir, "secret.txt"), "outside the uploads folder");
  fs.symlinkSync(path.join(dir, "secret.txt"), path.join(uploads, "venues", "leak.jpg"));
  fs.symlinkSync(dir, path.join(uploads, "outside"));
  fs.writeFileSync(path.join(uploads, ".htaccess"), "x");

  first = await copyFilesToBucket({ sourceDir: uploads, bucket, db });
}, 240_000);

afterAll(async () => {
  db?.$client.close();
  await s3?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(testsOnPostgres)("db:copy --files", () => {
  test("every upload arrives; each file the database refers to reads back through the app's S3 storage unchanged", async () => {
    const files = localFiles(uploads);
    expect(files.length).toBeGreaterThan(700); // 111 seeded images, 6 variants each, the receipt and the document
    expect(first).toMatchObject({ ok: true, files: files.length, copied: files.length, skipped: 0, failed: [], missing: [] });
    expect((await bucket.sizes()).size).toBe(files.length);

    const referenced = await referencedFileKeys(db);
    const columns = new Set(referenced.map((r) => r.column));
    for (const column of ["venue_images.file_key", "transports.image_key", "equipments.image_key", "partners.logo_key", "payment_confirmations.file_key", "inquiries.document_key"]) {
      expect(columns, column).toContain(column);
    }
    expect(first.referenced).toBe(referenced.length);
    const client = new S3Client({
      region: s3.settings.region, endpoint: s3.settings.endpoint, forcePathStyle: true,
      credentials: { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey },
    });
    const variant = referenced.find((r) => r.column === "venue_images.file_key")!.key.replace(/\.jpg$/, ".w320.webp");
    for (const key of [...referenced.map((r) => r.key), variant]) {
      const object = await bucket.get(key);
      expect(object, key).not.toBeNull();
      expect(Buffer.compare(object!.data, fs.readFileSync(path.join(uploads, key))), key).toBe(0);
      // The type stored with the object, too (a browser or CDN reading the bucket would see it).
      const head = await client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
      expect(head.ContentType, key).toBe(contentTypeOf(key));
    }
    expect(contentTypeOf(receiptKey)).toBe("application/pdf");
    expect(contentTypeOf(variant)).toBe("image/webp");
    client.destroy();
  });

  test("links and names no key can have stay behind: nothing outside the folder reaches the bucket", async () => {
    expect(first.ignored.map((i) => i.path).sort()).toEqual([".htaccess", "outside", "venues/leak.jpg"]);
    expect(await bucket.exists("venues/leak.jpg")).toBe(false);
    expect(await bucket.exists("outside/secret.txt")).toBe(false);
    const keys = [...(await bucket.sizes()).keys()];
    expect(keys.filter((k) => k.includes("secret") || k.includes("htaccess"))).toEqual([]);
  });

  test("a second run copies nothing; after an interruption only what is missing or different is copied", async () => {
    const again = await copyFilesToBucket({ sourceDir: uploads, bucket, db });
    expect(again).toMatchObject({ ok: true, copied: 0, skipped: first.copied, bytesCopied: 0 });

    // One object lost, one cut short (an upload interrupted half way): both sent again, only them.
    await bucket.delete(receiptKey);
    await bucket.put(documentKey, new Uint8Array([0x89, 0x50]), "image/png");
    const resumed = await copyFilesToBucket({ sourceDir: uploads, bucket, db });
    expect(resumed).toMatchObject({ ok: true, copied: 2, skipped: first.copied - 2, missing: [] });
    expect(Buffer.compare((await bucket.get(documentKey))!.data, fs.readFileSync(path.join(uploads, documentKey)))).toBe(0);
  });

  test("a referenced file gone from disk and bucket is reported by key and column, and the command exits non-zero", async () => {
    const lost = (await referencedFileKeys(db)).find((r) => r.column === "venue_images.file_key")!.key;
    fs.rmSync(path.join(uploads, lost));
    await bucket.delete(lost);
    // A key the database names that leads through the linked folder to a file outside.
    await runWrite((db) => db.insert(tables.inquiries).values({ name: "Made", email: "made@example.com", phone: "+62 813", note: "SHE", documentKey: "outside/secret.txt" }));

    const result = await copyFilesToBucket({ sourceDir: uploads, bucket, db });
    expect(result.ok).toBe(false);
    expect(result.missing).toEqual([
      { key: lost, column: "venue_images.file_key" },
      { key: "outside/secret.txt", column: "inquiries.document_key" },
    ]);
    expect(await bucket.exists("outside/secret.txt")).toBe(false);

    // The command line, as an operator runs it (S3_* and STORAGE_DIR from the environment).
    const run = promisify(execFile)(process.execPath, ["--import", "tsx", path.resolve("scripts/db-copy.ts"), "--files", "--from", path.join(dir, "app.db")], {
      env: { ...process.env, ...s3.env, STORAGE_DIR: uploads, SESSION_SECRET: "a-test-secret-of-sufficient-length" },
    });
    const failure = (await run.then(() => null, (error: { code: number; stdout: string; stderr: string }) => error))!;
    expect(failure?.code).toBe(1);
    expect(failure.stdout).toContain(`MISSING ${lost} (venue_images.file_key)`);
    expect(failure.stdout).toMatch(/Files: 0 copied \(0\.0 MB\), \d+ skipped/);
    expect(failure.stderr).toContain("missing in the bucket");
  }, 60_000);
});
