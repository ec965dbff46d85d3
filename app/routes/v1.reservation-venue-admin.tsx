// GET /v1/reservation-venue-admin?page&limit[&q]: every reservation line (admin, 5 per page).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiList, apiPaging } from "~/http/api.server";
import { requireApiAdmin } from "~/supplier/api-reservations.server";
import { ADMIN_PAGE_SIZE, listReservationsForApi } from "~/supplier/reservations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.slice(0, 100) ?? undefined;
  const { data, ...paging } = await listReservationsForApi({ admin: true }, { ...apiPaging(url, ADMIN_PAGE_SIZE), q });
  return apiList(data, paging);
}

export async function action() {
  return apiError(405, "Method Not Allowed");
}
