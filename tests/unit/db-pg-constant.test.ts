// The search's values written as PostgreSQL constants (ADR 0467, app/db/pg-literal.server.ts):
// any text a planner types reads back as itself and nothing else, whatever
// standard_conforming_strings is; numbers keep their sign next to a minus; a statement so written
// goes in one round trip and as one statement only.
import fc from "fast-check";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgConstant, runConstantStatement } from "~/db/pg-literal.server";
import { postgresAvailable, roundTripCountingClient } from "../support/postgres";
import { testsOnPostgres } from "../support/test-db";

/** Texts a planner could send: any Unicode, quotes, backslashes and SQL's own marks mixed in; no NUL (PostgreSQL has no such text). */
const anyText = fc
  .string({ unit: fc.oneof(fc.constantFrom("'", "\\", '"', ";", "-", "/", "*", "$", "E", "\n"), fc.string({ unit: "binary", minLength: 1, maxLength: 1 })) })
  .filter((s) => !s.includes("\0"));

describe.skipIf(testsOnPostgres || !postgresAvailable())("PostgreSQL constants", () => {
  let sql: postgres.Sql;
  let roundTrips: (run: () => Promise<unknown>) => Promise<number>;

  beforeAll(async () => {
    ({ sql: sql, roundTrips } = await roundTripCountingClient());
  });

  afterAll(async () => {
    await sql?.end();
  });

  it("reads any text back as itself, with standard_conforming_strings on and off", async () => {
    for (const conforming of ["on", "off"]) {
      await sql.unsafe(`set standard_conforming_strings = ${conforming}`);
      await fc.assert(
        fc.asyncProperty(anyText, async (text) => {
          const rows = await runConstantStatement<{ v: string }[]>(sql, `select ${pgConstant(text)}::text as v`);
          // One row, one column: nothing of the text became SQL.
          expect(rows.map((r) => Object.keys(r))).toEqual([["v"]]);
          expect(rows[0].v).toBe(text);
        }),
        { numRuns: 300 },
      );
    }
    await sql.unsafe("reset standard_conforming_strings");
  });

  it("keeps a number's sign after a minus, and arrays of numbers and texts whole", async () => {
    await fc.assert(
      fc.asyncProperty(fc.maxSafeInteger(), fc.array(fc.maxSafeInteger(), { maxLength: 20 }), fc.array(anyText, { minLength: 1, maxLength: 5 }), async (n, numbers, texts) => {
        const [row] = await runConstantStatement<{ d: string; numbers: string[]; texts: string[] }[]>(
          sql,
          `select (1::numeric-${pgConstant(n)})::text as d, ${pgConstant(numbers)}::bigint[]::text[] as numbers, ${pgConstant(texts)}::text[] as texts`,
        );
        expect(row.d).toBe((1n - BigInt(n)).toString());
        expect(row.numbers).toEqual(numbers.map(String));
        expect(row.texts).toEqual(texts);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses what it cannot write exactly", () => {
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 53]) expect(() => pgConstant(bad)).toThrow(/whole number/);
    expect(() => pgConstant("a\0b")).toThrow(/NUL/);
    expect(() => pgConstant([1, 0.5])).toThrow(/whole number/);
  });

  it("sends a constant statement in one round trip, and never more than one statement", async () => {
    // postgres.js reads a parameter's type before it sends the value: two round trips.
    expect(await roundTrips(() => sql.unsafe("select $1::int as x", [1]))).toBe(2);
    expect(await roundTrips(() => runConstantStatement(sql, `select ${pgConstant(1)}::int as x`))).toBe(1);
    await expect(runConstantStatement(sql, "select 1; select 2")).rejects.toThrow(/multiple commands/);
    // Read through a cursor too (a venue list's slice).
    const batches: number[] = [];
    for await (const rows of runConstantStatement<{ n: number }[]>(sql, "select generate_series(1, 5) as n").cursor(2)) batches.push(rows.length);
    expect(batches).toEqual([2, 2, 1]);
  });
});
