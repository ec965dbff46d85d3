// Copies a SQLite database into PostgreSQL (`npm run db:copy`, ADR 0331): a consistent snapshot
// of the live file (SQLite's online backup), the pg migrations applied, every table copied in
// foreign-key order in batches inside one transaction, identity sequences moved past the copied
// ids, then the row counts of both sides compared.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { getTableConfig, type SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { PgTable } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { openDatabase } from "~/db/sqlite.server";
import * as sqliteSchema from "~/db/schema";
import * as pgSchema from "~/db/schema.pg";

export const PG_MIGRATIONS_DIR = path.resolve(process.cwd(), "drizzle-pg");

/** Tables the pg migrations fill with reference rows (Nyepi days): replaced by the source's rows. */
const FILLED_BY_MIGRATIONS = new Set(["closure_days"]);

export type TableCount = { table: string; sqlite: number; postgres: number };
export type CopyResult = { counts: TableCount[]; ok: boolean; ms: number };

/** The schema's tables, parents before children (foreign keys), by SQL name. */
export function tablesInDependencyOrder(): { name: string; sqlite: SQLiteTable; pg: PgTable }[] {
  const pgByName = new Map(
    Object.values(pgSchema as Record<string, unknown>).filter((t): t is PgTable => is(t, PgTable)).map((t) => [getTableName(t), t]),
  );
  const all = Object.values(sqliteSchema as Record<string, unknown>).filter((t): t is SQLiteTable => is(t, SQLiteTable));
  const byName = new Map<string, SQLiteTable>(all.map((t) => [getTableName(t), t]));
  const done = new Set<string>();
  const out: { name: string; sqlite: SQLiteTable; pg: PgTable }[] = [];
  const visit = (name: string, path: string[]) => {
    if (done.has(name)) return;
    if (path.includes(name)) throw new Error(`foreign-key cycle: ${[...path, name].join(" -> ")}`);
    const table = byName.get(name)!;
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = getTableName(fk.reference().foreignTable);
      if (parent !== name) visit(parent, [...path, name]);
    }
    done.add(name);
    const pg = pgByName.get(name);
    if (!pg) throw new Error(`${name} has no PostgreSQL twin: run npm run db:pg-schema`);
    out.push({ name, sqlite: table, pg });
  };
  for (const t of all) visit(getTableName(t), []);
  return out;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A consistent copy of a live SQLite file (WAL included) in a temp folder, migrated to the current schema. */
