import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    globalSetup: ["tests/support/seed-template.ts"],
    pool: "forks",
    // Every core: Vitest's default leaves one free (one worker on CI's two cores), though
    // nothing else runs beside the unit tests.
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
  },
});
