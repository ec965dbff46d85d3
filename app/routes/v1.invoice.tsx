// GET /v1/invoice: the api-key user's invoices, newest first.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/accounts/api-auth.server";
import { listUserInvoices, serializeInvoice } from "~/checkout/invoice.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const now = new Date();
  return apiJson((await listUserInvoices(user.id)).map((i) => serializeInvoice(i, now)));
}

export const action = methodNotAllowed;
