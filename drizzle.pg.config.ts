// The PostgreSQL twin of drizzle.config.ts (ADR 0331): app/db/schema.pg.ts is generated from
// app/db/schema.ts by scripts/pg-schema.ts; its migrations go to drizzle-pg/.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.pg.ts",
  out: "./drizzle-pg",
});
