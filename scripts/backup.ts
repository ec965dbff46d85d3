// Usage: npm run backup -- --to DIR [--keep N]
// An online backup of DATABASE_PATH and STORAGE_DIR into DIR/backup-<UTC time>/ (safe while
// the app serves); keeps the newest N (default 7). See README "Operating it".
import { parseArgs } from "node:util";
import { createBackup } from "~/ops/backup.server";

const { values } = parseArgs({ options: { to: { type: "string" }, keep: { type: "string", default: "7" } } });
const keep = Number(values.keep);
if (!values.to || !Number.isInteger(keep) || keep < 1) {
  console.error("Usage: npm run backup -- --to DIR [--keep N]   (N >= 1, default 7)");
  process.exit(2);
}
const started = Date.now();
const { dir, manifest, removed } = await createBackup({
  databasePath: process.env.DATABASE_PATH || "./data/app.db",
  storageDir: process.env.STORAGE_DIR || "./data/uploads",
  toDir: values.to,
  keep,
});
console.log(`Backup ${dir}: ${manifest.invoices} invoices, ${manifest.outbox} e-mails, ${manifest.files} files, integrity ${manifest.integrity} (${Date.now() - started} ms)`);
for (const old of removed) console.log(`Removed old backup ${old}`);
// With object storage the uploads are not on this disk: the bucket's own versioning or
// replication is their backup (README "Object storage"); say so rather than imply 0 files is all.
if (process.env.S3_BUCKET) console.log(`Files are in the bucket ${process.env.S3_BUCKET}, not in this backup: keep its versioning or replication on.`);
