// GET /v1/earnings: the calling vendor's earnings per booking, available and paid-out totals and
// the months (ADR 0257), as on /dashboard/earnings.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { earningsOf } from "~/ledger/earnings.server";
import { requireApiSupplier } from "~/supplier/access.server";
import { apiJson, methodNotAllowed } from "~/http/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiSupplier(request, "earnings", "view");
  return apiJson(await earningsOf(user.supplierId));
}

export const action = methodNotAllowed;
