// POST /v1/payment/notification: the payment gateway's HTTP notification (JSON). Guarded
// (rate limit, 16 KB, nesting) before parsing; the local sandbox calls the same domain handler
// directly (ADR 0043).
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { handlePaymentNotification } from "~/payments/notification.server";
import { takeWebhookRequest } from "~/payments/webhook-guard.server";
import { apiError } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const intake = await takeWebhookRequest(request);
  if (!intake.ok) return json({ message: intake.message }, { status: intake.status, headers: intake.headers });
  const result = await handlePaymentNotification(intake.body, { origin: appOrigin(request), clientIp: intake.ip });
  return json(
    { message: result.message, outcome: result.outcome, ...(result.invoiceStatus ? { status: result.invoiceStatus } : {}) },
    { status: result.httpStatus, headers: result.httpStatus === 503 ? { "Retry-After": "60" } : undefined },
  );
}
