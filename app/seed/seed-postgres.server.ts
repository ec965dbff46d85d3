// `SEED_IF_EMPTY` on PostgreSQL (issue 42, ADR 0363): an empty database gets the same demo as
// SQLite's. The demo is seeded into a temporary SQLite file (the one seed, its PRNG and dates)
// and copied over with the copy tool's checked path (db:copy), then the file is removed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import { seedDatabase } from "~/seed/seed.server";
import { openDatabase } from "~/db/sqlite.server";
import type { FileStorage } from "~/storage/storage.server";

/** Whether the PostgreSQL database has no users (as `isDatabaseEmpty` says for SQLite). */
export async function isPostgresEmpty(url: string): Promise<boolean> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // Not migrated yet (the copy migrates it): empty.
    const [{ table }] = await client<{ table: string | null }[]>`select to_regclass('users')::text as table`;
    if (!table) return true;
    const [{ n }] = await client<{ n: string }[]>`select count(*) as n from users`;
    return Number(n) === 0;
  } finally {
    await client.end();
  }
}

/**
 * Seeds the demo into an empty PostgreSQL database; false when it was not empty (another
 * instance seeded it first: the copy refuses a database with rows, and nothing is changed).
 */
export async function seedPostgresIfEmpty(url: string, options: { storage: FileStorage; skipImages?: boolean; now?: Date; log?: (m: string) => void }): Promise<boolean> {
  if (!(await isPostgresEmpty(url))) return false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-pg-seed-"));
  try {
    const file = path.join(dir, "seed.db");
    const db = openDatabase(file);
    await seedDatabase(db, options);
    db.$client.pragma("wal_checkpoint(TRUNCATE)");
    db.$client.close();
    try {
      const result = await copySqliteToPostgres({ sqlitePath: file, postgresUrl: url, log: options.log });
      if (!result.ok) throw new Error("the seeded rows differ after the copy to PostgreSQL");
    } catch (error) {
      // Another instance seeded it between the check and the copy: its demo stands.
      if (!(await isPostgresEmpty(url)) && /already has \d+ rows/.test(String((error as Error).message))) return false;
      throw error;
    }
    return true;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
