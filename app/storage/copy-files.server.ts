// Moving the uploads into the bucket (`npm run db:copy -- --files`, issue 29; ADR 0330): every
// file of the local folder (venue images and their variants, listing and partner pictures,
// receipts, enquiry documents) goes to the S3 storage under the same key, streamed, a few at a
// time. Objects already there with the same size are skipped, so a run after an interruption
// copies only what is missing. Then every key the database references must be in the bucket.
// Nothing is made public: objects are put without an ACL, as the app puts them, so the
// bucket's own (private) setting covers receipts and documents as it covers images.
import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { and, isNotNull, ne } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
// The SQLite file being copied (db:copy's source), not the app's engine: its own tables.
import * as sqliteSchema from "~/db/schema";
import type { S3Storage } from "~/storage/s3-storage.server";
import { assertSafeKey, contentTypeOf } from "~/storage/storage.server";

type SqliteDb = BetterSQLite3Database<typeof sqliteSchema>;

/** The columns that hold storage keys (ADR 0330's key shapes); a new one belongs here. */
export const FILE_KEY_COLUMNS: { name: string; table: SQLiteTable; column: SQLiteColumn }[] = [
  { name: "venue_images.file_key", table: sqliteSchema.venueImages, column: sqliteSchema.venueImages.fileKey },
  { name: "transports.image_key", table: sqliteSchema.transports, column: sqliteSchema.transports.imageKey },
  { name: "equipments.image_key", table: sqliteSchema.equipments, column: sqliteSchema.equipments.imageKey },
  { name: "partners.logo_key", table: sqliteSchema.partners, column: sqliteSchema.partners.logoKey },
  { name: "payment_confirmations.file_key", table: sqliteSchema.paymentConfirmations, column: sqliteSchema.paymentConfirmations.fileKey },
  { name: "inquiries.document_key", table: sqliteSchema.inquiries, column: sqliteSchema.inquiries.documentKey },
];

/** Every storage key the database points at, once, with the first column naming it. */
export async function referencedFileKeys(db: SqliteDb): Promise<{ key: string; column: string }[]> {
  const found = new Map<string, string>();
  for (const { name, table, column } of FILE_KEY_COLUMNS) {
    const rows = await db.select({ key: column }).from(table).where(and(isNotNull(column), ne(column, ""))) as { key: string }[];
    for (const { key } of rows) if (!found.has(key)) found.set(key, name);
  }
  return [...found].map(([key, column]) => ({ key, column }));
}

export type FileCopyResult = {
  /** Files of the folder that are storage keys. */
  files: number;
  copied: number;
  skipped: number;
  bytesCopied: number;
  /** Left behind on purpose: symbolic links, special files, names no key can have. */
  ignored: { path: string; reason: string }[];
  failed: { key: string; error: string }[];
  referenced: number;
  missing: { key: string; column: string }[];
  ok: boolean;
  ms: number;
};

type Outcome = "copied" | "skipped" | "absent" | "ignored" | { error: string };

