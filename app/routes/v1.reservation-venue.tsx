// GET /v1/reservation-venue?page&limit&supplier: the vendor's reservation lines (20 per page).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiList, apiPaging } from "~/http/api.server";
import { requireApiReservationScope } from "~/supplier/api-reservations.server";
import { listReservationsForApi, SUPPLIER_PAGE_SIZE } from "~/supplier/reservations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { scope } = await requireApiReservationScope(request, url.searchParams.get("supplier"), "view");
  const { data, ...paging } = await listReservationsForApi(scope, apiPaging(url, SUPPLIER_PAGE_SIZE));
  return apiList(data, paging);
}

export async function action() {
  return apiError(405, "Method Not Allowed");
}
