// POST /v1/payment/notification: the payment gateway's HTTP notification (JSON). The local
// sandbox calls the same domain handler directly.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { handlePaymentNotification } from "~/payments/notification.server";
import { apiError, readBody } from "~/utils/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const body = await readBody(request);
  const result = await handlePaymentNotification(body, { origin: appOrigin(request) });
  return json(
    { message: result.message, outcome: result.outcome, ...(result.invoiceStatus ? { status: result.invoiceStatus } : {}) },
    { status: result.httpStatus },
  );
}
