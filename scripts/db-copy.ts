// Usage: npm run db:copy -- --to postgres://user:pass@host/db [--from FILE] [--replace] [--files]
//        npm run db:copy -- --files [--from FILE]
// --to: copies the SQLite database (DATABASE_PATH, or --from) into PostgreSQL: a consistent
// snapshot, the pg migrations (drizzle-pg/), every table, sequences reset, counts compared (ADR 0331).
// Safe while the app serves: the live file is only read through SQLite's online backup.
// --files: copies the uploads (STORAGE_DIR) into the bucket of the S3_* settings, as the app
// reads them (ADR 0330), skipping what is already there, then checks that every file the
// database refers to is in the bucket. After --to when both are given.
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { parseArgs } from "node:util";
import { copySqliteToPostgres, formatCounts } from "~/db/copy-to-postgres.server";
import * as schema from "~/db/schema";
import { getEnv } from "~/env.server";
import { copyFilesToBucket, formatFileCopy } from "~/storage/copy-files.server";
import { S3Storage } from "~/storage/s3-storage.server";

const USAGE =
  "Usage: npm run db:copy -- --to postgres://user:pass@host:5432/db [--from data/app.db] [--replace] [--files]\n" +
  "       npm run db:copy -- --files [--from data/app.db]   (uploads in STORAGE_DIR to the S3_* bucket)";

const { values } = parseArgs({
  options: {
    to: { type: "string" },
    from: { type: "string" },
    replace: { type: "boolean", default: false },
    files: { type: "boolean", default: false },
  },
});
if (values.to === undefined && !values.files) {
  console.error(USAGE);
  process.exit(2);
}
if (values.to !== undefined && !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error(USAGE);
  process.exit(2);
}
const from = values.from || process.env.DATABASE_PATH || "./data/app.db";

if (values.to) {
  try {
    const result = await copySqliteToPostgres({ sqlitePath: from, postgresUrl: values.to, replace: values.replace, log: (l) => console.log(l) });
    console.log("");
    console.log(formatCounts(result.counts));
    console.log("");
    if (!result.ok) {
      console.error("Row counts differ: the copy is not complete.");
      process.exit(1);
    }
    console.log(`Copied ${result.counts.length} tables from ${from} in ${result.ms} ms; counts match.`);
  } catch (error) {
    console.error(`db:copy failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (values.files) {
  try {
    const env = getEnv();
    if (!env.S3) throw new Error("--files needs the bucket's S3_* settings (S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; see README)");
    // The live database, read only: the keys its rows refer to.
    const sqlite = new Database(from, { readonly: true, fileMustExist: true });
    try {
      const result = await copyFilesToBucket({
        sourceDir: env.STORAGE_DIR,
        bucket: new S3Storage(env.S3),
        db: drizzle(sqlite, { schema }),
        log: (l) => console.log(l),
      });
      console.log("");
      console.log(formatFileCopy(result));
      console.log("");
      if (!result.ok) {
        console.error("Files are missing in the bucket (or failed to copy): the move-over is not complete.");
        process.exit(1);
      }
      console.log(`Uploads of ${env.STORAGE_DIR} are in bucket ${env.S3.bucket} (${result.ms} ms); every referenced file is there.`);
    } finally {
      sqlite.close();
    }
  } catch (error) {
    console.error(`db:copy --files failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
