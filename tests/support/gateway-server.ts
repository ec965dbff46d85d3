// A local HTTP server standing in for Midtrans (Snap create + Core API status), on port 0.
// Point MIDTRANS_SNAP_URL and MIDTRANS_API_URL at `url`.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { midtransStatusCode } from "./scripted-gateway";

export type GatewayRequest = { method: string; path: string; authorization: string; body: string };

export type GatewayStandIn = {
  url: string;
  requests: GatewayRequest[];
  /** The gateway's record of an order (what its status API answers). */
  report(orderId: string, transactionStatus: string, grossAmount: string, fraudStatus?: string, paymentType?: string): void;
  /** Refund requests as received (POST /v2/{order}/refund), a repeated refund key included. */
  refundRequests: { orderId: string; refundKey: string; amount: number; reason: string }[];
  /** "up" answers normally; "error" answers 500 to status queries, refunds and expiries. */
  mode: "up" | "error";
  close(): Promise<void>;
};

export async function startGatewayStandIn(serverKey: string): Promise<GatewayStandIn> {
  const statuses = new Map<string, Record<string, unknown>>();
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`;
  const standIn: Omit<GatewayStandIn, "url" | "close"> = {
    requests: [],
    refundRequests: [],
    mode: "up",
    report(orderId, transactionStatus, grossAmount, fraudStatus = "accept", paymentType = "bank_transfer") {
      statuses.set(orderId, {
        status_code: midtransStatusCode(transactionStatus, fraudStatus),
        status_message: "Success, transaction is found",
        transaction_id: crypto.randomUUID(),
        order_id: orderId,
        gross_amount: grossAmount,
        currency: "IDR",
        payment_type: paymentType,
        transaction_time: "2026-11-22 10:00:00",
        transaction_status: transactionStatus,
        fraud_status: fraudStatus,
      });
    },
  };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const path = req.url ?? "";
      standIn.requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization ?? "", body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(answer));
      };
      if (req.headers.authorization !== expectedAuth) return send(401, { status_code: "401", status_message: "Unauthorized" });
      if (req.method === "POST" && path === "/snap/v1/transactions") {
        const token = crypto.randomUUID();
        return send(201, { token, redirect_url: `${standInUrl}/snap/v4/redirection/${token}` });
      }
      const refund = /^\/v2\/([^/]+)\/refund$/.exec(path);
      if (req.method === "POST" && refund) {
        if (standIn.mode === "error") return send(500, { status_code: "500", status_message: "Internal Server Error" });
        const orderId = decodeURIComponent(refund[1]);
        const asked = JSON.parse(body || "{}") as { refund_key?: string; amount?: number; reason?: string };
        standIn.refundRequests.push({ orderId, refundKey: String(asked.refund_key), amount: Number(asked.amount), reason: String(asked.reason ?? "") });
        const found = statuses.get(orderId) as (Record<string, unknown> & { refunds?: Record<string, unknown>[] }) | undefined;
        if (!found || found.transaction_status !== "settlement" && !String(found.transaction_status).includes("refund")) {
          return send(200, { status_code: "412", status_message: "Merchant cannot modify the status of the transaction" });
        }
        if (!["credit_card", "gopay", "shopeepay", "qris"].includes(String(found.payment_type))) {
          return send(200, { status_code: "412", status_message: "Payment type cannot be refunded" });
        }
        const refunds = found.refunds ?? [];
        if (!refunds.some((r) => r.refund_key === asked.refund_key)) refunds.push({ refund_key: asked.refund_key, refund_amount: asked.amount });
        statuses.set(orderId, { ...found, refunds, transaction_status: "partial_refund", status_code: "200" });
        return send(200, { status_code: "200", status_message: "Success, refund request is approved", order_id: orderId, refund_key: asked.refund_key, refund_amount: asked.amount });
      }
      const expire = /^\/v2\/([^/]+)\/expire$/.exec(path);
      if (req.method === "POST" && expire) {
        if (standIn.mode === "error") return send(500, { status_code: "500", status_message: "Internal Server Error" });
        const orderId = decodeURIComponent(expire[1]);
        const found = statuses.get(orderId);
        if (!found) return send(404, { status_code: "404", status_message: "Transaction doesn't exist." });
        if (found.transaction_status !== "pending") return send(200, { status_code: "412", status_message: "Transaction status cannot be updated." });
        statuses.set(orderId, { ...found, transaction_status: "expire", status_code: "407" });
        return send(200, { status_code: "407", status_message: "Success, transaction has expired", order_id: orderId });
      }
      const status = /^\/v2\/([^/]+)\/status$/.exec(path);
      if (req.method === "GET" && status) {
        if (standIn.mode === "error") return send(500, { status_code: "500", status_message: "Internal Server Error" });
        const found = statuses.get(decodeURIComponent(status[1]));
        return found ? send(200, found) : send(404, { status_code: "404", status_message: "Transaction doesn't exist." });
      }
      send(404, { status_message: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const standInUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(standIn, {
    url: standInUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
