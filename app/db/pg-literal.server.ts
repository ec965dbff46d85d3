// Values written into a PostgreSQL statement's text as constants (ADR 0467). postgres.js sends a
// statement with parameters unprepared in two round trips (Parse and Describe, then Bind and
// Execute: it reads the parameters' types before encoding them); the same statement with its
// values as constants goes in one. Only the search's statements that PostgreSQL must plan for
// their values anyway (ADR 0430) are written so; they run with `runConstantStatement`, through
// the extended protocol, which takes one statement per message.
import type postgres from "postgres";

/** A value the search writes as a constant: whole numbers, texts, and arrays of either. */
export type PgConstant = number | string | readonly number[] | readonly string[];

/**
 * A whole number, a text or an array as a PostgreSQL constant. A text is quoted as libpq's
 * PQescapeLiteral quotes it: `'` doubled, and with a backslash in it the escape string form
 * (E'...') with `\` doubled, which reads the same whatever `standard_conforming_strings` is.
 * Refuses what it cannot write exactly: a number that is not a safe integer, a NUL character.
 */
export function pgConstant(value: PgConstant): string {
  if (typeof value === "number") {
    // In parentheses when negative: "x - -1" would start a comment at "--".
    return value < 0 ? `(${wholeNumber(value)})` : wholeNumber(value);
  }
  if (typeof value === "string") {
    if (value.includes("\0")) throw new TypeError("a text with a NUL character");
    const quoted = value.replaceAll("'", "''");
    return value.includes("\\") ? `E'${quoted.replaceAll("\\", "\\\\")}'` : `'${quoted}'`;
  }
  // Whole numbers as one array constant ('{1,-2}': digits, signs and commas); texts as an
  // ARRAY[...] of constants. The type comes from the statement's cast (::bigint[], ::text[]).
  if (value.every((v) => typeof v === "number")) return `'{${value.map(wholeNumber).join(",")}}'`;
  return `array[${value.map((v) => pgConstant(v)).join(", ")}]`;
}

function wholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not a whole number: ${value}`);
  return String(value);
}

/**
 * A statement without parameters, in one round trip: Parse, Bind, Describe and Execute sent
 * together (postgres.js's unnamed statement). Not the simple protocol, which would run any number
 * of statements in one text. The returned query can be awaited or read through a cursor.
 */
export function runConstantStatement<T extends object[]>(sql: postgres.Sql, text: string): postgres.PendingQuery<T> {
  // `simple` is read by postgres.js's unsafe() (3.4: the simple protocol when there are no
  // parameters) but missing from its types; tests/unit/db-pg-constant.test.ts holds what it does.
  const extendedProtocol = { simple: false } as postgres.UnsafeQueryOptions;
  return sql.unsafe<T>(text, [], extendedProtocol);
}
