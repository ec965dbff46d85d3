// Venue Info with JS: pick the venue's position on a Leaflet map (issue 12 item 3). The map
// code is loaded by dynamic import only when the vendor opens the picker (as MapView does);
// a click on the map writes "lat, lng" into the page's position field, which stays the one
// thing posted. Without JS the field (type or paste a link) is all there is.
import { useEffect, useRef, useState } from "react";
import { parsePosition } from "~/catalog/geo";
import { useHydrated } from "~/components/use-hydrated";

/** Where the map opens when the venue has no position yet: Bali. */
const BALI = { lat: -8.4095, lng: 115.1889 };

/** The picker's words (English defaults); a translated page passes its own. */
export const MAP_PICKER_LABELS = {
  pickOnMap: "Pick the position on a map",
  hideMap: "Hide the map",
  mapHelp: "Click your venue's entrance on the map: the position field above is filled in. Zoom in for precision.",
  mapRegion: "Map: click to set the venue's position",
  mapFailed: "The map could not be loaded. Type the position or paste a maps link instead.",
};

export function MapPositionPicker({ inputId, tileUrl, attribution, labels = MAP_PICKER_LABELS }: { inputId: string; tileUrl: string; attribution: string; labels?: typeof MAP_PICKER_LABELS }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<"closed" | "loading" | "ready" | "failed">("closed");
  const canvas = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !canvas.current) return;
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    let map: { remove(): void } | null = null;
    let cancelled = false;
    setState("loading");
    (async () => {
      // Leaflet's build is CommonJS: the bundler hands it over as the default export.
      const mod = await import("leaflet");
      const L = ((mod as unknown as { default?: typeof mod }).default ?? mod) as typeof mod;
      if (cancelled || !canvas.current) return;
      const start = parsePosition(input?.value);
      const m = L.map(canvas.current).setView(start ? [start.lat, start.lng] : [BALI.lat, BALI.lng], start ? 16 : 10);
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(m);
      // A drawn marker: no marker images to fetch.
      const marker = L.circleMarker(start ? [start.lat, start.lng] : [BALI.lat, BALI.lng], { radius: 9, color: "#0f766e", fillColor: "#14b8a6", fillOpacity: start ? 0.9 : 0 }).addTo(m);
      m.on("click", (e: { latlng: { lat: number; lng: number } }) => {
        const lat = e.latlng.lat.toFixed(6);
        const lng = L.Util.wrapNum(e.latlng.lng, [-180, 180], true).toFixed(6);
        marker.setLatLng([Number(lat), Number(lng)]).setStyle({ fillOpacity: 0.9 });
        if (input) {
          input.value = `${lat}, ${lng}`;
          // Let the form (Conform) see the change as if it was typed.
          input.dispatchEvent(new Event("input", { bubbles: true }));
          input.dispatchEvent(new Event("change", { bubbles: true }));
        }
      });
      map = m;
      setState("ready");
    })().catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [open, inputId, tileUrl, attribution]);

  if (!hydrated) return null;
  return (
    <div className="sm:col-span-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="position-map"
        onClick={() => setOpen((o) => !o)}
        className="rounded-full border border-teal-700 px-4 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-50"
      >
        {open ? labels.hideMap : labels.pickOnMap}
      </button>
      {open ? (
        <div className="mt-2">
          <p className="text-xs text-slate-600" id="position-map-help">
            {labels.mapHelp}
          </p>
          <div
            ref={canvas}
            id="position-map"
            role="region"
            aria-label={labels.mapRegion}
            aria-describedby="position-map-help"
            data-testid="position-map"
            data-state={state}
            className="mt-1 h-80 w-full rounded-xl border border-slate-200 bg-slate-100"
          />
          {state === "failed" ? <p className="text-sm text-red-700">{labels.mapFailed}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
