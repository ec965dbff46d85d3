// An app process for the PostgreSQL checkout race tests (run with `node --import tsx`), on the
// database named by RESERVE_PG_URL. It prints "ready", then takes one JSON job per stdin line:
//   {"mode":"race","requests":[...]}  fire every checkout at once (one pool connection each),
//                                     print one JSON result per line, then "done".
//   {"mode":"hang","requests":[one]}  start the checkout and, inside its transaction after
//                                     everything is written (and a mail queued), print
//                                     "inside <invoiceNo>" and wait there: the test kills this
//                                     process with SIGKILL mid-transaction.
import { createInterface } from "node:readline";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { reserveOnPostgres, type ReservationRequest } from "~/checkout/reserve-postgres.server";
import * as pg from "~/db/schema.pg";

type Job = { mode: "race" | "hang"; requests: (Omit<ReservationRequest, "items"> & { items: Record<string, unknown>[] })[] };

const client = postgres(process.env.RESERVE_PG_URL!, { max: 25, onnotice: () => {} });
const db = drizzle(client);

/** Dates travel as ISO strings. */
const revive = (request: Job["requests"][number]): ReservationRequest => ({
  ...request,
  items: request.items.map((i) => ({ ...i, startsAt: new Date(i.startsAt as string), endsAt: new Date(i.endsAt as string) })) as ReservationRequest["items"],
});

async function run(job: Job) {
  const requests = job.requests.map(revive);
  if (job.mode === "hang") {
    await reserveOnPostgres(db, {
      ...requests[0],
      alsoWrite: async (tx, { invoice }) => {
        await tx.insert(pg.outbox).values({ to: invoice.email, subject: `Booking ${invoice.invoiceNo}`, text: "queued inside the checkout" });
        console.log(`inside ${invoice.invoiceNo}`);
        await new Promise(() => {}); // until killed
      },
    });
    return;
  }
  const results = await Promise.all(
    requests.map((request) =>
      reserveOnPostgres(db, request).catch((error: Error) => ({ ok: false as const, status: 500, message: String(error.cause ?? error) })),
    ),
  );
  for (const r of results) {
    console.log(JSON.stringify(r.ok ? { ok: true, invoiceNo: r.invoice.invoiceNo, duplicate: r.duplicate, lines: r.lines.length } : r));
  }
  console.log("done");
}

await client`select 1`;
console.log("ready");
createInterface({ input: process.stdin })
  .on("line", (line) => void run(JSON.parse(line) as Job))
  .on("close", () => void client.end().then(() => process.exit(0)));
