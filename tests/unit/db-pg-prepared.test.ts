// drizzle's queries on PostgreSQL prepared (ADR 0469, app/db/pg-prepared.server.ts): a query with
// parameters goes in one round trip once its connection has described it, in a transaction and a
// savepoint too; a long list stays unprepared; and the app's engine runs its queries so.
import { eq, sql as dsql } from "drizzle-orm";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPostgresEngine, type Engine } from "~/db/engine.server";
import { MAX_PREPARED_PARAMETERS, preparingClient } from "~/db/pg-prepared.server";
import { migratedPostgresDatabase, postgresAvailable, roundTripCountingClient } from "../support/postgres";
import { testsOnPostgres } from "../support/test-db";

describe.skipIf(testsOnPostgres || !postgresAvailable())("drizzle's queries on PostgreSQL, prepared", () => {
  let client: postgres.Sql;
  let roundTrips: (run: () => Promise<unknown>) => Promise<number>;

  beforeAll(async () => {
    ({ sql: client, roundTrips } = await roundTripCountingClient());
  });

  afterAll(async () => {
    await client?.end();
  });

  it("sends a query with parameters in one round trip once the connection has described it", async () => {
    const plain = drizzle(client);
    const prepared = drizzle(preparingClient(client));
    const read = (db: typeof plain, n: number) => db.execute(dsql`select ${n}::int + 1 as x`);
    // As drizzle sends it: two round trips every time (Parse and Describe, then Bind and Execute).
    expect([await roundTrips(() => read(plain, 1)), await roundTrips(() => read(plain, 2))]).toEqual([2, 2]);
    // Prepared: described on the first run, then one round trip, and the same answers.
    const text = (n: number) => dsql`select ${n}::int + 2 as x`;
    expect(await roundTrips(() => prepared.execute(text(1)))).toBe(2);
    expect(await roundTrips(() => prepared.execute(text(2)))).toBe(1);
    expect(await prepared.execute(text(40))).toEqual([{ x: 42 }]);
  });

  it("prepares the queries of a transaction and of a savepoint in it", async () => {
    const prepared = drizzle(preparingClient(client));
    const answers = await prepared.transaction(async (tx) => {
      const read = (n: number) => tx.execute(dsql`select ${n}::int * 3 as x`);
      const inTransaction = [await roundTrips(() => read(1)), await roundTrips(() => read(2))];
      const inSavepoint = await tx.transaction(async (nested) => {
        const again = (n: number) => nested.execute(dsql`select ${n}::int * 5 as x`);
        return [await roundTrips(() => again(1)), await roundTrips(() => again(2)), await again(3)];
      });
      return { inTransaction, inSavepoint };
    });
    expect(answers).toEqual({ inTransaction: [2, 1], inSavepoint: [2, 1, [{ x: 15 }]] });
  });

  it("leaves a query with more parameters than the bound unprepared: a list's every length would be kept", async () => {
    const prepared = drizzle(preparingClient(client));
    const values = Array.from({ length: MAX_PREPARED_PARAMETERS + 1 }, (_, i) => i);
    const list = () => prepared.execute(dsql`select ${dsql.join(values.map((v) => dsql`${v}::int`), dsql`, `)}`);
    expect([await roundTrips(list), await roundTrips(list)]).toEqual([2, 2]);
  });

  describe("the app's engine", () => {
    let engine: Engine;
    let close: () => Promise<void>;

    beforeAll(async () => {
      const database = await migratedPostgresDatabase();
      close = database.close;
      engine = connectPostgresEngine({ postgresUrl: database.url, max: 1 });
    });

    afterAll(async () => {
      await engine?.close();
      await close?.();
    });

    it("runs a read with a parameter as a statement prepared on its connection", async () => {
      const { venues } = engine.tables;
      await engine.db.select({ id: venues.id }).from(venues).where(eq(venues.id, 1));
      // One connection (max 1): the view lists what this session has prepared.
      const pg = engine.db as unknown as PostgresJsDatabase;
      const kept = (await pg.execute(dsql`select statement from pg_prepared_statements`)) as unknown as { statement: string }[];
      expect(kept.map((r) => r.statement)).toContainEqual(expect.stringMatching(/^select "id" from "venues" where "venues"\."id" = \$1$/));
    });
  });
});
