// Start-up: validate configuration, open the database (applying migrations) and seed it
// when empty, so `npm start` on a fresh machine serves a working marketplace.
import { getDb } from "~/db.server";
import { isDatabaseEmpty, seedDatabase } from "~/db/seed.server";
import { getEnv } from "~/env.server";
import { getStorage } from "~/storage/storage.server";

let ready: Promise<void> | undefined;

export function bootstrap(): Promise<void> {
  ready ??= (async () => {
    const env = getEnv();
    const db = getDb();
    if (env.SEED_IF_EMPTY === "true" && isDatabaseEmpty(db)) {
      console.log(`Seeding empty database ${env.DATABASE_PATH} ...`);
      await seedDatabase(db, { storage: getStorage(), log: (m) => console.log(`  ${m}`) });
    }
  })();
  return ready;
}
