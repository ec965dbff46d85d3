// The PostgreSQL schema stays the twin of the SQLite one (ADR 0331): app/db/schema.pg.ts is what
// scripts/pg-schema.ts generates from app/db/schema.ts today, both describe the same tables,
// columns, keys, defaults and indexes, and the drizzle-pg/ migrations build exactly that schema.
import fs from "node:fs";
import { Column, getTableColumns, getTableName, is, SQL, type Table } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { bigint, getTableConfig as pgConfig, PgTable, pgTable, text } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { PG_MIGRATIONS_DIR } from "~/db/copy-to-postgres.server";
import * as sqliteSchema from "~/db/schema";
import * as pgSchema from "~/db/schema.pg";
import { PG_SCHEMA_FILE, renderPgSchema, SQL_DEFAULT_TWINS } from "../../scripts/pg-schema";
import { freshPostgresDatabase, postgresAvailable } from "../support/postgres";

type Shape = Record<string, { columns: Record<string, string>; indexes: Record<string, string>; foreignKeys: string[] }>;

const sqlText = (value: unknown): string =>
  is(value, SQL)
    ? value.queryChunks.map((c) => (is(c, Column) ? c.name : is(c, SQL) ? sqlText(c) : (c as { value?: string[] }).value?.join("") ?? "")).join("")
    : String(value);

/** A dialect-neutral description of tables: what must be equal on both sides. */
function shapeOf(tables: Table[], dialect: "sqlite" | "pg"): Shape {
  const out: Shape = {};
  for (const table of tables) {
    const cfg = dialect === "sqlite" ? sqliteConfig(table as SQLiteTable) : pgConfig(table as PgTable);
    const columns: Record<string, string> = {};
    for (const col of Object.values(getTableColumns(table))) {
      let def = "";
      if (col.hasDefault && col.default !== undefined) {
        const raw = is(col.default, SQL) ? sqlText(col.default) : JSON.stringify(col.default);
        // SQL defaults compare through their declared twin.
        def = dialect === "sqlite" && SQL_DEFAULT_TWINS[raw] ? SQL_DEFAULT_TWINS[raw] : raw;
      }
      columns[col.name] = [
        col.notNull || col.primary ? "not null" : "null",
        col.primary ? "primary" : "",
        col.isUnique ? `unique ${col.uniqueName}` : "",
        def && `default ${def}`,
        col.enumValues?.length ? `enum ${col.enumValues.join("|")}` : "",
        col.generated ? `generated ${sqlText(col.generated.as)}` : "",
      ].filter(Boolean).join(", ");
    }
    const indexes: Record<string, string> = {};
    for (const idx of cfg.indexes) {
      const ic = idx.config;
      indexes[ic.name!] = `${ic.unique ? "unique " : ""}(${ic.columns.map((c) => (is(c, SQL) ? sqlText(c) : (c as Column).name)).join(", ")})${ic.where ? ` where ${sqlText(ic.where)}` : ""}`;
    }
    const foreignKeys = cfg.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return `${ref.columns.map((c) => c.name)} -> ${getTableName(ref.foreignTable)}(${ref.foreignColumns.map((c) => c.name)}) on delete ${fk.onDelete ?? "no action"}`;
    }).sort();
    out[cfg.name] = { columns, indexes, foreignKeys };
  }
  return out;
}

const sqliteTables = Object.values(sqliteSchema as Record<string, unknown>).filter((t): t is SQLiteTable => is(t, SQLiteTable));
const pgTables = Object.values(pgSchema as Record<string, unknown>).filter((t): t is PgTable => is(t, PgTable));

describe("the PostgreSQL schema twin", () => {
  it("is what the generator makes from schema.ts now (run npm run db:pg-schema)", () => {
    expect(fs.readFileSync(PG_SCHEMA_FILE, "utf8")).toBe(renderPgSchema());
  });

  it("has the same tables, columns, keys, defaults and indexes as the SQLite schema", () => {
    expect(pgTables.length).toBe(sqliteTables.length);
    expect(shapeOf(pgTables, "pg")).toEqual(shapeOf(sqliteTables, "sqlite"));
  });

  it("notices drift: a missing column, a lost NOT NULL, another index", () => {
    const sqliteUsers = shapeOf([sqliteSchema.closureDays], "sqlite");
    const drifted = pgTable("closure_days", {
      id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
      date: text("date").notNull().unique(),
      name: text("name"), // NOT NULL lost; note and created_at missing
    });
    const shape = shapeOf([drifted], "pg");
    expect(shape).not.toEqual(sqliteUsers);
    expect(shape.closure_days.columns.name).toBe("null");
    expect(Object.keys(shape.closure_days.columns)).not.toContain("created_at");
  });
});

describe.skipIf(!postgresAvailable())("the drizzle-pg migrations", () => {
  it("build the tables and columns of schema.pg.ts (run npm run db:generate:pg)", async () => {
    const target = await freshPostgresDatabase();
    const client = postgres(target.url, { max: 1, onnotice: () => {} });
    try {
      await migrate(drizzle(client), { migrationsFolder: PG_MIGRATIONS_DIR });
      const rows = await client<{ table_name: string; column_name: string; is_nullable: string }[]>`
        SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`;
      const built: Record<string, string[]> = {};
      for (const r of rows) (built[r.table_name] ??= []).push(`${r.column_name} ${r.is_nullable === "NO" ? "not null" : "null"}`);
      expect(pgTables.length).toBeGreaterThan(0);
      for (const table of pgTables) {
        const expected = Object.values(getTableColumns(table)).map((c) => `${c.name} ${c.notNull || c.primary ? "not null" : "null"}`);
        expect(built[getTableName(table)]?.sort(), getTableName(table)).toEqual(expected.sort());
      }
      // And the indexes, by name.
      const idx = await client<{ indexname: string }[]>`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`;
      const names = new Set(idx.map((i) => i.indexname));
      const declared = pgTables.flatMap((table) => pgConfig(table).indexes.map((i) => i.config.name!));
      expect(declared.length).toBeGreaterThan(0);
      expect(declared.filter((name) => !names.has(name))).toEqual([]);
    } finally {
      await client.end();
      await target.drop();
    }
  }, 60_000);
});
