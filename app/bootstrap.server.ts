// Start-up: validate configuration, open the database (applying migrations) and seed it
// when empty, so `npm start` on a fresh machine serves a working marketplace.
import { getEngine, run, startEngine, tables, withSqliteWriter } from "~/db.server";
import { isDatabaseEmpty, seedDatabase } from "~/seed/seed.server";
import { getEnv, mailOnlyInOutbox } from "~/env.server";
import { startBackgroundWork } from "~/background-work.server";
import { getStorage } from "~/storage/storage.server";
import { log } from "~/utils/logger.server";

let ready: Promise<void> | undefined;

export function bootstrap(): Promise<void> {
  ready ??= (async () => {
    const env = getEnv();
    await startEngine();
    if (env.SEED_IF_EMPTY === "true" && getEngine().kind === "sqlite") {
      await withSqliteWriter(async (db) => {
        if (!isDatabaseEmpty(db)) return;
        console.log(`Seeding empty database ${env.DATABASE_PATH} ...`);
        await seedDatabase(db, { storage: getStorage(), log: (m) => console.log(`  ${m}`) });
        // The e2e suite books on dates a fixed number of days from today: the migration's Nyepi
        // days would refuse one of them on some day of the year (ADR 0310). Its spec adds its own.
        if (process.env.E2E === "true") await db.delete(tables.closureDays);
      });
    } else if (env.SEED_IF_EMPTY === "true" && env.DATABASE_URL) {
      // PostgreSQL gets the same demo (ADR 0363): seeded in a temporary SQLite file, then copied.
      const { seedPostgresIfEmpty } = await import("~/seed/seed-postgres.server");
      if (await seedPostgresIfEmpty(env.DATABASE_URL, { storage: getStorage(), log: (m) => console.log(`  ${m}`) })) {
        console.log("Seeded the empty PostgreSQL database with the demo.");
        if (process.env.E2E === "true") await run((db) => db.delete(tables.closureDays));
      }
    }
    // Mail delivery, invoice expiry, reminders and cleanup run on the job runner (ADR 0100).
    if (env.JOB_RUNNER === "on") await startBackgroundWork();
    if (mailOnlyInOutbox(env)) {
      log().warn("SMTP_HOST is not set: e-mail is only written to the outbox (/dev/outbox), nobody receives it.");
    }
    if (env.APP_URL && !env.MIDTRANS_SERVER_KEY && process.env.E2E !== "true") {
      log().warn(
        env.PAYMENT_SANDBOX === "true"
          ? "PAYMENT_SANDBOX=true: online payments use the local sandbox, labelled as test payments (no money moves)."
          : "MIDTRANS_SERVER_KEY is not set: online payment is refused (bank transfer only). Set PAYMENT_SANDBOX=true for a demo.",
      );
    }
  })();
  return ready;
}
