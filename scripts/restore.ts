// Usage: npm run restore -- DIR [--force]
// Restores a backup folder (or the newest backup in DIR) into DATABASE_PATH and STORAGE_DIR.
// Stop the app first; --force replaces an existing database and uploads folder.
import { parseArgs } from "node:util";
import { restoreBackup } from "~/ops/backup.server";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- DIR [--force]");
  process.exit(2);
}
try {
  const { dir, manifest } = restoreBackup({
    from: positionals[0],
    databasePath: process.env.DATABASE_PATH || "./data/app.db",
    storageDir: process.env.STORAGE_DIR || "./data/uploads",
    force: values.force,
  });
  console.log(`Restored ${dir} (${manifest.createdAt}): ${manifest.invoices} invoices, ${manifest.files} files.`);
} catch (error) {
  console.error(String((error as Error).message ?? error));
  process.exit(1);
}
