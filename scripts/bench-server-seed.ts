// The database of one `npm run bench:server` side, seeded by the code of the tree it runs in
// (bench:server --compare copies this file into the other commit's scratch worktree and runs it
// there, so each build gets the demo rows and sessions its own schema expects). Prints one JSON
// line: product ids, and a logged-in planner's and a guest-with-cart's session cookies.
// tsx scripts/bench-server-seed.ts --db <file> --products <n> --secret <session secret>
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { db: { type: "string" }, products: { type: "string", default: "0" }, secret: { type: "string" } },
});
if (!values.db || !values.secret) throw new Error("--db and --secret are required");
const dbFile = path.resolve(values.db);
const dir = path.dirname(dbFile);
// The app's modules read these when first used (database, session signing).
process.env.DATABASE_PATH = dbFile;
process.env.SESSION_SECRET = values.secret;
process.env.STORAGE_DIR = path.join(dir, "uploads");

type SeedModule = {
  seedDatabase: (db: unknown, options: { storage: unknown; products: number; skipImages: boolean }) => Promise<unknown>;
};
/** The seeding module where this tree has it (app/seed/ since issue 44's layering, app/db/ before). */
async function importSeed(): Promise<SeedModule> {
  for (const specifier of ["~/seed/seed.server", "~/db/seed.server"]) {
    try {
      return (await import(specifier)) as SeedModule;
    } catch (error) {
      if ((error as { code?: string }).code !== "ERR_MODULE_NOT_FOUND") throw error;
    }
  }
  throw new Error("no seeding module (app/seed/seed.server.ts or app/db/seed.server.ts) in this tree");
}

async function main() {
  const { openDatabase, setEngine } = await import("~/db.server");
  const { openSqliteEngine } = await import("~/db/engine.server");
  const { seedDatabase } = await importSeed();
  const { LocalDiskStorage } = await import("~/storage/storage.server");
  const db = openDatabase(dbFile);
  await seedDatabase(db, { storage: new LocalDiskStorage(path.join(dir, "uploads")), products: Number(values.products), skipImages: true });
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  const engine = openSqliteEngine({ sqlitePath: dbFile });
  setEngine(engine);
  const productIds = (db.$client.prepare("select id from products order by id limit 20").all() as { id: number }[]).map((r) => r.id);
  const customer = db.$client.prepare("select id from users where email = 'customer@balimice.local'").get() as { id: number };
  // A logged-in planner's and a guest-with-cart's session cookies, as the app signs them.
  const { getSessionStorage } = await import("~/accounts/session.server");
  const storage = getSessionStorage();
  const loggedIn = await storage.getSession();
  loggedIn.set("userId", customer.id);
  const loggedInCookie = (await storage.commitSession(loggedIn)).split(";")[0]!;
  const guest = await storage.getSession();
  guest.set("cartSessionId", "bench-guest-cart");
  const guestCookie = (await storage.commitSession(guest)).split(";")[0]!;
  db.$client.close();
  await engine.close({ checkpoint: true });
  setEngine(undefined);
  console.log(JSON.stringify({ productIds, loggedInCookie, guestCookie }));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
