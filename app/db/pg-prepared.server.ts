// drizzle's queries on PostgreSQL, prepared (ADR 0469). drizzle's postgres.js driver sends a query
// unprepared unless it is named (`.prepare(name)`), and postgres.js sends an unprepared statement
// with parameters in two round trips: Parse and Describe, then, once it knows the parameters'
// types, Bind and Execute. A prepared one is described once per connection and then goes in one
// round trip: a product page's six reads took twelve round trips, a venue page's ten twenty.
import type postgres from "postgres";

/**
 * A query with more parameters than this stays unprepared. postgres.js keeps a connection's
 * prepared statements for the connection's life (30 to 60 minutes, its max_lifetime), one per
 * text, and a list (`inArray`) writes a new text for every length: short lists only.
 */
export const MAX_PREPARED_PARAMETERS = 8;

type Unsafe = postgres.Sql["unsafe"];

/** Whether a query with these parameters is prepared: some, and at most MAX_PREPARED_PARAMETERS. */
function preparesQuery(parameters: readonly unknown[] | undefined): boolean {
  return parameters !== undefined && parameters.length > 0 && parameters.length <= MAX_PREPARED_PARAMETERS;
}

/** The callback's connection wrapped too: begin(options?, fn) and savepoint(name?, fn) take it last. */
function wrappingCallback(open: (...args: unknown[]) => unknown) {
  return (...args: unknown[]) => {
    const callback = args.pop() as (sql: postgres.TransactionSql) => unknown;
    return open(...args, (sql: postgres.TransactionSql) => callback(preparingClient(sql)));
  };
}

/**
 * The client as drizzle sees it: `unsafe` prepares the queries `preparesQuery` accepts; the
 * connection of a transaction (`begin`) and of a savepoint is wrapped the same way. Everything
 * else is the client itself (drizzle sets its type parsers on `options`). The three functions are
 * made once per client, not on every query.
 */
export function preparingClient<T extends postgres.Sql | postgres.TransactionSql>(client: T): T {
  const unsafe = client.unsafe as Unsafe;
  const replaced = new Map<string | symbol, unknown>([
    [
      "unsafe",
      ((text: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
        unsafe(text, parameters, preparesQuery(parameters) ? { ...options, prepare: true } : options)) as Unsafe,
    ],
  ]);
  for (const name of ["begin", "savepoint"]) {
    const open = (client as unknown as Record<string, unknown>)[name];
    if (typeof open === "function") replaced.set(name, wrappingCallback(open as (...args: unknown[]) => unknown));
  }
  return new Proxy(client, {
    get: (target, property, receiver) => (replaced.has(property) ? replaced.get(property) : Reflect.get(target, property, receiver)),
  });
}
