// Backups (ADR 0104): an online, consistent copy of the SQLite database through SQLite's backup
// API (better-sqlite3's db.backup(): safe while the app serves and writes), then a copy of the
// uploads folder, into DIR/backup-<UTC time>/. The newest N are kept. Restore copies one back
// into DATABASE_PATH and STORAGE_DIR while the app is stopped.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export const BACKUP_PREFIX = "backup-";
const DB_FILE = "app.db";
const UPLOADS_DIR = "uploads";
const SECRET_FILE = ".session-secret";
const MANIFEST = "manifest.json";

export type Manifest = { createdAt: string; invoices: number; outbox: number; files: number; integrity: string };

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Writes a new backup under `toDir` and returns its folder; keeps the newest `keep` backups. */
export async function createBackup({
  databasePath,
  storageDir,
  toDir,
  keep = 7,
  now = new Date(),
}: { databasePath: string; storageDir: string; toDir: string; keep?: number; now?: Date }): Promise<{ dir: string; manifest: Manifest; removed: string[] }> {
  if (!fs.existsSync(databasePath)) throw new Error(`No database at ${databasePath}`);
  fs.mkdirSync(toDir, { recursive: true });
  const name = `${BACKUP_PREFIX}${now.toISOString().replace(/[-:]/g, "")}`; // e.g. backup-20261122T154807.123Z
  const partial = path.join(toDir, `.${name}.partial`);
  const dir = path.join(toDir, name);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial);

  // The database first: uploads are only added or removed after their rows, so files copied
  // afterwards cover every row of the snapshot (at worst a few unreferenced extras).
  const source = new Database(databasePath, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(path.join(partial, DB_FILE));
  } finally {
    source.close();
  }
  if (fs.existsSync(storageDir)) fs.cpSync(storageDir, path.join(partial, UPLOADS_DIR), { recursive: true });
  const secret = path.join(path.dirname(path.resolve(databasePath)), SECRET_FILE);
  if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(partial, SECRET_FILE));

  const copy = new Database(path.join(partial, DB_FILE), { readonly: true });
  let manifest: Manifest;
  try {
    const count = (table: string) => (copy.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    manifest = {
      createdAt: now.toISOString(),
      invoices: count("invoices"),
      outbox: count("outbox"),
      files: countFiles(path.join(partial, UPLOADS_DIR)),
      integrity: String(copy.pragma("integrity_check", { simple: true })),
    };
  } finally {
    copy.close();
  }
  if (manifest.integrity !== "ok") throw new Error(`Backup failed its integrity check: ${manifest.integrity}`);
  fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 2));
  fs.renameSync(partial, dir); // a backup folder is complete or absent

  const removed = listBackups(toDir).slice(0, -Math.max(1, keep));
  for (const old of removed) fs.rmSync(old, { recursive: true, force: true });
  return { dir, manifest, removed };
}

/** Complete backups under `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.startsWith(BACKUP_PREFIX) && fs.existsSync(path.join(dir, n, MANIFEST)))
    .sort()
    .map((n) => path.join(dir, n));
}

/**
 * Restores a backup folder (or the newest backup in a folder of backups) into `databasePath`
 * and `storageDir`. The app must be stopped. Refuses to overwrite an existing database unless `force`.
 */
export function restoreBackup({
  from,
  databasePath,
  storageDir,
  force = false,
}: { from: string; databasePath: string; storageDir: string; force?: boolean }): { dir: string; manifest: Manifest } {
  const dir = fs.existsSync(path.join(from, MANIFEST)) ? from : listBackups(from).at(-1);
  if (!dir) throw new Error(`No backup found in ${from}`);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), "utf8")) as Manifest;
  if (fs.existsSync(databasePath) && !force) {
    throw new Error(`${databasePath} exists; stop the app and pass --force to replace it.`);
  }
  fs.mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(databasePath + suffix, { force: true });
  fs.copyFileSync(path.join(dir, DB_FILE), databasePath);
  fs.rmSync(storageDir, { recursive: true, force: true });
  if (fs.existsSync(path.join(dir, UPLOADS_DIR))) fs.cpSync(path.join(dir, UPLOADS_DIR), storageDir, { recursive: true });
  else fs.mkdirSync(storageDir, { recursive: true });
  const secret = path.join(path.dirname(path.resolve(databasePath)), SECRET_FILE);
  if (fs.existsSync(path.join(dir, SECRET_FILE)) && (force || !fs.existsSync(secret))) {
    fs.copyFileSync(path.join(dir, SECRET_FILE), secret);
    fs.chmodSync(secret, 0o600);
  }
  return { dir, manifest };
}
