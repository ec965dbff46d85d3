// GET /dashboard/manage-reservations.csv: the vendor's filtered reservation list as CSV (ADR 0143).
import { requireVendorMember, venueFilterOf } from "~/supplier/access.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { baliIsoDate } from "~/utils/format";
import { parseReservationFilters } from "~/supplier/reservation-filters";
import { reservationsCsv } from "~/supplier/reservations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "reservations", "view");
  const user = member.user;
  const params = new URL(request.url).searchParams;
  // The page's venue filter (ADR 0282), validated against the organisation's venues.
  const filters = { ...parseReservationFilters(params, "upcoming"), venue: venueFilterOf(params, member) ?? 0 };
  return new Response(await reservationsCsv({ supplierId: user.supplierId }, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="reservations-${baliIsoDate()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
