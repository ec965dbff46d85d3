import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// bcrypt at its lowest cost in the unit tests (ADR 0437): tests that measure or hold the cost
// set their own. Set here so the seed template (global setup) and the workers share it.
process.env.PASSWORD_HASH_COST ??= "4";
// The demo pictures a seed renders, kept for the next seed of the run (ADR 0438): the dev-server
// test seeds with pictures, and so do both e2e passes after it (playwright.config.ts).
process.env.SEED_IMAGE_CACHE_DIR ??= path.resolve(import.meta.dirname, "node_modules/.cache/balimice-seed-images");

const ALL = ["tests/unit/**/*.test.ts", "app/**/*.test.ts"];
// Files that change the process's environment or module graph for their own tests (stubbed
// env, mocked modules, S3 settings, fresh module imports): each runs in a fresh process.
// Every other file shares its worker's loaded modules with the files before it, which halves
// the run (importing the app again for each of 120 files was most of it); test-db.ts gives each
// file its own database either way.
const ISOLATED = [
  "tests/unit/accounts-oauth.test.ts",
  "tests/unit/accounts-routes.test.ts",
  "tests/unit/booking-form-defaults.test.ts",
  "tests/unit/catalog-head-count.test.ts",
  "tests/unit/checkout-planner-pages.test.ts",
  "tests/unit/language-leftovers.test.ts",
  "tests/unit/payments-online-availability.test.ts",
  "tests/unit/storage-copy-files.test.ts",
  "tests/unit/storage-s3.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    globalSetup: ["tests/support/seed-template.ts"],
    pool: "forks",
    // Every core: Vitest's default leaves one free (one worker on CI's two cores), though
    // nothing else runs beside the unit tests.
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: "isolated", include: ISOLATED } },
      { extends: true, test: { name: "shared", include: ALL, exclude: ISOLATED, isolate: false } },
    ],
  },
});
