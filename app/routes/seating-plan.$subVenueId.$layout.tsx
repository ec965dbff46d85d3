// GET /seating-plan/{subVenueId}/{layout}: the room's seating plan drawn to scale, as an SVG
// image (ADR 0122). Rendered on the server; pages show it with <img>, so they carry no code.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { subVenueSeatingSvg } from "~/catalog/venue-page.server";
import { languageOf } from "~/i18n/lang.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  // The drawing's words in the visitor's language (the <img> request carries the lang cookie).
  const svg = await subVenueSeatingSvg(Number(params.subVenueId), String(params.layout), languageOf(request));
  if (!svg) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      // Its words follow ?lang, the cookie and Accept-Language: a cache keeps one per language.
      Vary: "Cookie, Accept-Language",
      // An SVG opened on its own runs nothing and loads nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
