// Helpers for domain tests against a real, temporary SQLite database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, schema, setDb, type DB } from "~/db.server";
import { seedDatabase } from "~/db/seed.server";
import { inject } from "vitest";
import { LocalDiskStorage } from "~/storage/storage.server";
import { baliIsoDate } from "~/utils/format";

/**
 * A fresh, migrated (and by default seeded, without images) database installed as the app's;
 * `products` extra generated products on top of the demo data (the seed's large catalogue).
 */
export async function freshDatabase({ seed = true, products }: { seed?: boolean; products?: number } = {}): Promise<DB> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-db-"));
  const file = path.join(dir, "test.db");
  // The run's seeded template (tests/support/seed-template.ts) when it was seeded today in Bali
  // (a catalogue with extra products is seeded here).
  const template = seed && !products ? inject("seedTemplate") : null;
  const fromTemplate = template && template.baliDate === baliIsoDate() && fs.existsSync(template.file);
  if (fromTemplate) fs.copyFileSync(template.file, file);
  const db = openDatabase(file);
  if (seed && !fromTemplate) {
    await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), skipImages: true, products });
  }
  // Tests book on dates a fixed number of days from today: the migration's Nyepi days would
  // refuse one of them on some day of the year (ADR 0310; bali-calendar.test.ts checks the seed).
  db.delete(schema.closureDays).run();
  setDb(db);
  return db;
}