export async function copyFilesToBucket(options: {
  sourceDir: string;
  bucket: S3Storage;
  db: SqliteDb;
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<FileCopyResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const result: FileCopyResult = {
    files: 0, copied: 0, skipped: 0, bytesCopied: 0, ignored: [], failed: [], referenced: 0, missing: [], ok: false, ms: 0,
  };
  // The folder itself may be a link (a mounted volume); nothing below it is followed.
  const root = await fs.realpath(options.sourceDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  const keys = root ? await storageKeysUnder(root, result.ignored) : [];
  if (!root) log(`No uploads folder at ${options.sourceDir}: nothing to copy.`);
  result.files = keys.length;

  const inBucket = await options.bucket.sizes();
  log(`${keys.length} files under ${root ?? options.sourceDir}; ${inBucket.size} objects already in the bucket.`);

  // A key's folders must be real folders under root: a linked folder (uploads/x -> /etc) is
  // never read through, not even for a key the database names.
  const realFolders = new Map<string, Promise<boolean>>();
  const insideRoot = (key: string) => {
    const folder = path.posix.dirname(key);
    if (folder === ".") return Promise.resolve(true);
    let answer = realFolders.get(folder);
    if (!answer) {
      answer = fs.realpath(path.join(root!, folder)).then((real) => real === path.join(root!, folder), () => true);
      realFolders.set(folder, answer);
    }
    return answer;
  };

  const copy = async (key: string): Promise<Outcome> => {
    let handle: fs.FileHandle | undefined;
    try {
      if (!(await insideRoot(key))) return "ignored";
      // O_NOFOLLOW: a file swapped for a link after the listing is refused, not read.
      handle = await fs.open(path.join(root!, key), constants.O_RDONLY | constants.O_NOFOLLOW);
      const stat = await handle.stat();
      if (!stat.isFile()) return "ignored";
      if (inBucket.get(key) === stat.size) return "skipped";
      // The stream owns the handle from here: destroying it closes the file, sent or not.
      const stream = handle.createReadStream();
      handle = undefined;
      stream.on("error", () => {}); // the put reports the failure
      try {
        await options.bucket.putStream(key, stream, stat.size, contentTypeOf(key));
      } finally {
        stream.destroy();
      }
      inBucket.set(key, stat.size);
      result.bytesCopied += stat.size;
      return "copied";
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return "absent";
      if (code === "ELOOP") return "ignored";
      return { error: error instanceof Error ? error.message : String(error) };
    } finally {
      await handle?.close();
    }
  };
  const record = (key: string, outcome: Outcome) => {
    if (outcome === "copied") result.copied++;
    else if (outcome === "skipped") result.skipped++;
    else if (outcome === "ignored") result.ignored.push({ path: key, reason: "behind a link, or not a regular file" });
    else if (typeof outcome === "object") result.failed.push({ key, ...outcome });
    // "absent": deleted since the listing (an image replaced meanwhile); the check below decides.
  };

  let done = 0;
  await eachLimited(keys, options.concurrency ?? 8, async (key) => {
    record(key, await copy(key));
    if (++done % 500 === 0) log(`  ${done}/${keys.length} (${result.copied} copied, ${result.skipped} skipped)`);
  });

  // The check reads the bucket again, not what this run believes it wrote.
  const referenced = await referencedFileKeys(options.db);
  result.referenced = referenced.length;
  const present = await options.bucket.sizes();
  for (const ref of referenced) {
    if (present.has(ref.key)) continue;
    // Uploaded while the copy ran (the app writes the file before its row): copy it now.
    let safe = false;
    try {
      assertSafeKey(ref.key);
      safe = true;
    } catch {
      // not a key any storage can hold: missing
    }
    if (safe && root) {
      const outcome = await copy(ref.key);
      record(ref.key, outcome);
      if ((outcome === "copied" || outcome === "skipped") && (await options.bucket.exists(ref.key))) continue;
    }
    result.missing.push(ref);
  }
  result.ok = result.missing.length === 0 && result.failed.length === 0;
  result.ms = Date.now() - started;
  return result;
}

/** The files under root whose relative paths are storage keys; links and other names are set aside. */
async function storageKeysUnder(root: string, ignored: FileCopyResult["ignored"]): Promise<string[]> {
  const keys: string[] = [];
  const visit = async (relative: string) => {
    const entries = await fs.readdir(path.join(root, relative), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return []; // removed since its parent was read
      throw error;
    });
    for (const entry of entries) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) {
        ignored.push({ path: key, reason: "symbolic link, not followed" });
        continue;
      }
      if (!entry.isDirectory() && !entry.isFile()) {
        ignored.push({ path: key, reason: "not a regular file" });
        continue;
      }
      try {
        assertSafeKey(key);
      } catch {
        ignored.push({ path: key, reason: "not a storage key" });
        continue;
      }
      if (entry.isDirectory()) await visit(key);
      else keys.push(key);
    }
  };
  await visit("");
  return keys.sort();
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

export function formatFileCopy(result: FileCopyResult): string {
  const mb = (result.bytesCopied / 1024 / 1024).toFixed(1);
  const lines = [
    `Files: ${result.copied} copied (${mb} MB), ${result.skipped} skipped (already in the bucket), ` +
      `${result.failed.length} failed, ${result.ignored.length} ignored`,
    `Referenced by the database: ${result.referenced} keys, ${result.referenced - result.missing.length} in the bucket, ${result.missing.length} missing`,
  ];
  for (const m of result.missing) lines.push(`  MISSING ${m.key} (${m.column})`);
  for (const f of result.failed) lines.push(`  FAILED ${f.key}: ${f.error}`);
  for (const i of result.ignored.slice(0, 20)) lines.push(`  ignored ${i.path}: ${i.reason}`);
  if (result.ignored.length > 20) lines.push(`  ... and ${result.ignored.length - 20} more ignored`);
  return lines.join("\n");
}
