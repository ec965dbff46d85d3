// GET /v1/invoice/{id}/refunds: the refunds of an invoice's cancelled lines and their states
// (requested, processing, refunded, failed), for whoever may read the invoice.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiRefund } from "~/cancellations/api-cancellation.server";
import { refundsOfInvoice } from "~/cancellations/cancellation.server";
import { requireApiInvoice } from "~/checkout/api-invoice.server";
import { apiJson, methodNotAllowed } from "~/http/api.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invoice = await requireApiInvoice(request, params.id);
  return apiJson((await refundsOfInvoice(invoice.id)).map(apiRefund));
}

export const action = methodNotAllowed;
