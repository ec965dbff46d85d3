// Vitest global setup: seeds one database per run (migrations and the demo seed without images,
// about 0.8 s) for freshDatabase() to copy, instead of every test file seeding its own. The copy
// is a file copy (a few ms); the template's Bali date travels with it, so a run that crosses
// Bali midnight seeds afresh (the seed's dates are relative to "today").
// TEST_ENGINE=postgres: the template is also copied once into a PostgreSQL database, which each
// test file's database is then made from (CREATE DATABASE ... TEMPLATE, about 0.1 s instead of
// migrating and copying the rows again, about 1 s per file).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db.server";
import { copySqliteToPostgres } from "~/db/copy-to-postgres.server";
import * as schema from "~/db/schema";
import { freshPostgresDatabase } from "./postgres";
import { seedDatabase } from "~/seed/seed.server";
import { LocalDiskStorage } from "~/storage/storage.server";
import { baliIsoDate } from "~/utils/format";

declare module "vitest" {
  export interface ProvidedContext {
    seedTemplate: { file: string; baliDate: string; postgresTemplate?: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-seed-template-"));
  const file = path.join(dir, "template.db");
  const baliDate = baliIsoDate();
  const db = openDatabase(file);
  await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), skipImages: true });
  // Without the migration's closure days, as freshDatabase() installs every database (test-db.ts).
  db.delete(schema.closureDays).run();
  // One self-contained file: the WAL folded in, then closed.
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
  const postgresTemplate = process.env.TEST_ENGINE === "postgres" && process.env.TEST_DATABASE_URL ? await postgresCopyOf(file) : undefined;
  project.provide("seedTemplate", { file, baliDate, postgresTemplate: postgresTemplate?.name });
  return async () => {
    await postgresTemplate?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** The template, in a PostgreSQL database of its own. */
async function postgresCopyOf(file: string) {
  const target = await freshPostgresDatabase();
  await copySqliteToPostgres({ sqlitePath: file, postgresUrl: target.url });
  return target;
}
