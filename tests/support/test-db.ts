// Helpers for domain tests against a real, temporary SQLite database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, schema, setDb, type DB } from "~/db.server";
import { seedDatabase } from "~/db/seed.server";
import { LocalDiskStorage } from "~/storage/storage.server";

/**
 * A fresh, migrated (and by default seeded, without images) database installed as the app's;
 * `products` extra generated products on top of the demo data (the seed's large catalogue).
 */
export async function freshDatabase({ seed = true, products }: { seed?: boolean; products?: number } = {}): Promise<DB> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-db-"));
  const db = openDatabase(path.join(dir, "test.db"));
  if (seed) {
    await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), skipImages: true, products });
  }
  // Tests book on dates a fixed number of days from today: the migration's Nyepi days would
  // refuse one of them on some day of the year (ADR 0310; bali-calendar.test.ts checks the seed).
  db.delete(schema.closureDays).run();
  setDb(db);
  return db;
}
