// PostgreSQL for tests (ADR 0331): scripts/test-all.sh starts a throwaway server and sets
// TEST_DATABASE_URL (scripts/postgres-test-server.sh). Each test file gets its own database.
// Without it the PostgreSQL tests skip, saying why; on CI (env CI set) they fail instead.
import { randomBytes } from "node:crypto";
import net from "node:net";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { PG_MIGRATIONS_DIR } from "~/db/copy-to-postgres.server";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

const HOW = "start one with `eval \"$(bash scripts/postgres-test-server.sh start)\"`, or run `npm test`";
export const PG_MISSING = `TEST_DATABASE_URL is not set: the PostgreSQL tests skip (${HOW})`;

/** Whether PostgreSQL tests should run; throws on CI when there is no server, so CI cannot skip them. */
export function postgresAvailable(): boolean {
  if (TEST_DATABASE_URL) return true;
  if (process.env.CI) throw new Error(`TEST_DATABASE_URL is not set, and on CI the PostgreSQL tests must run (${HOW})`);
  console.warn(PG_MISSING);
  return false;
}

/**
 * A new database on the test server, empty or a copy of `template` (a database of the same
 * server nobody is connected to); `drop` removes it.
 */
export async function freshPostgresDatabase({ template }: { template?: string } = {}): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error(PG_MISSING);
  const name = `balimice_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  if (template && !/^[a-z0-9_]+$/.test(template)) throw new Error(`not a database name: ${template}`);
  await admin.unsafe(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const again = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
      await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/**
 * A fresh database with the drizzle-pg migrations applied, and one-connection clients on it
 * (separate sessions, as separate app processes would have); `close` ends them and drops it.
 */
export async function migratedPostgresDatabase(): Promise<{ url: string; admin: postgres.Sql; connect: () => postgres.Sql; close: () => Promise<void> }> {
  const target = await freshPostgresDatabase();
  const clients: postgres.Sql[] = [];
  const connect = () => {
    const client = postgres(target.url, { max: 1, onnotice: () => {} });
    clients.push(client);
    return client;
  };
  const admin = connect();
  await migrate(drizzle(admin), { migrationsFolder: PG_MIGRATIONS_DIR });
  return {
    url: target.url,
    admin,
    connect,
    close: async () => {
      await Promise.all(clients.map((c) => c.end()));
      await target.drop();
    },
  };
}

/**
 * A one-connection client on the test server whose round trips can be counted: `roundTrips(run)`
 * is how many times the client wrote and then waited for the server's answer while `run` ran
 * (postgres.js 3.4 connects through `socket` when given; its types leave it out).
 */
export async function roundTripCountingClient(): Promise<{ sql: postgres.Sql; roundTrips: (run: () => Promise<unknown>) => Promise<number> }> {
  if (!TEST_DATABASE_URL) throw new Error(PG_MISSING);
  const url = new URL(TEST_DATABASE_URL);
  /** The client's writes and the server's answers, in order, on the one connection. */
  const events: Array<"write" | "read"> = [];
  const options = {
    max: 1,
    onnotice: () => {},
    socket: () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(Number(url.port), url.hostname, () => resolve(socket));
        socket.once("error", reject);
        const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
        socket.write = ((...args: unknown[]) => (events.push("write"), write(...args))) as typeof socket.write;
        socket.on("data", () => events.push("read"));
      }),
  };
  const sql = postgres(TEST_DATABASE_URL, options);
  await sql.unsafe("select 1");
  const roundTrips = async (run: () => Promise<unknown>) => {
    events.length = 0;
    await run();
    return events.filter((e, i) => e === "write" && events[i - 1] !== "write").length;
  };
  return { sql, roundTrips };
}
