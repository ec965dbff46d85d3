// Payment providers behind one interface: Midtrans Snap (when MIDTRANS_SERVER_KEY is set) and
// the built-in local sandbox (the default), which imitates the gateway on our own pages.
// Both sign notifications the same way, so one webhook handler serves both (ADR 0040).
import crypto from "node:crypto";
import { getEnv } from "~/env.server";

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

export interface PaymentProvider {
  readonly name: "midtrans" | "sandbox";
  /** Key that notifications from this provider are signed with. */
  readonly serverKey: string;
  /** How long a created session can be used; older ones are not reused. */
  readonly sessionTtlMs: number;
  createTransaction(request: CreateTransactionRequest): Promise<PaymentSession>;
}

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

/** Midtrans Snap over plain fetch: POST {base}/snap/v1/transactions with Basic auth. */
export class MidtransSnapProvider implements PaymentProvider {
  readonly name = "midtrans" as const;
  // Snap tokens live 24 hours; leave a margin so a reused one does not lapse on the page.
  readonly sessionTtlMs = 23 * 60 * 60 * 1000;

  constructor(
    readonly serverKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  async createTransaction(request: CreateTransactionRequest): Promise<PaymentSession> {
    const body = midtransRequestBody(request);
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/$/, "")}/snap/v1/transactions`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          Authorization: `Basic ${Buffer.from(`${this.serverKey}:`).toString("base64")}`,
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

/** The local sandbox: the "gateway page" is ours, at /payment-sandbox/{token}. */
export class LocalSandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly sessionTtlMs = 23 * 60 * 60 * 1000;

  constructor(readonly serverKey: string) {}

  async createTransaction(request: CreateTransactionRequest): Promise<PaymentSession> {
    const token = crypto.randomBytes(24).toString("base64url");
    return { token, redirectUrl: `${request.appOrigin}/payment-sandbox/${token}` };
  }
}

/** A fixed per-installation key for the sandbox, derived from the session secret. */
export function sandboxServerKey(): string {
  return `SB-Local-${crypto
    .createHmac("sha256", getEnv().SESSION_SECRET)
    .update("local-payment-sandbox")
    .digest("hex")}`;
}

let provider: PaymentProvider | undefined;

export function getPaymentProvider(): PaymentProvider {
  if (provider) return provider;
  const env = getEnv();
  if (env.MIDTRANS_SERVER_KEY) {
    const base =
      env.MIDTRANS_SNAP_URL ??
      (env.MIDTRANS_PRODUCTION === "true" ? MIDTRANS_PRODUCTION_URL : MIDTRANS_SANDBOX_URL);
    provider = new MidtransSnapProvider(env.MIDTRANS_SERVER_KEY, base);
  } else {
    provider = new LocalSandboxProvider(sandboxServerKey());
  }
  return provider;
}

/** For tests: use another provider (undefined: back to the configured one). */
export function setPaymentProvider(next: PaymentProvider | undefined) {
  provider = next;
}
