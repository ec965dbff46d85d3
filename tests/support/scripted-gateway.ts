// An in-process payment provider whose status answers a test sets, for the webhook's rules.
// (The HTTP client for the real gateway is tested against a local server, payments-webhook-verify.)
import crypto from "node:crypto";
import {
  PaymentProviderError,
  type CreateTransactionRequest,
  type ExpireAnswer,
  type GatewayTransactionStatus,
  type PaymentProvider,
  type PaymentSession,
  type RefundAnswer,
  type RefundRequest,
} from "~/payments/provider.server";

/** Midtrans' status_code for a status, as the gateway would send it. */
export function midtransStatusCode(transactionStatus: string, fraudStatus = "accept"): string {
  if (transactionStatus === "capture") return fraudStatus === "challenge" ? "201" : "200";
  return { settlement: "200", pending: "201", deny: "202", expire: "202", cancel: "200" }[transactionStatus] ?? "200";
}

export class ScriptedGateway implements PaymentProvider {
  readonly name = "midtrans" as const;
  readonly sessionTtlMs = 23 * 3600_000;
  /** What the status API answers per order id; "down" throws as an unreachable gateway would. */
  readonly statuses = new Map<string, GatewayTransactionStatus | "down">();
  statusQueries = 0;
  /** Every refund request received, in order (a retried one appears again with the same key). */
  readonly refundRequests: RefundRequest[] = [];
  /** "refuse" answers as for a payment type the gateway cannot refund; "down" throws. */
  refundMode: "accept" | "refuse" | "down" = "accept";

  constructor(readonly serverKey: string) {}

  async createTransaction(request: CreateTransactionRequest): Promise<PaymentSession> {
    const token = crypto.randomUUID();
    return { token, redirectUrl: `https://gateway.test/snap/${token}` };
  }

  async getTransactionStatus(orderId: string): Promise<GatewayTransactionStatus | null> {
    this.statusQueries++;
    const answer = this.statuses.get(orderId);
    if (answer === "down") throw new PaymentProviderError("Payment gateway unreachable");
    return answer ?? null;
  }

  async refund(request: RefundRequest): Promise<RefundAnswer> {
    this.refundRequests.push(request);
    if (this.refundMode === "down") throw new PaymentProviderError("Payment gateway unreachable");
    if (this.refundMode === "refuse") return { outcome: "refused", message: "Payment type cannot be refunded" };
    const status = this.statuses.get(request.orderId);
    if (status && status !== "down") {
      const refunds = status.refunds ?? [];
      if (!refunds.some((r) => r.refundKey === request.refundKey)) refunds.push({ refundKey: request.refundKey, amount: request.amount });
      this.statuses.set(request.orderId, { ...status, refunds, transactionStatus: "partial_refund", statusCode: "200" });
    }
    return { outcome: "accepted" };
  }

  /** Every order id an expire request was sent for, in order. */
  readonly expireRequests: string[] = [];

  async expireTransaction(orderId: string): Promise<ExpireAnswer> {
    this.expireRequests.push(orderId);
    const status = this.statuses.get(orderId);
    if (status === "down") throw new PaymentProviderError("Payment gateway unreachable");
    if (!status || status.transactionStatus !== "pending") return { outcome: "gone" };
    this.statuses.set(orderId, { ...status, transactionStatus: "expire", statusCode: "407" });
    return { outcome: "expired" };
  }

  /** The gateway's record of the order from now on. */
  report(orderId: string, transactionStatus: string, grossAmount: string, fraudStatus = "accept", paymentType = "credit_card") {
    this.statuses.set(orderId, {
      paymentType,
      orderId,
      statusCode: midtransStatusCode(transactionStatus, fraudStatus),
      transactionStatus,
      fraudStatus,
      grossAmount,
      transactionId: "9aed5972-5b6a-401e-894b-a32c91ed1a3a",
    });
  }
}

/** What the gateway would post, signed independently of the code under test. */
export function signedNotification(
  serverKey: string,
  orderId: string,
  transactionStatus: string,
  grossAmount: string,
  extra: Record<string, string> = {},
) {
  const fraudStatus = extra.fraud_status ?? "accept";
  const statusCode = extra.status_code ?? midtransStatusCode(transactionStatus, fraudStatus);
  return {
    transaction_time: "2026-11-22 10:00:00",
    transaction_status: transactionStatus,
    transaction_id: "9aed5972-5b6a-401e-894b-a32c91ed1a3a",
    status_message: "midtrans payment notification",
    status_code: statusCode,
    signature_key: crypto.createHash("sha512").update(orderId + statusCode + grossAmount + serverKey).digest("hex"),
    payment_type: "bank_transfer",
    order_id: orderId,
    gross_amount: grossAmount,
    fraud_status: fraudStatus,
    currency: "IDR",
    ...extra,
  };
}
