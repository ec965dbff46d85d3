// Usage: npm run db:copy -- --to postgres://user:pass@host/db [--from FILE] [--replace]
// Copies the SQLite database (DATABASE_PATH, or --from) into PostgreSQL: a consistent snapshot,
// the pg migrations (drizzle-pg/), every table, sequences reset, counts compared (ADR 0331).
// Safe while the app serves: the live file is only read through SQLite's online backup.
import { parseArgs } from "node:util";
import { copySqliteToPostgres, formatCounts } from "~/db/copy-to-postgres.server";

const { values } = parseArgs({
  options: {
    to: { type: "string" },
    from: { type: "string" },
    replace: { type: "boolean", default: false },
    files: { type: "boolean", default: false },
  },
});
if (values.files) {
  console.error("--files: not yet (copying the uploads to the bucket comes with the object storage move-over).");
  process.exit(2);
}
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error("Usage: npm run db:copy -- --to postgres://user:pass@host:5432/db [--from data/app.db] [--replace]");
  process.exit(2);
}
const from = values.from || process.env.DATABASE_PATH || "./data/app.db";
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