export async function snapshotSqlite(file: string): Promise<{ path: string; dispose: () => void }> {
  if (!fs.existsSync(file)) throw new Error(`no SQLite database at ${file}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balimice-copy-"));
  const target = path.join(dir, "snapshot.db");
  const live = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await live.backup(target);
  } finally {
    live.close();
  }
  return { path: target, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function copySqliteToPostgres(opts: {
  sqlitePath: string;
  postgresUrl: string;
  /** Rows per INSERT; lowered per table to stay under PostgreSQL's 65535 parameters. */
  batchSize?: number;
  /** Empty the target's tables first even when they hold rows (default: refuse). */
  replace?: boolean;
  log?: (line: string) => void;
}): Promise<CopyResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const snapshot = await snapshotSqlite(opts.sqlitePath);
  const source = openDatabase(snapshot.path); // migrates the snapshot (never the live file) to the current schema
  const client = postgres(opts.postgresUrl, { max: 1, onnotice: () => {} });
  try {
    const pg = drizzle(client);
    await migrate(pg, { migrationsFolder: PG_MIGRATIONS_DIR });
    const tables = tablesInDependencyOrder();
    const sqliteCount = (name: string) =>
      (source.$client.prepare(`SELECT count(*) AS n FROM ${quote(name)}`).get() as { n: number }).n;

    await pg.transaction(async (tx) => {
      for (const { name } of tables) {
        if (FILLED_BY_MIGRATIONS.has(name) || opts.replace) continue;
        const [{ n }] = await tx.execute<{ n: string }>(sql.raw(`SELECT count(*) AS n FROM ${quote(name)}`));
        if (Number(n) > 0) throw new Error(`PostgreSQL table ${name} already has ${n} rows: copy into an empty database (or pass --replace)`);
      }
      await tx.execute(sql.raw(`TRUNCATE ${tables.map((t) => quote(t.name)).join(", ")} RESTART IDENTITY CASCADE`));
      // The rows come with their derived values (search copies, owner members): the triggers
      // that derive them would add rows or redo work. Table owners may do this; no superuser.
      for (const { name } of tables) await tx.execute(sql.raw(`ALTER TABLE ${quote(name)} DISABLE TRIGGER USER`));

      for (const { name, sqlite, pg: pgTable } of tables) {
        const columns = Object.entries(getTableColumns(sqlite)).filter(([, c]) => !c.generated) as [string, SQLiteColumn][];
        const perInsert = Math.max(1, Math.min(opts.batchSize ?? 1000, Math.floor(60000 / columns.length)));
        const select = source.$client
          .prepare(`SELECT ${columns.map(([, c]) => quote(c.name)).join(", ")} FROM ${quote(name)} ORDER BY rowid`)
          .raw(true);
        let batch: Record<string, unknown>[] = [];
        let copied = 0;
        const flush = async () => {
          if (!batch.length) return;
          await tx.insert(pgTable).values(batch as never);
          copied += batch.length;
          batch = [];
        };
        for (const raw of select.iterate() as IterableIterator<unknown[]>) {
          const row: Record<string, unknown> = {};
          columns.forEach(([key, col], i) => {
            const v = raw[i];
            // Through drizzle's own mappings: 0/1 -> boolean, ms -> Date, JSON text -> value.
            row[key] = v === null ? null : col.mapFromDriverValue(v);
          });
          batch.push(row);
          if (batch.length >= perInsert) await flush();
        }
        await flush();
        log(`${name}: ${copied} rows`);
      }

      for (const { name } of tables) await tx.execute(sql.raw(`ALTER TABLE ${quote(name)} ENABLE TRIGGER USER`));
      await tx.execute(sql`SELECT products_text_rebuild()`);
      // Identity columns carry on after the highest copied id.
      for (const { name, pg: pgTable } of tables) {
        for (const col of Object.values(getTableColumns(pgTable))) {
          if (!col.generatedIdentity) continue;
          await tx.execute(
            sql.raw(
              `SELECT setval(pg_get_serial_sequence('${quote(name)}', '${col.name}'), coalesce((SELECT max(${quote(col.name)}) FROM ${quote(name)}), 0) + 1, false)`,
            ),
          );
        }
      }
    });

    const counts: TableCount[] = [];
    for (const { name } of tables) {
      const [{ n }] = await pg.execute<{ n: string }>(sql.raw(`SELECT count(*) AS n FROM ${quote(name)}`));
      counts.push({ table: name, sqlite: sqliteCount(name), postgres: Number(n) });
    }
    return { counts, ok: counts.every((c) => c.sqlite === c.postgres), ms: Date.now() - started };
  } finally {
    await client.end();
    source.$client.close();
    snapshot.dispose();
  }
}

/** The counts as a plain text table, mismatches marked. */
export function formatCounts(counts: TableCount[]): string {
  const width = Math.max(5, ...counts.map((c) => c.table.length));
  const lines = [`${"table".padEnd(width)}  ${"sqlite".padStart(9)}  ${"postgres".padStart(9)}`];
  for (const c of counts) {
    lines.push(`${c.table.padEnd(width)}  ${String(c.sqlite).padStart(9)}  ${String(c.postgres).padStart(9)}${c.sqlite === c.postgres ? "" : "  MISMATCH"}`);
  }
  return lines.join("\n");
}
