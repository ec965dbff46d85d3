// GET /v1/invoice/{id or invoiceNo}[?token=]: one invoice (voucher page data; paid when status is "paid").
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiInvoice } from "~/checkout/api-invoice.server";
import { serializeInvoice } from "~/payments/invoice.server";
import { moneyStateOf } from "~/payments/money-state.server";
import { apiJson, methodNotAllowed } from "~/http/api.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invoice = await requireApiInvoice(request, params.id);
  return apiJson(serializeInvoice(invoice, await moneyStateOf(invoice)));
}

export const action = methodNotAllowed;
