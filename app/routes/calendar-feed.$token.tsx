// GET /calendar-feed/{secret}.ics: the vendor's bookings and blocks for their calendar app
// (ADR 0220). The secret is the only credential (calendar apps send no cookie); an unknown or
// regenerated one answers 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFeed, supplierForCalendarToken } from "~/supplier/calendar-feed.server";
import { appOrigin } from "~/utils/url.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = (params.token ?? "").replace(/\.ics$/, "");
  const supplierId = await supplierForCalendarToken(token);
  if (supplierId === null) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(await calendarFeed(supplierId, appOrigin(request)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bookings.ics"',
      // Personal data behind a secret URL: never stored by a cache, never indexed.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
