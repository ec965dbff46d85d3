// Each test file gets its own temporary SQLite file and storage folder (see test-db.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-unit-"));
process.env.DATABASE_PATH = path.join(dir, "test.db");
process.env.STORAGE_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "unit-test-session-secret-0123456789";
process.env.SEED_IF_EMPTY = "false";
process.env.NODE_ENV = "test";
