// GET /dashboard/manage-reservations.csv: the vendor's filtered reservation list as CSV (ADR 0143).
import { requireVendorMember } from "~/supplier/access.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { baliIsoDate } from "~/utils/format";
import { parseReservationFilters } from "~/supplier/reservation-filters";
import { reservationsCsv } from "~/supplier/reservations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "reservations", "view");
  const user = member.user;
  const filters = parseReservationFilters(new URL(request.url).searchParams, "upcoming");
  return new Response(reservationsCsv({ supplierId: user.supplierId }, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="reservations-${baliIsoDate()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
