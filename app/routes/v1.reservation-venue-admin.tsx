// GET /v1/reservation-venue-admin?page&limit[&q]: every reservation line (admin, 5 per page).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/utils/api.server";
import { pagingOf, requireApiAdmin } from "~/supplier/api-reservations.server";
import { ADMIN_PAGE_SIZE, listReservationsForApi } from "~/supplier/reservations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  requireApiAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.slice(0, 100) ?? undefined;
  const { data, total, page, limit } = listReservationsForApi({ admin: true }, { ...pagingOf(url, ADMIN_PAGE_SIZE), q });
  return apiJson(data, { headers: { "X-Total-Count": String(total), "X-Page": String(page), "X-Limit": String(limit) } });
}

export async function action() {
  return apiError(405, "Method Not Allowed");
}
