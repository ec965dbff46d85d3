// GET /v1/reservation-venue?page&limit&supplier: the vendor's reservation lines (20 per page).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/utils/api.server";
import { pagingOf, requireApiReservationScope } from "~/supplier/api-reservations.server";
import { listReservationsForApi, SUPPLIER_PAGE_SIZE } from "~/supplier/reservations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { scope } = requireApiReservationScope(request, url.searchParams.get("supplier"), "view");
  const { data, total, page, limit } = listReservationsForApi(scope, pagingOf(url, SUPPLIER_PAGE_SIZE));
  return apiJson(data, { headers: { "X-Total-Count": String(total), "X-Page": String(page), "X-Limit": String(limit) } });
}

export async function action() {
  return apiError(405, "Method Not Allowed");
}
