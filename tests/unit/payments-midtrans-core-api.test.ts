// The Midtrans adapter's Core API calls (refund, expire) against the local stand-in: what is
// sent (Basic auth with the server key, the refund key, the amount, a reason cut to 255), and
// how each answer is read, so a refund the gateway refused is never taken for one it made.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MidtransSnapProvider, PaymentProviderError } from "~/payments/provider.server";
import { startGatewayStandIn, type GatewayStandIn } from "../support/gateway-server";

const KEY = "SB-Mid-server-CoreApiTest";
let gateway: GatewayStandIn;
let provider: MidtransSnapProvider;

beforeAll(async () => {
  gateway = await startGatewayStandIn(KEY);
  provider = new MidtransSnapProvider(KEY, gateway.url, 5_000, gateway.url);
});
afterAll(() => gateway.close());

describe("Midtrans Core API: refund", () => {
  test("a settled order's refund is accepted; the request carries the key, the amount and a reason cut to 255", async () => {
    gateway.mode = "up";
    gateway.report("INV-CORE-1", "settlement", "2500000.00", "accept", "credit_card");
    const answer = await provider.refund({ orderId: "INV-CORE-1", refundKey: "INV-CORE-1-L7", amount: 1_250_000, reason: "x".repeat(300) });
    expect(answer).toEqual({ outcome: "accepted" });
    const sent = gateway.requests.at(-1)!;
    expect(sent).toMatchObject({ method: "POST", path: "/v2/INV-CORE-1/refund", authorization: `Basic ${Buffer.from(`${KEY}:`).toString("base64")}` });
    expect(JSON.parse(sent.body)).toEqual({ refund_key: "INV-CORE-1-L7", amount: 1_250_000, reason: "x".repeat(255) });
  });

  test("an order the gateway cannot refund is refused with the gateway's message", async () => {
    gateway.mode = "up";
    gateway.report("INV-CORE-2", "pending", "2500000.00", "accept", "credit_card");
    gateway.report("INV-CORE-6", "settlement", "2500000.00", "accept", "bank_transfer");
    expect(await provider.refund({ orderId: "INV-CORE-2", refundKey: "k", amount: 1, reason: "r" })).toEqual({
      outcome: "refused",
      message: "Merchant cannot modify the status of the transaction",
    });
    expect(await provider.refund({ orderId: "INV-CORE-6", refundKey: "k6", amount: 1, reason: "r" })).toEqual({
      outcome: "refused",
      message: "Payment type cannot be refunded",
    });
  });

  test("a gateway error throws, so the refund job retries instead of recording an outcome", async () => {
    gateway.mode = "error";
    gateway.report("INV-CORE-3", "settlement", "100.00");
    await expect(provider.refund({ orderId: "INV-CORE-3", refundKey: "k3", amount: 100, reason: "r" })).rejects.toBeInstanceOf(PaymentProviderError);
    gateway.mode = "up";
  });
});

describe("Midtrans Core API: expire", () => {
  test("a pending order expires; a settled or unknown one is gone; an error throws", async () => {
    gateway.mode = "up";
    gateway.report("INV-CORE-4", "pending", "100.00");
    gateway.report("INV-CORE-5", "settlement", "100.00");
    expect(await provider.expireTransaction("INV-CORE-4")).toEqual({ outcome: "expired" });
    expect(gateway.requests.at(-1)).toMatchObject({ method: "POST", path: "/v2/INV-CORE-4/expire", body: "" });
    expect(await provider.expireTransaction("INV-CORE-5")).toEqual({ outcome: "gone" });
    expect(await provider.expireTransaction("INV-CORE-404")).toEqual({ outcome: "gone" });
    gateway.mode = "error";
    await expect(provider.expireTransaction("INV-CORE-4")).rejects.toBeInstanceOf(PaymentProviderError);
    gateway.mode = "up";
  });
});
