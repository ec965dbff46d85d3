// A map of one place (ADR 0124): a plain link to the location, upgraded to a Leaflet map once
// the box is on screen. Leaflet is loaded by dynamic import inside an effect, so no map code is
// part of any page's first load; without JS, or when tiles cannot load, the link still works
// and the page loses nothing else. Leaflet's stylesheet comes from `mapLinks` (route `links`).
import leafletCss from "leaflet/dist/leaflet.css";
import { fill } from "~/i18n/config";
import { useEffect, useRef, useState } from "react";

export const mapLinks = () => [{ rel: "stylesheet", href: leafletCss }];

export type MapPlace = { lat: number; lng: number; label: string };

export type MapLabels = { mapOf: string; openOnMap: string; venuesOnMap: string; venuePage: string };
const MAP_ENGLISH: MapLabels = { mapOf: "Map of {place}", openOnMap: "Open {place} on a map", venuesOnMap: "Venues on this map", venuePage: "venue page" };

/** Where the link goes: OpenStreetMap centred on the place. */
export function placeLink({ lat, lng }: { lat: number; lng: number }, zoom = 17) {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

export function MapView({
  place,
  places,
  tileUrl,
  attribution,
  zoom = 16,
  linkHref,
  labels = MAP_ENGLISH,
}: {
  /** The words in the page's language (English on pages not yet translated, ADR 0300). */
  labels?: MapLabels;
  place: MapPlace;
  /** Several pins (search results): the map fits them all; `place` is where the link goes. */
  places?: (MapPlace & { href?: string })[];
  tileUrl: string;
  attribution: string;
  zoom?: number;
  /** The vendor's own maps link, when they gave one. */
  linkHref?: string | null;
}) {
  const pins = places?.length ? places : [place];
  const pinsKey = pins.map((p) => `${p.lat},${p.lng},${p.label}`).join("|");
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"link" | "loading" | "map">("link");

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let map: { remove(): void } | null = null;
    let cancelled = false;
    const load = async () => {
      setState("loading");
      // Leaflet's build is CommonJS: the bundler hands it over as the default export.
      const mod = await import("leaflet");
      const L = ((mod as unknown as { default?: typeof mod }).default ?? mod) as typeof mod;
      if (cancelled || !box.current) return;
      const target = box.current.querySelector<HTMLDivElement>("[data-map-canvas]")!;
      const m = L.map(target, { scrollWheelZoom: false }).setView([place.lat, place.lng], zoom);
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(m);
      // Drawn markers: no marker images to fetch.
      for (const pin of pins) {
        L.circleMarker([pin.lat, pin.lng], { radius: 9, color: "#0f766e", fillColor: "#14b8a6", fillOpacity: 0.9 })
          .addTo(m)
          .bindTooltip(pin.label);
      }
      if (pins.length > 1) m.fitBounds(L.latLngBounds(pins.map((p) => [p.lat, p.lng] as [number, number])), { padding: [24, 24], maxZoom: 15 });
      map = m;
      setState("map");
    };
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        seen.disconnect();
        void load();
      }
    });
    seen.observe(el);
    return () => {
      cancelled = true;
      seen.disconnect();
      map?.remove();
    };
  }, [place.lat, place.lng, place.label, pinsKey, tileUrl, attribution, zoom]);

  const href = linkHref ?? placeLink(place, zoom);
  return (
    <div ref={box} className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100" data-testid="map" data-state={state}>
      {/* The map's room is kept from the first paint wherever scripts run (the scripting media
          query): a map appearing as it scrolls into view pushed the booking form 288 px down
          between a planner's press and release on its button, and the tap was lost (ADR 0345). */}
      <section data-map-canvas className={state === "link" ? "hidden h-72 w-full [@media(scripting:enabled)]:block" : "h-72 w-full"} aria-label={fill(labels.mapOf, { place: place.label })} />
      {places?.length ? (
        <ul className="grid gap-1 p-3 text-sm sm:grid-cols-2" aria-label={labels.venuesOnMap}>
          {places.map((p) => (
            <li key={`${p.label}-${p.lat}-${p.lng}`}>
              <a href={placeLink(p)} target="_blank" rel="noreferrer" className="font-semibold text-teal-700 hover:underline">{p.label}</a>
              {p.href ? <> · <a href={p.href} className="text-slate-600 underline">{labels.venuePage}</a></> : null}
            </li>
          ))}
        </ul>
      ) : (
      <p className="p-3 text-sm">
        <a href={href} target="_blank" rel="noreferrer" className="font-semibold text-teal-700 hover:underline">
          {fill(labels.openOnMap, { place: place.label })}
        </a>
        <span className="text-slate-600"> ({place.lat.toFixed(5)}, {place.lng.toFixed(5)})</span>
      </p>
      )}
    </div>
  );
}
