// Start-up: validate configuration, open the database (applying migrations) and seed it
// when empty, so `npm start` on a fresh machine serves a working marketplace.
import { getDb } from "~/db.server";
import { isDatabaseEmpty, seedDatabase } from "~/db/seed.server";
import { getEnv } from "~/env.server";
import { startInvoiceExpiry } from "~/payments/invoice-status.server";
import { getStorage } from "~/storage/storage.server";

let ready: Promise<void> | undefined;

export function bootstrap(): Promise<void> {
  ready ??= (async () => {
    const env = getEnv();
    const db = getDb();
    if (env.SEED_IF_EMPTY === "true" && isDatabaseEmpty(db)) {
      console.log(`Seeding empty database ${env.DATABASE_PATH} ...`);
      await seedDatabase(db, { storage: getStorage(), log: (m) => console.log(`  ${m}`) });
    }
    // Unpaid invoices past their 2 x 24 h deadline expire (now, then every 5 minutes).
    startInvoiceExpiry();
    if (env.APP_URL && !env.MIDTRANS_SERVER_KEY && process.env.E2E !== "true") {
      console.warn(
        env.PAYMENT_SANDBOX === "true"
          ? "PAYMENT_SANDBOX=true: online payments use the local sandbox, labelled as test payments (no money moves)."
          : "MIDTRANS_SERVER_KEY is not set: online payment is refused (bank transfer only). Set PAYMENT_SANDBOX=true for a demo.",
      );
    }
  })();
  return ready;
}
