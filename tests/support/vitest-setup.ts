// Each test file gets its own temporary SQLite file and storage folder (see test-db.ts). Files
// sharing a process (vitest.config.ts) load the app's modules once: the settings and the storage
// are read again for each file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { rereadEnv } from "~/env.server";
import { forgetStorage } from "~/storage/storage.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-unit-"));
process.env.DATABASE_PATH = path.join(dir, "test.db");
process.env.STORAGE_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "unit-test-session-secret-0123456789";
process.env.SEED_IF_EMPTY = "false";
process.env.NODE_ENV = "test";
rereadEnv();
forgetStorage();
// The app's wiring (ADR 0390): the jobs and the mail attachments' drawers that the running app
// registers at start-up, so a test that delivers mail or runs due jobs finds them whichever
// file loaded the modules first. Imported after the settings above are in place.
await import("~/background-work.server");
