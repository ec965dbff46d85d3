// Payment providers behind one interface: Midtrans Snap (when MIDTRANS_SERVER_KEY is set) and
// the built-in local sandbox, which imitates the gateway on our own pages. Both sign
// notifications the same way and answer the same status query, so one webhook handler serves
// both (ADR 0040, 0043). A deployment (APP_URL set) without a key has no provider unless
// PAYMENT_SANDBOX=true: online payment is refused (ADR 0044).
import crypto from "node:crypto";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { getDb, tables, first, run, transaction } from "~/db.server";
import { getEnv } from "~/env.server";
import { formatGrossAmount } from "~/payments/signature.server";

export type PaymentItem = { id: string; name: string; price: number; quantity: number };

export type CreateTransactionRequest = {
  orderId: string;
  grossAmount: number;
  customer: { name: string; email: string; phone: string };
  /** Sent only when they add up to grossAmount (the gateway refuses them otherwise). */
  items: PaymentItem[];
  /** Public origin of this app, for the return and notification URLs. */
  appOrigin: string;
};

export type PaymentSession = { token: string; redirectUrl: string };

/** What the gateway's status API says about a transaction (null: it does not know the order). */
export type GatewayTransactionStatus = {
  orderId: string;
  statusCode: string;
  transactionStatus: string;
  fraudStatus: string | null;
  grossAmount: string;
  transactionId: string | null;
  /** credit_card, gopay, shopeepay, qris, bank_transfer, echannel, ...: how it was paid. */
  paymentType?: string | null;
  /** Refunds the gateway has made on this order, by our refund key. */
  refunds?: GatewayRefund[];
};

export type GatewayRefund = { refundKey: string; amount: number };

/** POST /v2/{order_id}/refund: `refundKey` makes a repeated request one refund at the gateway. */
export type RefundRequest = { orderId: string; refundKey: string; amount: number; reason: string };

/** accepted: the gateway took the refund (confirmed by its status afterwards); refused: it never will (e.g. the method cannot be refunded). */
export type RefundAnswer = { outcome: "accepted" } | { outcome: "refused"; message: string };

/** Payment types the gateway can refund (cards and e-wallets); bank transfers / virtual accounts cannot be. */
export const GATEWAY_REFUNDABLE_TYPES = ["credit_card", "gopay", "shopeepay", "qris", "akulaku", "kredivo"] as const;

export function gatewayCanRefund(paymentType: string | null | undefined): boolean {
  return !!paymentType && (GATEWAY_REFUNDABLE_TYPES as readonly string[]).includes(paymentType);
}

export interface PaymentProvider {
  readonly name: "midtrans" | "sandbox";
  /** Key that notifications from this provider are signed with. */
  readonly serverKey: string;
  /** How long a created session can be used; older ones are not reused. */
  readonly sessionTtlMs: number;
  createTransaction(request: CreateTransactionRequest): Promise<PaymentSession>;
  /**
   * Asks the gateway for the transaction's current status. Throws PaymentProviderError when
   * the gateway cannot be reached or answers with a server error (the caller answers 503).
   */
  getTransactionStatus(orderId: string): Promise<GatewayTransactionStatus | null>;
  /** Asks for a (partial) refund. Throws PaymentProviderError when the gateway cannot be reached (retry). */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /**
   * Closes an open payment session so it can no longer be paid (issue 41, ADR 0353). "gone": the
   * gateway never saw it, or it is past paying (settled ones are refunded when their
   * notification arrives). Throws PaymentProviderError when the gateway cannot be reached (retry).
   */
  expireTransaction(orderId: string): Promise<ExpireAnswer>;
}

export type ExpireAnswer = { outcome: "expired" | "gone" };

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

