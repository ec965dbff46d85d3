// GET /v1/invoice: the api-key user's invoices, newest first.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/accounts/api-auth.server";
import { listUserInvoices, serializeInvoice } from "~/payments/invoice.server";
import { moneyStates } from "~/payments/money-state.server";
import { apiJson, methodNotAllowed } from "~/http/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const now = new Date();
  const invoices = await listUserInvoices(user.id);
  const money = await moneyStates(invoices, now);
  return apiJson(invoices.map((i) => serializeInvoice(i, money.get(i.id)!, now)));
}

export const action = methodNotAllowed;
