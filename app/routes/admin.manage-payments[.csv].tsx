// GET /admin/manage-payments.csv: the admin's filtered reservation list as CSV (ADR 0143).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/accounts/session.server";
import { baliIsoDate } from "~/utils/format";
import { parseReservationFilters } from "~/supplier/reservation-filters";
import { reservationsCsv } from "~/supplier/reservations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = parseReservationFilters(new URL(request.url).searchParams, "booked");
  return new Response(await reservationsCsv({ admin: true }, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payments-${baliIsoDate()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
