// Usage: npm run seed [-- --reset] [-- --products 100000]
// Seeds DATABASE_PATH (default ./data/app.db). --reset starts from an empty database.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase } from "~/db.server";
import { isDatabaseEmpty, seedDatabase } from "~/seed/seed.server";
import { getEnv } from "~/env.server";
import { createStorage } from "~/storage/storage.server";

const { values } = parseArgs({
  options: {
    reset: { type: "boolean", default: false },
    products: { type: "string", default: "0" },
  },
});

const env = getEnv();
if (values.reset) {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(env.DATABASE_PATH + suffix, { force: true });
}
const db = openDatabase(env.DATABASE_PATH);
if (!isDatabaseEmpty(db)) {
  console.error(`${env.DATABASE_PATH} already has data; run with --reset to start again.`);
  process.exit(1);
}
const started = Date.now();
await seedDatabase(db, {
  storage: createStorage(env),
  products: Number(values.products),
  log: (m) => console.log(m),
});
console.log(`seed done in ${Date.now() - started} ms: ${env.DATABASE_PATH}`);
