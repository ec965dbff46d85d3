// Column types of the PostgreSQL schema (app/db/schema.pg.ts, ADR 0331) that keep the values
// the domain code sees identical to the SQLite side, so one module can later run on both.
import { customType } from "drizzle-orm/pg-core";

/**
 * An instant stored as UTC epoch milliseconds in a bigint, read as a Date: the same
 * representation as SQLite's `integer(..., { mode: "timestamp_ms" })`, so rows copy 1:1 and the
 * raw SQL that does arithmetic on instants (ADR 0160's occupied window) runs unchanged.
 */
export const timestampMs = customType<{ data: Date; driverData: number | string | bigint }>({
  dataType: () => "bigint",
  toDriver: (value) => value.getTime(),
  // postgres.js hands int8 over as a string (it may exceed 2^53; epoch milliseconds never do).
  fromDriver: (value) => new Date(Number(value)),
});
