// Vitest global setup: seeds one database per run (migrations and the demo seed without images,
// about 0.8 s) for freshDatabase() to copy, instead of every test file seeding its own. The copy
// is a file copy (a few ms); the template's Bali date travels with it, so a run that crosses
// Bali midnight seeds afresh (the seed's dates are relative to "today").
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db.server";
import { seedDatabase } from "~/seed/seed.server";
import { LocalDiskStorage } from "~/storage/storage.server";
import { baliIsoDate } from "~/utils/format";

declare module "vitest" {
  export interface ProvidedContext {
    seedTemplate: { file: string; baliDate: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-seed-template-"));
  const file = path.join(dir, "template.db");
  const baliDate = baliIsoDate();
  const db = openDatabase(file);
  await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), skipImages: true });
  // One self-contained file: the WAL folded in, then closed.
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
  project.provide("seedTemplate", { file, baliDate });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