export const MIDTRANS_SANDBOX_URL = "https://app.sandbox.midtrans.com";
export const MIDTRANS_PRODUCTION_URL = "https://app.midtrans.com";
/** Core API hosts (transaction status). */
export const MIDTRANS_SANDBOX_API_URL = "https://api.sandbox.midtrans.com";
export const MIDTRANS_PRODUCTION_API_URL = "https://api.midtrans.com";

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** Midtrans Snap over plain fetch: POST {base}/snap/v1/transactions with Basic auth. */
export class MidtransSnapProvider implements PaymentProvider {
  readonly name = "midtrans" as const;
  // Snap tokens live 24 hours; leave a margin so a reused one does not lapse on the page.
  readonly sessionTtlMs = 23 * 60 * 60 * 1000;

  constructor(
    readonly serverKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
    private readonly apiUrl = MIDTRANS_SANDBOX_API_URL,
    // The gateway retries a notification we could not verify, so a short wait is enough.
    private readonly statusTimeoutMs = 5_000,
  ) {}

  private authorization() {
    return `Basic ${Buffer.from(`${this.serverKey}:`).toString("base64")}`;
  }

  /** GET {api}/v2/{order_id}/status with Basic auth. */
  async getTransactionStatus(orderId: string): Promise<GatewayTransactionStatus | null> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl.replace(/\/$/, "")}/v2/${encodeURIComponent(orderId)}/status`, {
        headers: { Accept: "application/json", Authorization: this.authorization() },
        signal: AbortSignal.timeout(this.statusTimeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Payment gateway unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    // Midtrans answers an unknown order with HTTP 200 or 404 and status_code "404" in the body.
    if (response.status === 404 || str(answer?.status_code) === "404") return null;
    if (!response.ok || !answer || !str(answer.transaction_status)) {
      throw new PaymentProviderError(`Payment gateway status query failed: HTTP ${response.status}`, response.status);
    }
    return {
      orderId: str(answer.order_id),
      statusCode: str(answer.status_code),
      transactionStatus: str(answer.transaction_status),
      fraudStatus: str(answer.fraud_status) || null,
      grossAmount: str(answer.gross_amount),
      transactionId: str(answer.transaction_id) || null,
      paymentType: str(answer.payment_type) || null,
      refunds: Array.isArray(answer.refunds)
        ? (answer.refunds as Record<string, unknown>[]).map((r) => ({ refundKey: str(r.refund_key), amount: Number(r.refund_amount) }))
        : [],
    };
  }

  /**
   * POST {api}/v2/{order_id}/{action} with Basic auth (Core API). Unreachable, HTTP 5xx or a
   * 5xx status_code in the body throw; anything else returns the answer's status_code.
   */
  private async coreApiPost(orderId: string, action: "refund" | "expire", body?: unknown): Promise<{ code: string; answer: Record<string, unknown> | null; status: number }> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl.replace(/\/$/, "")}/v2/${encodeURIComponent(orderId)}/${action}`, {
        method: "POST",
        headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), Authorization: this.authorization() },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Payment gateway unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const code = str(answer?.status_code) || String(response.status);
    if (response.status >= 500 || code.startsWith("5")) {
      throw new PaymentProviderError(`Payment gateway ${action} failed: HTTP ${response.status}`, response.status);
    }
    return { code, answer, status: response.status };
  }

  /** Core API "Refund Transaction". */
  async refund(request: RefundRequest): Promise<RefundAnswer> {
    const { code, answer, status } = await this.coreApiPost(request.orderId, "refund", {
      refund_key: request.refundKey,
      amount: request.amount,
      reason: request.reason.slice(0, 255),
    });
    if (code === "200" || code === "201") return { outcome: "accepted" };
    return { outcome: "refused", message: str(answer?.status_message) || `HTTP ${status}` };
  }

  /** Core API "Expire Transaction". */
  async expireTransaction(orderId: string): Promise<ExpireAnswer> {
    const { code } = await this.coreApiPost(orderId, "expire");
    // 407: expired now. 404: Snap never created it (the planner never picked a method); 412: it
    // cannot be expired any more (settled: its notification is refunded, ADR 0353).
    return { outcome: code === "407" || code === "200" ? "expired" : "gone" };
  }

  async createTransaction(request: CreateTransactionRequest): Promise<PaymentSession> {
    const body = midtransRequestBody(request);
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/$/, "")}/snap/v1/transactions`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          Authorization: this.authorization(),
          // Documented per-request override, so no dashboard setting is needed.
          "X-Override-Notification": `${request.appOrigin}/v1/payment/notification`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Payment gateway unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as
      | { token?: string; redirect_url?: string; error_messages?: string[] }
      | null;
    if (!response.ok || !answer?.token || !answer.redirect_url) {
      const detail = answer?.error_messages?.join("; ") ?? `HTTP ${response.status}`;
      throw new PaymentProviderError(`Payment gateway refused the transaction: ${detail}`, response.status);
    }
    return { token: answer.token, redirectUrl: answer.redirect_url };
  }
}

/** The documented Snap request body. */
export function midtransRequestBody(request: CreateTransactionRequest) {
  const itemsTotal = request.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const [firstName, ...rest] = request.customer.name.trim().split(/\s+/);
  return {
    transaction_details: { order_id: request.orderId, gross_amount: request.grossAmount },
    customer_details: {
      first_name: (firstName ?? "").slice(0, 255),
      last_name: rest.join(" ").slice(0, 255),
      email: request.customer.email,
      phone: request.customer.phone,
    },
    ...(request.items.length && itemsTotal === request.grossAmount
      ? {
          item_details: request.items.map((i) => ({
            id: i.id.slice(0, 50),
            name: i.name.slice(0, 50),
            price: i.price,
            quantity: i.quantity,
          })),
        }
      : {}),
    callbacks: { finish: `${request.appOrigin}/payment/finish` },
  };
}

/** Midtrans' status_code for a sandbox transaction status (see statusCodeAgrees). */
export const SANDBOX_STATUS_CODES: Record<string, string> = { settlement: "200", pending: "201", deny: "202", expire: "407" };

/** The local sandbox: the "gateway page" is ours, at /payment-sandbox/{token}. */
export class LocalSandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly sessionTtlMs = 23 * 60 * 60 * 1000;

  constructor(readonly serverKey: string) {}

  async createTransaction(request: CreateTransactionRequest): Promise<PaymentSession> {
    const token = crypto.randomBytes(24).toString("base64url");
    return { token, redirectUrl: `${request.appOrigin}/payment-sandbox/${token}` };
  }

  /** Answered in-process from what the sandbox page recorded for the order. */
  async getTransactionStatus(orderId: string): Promise<GatewayTransactionStatus | null> {
    const row = await first(getDb()
          .select()
          .from(tables.paymentTransactions)
          .where(and(eq(tables.paymentTransactions.orderId, orderId), eq(tables.paymentTransactions.provider, "sandbox"))));
    if (!row?.sandboxStatus) return null;
    return {
      orderId: row.orderId,
      statusCode: SANDBOX_STATUS_CODES[row.sandboxStatus] ?? "200",
      transactionStatus: row.sandboxStatus,
      fraudStatus: "accept",
      grossAmount: formatGrossAmount(row.grossAmount),
      transactionId: sandboxTransactionId(row.token),
      paymentType: row.sandboxPaymentType ?? "credit_card",
      refunds: sandboxRefundsOf(row.sandboxRefunds),
    };
  }

  /** Like the gateway: only settled, refundable payments; a refund key already seen is the same refund. */
  async refund(request: RefundRequest): Promise<RefundAnswer> {
    const db = getDb();
    return await transaction(async (tx): Promise<RefundAnswer> => {
            const row = await first(tx
                      .select()
                      .from(tables.paymentTransactions)
                      .where(and(eq(tables.paymentTransactions.orderId, request.orderId), eq(tables.paymentTransactions.provider, "sandbox"))));
            if (!row || row.sandboxStatus !== "settlement") return { outcome: "refused", message: "Transaction is not settled" };
            if (!gatewayCanRefund(row.sandboxPaymentType ?? "credit_card")) return { outcome: "refused", message: "Payment type cannot be refunded" };
            const done = sandboxRefundsOf(row.sandboxRefunds);
            if (done.some((r) => r.refundKey === request.refundKey)) return { outcome: "accepted" };
            const total = done.reduce((sum, r) => sum + r.amount, 0);
            if (!Number.isInteger(request.amount) || request.amount <= 0 || total + request.amount > row.grossAmount) {
              return { outcome: "refused", message: "Refund amount exceeds the transaction" };
            }
            await run((db) => db.update(tables.paymentTransactions)
                          .set({ sandboxRefunds: JSON.stringify([...done, { refundKey: request.refundKey, amount: request.amount }]) })
                          .where(eq(tables.paymentTransactions.id, row.id)));
            return { outcome: "accepted" };
          });
  }

  /** Like the gateway: an open session becomes "expire"; a settled one stays settled. */
  async expireTransaction(orderId: string): Promise<ExpireAnswer> {
    const changed = await run((db) => db
        .update(tables.paymentTransactions)
        .set({ sandboxStatus: "expire" })
        .where(
          and(
            eq(tables.paymentTransactions.orderId, orderId),
            eq(tables.paymentTransactions.provider, "sandbox"),
            or(isNull(tables.paymentTransactions.sandboxStatus), ne(tables.paymentTransactions.sandboxStatus, "settlement")),
          ),
        ));
    return { outcome: changed.changes ? "expired" : "gone" };
  }
}

function sandboxRefundsOf(json: string): GatewayRefund[] {
  try {
    const parsed = JSON.parse(json) as GatewayRefund[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** One stable transaction id per sandbox session, as the gateway keeps for one payment. */
export function sandboxTransactionId(sessionToken: string): string {
  const hex = crypto.createHash("sha256").update(sessionToken).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A fixed per-installation key for the sandbox, derived from the session secret. */
export function sandboxServerKey(): string {
  return `SB-Local-${crypto
    .createHmac("sha256", getEnv().SESSION_SECRET)
    .update("local-payment-sandbox")
    .digest("hex")}`;
}

/**
 * The local sandbox may take payments: always on a local installation (no APP_URL), and on a
 * deployment only with the explicit PAYMENT_SANDBOX=true (a public demo).
 */
export function sandboxAllowed(): boolean {
  const env = getEnv();
  return !env.APP_URL || env.PAYMENT_SANDBOX === "true";
}

let override: PaymentProvider | null | undefined;

/** The configured provider, or null when online payment is not available (fail closed). */
export function getPaymentProvider(): PaymentProvider | null {
  if (override !== undefined) return override;
  const env = getEnv();
  if (env.MIDTRANS_SERVER_KEY) {
    const production = env.MIDTRANS_PRODUCTION === "true";
    const snap = env.MIDTRANS_SNAP_URL ?? (production ? MIDTRANS_PRODUCTION_URL : MIDTRANS_SANDBOX_URL);
    const api = env.MIDTRANS_API_URL ?? (production ? MIDTRANS_PRODUCTION_API_URL : MIDTRANS_SANDBOX_API_URL);
    return new MidtransSnapProvider(env.MIDTRANS_SERVER_KEY, snap, undefined, api);
  }
  return sandboxAllowed() ? new LocalSandboxProvider(sandboxServerKey()) : null;
}

/** Whether PROCEED PAYMENT can work here (pages hide the button otherwise). */
export function onlinePaymentAvailable(): boolean {
  return getPaymentProvider() !== null;
}

/** For tests: use another provider, or null for none (undefined: back to the configured one). */
export function setPaymentProvider(next: PaymentProvider | null | undefined) {
  override = next;
}
