// The built-in local payment sandbox (used when no Midtrans keys are set, and on a deployment
// only with PAYMENT_SANDBOX=true): our own "gateway page". A button records the outcome as
// the sandbox gateway's transaction status, then sends the webhook handler the notification
// Midtrans would send, with the same fields and signature (no HTTP call to ourselves); the
// handler asks the provider for the status like it asks Midtrans (ADR 0043).
import { and, eq, ne, or, isNull } from "drizzle-orm";
import { getDb, tables, first, run } from "~/db.server";
import type { Invoice } from "~/payments/invoice-status.server";
import { handlePaymentNotification, type NotificationResult } from "~/payments/notification.server";
import {
  getPaymentProvider,
  sandboxTransactionId,
  type PaymentProvider,
} from "~/payments/provider.server";
import { formatGrossAmount, notificationSignature } from "~/payments/signature.server";

export const SANDBOX_RESULTS = {
  pay: { transactionStatus: "settlement", statusCode: "200" },
  pending: { transactionStatus: "pending", statusCode: "201" },
  fail: { transactionStatus: "deny", statusCode: "202" },
} as const;
export type SandboxChoice = keyof typeof SANDBOX_RESULTS;

/** How the test payment is made: a card can be refunded through the gateway, a virtual account cannot. */
export const SANDBOX_METHODS = { credit_card: "Card", bank_transfer: "Virtual account (bank transfer)" } as const;
export type SandboxMethod = keyof typeof SANDBOX_METHODS;
export function isSandboxMethod(value: unknown): value is SandboxMethod {
  return typeof value === "string" && value in SANDBOX_METHODS;
}

export type SandboxSession = {
  transaction: typeof tables.paymentTransactions.$inferSelect;
  invoice: Invoice;
};

/** The sandbox session behind a token; null when unknown or when a real gateway is configured. */
export async function loadSandboxSession(
  token: string,
  provider: PaymentProvider | null = getPaymentProvider(),
): Promise<SandboxSession | null> {
  if (provider?.name !== "sandbox" || !token) return null;
  const db = getDb();
  const transaction = await first(db
      .select()
      .from(tables.paymentTransactions)
      .where(eq(tables.paymentTransactions.token, token)));
  if (!transaction || transaction.provider !== "sandbox") return null;
  const invoice = await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, transaction.invoiceId)));
  return invoice ? { transaction, invoice } : null;
}

/**
 * Whether the sandbox page may still take this session's money: an unpaid (pending) invoice,
 * or the balance of one secured by its deposit (ADR 0256), and a session neither settled nor
 * expired (a released invoice's sessions are, ADR 0353). The page shows it; its action checks it.
 */
export function sandboxPayable({ transaction, invoice }: SandboxSession): boolean {
  if (transaction.sandboxStatus === "settlement" || transaction.sandboxStatus === "expire") return false;
  return transaction.part === "balance" ? invoice.status === "paid" && invoice.paymentStatus === "Down Payment" : invoice.status === "pending";
}

/** Midtrans' time format: "YYYY-MM-DD HH:mm:ss" in Jakarta time (UTC+7). */
function gatewayTime(date: Date) {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}

/** The notification body Midtrans would post for this session and outcome. */
export function sandboxNotification(
  session: SandboxSession,
  choice: SandboxChoice,
  serverKey: string,
  now = new Date(),
  method: SandboxMethod = "credit_card",
): Record<string, string> {
  const { transactionStatus, statusCode } = SANDBOX_RESULTS[choice];
  const orderId = session.transaction.orderId;
  const grossAmount = formatGrossAmount(session.transaction.grossAmount);
  const transactionId = sandboxTransactionId(session.transaction.token);
  return {
    transaction_time: gatewayTime(session.transaction.createdAt),
    transaction_status: transactionStatus,
    transaction_id: transactionId,
    status_message: "midtrans payment notification",
    status_code: statusCode,
    signature_key: notificationSignature(orderId, statusCode, grossAmount, serverKey),
    payment_type: method,
    order_id: orderId,
    merchant_id: "LOCAL-SANDBOX",
    gross_amount: grossAmount,
    fraud_status: "accept",
    currency: "IDR",
    ...(transactionStatus === "settlement" ? { settlement_time: gatewayTime(now) } : {}),
  };
}

/**
 * The sandbox gateway's record of the outcome, which its status query answers. Like a real
 * gateway, a settled transaction stays settled.
 */
async function recordSandboxStatus(session: SandboxSession, transactionStatus: string, method: SandboxMethod) {
  await run((db) => db
        .update(tables.paymentTransactions)
        .set({ sandboxStatus: transactionStatus, sandboxPaymentType: method })
        .where(
          and(
            eq(tables.paymentTransactions.id, session.transaction.id),
            or(isNull(tables.paymentTransactions.sandboxStatus), ne(tables.paymentTransactions.sandboxStatus, "settlement")),
          ),
        ));
}

export async function completeSandboxPayment(
  session: SandboxSession,
  choice: SandboxChoice,
  {
    origin,
    now = new Date(),
    provider = getPaymentProvider(),
    method = "credit_card",
  }: { origin: string; now?: Date; provider?: PaymentProvider | null; method?: SandboxMethod },
): Promise<{ transactionStatus: string; result: NotificationResult }> {
  if (provider?.name !== "sandbox") throw new Error("The local payment sandbox is not the configured provider");
  await recordSandboxStatus(session, SANDBOX_RESULTS[choice].transactionStatus, method);
  const body = sandboxNotification(session, choice, provider.serverKey, now, method);
  const result = await handlePaymentNotification(body, { origin, now, provider });
  return { transactionStatus: body.transaction_status, result };
}
