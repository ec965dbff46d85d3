// GET /seating-plan/{subVenueId}/{layout}: the room's seating plan drawn to scale, as an SVG
// image (ADR 0122). Rendered on the server; pages show it with <img>, so they carry no code.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { subVenueSeatingSvg } from "~/catalog/venue-page.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const svg = subVenueSeatingSvg(Number(params.subVenueId), String(params.layout));
  if (!svg) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      // An SVG opened on its own runs nothing and loads nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
