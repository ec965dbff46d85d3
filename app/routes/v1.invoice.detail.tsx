// GET /v1/invoice/detail?id={invoiceNo or numeric id}[&token=]: one invoice (confirmation page data).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiInvoice } from "~/checkout/api-invoice.server";
import { serializeInvoice } from "~/payments/invoice.server";
import { moneyStateOf } from "~/payments/money-state.server";
import { apiJson, methodNotAllowed } from "~/http/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const invoice = await requireApiInvoice(request, new URL(request.url).searchParams.get("id"));
  return apiJson(serializeInvoice(invoice, await moneyStateOf(invoice)));
}

export const action = methodNotAllowed;
