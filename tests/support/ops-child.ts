// A separate app process for the job-runner tests (run with `node --import tsx`), on the
// database (DATABASE_PATH, or DATABASE_URL for PostgreSQL) and SMTP server named by the environment:
//   runner     start the job runner, print "ready"; on SIGTERM stop it (letting the running
//              job finish) and print "delivered N" (mails this process sent).
//   checkouts  start the job runner and check out guest carts in a loop, printing
//              "committed <invoiceNo>" after each commit (the parent kills it with SIGKILL).
import pino from "pino";
import { addToCart } from "~/cart/cart.server";
import { checkoutAndNotify, newCheckoutKey } from "~/checkout/checkout.server";
import { getDb, startEngine } from "~/db.server";
import { startJobRunner, stopJobRunner } from "~/jobs/runner.server";
import "~/mail/mail.server";
import { bookableProduct, cartInput, contact, daysAhead } from "./cart-fixtures";

let delivered = 0;
// Count this process's deliveries from its own log lines.
globalThis.__appLogger = pino(
  { level: "info" },
  {
    write(line: string) {
      if (line.includes('"msg":"mail sent"')) delivered++;
    },
  },
);

const mode = process.argv[2];
await startEngine(); // DATABASE_URL (PostgreSQL) or the file of DATABASE_PATH
const db = getDb();

if (mode === "runner") {
  startJobRunner({ pollMs: 20 });
  console.log("ready");
  process.on("SIGTERM", async () => {
    await stopJobRunner();
    console.log(`delivered ${delivered}`);
    process.exit(0);
  });
  setInterval(() => {}, 1000); // stay alive until told to stop
} else if (mode === "checkouts") {
  startJobRunner({ pollMs: 20 });
  const times = ["08:00", "10:00", "12:00", "14:00", "16:00", "18:00"];
  for (let i = 0; ; i++) {
    const owner = { cartSessionId: `kill-${process.pid}-${i}` };
    const product = await bookableProduct(db, "Hour", i % 3);
    const added = await addToCart(owner, cartInput(product, { date: daysAhead(2 + Math.floor(i / 18)), time: times[Math.floor(i / 3) % times.length] }));
    if (!added.ok) {
      await new Promise((r) => setTimeout(r, 1));
      continue;
    }
    const result = await checkoutAndNotify({ owner, userId: null, contact: { ...contact, email: `kill.${i}@example.test`, cellPhone: `0812${String(i).padStart(8, "0")}` }, checkoutKey: newCheckoutKey(), origin: "https://balimice.test" });
    if (result.ok) console.log(`committed ${result.invoice.invoiceNo}`);
    await new Promise((r) => setTimeout(r, 5));
  }
} else {
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}
