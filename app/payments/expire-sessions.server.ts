// Releasing or cancelling an unpaid invoice closes its open payment sessions at the gateway
// (issue 41 item 4, ADR 0353): Midtrans POST /v2/{order_id}/expire, the local sandbox the same
// in-process. Like gateway refunds (ADR 0251) the call runs on the job runner, never in the
// request, and is retried while the gateway cannot be reached. A payment that beats the expiry
// is refunded when its notification arrives (app/payments/late-payment.server.ts).
import { and, eq, ne } from "drizzle-orm";
import { tables, type Tx } from "~/db.server";
import { defineJob, enqueueJob } from "~/jobs/runner.server";
import { getPaymentProvider } from "~/payments/provider.server";

export const EXPIRE_SESSION_JOB = "payments.expire-session";

/** Queues the expiry of every payment session of the invoice, in the caller's transaction. */
export async function queueExpireOpenSessions(tx: Pick<Tx, "select">, invoiceId: number, now: Date): Promise<number> {
  const provider = getPaymentProvider();
  if (!provider) return 0;
  const sessions = await tx
    .select({ orderId: tables.paymentTransactions.orderId })
    .from(tables.paymentTransactions)
    .where(and(eq(tables.paymentTransactions.invoiceId, invoiceId), eq(tables.paymentTransactions.provider, provider.name), ne(tables.paymentTransactions.part, "balance")));
  for (const { orderId } of sessions) {
    await enqueueJob({ kind: EXPIRE_SESSION_JOB, key: `expire:${provider.name}:${orderId}`, payload: { orderId }, now });
  }
  return sessions.length;
}

defineJob<{ orderId: string }>(EXPIRE_SESSION_JOB, {
  // A PaymentProviderError (gateway unreachable) is thrown: retried with backoff.
  async run({ orderId }) {
    const provider = getPaymentProvider();
    if (provider) await provider.expireTransaction(orderId);
  },
});
