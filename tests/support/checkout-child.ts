// An app process for the checkout race tests on PostgreSQL (run with `node --import tsx`), on the
// database of DATABASE_URL, through the app's own cart and checkout. It prints "ready", then
// takes one JSON job per stdin line:
//   {"mode":"carts","requests":[...]}  put each request's lines in its owner's cart (once per
//                                      owner), then print "done".
//   {"mode":"race","requests":[...]}   fire every request's checkout at once, print one JSON
//                                      result per line, then "done".
//   {"mode":"hang","requests":[one]}   check out inside an outer transaction and, with
//                                      everything written, print "inside <invoiceNo>" and wait
//                                      there: the test kills this process with SIGKILL.
import { createInterface } from "node:readline";
import type { AddToCartInput } from "~/cart/add-to-cart-schema";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { checkout, type CheckoutRequest } from "~/checkout/checkout.server";
import { startEngine, transaction } from "~/db.server";

export type CheckoutJobRequest = Omit<CheckoutRequest, "origin" | "now"> & { cart: AddToCartInput[] };
type Job = { mode: "carts" | "race" | "hang"; requests: CheckoutJobRequest[] };

const ORIGIN = "http://localhost";
const ownerKey = (owner: CartOwner) => JSON.stringify(owner);

async function run(job: Job) {
  if (job.mode === "carts") {
    const seen = new Set<string>();
    for (const request of job.requests) {
      if (seen.has(ownerKey(request.owner))) continue;
      seen.add(ownerKey(request.owner));
      for (const line of request.cart) {
        const added = await addToCart(request.owner, line);
        if (!added.ok) console.log(JSON.stringify({ cartRefused: added }));
      }
    }
    console.log("done");
    return;
  }
  if (job.mode === "hang") {
    await transaction(async () => {
      const result = await checkout({ ...job.requests[0], origin: ORIGIN });
      if (!result.ok) throw new Error(result.message);
      console.log(`inside ${result.invoice.invoiceNo}`);
      await new Promise(() => {}); // until killed
    });
    return;
  }
  const results = await Promise.all(
    job.requests.map((request) =>
      checkout({ ...request, origin: ORIGIN }).catch((error: Error) => ({ ok: false as const, status: 500, message: String(error.cause ?? error) })),
    ),
  );
  for (const r of results) {
    console.log(JSON.stringify(r.ok ? { ok: true, invoiceNo: r.invoice.invoiceNo, duplicate: r.duplicate } : { ok: false, status: r.status, message: r.message }));
  }
  console.log("done");
}

await startEngine();
console.log("ready");
createInterface({ input: process.stdin })
  .on("line", (line) => void run(JSON.parse(line) as Job))
  .on("close", () => process.exit(0));
