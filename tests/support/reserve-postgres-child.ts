// An app process for the PostgreSQL checkout race tests (run with `node --import tsx`), on the
// database named by RESERVE_PG_URL, reading its checkouts from the JSON file RESERVE_JOB:
//   race  print "ready", wait for "go" on stdin, fire every checkout of the file at once
//         (one pool connection each), print one JSON result per line, then "done".
//   hang  start the file's first checkout and, inside its transaction after everything is
//         written (and a mail queued), print "inside <invoiceNo>" and wait there: the test
//         kills this process with SIGKILL mid-transaction.
import { createInterface } from "node:readline";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { reserveOnPostgres, type ReservationRequest } from "~/checkout/reserve-postgres.server";
import * as pg from "~/db/schema.pg";
import fs from "node:fs";

type JobRequest = Omit<ReservationRequest, "items" | "now" | "alsoWrite"> & {
  items: (Omit<ReservationRequest["items"][number], "startsAt" | "endsAt"> & { startsAt: string; endsAt: string })[];
};

const mode = process.argv[2];
const requests = (JSON.parse(fs.readFileSync(process.env.RESERVE_JOB!, "utf8")) as JobRequest[]).map(
  (r): ReservationRequest => ({ ...r, items: r.items.map((i) => ({ ...i, startsAt: new Date(i.startsAt), endsAt: new Date(i.endsAt) })) }),
);
const client = postgres(process.env.RESERVE_PG_URL!, { max: Math.max(1, requests.length), onnotice: () => {} });
const db = drizzle(client);

if (mode === "race") {
  await client`select 1`;
  console.log("ready");
  const lines = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => lines.on("line", (line) => line === "go" && resolve()));
  const results = await Promise.all(
    requests.map((request) =>
      reserveOnPostgres(db, request).catch((error: Error) => ({ ok: false as const, status: 500, message: String(error.cause ?? error) })),
    ),
  );
  for (const r of results) {
    console.log(JSON.stringify(r.ok ? { ok: true, invoiceNo: r.invoice.invoiceNo, duplicate: r.duplicate, lines: r.lines.length } : r));
  }
  console.log("done");
  await client.end();
  process.exit(0);
} else if (mode === "hang") {
  await reserveOnPostgres(db, {
    ...requests[0],
    alsoWrite: async (tx, { invoice }) => {
      await tx.insert(pg.outbox).values({ to: invoice.email, subject: `Booking ${invoice.invoiceNo}`, text: "queued inside the checkout" });
      console.log(`inside ${invoice.invoiceNo}`);
      await new Promise(() => {}); // until killed
    },
  });
} else {
  throw new Error(`unknown mode ${mode}`);
}
